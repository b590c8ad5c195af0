import { requireLength, s8, s32be, u8, u16be, u32be } from '../bytes.ts';
import { ResultBuilder } from '../result.ts';

// Pieces MOKO's LoRaWAN trackers share (LW001-BG / LW001-BG PRO, LW004-PB, LW008-MT), all
// big-endian, as MOKO's decoders read them (LoRaWAN-Product-Decoder/MOKOSMART-LoRaWAN-Product-Decoder).

/** The name of a code in a vendor's list; a code the list lacks reads "unknown (code)". */
export const nameOf = (names: readonly string[], code: number): string => names[code] ?? `unknown (${code})`;

/** What the LW001-BG PRO and LW008-MT decoders call their fields. */
export type HeaderNames = { count: string; volts: string; lat: string; lon: string };

/** Downlink count (low nibble) and battery (high nibble: 2.2 V + n × 0.1 V) of one byte. */
export function readBatteryByte(value: number, out: ResultBuilder, names: HeaderNames): void {
  const millivolts = 2200 + (value >> 4) * 100;
  out.set(names.count, value & 0x0f);
  out.set(names.volts, millivolts / 1000);
  out.reading('battery_mv', millivolts);
}

/** Latitude and longitude (1e-7 degrees), then the PDOP in tenths: a GPS fix. */
export function readGpsFix(
  bytes: Uint8Array,
  at: number,
  out: ResultBuilder,
  names: HeaderNames,
  time?: string,
): void {
  const lat = degrees(bytes, at);
  const lon = degrees(bytes, at + 4);
  out.set(names.lat, lat);
  out.set(names.lon, lon);
  out.set('pdop', u8(bytes, at + 8) / 10);
  out.location = time === undefined ? { lat, lon } : { lat, lon, time };
}

/** Port 9, battery consumption: a u32 per name from byte 3. */
export function readCounters(bytes: Uint8Array, names: readonly string[], out: ResultBuilder): void {
  requireLength(bytes, 3 + names.length * 4);
  for (const [i, name] of names.entries()) out.set(name, u32be(bytes, 3 + i * 4));
}

/**
 * Port 12 of the LW001-BG PRO and LW008-MT, a compact GPS fix: the states byte, the battery byte
 * (no temperature), latitude, longitude, PDOP.
 */
export function readCompactFix(
  bytes: Uint8Array,
  out: ResultBuilder,
  readStates: (state: number) => void,
  names: HeaderNames,
): void {
  requireLength(bytes, 11);
  readStates(u8(bytes, 0));
  readBatteryByte(u8(bytes, 1), out, names);
  readGpsFix(bytes, 2, out, names);
}

/** Degrees from a signed 32-bit count of 1e-7 degrees. */
export function degrees(bytes: Uint8Array, at: number): number {
  return s32be(bytes, at) / 10_000_000;
}

export type ScanEntry = Record<string, string>;

/**
 * Wi-Fi access points or BLE devices, 7 bytes each: MAC (lowercase hex, no separators) and RSSI,
 * written "-62dBm" as MOKO's decoders write it. Only the entries the payload holds in full.
 */
export function readScan(
  bytes: Uint8Array,
  at: number,
  length: number,
  macName = 'mac',
): { entries: ScanEntry[]; complete: boolean } {
  const available = Math.min(length, bytes.length - at);
  const count = Math.floor(Math.max(available, 0) / 7);
  const entries = Array.from({ length: count }, (_, i) => {
    const start = at + i * 7;
    const mac = Array.from({ length: 6 }, (_, k) =>
      u8(bytes, start + k)
        .toString(16)
        .padStart(2, '0'),
    );
    return { [macName]: mac.join(''), rssi: `${s8(bytes, start + 6)}dBm` };
  });
  return { entries, complete: available === length && length % 7 === 0 };
}

/** A date and time as six numbers, and its ISO form when it is a real date (2015 or later). */
export type Calendar = { text: string; iso?: string };

/**
 * Year (u16), month, day, hour, minute, second, read as UTC: the layout of MOKO's trackers and of
 * Dragino's TrackerD. `separator` goes between the parts of the date, as each vendor prints it.
 */
export function readCalendar(bytes: Uint8Array, at: number, separator = '-'): Calendar {
  const year = u16be(bytes, at);
  const [month, day, hour, minute, second] = [2, 3, 4, 5, 6].map((offset) => u8(bytes, at + offset)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const text = `${year}${separator}${month}${separator}${day} ${hour}:${minute}:${second}`;
  const time = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls 2022-2-30 over into March: such a time is no time the device gave.
  const real =
    year >= 2015 &&
    time.getUTCMonth() === month - 1 &&
    time.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  return real ? { text, iso: time.toISOString() } : { text };
}

export type MokoTime = Calendar & {
  /** The time-zone byte, signed, as the frame gives it. */
  zone: number;
};

/**
 * A calendar time then a signed time-zone byte. MOKO's decoders print the time with the zone but
 * do not say whether the time is UTC (as the LW001-BG PRO's `utc_time` says) or the zone's local
 * time: only a zone of 0 gives an ISO time here (the time is then UTC whatever the byte's unit).
 */
export function readDateTime(bytes: Uint8Array, at: number, separator = '-'): MokoTime {
  const { text, iso } = readCalendar(bytes, at, separator);
  const zone = s8(bytes, at + 7);
  return zone === 0 && iso !== undefined ? { text, zone, iso } : { text, zone };
}

/**
 * Port 11 of the LW001-BG PRO and LW008-MT: a frame the tracker stored while it could not send,
 * as two bytes, the storage date-time and zone, the frame's own port, then the frame. Its fields
 * are kept; its readings and position are stored at their own time or else at the storage time,
 * and not at all (with a warning) when neither is known as UTC: a stored frame is no state of now.
 */
export function decodeStoredFrame(
  bytes: Uint8Array,
  out: ResultBuilder,
  decodeInner: (inner: Uint8Array, port: number, into: ResultBuilder) => void,
  names: { time: string; zone: string; zoneScale: number },
): void {
  const stored = readDateTime(bytes, 2, '/');
  const port = u8(bytes, 10);
  out.set(names.time, stored.text);
  out.set(names.zone, stored.zone / names.zoneScale);
  const inner = new ResultBuilder();
  decodeInner(bytes.subarray(11), port, inner);
  for (const [name, value] of Object.entries(inner.fields)) out.set(name, value);
  for (const warning of inner.warnings) out.warn(warning);
  const time = (own: string | undefined) => own ?? stored.iso;
  for (const reading of inner.readings) {
    const at = time(reading.time);
    if (at !== undefined) out.reading(reading.field, reading.value, at);
  }
  const at = time(inner.location?.time);
  if (inner.location && at !== undefined) out.location = { ...inner.location, time: at };
  if (stored.iso === undefined && (inner.readings.length > 0 || inner.location)) {
    out.warn(
      `stored frame of ${stored.text}, time zone ${stored.zone}: not known as UTC, so only what has its own time is stored`,
    );
  }
}
