import { requireLength, s8, u8, u16be, u32be, unixToIso } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';
import { degrees, nameOf, readScan } from './moko-tracker.ts';

// MOKO's second tracker generation (LW008-MTE, LW008-PTE, LW001-BGE, LW011-MT), one decoder for all:
// MOKOSMART-LoRaWAN-Product-Decoder "LW008-MTE:PTE:LW001-BGE:LW011-MT/... on TTN.js" (and the
// identical "on ChirpStack_v4.js") at 3975cdaf810fb4518834e20837e6a0be9875f873. Names are its own,
// flat (it nests some under `obj`). It differs from the LW008-MT's (models/moko-lw008-mt.ts):
// 3 mode bits shift the state bits up by one, the battery nibble counts from 2.8 V, a fix ends with
// its Unix time instead of starting with its age, port 3 is the battery consumption and port 11 no
// stored frame (the decoder outputs nothing on ports 10 and 11). It reads each port only at its
// own lengths (else the 3-byte header alone). Bytes it skips (the heartbeat's last 4, the fix's
// bytes 3-4, two battery counters) are not decoded here either: no MOKO document was at hand.

const MODES = ['Standby mode', 'Periodic mode', 'Timing mode', 'Motion mode', 'Time-Segmented Mode'];
const REBOOT_REASONS = [
  'Restart after power failure',
  'Bluetooth command request',
  'LoRaWAN command request',
  'Power on after normal power off',
  'Factory reset',
];
const POSITION_TYPES = [
  'WIFI positioning success (Customized Format)',
  'WIFI positioning success (LoRa Cloud DAS Format, the positioning date would be upload to LoRa Cloud on Port199)',
  'Bluetooth positioning success',
  'GPS positioning success',
];
const PAYLOAD_TYPES: Record<number, string> = {
  1: 'Heartbeat',
  2: 'Location Fixed',
  3: 'Battery Consumption',
  4: 'Location Failure',
  5: 'Shutdown',
  6: 'Shock',
  7: 'Man Down detection',
  8: 'Event Message',
  9: 'Battery Consumption',
};
/** The lengths at which the vendor's decoder reads each port's body (at least, for 2 and 4). */
const LENGTHS: Record<number, { length: number; atLeast?: true }> = {
  1: { length: 9 },
  2: { length: 7, atLeast: true },
  3: { length: 8 },
  4: { length: 5, atLeast: true },
  5: { length: 4 },
  6: { length: 5 },
  7: { length: 5 },
  8: { length: 4 },
  9: { length: 43 },
};
const FAILURES = [
  'WIFI positioning time is not enough (The location payload reporting interval is set too short, please increase the report interval of the current working mode via MKLoRa app)',
  'WIFI positioning strategies timeout (Please increase the WIFI positioning timeout via MKLoRa app)',
  'WIFI module is not detected, the WIFI module itself works abnormally',
  'Bluetooth positioning time is not enough (The location payload reporting interval is set too short, please increase the report interval of the current working mode via MKLoRa app)',
  'Bluetooth positioning strategies timeout (Please increase the Bluetooth positioning timeout via MKLoRa app)',
  'Bluetooth broadcasting in progress (Please reduce the Bluetooth broadcast timeout or avoid Bluetooth positioning when Bluetooth broadcasting in process via MKLoRa app)',
  'GPS positioning timeout (Pls increase GPS positioning timeout via MKLoRa app)',
  'GPS positioning time is not enough (The location payload reporting interval is set too short, please increase the report interval of the current working mode via MKLoRa app)',
  'GPS aiding positioning timeout (Please adjust GPS autonomous latitude and autonomous longitude)',
  'The ephemeris of GPS aiding positioning is too old, need to be updated.',
  'PDOP limit (Please increase the PDOP value via MKLoRa app)',
  'Interrupted by Downlink for Position',
  'Interrupted positioning at start of movement(the movement ends too quickly, resulting in not enough time to complete the positioning)',
  'Interrupted positioning at end of movement(the movement restarted too quickly, resulting in not enough time to complete the positioning)',
];
const SHUTDOWNS = [
  'Bluetooth command to turn off the device',
  'LoRaWAN command to turn off the device',
  'Magnetic to turn off the device',
  'The battery run out',
];
const EVENTS = [
  'Start of movement',
  'In movement',
  'End of movement',
  'Uplink Payload triggered by downlink message',
  'Notify of ephemeris update start',
  'Notify of ephemeris update end',
];

