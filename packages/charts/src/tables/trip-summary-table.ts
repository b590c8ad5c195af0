import type { TripsData } from '@pinpoint/shared/widgets/data.ts';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { deviceName } from '../types.ts';
import { formatNumber, round } from '../values.ts';
import type { TableInput } from './input.ts';
import type { TableModel } from './types.ts';

/** "3:05": hours and minutes. */
const duration = (seconds: number) => {
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
};

/**
 * Trip summary: distance, time moving, trips and stops of each device over the period, and how
 * each distance was measured (along roads when map matching gave it, else straight lines
 * between positions; data from before map matching has no source and was straight lines).
 */
export function tripSummaryTable({
  data,
  devices,
  format,
}: TableInput<WidgetOf<'trip-summary'>, TripsData>): TableModel {
  const { columns: words, units, distanceSources } = format.labels;
  return {
    columns: [
      { key: 'device', label: words.device, numeric: false },
      { key: 'distance', label: words.distance, numeric: true },
      { key: 'distanceSource', label: words.distanceMeasured, numeric: false },
      { key: 'movingTime', label: words.movingTime, numeric: true },
      { key: 'trips', label: words.trips, numeric: true },
      { key: 'stops', label: words.stops, numeric: true },
    ],
    rows: (data?.devices ?? []).map((device) => ({
      cells: [
        { value: deviceName(devices, device.device), text: deviceName(devices, device.device) },
        {
          value: round(device.distanceKm, 1),
          text: `${formatNumber(device.distanceKm, format, 1)} ${units.km}`,
        },
        {
          value: device.distanceSource ?? 'raw',
          text: distanceSources[device.distanceSource ?? 'raw'],
        },
        { value: Math.round(device.movingSeconds), text: duration(device.movingSeconds) },
        { value: device.trips, text: formatNumber(device.trips, format, 0) },
        { value: device.stops.length, text: formatNumber(device.stops.length, format, 0) },
      ],
    })),
  };
}
