import type { HealthData, UplinkState } from '@pinpoint/shared/widgets/data.ts';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { type ChartFormat, fill } from '../format.ts';
import { deviceName } from '../types.ts';
import { formatNumber, formatTime, round } from '../values.ts';
import { minutesCell } from './incidents-table.ts';
import type { TableInput } from './input.ts';
import type { TableCell, TableModel } from './types.ts';

const tones: Record<UplinkState, TableCell['tone']> = {
  fresh: 'success',
  late: 'warning',
  offline: 'error',
  never: undefined,
};

/** Seconds as a person reads them ('40 s', '15 min', '2 h 5 min'); the value stays in seconds. */
function secondsCell(seconds: number | null, format: ChartFormat): TableCell {
  if (seconds === null) return { value: null, text: '—' };
  if (seconds < 120)
    return {
      value: Math.round(seconds),
      text: fill(format.labels.seconds, { seconds: Math.round(seconds) }),
    };
  return { value: Math.round(seconds), text: minutesCell(seconds / 60, format).text };
}

/**
 * Uplink health: last seen, whether the device is on time, late or offline against its usual
 * interval (issue 30 item 5), the silences over the range that ran late and the longest, the
 * last radio (RSSI, SNR), uplinks over the range and per hour.
 */
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
      { key: 'state', label: words.status, numeric: false },
      { key: 'usualInterval', label: words.usualInterval, numeric: true },
      { key: 'lateGaps', label: words.lateGaps, numeric: true },
      { key: 'longestGap', label: words.longestGap, numeric: true },
      { key: 'rssi', label: words.rssi, numeric: true },
      { key: 'snr', label: words.snr, numeric: true },
      { key: 'uplinks', label: words.uplinks, numeric: true },
      { key: 'uplinksPerHour', label: words.uplinksPerHour, numeric: true },
    ],
    rows: (data?.devices ?? []).map((device) => {
      const hours = device.hourly.length;
      const perHour = hours === 0 ? null : round(device.hourly.reduce((sum, h) => sum + h.n, 0) / hours, 1);
      const tone = tones[device.state];
      return {
        cells: [
          { value: deviceName(devices, device.device), text: deviceName(devices, device.device) },
          device.lastSeenAt
            ? { value: device.lastSeenAt, text: formatTime(device.lastSeenAt, format) }
            : { value: null, text: format.labels.never },
          {
            value: device.state,
            text: format.labels.uplinkStates[device.state],
            ...(tone ? { tone } : {}),
          },
          secondsCell(device.usualIntervalS, format),
          device.lateGaps === null
            ? { value: null, text: '—' }
            : { value: device.lateGaps, text: formatNumber(device.lateGaps, format, 0) },
          secondsCell(device.longestGapS, format),
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
