import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { hexByte, s32le, toHex, u8, u16le, u32le, unixToIso } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// The walker of Milesight's models whose records have one id byte (TS601 / TS602, WT303 / WT304):
// and, where the model has one (`history`: ED on the TS60x), the history marker (a type byte, then a
// 32-bit timestamp) after which records belong to that history entry, as ts601-decoder.js reads them. Records write through a `Target`: the uplink's own
// fields, or one history entry (whose readings carry its time, and whose temperatures get no
// °F / °C copies: the decoder's processTemperature adds those to the top level only).

export type Target = {
  /** True for the uplink's own fields, false in a history entry. */
  readonly live: boolean;
  set(name: string, value: unknown): void;
  get(name: string): unknown;
  reading(field: ReadingField, value: number | boolean): void;
  /** `threshold_alarm`: one record raising it is not undone by another's release. */
  alarm(active: boolean): void;
  locate(lat: number, lon: number): void;
  warn(message: string): void;
};

/** A record's data bytes after its id byte, or undefined when they are not all there yet. */
export type Sizer = number | ((bytes: Uint8Array, at: number) => number | undefined);

export type IdRecord = {
  size: Sizer;
  read: (bytes: Uint8Array, at: number, target: Target, size: number) => void;
};

function sizeOf(size: Sizer, bytes: Uint8Array, at: number): number | undefined {
  return typeof size === 'number' ? size : size(bytes, at);
}

/** The TS60x's cell position (`base_station_position`), the one fix these models give: 'network'. */
type Location = { lat: number; lon: number; time?: string; source: 'network' };

function liveTarget(out: ResultBuilder, fixes: Location[]): Target {
  return {
    live: true,
    set: (name, value) => out.set(name, value),
    get: (name) => out.fields[name],
    reading: (field, value) => out.reading(field, value),
    alarm: (active) => out.alarm(active),
    locate: (lat, lon) => fixes.push({ lat, lon, source: 'network' }),
    warn: (message) => out.warn(message),
  };
}

/** A history entry's target: its readings at `time`, none when the timestamp is not plausible. */
function historyTarget(
  entry: Record<string, unknown>,
  time: string | undefined,
  out: ResultBuilder,
  fixes: Location[],
): Target {
  let raised = false;
  const reading = (field: ReadingField, value: number | boolean) => {
    if (time !== undefined) out.reading(field, value, time);
  };
  return {
    live: false,
    set: (name, value) => {
      entry[name] = value;
    },
    get: (name) => entry[name],
    reading,
    alarm: (active) => {
      if (raised) return;
      raised = active;
      reading('threshold_alarm', active);
    },
    locate: (lat, lon) => {
      if (time !== undefined) fixes.push({ lat, lon, time, source: 'network' });
    },
    warn: (message) => out.warn(message),
  };
}

/** A live fix wins; otherwise the newest history fix. (0, 0) is no fix. */
function chooseLocation(fixes: readonly Location[]): Location | undefined {
  const real = fixes.filter((fix) => fix.lat !== 0 || fix.lon !== 0);
  const live = real.filter((fix) => fix.time === undefined);
  if (live.length > 0) return live[live.length - 1];
  return [...real].sort((a, b) => ((a.time ?? '') < (b.time ?? '') ? -1 : 1)).pop();
}

/**
 * Reads the records in order. An id the decoder does not know (it skips that one byte and reads
 * on) leaves the rest undecoded with a warning: almost any bytes read as some chain of 1-byte-id
 * records, so nothing after it can be trusted. A record cut off by the end is a warning too; no
 * record at all is an error.
 */
export function walkIdRecords(
  bytes: Uint8Array,
  records: Readonly<Record<number, IdRecord>>,
  historyId?: number,
): DecodeResult {
  const out = new ResultBuilder();
  const fixes: Location[] = [];
  const history: Record<string, unknown>[] = [];
  let target: Target = liveTarget(out, fixes);
  let at = 0;
  let decoded = 0;
  let problem: string | undefined;
  while (at < bytes.length && problem === undefined) {
    const id = u8(bytes, at);
    const marker = id === historyId;
    const record = marker ? undefined : records[id];
    const size = marker ? 5 : record && sizeOf(record.size, bytes, at + 1);
    if (!marker && !record) {
      problem = `unknown record ${hexByte(id)} at byte ${at}: ${bytes.length - at} bytes not decoded`;
    } else if (size === undefined || at + 1 + size > bytes.length) {
      const needs = 1 + (size ?? 1);
      problem = `payload truncated: record ${hexByte(id)} at byte ${at} needs ${needs} bytes, has ${bytes.length - at}; not decoded`;
    } else {
      if (record) record.read(bytes, at + 1, target, size);
      else target = startHistory(bytes, at + 1, out, fixes, history);
      at += 1 + size;
      decoded += 1;
    }
  }
  if (problem !== undefined) {
    if (decoded === 0) throw new DecodeError(problem);
    out.warn(problem);
  }
  out.location = chooseLocation(fixes);
  return out.build();
}

