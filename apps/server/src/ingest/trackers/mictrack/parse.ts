import { FrameError } from '../bytes.ts';
import type { TrackerAlarm, TrackerEvent, TrackerRecord } from '../codec.ts';
import { addAlarm, isPlausibleFix, isTrackerId, setExtra } from '../fields.ts';
import { decimal, unreadable, utcTime } from '../text-scan.ts';

/**
 * One Mictrack message (line end removed) to events, in the three forms Traccar's
 * MictrackProtocolDecoder reads on its port 5191:
 *
 * - the standard report, `MT;<mode>;<IMEI>;<kind>;<data>`, its data fields separated by `+`
 *   (Mictrack Communication Protocol 2.0, MT821/MT825, as burberius/mictrack reads it): R0 a GPS
 *   fix, R1 Wi-Fi access points, R2 GSM cells, R3 LTE cells, R12/R13 both, Y1 access points with
 *   their names, RH the heartbeat. Each ends with the event code, the battery (mV) and a sequence
 *   number;
 * - the low-altitude flight trackers' NMEA batch (MT600-L), `<IMEI>$<RMC-like fix>$<fix>…`;
 * - a command's answer, `<IMEI> <text>!` or `<text>!` (`mode=Success!`).
 */

/** Event codes (protocol 2.0): 0 power on, 2 GPS, 5 SOS, 8 low battery, 9/10 geofence in/out, 11 heartbeat, 12 power off. */
const eventAlarms: Partial<Record<number, TrackerAlarm>> = {
  5: 'sos',
  8: 'low_battery',
  9: 'geofence_enter',
  10: 'geofence_exit',
};

const KNOTS_TO_KMH = 1.852;

const unsupported = (detail: string): TrackerEvent => ({ type: 'bad_frame', reason: 'unsupported', detail });

/** `yyMMddHHmmss`, UTC. */
function reportTime(field: string | undefined): Date {
  const m = /^(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/.exec(field ?? '');
  const time = m
    ? utcTime(2000 + Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]))
    : undefined;
  if (!time) unreadable('not a time (yyMMddHHmmss)', field ?? '');
  return time;
}

function digits(field: string | undefined, what: string): number {
  if (!/^\d{1,10}$/.test(field ?? '')) unreadable(`not a number (${what})`, field ?? '');
  return Number(field);
}

/**
 * The fields every standard report ends with: the event code, the battery in mV and (on the units
 * of protocol 2.0) a sequence number; `head` is what comes before them.
 */
function trailer(fields: string[], headCount: number, record: TrackerRecord): string[] {
  const withSequence = fields.length >= headCount + 3;
  if (fields.length < headCount + 2) unreadable('a report cut short', fields.join('+'));
  const tail = fields.slice(withSequence ? -3 : -2);
  const event = digits(tail[0], 'event');
  const millivolts = digits(tail[1], 'battery');
  setExtra(record, 'event', event);
  const alarm = eventAlarms[event];
  if (alarm) addAlarm(record, alarm);
  // 0 mV is no measurement.
  if (millivolts > 0) record.batteryV = millivolts / 1000;
  if (withSequence) setExtra(record, 'sequence', digits(tail[2], 'sequence'));
  return fields.slice(0, fields.length - tail.length);
}

/** R0: satellites + time + latitude + longitude + speed (km/h) + course + trailer. */
function gpsReport(fields: string[]): TrackerRecord {
  const record: TrackerRecord = { time: new Date(0), valid: false };
  const head = trailer(fields, 6, record);
  if (head.length !== 6) unreadable('not a GPS report', fields.join('+'));
  const [sats, lat, lon, speed, course] = [head[0], head[2], head[3], head[4], head[5]].map(decimal);
  record.time = reportTime(head[1]);
  if (![sats, lat, lon, speed, course].every((v) => v !== undefined))
    unreadable('not a GPS report', fields.join('+'));
  record.satellites = sats as number;
  if (Math.abs(lat as number) <= 90 && Math.abs(lon as number) <= 180) {
    record.lat = lat as number;
    record.lon = lon as number;
    // Traccar takes every R0 as a fix; a unit without one sends R1/R2 instead, or 0,0.
    record.valid = isPlausibleFix(record.lat, record.lon);
  }
  record.speedKmh = speed as number;
  record.course = course as number;
  return record;
}

