import { DecodeError, decode, parseHex } from '../index.ts';
import type { DecodeResult } from '../types.ts';

export const run = (modelId: string, fPort: number, hex: string): DecodeResult =>
  decode(modelId, fPort, parseHex(hex));

export const readingOf = (result: DecodeResult, field: string): number | boolean | undefined =>
  result.readings.find((reading) => reading.field === field)?.value;

/** A result's readings by field, as the tests compare them. */
export const readingsOf = (result: DecodeResult): Record<string, number | boolean> =>
  Object.fromEntries(result.readings.map((reading) => [reading.field, reading.value]));

export const readingFieldsOf = (result: DecodeResult): string[] =>
  result.readings.map((reading) => reading.field);

/** The DecodeError a call throws; fails the test on success or on any other error. */
export function errorOf(call: () => unknown): DecodeError {
  try {
    call();
  } catch (error) {
    if (error instanceof DecodeError) return error;
    throw error;
  }
  throw new Error('expected a DecodeError');
}
