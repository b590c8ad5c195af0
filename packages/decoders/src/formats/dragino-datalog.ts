import { requireLength, u8, u32be, unixToIso } from '../bytes.ts';
import type { ResultBuilder } from '../result.ts';

// The port 3 datalog of the newer Dragino nodes (DDS75-LB, SE01-LB, D2x-LB, CPL03-LB, ...): the
// entries the device logged while it had no network, sent in one uplink as 11-byte entries, each
// ending in its own Unix time (bytes 7-10). What the first 7 bytes hold depends on the model.

export const DATALOG_ENTRY = 11;

/** A device time as Dragino's decoders print it (their getMyDate), in UTC: `YYYY-MM-DD hh:mm:ss`. */
export function draginoTime(seconds: number): string {
  const date = new Date(seconds * 1000);
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

type Entry<T> = (at: number, time: string | undefined, seconds: number) => T;

/**
 * Calls `entry` with each complete entry's offset, its time as ISO 8601 (undefined, with a
 * warning, for a clock that was never set: its values are then not readings) and its raw seconds.
 * `stores` tells an entry the model takes readings from: another one gets no such warning.
 * A partial entry at the end is left out with a warning.
 */
export function eachDatalogEntry(
  bytes: Uint8Array,
  out: ResultBuilder,
  entry: Entry<void>,
  stores: (at: number) => boolean = () => true,
): void {
  requireLength(bytes, DATALOG_ENTRY);
  const complete = Math.floor(bytes.length / DATALOG_ENTRY) * DATALOG_ENTRY;
  for (let at = 0; at < complete; at += DATALOG_ENTRY) {
    const seconds = u32be(bytes, at + 7);
    const time = unixToIso(seconds);
    if (time === undefined && stores(at)) {
      out.warn(`datalog entry ${at / DATALOG_ENTRY + 1} has no valid timestamp (${seconds}); not stored`);
    }
    entry(at, time, seconds);
  }
  if (complete < bytes.length) {
    out.warn(`payload truncated: datalog entry at byte ${complete} is incomplete; not decoded`);
  }
}

type DatalogOptions = {
  /** PNACKMD as the model's decoder reads it: bit 7 of this byte of the payload. */
  pnackmdAt?: number;
  /** As eachDatalogEntry's. */
  stores?: (at: number) => boolean;
};

/**
 * The DATALOG field as Dragino's decoders print it: `[a,b,...],` for each complete entry, its
 * columns from `columns`, which also stores the entry's readings (see eachDatalogEntry); then
 * PNACKMD ('True' / 'False') where the model's decoder prints it.
 */
export function setDatalog(
  bytes: Uint8Array,
  out: ResultBuilder,
  columns: Entry<readonly (string | number)[]>,
  options: DatalogOptions = {},
): void {
  let log = '';
  const entry: Entry<void> = (at, time, seconds) => {
    log += `[${columns(at, time, seconds).join(',')}],`;
  };
  eachDatalogEntry(bytes, out, entry, options.stores);
  out.set('DATALOG', log);
  const { pnackmdAt } = options;
  if (pnackmdAt !== undefined) out.set('PNACKMD', u8(bytes, pnackmdAt) & 0x80 ? 'True' : 'False');
}
