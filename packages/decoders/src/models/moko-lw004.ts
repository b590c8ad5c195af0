import { requireLength, u8, u32be, unixToIso } from '../bytes.ts';
import { degrees, nameOf as named, readScan } from '../formats/moko-tracker.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// MOKO LW004-PB panic button with GPS and BLE positioning, firmware 3.0.x: the port says what the
// frame is (1 event ... 13). Layouts and names: MOKO's "LW004-PB V3 on TTN.js" (TTN's lw004.js is
// an earlier copy with no decodeUplink, so TTN decodes nothing with it). Byte 0 of every frame:
// bit 7 charging, bits 0-6 battery %.

const PAYLOAD_TYPES = [
  'Event Message',
  'Device Information',
  'Shut Down',
  'Heartbeat',
  'Low Power',
  'GPS Location Fixed',
  'GPS Location Failure',
  'Bluetooth Location Fixed',
  'Bluetooth Location Failure',
  'GPS Location Fixed of auxiliary operation',
  'GPS Location Failure of auxiliary operation',
  'Bluetooth Location Fixed of auxiliary operation',
  'Bluetooth Location Failure of auxiliary operation',
];
/** Work mode codes from 1 (0 is "off" in TTN's copy). */
const MODES = [
  'Standby mode',
  'Timing mode',
  'Periodic mode',
  'Stationary state in motion mode',
  'Start of movement in motion mode',
  'In movement for motion mode',
  'End of movement in motion mode',
];
const AUXILIARY = [
  'No auxiliary operation',
  'Downlink for position',
  'Man Down status',
  'Alert alarm',
  'SOS alarm',
];
const EVENTS = [
  'Start of movement',
  'In movement',
  'End of movement',
  'Start SOS alarm',
  'SOS alarm exit',
  'Start Alert alarm',
  'Alert alarm exit',
  'Come into Man Down status',
  'Exit Man Down status',
];
const SHUTDOWNS = ['Bluetooth command or App', 'LoRaWAN Command', 'Power button', 'Battery run out'];
/** Failure codes from 1, as MOKO's decoder reads them (TTN's copy counts from 0). */
const GPS_FAILURES = [
  'Hardware Error',
  'Interrupted by Downlink for Position',
  'Interrupted by Man Down Detection',
  'Interrupted by Alarm function',
  'GPS positioning timeout (Please increase GPS positioning time via MKLoRa APP)',
  'GPS positioning time is not enough (The location payload reporting interval is set too short, please increase the report interval of the current working mode via MKLoRa app)',
  'GPS positioning timeout of alert alarm (Please increase alert alarm report interval via MKLoRa APP)',
  'The reporting interval of SOS alarm is set too short (Please increase SOS alarm report interval via MKLoRa APP)',
  'GPS PDOP Limit(Please increase PDOP via MKLoRa APP)',
  'Interrupted positioning at start of movement(the movement ends too quickly, resulting in not enough time to complete the positioning)',
  'Interrupted positioning at end of movement(the movement restarted too quickly, resulting in not enough time to complete the positioning)',
  'Other reason',
];
const BLE_FAILURES = [
  'Hardware Error',
  'Interrupted by Downlink for Position',
  'Interrupted by Man Down Detection',
  'Interrupted by Alarm function',
  'Bluetooth positioning timeout (Please increase positioning time of Bluetooth fix)',
  'Bluetooth broadcasting in progress (Please reduce the Bluetooth broadcast timeout or avoid Bluetooth positioning when Bluetooth broadcasting in process)',
  'Interrupted positioning at start of movement(the movement ends too quickly, resulting in not enough time to complete the positioning)',
  'Interrupted positioning at end of movement(the movement restarted too quickly, resulting in not enough time to complete the positioning)',
];

/** A time-zone byte in half hours, "UTC+08:00" as MOKO's decoder prints it. */
function zoneText(value: number): string {
  const halfHours = (value << 24) >> 24;
  const sign = halfHours < 0 ? '-' : '+';
  const hours = Math.trunc(Math.abs(halfHours) / 2);
  return `UTC${sign}${String(hours).padStart(2, '0')}:${Math.abs(halfHours) % 2 === 1 ? '30' : '00'}`;
}

/**
 * The work mode (moving in motion mode's start and moving states, still in its stationary and end
 * states) and the auxiliary operation (SOS and alert alarms: the button; man down) in force.
 */
function readState(mode: number, auxiliary: number, out: ResultBuilder, time?: string): void {
  out.set('device_mode', mode === 0 ? 'off' : named(MODES, mode - 1));
  out.set('auxiliary_operation', named(AUXILIARY, auxiliary));
  if (mode >= 4 && mode <= 7) out.reading('motion', mode === 5 || mode === 6, time);
  if (auxiliary <= 4) {
    out.reading('button', auxiliary === 3 || auxiliary === 4, time);
    out.reading('fall_detected', auxiliary === 2, time);
  }
}

/** Byte 1 of most frames: work mode (high nibble), auxiliary operation (low nibble). */
const readStateByte = (bytes: Uint8Array, out: ResultBuilder, time?: string) =>
  readState(u8(bytes, 1) >> 4, u8(bytes, 1) & 0x0f, out, time);

