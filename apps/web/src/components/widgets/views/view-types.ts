import type { WidgetDevice } from '@pinpoint/shared/widgets/data.ts';
import type { TemperatureUnit } from '../../../lib/temperature.ts';

/** What every widget view gets besides its widget and data. */
export type WidgetViewContext = {
  /** The answer's devices by key (ids signed in, 'd1'... in a share). */
  devices: Record<string, WidgetDevice>;
  /** The clock the views read (ticks, so "went quiet" appears by itself). */
  now: number;
  /** The body's room in CSS pixels. */
  size: { width: number; height: number };
  temperatureUnit: TemperatureUnit;
  /** The window the data covers. */
  range: { from: string; to: string } | null;
  /** The viewer's language tag for numbers and dates (en-CA, fr-CA). */
  locale: string;
  timeZone: string;
};

export type ViewProps<W, D> = { widget: W; data: D; context: WidgetViewContext };
