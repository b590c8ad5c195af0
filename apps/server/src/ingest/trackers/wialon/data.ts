import type { TrackerRecord } from '../codec.ts';
import { decimal, utcTime } from '../text-scan.ts';
import { applyParams, textOf } from './params.ts';

/**
 * The body of a short (SD) or extended (D) data packet, and of each message of a black box (B),
 * as Wialon IPS v1.1 and v2.0 define it:
 *
 *   Date;Time;Lat1;Lat2;Lon1;Lon2;Speed;Course;Alt;Sats                    (SD)
 *   …;Sats;HDOP;Inputs;Outputs;ADC;Ibutton;Params                          (D)
 *
 * Any field may be `NA` (none); ADC is an empty string when there is none, and Traccar's vectors
 * show units leaving other fields empty too (`0.000;;170.9`), so an empty field is taken as `NA`.
 * A field we cannot read gives the document's answer code for it instead of a record, which the
 * server answers so the unit learns why (ASD/AD codes, v2.0 pp. 7 and 10).
 */

/** The ASD/AD answer codes (v2.0 pp. 7, 10; v1.1 pp. 3, 5). */
export const dataCodes = {
  structure: '-1',
  time: '0',
  ok: '1',
  coordinates: '10',
  motion: '11',
  satellites: '12',
  io: '13',
  adc: '14',
  params: '15',
} as const;
export type DataCode = (typeof dataCodes)[keyof typeof dataCodes];

export type DataResult = { record: TrackerRecord } | { code: DataCode; detail: string };

const SHORT_FIELDS = 10;
const EXTENDED_FIELDS = 16;

const absent = (field: string | undefined) => field === undefined || field === 'NA' || field === '';
const integer = (field: string) => (/^\d{1,15}$/.test(field) ? Number(field) : undefined);

/** How many fields a body has, with a v2.0 checksum after them or not. */
export const dataFieldCounts = { short: SHORT_FIELDS, extended: EXTENDED_FIELDS };

/**
 * ddmmyy and hhmmss UTC (the v2.1 document adds a fraction of a second, kept to the
 * millisecond). Both NA: the document has the server register the message at its own time.
 */
function timeOf(date: string, time: string, now: () => Date): Date | undefined {
  if (absent(date) || absent(time)) return now();
  const d = /^(\d\d)(\d\d)(\d\d)$/.exec(date);
  const t = /^(\d\d)(\d\d)(\d\d)(?:\.(\d{1,9}))?$/.exec(time);
  if (!d || !t) return undefined;
  const at = utcTime(
    2000 + Number(d[3]),
    Number(d[2]),
    Number(d[1]),
    Number(t[1]),
    Number(t[2]),
    Number(t[3]),
  );
  if (!at || !t[4]) return at;
  return new Date(at.getTime() + Math.floor(Number(`0.${t[4]}`) * 1000));
}

/**
 * NMEA-style degrees and minutes (v2.0 Annex): DDMM.MM for latitude, DDDMM.MM for longitude,
 * the hemisphere in the next field. The minutes are the last two whole digits before the point;
 * a unit writing fewer degree digits (`3644.670410;E`, a Traccar vector) is read the same way.
 */
function coordinate(value: string, hemisphere: string, axis: 'lat' | 'lon'): number | undefined {
  const m = /^(\d{1,3})(\d\d(?:\.\d+)?)$/.exec(value);
  if (!m) return undefined;
  // Minutes of 60 or more are no NMEA, but a Traccar vector has them (`5364.0167;N`, from a unit
  // in the field): read as Traccar reads them, as long as the result is on the globe.
  const degrees = Number(m[1]) + Number(m[2]) / 60;
  const [positive, negative, limit] = axis === 'lat' ? ['N', 'S', 90] : ['E', 'W', 180];
  if (degrees > limit) return undefined;
  if (hemisphere === positive) return degrees;
  if (hemisphere === negative) return -degrees;
  return undefined;
}

/** A decimal field: undefined when NA, null when it is no number. */
function measure(field: string | undefined): number | undefined | null {
  if (absent(field)) return undefined;
  return decimal(field) ?? null;
}