/** Byte 0: bits 0-2 mode, 3 low battery, 4 man down (idle), 5 moved since the last payload, 6 on request. */
function readStates(state: number, out: ResultBuilder): void {
  const set = (bit: number) => ((state >> bit) & 1) === 1;
  out.set('operation_mode', nameOf(MODES, state & 0x07));
  out.set('battery_level', set(3) ? 'Low battery' : 'Normal');
  out.set('mandown_status', set(4) ? 'In idle' : 'Not in idle');
  out.set('motion_state_since_last_paylaod', set(5) ? 'Yes' : 'No');
  out.set('positioning_type', set(6) ? 'Downlink for position' : 'Normal');
  out.reading('low_battery', set(3));
  out.reading('fall_detected', set(4));
  out.reading('motion', set(5));
}

/** Port 2: (2 bytes), position type, data length, data, then the fix's Unix time (the last 4 bytes). */
function readFix(bytes: Uint8Array, out: ResultBuilder): void {
  const type = u8(bytes, 5);
  const length = u8(bytes, 6);
  requireLength(bytes, 7 + length);
  out.set('position_type_code', type);
  out.set('position_success_type', nameOf(POSITION_TYPES, type));
  const seconds = bytes.length === 11 + length ? u32be(bytes, bytes.length - 4) : undefined;
  if (seconds === undefined) out.warn(`fix of ${bytes.length} bytes for ${length} data bytes: no fix time`);
  else out.set('timestamp', seconds);
  const time = seconds === undefined ? undefined : unixToIso(seconds);
  if (type === 0 || type === 2) {
    // The vendor's decoder prints the entries of a BLE fix (2) only; a Wi-Fi fix's are the same 7 bytes.
    out.set('mac_data', readScan(bytes, 7, length, 'mac_address').entries);
  } else if (type === 3) {
    requireLength(bytes, 16);
    const lat = degrees(bytes, 7);
    const lon = degrees(bytes, 11);
    out.set('latitude', lat);
    out.set('longitude', lon);
    out.set('pdop', u8(bytes, 15) / 10);
    out.location = time === undefined ? { lat, lon } : { lat, lon, time };
    if (seconds !== undefined && time === undefined) {
      out.warn(`fix time ${seconds} is no date (the clock was never set): the fix is dated by the uplink`);
    }
  } else if (type === 1) out.warn('Wi-Fi scan left to the LoRa Cloud solver (port 199): no position');
}

/** Port 4: reason, data length, then Wi-Fi / BLE entries (reasons 0-5) or the PDOP and satellites' C/N0. */
function readFailure(bytes: Uint8Array, out: ResultBuilder): void {
  const reason = u8(bytes, 3);
  const length = u8(bytes, 4);
  out.set('reasons_for_positioning_failure_code', reason);
  out.set('reasons_for_positioning_failure', nameOf(FAILURES, reason));
  if (reason <= 5) {
    out.set('location_failure_data', readScan(bytes, 5, length, 'mac_address').entries);
  } else if (bytes.length > 5) {
    out.set('pdop', u8(bytes, 5) / 10);
    out.set('location_failure_data', Array.from(bytes.subarray(6, 5 + length)));
  }
  out.warn(`position fix failed: ${nameOf(FAILURES, reason)}`);
}

/** Port 9: u32 counters; the third and sixth are skipped by the vendor's decoder. */
const COUNTERS = [
  'work_time',
  'adv_times',
  null,
  'axis_wakeup_time',
  'ble_position_time',
  null,
  'gps_position_time',
  'lora_send_times',
  'lora_power',
  'total_power',
] as const;

