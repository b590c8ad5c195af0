import { requireLength, s8, u8, u16be, u32be } from '../bytes.ts';
import { draginoInterval, draginoReboot } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import {
  macHex,
  readAlarmBattery,
  readClimate,
  readFlags,
  readGpsTime,
  readMovement,
  readPosition,
} from '../formats/dragino-trackerd.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Dragino TrackerD and TrackerD-LS GPS / BLE trackers: the port says what the frame is. Layouts
// from Dragino's decoders (dragino/dragino-end-node-decoder, TrackerD/): "TTN Decoder 1.5.1" for
// firmware up to 1.5.x, "1.5.4_TrackerD-LS1.0.5 Decoder" for TrackerD 1.5.4 / TrackerD-LS 1.0.5,
// whose position frames insert a 4-byte speed and a 4-byte course after the longitude: those
// frames are told apart by their length (19 bytes and more; the older ones have 11 to 18).

/** The shortest position frame of firmware 1.5.4 (port 3); the older ones end by byte 18. */
const SPEED_COURSE_FROM = 19;
const GPS_TIME_LENGTH = 7;
const CLIMATE_LENGTH = 4;

const SENSOR_MODES: Record<number, string> = { 1: 'GPS', 2: 'BLE', 3: 'BLE+GPS Hybrid' };

function warnTail(bytes: Uint8Array, decoded: number, out: ResultBuilder): void {
  if (decoded < bytes.length) {
    out.warn(`${bytes.length - decoded} bytes after the ${decoded}-byte frame not decoded`);
  }
}

/** Ports 2 and 3: a position with battery and flags, then (port 2) climate or, flagged, the GPS time. */
function decodePosition(bytes: Uint8Array, port: number, out: ResultBuilder): void {
  requireLength(bytes, 11);
  const withCourse = bytes.length >= SPEED_COURSE_FROM;
  const batteryAt = withCourse ? 16 : 8;
  if (withCourse) {
    out.set('speed', u32be(bytes, 8));
    out.set('course', u32be(bytes, 12));
  }
  readAlarmBattery(bytes, batteryAt, out);
  const flags = readFlags(bytes, batteryAt + 2, out);
  readMovement((flags & 0x10) !== 0, out);
  const timeFollows = (flags & 0x08) !== 0;
  out.set('Bg', timeFollows ? 1 : 0);
  let decoded = batteryAt + 3;
  let time: string | undefined;
  // Firmware 1.5.4's decoder reads no time: what follows its flagged frames is left undecoded.
  if (timeFollows && !withCourse && bytes.length >= decoded + GPS_TIME_LENGTH) {
    time = readGpsTime(bytes, decoded, out);
    decoded += GPS_TIME_LENGTH;
  } else if (!timeFollows && port === 2 && bytes.length >= decoded + CLIMATE_LENGTH) {
    readClimate(bytes, decoded, out);
    decoded += CLIMATE_LENGTH;
  }
  readPosition(bytes, 0, out, time);
  warnTail(bytes, decoded, out);
}

/**
 * Port 4: a position from the tracker's log, stored at its own time. Firmware 1.5.4 adds speed,
 * course and the battery word (bit 6: moving) around the time.
 */
function decodeHistory(bytes: Uint8Array, out: ResultBuilder): void {
  requireLength(bytes, 15);
  const withCourse = bytes.length >= 25;
  if (withCourse) {
    out.set('speed', u32be(bytes, 8));
    out.set('course', u32be(bytes, 12));
  }
  const time = readGpsTime(bytes, withCourse ? 16 : 8, out);
  if (withCourse) {
    const millivolts = u16be(bytes, 23) & 0x3fff;
    out.set('BatV', millivolts / 1000);
    out.reading('battery_mv', millivolts, time);
    readMovement((u8(bytes, 23) & 0x40) !== 0, out, time);
  }
  readPosition(bytes, 0, out, time);
  if (time === undefined && out.location) {
    // A logged position without its time would be stored as the position of now.
    out.location = undefined;
    out.refuseLocation('history position without a valid time; not stored');
  }
  warnTail(bytes, withCourse ? 25 : 15, out);
}

/** Port 5: the Dragino device status (7 bytes), then the positioning mode and status bytes. */
function decodeStatus(bytes: Uint8Array, out: ResultBuilder): void {
  requireLength(bytes, 9);
  const status = decodeDraginoStatus(bytes, { 19: 'TrackerD' });
  for (const [name, value] of Object.entries(status.fields)) out.set(name === 'BAT' ? 'BatV' : name, value);
  for (const reading of status.readings) out.reading(reading.field, reading.value);
  const mode = u8(bytes, 7);
  const state = u8(bytes, 8);
  out.set('SMODE', SENSOR_MODES[mode >> 6] ?? 'unknown');
  out.set('GPS_M0D', (mode >> 4) & 0x03);
  out.set('BLE_MD', mode & 0x0f);
  out.set('PNACKMD', state & 0x04);
  out.set('LON', (state & 0x02) !== 0 ? 'ON' : 'OFF');
  out.set('Intwk', state & 0x01);
  warnTail(bytes, 9, out);
}

