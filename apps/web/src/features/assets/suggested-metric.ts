import type { Device } from '@pinpoint/shared';
import { type AssetMetricType, fieldFitsMetric } from '@pinpoint/shared/asset.ts';
import { locationDeviceTypes } from '@pinpoint/shared/device.ts';
import { mainReading } from '@pinpoint/shared/main-reading.ts';

export type SuggestedMetric = { type: AssetMetricType; deviceId: string; field: AssetMetricType };

/** A metric named for what it measures: a probe's external temperature is the asset's temperature. */
const metric = (deviceId: string, field: AssetMetricType): SuggestedMetric => ({
  type: field !== 'position' && fieldFitsMetric('temperature', field) ? 'temperature' : field,
  deviceId,
  field,
});

/** What a device can feed an asset: a tracker's position, else the reading it is chiefly read for. */
function metricOf(device: Device): AssetMetricType | null {
  if (device.location && locationDeviceTypes.includes(device.type)) return 'position';
  const field = mainReading(device);
  if (field && field in device.readings) return field;
  return device.location ? 'position' : null;
}

/**
 * A new metric's starting choice: the first device that reports something, with the field it is
 * chiefly read for (never a temperature a van does not send), skipping pairs the asset already
 * has; a device that has not reported yet gets its type's field. Null without devices.
 */
export function suggestedMetric(
  devices: readonly Device[],
  taken: readonly { deviceId?: string; field?: string }[] = [],
): SuggestedMetric | null {
  const used = (deviceId: string, field: string) =>
    taken.some((metric) => metric.deviceId === deviceId && metric.field === field);
  for (const device of devices) {
    const field = metricOf(device);
    if (field && !used(device.id, field)) return metric(device.id, field);
  }
  const first = devices[0];
  if (!first) return null;
  return metric(first.id, mainReading(first) ?? 'temperature');
}
