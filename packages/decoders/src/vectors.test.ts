import { describe, expect, it } from 'vitest';
import { DecodeError, decode, hasDecoder, parseHex } from './index.ts';
import { type FieldCheck, foreignVectorChecks } from './test-support/foreign-vectors.ts';
import { normalizerQuirks, readingsFromNormalized } from './test-support/normalized.ts';
import { devicePort, loadVectors, type Vector, vectorName } from './test-support/vectors.ts';
import type { DecodeResult } from './types.ts';

const vectors = loadVectors();
const decodeVector = (vector: Vector): DecodeResult =>
  decode(vector.modelId, devicePort(vector), parseHex(vector.payloadHex));

describe('payload vectors', () => {
  it('are all read from the shared fixtures', () => {
    expect(vectors).toHaveLength(48);
  });

  it('cover only models we decode', () => {
    const missing = [...new Set(vectors.map((vector) => vector.modelId))].filter((id) => !hasDecoder(id));
    expect(missing).toEqual([]);
  });

  describe.each(vectors.map((vector) => [vectorName(vector), vector] as const))('%s', (_name, vector) => {
    const checks = foreignVectorChecks[`${vector.modelId} ${vector.fieldNaming}`];

    if (!checks) {
      it(vector.expectedIsComplete ? 'gives exactly the expected fields' : 'gives the listed fields', () => {
        const { fields } = decodeVector(vector);
        if (vector.expectedIsComplete) expect(fields).toStrictEqual(vector.expected);
        else expect(fields).toMatchObject(vector.expected);
      });
    } else {
      it('accounts for every expected field of the other naming', () => {
        expect(Object.keys(checks).sort()).toEqual(Object.keys(vector.expected).sort());
      });

      it.each(Object.entries(vector.expected))(
        'matches %s through our fields or readings',
        (name, expected) => {
          const result = decodeVector(vector);
          for (const check of [checks[name] ?? []].flat()) runCheck(check, expected, result);
        },
      );
    }

    if (vector.expectedNormalized) {
      const normalized = vector.expectedNormalized;
      it('gives the readings of the normalized payload', () => {
        const { readings } = decodeVector(vector);
        for (const wanted of readingsFromNormalized(normalized, normalizerQuirks[vector.modelId])) {
          const got = readings.find(
            (reading) => reading.field === wanted.field && reading.time === undefined,
          );
          expect(got, wanted.field).toBeDefined();
          if (typeof wanted.value === 'number') expect(got?.value, wanted.field).toBeCloseTo(wanted.value, 6);
          else expect(got?.value, wanted.field).toBe(wanted.value);
        }
      });
    }

    if (vector.realDeviceFPort !== undefined && vector.realDeviceFPort !== vector.fPort) {
      it(`is decoded on the device's real port ${vector.realDeviceFPort}, not only the example's ${vector.fPort}`, () => {
        let result: DecodeResult | DecodeError;
        try {
          result = decode(vector.modelId, vector.fPort, parseHex(vector.payloadHex));
        } catch (error) {
          result = error as DecodeError;
        }
        // Strict-port models (Dragino) refuse the example port; port-agnostic ones (Milesight) agree.
        if (result instanceof DecodeError) expect(result.kind).toBe('unsupported_port');
        else expect(result).toStrictEqual(decodeVector(vector));
      });
    }
  });
});

function runCheck(check: FieldCheck, expected: unknown, result: DecodeResult): void {
  if ('skip' in check) return;
  if ('noReading' in check) {
    expect(
      result.readings.map((reading) => reading.field),
      check.because,
    ).not.toContain(check.noReading);
    return;
  }
  if ('field' in check) {
    expect(result.fields[check.field], check.field).toStrictEqual(
      check.value ? check.value(expected) : expected,
    );
    return;
  }
  const reading = result.readings.find((candidate) => candidate.field === check.reading);
  expect(reading, check.reading).toBeDefined();
  const want = check.value ? check.value(expected) : expected;
  if (typeof want === 'number') {
    expect(Math.abs(Number(reading?.value) - want), check.reading).toBeLessThanOrEqual(
      check.tolerance ?? 1e-9,
    );
  } else {
    expect(reading?.value, check.reading).toBe(want);
  }
}
