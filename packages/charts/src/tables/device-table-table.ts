import { isKnownField } from '@pinpoint/shared/units.ts';
import type { TableData, TableRowData } from '@pinpoint/shared/widgets/data.ts';
import type { DeviceTableColumn, WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import type { ChartFormat } from '../format.ts';
import { deviceName } from '../types.ts';
import { fieldTitle, formatNumber, formatTime, valueCell } from '../values.ts';
import type { TableInput } from './input.ts';
import type { TableCell, TableColumn, TableModel } from './types.ts';

function column(key: DeviceTableColumn, format: ChartFormat): TableColumn {
  const words = format.labels.columns;
  switch (key) {
    case 'status':
      return { key, label: words.status, numeric: false };
    case 'lastSeen':
      return { key, label: words.lastSeen, numeric: false };
    case 'battery':
      return { key, label: words.battery, numeric: true };
    case 'location':
      return { key, label: words.location, numeric: false };
    case 'type':
      return { key, label: words.type, numeric: false };
    default:
      return { key, label: fieldTitle(key, format), numeric: true };
  }
}

function cell(key: DeviceTableColumn, row: TableRowData, format: ChartFormat): TableCell {
  const { labels } = format;
  switch (key) {
    case 'status':
      return {
        value: row.status,
        text: labels.status[row.status],
        ...(row.status === 'fresh' ? { tone: 'success' as const } : { tone: 'warning' as const }),
      };
    case 'lastSeen':
      return row.lastSeenAt
        ? { value: row.lastSeenAt, text: formatTime(row.lastSeenAt, format) }
        : { value: null, text: labels.never };
    case 'battery':
      return row.batteryPct === null
        ? { value: null, text: '—' }
        : {
            value: Math.round(row.batteryPct),
            text: `${formatNumber(Math.round(row.batteryPct), format, 0)} ${labels.units.percent}`,
          };
    case 'location':
      return row.location
        ? {
            value: `${row.location.lat.toFixed(5)}, ${row.location.lon.toFixed(5)}`,
            text: `${row.location.lat.toFixed(5)}, ${row.location.lon.toFixed(5)}`,
          }
        : { value: null, text: '—' };
    case 'type':
      return { value: row.type, text: labels.deviceTypes[row.type] ?? row.type };
    default:
      return isKnownField(key) ? valueCell(key, row.values[key], format) : { value: null, text: '—' };
  }
}

/** Device table: the device's name, then the chosen columns in the chosen order. */
export function deviceTable({
  widget,
  data,
  devices,
  format,
}: TableInput<WidgetOf<'device-table'>, TableData>): TableModel {
  const keys = widget.options.columns;
  return {
    columns: [
      { key: 'device', label: format.labels.columns.device, numeric: false },
      ...keys.map((k) => column(k, format)),
    ],
    rows: (data?.rows ?? []).map((row) => ({
      cells: [
        { value: deviceName(devices, row.device), text: deviceName(devices, row.device) },
        ...keys.map((k) => cell(k, row, format)),
      ],
    })),
  };
}
