import type { NormalisedLocationFix } from '../uplink.ts';
import { adeunisValues } from './adeunis.ts';
import { lairdBacklog, mokoFrameTime } from './backlog.ts';
import { add, type Collector, type MappedReading, ruleFor, timeOf } from './collector.ts';
import { flag, isRecord, scaled } from './convert.ts';
import { derivedValues } from './derived.ts';
import { locationIn, mokoStoredTime, trackerdRecordTime } from './location.ts';
import { lppValues } from './lpp.ts';
import { brandNames, modelNames } from './model-names.ts';
import { commonNames, type NameRule, type NameTable, senseCapMeasurements } from './names.ts';
import { collectNested } from './nested.ts';

export type { MappedReading } from './collector.ts';

export type MappedPayload = {
  readings: MappedReading[];
  location?: NormalisedLocationFix;
  /** The payload's coordinates are no position of now (locationIn's null). */
  locationRefused?: true;
  /** Values the payload carried that became no reading, for the frame's warning. */
  dropped: string[];
};

/** Reads each name at `time`, but those `ofUplink` names, read at the uplink's. */
function collectObject(
  c: Collector,
  table: NameTable,
  decoded: Record<string, unknown>,
  time?: Date,
  ofUplink: readonly string[] = [],
) {
  for (const [name, value] of Object.entries(decoded)) {
    const rule = ruleFor(table, name, value);
    if (rule) add(c, name, rule, value, ofUplink.includes(name) ? undefined : time);
  }
}

/**
 * SenseCAP's event list (measurement 4200 of the T1000-A/B codec, 5003 of the T1000-E's:
 * `[{id, eventName}]`, ids 1-8 the event byte's bits from "Start moving" to "Press once"), read as
 * packages/decoders' T1000 models read the byte: a button press (SOS 7, press once 8) or none, and
 * motion started (1) or ended (2 end of movement, 3 motionless).
 */
function collectSenseCapEvents(c: Collector, name: string, events: unknown[], time: Date | undefined) {
  const ids = new Set(
    events.map((e) => (e && typeof e === 'object' ? (e as { id?: unknown }).id : undefined)),
  );
  add(c, `${name} button`, { field: 'button', convert: flag }, ids.has(7) || ids.has(8), time);
  if (ids.has(1)) add(c, `${name} motion`, { field: 'motion', convert: flag }, true, time);
  else if (ids.has(2) || ids.has(3))
    add(c, `${name} motion`, { field: 'motion', convert: flag }, false, time);
}

/**
 * SenseCAP's `messages`: arrays (of arrays) of {measurementId, measurementValue, timestamp}; the
 * T1000-E's codec names the value `value` and writes the decoding machine's clock as `measureTime`
 * (its frames carry no time), which is not the measurement's and is not read.
 */
function collectSenseCap(c: Collector, messages: unknown, depth = 0) {
  if (!Array.isArray(messages) || depth > 3) return;
  for (const item of messages) {
    if (Array.isArray(item)) collectSenseCap(c, item, depth + 1);
    else if (item && typeof item === 'object') {
      const m = item as Record<string, unknown>;
      // The S210x codec's device battery (sensecap210x-common-decoder.js): a percentage.
      if (m.type === 'upload_battery')
        add(c, 'upload_battery', { field: 'battery_pct' }, m.battery, undefined);
      // The S2120's battery frames 03 and 04 (SenseCAP-Decoder S2120/*, sensecap2120-8-in-1-decoder.js).
      if ('Battery(%)' in m) add(c, 'Battery(%)', { field: 'battery_pct' }, m['Battery(%)'], undefined);
      const id = String(m.measurementId);
      const value = 'measurementValue' in m ? m.measurementValue : m.value;
      const name = `measurement ${id}`;
      if ((id === '4200' || id === '5003') && Array.isArray(value))
        collectSenseCapEvents(c, name, value, timeOf(m.timestamp));
      const rule = Object.hasOwn(senseCapMeasurements, id) ? senseCapMeasurements[id] : undefined;
      // The int32 extremes / 1000 the S210x codecs print for a sensor without a value (7FFFFFFF):
      // none, as packages/decoders formats/sensecap-measurements.ts reads the bytes.
      if (rule && (value === 2147483.647 || value === -2147483.648))
        c.dropped.push(`${name}: ${value} is the sensor's "no value", not a measurement`);
      else if (rule) add(c, name, rule, value, timeOf(m.timestamp));
      // The S2107's PT1000 probes (SenseCAP-Decoder S2107/TTN/SenseCAP_S2107_TTN_Decoder.js): 4203
      // with a `measurementChannel`; probe 1 is the reading (packages/decoders sensecap/s2107), at the
      // `measureTime` of a measurement stored while the network was away (the frame's Unix time).
      if (id === '4203' && m.measurementChannel === '1')
        add(c, name, { field: 'external_temperature' }, value, timeOf(m.measureTime));
    }
  }
}

