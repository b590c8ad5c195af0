import type { TableData } from '@pinpoint/shared/widgets/data.ts';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { deviceName } from '../types.ts';
import { daysAgo, formatNumber } from '../values.ts';
import type { TableInput } from './input.ts';
import type { TableModel } from './types.ts';

/** Battery list: each device's battery % (lowest first) and whole days since it was heard. */
export function batteryListTable({
  widget,
  data,
  devices,
  format,
}: TableInput<WidgetOf<'battery-list'>, TableData>): TableModel {
  const words = format.labels.columns;
  const rows = [...(data?.rows ?? [])].sort(
    (a, b) => (a.batteryPct ?? Number.POSITIVE_INFINITY) - (b.batteryPct ?? Number.POSITIVE_INFINITY),
  );
  return {
    columns: [
      { key: 'device', label: words.device, numeric: false },
      { key: 'battery', label: words.battery, numeric: true },
      { key: 'daysSinceSeen', label: words.daysSinceSeen, numeric: true },
    ],
    rows: rows.map((row) => {
      const seen = daysAgo(row.lastSeenAt, format);
      const pct = row.batteryPct === null ? null : Math.round(row.batteryPct);
      return {
        cells: [
          { value: deviceName(devices, row.device), text: deviceName(devices, row.device) },
          pct === null
            ? { value: null, text: '—' }
            : {
                value: pct,
                text: `${formatNumber(pct, format, 0)} ${format.labels.units.percent}`,
                ...(pct < widget.options.lowPercent ? { tone: 'error' as const } : {}),
              },
          {
            value: seen.days,
            text: seen.text,
            ...(row.status === 'quiet' ? { tone: 'warning' as const } : {}),
          },
        ],
      };
    }),
  };
}