const WIFI = /([0-9a-f]{2}(?::[0-9a-f]{2}){5}),(-?\d{1,3})/gi;

/** Access points as `mac,rssi` pairs (Y1 puts each one's name before it, which may hold commas). */
function accessPoints(field: string): string {
  const found = [...field.matchAll(WIFI)].map((m) => `${(m[1] as string).toLowerCase()},${m[2]}`);
  if (!found.length) unreadable('no access points in', field);
  return found.join(';');
}

/** Cells as `mnc,cid,lac,mcc` (GSM) or with the LTE physical cell id after, kept as `mcc,mnc,lac,cid`. */
function cells(field: string, size: 4 | 5): string {
  const values = field.split(',');
  if (values.length % size !== 0 || !values.every((v) => /^\d{1,10}$/.test(v)))
    unreadable('not a cell list', field);
  const out: string[] = [];
  for (let i = 0; i < values.length; i += size) {
    const [mnc, cid, lac, mcc] = values.slice(i, i + 4);
    out.push(`${mcc},${mnc},${lac},${cid}`);
  }
  return out.join(';');
}

/** R1, R2, R3, R12, R13, Y1: time + access points and/or cells + trailer; no fix of their own. */
function networkReport(fields: string[], wifi: boolean, cellSize?: 4 | 5): TrackerRecord {
  const record: TrackerRecord = { time: new Date(0), valid: false };
  const parts = (wifi ? 1 : 0) + (cellSize ? 1 : 0);
  let head = trailer(fields, 1 + parts, record);
  // Access point names (Y1) may hold a `+` of their own: what is between the time and the cells is theirs.
  if (head.length > 1 + parts && wifi) {
    const cellField = cellSize ? head.slice(-1) : [];
    head = [head[0] as string, head.slice(1, head.length - cellField.length).join('+'), ...cellField];
  }
  if (head.length !== 1 + parts) unreadable('not a network report', fields.join('+'));
  record.time = reportTime(head[0]);
  if (wifi) setExtra(record, 'wifi', accessPoints(head[1] as string));
  if (cellSize) setExtra(record, 'cells', cells(head[head.length - 1] as string, cellSize));
  return record;
}

/** RH: satellites + time + four fix fields (not read: a heartbeat places nothing) + trailer. */
function heartbeatReport(fields: string[]): TrackerRecord {
  const record: TrackerRecord = { time: new Date(0), valid: false };
  const head = trailer(fields, 6, record);
  if (head.length !== 6) unreadable('not a heartbeat', fields.join('+'));
  record.satellites = digits(head[0], 'satellites');
  record.time = reportTime(head[1]);
  return record;
}

function standard(text: string): TrackerEvent[] {
  const parts = text.split(';');
  if (parts.length !== 5) unreadable('not a Mictrack report', text);
  const [, mode, id, kind, data] = parts as [string, string, string, string, string];
  if (!isTrackerId(id)) return [unsupported(`an id that is not 6-20 digits: ${id.slice(0, 24)}`)];
  const fields = data.split('+');
  let record: TrackerRecord;
  if (kind === 'R0') record = gpsReport(fields);
  else if (kind === 'R1') record = networkReport(fields, true);
  else if (kind === 'R2') record = networkReport(fields, false, 4);
  else if (kind === 'R3') record = networkReport(fields, false, 5);
  else if (kind === 'R12') record = networkReport(fields, true, 4);
  else if (kind === 'R13') record = networkReport(fields, true, 5);
  else if (kind === 'Y1') record = networkReport(fields, true);
  else if (kind === 'RH') record = heartbeatReport(fields);
  // Configuration (RC) and binding (B) reports, and kinds we do not know: the unit is alive.
  else return [{ type: 'heartbeat', id }];
  setExtra(record, 'mode', digits(mode, 'mode'));
  return [{ type: 'records', id, records: [record] }];
}

const NMEA_FIX =
  /^(\d\d)(\d\d)(\d\d)(?:\.\d+)?,([AV]),(\d{1,2})(\d\d\.\d+),([NS]),(\d{1,3})(\d\d\.\d+),([EW]),(\d+(?:\.\d+)?)?,(\d+(?:\.\d+)?)?,(-?\d+(?:\.\d+)?)?,(\d\d)(\d\d)(\d\d)$/;

