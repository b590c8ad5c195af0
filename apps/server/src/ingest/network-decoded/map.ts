import { type ReadingField, readingDefinitions } from '@pinpoint/shared/readings.ts';
import { kmhToMps } from '../formats/common.ts';
import type { NormalisedLocationFix } from '../uplink.ts';
import { flag, isVoltsLike, scaled, toNumber, volts } from './convert.ts';
import {
  cayenneNames,
  chirpstackLppNames,
  commonNames,
  modelNames,
  type NameRule,
  type NameTable,
  senseCapMeasurements,
} from './names.ts';

/** One reading taken from a decoded payload; `time` when the payload gave the measurement its own. */
export type MappedReading = { field: ReadingField; value: number | boolean; time?: Date };

export type MappedPayload = {
  readings: MappedReading[];
  location?: NormalisedLocationFix;
  /** Values the payload carried that became no reading, for the frame's warning. */
  dropped: string[];
};

/** Temperatures a probe sends when it has none (0x7FFF and 0x8000 in hundredths or tenths). */
const temperatureSentinels = new Set([327.67, -327.68, 3276.7, -3276.8]);
const temperatureFields = new Set<ReadingField>([
  'temperature',
  'external_temperature',
  'soil_temperature',
  'leaf_temperature',
]);

function inRange(field: ReadingField, value: number | boolean): boolean {
  if (typeof value === 'boolean') return readingDefinitions[field].kind === 'boolean';
  if (readingDefinitions[field].kind === 'boolean') return false;
  if (temperatureFields.has(field) && temperatureSentinels.has(value)) return false;
  const { min, max } = readingDefinitions[field];
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

/** A measurement's own time: seconds or milliseconds since the epoch, or an ISO string. */
function timeOf(value: unknown): Date | undefined {
  if (typeof value === 'string' && Number.isNaN(Number(value))) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  const n = toNumber(value);
  if (n === undefined || n <= 0) return undefined;
  const date = new Date(n > 1e11 ? n : n * 1000);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

// Digital Matter's codecs (oyster.js, TTN device repository) write latitudeDeg, longitudeDeg,
// headingDeg and speedKmph; Abeeway's (asset-tracker-2.js) gpsLatitude, gpsLongitude and
// horizontalAccuracy, its asset-tracker-3.js a gnssFix with EHPE (metres).
function locationOf(decoded: Record<string, unknown>): NormalisedLocationFix | undefined {
  const lat = toNumber(
    decoded.latitude ?? decoded.lat ?? decoded.Latitude ?? decoded.latitudeDeg ?? decoded.gpsLatitude,
  );
  const lon = toNumber(
    decoded.longitude ??
      decoded.lon ??
      decoded.lng ??
      decoded.Longitude ??
      decoded.longitudeDeg ??
      decoded.gpsLongitude,
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

type Collector = { out: Map<string, MappedReading & { weak: boolean }>; dropped: string[] };

function add(c: Collector, name: string, rule: NameRule, raw: unknown, time: Date | undefined) {
  const value = rule.convert ? rule.convert(raw) : toNumber(raw);
  if (value === undefined) return;
  if (!inRange(rule.field, value)) {
    c.dropped.push(
      `${name}: ${JSON.stringify(raw)} is not a plausible ${readingDefinitions[rule.field].label.toLowerCase()}`,
    );
    return;
  }
  const key = `${rule.field} ${time?.getTime() ?? ''}`;
  const held = c.out.get(key);
  if (held && !held.weak) return;
  if (held && rule.weak) return;
  c.out.set(key, { field: rule.field, value, ...(time ? { time } : {}), weak: rule.weak ?? false });
}

/** CayenneLPP names carry their channel (`temperature_3`); The Things Stack's LPP formatter writes them so. */
const lppChannel = /^([a-z_]+?)_(\d{1,3})$/;

function ruleFor(table: NameTable, name: string, value: unknown): NameRule | undefined {
  const rule =
    table[name] ?? (lppChannel.test(name) ? cayenneNames[name.replace(lppChannel, '$1')] : undefined);
  // `battery` holds a percentage in most codecs but volts in some trackers' (3.91).
  if (rule && name === 'battery' && rule.field === 'battery_pct' && isVoltsLike(value)) {
    return { field: 'battery_mv', convert: volts };
  }
  return rule;
}

function collectObject(c: Collector, table: NameTable, decoded: Record<string, unknown>, time?: Date) {
  for (const [name, value] of Object.entries(decoded)) {
    const rule = ruleFor(table, name, value);
    if (rule) add(c, name, rule, value, time);
  }
}

/** SenseCAP's `messages`: arrays (of arrays) of {measurementId, measurementValue, timestamp}. */
function collectSenseCap(c: Collector, messages: unknown, depth = 0) {
  if (!Array.isArray(messages) || depth > 3) return;
  for (const item of messages) {
    if (Array.isArray(item)) collectSenseCap(c, item, depth + 1);
    else if (item && typeof item === 'object') {
      const m = item as Record<string, unknown>;
      // The S210x codec's device battery (sensecap210x-common-decoder.js): a percentage.
      if (m.type === 'upload_battery')
        add(c, 'upload_battery', { field: 'battery_pct' }, m.battery, undefined);
      const rule = senseCapMeasurements[String(m.measurementId)];
      if (rule)
        add(c, `measurement ${String(m.measurementId)}`, rule, m.measurementValue, timeOf(m.timestamp));
    }
  }
}

/** A measurement written as `{unit, values: [now, earlier, ...]}` (Adeunis): its current value. */
function latestOf(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const values = (value as { values?: unknown }).values;
  return Array.isArray(values) ? values[0] : undefined;
}

/**
 * Adeunis's codecs (TTN device repository vendor/adeunis/*_lib.js) wrap their output in `bytes`
 * and give each measurement as `{unit, values: [t, t-1, ...]}`; the TEMP's probes are a list
 * `temperatures` (the first the device's own sensor, the second its external probe).
 */
function collectAdeunis(c: Collector, table: NameTable, decoded: Record<string, unknown>) {
  const inner = decoded.bytes;
  if (!inner || typeof inner !== 'object' || Array.isArray(inner)) return;
  const frame = inner as Record<string, unknown>;
  const flat: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(frame)) {
    const now = latestOf(value);
    if (now !== undefined) flat[name] = now;
  }
  if (Array.isArray(frame.temperatures)) {
    const [own, probe] = frame.temperatures.map(latestOf);
    if (own !== undefined) flat.temperature ??= own;
    if (probe !== undefined) flat.externalTemperature ??= probe;
  }
  collectObject(c, table, flat);
}

/**
 * The Things Stack's normalized schema (docs: payload-formatters/javascript/uplink, "Normalized Payload"), for the readings the codec's
 * names did not give (weak). Its `battery` is left out: the schema says volts, but codecs put a
 * percentage there too (Milesight's).
 */
const normalizedPaths: Array<[string[], NameRule]> = [
  [['air', 'temperature'], { field: 'temperature', weak: true }],
  [['air', 'relativeHumidity'], { field: 'humidity', weak: true }],
  [['air', 'co2'], { field: 'co2', weak: true }],
  [['air', 'pressure'], { field: 'pressure', weak: true }],
  [['air', 'lightIntensity'], { field: 'illuminance', weak: true }],
  [['soil', 'temperature'], { field: 'soil_temperature', weak: true }],
  [['soil', 'moisture'], { field: 'soil_moisture', weak: true }],
  [['soil', 'ec'], { field: 'soil_conductivity', convert: scaled(1000), weak: true }],
  [['water', 'leak'], { field: 'leak', convert: flag, weak: true }],
  [['action', 'motion', 'detected'], { field: 'motion', convert: flag, weak: true }],
  [['action', 'contactState'], { field: 'door_open', convert: flag, weak: true }],
];

function collectNormalized(c: Collector, measurement: Record<string, unknown>) {
  for (const [path, rule] of normalizedPaths) {
    let value: unknown = measurement;
    for (const key of path)
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    if (value !== undefined) add(c, `normalized ${path.join('.')}`, rule, value, undefined);
  }
}

/** ChirpStack's Cayenne LPP object: each type a number or `{channel: value}`; the lowest channel wins. */
function collectChirpstackLpp(c: Collector, decoded: Record<string, unknown>) {
  for (const [name, rule] of Object.entries(chirpstackLppNames)) {
    const value = decoded[name];
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const channels = Object.entries(value).sort(([a], [b]) => Number(a) - Number(b));
      for (const [channel, reading] of channels) add(c, `${name}.${channel}`, rule, reading, undefined);
    } else if (value !== undefined) {
      add(c, name, rule, value, undefined);
    }
  }
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

/** Each model's names over the common ones, merged once per model rather than on every uplink. */
const tables = new Map<string, NameTable>();
function tableFor(modelId: string | null): NameTable {
  // Only models with names of their own get a table of their own: a device's model id is free text.
  const key = modelId && Object.hasOwn(modelNames, modelId) ? modelId : '';
  let table = tables.get(key);
  if (!table) {
    table = { ...commonNames, ...(key ? modelNames[key] : undefined) };
    tables.set(key, table);
  }
  return table;
}

/**
 * The readings a network server's decoded payload gives, under the names of the device model's
 * codec (names.ts), or the common names where the model is unknown or the name is not the model's.
 * Milesight's `history` records and SenseCAP's measurements keep their own times.
 */
export function mapNetworkDecoded(
  decoded: Record<string, unknown>,
  modelId: string | null,
  normalized?: Array<Record<string, unknown>>,
): MappedPayload {
  const table = tableFor(modelId);
  const c: Collector = { out: new Map(), dropped: [] };
  collectObject(c, table, decoded);
  // Abeeway's asset-tracker-3.js puts the battery and the SOS state in a `header`.
  if (decoded.header && typeof decoded.header === 'object' && !Array.isArray(decoded.header))
    collectObject(c, table, decoded.header as Record<string, unknown>);
  if (Array.isArray(decoded.history)) {
    for (const entry of decoded.history) {
      if (entry && typeof entry === 'object') {
        const record = entry as Record<string, unknown>;
        const time = timeOf(record.timestamp ?? record.time);
        if (time) collectObject(c, table, record, time);
      }
    }
  }
  collectSenseCap(c, decoded.messages);
  collectChirpstackLpp(c, decoded);
  collectAdeunis(c, table, decoded);
  // A model with names of its own is read exactly by them: TTS's normalizers map some states to
  // other measurements (Browan's door as action.motion.detected).
  const ownNames = !!modelId && Object.hasOwn(modelNames, modelId);
  const measurement = ownNames ? undefined : normalized?.[0];
  if (measurement) collectNormalized(c, measurement);
  const location =
    locationOf(decoded) ??
    cayenneLocation(decoded) ??
    chirpstackLppLocation(decoded) ??
    senseCapLocation(decoded.messages) ??
    nestedLocation(decoded) ??
    (measurement?.position && typeof measurement.position === 'object'
      ? locationOf(measurement.position as Record<string, unknown>)
      : undefined);
  const readings = [...c.out.values()].map(({ weak: _weak, ...reading }) => reading);
  return { readings, dropped: c.dropped, ...(location ? { location } : {}) };
}
