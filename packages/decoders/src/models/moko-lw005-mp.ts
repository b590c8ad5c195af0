import { requireLength, s8, s16be, s32be, u8, u16be, u24be, u32be, unixToIso } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';
import { localText } from './moko-lw006-sb.ts';

// MOKO LW005-MP smart plug, firmware 1.x: the port says what the frame is (5 switch ... 14
// countdown); every frame starts with its Unix time (UTC) and a time-zone byte (half hours), the
// time its values were measured. Layouts and names: MOKO's "LW005-MP/LW005-MP on Chirstack V4.js"
// (TTN's lw005-mp.js reads the same bytes under other names). The AD254 variant's frames
// (MOKO's LW005-MP_AD254 decoders: voltage, current and power in the switch frame) are not these.

const PAYLOAD_TYPES: Record<number, string> = {
  5: 'Switch',
  6: 'Electrical',
  7: 'Electrical',
  8: 'Energy',
  9: 'Over-voltage',
  10: 'Sag-voltage',
  11: 'Over-current',
  12: 'Over-load',
  13: 'Load state',
  14: 'Countdown',
};
const LENGTHS: Record<number, number> = {
  5: 7,
  6: 11,
  7: 10,
  8: 11,
  9: 10,
  10: 10,
  11: 10,
  12: 11,
  13: 6,
  14: 10,
};
/** MOKO's decoder refuses a timestamp before this (2001-09-09) as "Timestamp wrong". */
const FIRST_TIMESTAMP = 1_000_000_000;

/** Energy pulses: 3200 to the kWh. */
const kwhText = (pulses: number) => `${(pulses / 3200).toFixed(2)}KWH`;

/** Ports 9-12: the protection's state (1 tripped, 0 released), the value measured, the threshold. */
function readProtection(
  bytes: Uint8Array,
  out: ResultBuilder,
  names: readonly [state: string, value: string, threshold: string],
  texts: readonly [value: string, threshold: string],
  time?: string,
): void {
  const state = u8(bytes, 5);
  out.set(names[0], state);
  out.set(names[1], texts[0]);
  out.set(names[2], texts[1]);
  if (state <= 1) out.reading('threshold_alarm', state === 1, time);
}

function readBody(bytes: Uint8Array, port: number, out: ResultBuilder, time?: string): void {
  if (port === 5) {
    const on = u8(bytes, 5) === 1;
    out.set('ac_output_state', on ? 'ON' : 'OFF');
    out.set('plug_load_status', u8(bytes, 6) === 1 ? 'There is a load on the plug' : 'No load on the plug');
    out.reading('relay_on', on, time);
  } else if (port === 6) {
    out.set('instantaneous_voltage', `${u16be(bytes, 5) / 10}V`);
    out.set('instantaneous_current', `${u16be(bytes, 7) / 1000}A`);
    out.set('instantaneous_current_frequency', `${u16be(bytes, 9) / 1000}HZ`);
    out.reading('voltage', u16be(bytes, 5) / 10, time);
    out.reading('current', u16be(bytes, 7) / 1000, time);
  } else if (port === 7) {
    out.set('instantaneous_active_power', `${s32be(bytes, 5) / 10}W`);
    out.set('instantaneous_power_factor', `${u8(bytes, 9)}%`);
    out.reading('power', s32be(bytes, 5) / 10, time);
    out.reading('power_factor', u8(bytes, 9), time);
  } else if (port === 8) {
    out.set('total_energy', kwhText(u32be(bytes, 5)));
    out.set('energy_of_last_hour', kwhText(u16be(bytes, 9)));
    out.reading('energy', u32be(bytes, 5) / 3.2, time);
  } else readAlarmOrState(bytes, port, out, time);
}

const PROTECTIONS = {
  9: ['over_voltage_state', 'current_instantaneous_voltage', 'over_voltage_threshold'],
  10: ['sag_voltage_state', 'current_instantaneous_voltage', 'sag_voltage_threshold'],
  11: ['over_current_state', 'current_instantaneous_current', 'over_current_threshold'],
  12: ['over_load_state', 'current_instantaneous_power', 'over_load_threshold'],
} as const;

function readAlarmOrState(bytes: Uint8Array, port: number, out: ResultBuilder, time?: string): void {
  if (port === 9 || port === 10) {
    const volts = u16be(bytes, 6) / 10;
    out.reading('voltage', volts, time);
    readProtection(bytes, out, PROTECTIONS[port], [`${volts}V`, `${u16be(bytes, 8) / 10}V`], time);
  } else if (port === 11) {
    const amps = s16be(bytes, 6) / 1000;
    out.reading('current', amps, time);
    readProtection(bytes, out, PROTECTIONS[port], [`${amps}A`, `${u16be(bytes, 8) / 1000}A`], time);
  } else if (port === 12) {
    const watts = ((u24be(bytes, 6) << 8) >> 8) / 10;
    out.reading('power', watts, time);
    readProtection(bytes, out, PROTECTIONS[port], [`${watts}W`, `${u16be(bytes, 9) / 10}W`], time);
  } else if (port === 13) {
    out.set('load_change_state', u8(bytes, 5) === 1 ? 'load starts working' : 'load starts stop');
  } else {
    out.set('ac_output_state_after_countdown', u8(bytes, 5) === 1 ? 'ON' : 'OFF');
    out.set('remaining_time_of_countdown_process', `${u32be(bytes, 6)}s`);
  }
}

function decodeFrame(bytes: Uint8Array, port: number): ResultBuilder {
  const length = LENGTHS[port];
  if (length === undefined) throw new DecodeError(`no LW005-MP frame on port ${port}`);
  requireLength(bytes, length);
  const out = new ResultBuilder();
  const seconds = u32be(bytes, 0);
  const halfHours = s8(bytes, 4);
  out.set('payload_type', PAYLOAD_TYPES[port]);
  out.set('time', localText(seconds, halfHours));
  out.set('timestamp', seconds);
  out.set('timezone', halfHours / 2);
  const time = unixToIso(seconds);
  if (time === undefined) {
    out.warn(`device clock not set (timestamp ${seconds}): the values are dated by the uplink`);
    if (seconds < FIRST_TIMESTAMP) out.set('result', 'Timestamp wrong');
  }
  readBody(bytes, port, out, time);
  return out;
}

export const mokoLw005Mp: ModelDecoder = {
  modelId: 'moko/lw005-mp',
  vendor: 'MOKO',
  model: 'LW005-MP',
  fPorts: [5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
  defaultFPort: 6,
  readings: ['relay_on', 'voltage', 'current', 'power', 'power_factor', 'energy', 'threshold_alarm'],
  location: false,
  decode: (bytes, fPort) => decodeFrame(bytes, fPort).build(),
  commandsNote:
    "MOKO's downlink commands are not encoded: send a raw command from MOKO's LW005-MP payload document.",
};
