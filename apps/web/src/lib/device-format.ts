import type { LatLon } from '@pinpoint/shared';
// Single modules of the shared package, not its index: the device list stays out of the others' schemas.
import { deviceTypes } from '@pinpoint/shared/device.ts';
import { readingDefinitions, readingFields } from '@pinpoint/shared/readings.ts';
import { isFlagField, isKnownField, isTemperatureField } from '@pinpoint/shared/units.ts';
import type { TFunction } from 'i18next';
import { formatTemperature, type TemperatureUnit } from './temperature.ts';

/** Five decimals: about a metre, enough to tell a move and short enough for a table. */
export const formatCoordinates = (point: LatLon) => `${point.lat.toFixed(5)}, ${point.lon.toFixed(5)}`;

type Translate = (key: string, values?: Record<string, unknown>) => string;
const dynamic = (t: TFunction) => t as unknown as Translate;

const knownTypes = new Set<string>(deviceTypes);

/** A device type's label; a model id or an unknown type shows as it is. */
export function typeLabel(t: TFunction, type: string): string {
  return knownTypes.has(type) ? dynamic(t)(`deviceTypes.${type}`) : type;
}

/** Device types (every one by default) in the order of their labels in the reader's language. */
export function typesByLabel(t: TFunction, types: readonly string[] = deviceTypes): string[] {
  return [...types].sort((a, b) => typeLabel(t, a).localeCompare(typeLabel(t, b)));
}

export const isReadingField = isKnownField;

export function readingLabel(t: TFunction, field: string): string {
  return isReadingField(field) ? dynamic(t)(`readings.${field}`) : field;
}

/** A reading's unit as shown: temperatures in the user's unit. */
export function readingUnit(field: string, unit: TemperatureUnit): string {
  if (isTemperatureField(field)) return `°${unit}`;
  return isReadingField(field) ? readingDefinitions[field].unit : '';
}

/** A reading with its unit: yes/no for flags, temperatures in the user's unit. */
export function formatReading(t: TFunction, field: string, value: number, unit: TemperatureUnit): string {
  if (isFlagField(field)) return value ? t('common.yes') : t('common.no');
  if (isTemperatureField(field)) return formatTemperature(value, unit);
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(Math.abs(value) < 10 ? 2 : 1);
  const suffix = readingUnit(field, unit);
  return suffix ? `${shown} ${suffix}` : shown;
}

/** Readings in the catalogue's order (temperature first), then any others by name. */
export function orderReadings(fields: readonly string[]): string[] {
  const order = (field: string) =>
    isReadingField(field) ? readingFields.indexOf(field) : readingFields.length;
  return [...fields].sort((a, b) => order(a) - order(b) || a.localeCompare(b));
}