/** A Unix time (UTC seconds) with its zone byte; the frame's readings are stored at it. */
function readTimestamp(bytes: Uint8Array, zoneAt: number, out: ResultBuilder): string | undefined {
  out.set('timezone', zoneText(u8(bytes, zoneAt)));
  const seconds = u32be(bytes, zoneAt + 1);
  out.set('timestamp', seconds);
  const time = unixToIso(seconds);
  if (time === undefined)
    out.warn(`device clock not set (timestamp ${seconds}); readings use the receive time`);
  return time;
}

function readEvent(code: number, out: ResultBuilder, time?: string): void {
  out.set('event_type', named(EVENTS, code));
  if (code <= 2) out.reading('motion', code !== 2, time);
  else if (code <= 6) out.reading('button', code === 3 || code === 5, time);
  else if (code <= 8) out.reading('fall_detected', code === 7, time);
}

/** The BLE devices seen, 7 bytes each, to the end of the frame. */
function readBluetooth(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  const scan = readScan(bytes, at, bytes.length - at);
  out.set('bluetooth_data', scan.entries);
  if (!scan.complete) out.warn(`${(bytes.length - at) % 7} bytes after the Bluetooth entries not decoded`);
}

type Frame = { length: number; read: (bytes: Uint8Array, out: ResultBuilder) => void };

const gpsFix: Frame = {
  length: 11,
  read(bytes, out) {
    // Byte 1: mode (bits 7-5), auxiliary operation (bits 4-2), bit 0 the age's ninth bit.
    readState(u8(bytes, 1) >> 5, (u8(bytes, 1) >> 2) & 0x07, out);
    out.set('age', `${((u8(bytes, 1) & 0x01) << 8) | u8(bytes, 2)}s`);
    const lon = degrees(bytes, 3);
    const lat = degrees(bytes, 7);
    out.set('latitude', lat);
    out.set('longitude', lon);
    out.location = { lat, lon };
  },
};

const gpsFailure: Frame = {
  length: 7,
  read(bytes, out) {
    readStateByte(bytes, out);
    const reason = named(GPS_FAILURES, u8(bytes, 2) - 1);
    out.set('reasons_for_positioning_failure', reason);
    for (const n of [0, 1, 2, 3]) out.set(`location_failure_cn${n}`, u8(bytes, 3 + n));
    out.warn(`GPS fix failed: ${reason}`);
  },
};

const bleFix: Frame = {
  length: 4,
  read(bytes, out) {
    readStateByte(bytes, out);
    out.set('age', `${(u8(bytes, 2) << 8) | u8(bytes, 3)}s`);
    readBluetooth(bytes, 4, out);
  },
};

const bleFailure: Frame = {
  length: 3,
  read(bytes, out) {
    readStateByte(bytes, out);
    const reason = named(BLE_FAILURES, u8(bytes, 2) - 1);
    out.set('reasons_for_positioning_failure', reason);
    readBluetooth(bytes, 3, out);
    out.warn(`Bluetooth fix failed: ${reason}`);
  },
};

/** Frames 10-13 are 6-9 sent for an auxiliary operation (SOS, alert, man down, downlink request). */
const FRAMES: Record<number, Frame> = {
  1: {
    length: 7,
    read(bytes, out) {
      readEvent(u8(bytes, 6), out, readTimestamp(bytes, 1, out));
    },
  },
  2: {
    length: 8,
    read(bytes, out) {
      readStateByte(bytes, out);
      out.set('firmware_version', `V${u8(bytes, 2)}.${u8(bytes, 3)}.${u8(bytes, 4)}`);
      out.set('hardware_version', `V${u8(bytes, 5)}.${u8(bytes, 6)}`);
      out.set('timezone', zoneText(u8(bytes, 7)));
    },
  },
  3: {
    length: 8,
    read(bytes, out) {
      readStateByte(bytes, out, readTimestamp(bytes, 2, out));
      out.set('shutdown_type', named(SHUTDOWNS, u8(bytes, 7)));
    },
  },
  4: { length: 7, read: (bytes, out) => readStateByte(bytes, out, readTimestamp(bytes, 2, out)) },
  5: {
    length: 8,
    read(bytes, out) {
      readStateByte(bytes, out, readTimestamp(bytes, 2, out));
      out.set('low_power_prompt_percent', `${u8(bytes, 7)}%`);
    },
  },
  6: gpsFix,
  7: gpsFailure,
  8: bleFix,
  9: bleFailure,
  10: gpsFix,
  11: gpsFailure,
  12: bleFix,
  13: bleFailure,
};

export const mokoLw004: ModelDecoder = {
  modelId: 'moko/lw004',
  vendor: 'MOKO',
  model: 'LW004-PB',
  fPorts: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
  defaultFPort: 6,
  readings: ['battery_pct', 'button', 'fall_detected', 'motion'],
  location: true,
  decode(bytes, fPort) {
    const frame = FRAMES[fPort];
    const out = new ResultBuilder();
    if (!frame) return out.build();
    requireLength(bytes, frame.length);
    out.set('payload_type', PAYLOAD_TYPES[fPort - 1]);
    const level = u8(bytes, 0) & 0x7f;
    out.set('battery_charging_status', (u8(bytes, 0) & 0x80) !== 0 ? 'in charging' : 'no charging');
    out.set('battery_level', `${level}%`);
    out.reading('battery_pct', level);
    frame.read(bytes, out);
    return out.build();
  },
  commandsNote:
    "MOKO's downlink commands are not encoded: send a raw command from MOKO's LW004-PB payload document.",
};
