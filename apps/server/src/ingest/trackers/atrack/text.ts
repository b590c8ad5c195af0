import { FrameError } from '../bytes.ts';
import type { TrackerRecord } from '../codec.ts';
import { isTrackerId } from '../fields.ts';
import { decimal, utcTime } from '../text-scan.ts';
import { formKeys, readTextCustom } from './custom.ts';
import { finishRecord } from './record.ts';

/**
 * ATrack's ASCII position message (ATrack protocol documents, "ASCII Position Format"; read as
 * Traccar's AtrackProtocolDecoder does): `@P,<CRC>,<length>,<sequence id>,<unit id>,` then one
 * or more records separated by `\r\n`, each the binary record's fields in decimal:
 * GPS time, RTC time, send time (Unix seconds, or yyyyMMddHHmmss on some firmware), longitude,
 * latitude (× 10^6), heading, report id, odometer (0.1 km), HDOP (× 10), inputs, speed (km/h),
 * outputs, analog input, driver id, temperature 1 and 2, text message, and the custom
 * information (`%CI…` and its values) where the unit was set to send it.
 */

export type TextMessage = { unitId: string; sequence: number; records: TrackerRecord[] };

/** SUB (0x1A), which ends the text message and some custom values in the ASCII form. */
const SUB = String.fromCharCode(0x1a);

/** Fields of a record up to the second temperature; the text message and custom data may follow. */
const MIN_FIELDS = 16;

export function parseText(text: string): TextMessage {
  let at = -1;
  for (let i = 0; i < 5; i++) {
    at = text.indexOf(',', at + 1);
    if (at < 0) throw new FrameError(`an ASCII message without its header: ${text.slice(0, 40)}`);
  }
  const header = text.slice(0, at).split(',');
  const unitId = header[4] as string;
  const sequence = Number(header[3]);
  if (!isTrackerId(unitId) || !Number.isInteger(sequence))
    throw new FrameError(`an ASCII header that names no unit: ${text.slice(0, 40)}`);
  const records: TrackerRecord[] = [];
  for (const line of text.slice(at + 1).split(/\r?\n/)) {
    const record = parseLine(line);
    if (record) records.push(record);
  }
  return { unitId, sequence: sequence & 0xffff, records };
}

function unixOrDate(field: string | undefined): number | undefined {
  if (!field || !/^\d+$/.test(field)) return undefined;
  if (field.length < 14) return Number(field);
  const d = field;
  const time = utcTime(
    +d.slice(0, 4),
    +d.slice(4, 6),
    +d.slice(6, 8),
    +d.slice(8, 10),
    +d.slice(10, 12),
    +d.slice(12, 14),
  );
  return time ? time.getTime() / 1000 : undefined;
}

const integer = (field: string | undefined) =>
  field !== undefined && /^-?\d+$/.test(field) ? Number(field) : undefined;

/** One record line; undefined for a line that is no record (Traccar skips those too). */
function parseLine(line: string): TrackerRecord | undefined {
  const v = line.split(',');
  if (v.length < MIN_FIELDS) return undefined;
  const gps = unixOrDate(v[0]);
  const rtc = unixOrDate(v[1]) ?? 0;
  const lon = integer(v[3]);
  const lat = integer(v[4]);
  const course = integer(v[5]);
  const reportId = integer(v[6]);
  const odometer = decimal(v[7]);
  const hdop = integer(v[8]);
  const inputs = integer(v[9]);
  const speedKmh = integer(v[10]);
  const outputs = integer(v[11]);
  const analog = integer(v[12]);
  const numbers = [gps, lon, lat, course, reportId, odometer, hdop, inputs, speedKmh, outputs, analog];
  if (numbers.some((n) => n === undefined)) return undefined;
  const extra: Record<string, number | string | boolean> = {
    reportId: reportId as number,
    adc1: analog as number,
  };
  const record: TrackerRecord = {
    time: new Date(0),
    valid: true,
    course: course as number,
    speedKmh: speedKmh as number,
    odometerM: Math.round((odometer as number) * 100),
    hdop: (hdop as number) / 10,
    inputs: inputs as number,
    outputs: outputs as number,
    extra,
  };
  if (v[13]) extra.driverId = v[13];
  const temp1 = integer(v[14]);
  const temp2 = integer(v[15]);
  if (temp1 !== undefined && temp1 !== 2000) extra.temp1 = temp1 / 10;
  if (temp2 !== undefined && temp2 !== 2000) extra.temp2 = temp2 / 10;
  const message = v[16]?.replaceAll(SUB, '').trim();
  if (message) extra.message = message;
  const form = v[17]?.trim();
  if (form?.startsWith('%CI')) readTextCustom(formKeys(form), v.slice(18), record);
  return finishRecord(record, { gps: gps as number, rtc }, (lat as number) / 1e6, (lon as number) / 1e6);
}

/**
 * A reply to a command: `$OK`, `$ERROR=<code>`, or the answer to a query such as
 * `$INFO=<unit id>,<model>,<firmware>,<IMEI>,<IMSI>,<ICCID>,<power>,<battery>,…`.
 * The unit id of `$INFO` is returned so the reply can name its device.
 */
export function parseReply(text: string): { text: string; unitId?: string } {
  const info = /^\$INFO=(\d{6,20}),/.exec(text);
  return info ? { text, unitId: info[1] } : { text };
}
