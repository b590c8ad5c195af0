import { requireLength, s8, toHex, u8, u16be, u32be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import {
  decodeStoredFrame,
  type HeaderNames,
  nameOf as named,
  readBatteryByte,
  readCompactFix,
  readCounters,
  readGpsFix,
  readScan,
} from '../formats/moko-tracker.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// MOKO LW008-MT (and LW008-MTP) tracker: GPS (the MT's LR1110 sends raw GNSS scans for a location
// solver, the MTP a fix), Wi-Fi and BLE. The port says what the frame is; most start with a
// 3-byte header (states, chip temperature, downlink count and battery). Layouts and names: MOKO's
// "LW008-MT on TTN.js" and "LW008-MT on ChirpStack_v4.js" (whose flat names are used here). Not in
// TTN's device repository: the model id follows its vendor/moko naming. Port 199 carries LoRa
// Cloud data for a solver and is not accepted.

const MODES = ['Standby mode', 'Periodic mode', 'Timing mode', 'Motion mode'];
const PAYLOAD_TYPES: Record<number, string> = {
  1: 'Heartbeat',
  2: 'Location Fixed',
  4: 'Location Failure',
  5: 'Shutdown',
  6: 'Shock',
  7: 'Man Down detection',
  8: 'Event Message',
  9: 'Battery Consumption',
};
const REBOOT_REASONS = [
  'Restart after power failure',
  'Bluetooth command request',
  'LoRaWAN command request',
  'Power on after normal power off',
];
const POSITION_TYPES = [
  'WIFI positioning success (Customized Format)',
  'WIFI positioning success (LoRa Cloud DAS Format, the positioning date would be upload to LoRa Cloud on Port199)',
  'Bluetooth positioning success',
  'GPS positioning success (LW008-MTP)',
  'GPS positioning success (LW008-MT Customized Format)',
  'GPS positioning success (LW008-MT LoRa Cloud DAS Format, the positioning date would be upload to LoRa Cloud on Port199)',
];
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
const COUNTERS = [
  'work_times',
  'adv_times',
  'flash_write_times',
  'axis_wakeup_times',
  'ble_position_times',
  'wifi_position_times',
  'gps_position_times',
  'lora_send_times',
  'lora_power',
];

const NAMES: HeaderNames = { count: 'ack', volts: 'battery_value', lat: 'latitude', lon: 'longitude' };

/** Byte 0: bits 0-1 mode, 2 low battery, 3 man down (idle), 4 moved since the last payload. */
function readStates(state: number, out: ResultBuilder): void {
  const set = (bit: number) => ((state >> bit) & 1) === 1;
  out.set('operation_mode', named(MODES, state & 0x03));
  out.set('battery_level', set(2) ? 'Low battery' : 'Normal');
  out.set('mandown_status', set(3) ? 'In idle' : 'Not in idle');
  out.set('motion_state_since_last_paylaod', set(4) ? 'Yes' : 'No');
  out.set('positioning_type', set(5) ? 'Downlink for position' : 'Normal');
  out.reading('low_battery', set(2));
  out.reading('fall_detected', set(3));
  out.reading('motion', set(4));
}

/** Port 2: age of the fix (s), position type, a length byte MOKO's decoder skips, the data. */
function readFix(bytes: Uint8Array, out: ResultBuilder): void {
  requireLength(bytes, 7);
  out.set('age', `${u16be(bytes, 3)}s`);
  const type = u8(bytes, 5);
  out.set('position_type_code', type);
  out.set('position_success_type', named(POSITION_TYPES, type));
  if (type === 0 || type === 2) {
    out.set('mac_data', readScan(bytes, 7, bytes.length - 7).entries);
  } else if (type === 3) {
    requireLength(bytes, 16);
    readGpsFix(bytes, 7, out, NAMES);
  } else if (type === 4) {
    out.set('bytes', toHex(bytes.subarray(7)));
    out.warn('raw GNSS scan for a location solver: no position');
  } else {
    out.set('location_fixed_data', 'Latitude and longitude data will return by the LoRa Cloud server');
    out.warn('position left to the LoRa Cloud solver: no position');
  }
}

/** Port 4: failure reason, data length, then Wi-Fi / BLE entries (reasons 0-5) or GPS bytes. */
function readFailure(bytes: Uint8Array, out: ResultBuilder): void {
  requireLength(bytes, 5);
  const reason = u8(bytes, 3);
  const length = u8(bytes, 4);
  out.set('reasons_for_positioning_failure_code', reason);
  out.set('reasons_for_positioning_failure', named(FAILURES, reason));
  out.set(
    'location_failure_data',
    reason <= 5
      ? readScan(bytes, 5, length, 'mac_address').entries
      : Array.from(bytes.subarray(5, 5 + length), (byte) => byte.toString(16).padStart(2, '0')),
  );
  out.warn(`position fix failed: ${named(FAILURES, reason)}`);
}

function readBody(bytes: Uint8Array, port: number, out: ResultBuilder): void {
  if (port === 1) {
    requireLength(bytes, 9);
    const version = u8(bytes, 4);
    out.set('reboot_reason', named(REBOOT_REASONS, u8(bytes, 3)));
    out.set('firmware_version', `V${version >> 6}.${(version >> 4) & 0x03}.${version & 0x0f}`);
    out.set('activity_count', u32be(bytes, 5));
  } else if (port === 2) readFix(bytes, out);
  else if (port === 4) readFailure(bytes, out);
  else if (port === 5) out.set('shutdown_type', named(SHUTDOWNS, u8(bytes, 3)));
  else if (port === 6) out.set('number_of_shocks', u16be(bytes, 3));
  else if (port === 7) out.set('total_idle_time', u16be(bytes, 3));
  else if (port === 8) {
    const code = u8(bytes, 3);
    out.set('event_type', named(EVENTS, code));
    if (code <= 2) out.reading('motion', code !== 2);
  } else if (port === 9) readCounters(bytes, COUNTERS, out);
}

function decodeFrame(bytes: Uint8Array, port: number, out: ResultBuilder): void {
  if (port === 11) {
    // Bit 7 of the first byte marks a stored frame MOKO's decoder does not read.
    if ((u8(bytes, 0) & 0x80) !== 0) throw new DecodeError('stored frame marked as not to be decoded');
    decodeStoredFrame(bytes, out, decodeFrame, {
      time: 'storage_time',
      zone: 'storage_timezone',
      zoneScale: 2,
    });
    return;
  }
  if (port === 12) {
    readCompactFix(bytes, out, (state) => readStates(state, out), NAMES);
    return;
  }
  if (port < 1 || port > 9 || port === 3) throw new DecodeError(`no LW008-MT frame on port ${port}`);
  requireLength(bytes, 4);
  out.set('payload_type', PAYLOAD_TYPES[port]);
  readStates(u8(bytes, 0), out);
  const celsius = s8(bytes, 1);
  out.set('temperature', `${celsius}°C`);
  out.reading('temperature', celsius);
  readBatteryByte(u8(bytes, 2), out, NAMES);
  readBody(bytes, port, out);
}

export const mokoLw008Mt: ModelDecoder = {
  modelId: 'moko/lw008-mt',
  vendor: 'MOKO',
  model: 'LW008-MT / LW008-MTP',
  fPorts: [1, 2, 4, 5, 6, 7, 8, 9, 11, 12],
  defaultFPort: 2,
  readings: ['battery_mv', 'low_battery', 'fall_detected', 'motion', 'temperature'],
  location: true,
  decode(bytes, fPort) {
    const out = new ResultBuilder();
    decodeFrame(bytes, fPort, out);
    return out.build();
  },
  commandsNote:
    "MOKO's downlink commands are not encoded: send a raw command from MOKO's LW008-MT payload document.",
};
