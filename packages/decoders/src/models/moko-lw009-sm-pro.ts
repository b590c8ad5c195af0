import { s8, toHex, u8, u16be, u32be, unixToIso } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';
import { localText, zoneText } from './moko-lw006-sb.ts';

// MOKO LW009-SM PRO parking sensor (magnetometer and radar). Every frame starts with a 9-byte
// header: low-power flag, battery (mV), the frame's Unix time (UTC) and time-zone byte (half
// hours), temperature (°C, 0x7F none); the port says what follows (1 heartbeat ... 7 detection
// count). Layouts and names: MOKO's "LW009-SM PRO/LW009-SM PRO on Chirpstack_v4.js", which reads
// each port at one length only (port 3 at least 25 bytes) and prints "Format wrong" otherwise.

const PAYLOAD_TYPES = [
  'Heartbeat',
  'Parking information',
  'Parking beacon information',
  'Low power',
  'Power off',
  'Event information',
  'Pakring detection times report',
];
const LENGTHS: Record<number, number> = { 1: 10, 2: 24, 3: 25, 4: 9, 5: 10, 6: 10, 7: 13 };
const DETECT_MODES = ['Magnetic detection', 'Radar detection', 'Magnetic & Radar detection'];
const PARKING_INFO = [
  'Heartbeat',
  'No parking',
  'Occupied',
  'Strong magnetic interference',
  'Magnetic hardware destroyed',
  'Radar mode destroyed',
];
const POWER_OFF_MODES = ['Bluetooth command', 'LoRaWAN command'];
const EVENTS = ['Downlink trigger', 'Calibration Successfully', 'Calibration Fail'];
const NO_TEMPERATURE = 0x7f;
const BEACON_LENGTH = 11;

/** A code's name in a vendor list; MOKO's decoder prints nothing for a code its list lacks. */
function setNamed(out: ResultBuilder, name: string, names: readonly string[], code: number): void {
  const text = names[code];
  if (text !== undefined) out.set(name, text);
}

function readHeader(bytes: Uint8Array, out: ResultBuilder): string | undefined {
  const low = u8(bytes, 0) === 1;
  const millivolts = u16be(bytes, 1);
  const seconds = u32be(bytes, 3);
  const zone = s8(bytes, 7);
  const time = unixToIso(seconds);
  out.set('low_power_state', low ? 'Low power' : 'Normal');
  out.set('battery_voltage', `${millivolts}mV`);
  out.set('timestamp', seconds);
  out.set('timezone', zoneText(zone));
  out.set('time', localText(seconds, zone));
  if (time === undefined)
    out.warn(`device clock not set (timestamp ${seconds}): the values are dated by the uplink`);
  out.reading('low_battery', low, time);
  out.reading('battery_mv', millivolts, time);
  if (u8(bytes, 8) === NO_TEMPERATURE) out.set('temperature', 'None');
  else {
    out.set('temperature', `${s8(bytes, 8)}°C`);
    out.reading('temperature', s8(bytes, 8), time);
  }
  return time;
}

function readParkingState(byte: number, out: ResultBuilder, time?: string): void {
  out.set('car_parking_state', byte === 1 ? 'Parking' : 'No Parking');
  out.reading('occupied', byte === 1, time);
}

const word = (bytes: Uint8Array, at: number) => `0x${toHex(bytes.subarray(at, at + 2))}`;

/** Ports 2 and 3: detection mode, state, what was detected, radar and magnetometer words, the state's time. */
function readParking(bytes: Uint8Array, out: ResultBuilder, time?: string): void {
  setNamed(out, 'parking_detect_mode', DETECT_MODES, u8(bytes, 9));
  readParkingState(u8(bytes, 10), out, time);
  setNamed(out, 'parking_information', PARKING_INFO, u8(bytes, 11));
  out.set('radar_data', word(bytes, 12));
  out.set('axis_data', `X:${word(bytes, 14)} Y:${word(bytes, 16)} Z:${word(bytes, 18)}`);
  out.set('parking_timestamp', u32be(bytes, 20));
}

/** Port 3 beyond 25 bytes: a count, then per beacon its MAC, RSSI and time seen. */
function readBeacons(bytes: Uint8Array, out: ResultBuilder): void {
  const count = u8(bytes, 24);
  const whole = Math.min(count, Math.floor((bytes.length - 25) / BEACON_LENGTH));
  const beacons = Array.from({ length: whole }, (_, i) => {
    const at = 25 + i * BEACON_LENGTH;
    return {
      mac_address: toHex(bytes.subarray(at, at + 6)),
      rssi: `${s8(bytes, at + 6)}dBm`,
      beacon_timestamp: u32be(bytes, at + 7),
    };
  });
  out.set('beacon_data', beacons);
  if (whole < count) out.warn(`${count} beacons announced, ${whole} in the payload`);
}

function decodeFrame(bytes: Uint8Array, port: number): ResultBuilder {
  const length = LENGTHS[port];
  if (length === undefined) throw new DecodeError(`no LW009-SM PRO frame on port ${port}`);
  if (port === 3 ? bytes.length < length : bytes.length !== length) {
    throw new DecodeError(`payload of ${bytes.length} bytes on port ${port}, expected ${length}`);
  }
  const out = new ResultBuilder();
  out.set('payload_type', PAYLOAD_TYPES[port - 1]);
  const time = readHeader(bytes, out);
  if (port === 1) readParkingState(u8(bytes, 9), out, time);
  else if (port === 2 || port === 3) {
    readParking(bytes, out, time);
    if (port === 3 && bytes.length > 25) readBeacons(bytes, out);
  } else if (port === 5) setNamed(out, 'power_off_mode', POWER_OFF_MODES, u8(bytes, 9));
  else if (port === 6) setNamed(out, 'event', EVENTS, u8(bytes, 9));
  else if (port === 7) out.set('parking_detect_count', u32be(bytes, 9));
  return out;
}

export const mokoLw009SmPro: ModelDecoder = {
  modelId: 'moko/lw009-sm-pro',
  vendor: 'MOKO',
  model: 'LW009-SM PRO',
  fPorts: [1, 2, 3, 4, 5, 6, 7],
  defaultFPort: 1,
  readings: ['occupied', 'low_battery', 'battery_mv', 'temperature'],
  location: false,
  decode: (bytes, fPort) => decodeFrame(bytes, fPort).build(),
  commandsNote:
    "MOKO's downlink commands are not encoded: send a raw command from MOKO's LW009-SM PRO payload document.",
};