function startHistory(
  bytes: Uint8Array,
  at: number,
  out: ResultBuilder,
  fixes: Location[],
  history: Record<string, unknown>[],
): Target {
  const timestamp = u32le(bytes, at + 1);
  const entry: Record<string, unknown> = { timestamp };
  history.push(entry);
  out.set('history', history);
  const time = unixToIso(timestamp);
  if (time === undefined) {
    out.warn(`history record has no valid timestamp (${timestamp}); its values are not stored as readings`);
  }
  return historyTarget(entry, time, out, fixes);
}

// Record builders.

/** `toFixed` as a number, -0 as 0 (a JSON copy of the decoder's output has no negative zero). */
const rounded = (value: number, digits: number): number => Number(value.toFixed(digits)) + 0;

/**
 * `name`, and at the top level its °F and °C copies to `digits` places, as the decoders'
 * processTemperature adds them (the TS60x to 1, the WT30x to 2).
 */
export function measured(name: string, value: number, live: boolean, digits = 1): Record<string, number> {
  if (!live) return { [name]: value };
  return {
    [name]: value,
    [`fahrenheit_${name}`]: rounded(value * 1.8 + 32, digits),
    [`celsius_${name}`]: rounded(value, digits),
  };
}

export type Reader = (bytes: Uint8Array, at: number) => number;
export const temperature: Reader = (b, at) => s32le(b, at) / 100;
export const humidity: Reader = (b, at) => u16le(b, at) / 10;

/** A plain value; with `digits`, a temperature with its °F / °C copies. */
export const value = (
  name: string,
  size: number,
  read: Reader,
  reading?: ReadingField,
  digits?: number,
): IdRecord => ({
  size,
  read(bytes, at, target) {
    const number = read(bytes, at);
    const all = digits === undefined ? { [name]: number } : measured(name, number, target.live, digits);
    for (const [key, scaled] of Object.entries(all)) target.set(key, scaled);
    if (reading) target.reading(reading, number);
  },
});

/** UTF-8 text, trailing NULs dropped (the decoder's readString). */
export function text(bytes: Uint8Array, at: number, length: number): string {
  return new TextDecoder().decode(bytes.subarray(at, at + length)).replace(/\0+$/, '');
}

export const textRecord = (name: string, length: number): IdRecord => ({
  size: length,
  read: (bytes, at, target) => target.set(name, text(bytes, at, length)),
});

/** A version as these decoders print it: `v<major>.<minor>`. */
export const idVersion = (b: Uint8Array, at: number) => `v${u8(b, at)}.${u8(b, at + 1)}`;

/** A firmware version: the version, then its release / alpha / unstable / test tags where set. */
export function idFirmware(b: Uint8Array, at: number): string {
  const tags = (['r', 'a', 'u', 't'] as const).flatMap((tag, index) =>
    u8(b, at + 2 + index) === 0 ? [] : [`-${tag}${u8(b, at + 2 + index)}`],
  );
  return [idVersion(b, at), ...tags].join('');
}

/** The identity records the TS60x and WT30x share: TSL version, serial number, versions, OEM id. */
export const identityRecords: Readonly<Record<number, IdRecord>> = {
  223: { size: 2, read: (b, at, t) => t.set('tsl_version', idVersion(b, at)) },
  219: { size: 8, read: (b, at, t) => t.set('product_sn', toHex(b.subarray(at, at + 8))) },
  218: {
    size: 8,
    read: (b, at, t) =>
      t.set('version', { hardware_version: idVersion(b, at), firmware_version: idFirmware(b, at + 2) }),
  },
  217: { size: 2, read: (b, at, t) => t.set('oem_id', toHex(b.subarray(at, at + 2))) },
};
