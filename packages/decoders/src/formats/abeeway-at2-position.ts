import { requireLength, s8, s16be, s32be, u8, u16be, u24be } from '../bytes.ts';
import type { ResultBuilder } from '../result.ts';
import { condensed, entries, hexId, label, round } from './abeeway-at2-common.ts';

// Position (0x03) and extended position (0x0E) messages: reference guide 2.4 "Position messages" and
// "Extended position messages". The header's ACK/Opt low nibble is the kind of position. A short
// message's age is one encoded byte (8 s steps), an extended message's two bytes of seconds; the age is
// the time from the fix (or scan) to the transmission, kept as the codec's `age` field and as the
// location's `ageSeconds`: the ingest dates the fix that long before the uplink.

type Reader = (bytes: Uint8Array, at: number, out: ResultBuilder, extended: boolean) => void;

type Kind = {
  name: string;
  /** Bytes the kind needs after the age (or after the header when it has none); `extendedBody` if other. */
  body: number;
  extendedBody?: number;
  /** The short message has an age byte (5); extended messages have an age but for `noExtendedAge`. */
  aged: boolean;
  noExtendedAge?: boolean;
  read: Reader;
};

const TIMEOUT_CAUSES = ['USER_TIMEOUT', 'T0_TIMEOUT', 'T1_TIMEOUT'];
// 6 and 7 are the codes of firmware before 2.3 (Abeeway's codec).
const BLE_FAILURES = [
  'BLE_NOT_RESPONDING',
  'INTERNAL_ERROR',
  'SHARED_ANTENNA_NOT_AVAILABLE',
  'SCAN_ALREADY_ON_GOING',
  'NO_BEACON_DETECTED',
  'HARDWARE_INCOMPATIBILITY',
  'HARDWARE_INCOMPATIBILITY',
  'UNKNOWN_BLE_FIRMWARE_VERSION',
];
const WIFI_FAILURES = ['connection failure', 'scan failure', 'antenna unavailable', 'Wi-Fi not supported'];
/** Extended EHPE in metres (payload type 1): codes above 250 are ranges. */
const EHPE_RANGES = ['(250,500]', '(500,1000]', '(1000,2000]', '(2000,4000]', '(4000,)'];

const ehpeEncoded = (raw: number): number => round(condensed(raw, 0, 1000, 8, 0), 2);
const ehpeMetres = (raw: number): number | string => (raw <= 250 ? raw : (EHPE_RANGES[raw - 251] ?? raw));

/** Short GPS fix: 24-bit latitude and longitude (the top bits of 1e-7 degrees) and an encoded EHPE. */
function readShortFix(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  const lat = (u24be(bytes, at) << 8) / 1e7;
  const lon = (u24be(bytes, at + 3) << 8) / 1e7;
  const accuracy = ehpeEncoded(u8(bytes, at + 6));
  out.set('gpsLatitude', lat);
  out.set('gpsLongitude', lon);
  out.set('horizontalAccuracy', accuracy);
  out.location = { lat, lon, accuracy };
}

/** Extended GPS fix: flags, 32-bit coordinates, altitude, EHPE, course, speed, and maybe the previous fix. */
function readExtendedFix(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  const flags = u8(bytes, at);
  const fix3d = (flags & 1) === 1;
  // Payload type 0: altitude in cm and an encoded EHPE; 1: both in metres.
  const payloadType = (flags >> 1) & 1;
  const latRaw = s32be(bytes, at + 1);
  const lonRaw = s32be(bytes, at + 5);
  const altitude = payloadType === 0 ? s16be(bytes, at + 9) / 100 : s16be(bytes, at + 9);
  const ehpeRaw = u8(bytes, at + 11);
  const accuracy = payloadType === 0 ? ehpeEncoded(ehpeRaw) : ehpeMetres(ehpeRaw);
  const lat = latRaw / 1e7;
  const lon = lonRaw / 1e7;
  out.set('gpsFixStatus', fix3d ? 'FIX_3D' : 'FIX_2D');
  out.set('gpsPayloadType', payloadType);
  out.set('gpsLatitude', lat);
  out.set('gpsLongitude', lon);
  out.set('gpsAltitude', altitude);
  out.set('horizontalAccuracy', accuracy);
  out.set('gpsCourseOverGround', u16be(bytes, at + 12));
  out.set('gpsSpeedOverGround', u16be(bytes, at + 14));
  // A 2D fix has no altitude; a range is no accuracy radius.
  out.location = {
    lat,
    lon,
    ...(fix3d ? { alt: altitude } : {}),
    ...(typeof accuracy === 'number' ? { accuracy } : {}),
  };
  if (bytes.length >= at + 19) out.set('gpsPrevious', previousFix(bytes, at + 16, latRaw, lonRaw));
}

/**
 * Bytes 23-25 of an extended fix, "Last Fix": the previous fix's age (encoded), its motion bit, and its
 * coordinates as 6-bit deltas (-32..31) times 2^N from this fix's.
 */
function previousFix(bytes: Uint8Array, at: number, latRaw: number, lonRaw: number): Record<string, unknown> {
  const word = u16be(bytes, at + 1);
  const scale = 2 ** ((word >> 12) & 7);
  return {
    age: u8(bytes, at) * 8,
    dynamicMotionState: word >> 15 === 1 ? 'MOVING' : 'STATIC',
    latitude: (latRaw - (((word >> 6) & 0x3f) - 32) * scale) / 1e7,
    longitude: (lonRaw - ((word & 0x3f) - 32) * scale) / 1e7,
  };
}

