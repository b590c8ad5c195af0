import { requireLength, s8, toHex, u8, u16be, u32be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import {
  EVENTS,
  FAILURES,
  NAMES,
  PAYLOAD_TYPES,
  REBOOT_REASONS,
  readStates as readLw008States,
  readRebootAndVersion,
  SCAN_POSITION_TYPES,
  SHUTDOWNS,
} from '../formats/moko-lw008.ts';
import {
  decodeStoredFrame,
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
const POSITION_TYPES = [
  ...SCAN_POSITION_TYPES,
  'GPS positioning success (LW008-MTP)',
  'GPS positioning success (LW008-MT Customized Format)',
  'GPS positioning success (LW008-MT LoRa Cloud DAS Format, the positioning date would be upload to LoRa Cloud on Port199)',
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

/** Byte 0: bits 0-1 mode, 2 low battery, 3 man down (idle), 4 moved since the last payload, 5 on request. */
const readStates = (state: number, out: ResultBuilder) => readLw008States(state, MODES, 2, out);

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
    readRebootAndVersion(bytes, REBOOT_REASONS, out);
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
