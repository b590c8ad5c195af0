import { requireLength, s8, u8, u16be, u24be, u32be, unixToIso } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';
import { localText, zoneText } from './moko-lw006-sb.ts';

// MOKO LW007-PIR: PIR motion, door/window magnet, temperature and humidity. Ports 5 (heartbeat) and
// 6 (information) carry the same 11 bytes, 7 the shut-down notice; every frame starts with its Unix
// time (UTC) and a time-zone byte (half hours), the time of its values. Layouts and names: MOKO's
// "LW007-PIR/LW007_PIR Chirpstack V4.js". Each 2-bit state's 3 (2 for PIR and door) is "function
// disabled": no reading; 0x3FF temperature or humidity is a disabled sensor, never a reading.

const PAYLOAD_TYPES: Record<number, string> = { 5: 'Heartbeat', 6: 'Information', 7: 'Shut Down' };
const LENGTHS: Record<number, number> = { 5: 11, 6: 11, 7: 6 };
/** MOKO's decoder refuses a timestamp before this (2001-09-09) as "Timestamp wrong". */
const FIRST_TIMESTAMP = 1_000_000_000;
const DISABLED = 0x3ff;

const PIR = ['PIR motion not detected', 'PIR motion detected', 'Occupancy detection function is disable'];
const DOOR = [
  'Door/window is close',
  'Door/window is open',
  'Door/window status detection function is disable',
];
/** Threshold states, for temperature then humidity: 0 below the minimum, 1 above the maximum, 2 normal. */
const thresholdStates = (what: 'temperature' | 'humidity', label: string) => [
  `Current environment ${what} is lower than minimum ${what} alarm threshold value`,
  `Current environment ${what} is higher than maximum ${what} alarm threshold value`,
  `Current environment ${what} is normal`,
  `${label} threshold alarm function is disable`,
];
/** Change states: 0 rising, 1 dropping faster than the alarm condition, 2 normal. */
const changeStates = (what: 'temperature' | 'humidity', label: string) => [
  `Current environment ${what} rises faster than ${what} change alarm condition`,
  `Current environment ${what} drops faster than ${what} change alarm condition`,
  `Current environment ${what} change is normal`,
  `${label} change alarm function is disable`,
];
const STATES = {
  temperature_state: thresholdStates('temperature', 'Temperature'),
  humidity_state: thresholdStates('humidity', 'Humidity'),
  temperature_change_state: changeStates('temperature', 'Temperature'),
  humidity_change_state: changeStates('humidity', 'Humidity'),
};
const BATTERY_STATES = ['Battery level is normal', 'Battery is low', 'Battery is normal', 'Battery is low'];

/** A 2-bit alarm state by name and code (the vendor's "..._code" beside it). */
function readAlarmState(name: keyof typeof STATES, code: number, out: ResultBuilder): number {
  out.set(name, STATES[name][code]);
  out.set(`${name}_code`, code);
  return code;
}

/** The threshold alarm: raised by any state at 0 or 1, released when every enabled one is at 2. */
function readAlarm(codes: readonly number[], out: ResultBuilder, time?: string): void {
  const enabled = codes.filter((code) => code <= 2);
  if (enabled.length > 0)
    out.reading(
      'threshold_alarm',
      enabled.some((code) => code !== 2),
      time,
    );
}

function readSensors(bytes: Uint8Array, out: ResultBuilder, time?: string): void {
  const flags = u8(bytes, 5);
  const pir = flags >> 6;
  const door = (flags >> 4) & 0x03;
  out.set('pir_state', PIR[Math.min(pir, 2)]);
  out.set('pir_state_code', pir);
  out.set('door_state', DOOR[Math.min(door, 2)]);
  out.set('door_state_code', door);
  if (pir <= 1) out.reading('motion', pir === 1, time);
  if (door <= 1) out.reading('door_open', door === 1, time);
  const codes = [
    readAlarmState('temperature_state', (flags >> 2) & 0x03, out),
    readAlarmState('humidity_state', flags & 0x03, out),
  ];
  const word = u24be(bytes, 6);
  const celsius = (word >> 14) & DISABLED;
  const humidity = (word >> 4) & DISABLED;
  if (celsius === DISABLED) out.set('temperature', 'Temperature monitoring function is disable');
  else {
    out.set('temperature', `${((celsius - 300) / 10).toFixed(1)}°`);
    out.reading('temperature', (celsius - 300) / 10, time);
  }
  if (humidity === DISABLED) out.set('humidity', 'Humidity monitoring function is disable');
  else {
    out.set('humidity', `${(humidity / 10).toFixed(1)}%`);
    out.reading('humidity', humidity / 10, time);
  }
  codes.push(readAlarmState('temperature_change_state', (word >> 2) & 0x03, out));
  codes.push(readAlarmState('humidity_change_state', word & 0x03, out));
  readAlarm(codes, out, time);
  const battery = u16be(bytes, 9);
  out.set('low_battery_status', battery >> 15 === 1 ? 'Battery level is low' : 'Battery level is normal');
  out.reading('low_battery', battery >> 15 === 1, time);
  const count = battery & 0x7fff;
  out.set(
    'door_trigger_times',
    count === 0x7fff ? 'Door/window status detection function is disable' : `${count}times`,
  );
}

function decodeFrame(bytes: Uint8Array, port: number): ResultBuilder {
  const length = LENGTHS[port];
  if (length === undefined) throw new DecodeError(`no LW007-PIR frame on port ${port}`);
  requireLength(bytes, length);
  const out = new ResultBuilder();
  const seconds = u32be(bytes, 0);
  out.set('payload_type', PAYLOAD_TYPES[port]);
  out.set('time', localText(seconds, s8(bytes, 4)));
  out.set('timestamp', seconds);
  out.set('timezone', zoneText(s8(bytes, 4)));
  const time = unixToIso(seconds);
  if (time === undefined) {
    out.warn(`device clock not set (timestamp ${seconds}): the values are dated by the uplink`);
    if (seconds < FIRST_TIMESTAMP) out.set('result', 'Timestamp wrong');
  }
  if (port === 7) {
    const code = u8(bytes, 5);
    if (code <= 3) {
      out.set('low_battery_status', BATTERY_STATES[code]);
      out.set('low_battery_alarm', 'low power alarm function is disabled');
      out.reading('low_battery', code % 2 === 1, time);
    }
  } else readSensors(bytes, out, time);
  return out;
}

export const mokoLw007Pir: ModelDecoder = {
  modelId: 'moko/lw007-pir',
  vendor: 'MOKO',
  model: 'LW007-PIR',
  fPorts: [5, 6, 7],
  defaultFPort: 5,
  readings: ['motion', 'door_open', 'temperature', 'humidity', 'threshold_alarm', 'low_battery'],
  location: false,
  decode: (bytes, fPort) => decodeFrame(bytes, fPort).build(),
  commandsNote:
    "MOKO's downlink commands are not encoded: send a raw command from MOKO's LW007-PIR payload document.",
};
