import type { Device } from '@pinpoint/shared';
import {
  type Asset,
  type AssetMetric,
  type AssetMetricType,
  type AssetStatus,
  assetStatus,
} from '@pinpoint/shared/asset.ts';
import type { TFunction } from 'i18next';
import { formatCoordinates, formatReading, readingLabel, readingUnit } from '../../lib/device-format.ts';
import { freshForMs } from '../../lib/device-status.ts';
import { assets as englishAssets } from '../../lib/i18n/sections/assets.en.ts';
import { sectionMessages } from '../../lib/i18n/translate-message.ts';
import type { TemperatureUnit } from '../../lib/temperature.ts';

/** A metric type's (or device field's) name: a reading's label, or "Position". */
export function metricLabel(t: TFunction, type: AssetMetricType | string): string {
  return type === 'position' ? t('assets.position') : readingLabel(t, type);
}

/** A metric's name with its unit, for a chart: "Temperature (°F)". */
export function metricTitle(t: TFunction, type: AssetMetricType, unit: TemperatureUnit): string {
  const suffix = type === 'position' ? '' : readingUnit(type, unit);
  return suffix ? `${metricLabel(t, type)} (${suffix})` : metricLabel(t, type);
}

/** A metric's value as shown: a reading in the metric type's unit, a position as coordinates. */
export function formatMetricValue(
  t: TFunction,
  type: AssetMetricType,
  value: number | { lat: number; lon: number },
  unit: TemperatureUnit,
): string {
  if (typeof value !== 'number') return formatCoordinates(value);
  return formatReading(t, type, value, unit);
}

/** A metric's value now, from its device as the (live) device list holds it; null when it has none. */
export type CurrentValue = { value: number | { lat: number; lon: number }; at: string | null } | null;

export function currentValue(metric: AssetMetric, devices: ReadonlyMap<string, Device>): CurrentValue {
  const device = metric.deviceId ? devices.get(metric.deviceId) : undefined;
  if (!device) return null;
  if (metric.field === 'position')
    return device.location
      ? { value: { lat: device.location.lat, lon: device.location.lon }, at: device.location.at }
      : null;
  const value = device.readings[metric.field];
  return typeof value === 'number' ? { value, at: device.lastSeenAt } : null;
}

/** The asset's status from its devices in the (live) device list: alerting, silent or ok. */
export function statusOf(
  asset: Pick<Asset, 'metrics'>,
  devices: ReadonlyMap<string, Device>,
  now: number,
): AssetStatus {
  return assetStatus(asset, devices, now, freshForMs);
}

/**
 * The asset messages of the server and the shared schema in the reader's language (the section's
 * wording), others through the app's catalogue; `fieldError` for the editor's fields.
 */
export const assetMessageText = sectionMessages('assets.messages', englishAssets.messages);
