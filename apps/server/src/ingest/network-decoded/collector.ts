import { type ReadingField, readingDefinitions } from '@pinpoint/shared/readings.ts';
import { isVoltsLike, isVoltsOrPercent, toNumber, volts } from './convert.ts';
import { commonNames, type NameRule, type NameTable } from './names.ts';
import { inOurUnit, measured } from './units.ts';

/**
 * How map.ts and nested.ts read one named value: its name's rule (names.ts, model-names.ts), its
 * unit (units.ts), its plausible range, and which of two values for one reading is kept.
 */

/** One reading taken from a decoded payload; `time` when the payload gave the measurement its own. */
export type MappedReading = { field: ReadingField; value: number | boolean; time?: Date };

/** Temperatures a probe sends when it has none (0x7FFF and 0x8000 in hundredths or tenths). */
const temperatureSentinels = new Set([327.67, -327.68, 3276.7, -3276.8]);
const temperatureFields = new Set<ReadingField>([
  'temperature',
  'external_temperature',
  'soil_temperature',
  'leaf_temperature',
]);

function inRange(field: ReadingField, value: number | boolean): boolean {
  if (typeof value === 'boolean') return readingDefinitions[field].kind === 'boolean';
  if (readingDefinitions[field].kind === 'boolean') return false;
  if (temperatureFields.has(field) && temperatureSentinels.has(value)) return false;
  const { min, max } = readingDefinitions[field];
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

/** A measurement's own time: seconds or milliseconds since the epoch, or an ISO string. */
export function timeOf(value: unknown): Date | undefined {
  if (typeof value === 'string' && Number.isNaN(Number(value))) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  const n = toNumber(value);
  if (n === undefined || n <= 0) return undefined;
  const date = new Date(n > 1e11 ? n : n * 1000);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export type Collector = { out: Map<string, MappedReading & { weak: boolean }>; dropped: string[] };

export const label = (field: ReadingField) => readingDefinitions[field].label.toLowerCase();

/** Reads a named value by its rule, and by the rule's further readings (`also`, itself with an `also`) where it has them. */
export function add(c: Collector, name: string, rule: NameRule, raw: unknown, time: Date | undefined) {
  addOne(c, name, rule, raw, time);
  if (rule.also) add(c, name, rule.also, raw, time);
}

function addOne(c: Collector, name: string, rule: NameRule, raw: unknown, time: Date | undefined) {
  // A payload's name never reaches a rule it only inherits (`constructor`, `toString`).
  if (!Object.hasOwn(readingDefinitions, rule.field)) return;
  if (rule.refuse) {
    c.dropped.push(`${name}: ${JSON.stringify(raw)} ${rule.refuse}`);
    return;
  }
  // A value given with its unit is read in that unit (units.ts), else by the name's rule.
  const { value: inner, unit } = measured(raw);
  let field = rule.field;
  let value: number | boolean | undefined;
  if (unit !== undefined) {
    const read = inOurUnit(rule.field, inner, unit);
    if (!read) {
      c.dropped.push(`${name}: ${JSON.stringify(raw)} is in ${unit}, not a unit of ${label(rule.field)}`);
      return;
    }
    ({ field, value } = read);
  } else {
    value = rule.convert ? rule.convert(inner) : toNumber(inner);
  }
  if (value === undefined) return;
  // A rule's plausible values are its own field's: a sibling its unit chose has only its bounds.
  const plausible =
    typeof value !== 'number' || !rule.plausible || field !== rule.field || rule.plausible(value);
  if (!plausible || !inRange(field, value)) {
    c.dropped.push(`${name}: ${JSON.stringify(raw)} is not a plausible ${label(field)}`);
    return;
  }
  const key = `${field} ${time?.getTime() ?? ''}`;
  const held = c.out.get(key);
  // A probe's leak outweighs another probe's dry, whichever the codec wrote first.
  const outweighs = rule.any === true && value === true && held?.value === false;
  if (held && !held.weak && !outweighs) return;
  if (held && rule.weak) return;
  c.out.set(key, { field, value, ...(time ? { time } : {}), weak: rule.weak ?? false });
}

export function ruleFor(table: NameTable, name: string, value: unknown): NameRule | undefined {
  const rule = Object.hasOwn(table, name) ? table[name] : undefined;
  // `battery` holds a percentage in most codecs but volts in some trackers' (3.91).
  if (rule && name === 'battery' && rule.field === 'battery_pct' && isVoltsLike(value)) {
    return { field: 'battery_mv', convert: volts };
  }
  // ... and 3 is 3 % or 3.0 V, unless the vendor's table said which (model-names.ts brandNames).
  if (rule === commonNames.battery && isVoltsOrPercent(value)) {
    return { field: 'battery_pct', refuse: 'could be volts or a percentage' };
  }
  return rule;
}
