import { describe, expect, it } from 'vitest';
import type { DecodeResult } from '../types.ts';
import { run } from './decode-helpers.ts';

// The runner of the Digital Matter differential tests (digital-matter-*differential.test.ts):
// `vendor` is what the vendor's decoder printed, verbatim; our fields are those values under our
// names (`renamed`) except where `ours` says otherwise (undefined: left out), each difference
// with its reason in the case. `readings` and `location` are ours, in reading-fields.ts units.

export type Readings = Record<string, number | boolean>;

export type VendorCase = {
  /** Which vendor decoder printed `vendor` (the test file names each one's repository and commit). */
  source: 'TTN' | 'Oyster3' | 'Yabby';
  model: string;
  port: number;
  hex: string;
  vendor: Record<string, unknown>;
  renamed?: Record<string, string>;
  ours?: Record<string, unknown>;
  readings: Readings;
  location?: { lat: number; lon: number; accuracy?: number };
  warnings?: string[];
};

export const FIX_FAILED =
  'GPS fix failed: the position in the record is the last good one (kept as "cached"); not stored';

const readingsOf = (result: DecodeResult): Readings =>
  Object.fromEntries(result.readings.map((reading) => [reading.field, reading.value]));

/** The vendor's values under our names, with our documented differences applied. */
function expectedFields(c: VendorCase): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(c.vendor)) fields[c.renamed?.[name] ?? name] = value;
  for (const [name, value] of Object.entries(c.ours ?? {})) {
    if (value === undefined) delete fields[name];
    else fields[name] = value;
  }
  return fields;
}

export function checkVendorCases(cases: readonly VendorCase[]): void {
  describe.each(cases.map((c) => [`${c.model} port ${c.port} ${c.hex} (${c.source})`, c] as const))(
    '%s',
    (_name, c) => {
      const result = run(c.model, c.port, c.hex);

      it("gives the vendor decoder's values", () => {
        expect(result.fields).toStrictEqual(expectedFields(c));
      });

      it('gives the readings, the location and the warnings', () => {
        expect(readingsOf(result)).toStrictEqual(c.readings);
        expect(result.location).toStrictEqual(c.location);
        expect(result.warnings).toStrictEqual(c.warnings);
      });
    },
  );
}
