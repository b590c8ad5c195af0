import { requireLength, s8, u8, u16be, u32be, unixToIso } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';
import { localText, zoneText } from './moko-lw006-sb.ts';

// MOKO LW013-SB: ports 1 to 5 start with the frame's Unix time (UTC), a time-zone byte (half
// hours), the temperature (signed °C) and the battery voltage (mV), the time of those values;
// port 1 (11 bytes) adds firmware and hardware versions and the triggered event, 2 (9 bytes) the
// triggered event, 4 (9 bytes) how it was turned off, 5 (9 bytes) the event. Port 6 is 16 running
// counters (4 bytes each). Layouts and names: MOKO's "LW013-SB/LW013-SB on TTN.js", which reads
// the tail only at those lengths (so do we, with a warning) and prints port 6 with the clock of
// the machine running it (`timestamp`, `time`, `timezone`: left out here).

const TRIGGER_EVENTS = ['no event triggered', 'event1 triggered', 'event2 triggered', 'event3 triggered'];
const POWER_OFF = ['turn off via APP', 'turn off via downlink command', 'turn off via magnetic'];
const EVENTS = [
  'downlink trigger',
  'Event 1 Trigger',
  'Event 1 Exit',
  'Event 2 Trigger',
  'Event 2 Exit',
  'Event 3 Trigger',
  'Event 3 Exit',
];
const COUNTERS = [
  'work_time',
  'adv_times',
  'red_led_working_time',
  'green_led_working_time',
  'blue_led_working_time',
  'buzzer_working_normal_time',
  'buzzer_alarm_normal_time',
  'event1_trigger_times',
  'event1_report_payload_times',
  'event2_trigger_times',
  'event2_report_payload_times',
  'event3_trigger_times',
  'event3_report_payload_times',
  'lora_send_times',
  'lora_power',
  'battery_consumption',
];
const HEADER = 8;
/** The tail each port carries after the header, and the frame length MOKO's decoder reads it at. */
const TAILS: Record<number, { length: number; name: string; names: readonly string[] }> = {
  1: { length: 11, name: 'event_type', names: TRIGGER_EVENTS },
  2: { length: 9, name: 'event_type', names: TRIGGER_EVENTS },
  4: { length: 9, name: 'shutdown_type', names: POWER_OFF },
  5: { length: 9, name: 'event_type', names: EVENTS },
};

/** A name from a list by code; an unlisted code is a warning (MOKO's decoder prints nothing). */
function setNamed(name: string, names: readonly string[], code: number, out: ResultBuilder): void {
  const text = names[code];
  if (text !== undefined) out.set(name, text);
  else out.warn(`unknown ${name} code ${code}: not decoded`);
}

function readCounters(bytes: Uint8Array, out: ResultBuilder): void {
  requireLength(bytes, COUNTERS.length * 4);
  COUNTERS.forEach((name, i) => {
    out.set(name, u32be(bytes, i * 4));
  });
}

function readVersions(bytes: Uint8Array, out: ResultBuilder): void {
  const firmware = u8(bytes, 8);
  out.set('firmware_version', `V${(firmware >> 6) & 0x03}.${(firmware >> 4) & 0x03}.${firmware & 0x0f}`);
  const hardware = u8(bytes, 9);
  out.set('hardware_version', `V${hardware >> 4}.${hardware & 0x0f}`);
}

function decodeFrame(bytes: Uint8Array, port: number): ResultBuilder {
  if (port < 1 || port > 6) throw new DecodeError(`no LW013-SB frame on port ${port}`);
  const out = new ResultBuilder();
  if (port === 6) {
    readCounters(bytes, out);
    return out;
  }
  requireLength(bytes, HEADER);
  const seconds = u32be(bytes, 0);
  const halfHours = s8(bytes, 4);
  out.set('timezone', zoneText(halfHours));
  out.set('timestamp', seconds);
  out.set('time', localText(seconds, halfHours));
  const time = unixToIso(seconds);
  if (time === undefined)
    out.warn(`device clock not set (timestamp ${seconds}): the values are dated by the uplink`);
  const celsius = s8(bytes, 5);
  out.set('temperature', `${celsius}°C`);
  out.reading('temperature', celsius, time);
  const millivolts = u16be(bytes, 6);
  out.set('voltage', `${millivolts}mV`);
  out.reading('battery_mv', millivolts, time);
  const tail = TAILS[port];
  if (bytes.length === HEADER) return out;
  if (tail === undefined) {
    out.warn(`${bytes.length - HEADER} bytes after the first ${HEADER} on port ${port}: not decoded`);
    return out;
  }
  if (bytes.length !== tail.length) {
    out.warn(
      `${bytes.length} bytes on port ${port}, expected ${tail.length}: only the first ${HEADER} decoded`,
    );
    return out;
  }
  if (port === 1) readVersions(bytes, out);
  setNamed(tail.name, tail.names, u8(bytes, tail.length - 1), out);
  return out;
}

export const mokoLw013Sb: ModelDecoder = {
  modelId: 'moko/lw013-sb',
  vendor: 'MOKO',
  model: 'LW013-SB',
  fPorts: [1, 2, 3, 4, 5, 6],
  defaultFPort: 1,
  readings: ['temperature', 'battery_mv'],
  location: false,
  decode: (bytes, fPort) => decodeFrame(bytes, fPort).build(),
  commandsNote:
    "MOKO's downlink commands are not encoded: send a raw command from MOKO's LW013-SB payload document.",
};
