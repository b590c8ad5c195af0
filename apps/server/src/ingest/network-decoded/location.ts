import { kmhToMps } from '../formats/common.ts';
import type { NormalisedLocationFix } from '../uplink.ts';
import { toNumber } from './convert.ts';

// Digital Matter's codecs (oyster.js, TTN device repository) write latitudeDeg, longitudeDeg,
// headingDeg and speedKmph; Abeeway's (asset-tracker-2.js) gpsLatitude, gpsLongitude and
// horizontalAccuracy, its asset-tracker-3.js a gnssFix with EHPE (metres); comtac's LPN TD1 and
// CM4 (lpn-td1.js) gpsLat and gpsLong.
function locationOf(decoded: Record<string, unknown>): NormalisedLocationFix | undefined {
  const lat = toNumber(
    decoded.latitude ??
      decoded.lat ??
      decoded.Latitude ??
      decoded.latitudeDeg ??
      decoded.gpsLatitude ??
      decoded.gpsLat,
  );
  const lon = toNumber(
    decoded.longitude ??
      decoded.lon ??
      decoded.lng ??
      decoded.Longitude ??
      decoded.longitudeDeg ??
      decoded.gpsLongitude ??
      decoded.gpsLong,
  );
  if (lat === undefined || lon === undefined) return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180 || (lat === 0 && lon === 0)) return undefined;
  const positive = (v: unknown) => {
    const n = toNumber(v);
    return n !== undefined && n >= 0 ? n : undefined;
  };
  const heading = positive(decoded.heading ?? decoded.course ?? decoded.headingDeg);
  const kmh = positive(decoded.speedKmph);
  const speed = positive(decoded.speed) ?? (kmh === undefined ? undefined : kmhToMps(kmh));
  const alt = toNumber(decoded.altitude ?? decoded.alt);
  const accuracy = positive(decoded.accuracy ?? decoded.horizontalAccuracy ?? decoded.EHPE);
  return {
    lat,
    lon,
    source: 'gnss',
    ...(speed !== undefined ? { speed } : {}),
    ...(heading !== undefined && heading <= 360 ? { heading } : {}),
    ...(alt !== undefined ? { alt } : {}),
    ...(accuracy !== undefined ? { accuracy } : {}),
  };
}

/** Objects in which codecs nest a fix (Abeeway's `position.gnssFix`); never a `cached` one. */
const fixKeys = ['position', 'location', 'gps', 'gnss', 'gnssFix', 'fix'];

function nestedLocation(decoded: Record<string, unknown>, depth = 0): NormalisedLocationFix | undefined {
  if (depth > 2) return undefined;
  for (const key of fixKeys) {
    const value = decoded[key];
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const inner = value as Record<string, unknown>;
    const fix = locationOf(inner) ?? nestedLocation(inner, depth + 1);
    if (fix) return fix;
  }
  return undefined;
}

/** ChirpStack's Cayenne LPP `gpsLocation: {channel: {latitude, longitude, altitude}}`. */
function chirpstackLppLocation(decoded: Record<string, unknown>): NormalisedLocationFix | undefined {
  const channels = decoded.gpsLocation;
  if (!channels || typeof channels !== 'object') return undefined;
  for (const value of Object.values(channels)) {
    if (value && typeof value === 'object') {
      const fix = locationOf(value as Record<string, unknown>);
      if (fix) return fix;
    }
  }
  return undefined;
}

/** CayenneLPP's `gps_<channel>: {latitude, longitude, altitude}`. */
function cayenneLocation(decoded: Record<string, unknown>): NormalisedLocationFix | undefined {
  for (const [name, value] of Object.entries(decoded)) {
    if (/^gps_\d{1,3}$/.test(name) && value && typeof value === 'object') {
      const fix = locationOf(value as Record<string, unknown>);
      if (fix) return fix;
    }
  }
  return undefined;
}

function senseCapLocation(messages: unknown): NormalisedLocationFix | undefined {
  const flat: Array<Record<string, unknown>> = [];
  const walk = (v: unknown, depth: number) => {
    if (!Array.isArray(v) || depth > 3) return;
    for (const item of v) {
      if (Array.isArray(item)) walk(item, depth + 1);
      else if (item && typeof item === 'object') flat.push(item as Record<string, unknown>);
    }
  };
  walk(messages, 0);
  const value = (id: string) => flat.find((m) => String(m.measurementId) === id)?.measurementValue;
  return locationOf({ latitude: value('4198'), longitude: value('4197') });
}

/** The fix a decoded payload carries, wherever its codec put it; else the normalized payload's. */
export function locationIn(
  decoded: Record<string, unknown>,
  measurement?: Record<string, unknown>,
): NormalisedLocationFix | undefined {
  return (
    locationOf(decoded) ??
    cayenneLocation(decoded) ??
    chirpstackLppLocation(decoded) ??
    senseCapLocation(decoded.messages) ??
    nestedLocation(decoded) ??
    (measurement?.position && typeof measurement.position === 'object'
      ? locationOf(measurement.position as Record<string, unknown>)
      : undefined)
  );
}