const fail = (code: DataCode, detail: string): DataResult => ({ code, detail });

/** One SD or D body (without a v2.0 checksum), as a record or the answer code that refuses it. */
export function parseDataBody(fields: string[], now: () => Date): DataResult {
  if (fields.length !== SHORT_FIELDS && fields.length !== EXTENDED_FIELDS)
    return fail(dataCodes.structure, `${fields.length} fields, not ${SHORT_FIELDS} or ${EXTENDED_FIELDS}`);
  const f = (i: number) => fields[i] as string;

  const time = timeOf(f(0), f(1), now);
  if (!time) return fail(dataCodes.time, `no date and time in ${f(0)};${f(1)}`);
  const record: TrackerRecord = { time, valid: false };

  const placed = !absent(f(2)) || !absent(f(3)) || !absent(f(4)) || !absent(f(5));
  if (placed) {
    const lat = coordinate(f(2), f(3), 'lat');
    const lon = coordinate(f(4), f(5), 'lon');
    if (lat === undefined || lon === undefined)
      return fail(dataCodes.coordinates, `coordinates ${f(2)};${f(3)};${f(4)};${f(5)}`);
    record.lat = lat;
    record.lon = lon;
  }

  const speed = measure(f(6));
  const course = measure(f(7));
  const altitude = measure(f(8));
  if (
    speed === null ||
    course === null ||
    altitude === null ||
    (speed ?? 0) < 0 ||
    (course ?? 0) < 0 ||
    (course ?? 0) > 360
  )
    return fail(dataCodes.motion, `speed, course or altitude ${f(6)};${f(7)};${f(8)}`);
  if (speed !== undefined) record.speedKmh = speed;
  if (course !== undefined) record.course = course;
  if (altitude !== undefined) record.altitude = altitude;

  const satellites = absent(f(9)) ? undefined : integer(f(9));
  if (!absent(f(9)) && satellites === undefined) return fail(dataCodes.satellites, `satellites ${f(9)}`);
  if (satellites !== undefined) record.satellites = satellites;
  // Traccar's rule: a fix needs three satellites; a unit that does not count them is believed.
  record.valid = placed && (satellites === undefined || satellites >= 3);

  if (fields.length === EXTENDED_FIELDS) {
    const failed = readExtended(fields, record);
    if (failed) return failed;
  }
  return { record };
}

/** HDOP, inputs, outputs, ADC, iButton and the additional parameters of a D body. */
function readExtended(fields: string[], record: TrackerRecord): DataResult | undefined {
  const f = (i: number) => fields[i] as string;
  const hdop = measure(f(10));
  if (hdop === null || (hdop ?? 0) < 0) return fail(dataCodes.satellites, `HDOP ${f(10)}`);
  if (hdop !== undefined) record.hdop = hdop;

  const inputs = absent(f(11)) ? undefined : integer(f(11));
  const outputs = absent(f(12)) ? undefined : integer(f(12));
  if ((!absent(f(11)) && inputs === undefined) || (!absent(f(12)) && outputs === undefined))
    return fail(dataCodes.io, `inputs or outputs ${f(11)};${f(12)}`);
  if (inputs !== undefined) record.inputs = inputs;
  if (outputs !== undefined) record.outputs = outputs;

  const extra: Record<string, number | string | boolean> = {};
  // "Fractional numbers separated by commas. Numbering from 1" (v2.0 p. 8): adc1, adc2…
  if (!absent(f(13))) {
    const values = f(13)
      .split(',')
      .map((v) => decimal(v));
    if (values.some((v) => v === undefined)) return fail(dataCodes.adc, `ADC ${f(13)}`);
    values.forEach((v, i) => {
      extra[`adc${i + 1}`] = v as number;
    });
  }
  // The driver's key code, "a string of arbitrary length".
  if (!absent(f(14))) extra.ibutton = textOf(f(14));
  if (!absent(f(15)) && !applyParams(f(15), record, extra))
    return fail(dataCodes.params, `parameters ${f(15).slice(0, 40)}`);
  if (Object.keys(extra).length) record.extra = extra;
  return undefined;
}
