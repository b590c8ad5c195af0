import { type ReadingField, readingDefinitions } from '@pinpoint/shared/readings.ts';
import { toNumber } from './convert.ts';

/**
 * Units codecs write beside their values: Decentlab's `{displayName, unit, value}` (dl-*.js in the
 * TTN device repository, e.g. `barometric_pressure: {unit: 'Pa', value: 96412}`), Adeunis's
 * `{unit, values}` (`luminosity: {unit: '%'}`, `tvoc: {unit: 'µg/m3'}`), Sensative's bare `{value}`
 * and strings such as "21.5 °C". A value whose unit is given is read in that unit, or refused when
 * the unit is not one of the reading's: a name means different quantities to different vendors.
 */

/** A measurement and the unit its codec gave it, if any. */
export type Measured = { value: unknown; unit?: string };

const unitForms: Array<[RegExp, string]> = [
  [/μ/g, 'µ'],
  [/^u(?=[gs])/, 'µ'],
  [/[⋅·\s]/g, ''],
  [/m⁻³|\/m³|m\^-3/g, '/m3'],
  // Decentlab's 'm⋅s⁻¹' and 'W⋅m⁻²' (dl-atm41.js): 'm/s' and 'w/m2'.
  [/m⁻²|\/m²|m\^-2/g, '/m2'],
  [/s⁻¹|s\^-1/g, '/s'],
  // Decentlab's conductivity 'µS⋅cm⁻¹' (dl-trs12.js, dl-ctd10.js): 'µs/cm'.
  [/cm⁻¹|cm\^-1/g, '/cm'],
  [/℃|degc|deg\.c/g, '°c'],
  [/℉|degf|deg\.f/g, '°f'],
];

/** Lower-case, one spelling per unit: 'µg⋅m⁻³' and 'ug/m3' are both 'µg/m3'. */
export function unitKey(unit: string): string {
  let key = unit.trim().toLowerCase();
  for (const [form, to] of unitForms) key = key.replace(form, to);
  return key;
}

const id = (n: number) => n;
const times = (factor: number) => (n: number) => n * factor;

/** For each of our units, the units codecs write that convert to it. */
const scales: Record<string, Record<string, (n: number) => number>> = {
  '°C': {
    '°c': id,
    c: id,
    celsius: id,
    '°f': (n) => ((n - 32) * 5) / 9,
    f: (n) => ((n - 32) * 5) / 9,
    fahrenheit: (n) => ((n - 32) * 5) / 9,
    k: (n) => n - 273.15,
    // Enless's codec examples (TTN device repository vendor/enless-wireless/*-codec.yaml) write °C as 'oc'.
    oc: id,
    // MOKO's LW007-PIR decoder writes its temperature with a bare degree sign ("25.3°", MOKOSMART-
    // LoRaWAN-Product-Decoder "LW007-PIR/LW007_PIR Chirpstack V4.js"), in °C. Only a °C reading
    // reads it so: beside any other name '°' stays an angle's unit ('°' below).
    '°': id,
  },
  // A volumetric water content in m³⋅m⁻³ (Decentlab DL-5TM) is a fraction of 1.
  '%': { '%': id, '%rh': id, rh: id, 'rh%': id, 'm³/m3': times(100), 'm3/m3': times(100) },
  // Air pressure only: a liquid or pipe sensor's bar or psi is another quantity (kPa below).
  hPa: { hpa: id, mbar: id, mb: id, pa: times(0.01), kpa: times(10) },
  kPa: {
    kpa: id,
    bar: times(100),
    mbar: times(0.1),
    pa: times(0.001),
    mpa: times(1000),
    psi: times(6.894757),
  },
  mV: { mv: id, v: times(1000) },
  // A gas in ppb (Decentlab's gas sensors give ppb with the unit) is a thousandth of a ppm.
  ppm: { ppm: id, ppb: times(0.001) },
  ppb: { ppb: id, ppm: times(1000) },
  'µg/m³': { 'µg/m3': id },
  'mg/m³': { 'mg/m3': id, 'µg/m3': times(0.001) },
  lx: { lx: id, lux: id },
  mm: { mm: id, cm: times(10), m: times(1000) },
  'm/s': { 'm/s': id },
  '°': { '°': id, deg: id, degrees: id },
  'W/m²': { 'w/m2': id },
  'dB(A)': { 'db(a)': id, dba: id, db: id },
  'µS/cm': { 'µs/cm': id, 'ms/cm': times(1000), 'ds/m': times(1000), 'ms/m': times(10) },
  V: { v: id, mv: times(0.001) },
  A: { a: id, ma: times(0.001) },
  W: { w: id, kw: times(1000) },
  Wh: { wh: id, kwh: times(1000) },
  // A water meter's index, read in litres by some codecs.
  'm³': { 'm³': id, m3: id, l: times(0.001), litre: times(0.001), liter: times(0.001) },
  // A flow: per hour or second to per minute.
  'L/min': {
    'l/min': id,
    lpm: id,
    'l/h': (n) => n / 60,
    'l/s': times(60),
    'm³/h': (n) => (n * 1000) / 60,
    'm3/h': (n) => (n * 1000) / 60,
  },
};

/** Every unit we can read, to tell "21.5 °C" from "2.3(low battery)". */
const knownUnits = new Set(Object.values(scales).flatMap((s) => Object.keys(s)));

/** Readings that are the same quantity on another scale: the unit says which one a value is. */
const siblings: Partial<Record<ReadingField, ReadingField[]>> = {
  battery_pct: ['battery_mv'],
  battery_mv: ['battery_pct'],
  tvoc: ['tvoc_ugm3'],
  tvoc_ugm3: ['tvoc'],
  illuminance: ['light_percent'],
  light_percent: ['illuminance'],
  // A codec's `pressure` in bar or psi is a liquid's (Decentlab DL-PR26: bar); in hPa or kPa, the air's.
  pressure: ['liquid_pressure_kpa'],
};

/** The value inside `{value, unit}`, Adeunis's newest of `{unit, values}`, or a string's own unit. */
export function measured(raw: unknown): Measured {
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    const o = raw as { value?: unknown; values?: unknown; unit?: unknown };
    const value = 'value' in o ? o.value : Array.isArray(o.values) ? o.values[0] : undefined;
    // Only numbers: Sensative's `door: {value: true}` has no documented polarity we could trust.
    if (toNumber(value) === undefined) return { value: raw };
    return typeof o.unit === 'string' && o.unit.trim() ? { value, unit: o.unit } : { value };
  }
  if (typeof raw === 'string') {
    const tail = /^\s*[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?\s*(\S.*)$/.exec(raw)?.[1];
    if (tail && knownUnits.has(unitKey(tail))) return { value: raw, unit: tail };
  }
  return { value: raw };
}

/** A value in `unit` as one of our readings (`field` or a sibling of it), or undefined. */
export function inOurUnit(
  field: ReadingField,
  value: unknown,
  unit: string,
): { field: ReadingField; value: number } | undefined {
  const n = toNumber(value);
  if (n === undefined) return undefined;
  const key = unitKey(unit);
  for (const candidate of [field, ...(siblings[field] ?? [])]) {
    const { unit: ours, kind } = readingDefinitions[candidate];
    if (kind !== 'number') continue;
    const scale = scales[ours]?.[key] ?? (unitKey(ours) === key ? id : undefined);
    if (scale) return { field: candidate, value: scale === id ? n : Math.round(scale(n) * 1000) / 1000 };
  }
  return undefined;
}
