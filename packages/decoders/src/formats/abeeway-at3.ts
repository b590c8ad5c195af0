import { requireLength, s8, s16be, s32be, toHex, u8, u16be, u32be, unixToIso } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import type { ResultBuilder } from '../result.ts';

// Abeeway's AT3 firmware protocol (the trackers' firmware 3, TTN's asset-tracker-3 codec). Layouts
// and names: Abeeway's driver, Abeeway/abeeway-codec AT3/src at 26adbfe6394c2d393438f6cd9f13b9ad6dc7d74e
// (v3.2.27, AT3 firmware v1.5). Its nested output is kept: `header`, `extendedHeader`, `position`,
// `notification`. A message's time is 2 bytes, seconds within the UTC half-day, which only the
// receive time can resolve (the driver rebuilds it from `recvTime`): such a message gives no time
// here, so its fix and readings are of the uplink; a buffered message's 4-byte Unix time dates both.

const TYPES = ['UNKNOWN', 'NOTIFICATION', 'POSITION', 'QUERY', 'RESPONSE', 'TELEMETRY', 'UNKNOWN', 'UNKNOWN'];

export type At3Header = {
  /** The message body, at the offsets of an unbuffered message (the driver drops bytes 4-5 when buffered). */
  body: Uint8Array;
  type: string;
  multiFrame: boolean;
  /** The buffered message's time; undefined when the frame's time is relative to its reception. */
  time?: string;
};

/** Byte 0: multi-frame, SOS, type, ack token; byte 1: buffering, battery %; then the time. */
export function readHeader(bytes: Uint8Array, out: ResultBuilder): At3Header {
  requireLength(bytes, 4);
  const first = u8(bytes, 0);
  const battery = u8(bytes, 1) & 0x7f;
  const buffered = (u8(bytes, 1) & 0x80) !== 0;
  const type = TYPES[(first >> 3) & 0x07] as string;
  const multiFrame = (first & 0x80) !== 0;
  const sos = (first & 0x40) !== 0;
  const header: Record<string, unknown> = {
    sos,
    type,
    ackToken: first & 0x07,
    multiFrame,
    batteryLevel: battery === 0 ? 'CHARGING' : battery === 127 ? 'UNKNOWN' : battery,
  };
  let time: string | undefined;
  if (buffered) {
    requireLength(bytes, 6);
    const seconds = u32be(bytes, 2);
    header.timestamp = new Date(seconds * 1000).toISOString();
    header.buffering = true;
    time = unixToIso(seconds);
    if (time === undefined)
      out.warn(`buffered message of Unix time ${seconds}, no date: stored as of the uplink`);
  } else header.secondsInHalfDay = u16be(bytes, 2);
  out.set('header', header);
  // "SOS": the tracker is in its SOS state (the button's alarm), as asset-tracker-3.js's `sos`.
  out.reading('button', sos, time);
  if (battery > 0 && battery < 127) out.reading('battery_pct', battery, time);
  const body = buffered ? Uint8Array.of(...bytes.subarray(0, 4), ...bytes.subarray(6)) : bytes;
  if (multiFrame) {
    requireLength(body, 5);
    const extended = u8(body, 4);
    out.set('extendedHeader', {
      groupId: extended >> 5,
      last: (extended >> 4) & 1,
      frameNumber: extended & 0x07,
    });
  }
  return { body, type, multiFrame, time };
}

const STATUSES = ['SUCCESS', 'TIMEOUT', 'FAILURE', 'NOT_SOLVABLE'];
const POSITION_TYPES = [
  'LR11xx_A_GNSS',
  'LR11xx_GNSS_NAV1',
  'LR11xx_GNSS_NAV2',
  'WIFI',
  'BLE_SCAN1_MAC',
  'BLE_SCAN1_SHORT',
  'BLE_SCAN1_LONG',
  'BLE_SCAN2_MAC',
  'BLE_SCAN2_SHORT',
  'BLE_SCAN2_LONG',
  'GNSS',
  'AIDED_GNSS',
];
const TRIGGERS = [
  'geoTriggerPod',
  'geoTriggerSos',
  'geoTriggerMotionStart',
  'geoTriggerMotionStop',
  'geoTriggerInMotion',
  'geoTriggerInStatic',
  'geoTriggerShock',
  'geoTriggerTempHighThreshold',
  'geoTriggerTempLowThreshold',
  'geoTriggerGeozoning',
];
const FIX_QUALITIES = ['INVALID', 'VALID', 'FIX_2D', 'FIX_3D'];
/** EHPE codes above 250 m: ranges; the upper bound is the accuracy stored (none past 4000 m). */
const EHPE_RANGES: Record<number, [string, number | undefined]> = {
  251: ['(250,500]', 500],
  252: ['(500,1000]', 1000],
  253: ['(1000,2000]', 2000],
  254: ['(2000,4000]', 4000],
  255: ['>4000', undefined],
};
const TIMEOUT_CAUSES = ['T0_TIMEOUT', 'T1_TIMEOUT', 'ACQUISITION_TIMEOUT'];
const CONSTELLATIONS = ['GPS', 'GLONASS', 'BEIDOU', 'GALILEO'];

const hexJoin = (bytes: Uint8Array, separator: string) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(separator);

/** Entries of `size` bytes, the last their RSSI: Wi-Fi BSSIDs and BLE MACs (`mac`), beacon ids (`id`). */
function readEntries(data: Uint8Array, size: number, key: 'mac' | 'id', separator: string) {
  return Array.from({ length: Math.floor(data.length / size) }, (_, i) => {
    const entry = data.subarray(i * size, (i + 1) * size);
    return { [key]: hexJoin(entry.subarray(0, size - 1), separator), rssi: s8(entry, size - 1) };
  });
}

