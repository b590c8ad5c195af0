import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { DecodeError } from '../errors.ts';
import type { ResultBuilder } from '../result.ts';

/**
 * What a vendor format's records write for one model: vendor fields always, readings only where
 * the model measures them (a record another model of the family sends keeps its value in the
 * vendor fields, with one warning a reading). Elsys and Tektelic share a format across models.
 */
export type ModelOutput = {
  readonly fields: Readonly<Record<string, unknown>>;
  set: (name: string, value: unknown) => void;
  reading: (field: ReadingField, value: number | boolean) => void;
  /** Whether the model has this reading (a record whose meaning depends on the model asks). */
  has: (field: ReadingField) => boolean;
  warn: (message: string) => void;
};

export function modelOutput(
  out: ResultBuilder,
  model: string,
  readings: ReadonlySet<ReadingField>,
  /** Values the model sends that are by design none of its readings: fields, with no warning. */
  unread: ReadonlySet<ReadingField> = new Set(),
): ModelOutput {
  const refused = new Set<ReadingField>(unread);
  return {
    fields: out.fields,
    set: (name, next) => out.set(name, next),
    reading(field, next) {
      if (readings.has(field)) out.reading(field, next);
      else if (!refused.has(field)) {
        refused.add(field);
        out.warn(`${field} is not a reading of the ${model}; kept in the vendor fields only`);
      }
    },
    has: (field) => readings.has(field),
    warn: (message) => out.warn(message),
  };
}

/** One step of a walk: the record at the position was read and is `length` bytes, or the walk stops. */
export type WalkStep = { length: number } | { stop: string; quiet?: boolean };

/**
 * Walks records whose kind gives their length, up to the end or the first record it cannot read
 * (an unknown kind has no known length; a record cut off by the end): what was read is kept and
 * the stop is a warning. A payload with nothing read is a DecodeError, unless the stop is `quiet`
 * (a frame the walk is not to read, such as a settings frame that may hold keys): then a warning.
 */
export function walkUntilStop(bytes: Uint8Array, out: ResultBuilder, step: (at: number) => WalkStep): void {
  let at = 0;
  let read = 0;
  while (at < bytes.length) {
    const next = step(at);
    if ('length' in next) {
      at += next.length;
      read += 1;
      continue;
    }
    if (read === 0 && !next.quiet) throw new DecodeError(next.stop);
    out.warn(next.stop);
    return;
  }
}