/** A position that failed: the codec's name of the cause as a field, and a warning. */
function failure(
  out: ResultBuilder,
  field: string,
  causes: readonly string[],
  code: number,
  what: string,
): void {
  const cause = label(causes, code, out, `${field} code`);
  out.set(field, cause);
  out.warn(`${what} (${cause}): no position`);
}

/** Scan entries of an id and a signed RSSI (dBm), the id `idLength` bytes. */
function scan(field: string, key: string, idLength: number, separator: string): Reader {
  return (bytes, at, out) => {
    const list = entries(bytes, at, idLength + 1, out, (start) => ({
      [key]: hexId(bytes, start, idLength, separator),
      rssi: s8(bytes, start + idLength),
    }));
    out.set(field, list);
  };
}

/** Six battery voltages measured during a failed Wi-Fi scan, encoded as the 1.x header's (codec: floored to 10 mV). */
const voltages = (bytes: Uint8Array, at: number): number[] =>
  [0, 1, 2, 3, 4, 5].map((index) => Math.floor(condensed(u8(bytes, at + index), 2.8, 4.2, 8, 2) * 100) / 100);

const KINDS: readonly Kind[] = [
  {
    name: 'GPS',
    body: 7,
    extendedBody: 16,
    aged: true,
    read: (bytes, at, out, extended) =>
      extended ? readExtendedFix(bytes, at, out) : readShortFix(bytes, at, out),
  },
  {
    name: 'GPS_TIMEOUT',
    body: 5,
    aged: false,
    read(bytes, at, out) {
      failure(out, 'timeoutCause', TIMEOUT_CAUSES, u8(bytes, at), 'GPS timeout');
      // Carrier over noise of the four best satellites, encoded 0-50.
      const cn = [1, 2, 3, 4].map((offset) => Math.round(condensed(u8(bytes, at + offset), 0, 50, 8, 0)));
      out.set('bestSatellitesCOverN', cn);
    },
  },
  {
    name: 'ENCRYPTED_WIFI_BSSIDS',
    body: 0,
    aged: false,
    noExtendedAge: true,
    read: (_bytes, _at, out) =>
      out.warn("encrypted Wi-Fi scan: needs Abeeway's location service; no position"),
  },
  {
    name: 'WIFI_TIMEOUT',
    body: 6,
    aged: false,
    read(bytes, at, out) {
      out.set('batteryVoltageMeasures', voltages(bytes, at));
      out.warn('Wi-Fi scan timed out: no position');
    },
  },
  {
    name: 'WIFI_FAILURE',
    body: 7,
    aged: false,
    read(bytes, at, out) {
      const code = u8(bytes, at + 6);
      out.set('batteryVoltageMeasures', voltages(bytes, at));
      out.set('errorCode', code);
      out.warn(`Wi-Fi scan failed (${WIFI_FAILURES[code] ?? `error ${code}`}): no position`);
    },
  },
  ...['XGPS_DATA', 'XGPS_DATA_WITH_GPS_SW_TIME'].map(
    (name): Kind => ({
      name,
      body: 0,
      aged: false,
      noExtendedAge: true,
      read: (_bytes, _at, out) =>
        out.warn("low-power GPS data: needs Abeeway's location service; no position"),
    }),
  ),
  { name: 'BLE_BEACON_SCAN', body: 0, aged: true, read: scan('bleBssids', 'bssid', 6, ':') },
  {
    name: 'BLE_BEACON_FAILURE',
    body: 1,
    aged: false,
    read: (bytes, at, out) =>
      failure(out, 'bleBeaconFailure', BLE_FAILURES, u8(bytes, at), 'BLE beacon scan failed'),
  },
  { name: 'WIFI_BSSIDS_WITH_NO_CYPHER', body: 0, aged: true, read: scan('wifiBssids', 'bssid', 6, ':') },
  { name: 'BLE_BEACON_SCAN_SHORT_ID', body: 0, aged: true, read: scan('bleBeaconIds', 'beaconId', 6, '-') },
  { name: 'BLE_BEACON_SCAN_LONG_ID', body: 0, aged: true, read: scan('bleBeaconIds', 'beaconId', 16, '-') },
];

/** A position message's body; Wi-Fi and BLE scans stay fields (a position needs a location service). */
export function readPosition(bytes: Uint8Array, out: ResultBuilder, form: 'short' | 'extended'): void {
  const extended = form === 'extended';
  out.set('messageType', extended ? 'EXTENDED_POSITION_MESSAGE' : 'POSITION_MESSAGE');
  const code = u8(bytes, 4) & 0x0f;
  const kind = KINDS[code];
  if (!kind) {
    out.set('rawPositionType', code);
    out.warn(`unknown position type ${code}: not decoded`);
    return;
  }
  const ageLength = extended ? (kind.noExtendedAge ? 0 : 2) : kind.aged ? 1 : 0;
  const body = extended ? (kind.extendedBody ?? kind.body) : kind.body;
  requireLength(bytes, 5 + ageLength + body);
  out.set('rawPositionType', kind.name);
  const age = ageLength === 2 ? u16be(bytes, 5) : ageLength === 1 ? u8(bytes, 5) * 8 : undefined;
  if (age !== undefined) out.set('age', age);
  kind.read(bytes, 5 + ageLength, out, extended);
  // The fix was taken `age` seconds before the uplink (the ingest dates it from the uplink's time).
  if (age !== undefined && out.location) out.location = { ...out.location, ageSeconds: age };
}
