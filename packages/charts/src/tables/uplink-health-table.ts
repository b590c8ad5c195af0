import type { HealthData } from '@pinpoint/shared/widgets/data.ts';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { deviceName } from '../types.ts';
import { formatNumber, formatTime, round } from '../values.ts';
import type { TableInput } from './input.ts';
import type { TableCell, TableModel } from './types.ts';

/** Uplink health: last seen, last radio (RSSI, SNR), uplinks over the range and per hour. */
export function uplinkHealthTable({
  data,
  devices,
  format,
}: TableInput<WidgetOf<'uplink-health'>, HealthData>): TableModel {
  const { columns: words, units } = format.labels;
  const measure = (value: number | null, unit: string, digits = 1): TableCell =>
    value === null
      ? { value: null, text: '—' }
      : { value: round(value, digits), text: `${formatNumber(value, format, digits)} ${unit}` };
  return {
    columns: [
      { key: 'device', label: words.device, numeric: false },
      { key: 'lastSeen', label: words.lastSeen, numeric: false },
      { key: 'rssi', label: words.rssi, numeric: true },
      { key: 'snr', label: words.snr, numeric: true },
      { key: 'uplinks', label: words.uplinks, numeric: true },
      { key: 'uplinksPerHour', label: words.uplinksPerHour, numeric: true },
    ],
    rows: (data?.devices ?? []).map((device) => {
      const hours = device.hourly.length;
      const perHour = hours === 0 ? null : round(device.hourly.reduce((sum, h) => sum + h.n, 0) / hours, 1);
      return {
        cells: [
          { value: deviceName(devices, device.device), text: deviceName(devices, device.device) },
          device.lastSeenAt
            ? { value: device.lastSeenAt, text: formatTime(device.lastSeenAt, format) }
            : { value: null, text: format.labels.never },
          measure(device.rssi, units.dBm, 0),
          measure(device.snr, units.dB, 1),
          { value: device.total, text: formatNumber(device.total, format, 0) },
          perHour === null
            ? { value: null, text: '—' }
            : { value: perHour, text: formatNumber(perHour, format, 1) },
        ],
      };
    }),
  };
}