/**
 * nke Watteco's codecs (TTN device repository vendor/nke-watteco/*.js) list their measurements as
 * `data: [{label, value, date}]`: one for a standard report, many for a batch, each at its own time;
 * a label is read as a name (`Temperature`, `BatteryVoltage` in V, `Pressure` in hPa).
 */
function collectLabelled(c: Collector, table: NameTable, data: unknown) {
  if (!Array.isArray(data)) return;
  for (const item of data) {
    if (!item || typeof item !== 'object') continue;
    const { label, value, date } = item as Record<string, unknown>;
    if (typeof label !== 'string' || !Object.hasOwn(table, label)) continue;
    const rule = ruleFor(table, label, value);
    if (rule) add(c, label, rule, value, timeOf(date));
  }
}

/**
 * Watteco's codecs (TTN device repository vendor/watteco/*.js, watteco_decodeUplink) list each
 * measurement as `samples: [{variable, value, date}]`, a batch's each at its own time, and copy
 * each variable's newest value to a key of its own: the variables read here are not read again
 * from those keys (which would lose a batch's earlier samples, and date its newest by the uplink).
 */
function collectSamples(c: Collector, table: NameTable, samples: unknown): Set<string> {
  const read = new Set<string>();
  if (!Array.isArray(samples)) return read;
  for (const item of samples) {
    if (!item || typeof item !== 'object') continue;
    const { variable, value, date } = item as Record<string, unknown>;
    const time = timeOf(date);
    if (typeof variable !== 'string' || !Object.hasOwn(table, variable) || !time) continue;
    const rule = ruleFor(table, variable, value);
    if (rule) add(c, variable, rule, value, time);
    read.add(variable);
  }
  return read;
}