/** One fix of the low-altitude batch: `hhmmss.ss,A,ddmm.mmmm,N,dddmm.mmmm,E,<knots>,<course>,<altitude>,ddMMyy`. */
function nmeaFix(segment: string): TrackerRecord | undefined {
  const m = NMEA_FIX.exec(segment);
  if (!m) return undefined;
  const n = (i: number) => Number(m[i]);
  const time = utcTime(2000 + n(16), n(15), n(14), n(1), n(2), n(3));
  const lat = (n(5) + n(6) / 60) * (m[7] === 'S' ? -1 : 1);
  const lon = (n(8) + n(9) / 60) * (m[10] === 'W' ? -1 : 1);
  if (!time || Math.abs(lat) > 90 || Math.abs(lon) > 180) return undefined;
  const record: TrackerRecord = { time, valid: m[4] === 'A' && isPlausibleFix(lat, lon), lat, lon };
  if (m[11] !== undefined) record.speedKmh = Math.round(n(11) * KNOTS_TO_KMH * 1000) / 1000;
  if (m[12] !== undefined) record.course = n(12);
  if (m[13] !== undefined) record.altitude = n(13);
  return record;
}

function lowAltitude(text: string): TrackerEvent[] {
  const [id, ...segments] = text.split('$');
  if (!isTrackerId(id as string))
    return [unsupported(`an id that is not 6-20 digits: ${(id as string).slice(0, 24)}`)];
  const records = segments.map(nmeaFix);
  const read = records.filter((r): r is TrackerRecord => r !== undefined);
  if (!read.length) unreadable('no fix in', text);
  const events: TrackerEvent[] = [{ type: 'records', id, records: read }];
  // Traccar skips a fix it cannot read; it is counted here.
  if (read.length < records.length)
    events.push({
      type: 'bad_frame',
      reason: 'malformed',
      detail: `${records.length - read.length} unreadable fix(es) in a batch`,
    });
  return events;
}

/** A command's answer: Traccar keeps the text without its last character (the `!`). */
const resultText = (text: string) => text.replace(/!$/, '').trim();

/**
 * One message to events. `named` says whether a unit has named itself on this connection: an
 * answer without an IMEI is the connection's unit's, and means nothing before one has.
 */
export function parseMictrack(text: string, named: boolean): TrackerEvent[] {
  const at = text.indexOf('MT;');
  // Bytes before a report (the rest of a message cut short by a reconnect) are counted, not read.
  if (at > 0)
    return [
      { type: 'bad_frame', reason: 'malformed', detail: `${at} bytes before a report` },
      ...parseMictrack(text.slice(at), named),
    ];
  if (at === 0) return standard(text);
  if (text.includes('$')) return lowAltitude(text);
  const withId = /^(\d{15}) (.+)$/s.exec(text);
  if (withId)
    return [{ type: 'command_result', id: withId[1] as string, text: resultText(withId[2] as string) }];
  if (!named) return [unsupported(`text from a unit that has not named itself: ${text.slice(0, 40)}`)];
  return [{ type: 'command_result', text: resultText(text) }];
}

/**
 * Whether a text without a line end is a whole message (a unit that ends none with a line end
 * sends one a read, as Traccar, which frames nothing, expects): it reads without a bad frame and an
 * answer ends with its `!`.
 */
export function isWholeMictrack(text: string): boolean {
  try {
    const events = parseMictrack(text, true);
    if (events.some((e) => e.type === 'bad_frame')) return false;
    return events.every((e) => e.type !== 'command_result') || text.endsWith('!');
  } catch (error) {
    if (error instanceof FrameError) return false;
    throw error;
  }
}

/** A connection's parser: it remembers whether a unit has named itself, for answers without an IMEI. */
export function createMictrackParser(): (text: string) => TrackerEvent[] {
  let named = false;
  return (text) => {
    const events = parseMictrack(text, named);
    if (events.some((e) => e.type !== 'bad_frame' && e.type !== 'login' && e.id)) named = true;
    return events;
  };
}
