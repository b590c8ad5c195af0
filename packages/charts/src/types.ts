import type { WidgetDevice } from '@pinpoint/shared/widgets/data.ts';
import type { EChartsOption } from 'echarts';
import type { ChartFormat, ChartSize } from './format.ts';
import type { ChartTheme } from './theme.ts';

/** What every builder answers: plain JSON for `setOption` (no functions, Dates or class instances). */
export type ChartOption = EChartsOption;

/** What every builder takes: the widget, its data (null before it loads), names, look and format. */
export type BuilderInput<W, D> = {
  widget: W;
  data: D | null;
  /** The answer's devices by key (ids when signed in, 'd1'... in shares). */
  devices: Record<string, WidgetDevice>;
  theme: ChartTheme;
  format: ChartFormat;
  size: ChartSize;
};

/** A device's name by its key, or the key when the answer does not name it. */
export const deviceName = (devices: Record<string, WidgetDevice>, key: string): string =>
  devices[key]?.name ?? key;
