import { DecodeError } from '../errors.ts';
import type { ResultBuilder } from '../result.ts';

// Payloads made of self-identifying records (Milesight channel records, SenseCAP T1000
// frames): a header says what the record is, and the record's kind gives its length.
// One unknown or cut-off record must not cost the uplink the records we know.

export type RecordKind = {
  /** Whole record lengths, header included, most likely first (usually just one). */
  lengths: readonly number[];
  /** Decodes the record at `at` of the length the walker chose. */
  read: (at: number, length: number) => void;
};

export type WalkPlan = {
  /** Bytes needed to tell a record's kind. */
  headerLength: number;
  /** The shortest record the format has: an unknown one is at least this long. */
  minLength: number;
  /** The record starting at `at` (headerLength bytes are there), or undefined if unknown. */
  kindAt: (at: number) => RecordKind | undefined;
  /** How messages name the record at `at`, e.g. "channel 0x0A 0x99 at byte 12". */
  describe: (at: number) => string;
};

/**
 * Decodes every record the plan knows. An unknown record's length is unknown, so the
 * walker looks for the nearest later position from which the rest of the payload is a
 * chain of complete known records, warns about the bytes in between and goes on; when
 * there is none, it warns about the rest. A record cut off by the end of the payload is
 * a warning too. Only a payload with no known record at all is an error (DecodeError
 * with the first problem): the device, or its firmware, is not what the decoder expects.
 */
export function walkRecords(bytes: Uint8Array, plan: WalkPlan, out: ResultBuilder): void {
  const parses = chainParser(bytes, plan.headerLength, (at) => plan.kindAt(at)?.lengths);
  let at = 0;
  let records = 0;
  let firstProblem: string | undefined;
  const problem = (message: string) => {
    firstProblem ??= message;
    out.warn(message);
  };
  while (at < bytes.length) {
    const left = bytes.length - at;
    if (left < plan.headerLength) {
      problem(`incomplete record header at byte ${at}: ${left} byte${left === 1 ? '' : 's'} not decoded`);
      break;
    }
    const kind = plan.kindAt(at);
    if (!kind) {
      let next = at + plan.minLength;
      while (next < bytes.length && !parses(next)) next += 1;
      next = Math.min(next, bytes.length);
      problem(`unknown ${plan.describe(at)}: ${next - at} bytes not decoded`);
      at = next;
      continue;
    }
    const complete = kind.lengths.filter((length) => length <= left);
    const length = complete.find((candidate) => parses(at + candidate)) ?? complete[0];
    if (length === undefined) {
      problem(
        `payload truncated: ${plan.describe(at)} needs ${kind.lengths[0]} bytes, has ${left}; not decoded`,
      );
      break;
    }
    kind.read(at, length);
    at += length;
    records += 1;
  }
  if (records === 0) throw new DecodeError(firstProblem ?? 'no record decoded');
}

/**
 * Whether the payload from `at` to its end is a chain of complete known records (memoised):
 * `lengthsAt` gives the whole lengths the record at a position may have (its header of
 * `headerLength` bytes is there), undefined for an unknown one.
 */
export function chainParser(
  bytes: Uint8Array,
  headerLength: number,
  lengthsAt: (at: number) => readonly number[] | undefined,
): (at: number) => boolean {
  const memo = new Map<number, boolean>();
  const parses = (at: number): boolean => {
    if (at === bytes.length) return true;
    const known = memo.get(at);
    if (known !== undefined) return known;
    const lengths = at + headerLength <= bytes.length ? lengthsAt(at) : undefined;
    const result =
      lengths?.some((length) => length > 0 && at + length <= bytes.length && parses(at + length)) ?? false;
    memo.set(at, result);
    return result;
  };
  return parses;
}