/** Adeunis's codecs' output under `bytes`, named for the tables (adeunis.ts). */
function collectAdeunis(c: Collector, table: NameTable, decoded: Record<string, unknown>) {
  const values = adeunisValues(decoded);
  if (values) collectObject(c, table, values);
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

/**
 * Normalized values a codec derives from something else: Tektelic's normalizer writes its
 * `light_detected` flag (0/1, decoder_smart_room_sensor.js) as `air.lightIntensity`, in lux.
 */
const normalizedMisread: Array<[string, string]> = [['air.lightIntensity', 'light_detected']];

function collectNormalized(
  c: Collector,
  measurement: Record<string, unknown>,
  decoded: Record<string, unknown>,
) {
  for (const [path, rule] of normalizedPaths) {
    const misread = normalizedMisread.find(([p, name]) => p === path.join('.') && name in decoded);
    if (misread) continue;
    let value: unknown = measurement;
    for (const key of path)
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    if (value !== undefined) add(c, `normalized ${path.join('.')}`, rule, value, undefined);
  }
}

/** Each model's names over its brand's over the common ones, merged once per model, not per uplink. */
const tables = new Map<string, NameTable>();
function tableFor(modelId: string | null): NameTable {
  // Only models and brands with names of their own get a table of their own: a model id is free text.
  const brand = modelId?.split('/')[0] ?? '';
  const brandKey = Object.hasOwn(brandNames, brand) ? brand : '';
  const modelKey = modelId && Object.hasOwn(modelNames, modelId) ? modelId : '';
  const key = `${brandKey} ${modelKey}`;
  let table = tables.get(key);
  if (!table) {
    table = {
      ...commonNames,
      ...(brandKey ? brandNames[brandKey] : undefined),
      ...(modelKey ? modelNames[modelKey] : undefined),
    };
    tables.set(key, table);
  }
  return table;
}

/**
 * A decoder's result as a network server that does not unwrap it hands it on: a decodeUplink-style
 * `{ data, warnings?, errors? }` returned by a ChirpStack v3 `Decode` (SenseCAP-Decoder bceda3d3's
 * ChirpStack v3 decoders: `{ data: { valid, err, payload, messages } }`) is its `data`. The Things
 * Stack and ChirpStack v4 hand on `data` themselves.
 */
function unwrapped(decoded: Record<string, unknown>): Record<string, unknown> {
  const { data, ...rest } = decoded;
  if (!isRecord(data)) return decoded;
  const onlyNotes = Object.entries(rest).every(
    ([key, value]) => (key === 'warnings' || key === 'errors') && Array.isArray(value),
  );
  return onlyNotes ? data : decoded;
}

/**
 * The readings a network server's decoded payload gives, under the names of the device model's
 * codec (names.ts), or the common names where the model is unknown or the name is not the model's.
 * Milesight's `history` records, Laird's backlog and SenseCAP's measurements keep their own times;
 * values nested in records are read under the names nested.ts gives them, never over a top-level one.
 */
export function mapNetworkDecoded(
  payload: Record<string, unknown>,
  modelId: string | null,
  normalized?: Array<Record<string, unknown>>,
): MappedPayload {
  const decoded = unwrapped(payload);
  const table = tableFor(modelId);
  const c: Collector = { out: new Map(), dropped: [] };
  // A backlog's records are readings of their own times, never of the uplink's.
  const backlog = lairdBacklog(decoded);
  const sampled = collectSamples(c, table, decoded.samples);
  // A model's values read with their siblings (derived.ts) are not read again by name.
  const derived = derivedValues(decoded, modelId);
  const unread = new Set([...sampled, ...derived.taken]);
  const byName = unread.size
    ? Object.fromEntries(Object.entries(decoded).filter(([name]) => !unread.has(name)))
    : decoded;
  // A MOKO frame's values are of the frame's own time (backlog.ts mokoFrameTime), a Dragino TrackerD
  // history record's (firmware 1.5.4's battery and movement) of the record's, where it has one: else
  // of the uplink's, as our decoder reads them (packages/decoders models/dragino-trackerd.ts).
  // A MOKO stored frame's (port 11, location.ts mokoStoredTime) are of its storage time, and without
  // one known as UTC of no time known: not stored, as our decoder (moko-tracker.ts decodeStoredFrame).
  const logged = trackerdRecordTime(decoded);
  const stored = mokoStoredTime(decoded);
  const own = logged ?? stored;
  const frame = mokoFrameTime(decoded, modelId) ?? (own ? { time: own, ofUplink: [] } : undefined);
  if (stored === null) {
    const undated: Collector = { out: new Map(), dropped: [] };
    collectObject(undated, table, byName);
    const fields = [...new Set([...undated.out.values()].map((r) => r.field))];
    if (fields.length)
      c.dropped.push(`stored frame's ${fields.join(', ')}: no time they were taken at known as UTC`);
  } else if (!backlog) collectObject(c, table, byName, frame?.time, frame?.ofUplink);
  for (const { name, rule, raw } of derived.values) add(c, name, rule, raw, undefined);
  for (const { record, time } of backlog ?? []) {
    if (time) collectObject(c, table, record, time);
    else c.dropped.push(`backlog record: ${JSON.stringify(record.timestamp)} is not a time it was taken at`);
  }
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
  collectLabelled(c, table, decoded.data);
  for (const { name, rule, raw } of lppValues(decoded, table)) add(c, name, rule, raw, undefined);
  collectAdeunis(c, table, decoded);
  if (!backlog) collectNested(c, table, decoded);
  // A model with names of its own is read exactly by them: TTS's normalizers map some states to
  // other measurements (Browan's door as action.motion.detected).
  const ownNames = !!modelId && Object.hasOwn(modelNames, modelId);
  // A backlog's normalized values are its records' (of their times, which the schema cannot say).
  const measurement = ownNames || backlog ? undefined : normalized?.[0];
  if (measurement) collectNormalized(c, measurement, decoded);
  const location = locationIn(decoded, measurement, c.dropped);
  const readings = [...c.out.values()].map(({ weak: _weak, ...reading }) => reading);
  return {
    readings,
    dropped: c.dropped,
    ...(location ? { location } : {}),
    ...(location === null ? { locationRefused: true as const } : {}),
  };
}
