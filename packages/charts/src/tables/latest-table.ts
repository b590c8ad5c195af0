import type { LatestData } from '@pinpoint/shared/widgets/data.ts';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { deviceName } from '../types.ts';
import { formatTime, valueCell } from '../values.ts';
import type { TableInput } from './input.ts';
import type { TableModel } from './types.ts';

/** A latest-value or gauge widget's values: device, value, the range's first value, time. */
export function latestTable({
  widget,
  data,
  devices,
  format,
}: TableInput<WidgetOf<'latest'> | WidgetOf<'gauge'>, LatestData>): TableModel {
  const words = format.labels.columns;
  return {
    columns: [
      { key: 'device', label: words.device, numeric: false },
      { key: 'value', label: words.value, numeric: true },
      { key: 'first', label: words.first, numeric: true },
      { key: 'time', label: words.time, numeric: false },
    ],
    rows: (data?.values ?? [])
      .filter((v) => v.field === widget.field)
      .map((v) => ({
        cells: [
          { value: deviceName(devices, v.device), text: deviceName(devices, v.device) },
          valueCell(v.field, v.value, format),
          valueCell(v.field, v.first, format),
          v.time
            ? { value: v.time, text: formatTime(v.time, format) }
            : { value: null, text: format.labels.never },
        ],
      })),
  };
}
