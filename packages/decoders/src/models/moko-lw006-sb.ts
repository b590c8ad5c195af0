import { requireLength, s8, toHex, u8, u16be, u32be, unixToIso } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { degrees, nameOf } from '../formats/moko-tracker.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// MOKO LW006 smart badge (TTN's lw006-sb; GPS, Wi-Fi and BLE): the port says what the frame is (1
// device info ... 9 fix failed). Layouts and names: MOKO's "LW006/LW006_Decoder_ChirpStack_V4.js",
// the newest of its LW006 decoders (TTN's lw006-sb.js, an older copy, reads the L76 fix's age with
// the fix type's bits). Fields it takes from the clock of the machine running it (ports 1, 6, 8, 9)
// are left out. Byte 0 of ports 1-5, 8, 9: bit 7 charging, bits 0-6 battery %. Scan entries are 9
// bytes (with the beacon's battery) in that decoder, 7 in the older ones: MOKO switches between
// them with a flag (`contain_voltage`) the payload does not carry, so the length decides: 9 bytes
// when it is a multiple of 9, else 7 when a multiple of 7 (63 bytes, both, reads as 9).

const MODES = [
  'Standby Mode',
  'Timing Mode',
  'Periodic Mode',
  'Motion Mode On Stationary',
  'Motion Mode On Start',
  'Motion Mode In Trip',
  'Motion Mode On End',
];
const STATUSES = ['No', 'Man Down', 'Downlink', 'Alert', 'SOS'];
const TURN_OFF_MODES = ['Bluetooth', 'LoRa', 'Button', 'Low Battery'];
const LOW_POWER = ['10%', '20%', '30%', '40%', '50%', '60%'];
const EVENTS = [
  'Motion On Start',
  'Motion In Trip',
  'Motion On End',
  'Man Down Start',
  'Man Down End',
  'SOS Start',
  'SOS End',
  'Alert Start',
  'Alert End',
  'Ephemeris Start',
  'Ephemeris End',
  'Downlink Report',
];
/** Why the fix was made: the work mode's schedule or an auxiliary operation. */
const POSITION_REASONS = ['Working Mode', 'Man Down', 'Downlink', 'Alert', 'SOS'];
const FIX_KINDS = [
  'WIFI Pos Success',
  'BLE Pos Success',
  'LR1110 GPS Pos Success',
  'L76 Pos Success',
  'WIFI Pos Success(No Data)',
  'LR1110 GPS Pos Success(No Data)',
];
const FAILURES = [
  'WIFI positioning time is not enough (The location payload reporting interval is set too short, please increase the report interval of the current working mode via MKLoRa app)',
  'WIFI positioning strategies timeout (Please increase the WIFI positioning timeout via MKLoRa app)',
  'Bluetooth broadcasting in progress causes WIFI location failure (Please reduce the Bluetooth broadcast timeout or avoid Bluetooth positioning when Bluetooth broadcasting in process via MKLoRa app)',
  'Bluetooth positioning time is not enough (The location payload reporting interval is set too short, please increase the report interval of the current working mode via MKLoRa app)',
  'Bluetooth positioning strategies timeout (Please increase the Bluetooth positioning timeout via MKLoRa app)',
  'Bluetooth broadcasting in progress (Please reduce the Bluetooth broadcast timeout or avoid Bluetooth positioning when Bluetooth broadcasting in process via MKLoRa app)',
  'GPS positioning timeout (Pls increase GPS positioning timeout via MKLoRa app)',
  'GPS positioning time is not enough (The location payload reporting interval is set too short, please increase the report interval of the current working mode via MKLoRa app)',
  'GPS aiding positioning timeout (Please adjust GPS autonomous latitude and autonomous longitude)',
  'The ephemeris of GPS aiding positioning is too old, need to be updated',
  'PDOP limit (Please increase the POP value via MKLoRa app)',
  'Interrupted positioning at start of movement (the movement ends too quickly, resulting in not enough time to complete the positioning)',
  'Interrupted positioning at end of movement (the movement restarted too quickly, resulting in not enough time to complete the positioning)',
  'Interrupted by Man Down Detection State',
  'Interrupted by Downlink for Position',
  'Interrupted by Alarm Function',
];
/** The smallest length of each port's frame. */
const LENGTHS: Record<number, number> = { 1: 7, 2: 10, 3: 9, 4: 10, 5: 7, 6: 11, 7: 3, 8: 6, 9: 6 };

/** Bytes as the vendor lists a failed GPS fix's: ["1e", "22", ...]. */
const hexBytes = (bytes: Uint8Array) => Array.from(bytes, (byte) => toHex(Uint8Array.of(byte)));

const pad = (n: number) => String(n).padStart(2, '0');

/** A time-zone byte in half hours, "UTC+08:00" as MOKO's decoder prints it. */
export function zoneText(halfHours: number): string {
  const hours = Math.trunc(Math.abs(halfHours) / 2);
  return `UTC${halfHours < 0 ? '-' : '+'}${pad(hours)}:${Math.abs(halfHours) % 2 === 1 ? '30' : '00'}`;
}

/** The device's local time, "2024-05-15 20:34:56", as MOKO's decoders print a Unix time in its zone. */
export function localText(seconds: number, halfHours: number): string {
  const d = new Date(Math.max(seconds + halfHours * 1800, 0) * 1000);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** A Unix time (UTC seconds) then its zone byte; the frame's readings are stored at it. */
function readTimestamp(
  bytes: Uint8Array,
  at: number,
  out: ResultBuilder,
  warnUnset = true,
): string | undefined {
  const seconds = u32be(bytes, at);
  const halfHours = s8(bytes, at + 4);
  out.set('time', localText(seconds, halfHours));
  out.set('timestamp', seconds);
  out.set('timezone', zoneText(halfHours));
  const time = unixToIso(seconds);
  if (time === undefined && warnUnset)
    out.warn(`device clock not set (timestamp ${seconds}): the frame's own time is unknown`);
  return time;
}

/** Work mode (motion mode's start and trip states: moving) and auxiliary status (man down, alarms). */
function readState(mode: number, status: number, out: ResultBuilder, time?: string): void {
  out.set('device_mode', nameOf(MODES, mode));
  out.set('device_status_code', status);
  out.set('device_status', nameOf(STATUSES, status));
  if (mode >= 3 && mode <= 6) out.reading('motion', mode === 4 || mode === 5, time);
  if (status <= 4) {
    out.reading('fall_detected', status === 1, time);
    out.reading('button', status === 3 || status === 4, time);
  }
}

function readTemperature(bytes: Uint8Array, out: ResultBuilder, time?: string): void {
  const celsius = s8(bytes, 1);
  out.set('temperature', `${celsius}°C`);
  out.reading('temperature', celsius, time);
}

/** Events 0-2 motion, 3-4 man down, 5-8 the SOS and alert alarms (the card's button). */
function readEvent(code: number, out: ResultBuilder, time?: string): void {
  out.set('event_type_code', code);
  out.set('event_type', nameOf(EVENTS, code));
  if (code <= 2) out.reading('motion', code !== 2, time);
  else if (code <= 4) out.reading('fall_detected', code === 3, time);
  else if (code <= 8) out.reading('button', code === 5 || code === 7, time);
}

/** The size of a scan entry: see the note at the top. */
const entrySize = (length: number) => (length % 9 !== 0 && length % 7 === 0 ? 7 : 9);

/** Wi-Fi access points or BLE beacons: RSSI, MAC and, in 9-byte entries, the beacon's battery (mV). */
function readScan(bytes: Uint8Array, at: number, length: number, out: ResultBuilder, name: string): void {
  requireLength(bytes, at + length);
  const size = entrySize(length);
  const entries = Array.from({ length: Math.floor(length / size) }, (_, i) => {
    const start = at + i * size;
    const entry: Record<string, string> = {
      rssi: `${s8(bytes, start)}dBm`,
      mac: toHex(bytes.subarray(start + 1, start + 7)),
    };
    if (size === 9) entry.voltage = `${u16be(bytes, start + 7)}mV`;
    return entry;
  });
  out.set(name, entries);
  if (length % size !== 0)
    out.warn(`${length % size} bytes after the scan's ${size}-byte entries not decoded`);
}

/** Latitude, longitude (1e-7 degrees) and PDOP (tenths) of an L76 GPS fix `age` seconds old. */
function readGps(bytes: Uint8Array, at: number, age: number, out: ResultBuilder): void {
  const lat = degrees(bytes, at);
  const lon = degrees(bytes, at + 4);
  out.set('latitude', lat);
  out.set('longitude', lon);
  out.set('pdop', u8(bytes, at + 8) / 10);
  out.location = { lat, lon, ageSeconds: age };
}

function readFix(bytes: Uint8Array, out: ResultBuilder): void {
  const age = u16be(bytes, 1);
  const kind = u8(bytes, 3) & 0x0f;
  const length = u8(bytes, 5);
  out.set('age', `${age}s`);
  out.set('pos_type', nameOf(POSITION_REASONS, u8(bytes, 3) >> 4));
  out.set('payload_type', nameOf(FIX_KINDS, kind));
  out.set('pos_data_sign_code', kind);
  readState(u8(bytes, 4) >> 4, u8(bytes, 4) & 0x0f, out);
  out.set('pos_data_length', length);
  if ((kind === 0 || kind === 1) && length > 0) readScan(bytes, 6, length, out, 'mac_data');
  else if (kind === 3 && length > 0) {
    requireLength(bytes, 15);
    readGps(bytes, 6, age, out);
  } else if (kind === 2 || kind === 5) out.warn('GNSS scan for a location solver: no position');
}

function readFailure(bytes: Uint8Array, out: ResultBuilder): void {
  const reason = u8(bytes, 4) & 0x0f;
  const length = u8(bytes, 5);
  out.set('payload_type', 'Pos Failed');
  out.set('pos_type', nameOf(POSITION_REASONS, u8(bytes, 1)));
  readState(u8(bytes, 2), u8(bytes, 3), out);
  out.set('pos_data_sign', reason);
  out.set('failed_reason', nameOf(FAILURES, reason));
  out.set('pos_data_length', length);
  if (length === 5) {
    requireLength(bytes, 11);
    out.set('pdop', u8(bytes, 6) / 10);
    out.set('pos_data', hexBytes(bytes.subarray(7, 11)));
  } else if (length === 4) {
    requireLength(bytes, 10);
    out.set('pos_data', hexBytes(bytes.subarray(6, 10)));
  } else readScan(bytes, 6, length, out, 'pos_data');
  out.warn(`position fix failed: ${nameOf(FAILURES, reason)}`);
}

/** Port 7: the count of stored frames, or one stored frame (its time, port and bytes). */
function readStored(bytes: Uint8Array, out: ResultBuilder): void {
  const length = u8(bytes, 0);
  out.set('length', length);
  if (length === 2) {
    out.set('packet_sum', u16be(bytes, 1));
    return;
  }
  requireLength(bytes, Math.max(length + 1, 7));
  const storedAt = readTimestamp(bytes, 1, out, false);
  out.set('data_port', u8(bytes, 6));
  out.set('rawData', toHex(bytes.subarray(7, length + 1)).toUpperCase());
  readStoredFrame(bytes.subarray(7, length + 1), u8(bytes, 6), storedAt, out);
}

/**
 * A stored frame's readings and fix, at their own time or else the storage time (a fix its age
 * before it); none without a valid time, a stored frame being no state of now.
 */
function readStoredFrame(
  frame: Uint8Array,
  port: number,
  storedAt: string | undefined,
  out: ResultBuilder,
): void {
  let inner: ResultBuilder;
  try {
    if (port === 7) throw new DecodeError('a stored frame inside a stored frame');
    inner = decodeFrame(frame, port);
  } catch (error) {
    if (!(error instanceof DecodeError)) throw error;
    out.warn(`stored frame (port ${port}) not decoded: ${error.message}`);
    return;
  }
  for (const warning of inner.warnings) out.warn(`stored frame: ${warning}`);
  if (storedAt === undefined) {
    if (inner.readings.length > 0 || inner.location)
      out.warn('stored frame without a valid time: not stored');
    return;
  }
  for (const reading of inner.readings) out.reading(reading.field, reading.value, reading.time ?? storedAt);
  if (inner.location) {
    const { ageSeconds = 0, ...fix } = inner.location;
    out.location = { ...fix, time: new Date(Date.parse(storedAt) - ageSeconds * 1000).toISOString() };
  }
}

function readBody(bytes: Uint8Array, port: number, out: ResultBuilder): void {
  if (port === 1) {
    out.set('payload_type', 'Device info');
    readTemperature(bytes, out);
    const firmware = u8(bytes, 2);
    out.set('firmware_version', `V${firmware >> 6}.${(firmware >> 4) & 0x03}.${firmware & 0x0f}`);
    out.set('hardware_version', `V${u8(bytes, 3) >> 4}.${u8(bytes, 3) & 0x0f}`);
    readState(u8(bytes, 4), u8(bytes, 5), out);
    out.set('vibration_status', u8(bytes, 6) > 0 ? 'Abnormal' : 'Normal');
  } else if (port <= 4) {
    const time = readTimestamp(bytes, 2, out);
    readTemperature(bytes, out, time);
    readState(u8(bytes, 7), u8(bytes, 8), out, time);
    if (port === 2) {
      out.set('payload_type', 'Turn off info');
      out.set('turn_off_mode', nameOf(TURN_OFF_MODES, u8(bytes, 9)));
    } else if (port === 4) out.set('low_power_prompt', nameOf(LOW_POWER, u8(bytes, 9)));
  } else if (port === 5) {
    out.set('payload_type', 'Event info');
    readEvent(u8(bytes, 6), out, readTimestamp(bytes, 1, out));
  } else if (port === 8) readFix(bytes, out);
  else readFailure(bytes, out);
}

function decodeFrame(bytes: Uint8Array, port: number): ResultBuilder {
  const out = new ResultBuilder();
  const length = LENGTHS[port];
  if (length === undefined) throw new DecodeError(`no LW006-SB frame on port ${port}`);
  requireLength(bytes, length);
  if (port === 6) {
    const word = u16be(bytes, 0);
    out.set('pos_type', nameOf(POSITION_REASONS, word >> 11));
    out.set('age', `${word & 0x7ff}s`);
    readGps(bytes, 2, word & 0x7ff, out);
  } else if (port === 7) readStored(bytes, out);
  else {
    const level = u8(bytes, 0) & 0x7f;
    out.set('charging_status', (u8(bytes, 0) & 0x80) !== 0 ? 'charging' : 'no charging');
    out.set('batt_level', `${level}%`);
    out.reading('battery_pct', level);
    readBody(bytes, port, out);
  }
  return out;
}

export const mokoLw006Sb: ModelDecoder = {
  modelId: 'moko/lw006-sb',
  vendor: 'MOKO',
  model: 'LW006 (Smart Badge)',
  fPorts: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  defaultFPort: 8,
  readings: ['battery_pct', 'button', 'fall_detected', 'motion', 'temperature'],
  location: true,
  decode: (bytes, fPort) => decodeFrame(bytes, fPort).build(),
  commandsNote:
    "MOKO's downlink commands are not encoded: send a raw command from MOKO's LW006 payload document.",
};
