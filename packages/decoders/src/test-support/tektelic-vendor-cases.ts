import { describe, expect, it } from 'vitest';
import { readingsOf, run } from './decode-helpers.ts';

// One differential case for Tektelic's trackers and TUNDRA (tektelic-more-differential*.test.ts):
// the bytes, what TTN's codec printed for them (its `data` less its `raw` and `port` echo of the
// input, verbatim; with its `error` where it stopped) and what Tektelic's data converter printed
// (its `data` less `raw` and `fPort`, verbatim, with its `errors` where it had any).
//
// What is checked: our fields are TTN's output, except where `fields` gives ours (a frame TTN's
// codec does not know or reads wrong, said why in the case); every number Tektelic's converter
// prints (as a number or a numeric string) is one of ours under the same name (its `_1`, `_utc`
// suffixes and the suite's `aliases` aside); and our readings, position and warnings.

export type VendorCase = {
  name: string;
  port: number;
  hex: string;
  ttn: Record<string, unknown>;
  tektelic: Record<string, unknown>;
  /** Our fields, where they are not TTN's output. */
  fields?: Record<string, unknown>;
  readings: Record<string, number | boolean>;
  location?: { lat: number; lon: number; alt?: number; time?: string };
  warnings?: string[];
};

export type VendorSuite = {
  model: string;
  ttn: string;
  tektelic: string;
  /** Tektelic's names for values we name as TTN does. */
  aliases?: Readonly<Record<string, string>>;
  cases: VendorCase[];
};

/**
 * A time as the vendors print it, part by part (year, month, day, hour, minute, second), each
 * name with the frame's `suffix` (`_utc`, `_1`, or none).
 */
export function timeParts(suffix: string, parts: readonly [number, number, number, number, number, number]) {
  const [year, month, day, hour, minute, second] = parts;
  return {
    [`year${suffix}`]: year,
    [`month${suffix}`]: month,
    [`day${suffix}`]: day,
    [`hour${suffix}`]: hour,
    [`minute${suffix}`]: minute,
    [`second${suffix}`]: second,
  };
}

type Leaf = [name: string, value: number];

const numeric = (value: unknown): number | undefined => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return undefined;
};

/** Every number in a decoded object, with the name it is under (an array's items under their own). */
function leaves(value: unknown, name = '', out: Leaf[] = []): Leaf[] {
  if (Array.isArray(value)) for (const item of value) leaves(item, name, out);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) leaves(inner, key, out);
  else {
    const n = numeric(value);
    if (n !== undefined) out.push([name, n]);
  }
  return out;
}

const plain = (name: string) => name.replace(/_(utc|\d+)$/, '');

export function checkTektelicCases(suite: VendorSuite): void {
  describe(`${suite.model} vs TTN's ${suite.ttn} and Tektelic's ${suite.tektelic}`, () => {
    it.each(suite.cases)('$name (port $port)', (c) => {
      const result = run(suite.model, c.port, c.hex);
      expect(result.fields).toStrictEqual(c.fields ?? c.ttn);
      const ours = leaves(result.fields).map(([name, value]) => [plain(name), value] as const);
      for (const [name, value] of leaves(c.tektelic)) {
        const want = suite.aliases?.[plain(name)] ?? plain(name);
        const found = ours.some(([own, n]) => own === want && Math.abs(n - value) < 0.01);
        expect(found, `Tektelic's ${name} ${value}`).toBe(true);
      }
      expect(readingsOf(result)).toStrictEqual(c.readings);
      expect(result.location).toStrictEqual(c.location);
      expect(result.warnings).toStrictEqual(c.warnings);
    });
  });
}
