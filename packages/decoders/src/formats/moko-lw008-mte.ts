import { requireLength, s8, u8, u16be, u32be, unixToIso } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';
import {
  EVENTS,
  FAILURES,
  PAYLOAD_TYPES as LW008_PAYLOAD_TYPES,
  REBOOT_REASONS as LW008_REBOOT_REASONS,
  NAMES,
  readStates as readLw008States,
  readRebootAndVersion,
  SCAN_POSITION_TYPES,
  SHUTDOWNS,
} from './moko-lw008.ts';
import { nameOf, readGpsFix, readScan } from './moko-tracker.ts';

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
const REBOOT_REASONS = [...LW008_REBOOT_REASONS, 'Factory reset'];
const POSITION_TYPES = [...SCAN_POSITION_TYPES, 'GPS positioning success'];
const PAYLOAD_TYPES: Record<number, string> = { ...LW008_PAYLOAD_TYPES, 3: 'Battery Consumption' };
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

/** Byte 0: bits 0-2 mode, 3 low battery, 4 man down (idle), 5 moved since the last payload, 6 on request. */
const readStates = (state: number, out: ResultBuilder) => readLw008States(state, MODES, 3, out);

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
    readGpsFix(bytes, 7, out, NAMES, time);
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
  if (port === 1) readRebootAndVersion(bytes, REBOOT_REASONS, out);
  else if (port === 2) readFix(bytes, out);
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
  readGpsFix(bytes, 2, out, NAMES);
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