/** The GNSS fix: latitude, longitude (1e-7°), altitude (m), course (0.01°), speed (cm/s), EHPE, quality. */
function readGnssFix(data: Uint8Array, position: Record<string, unknown>, out: ResultBuilder, time?: string) {
  requireLength(data, 16);
  const latitude = s32be(data, 0) / 1e7;
  const longitude = s32be(data, 4) / 1e7;
  const altitude = s16be(data, 8);
  const ehpe = u8(data, 14);
  const quality = FIX_QUALITIES[u8(data, 15) >> 5] ?? `unknown (${u8(data, 15) >> 5})`;
  const range = EHPE_RANGES[ehpe];
  position.gnssFix = {
    latitude,
    longitude,
    altitude,
    COG: u16be(data, 10),
    SOG: u16be(data, 12),
    EHPE: range ? range[0] : ehpe,
    quality: { fixQuality: quality, numberSatellitesUsed: u8(data, 15) & 0x0f },
  };
  position.coordinates = [longitude, latitude, altitude];
  if (quality === 'INVALID')
    return out.refuseLocation('GNSS fix flagged INVALID by the tracker: no position');
  const accuracy = range ? range[1] : ehpe;
  if (accuracy === undefined) return out.refuseLocation('GNSS fix error over 4000 m: no position');
  out.location = { lat: latitude, lon: longitude, alt: altitude, accuracy, ...(time ? { time } : {}) };
}

/** A position message: motion, status, type, motion counter and triggers (4 bytes), then its data. */
export function readPosition(header: At3Header, out: ResultBuilder): void {
  const at = header.multiFrame ? 5 : 4;
  requireLength(header.body, at + 4);
  const b = header.body;
  const status = STATUSES[(u8(b, at) >> 5) & 0x03] as string;
  const type = POSITION_TYPES[u8(b, at) & 0x0f] ?? `unknown (${u8(b, at) & 0x0f})`;
  const triggerBits = u8(b, at + 3) | ((u8(b, at + 2) & 0x03) << 8);
  const position: Record<string, unknown> = {
    motion: u8(b, at) >> 7,
    motionCounter: u8(b, at + 1) & 0x0f,
    status,
    positionType: type,
    triggers: Object.fromEntries(TRIGGERS.map((name, bit) => [name, (triggerBits >> bit) & 1])),
  };
  out.set('position', position);
  out.reading('motion', u8(b, at) >> 7 === 1, header.time);
  const data = b.subarray(at + 4);
  if (type === 'GNSS' && status === 'SUCCESS') readGnssFix(data, position, out, header.time);
  else if (status === 'SUCCESS' || status === 'NOT_SOLVABLE') readScanData(type, status, data, position, out);
  else readFailure(type, status, data, position, out);
}

const LR11XX_NAMES: Record<string, string> = {
  LR11xx_A_GNSS: 'lr11xxAGnss',
  LR11xx_GNSS_NAV1: 'lr11xxGnssNav1',
  LR11xx_GNSS_NAV2: 'lr11xxGnssNav2',
};

/** What follows a position message's 4 bytes, read by its type and status into `position`. */
type PositionData = (
  type: string,
  status: string,
  data: Uint8Array,
  position: Record<string, unknown>,
  out: ResultBuilder,
) => void;

/** A scan for a location solver (LR11xx GNSS, Wi-Fi, BLE), or a GNSS fix the tracker calls not solvable. */
const readScanData: PositionData = (type, status, data, position, out) => {
  const lr11xx = LR11XX_NAMES[type];
  if (type === 'GNSS') readGnssFix(data, position, out, undefined);
  else if (lr11xx) position[lr11xx] = toHex(data);
  else if (type === 'WIFI') position.wifiBssids = readEntries(data, 7, 'mac', ':');
  else if (type.endsWith('_MAC')) position.bleBeaconMacs = readEntries(data, 7, 'mac', ':');
  else if (type.endsWith('_SHORT')) position.bleBeaconIds = readEntries(data, 3, 'id', '-');
  else if (type.endsWith('_LONG')) position.bleBeaconIds = readEntries(data, 17, 'id', '-');
  if (status === 'NOT_SOLVABLE') out.location = undefined;
  if (type !== 'AIDED_GNSS') {
    out.warn(`${type} ${status === 'SUCCESS' ? 'scan for a location solver' : 'not solvable'}: no position`);
  }
};

/** A timeout or failure; a GNSS one says why and which satellites it saw. */
const readFailure: PositionData = (type, status, data, position, out) => {
  if (type === 'GNSS' && data.length > 0) {
    const cause = TIMEOUT_CAUSES[u8(data, 0) >> 5];
    if (cause === undefined) throw new DecodeError(`unknown GNSS timeout cause ${u8(data, 0) >> 5}`);
    const seen = Math.min(u8(data, 0) & 0x1f, Math.floor((data.length - 1) / 2));
    position.gnssFailure = {
      timeoutCause: cause,
      satellitesSeen: Array.from({ length: seen }, (_, i) => ({
        svId: u8(data, 1 + i * 2),
        constellation: CONSTELLATIONS[u8(data, 2 + i * 2) >> 6],
        CN: u8(data, 2 + i * 2) & 0x3f,
      })),
    };
  }
  out.warn(`${type} position ${status.toLowerCase()}: no position`);
};
