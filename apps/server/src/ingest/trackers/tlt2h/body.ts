import type { TrackerRecord } from '../codec.ts';
import { isPlausibleFix, setExtra } from '../fields.ts';
import { decimal, utcTime } from '../text-scan.ts';

/**
 * One body line of a TLT-2H message, as Traccar's Tlt2hProtocolDecoder (PATTERN_POSITION,
 * PATTERN_WIFI) and Mictrack's "Communication Protocol (for MT700) V1.0" (2.2.1 GPS data, 2.2.2
 * WiFi data) give it:
 *
 *   `#<prefix>[#[<mcc>,<mnc>,<lac hex>,<cell id hex>]]$GPRMC,<NMEA RMC fields>*<checksum>`
 *   `#<prefix>[#[<mcc>,<mnc>,<lac hex>,<cell id hex>]]$WIFI,<hhmmss.ss>,<A|V>,<rssi>,<mac>,…,<ddmmyy>*<checksum>`
 *
 * The prefix is the backup battery's voltage when it is two digits (`38`, 3.8 V, the MT700
 * document) or four (`4106`, mV, MT710 units); otherwise it is the serving cell's LAC and cell id
 * in hex (`a52d15e5803`, the "Base ID" of Mictrack's MT500 GPRS protocol), kept as sent.
 *
 * The RMC checksum is not checked: the MT500 document's own example and three of Traccar's vectors
 * carry one that does not match their (hand-edited) fields, and Traccar checks none.
 */

/** What a line holds: its values, and its time when the unit's clock gave one. */
export type BodyReading = {
  time?: Date;
  values: Omit<TrackerRecord, 'time'>;
  /** Something in the line that could not be read, and was left out. */
  problem?: string;
};

const LINE =
  /^#([0-9A-Fa-f]*)(?:#(?:(\d{1,3}),(\d{1,3}),([0-9A-Fa-f]{1,8}),([0-9A-Fa-f]{1,8}))?)?\$(GPRMC|WIFI),(.*)$/;

const KNOTS_TO_KMH = 1.852;

/** Why a line gives nothing: a kind of line we do not read, or one of ours that is damaged. */
export type Refusal = { refused: string; reason: 'unsupported' | 'malformed' };

/** A body line's reading, or why it is not one. */
export function readBody(line: string): BodyReading | Refusal {
  const m = LINE.exec(line);
  if (!m) return { refused: `not a $GPRMC or $WIFI line: ${line.slice(0, 40)}`, reason: 'unsupported' };
  const values: Omit<TrackerRecord, 'time'> = { valid: false };
  const prefix = m[1] as string;
  if (/^(?:\d{2}|\d{4})$/.test(prefix)) {
    const volts = Number(prefix);
    // Two digits are tenths of a volt, four are millivolts (Traccar: above 100 is mV).
    if (volts > 0) values.batteryV = volts > 100 ? volts / 1000 : volts / 10;
  } else if (prefix) setExtra(values, 'baseId', prefix);
  if (m[2] !== undefined)
    setExtra(
      values,
      'cells',
      `${Number(m[2])},${Number(m[3])},${Number.parseInt(m[4] as string, 16)},${Number.parseInt(m[5] as string, 16)}`,
    );
  const fields = (m[7] as string).replace(/\*[0-9A-Fa-f]{2}$/, '').split(',');
  return m[6] === 'GPRMC' ? readRmc(fields, values) : readWifi(fields, values);
}

/** `hhmmss[.ss]` and `ddmmyy` as UTC, or undefined when either is missing or out of range. */
function rmcTime(time: string | undefined, date: string | undefined): Date | undefined {
  const t = /^(\d\d)(\d\d)(\d\d)(?:\.\d+)?$/.exec(time ?? '');
  const d = /^(\d\d)(\d\d)(\d\d)$/.exec(date ?? '');
  if (!t || !d) return undefined;
  const n = (m: RegExpExecArray, i: number) => Number(m[i]);
  return utcTime(2000 + n(d, 3), n(d, 2), n(d, 1), n(t, 1), n(t, 2), n(t, 3));
}

/** NMEA `ddmm.mmmm` / `dddmm.mmmm` and its hemisphere to signed degrees; minutes must be below 60. */
function degrees(field: string, hemisphere: string, negative: string, positive: string): number | undefined {
  const m = /^(\d{1,3})(\d\d\.\d+)$/.exec(field);
  if (!m || (hemisphere !== negative && hemisphere !== positive) || Number(m[2]) >= 60) return undefined;
  const value = Number(m[1]) + Number(m[2]) / 60;
  return Math.round((hemisphere === negative ? -value : value) * 1e6) / 1e6;
}

/** RMC: time, status (A valid, V not, L the last fix), latitude, N/S, longitude, E/W, knots, course, date. */
function readRmc(fields: string[], values: Omit<TrackerRecord, 'time'>): BodyReading | Refusal {
  const [time, status, lat, ns, lon, ew, knots, course, date] = fields;
  if (status === undefined || !/^[AVL]$/.test(status))
    return { refused: `an RMC status of ${status ?? 'none'}`, reason: 'malformed' };
  const reading: BodyReading = { values };
  const at = rmcTime(time, date);
  if (at) reading.time = at;
  if (lat || lon) {
    const latitude = degrees(lat ?? '', ns ?? '', 'S', 'N');
    const longitude = degrees(lon ?? '', ew ?? '', 'W', 'E');
    if (latitude === undefined || longitude === undefined)
      reading.problem = `unreadable coordinates ${lat},${ns},${lon},${ew}`;
    else {
      values.lat = latitude;
      values.lon = longitude;
      values.valid = status === 'A' && isPlausibleFix(latitude, longitude);
    }
  }
  const speed = decimal(knots);
  if (speed !== undefined && speed >= 0) values.speedKmh = Math.round(speed * KNOTS_TO_KMH * 1000) / 1000;
  const heading = decimal(course);
  if (heading !== undefined && heading >= 0 && heading <= 360) values.course = heading;
  if (!at && (time || date)) reading.problem ??= `an unreadable time ${time} ${date}`;
  return reading;
}

/** WIFI: time, status, then `rssi,mac` pairs (MAC without colons), then the date. */
function readWifi(fields: string[], values: Omit<TrackerRecord, 'time'>): BodyReading | Refusal {
  const time = fields[0];
  const date = fields.at(-1);
  const pairs = fields.slice(2, -1);
  if (fields.length < 3 || !/^[AVL]$/.test(fields[1] as string) || pairs.length % 2)
    return { refused: 'not a $WIFI line', reason: 'malformed' };
  const found: string[] = [];
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const [rssi, mac] = [pairs[i] as string, pairs[i + 1] as string];
    // The MT700 fills unused places with empty pairs.
    if (rssi === '' && mac === '') continue;
    if (!/^-?\d{1,3}$/.test(rssi) || !/^[0-9A-Fa-f]{12}$/.test(mac))
      return { refused: `not an access point: ${rssi},${mac}`, reason: 'malformed' };
    found.push(`${mac.toLowerCase().replace(/(..)(?!$)/g, '$1:')},${Number(rssi)}`);
  }
  if (found.length) setExtra(values, 'wifi', found.join(';'));
  const reading: BodyReading = { values };
  const at = rmcTime(time, date);
  if (at) reading.time = at;
  else reading.problem = `an unreadable time ${time} ${date}`;
  return reading;
}
