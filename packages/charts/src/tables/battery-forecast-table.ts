import type { BatteryForecastData } from '@pinpoint/shared/widgets/data.ts';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { fill } from '../format.ts';
import { deviceName } from '../types.ts';
import { formatNumber, formatTime } from '../values.ts';
import { type TableInput, textCell } from './input.ts';
import type { TableModel } from './types.ts';

const dayMs = 86_400_000;
/** Due within this many days: an error; within the widget's days: a warning. */
const urgentDays = 7;

/**
 * Battery forecast (issue 30 item 4): the devices due within the widget's days, soonest first:
 * about how many days are left, the date that makes (from the format's now, in its zone), and the
 * forecast's confidence.
 */
export function batteryForecastTable({
  data,
  devices,
  format,
}: TableInput<WidgetOf<'battery-forecast'>, BatteryForecastData>): TableModel {
  const words = format.labels.columns;
  const rows = [...(data?.devices ?? [])].sort(
    (a, b) =>
      a.daysLeft - b.daysLeft || deviceName(devices, a.device).localeCompare(deviceName(devices, b.device)),
  );
  return {
    columns: [
      { key: 'device', label: words.device, numeric: false },
      { key: 'daysLeft', label: words.daysLeft, numeric: true },
      { key: 'dueDate', label: words.dueDate, numeric: false },
      { key: 'confidence', label: words.confidence, numeric: false },
    ],
    rows: rows.map((row) => {
      const plural = new Intl.PluralRules(format.locale).select(row.daysLeft) === 'one' ? 'one' : 'other';
      const due = new Date(format.now + row.daysLeft * dayMs).toISOString();
      return {
        cells: [
          textCell(deviceName(devices, row.device)),
          {
            value: row.daysLeft,
            text: fill(format.labels.daysLeft[plural], { count: formatNumber(row.daysLeft, format, 0) }),
            tone: row.daysLeft <= urgentDays ? ('error' as const) : ('warning' as const),
          },
          { value: due.slice(0, 10), text: formatTime(due, format, 'date') },
          { value: row.confidence, text: format.labels.confidence[row.confidence] },
        ],
      };
    }),
  };
}
