import { requireLength, u32be, unixToIso } from '../bytes.ts';
import type { ResultBuilder } from '../result.ts';

// The port 3 datalog of the newer Dragino nodes (DDS75-LB, SE01-LB, D2x-LB, CPL03-LB, ...): the
// entries the device logged while it had no network, sent in one uplink as 11-byte entries, each
// ending in its own Unix time (bytes 7-10). What the first 7 bytes hold depends on the model.

export const DATALOG_ENTRY = 11;

/**
 * Calls `entry` with each complete entry's offset, its time as ISO 8601 (undefined, with a
 * warning, for a clock that was never set: its values are then not readings) and its raw seconds.
 * A partial entry at the end is left out with a warning.
 */
export function eachDatalogEntry(
  bytes: Uint8Array,
  out: ResultBuilder,
  entry: (at: number, time: string | undefined, seconds: number) => void,
): void {
  requireLength(bytes, DATALOG_ENTRY);
  const complete = Math.floor(bytes.length / DATALOG_ENTRY) * DATALOG_ENTRY;
  for (let at = 0; at < complete; at += DATALOG_ENTRY) {
    const seconds = u32be(bytes, at + 7);
    const time = unixToIso(seconds);
    if (time === undefined) {
      out.warn(`datalog entry ${at / DATALOG_ENTRY + 1} has no valid timestamp (${seconds}); not stored`);
    }
    entry(at, time, seconds);
  }
  if (complete < bytes.length) {
    out.warn(`payload truncated: datalog entry at byte ${complete} is incomplete; not decoded`);
  }
}
