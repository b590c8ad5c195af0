import { s32be, u8, u16be } from '../bytes.ts';
import type { ResultBuilder } from '../result.ts';
import { readCalendar } from './moko-tracker.ts';

// The parts Dragino TrackerD / TrackerD-LS frames share (big-endian). Names follow Dragino's
// decoder "TrackerD TTN Decoder 1.5.1" (dragino/dragino-end-node-decoder), which TTN's
// vendor/dragino/trackerd.js copies for ports 2-8 (one version of it writes `Longitud`).

/** Alarm (SOS key) bit 6 and battery (14 bits, mV) of the two-byte word every frame carries. */
export function readAlarmBattery(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  const word = u16be(bytes, at);
  const alarm = (word & 0x4000) !== 0;
  const millivolts = word & 0x3fff;
  out.set('ALARM_status', alarm ? 'TRUE' : 'FALSE');
  out.set('BatV', millivolts / 1000);
  out.reading('button', alarm);
  out.reading('battery_mv', millivolts);
}

/**
 * The flags byte after the battery: bits 7-6 the mode (`MD`, 0-3; the codec gives ports 2, 3 and 7
 * the unshifted 0x40 / 0x80 / 0xC0), bit 5 the LED. Position frames add bit 4, moving
 * (readMovement), and bit 3, set when a GPS time follows instead of the temperature and humidity.
 */
export function readFlags(bytes: Uint8Array, at: number, out: ResultBuilder): number {
  const flags = u8(bytes, at);
  out.set('MD', flags >> 6);
  out.set('LON', (flags & 0x20) !== 0 ? 'ON' : 'OFF');
  return flags;
}

/** `Transport`, MOVE or STILL, and the motion reading (at the record's time for a history record). */
export function readMovement(moving: boolean, out: ResultBuilder, time?: string): void {
  out.set('Transport', moving ? 'MOVE' : 'STILL');
  out.reading('motion', moving, time);
}

/** Latitude and longitude (signed, 1e-6 degrees), a location unless both are 0 (no fix). */
export function readPosition(bytes: Uint8Array, at: number, out: ResultBuilder, time?: string): void {
  const lat = s32be(bytes, at) / 1_000_000;
  const lon = s32be(bytes, at + 4) / 1_000_000;
  out.set('Latitude', lat);
  out.set('Longitude', lon);
  if (lat === 0 && lon === 0) out.warn('GPS failed to obtain location');
  else out.location = time === undefined ? { lat, lon } : { lat, lon, time };
}

/**
 * The GPS date and time (year u16, month, day, hour, minute, second), UTC as Dragino's decoder
 * reads it (Date.UTC). Returns the ISO time, or undefined (with a warning) for an impossible date.
 */
export function readGpsTime(bytes: Uint8Array, at: number, out: ResultBuilder): string | undefined {
  const calendar = readCalendar(bytes, at);
  const [date, time] = calendar.text.split(' ');
  out.set('Date', date);
  out.set('Time', time);
  if (calendar.iso === undefined) out.warn(`GPS time ${calendar.text} is not a date`);
  return calendar.iso;
}

/** Signed temperature and humidity, each in tenths (Hum first, then Tem). */
export function readClimate(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  const humidity = u16be(bytes, at) / 10;
  const temperature = ((u16be(bytes, at + 2) << 16) >> 16) / 10;
  out.set('Hum', humidity);
  out.set('Tem', temperature);
  out.reading('humidity', humidity);
  out.reading('temperature', temperature);
}

/** MAC address bytes as Dragino's 1.5.1 decoder writes them: lowercase hex, no separators. */
export function macHex(bytes: Uint8Array, at: number): string {
  return Array.from({ length: 6 }, (_, i) =>
    u8(bytes, at + i)
      .toString(16)
      .padStart(2, '0'),
  ).join('');
}
