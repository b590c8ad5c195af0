import type { TrackerRecord } from '../codec.ts';
import { reasonAlarms } from '../dmt/data.ts';
import { isPlausibleFix, isTrackerId } from '../fields.ts';

/**
 * The JSON bodies Digital Matter's OEM Server POSTs through its HTTP connector, in the two forms
 * Traccar's DmtHttpProtocolDecoder reads (Digital Matter's own payload documents are given to
 * integrators on request; the field names below are those of Traccar's vectors and of payloads
 * published by users of the connector):
 *
 * - traditional (Oyster3, Yabby3, Remora3, G-series…): `{SerNo, IMEI, ICCID, ProdId, FW,
 *   Records: [{SeqNo, Reason, DateUTC: "yyyy-MM-dd HH:mm:ss", Fields: [{FType, …}]}]}`, the unit's
 *   logged records as its binary protocol carries them (dmt/data.ts), each field by its type:
 *   0 GPS (GpsUTC, Lat, Long, Alt m, Spd cm/s, SpdAcc, Head degrees, PDOP tenths, PosAcc m,
 *   GpsStat), 2 digital (DIn, DOut, DevStat), 6 analogue (AnalogueData by id: 1 battery mV,
 *   2 external supply 10 mV, 3 temperature 0.01 °C, 4 GSM CSQ, 5 solar mV), 7 more analogue
 *   values; other types' plain values are kept as `f<FType>_<name>`;
 * - Edge (Yabby Edge, Oyster Edge…, whose position OEM Server solves from the GNSS or Wi-Fi scan
 *   the unit uploads): one record, `{date: ISO 8601, device: {sn, prod, rev, fw, iccid, imei},
 *   sqn, reason, lat, lng, posAcc, posInfo, analogues: [{id, val}], inputs, outputs, status,
 *   counters: [{id, val}]}`; without `lat`/`lng` it places nothing (Traccar gives it the last
 *   known place, which our pipeline keeps as the device's anyway).
 *
 * The unit's id is its IMEI, as Traccar takes it; a unit without one (a LoRaWAN Yabby) is known
 * by its serial where that is 6 to 20 digits.
 */

/** A body we cannot read as either form: answered 400. */
export class PayloadError extends Error {
  override name = 'PayloadError';
}

export type Payload = {
  id: string;
  records: TrackerRecord[];
  /** Why records were left out (no readable time), for the bad-frame count. */
  skipped: string[];
};

type Json = Record<string, unknown>;
type Extra = Record<string, number | string | boolean>;

/** 2013-01-01T00:00:00Z, Digital Matter's epoch: a time at or before it is a clock never set. */
const DM_EPOCH_MS = Date.UTC(2013, 0, 1);

