import { describe, expect, it } from 'vitest';
import type { DecodeResult } from '../types.ts';
import { run } from './decode-helpers.ts';

// One differential case against a vendor decoder (dragino-trackerd-differential.test.ts,
// moko-differential.test.ts): `vendor` is what the vendor's decoder printed for the bytes; `ours`
// holds each field where we differ on purpose (undefined: we leave it out), each with its reason;
// `readings` are ours ("field@time" for a reading stored at its own time).

export type VendorCase = {
  name: string;
  port: number;
  hex: string;
  vendor: Record<string, unknown>;
  ours?: Record<string, unknown>;
  readings: Record<string, number | boolean>;
  location?: { lat: number; lon: number; time?: string };
  warnings?: string[];
};

/** Readings as { field: value }, "field@time" for one stored at its own time. */
export const readingsOf = (result: DecodeResult) =>
  Object.fromEntries(
    result.readings.map((reading) => [
      reading.time ? `${reading.field}@${reading.time}` : reading.field,
      reading.value,
    ]),
  );

function expectedFields(c: VendorCase): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...c.vendor, ...c.ours };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
}

export function checkVendorCases(model: string, source: string, cases: VendorCase[]): void {
  describe(`${model} vs ${source}`, () => {
    it.each(cases)('$name (port $port)', (c) => {
      const result = run(model, c.port, c.hex);
      expect(result.fields).toStrictEqual(expectedFields(c));
      expect(readingsOf(result)).toStrictEqual(c.readings);
      expect(result.location).toStrictEqual(c.location);
      expect(result.warnings).toStrictEqual(c.warnings);
    });
  });
}
