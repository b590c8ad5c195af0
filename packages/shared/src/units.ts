import { type ReadingField, readingDefinitions, readingFields } from './readings.ts';

/**
 * Canonical units to display units. Readings, thresholds and stored options keep their
 * canonical unit (°C for every temperature); what a person sees follows their setting.
 * The web, the chart builders and the report renderer all convert here, so they agree.
 */
export type TemperatureUnit = 'C' | 'F';

/** A Celsius value (how readings are stored) in the given unit. */
export function toTemperatureUnit(celsius: number, unit: TemperatureUnit): number {
  return unit === 'F' ? (celsius * 9) / 5 + 32 : celsius;
}

/** A value in the given unit as Celsius (how thresholds are stored). */
export function fromTemperatureUnit(value: number, unit: TemperatureUnit): number {
  return unit === 'F' ? ((value - 32) * 5) / 9 : value;
}

/** Readings are stored in °C; the user's unit decides what every screen shows. */
export function formatTemperature(celsius: number, unit: TemperatureUnit, digits = 1): string {
  return `${toTemperatureUnit(celsius, unit).toFixed(digits)} °${unit}`;
}

const known = new Set<string>(readingFields);
export const isKnownField = (field: string): field is ReadingField => known.has(field);

/** True for fields stored in °C (temperature, probes, soil, leaf). */
export const isTemperatureField = (field: string): boolean =>
  isKnownField(field) && readingDefinitions[field].unit === '°C';

/** True for yes/no fields (door open, motion...): charted as 0 and 1. */
export const isFlagField = (field: string): boolean =>
  isKnownField(field) && readingDefinitions[field].kind === 'boolean';

/** A field's unit as shown: temperatures in the user's unit, '' for levels, flags and unknown fields. */
export function displayUnit(field: string, unit: TemperatureUnit): string {
  if (isTemperatureField(field)) return `°${unit}`;
  return isKnownField(field) ? readingDefinitions[field].unit : '';
}

/** A canonical value of a field in its display unit. */
export function toDisplayValue(field: string, value: number, unit: TemperatureUnit): number {
  return isTemperatureField(field) ? toTemperatureUnit(value, unit) : value;
}

/** A display-unit value (a form's input) back to the field's canonical unit. */
export function fromDisplayValue(field: string, value: number, unit: TemperatureUnit): number {
  return isTemperatureField(field) ? fromTemperatureUnit(value, unit) : value;
}

/**
 * A field's physical bounds in its display unit (0 to 100 % for humidity, say), for chart
 * axes that must not run past them; temperatures have no upper bound.
 */
export function displayBounds(field: string, unit: TemperatureUnit): { min?: number; max?: number } {
  if (!isKnownField(field)) return {};
  const { min, max, kind } = readingDefinitions[field];
  if (kind === 'boolean') return { min: 0, max: 1 };
  return {
    ...(min === undefined ? {} : { min: toDisplayValue(field, min, unit) }),
    ...(max === undefined ? {} : { max: toDisplayValue(field, max, unit) }),
  };
}
