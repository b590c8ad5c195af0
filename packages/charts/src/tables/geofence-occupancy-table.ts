import type { OccupancyData } from '@pinpoint/shared/widgets/data.ts';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { deviceName } from '../types.ts';
import { formatNumber } from '../values.ts';
import type { TableInput } from './input.ts';
import type { TableModel } from './types.ts';

/** Geofence occupancy: how many devices are inside each geofence now (and which, if the widget names them). */
export function geofenceOccupancyTable({
  widget,
  data,
  devices,
  format,
}: TableInput<WidgetOf<'geofence-occupancy'>, OccupancyData>): TableModel {
  const words = format.labels.columns;
  const names = widget.options.names;
  return {
    columns: [
      { key: 'geofence', label: words.geofence, numeric: false },
      { key: 'inside', label: words.inside, numeric: true },
      ...(names ? [{ key: 'devices', label: words.devices, numeric: false }] : []),
    ],
    rows: (data?.geofences ?? []).map((geofence) => {
      const inside = geofence.devices.map((key) => deviceName(devices, key)).join(', ');
      return {
        cells: [
          { value: geofence.name, text: geofence.name },
          { value: geofence.count, text: formatNumber(geofence.count, format, 0) },
          ...(names ? [{ value: inside, text: inside || '—' }] : []),
        ],
      };
    }),
  };
}
