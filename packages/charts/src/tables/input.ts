import type { WidgetDevice } from '@pinpoint/shared/widgets/data.ts';
import type { ChartFormat } from '../format.ts';
import type { TableCell } from './types.ts';

export type TableInput<W, D> = {
  widget: W;
  data: D | null;
  devices: Record<string, WidgetDevice>;
  format: ChartFormat;
};

export const textCell = (value: string | null, empty = '—'): TableCell => ({ value, text: value ?? empty });