// Log reasons are the binary protocol's (dmt/data.ts `reasonAlarms`): OEM Server forwards them as sent.

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (o: Json, key: string): number | undefined => {
  const v = o[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
};
const str = (o: Json, key: string): string | undefined => {
  const v = o[key];
  return typeof v === 'string' ? v : undefined;
};
const objects = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isObject) : []);
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** An id from a JSON string or number, when it is one of ours (6 to 20 digits). */
function idOf(value: unknown): string | undefined {
  const text =
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
      ? String(value)
      : typeof value === 'string'
        ? value.trim()
        : undefined;
  return text !== undefined && isTrackerId(text) ? text : undefined;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * `2017-05-11 05:58:44` (traditional, UTC) or `2021-04-20T11:10:03.702659861Z` (Edge, ISO 8601
 * with up to nanoseconds and a zone); undefined when it is neither or names no real instant.
 */
export function parseDmTime(text: string | undefined): Date | undefined {
  const m = text === undefined ? null : DATE_TIME.exec(text.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const ms = Number((m[7] ?? '0').padEnd(3, '0').slice(0, 3));
  let t = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  const check = new Date(t);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59)
    return undefined;
  const zone = m[8];
  if (zone && zone !== 'Z') {
    const z = /^([+-])(\d{2}):?(\d{2})$/.exec(zone) as RegExpExecArray;
    const offset = (Number(z[2]) * 60 + Number(z[3])) * 60_000;
    t -= z[1] === '-' ? -offset : offset;
  }
  return new Date(t);
}

/** A time that places a record: after the unit's epoch (an unset clock says 2013-01-01). */
const placesInTime = (time: Date | undefined): time is Date =>
  time !== undefined && time.getTime() > DM_EPOCH_MS;

function addReason(record: TrackerRecord, extra: Extra, reason: number | undefined): void {
  if (reason === undefined) return;
  extra.logReason = reason;
  const alarm = reasonAlarms[reason];
  if (alarm) record.alarms = [alarm];
}

/** Plain values of a field type we have no meaning for, under `f<FType>_<name>` (a few at most). */
function keepUnknownField(type: number, field: Json, extra: Extra): void {
  let kept = 0;
  for (const [name, value] of Object.entries(field)) {
    if (name === 'FType' || !/^[A-Za-z][A-Za-z0-9_]{0,31}$/.test(name) || kept >= 16) continue;
    if (typeof value === 'number' && Number.isFinite(value)) extra[`f${type}_${name}`] = value;
    else if (typeof value === 'string') extra[`f${type}_${name}`] = value.slice(0, 64);
    else if (typeof value === 'boolean') extra[`f${type}_${name}`] = value;
    else continue;
    kept += 1;
  }
}

/**
 * The GPS field. A unit without a fix sends its last known place with a zero status: kept, not
 * valid (as dmt/data.ts reads the binary field); 0,0 or a place off the globe is no place.
 */
function readGps(field: Json, record: TrackerRecord, extra: Extra): Date | undefined {
  const lat = num(field, 'Lat');
  const lon = num(field, 'Long');
  const status = num(field, 'GpsStat') ?? 0;
  if (lat !== undefined && lon !== undefined && isPlausibleFix(lat, lon)) {
    record.lat = lat;
    record.lon = lon;
    record.valid = status > 0;
  }
  const altitude = num(field, 'Alt');
  if (altitude !== undefined) record.altitude = altitude;
  const speedCms = num(field, 'Spd');
  if (speedCms !== undefined && speedCms >= 0) record.speedKmh = round(speedCms * 0.036, 2);
  const course = num(field, 'Head');
  if (course !== undefined && course >= 0 && course <= 360) record.course = course;
  const pdop = num(field, 'PDOP');
  if (pdop !== undefined) extra.pdop = pdop / 10;
  const accuracy = num(field, 'PosAcc');
  if (accuracy !== undefined) extra.accuracyM = accuracy;
  const speedAccuracy = num(field, 'SpdAcc');
  if (speedAccuracy !== undefined) extra.speedAccuracy = speedAccuracy;
  extra.gpsStatus = status;
  return parseDmTime(str(field, 'GpsUTC'));
}

/** Inputs (bit 0 the ignition, real or emulated by movement), outputs, status flags (bit 0 in trip). */
function readDigital(
  inputs: number | undefined,
  outputs: number | undefined,
  status: number | undefined,
  record: TrackerRecord,
  extra: Extra,
): void {
  if (inputs !== undefined && Number.isSafeInteger(inputs) && inputs >= 0) {
    record.inputs = inputs;
    record.ignition = (inputs & 1) === 1;
  }
  if (outputs !== undefined && Number.isSafeInteger(outputs) && outputs >= 0) record.outputs = outputs;
  if (status !== undefined) {
    extra.status = status;
    extra.inTrip = (status & 1) === 1;
  }
}

/**
 * The analogue field's values by id, as dmt/data.ts reads them. The battery stays `batteryV` in
 * the decoded object rather than the record's: the listener would read it as a Li-ion cell, which
 * the Oyster's and Yabby's AA cells are not.
 */
function readAnalogue(values: Json, record: TrackerRecord, extra: Extra, known: boolean): void {
  for (const [key, value] of Object.entries(values)) {
    if (!/^\d{1,3}$/.test(key) || typeof value !== 'number' || !Number.isFinite(value)) continue;
    const id = Number(key);
    if (!known) {
      extra[`analog${id}`] = value;
      continue;
    }
    switch (id) {
      case 1:
        extra.batteryV = value / 1000;
        break;
      case 2:
        record.externalPowerV = value / 100;
        break;
      case 3:
        extra.deviceTempC = value / 100;
        break;
      case 4:
        extra.csq = value;
        if (value >= 0 && value <= 31) record.gsmSignalPct = Math.round((value * 100) / 31);
        break;
      case 5:
        extra.solarV = value / 1000;
        break;
      default:
        extra[`analog${id}`] = value;
    }
  }
}

/** One record of the traditional form, or why it was left out. */
function traditionalRecord(raw: Json, unit: Extra): TrackerRecord | string {
  const extra: Extra = { ...unit };
  const record: TrackerRecord = { time: new Date(0), valid: false, extra };
  const sequence = num(raw, 'SeqNo');
  if (sequence !== undefined) extra.sequence = sequence;
  addReason(record, extra, num(raw, 'Reason'));
  let fixTime: Date | undefined;
  for (const field of objects(raw.Fields)) {
    const type = num(field, 'FType');
    switch (type) {
      case undefined:
        break;
      case 0:
        fixTime = readGps(field, record, extra);
        break;
      case 2:
        readDigital(num(field, 'DIn'), num(field, 'DOut'), num(field, 'DevStat'), record, extra);
        break;
      case 6:
      case 7:
        if (isObject(field.AnalogueData)) readAnalogue(field.AnalogueData, record, extra, type === 6);
        break;
      default:
        keepUnknownField(type, field, extra);
    }
  }
  // The log time, or the fix's when the unit's clock was not set (as dmt/data.ts does).
  const logTime = parseDmTime(str(raw, 'DateUTC'));
  const time = placesInTime(logTime) ? logTime : placesInTime(fixTime) ? fixTime : undefined;
  if (!time)
    return `record ${sequence ?? '?'}: no time (DateUTC ${JSON.stringify(String(raw.DateUTC ?? '')).slice(0, 40)})`;
  record.time = time;
  if (placesInTime(fixTime) && fixTime.getTime() !== time.getTime()) extra.fixTime = fixTime.toISOString();
  return record;
}

function traditional(root: Json): Payload {
  const id = idOf(root.IMEI) ?? idOf(root.SerNo);
  if (!id) throw new PayloadError('no IMEI or serial of 6 to 20 digits');
  const unit: Extra = {};
  const serial = num(root, 'SerNo');
  if (serial !== undefined) unit.serial = serial;
  const product = num(root, 'ProdId');
  if (product !== undefined) unit.productId = product;
  const firmware = str(root, 'FW');
  if (firmware !== undefined) unit.firmware = firmware.slice(0, 32);
  if (root.Records !== undefined && !Array.isArray(root.Records))
    throw new PayloadError('Records is no list');
  const records: TrackerRecord[] = [];
  const skipped: string[] = [];
  for (const raw of objects(root.Records)) {
    const record = traditionalRecord(raw, unit);
    if (typeof record === 'string') skipped.push(record);
    else records.push(record);
  }
  return { id, records, skipped };
}

function edge(root: Json, device: Json): Payload {
  const id = idOf(device.imei) ?? idOf(device.sn);
  if (!id) throw new PayloadError('no device.imei or device.sn of 6 to 20 digits');
  const extra: Extra = {};
  const serial = device.sn;
  if (typeof serial === 'string' || typeof serial === 'number') extra.serial = String(serial).slice(0, 32);
  const product = num(device, 'prod');
  if (product !== undefined) extra.productId = product;
  const firmware = str(device, 'fw');
  if (firmware !== undefined) extra.firmware = firmware.slice(0, 32);
  const record: TrackerRecord = { time: new Date(0), valid: false, extra };
  const sequence = num(root, 'sqn');
  if (sequence !== undefined) extra.sequence = sequence;
  addReason(record, extra, num(root, 'reason'));
  const time = parseDmTime(str(root, 'date'));
  if (!placesInTime(time))
    return {
      id,
      records: [],
      skipped: [`no time (date ${JSON.stringify(String(root.date ?? '')).slice(0, 40)})`],
    };
  record.time = time;

  const lat = num(root, 'lat');
  const lon = num(root, 'lng');
  if (lat !== undefined && lon !== undefined && isPlausibleFix(lat, lon)) {
    record.lat = lat;
    record.lon = lon;
    record.valid = true;
  }
  const accuracy = num(root, 'posAcc');
  if (accuracy !== undefined) extra.accuracyM = accuracy;
  if (isObject(root.posInfo)) {
    const info = root.posInfo;
    const hdop = num(info, 'HDOP');
    if (hdop !== undefined) record.hdop = hdop;
    for (const [key, name] of [
      ['PDOP', 'pdop'],
      ['GDOP', 'gdop'],
      ['GSat', 'gpsSatellites'],
      ['BSat', 'beidouSatellites'],
      ['Src', 'positionSource'],
    ] as const) {
      const value = num(info, key);
      if (value !== undefined) extra[name] = value;
    }
  }
  for (const analogue of objects(root.analogues)) {
    const which = num(analogue, 'id');
    const value = num(analogue, 'val');
    if (which !== undefined && value !== undefined && Number.isInteger(which) && which >= 0 && which < 1000)
      extra[`analog${which}`] = value;
  }
  readDigital(num(root, 'inputs'), num(root, 'outputs'), num(root, 'status'), record, extra);
  // Counters (Traccar): 0 the battery (mV), 1 its level (hundredths of a percent); others kept.
  let batteryV: number | undefined;
  for (const counter of objects(root.counters)) {
    const which = num(counter, 'id');
    const value = num(counter, 'val');
    if (which === undefined || value === undefined || !Number.isInteger(which) || which < 0 || which >= 1000)
      continue;
    if (which === 0) batteryV = value / 1000;
    else if (which === 1) record.batteryPct = Math.min(100, Math.max(0, value / 100));
    else extra[`counter${which}`] = value;
  }
  // With the unit's own level beside it, the voltage is no longer read as a Li-ion cell's.
  if (batteryV !== undefined) {
    if (record.batteryPct !== undefined) record.batteryV = batteryV;
    else extra.batteryV = batteryV;
  }
  return { id, records: [record], skipped: [] };
}

/** A POST's body to the unit's id and its records; a `PayloadError` when it is neither form. */
export function parsePayload(body: Buffer): Payload {
  let root: unknown;
  try {
    root = JSON.parse(body.toString('utf8'));
  } catch (err) {
    throw new PayloadError(`not JSON: ${(err as Error).message.slice(0, 80)}`);
  }
  if (!isObject(root)) throw new PayloadError('not a JSON object');
  if (root.device !== undefined) {
    if (!isObject(root.device)) throw new PayloadError('device is no object');
    return edge(root, root.device);
  }
  if (root.IMEI === undefined && root.SerNo === undefined && root.Records === undefined)
    throw new PayloadError('neither an Edge (device) nor a traditional (SerNo, Records) payload');
  return traditional(root);
}
