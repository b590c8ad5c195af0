import { hexByte, s16be, s32be, u8, u16be, u24be, u32be, unixToIso } from '../bytes.ts';
import type { ResultBuilder } from '../result.ts';

// Frame bodies of the Seeed SenseCAP T1000 tracker (fPort 5, big-endian). Field names
// follow akenza's device-type library, the only source with vectors for this model.

/** 0x8000 in a 16-bit sensor word means "no value" (sensor off or not sampled). */
const NO_VALUE = 0x8000;

/** A signed settings word divided by `scale`; 0x8000 means "not set" as in the sensor words. */
const setting = (bytes: Uint8Array, at: number, scale = 1): number | null =>
  u16be(bytes, at) === NO_VALUE ? null : s16be(bytes, at) / scale;

const EVENTS = [
  'startMovementEvent',
  'endMovementEvent',
  'motionlessEvent',
  'shockEvent',
  'temperatureEvent',
  'lightEvent',
  'sosEvent',
  'pressOnceEvent',
] as const;

const ERRORS: Record<number, string> = {
  1: 'FAILED_TO_OBTAIN_THE_UTC_TIMESTAMP',
  2: 'ALMANAC_TOO_OLD',
  3: 'DOPPLER_ERROR',
};

/** Event bits (3 bytes) as flags, and the readings they imply. */
export function readEvents(
  bytes: Uint8Array,
  at: number,
  out: ResultBuilder,
  time: string | undefined,
): void {
  setEvents(u24be(bytes, at), out, time);
}

/**
 * The event bits as one flag each (bit 0 start of movement ... bit 7 button pressed once): the
 * T1000-A/B's 3 bytes and the T1000-E's one byte number them alike.
 */
export function setEvents(bits: number, out: ResultBuilder, time?: string): void {
  const flag = (name: (typeof EVENTS)[number]) => ((bits >> EVENTS.indexOf(name)) & 1) === 1;
  for (const name of EVENTS) out.set(name, flag(name));
  out.reading('button', flag('sosEvent') || flag('pressOnceEvent'), time);
  if (flag('startMovementEvent')) out.reading('motion', true, time);
  else if (flag('endMovementEvent') || flag('motionlessEvent')) out.reading('motion', false, time);
}

/** The 8-byte header of every measurement frame; returns the measurement time. */
export function readMeasurementHeader(bytes: Uint8Array, at: number, out: ResultBuilder): string | undefined {
  const seconds = u32be(bytes, at + 4);
  const time = unixToIso(seconds);
  if (time === undefined) out.warn(`device clock not set (UTC ${seconds}); readings use the receive time`);
  readEvents(bytes, at, out, time);
  out.set('motionId', u8(bytes, at + 3));
  out.set('collectTime', seconds * 1000);
  return time;
}

export function readFix(bytes: Uint8Array, at: number, out: ResultBuilder, time: string | undefined): void {
  // Longitude comes first in these frames.
  const longitude = s32be(bytes, at) / 1_000_000;
  const latitude = s32be(bytes, at + 4) / 1_000_000;
  out.set('longitude', longitude);
  out.set('latitude', latitude);
  out.location =
    time === undefined ? { lat: latitude, lon: longitude } : { lat: latitude, lon: longitude, time };
}

/** Temperature (s16 /10) and light (%), each possibly absent. */
export function readSensors(
  bytes: Uint8Array,
  at: number,
  out: ResultBuilder,
  time: string | undefined,
): void {
  const temperature = u16be(bytes, at) === NO_VALUE ? null : s16be(bytes, at) / 10;
  const light = u16be(bytes, at + 2) === NO_VALUE ? null : u16be(bytes, at + 2);
  out.set('temperature', temperature);
  out.set('light', light);
  if (temperature !== null) out.reading('temperature', temperature, time);
  if (light !== null) out.reading('light_percent', light, time);
}

/**
 * Three signed 16-bit accelerometer axes (frames 0x1A-0x1D), raw as Seeed's decoder gives them;
 * 0x8000 is "no value" there as in the sensor words (getSensorValue), not -32768.
 */