function readBody(bytes: Uint8Array, port: number, out: ResultBuilder): void {
  if (port === 1) {
    const version = u8(bytes, 4);
    out.set('reboot_reason', nameOf(REBOOT_REASONS, u8(bytes, 3)));
    out.set('firmware_version', `V${version >> 6}.${(version >> 4) & 0x03}.${version & 0x0f}`);
  } else if (port === 2) readFix(bytes, out);
  else if (port === 3) {
    out.set('low_power_percent', `${u8(bytes, 3)}%`);
    out.set('current_cicle_battery_total_consumer', `${u32be(bytes, 4)}mAH`);
  } else if (port === 4) readFailure(bytes, out);
  else if (port === 5) out.set('shutdown_type', nameOf(SHUTDOWNS, u8(bytes, 3)));
  else if (port === 6) out.set('number_of_shocks', u16be(bytes, 3));
  else if (port === 7) out.set('total_idle_time', u16be(bytes, 3));
  else if (port === 8) out.set('event_type', nameOf(EVENTS, u8(bytes, 3)));
  else if (port === 9) {
    for (const [i, name] of COUNTERS.entries()) if (name) out.set(name, u32be(bytes, 3 + i * 4));
  }
}

/** Port 12, a compact GPS fix: states, downlink count and battery nibble, latitude, longitude, PDOP. */
function readCompactFix(bytes: Uint8Array, out: ResultBuilder): void {
  readStates(u8(bytes, 0), out);
  const nibble = u8(bytes, 1) >> 4;
  out.set('ack', u8(bytes, 1) & 0x0f);
  // The vendor's decoder reads this nibble from 2.2 V (the LW008-MT's scale) but the header's from
  // 2.8 V (its change of May 2026): which one the firmware uses is not known, so no battery reading.
  out.set('battery_value', `${(2.2 + nibble * 0.1).toFixed(1)}V`);
  out.warn(
    `battery nibble ${nibble} not stored: MOKO's decoder reads it as ${(2.2 + nibble * 0.1).toFixed(1)} V here, ` +
      `${(2.8 + nibble * 0.1).toFixed(1)} V in its other frames`,
  );
  const lat = degrees(bytes, 2);
  const lon = degrees(bytes, 6);
  out.set('latitude', lat);
  out.set('longitude', lon);
  out.set('pdop', u8(bytes, 10) / 10);
  out.location = { lat, lon };
}

/** One LW008-MTE / LW001-BGE uplink. */
export function decodeMteFrame(bytes: Uint8Array, port: number): DecodeResult {
  const out = new ResultBuilder();
  if (port === 12) {
    if (bytes.length !== 11) throw new DecodeError(`port 12 fixes have 11 bytes, got ${bytes.length}`);
    readCompactFix(bytes, out);
    return out.build();
  }
  const expected = LENGTHS[port];
  if (!expected) throw new DecodeError(`no LW008-MTE frame on port ${port}`, 'unsupported_port');
  requireLength(bytes, 3);
  readStates(u8(bytes, 0), out);
  const celsius = s8(bytes, 1);
  out.set('temperature', `${celsius}°C`);
  out.reading('temperature', celsius);
  const nibble = u8(bytes, 2) >> 4;
  out.set('ack', u8(bytes, 2) & 0x0f);
  out.set('battery_value', Number((2.8 + nibble * 0.1).toFixed(1)));
  out.reading('battery_mv', 2800 + nibble * 100);
  const fits = expected.atLeast ? bytes.length >= expected.length : bytes.length === expected.length;
  if (!fits) {
    out.warn(
      `port ${port} frames have ${expected.atLeast ? 'at least ' : ''}${expected.length} bytes, got ${bytes.length}: only the header is decoded`,
    );
    return out.build();
  }
  out.set('payload_type', PAYLOAD_TYPES[port]);
  readBody(bytes, port, out);
  return out.build();
}
