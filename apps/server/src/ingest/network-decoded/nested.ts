/**
 * Values codecs nest in records, for map.ts to read by name. A record's key is read as
 * `<group>_<key>`: Milesight VS133's `line_1: {period_in}` (TTN device repository vs133.js) as
 * `line_1_period_in`, Milesight's own decoder's flat name for it. A container, a group whose name
 * says nothing of its values, adds nothing to their names: Quandify's `decoded` (cubicmeter-1-1-
 * uplink.js), Enless's `values` and `states` (enlessdecoder.js), comtac's `payload` and `device`
 * (lpn-km.js). Other groups' keys are never read by their bare names: Milesight WT101's
 * `freeze_protection_config: {temperature: 5}` (SensorDecoders wt101-decoder.js, 0xFF 0xB0) is a
 * set point, not a temperature, and Enless's `alarm_status: {temperature: {high, low}}` its alarms.
 */

import { add, type Collector, label, type MappedReading, ruleFor } from './collector.ts';
import { isRecord } from './convert.ts';
import type { NameTable } from './names.ts';

/** How far a walk goes: JSON cannot hold a cycle, but it can be deep and very wide. */
const nestedLimits = { depth: 4, keys: 1000 };

const containers = new Set(['data', 'decoded', 'payload', 'values', 'states', 'device']);

/**
 * Top-level keys map.ts reads with collectors of their own (Abeeway's header, Adeunis's bytes), or
 * keeps from now's readings (Milesight's history, SenseCAP's messages, Watteco's samples, Laird's
 * backlog readings): not walked here.
 */
const collected = new Set(['header', 'history', 'messages', 'samples', 'bytes', 'readings']);

/** One nested value: `name` for the name tables, `path` for warnings (`line_1.period_in`). */
type NestedValue = { name: string; path: string; raw: unknown };

/** A value written as an object, read whole by units.ts: Decentlab's `{unit, value}`, Adeunis's `{unit, values}`. */
const isValueObject = (record: Record<string, unknown>) => 'value' in record || 'values' in record;

const isGroup = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) && !isValueObject(value);

/**
 * The values a decoded payload nests in records, each under its name (`<group>_<key>`, a
 * container's keys under their own), and warnings for the records past the limits. Arrays are
 * not walked: their items are lists of records of other times, events or settings.
 */
function nestedValues(decoded: Record<string, unknown>): { values: NestedValue[]; dropped: string[] } {
  const values: NestedValue[] = [];
  let budget = nestedLimits.keys;
  let tooDeep = false;
  let tooWide = false;
  const walk = (group: Record<string, unknown>, prefix: string, path: string, depth: number) => {
    for (const key in group) {
      if (!Object.hasOwn(group, key)) continue;
      if (budget === 0) {
        tooWide = true;
        return;
      }
      budget -= 1;
      const value = group[key];
      const name = prefix ? `${prefix}_${key}` : key;
      if (isGroup(value)) {
        if (depth >= nestedLimits.depth) tooDeep = true;
        else walk(value, containers.has(key) ? prefix : name, `${path}.${key}`, depth + 1);
      } else if (!Array.isArray(value)) values.push({ name, path: `${path}.${key}`, raw: value });
    }
  };
  for (const key in decoded) {
    const value = decoded[key];
    if (!Object.hasOwn(decoded, key) || collected.has(key) || !isGroup(value)) continue;
    walk(value, containers.has(key) ? '' : key, key, 1);
    if (tooWide) break;
  }
  const dropped: string[] = [];
  if (tooDeep) dropped.push(`values nested deeper than ${nestedLimits.depth} records were not read`);
  if (tooWide) dropped.push(`nested values past the first ${nestedLimits.keys} were not read`);
  return { values, dropped };
}

type Candidate = { path: string; raw: unknown; reading: MappedReading & { weak: boolean }; any: boolean };

/**
 * The readings of values a codec nests in records, where no top-level name gave that
 * reading: a top-level reading is never overridden, and a nested value that differs from it is
 * dropped with a warning. Two nested values that give one reading different values give none.
 */
export function collectNested(c: Collector, table: NameTable, decoded: Record<string, unknown>) {
  const { values, dropped } = nestedValues(decoded);
  c.dropped.push(...dropped);
  const found = new Map<string, Candidate[]>();
  for (const { name, path, raw } of values) {
    const rule = ruleFor(table, name, raw);
    if (!rule) continue;
    // Each read alone, its warnings the payload's.
    const alone: Collector = { out: new Map(), dropped: c.dropped };
    add(alone, path, rule, raw, undefined);
    for (const [key, reading] of alone.out) {
      const list = found.get(key) ?? [];
      list.push({ path, raw, reading, any: rule.any === true });
      found.set(key, list);
    }
  }
  for (const [key, candidates] of found) {
    const held = c.out.get(key);
    if (held) {
      for (const { path, raw, reading } of candidates)
        if (reading.value !== held.value)
          c.dropped.push(
            `${path}: ${JSON.stringify(raw)} differs from the ${label(held.field)} of the top level`,
          );
      continue;
    }
    // As at the top level: a weak name gives way to a strong one, any probe's true to another's false.
    const strong = candidates.filter(({ reading }) => !reading.weak);
    const pool = strong.length ? strong : candidates;
    const first = pool[0] as Candidate;
    const distinct = new Set(pool.map(({ reading }) => reading.value));
    if (distinct.size > 1 && !pool.every(({ any }) => any)) {
      const paths = pool.map(({ path, raw }) => `${path}: ${JSON.stringify(raw)}`).join(', ');
      c.dropped.push(`${paths} are different ${label(first.reading.field)}s: neither is read`);
      continue;
    }
    c.out.set(key, { ...first.reading, value: distinct.size > 1 ? true : first.reading.value });
  }
}