export function readAccelerometer(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  out.set('accelerometerX', setting(bytes, at));
  out.set('accelerometerY', setting(bytes, at + 2));
  out.set('accelerometerZ', setting(bytes, at + 4));
}

export function readBattery(bytes: Uint8Array, at: number, out: ResultBuilder, time?: string): void {
  out.set('batteryLevel', u8(bytes, at));
  out.reading('battery_pct', u8(bytes, at), time);
}

/** Wi-Fi (4) or BLE (3) scan entries of 6-byte MAC + signed RSSI; all-FF entries are empty slots. */
export function readScan(bytes: Uint8Array, at: number, count: number): Array<{ mac: string; rssi: number }> {
  const entries: Array<{ mac: string; rssi: number }> = [];
  for (let index = 0; index < count; index += 1) {
    const start = at + index * 7;
    const macBytes = Array.from({ length: 6 }, (_, offset) => u8(bytes, start + offset));
    if (macBytes.every((byte) => byte === 0xff)) continue;
    const mac = macBytes.map((byte) => byte.toString(16).padStart(2, '0').toUpperCase()).join(':');
    entries.push({ mac, rssi: (u8(bytes, start + 6) << 24) >> 24 });
  }
  return entries;
}

/** Battery, firmware and hardware versions: the first 5 bytes of every status frame (the T1000-E's too). */
export function readStatusHead(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  readBattery(bytes, at, out);
  out.set('firmwareVersion', `${u8(bytes, at + 1)}.${u8(bytes, at + 2)}`);
  out.set('hardwareVersion', `${u8(bytes, at + 3)}.${u8(bytes, at + 4)}`);
}

/** Device status frames 0x01 and 0x02 start with these 15 bytes (0x01 adds the event settings). */
export function readStatus(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  readStatusHead(bytes, at, out);
  out.set('workMode', u8(bytes, at + 5));
  out.set('positioningStrategy', u8(bytes, at + 6));
  out.set('heartbeatInterval', u16be(bytes, at + 7));
  out.set('periodicInterval', u16be(bytes, at + 9));
  out.set('eventInterval', u16be(bytes, at + 11));
  out.set('sensorEnabled', u8(bytes, at + 13));
  out.set('sosMode', u8(bytes, at + 14));
}

/**
 * The event-mode settings (31 bytes): frame 0x03, and the tail of frame 0x01. Layout and
 * scales from Seeed's decoder (getMotionSetting ... getLightSetting): intervals in minutes,
 * sample intervals in seconds, temperature and light thresholds in tenths.
 */
export function readEventSettings(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  out.set('motionEnable', u8(bytes, at));
  out.set('anyMotionThreshold', setting(bytes, at + 1));
  out.set('motionStartInterval', u16be(bytes, at + 3));
  out.set('staticEnable', u8(bytes, at + 5));
  out.set('deviceStaticTimeout', u16be(bytes, at + 6));
  out.set('shockEnable', u8(bytes, at + 8));
  out.set('shockThreshold', u16be(bytes, at + 9));
  for (const [prefix, start] of [
    ['temp', at + 11],
    ['light', at + 21],
  ] as const) {
    const name = prefix === 'temp' ? 'Temp' : 'Light';
    out.set(`${prefix}Enable`, u8(bytes, start));
    out.set(`event${name}Interval`, u16be(bytes, start + 1));
    out.set(`event${name}SampleInterval`, u16be(bytes, start + 3));
    out.set(`${prefix}ThMax`, setting(bytes, start + 5, 10));
    out.set(`${prefix}ThMin`, setting(bytes, start + 7, 10));
    out.set(`${prefix}WarningType`, u8(bytes, start + 9));
  }
}

export function readError(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  const code = u32be(bytes, at);
  out.set('errorCode', code);
  out.set('error', ERRORS[code] ?? '');
  out.warn(`tracker reported error ${code}${ERRORS[code] ? ` (${ERRORS[code]})` : ''}`);
}

export function describeFrame(id: number): string {
  return `frame ${hexByte(id)}`;
}