/**
 * Port 6: the strongest iBeacon: UUID, major, minor, the beacon's RSSI at 1 m (byte 21) and as
 * received (byte 23), then battery and flags; 31 bytes add temperature and humidity.
 */
function decodeIbeacon(bytes: Uint8Array, out: ResultBuilder): void {
  requireLength(bytes, 27);
  out.set('UUID', Array.from(bytes.subarray(0, 16), (b) => b.toString(16).padStart(2, '0')).join(''));
  out.set('MAJOR', u16be(bytes, 16));
  out.set('MINOR', u16be(bytes, 18));
  out.set('RSSI1M', s8(bytes, 21));
  out.set('RSSI', s8(bytes, 23));
  readAlarmBattery(bytes, 24, out);
  readFlags(bytes, 26, out);
  if (bytes.length >= 27 + CLIMATE_LENGTH) readClimate(bytes, 27, out);
  warnTail(bytes, bytes.length >= 31 ? 31 : 27, out);
}

/** Port 8: the strongest Wi-Fi network's first six SSID characters and RSSI. */
function decodeWifi(bytes: Uint8Array, out: ResultBuilder): void {
  requireLength(bytes, 10);
  out.set('WIFISSID', String.fromCharCode(...bytes.subarray(0, 6)));
  out.set('RSSI', s8(bytes, 6));
  readAlarmBattery(bytes, 7, out);
  readFlags(bytes, 9, out);
  warnTail(bytes, 10, out);
}

/** Port 9: battery, one byte the decoders skip, then iBeacons of major, minor, RSSI (5 bytes each). */
function decodeBeacons(bytes: Uint8Array, out: ResultBuilder): void {
  requireLength(bytes, 3);
  readAlarmBattery(bytes, 0, out);
  const count = Math.floor((bytes.length - 3) / 5);
  out.set(
    'Beacons',
    Array.from({ length: count }, (_, i) => ({
      major: u16be(bytes, 3 + i * 5),
      minor: u16be(bytes, 5 + i * 5),
      rssi: s8(bytes, 7 + i * 5),
    })),
  );
  warnTail(bytes, 3 + count * 5, out);
}

/** Port 10: BLE devices of MAC and RSSI (7 bytes each; three, or five on 1.5.4), battery, mode. */
function decodeMacs(bytes: Uint8Array, out: ResultBuilder): void {
  requireLength(bytes, 10);
  const count = Math.floor((bytes.length - 3) / 7);
  for (let i = 0; i < count; i += 1) {
    out.set(`MAC${i + 1}`, macHex(bytes, i * 7));
    out.set(`RSSI${i + 1}`, s8(bytes, i * 7 + 6));
  }
  const end = count * 7;
  readAlarmBattery(bytes, end, out);
  // Only the mode bits: firmware 1.5.4 gives the rest of this byte other meanings than port 2's.
  out.set('MD', u8(bytes, end + 2) >> 6);
  warnTail(bytes, end + 3, out);
}

const FRAMES: Record<number, (bytes: Uint8Array, port: number, out: ResultBuilder) => void> = {
  2: decodePosition,
  3: decodePosition,
  4: (bytes, _port, out) => decodeHistory(bytes, out),
  5: (bytes, _port, out) => decodeStatus(bytes, out),
  6: (bytes, _port, out) => decodeIbeacon(bytes, out),
  // Port 7: battery and flags only, no position.
  7(bytes, _port, out) {
    requireLength(bytes, 3);
    readAlarmBattery(bytes, 0, out);
    readFlags(bytes, 2, out);
    warnTail(bytes, 3, out);
  },
  8: (bytes, _port, out) => decodeWifi(bytes, out),
  9: (bytes, _port, out) => decodeBeacons(bytes, out),
  10: (bytes, _port, out) => decodeMacs(bytes, out),
};

export const draginoTrackerd: ModelDecoder = {
  modelId: 'dragino/trackerd',
  vendor: 'Dragino',
  model: 'TrackerD / TrackerD-LS',
  fPorts: [2, 3, 4, 5, 6, 7, 8, 9, 10],
  defaultFPort: 2,
  readings: ['button', 'battery_mv', 'motion', 'temperature', 'humidity'],
  location: true,
  decode(bytes, fPort) {
    const out = new ResultBuilder();
    FRAMES[fPort]?.(bytes, fPort, out);
    return out.build();
  },
  commands: [draginoInterval(sources.dragino), draginoReboot(sources.dragino)],
};
