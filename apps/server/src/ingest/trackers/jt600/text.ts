import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { isPlausibleFix, isTrackerId, setExtra } from '../fields.ts';
import { ascii, decimal, unreadable, utcTime } from '../text-scan.ts';
import { type Reading, readingEvents } from './location.ts';

/**
 * Jointech's text messages, `(<id>,<word>,…)` (the parentheses removed by the scanner):
 * - `W01` (JT600 "GPRS" positions; Traccar's PATTERN_W01): longitude DDDMM.MMMM and latitude
 *   DDMM.MMMM with their hemispheres, A/V, date, time, speed km/h, course, power, GPS and GSM
 *   signal, alert type. Not answered.
 * - `U01`…`U06` (JT600 positions and alarms; Traccar's PATTERN_U01): an alarm number on U06,
 *   date, time, T/F, latitude and longitude in degrees with hemispheres, speed (mph, as Traccar
 *   reads it), course, satellites, battery %, status bits, cell id, LAC, GSM signal, odometer (km),
 *   serial. U01-U03 are answered `(S39)`, U06 `(S20)`, as Traccar does.
 * - `P45`, a lock's lock or unlock event (JT701D protocol manual V1.4): date, time, latitude,
 *   longitude, A/V, speed km/h (the manual; Traccar reads mph), course, event source, unlock
 *   verification, RFID card, password check, wrong passwords, event serial, odometer (km, newer
 *   firmware). Answered `(P69,0,<event serial>)`.
 * - `@JT`, the lock's heartbeat: not answered.
 * - `P22,2`, the lock asking for the time: answered `(P22,<DDMMYYhhmmss>)`, UTC now (the manual).
 * - `P52,2,<password>`, the lock's new dynamic password, which the platform keeps to unlock it
 *   with `P52,3`: answered `(P52,2,<password>)`, or the lock repeats it every minute (the manual).
 * - an answer to a command, `(<id>,<command word>,…)`: P and S words, and WLNET/OTA answers.
 * Traccar answers none of P22, P52 and reads no command answers.
 */

/** The P45 event sources (the manual's table). */
const lockEvents: Record<string, string> = {
  '1': 'rfid_card',
  '2': 'illegal_rfid_card',
  '3': 'vehicle_card',
  '4': 'static_password_unlock',
  '5': 'auto_lock',
  '6': 'dynamic_password_unlock',
  '7': 'bluetooth_unlock',
};

/** The U positions Traccar answers, and how. */
const uAnswers: Record<string, string> = { U01: '(S39)', U02: '(S39)', U03: '(S39)', U06: '(S20)' };

const MPH_KMH = 1.609344;
const six = (field: string | undefined) => field !== undefined && /^\d{6}$/.test(field);
const whole = (field: string | undefined) =>
  field !== undefined && /^\d+$/.test(field) ? Number(field) : undefined;

/** A DDMMYY date and hhmmss time; undefined where the clock holds none. */
function timeOf(date: string | undefined, time: string | undefined, text: string): Date | undefined {
  if (!six(date) || !six(time)) unreadable('a date or time that is not six digits', text);
  const part = (s: string, at: number) => Number(s.slice(at, at + 2));
  const d = date as string;
  const t = time as string;
  return utcTime(2000 + part(d, 4), part(d, 2), part(d, 0), part(t, 0), part(t, 2), part(t, 4));
}

/** Degrees with their hemisphere; `minutes`: DDDMM.MMMM rather than degrees. */
function coordinate(
  value: string | undefined,
  hemisphere: string | undefined,
  negative: string,
  positive: string,
  text: string,
  minutes = false,
): number {
  const n = decimal(value);
  if (n === undefined || n < 0 || (hemisphere !== negative && hemisphere !== positive))
    unreadable('a coordinate that is not one', text);
  const deg = minutes ? Math.floor(n / 100) + (n % 100) / 60 : n;
  return hemisphere === negative ? -deg : deg;
}

/** A fix flag and coordinates to a record's fix (no coordinates kept without one). */
function fixOf(valid: boolean, lat: number, lon: number, speedKmh: number, course: number) {
  return valid && isPlausibleFix(lat, lon) ? { valid: true, lat, lon, speedKmh, course } : { valid: false };
}

function number(field: string | undefined, what: string, text: string): number {
  const n = decimal(field);
  if (n === undefined || n < 0) unreadable(`${what} that is not a number`, text);
  return n as number;
}

function parseW01(v: string[], text: string): Reading {
  if (v.length < 15) unreadable('a W01 message of too few fields', text);
  const lon = coordinate(v[2], v[3], 'W', 'E', text, true);
  const lat = coordinate(v[4], v[5], 'S', 'N', text, true);
  if (v[6] !== 'A' && v[6] !== 'V') unreadable('a W01 fix that is neither A nor V', text);
  const time = timeOf(v[7], v[8], text);
  const speed = number(v[9], 'a speed', text);
  const course = number(v[10], 'a course', text);
  const record: Omit<TrackerRecord, 'time'> = fixOf(v[6] === 'A', lat, lon, speed, course);
  const names = ['power', 'gpsSignal', 'gsmSignal', 'alertType'];
  names.forEach((name, i) => {
    const value = decimal(v[11 + i]);
    if (value !== undefined) setExtra(record, name, value);
  });
  return { time, record };
}

function parseU(v: string[], text: string): Reading {
  // U06 carries an alarm number before the date.
  const at = six(v[2]) && six(v[3]) ? 2 : 3;
  const f = (i: number) => v[at + i];
  if (v.length < at + 17) unreadable('a U message of too few fields', text);
  const time = timeOf(f(0), f(1), text);
  if (f(2) !== 'T' && f(2) !== 'F') unreadable('a U fix that is neither T nor F', text);
  const lat = coordinate(f(3), f(4), 'S', 'N', text);
  const lon = coordinate(f(5), f(6), 'W', 'E', text);
  const speed = number(f(7), 'a speed', text) * MPH_KMH;
  const course = number(f(8), 'a course', text);
  const record: Omit<TrackerRecord, 'time'> = fixOf(f(2) === 'T', lat, lon, speed, course);
  record.satellites = number(f(9), 'a satellite count', text);
  const battery = /^(\d{1,3})%$/.exec(f(10) ?? '')?.[1];
  if (battery === undefined || !/^[01]+$/.test(f(11) ?? ''))
    unreadable('a U battery or status not read', text);
  record.batteryPct = Number(battery);
  setExtra(record, 'status', f(11) as string);
  const [cid, lac, rssi, odometer, serial] = [12, 13, 14, 15, 16].map((i) => whole(f(i)));
  if (odometer === undefined || serial === undefined) unreadable('a U odometer or serial not read', text);
  if (cid && lac) {
    setExtra(record, 'cid', cid);
    setExtra(record, 'lac', lac);
  }
  if (rssi !== undefined) setExtra(record, 'rssi', rssi);
  record.odometerM = (odometer as number) * 1000;
  setExtra(record, 'index', serial as number);
  if (at === 3) setExtra(record, 'alarmType', v[2] as string);
  return { time, record };
}

function parseP45(v: string[], text: string): { reading: Reading; serial: string } {
  if (v.length < 17) unreadable('a P45 report of too few fields', text);
  const time = timeOf(v[2], v[3], text);
  const lat = coordinate(v[4], v[5], 'S', 'N', text);
  const lon = coordinate(v[6], v[7], 'W', 'E', text);
  if (v[8] !== 'A' && v[8] !== 'V') unreadable('a P45 fix that is neither A nor V', text);
  const record: Omit<TrackerRecord, 'time'> = fixOf(
    v[8] === 'A',
    lat,
    lon,
    number(v[9], 'a speed', text),
    number(v[10], 'a course', text),
  );
  const source = v[11] as string;
  const [verification, passwordOk, wrong, serial] = [12, 14, 15, 16].map((i) => whole(v[i]));
  if (!lockEvents[source] || verification === undefined || serial === undefined)
    unreadable('a P45 event not read', text);
  setExtra(record, 'lockEvent', lockEvents[source] as string);
  setExtra(record, 'eventSource', Number(source));
  setExtra(record, 'unlockCheck', verification as number);
  // Cards, and a static or dynamic password: whether the lock let itself be opened (the manual:
  // 0 refused, 1-10 the geofence it was opened in, 98 opened, 99 refused outside its geofence).
  if (source === '1' || source === '6')
    setExtra(record, 'unlocked', verification !== 0 && verification !== 99);
  if (source === '4') setExtra(record, 'unlocked', verification === 1);
  if (source === '5') setExtra(record, 'locked', true);
  const card = v[13] ?? '';
  if (/^\d+$/.test(card) && !/^0+$/.test(card)) setExtra(record, 'driverUniqueId', card);
  if (['4', '6', '7'].includes(source)) {
    if (passwordOk !== undefined) setExtra(record, 'passwordOk', passwordOk === 1);
    if (wrong !== undefined) setExtra(record, 'wrongPasswordCount', wrong);
  }
  setExtra(record, 'eventIndex', serial as number);
  const km = whole(v[17]);
  if (km !== undefined) record.odometerM = km * 1000;
  return { reading: { time, record }, serial: String(serial) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** UTC now as the P22 answer gives it, DDMMYYhhmmss. */
function p22Time(now: Date): string {
  return [
    now.getUTCDate(),
    now.getUTCMonth() + 1,
    now.getUTCFullYear() % 100,
    now.getUTCHours(),
    now.getUTCMinutes(),
    now.getUTCSeconds(),
  ]
    .map(pad)
    .join('');
}

/** A command word the unit answers with (JT701D's P01…P98, JT600's S commands). */
const isCommandWord = (word: string | undefined) => word !== undefined && /^[PS]\d{2}$/.test(word);

/** One text message, its parentheses removed. `now` is the clock of the P22 answer. */
export function parseTextMessage(text: string, now: () => Date): TrackerEvent[] {
  const v = text.split(',');
  const id = v[0] as string;
  if (!isTrackerId(id)) unreadable('a unit id that is not 6 to 20 digits', text);
  const word = v[1];
  if (word === '@JT' && v.length === 2) return [{ type: 'heartbeat', id }];
  if (word === 'W01') return readingEvents(id, [parseW01(v, text)]);
  if (word === 'P45') {
    const { reading, serial } = parseP45(v, text);
    return readingEvents(id, [reading], ascii(`(P69,0,${serial})`));
  }
  if (word === 'P22' && v[2] === '2' && v.length === 3)
    return [{ type: 'heartbeat', id, ack: ascii(`(P22,${p22Time(now())})`) }];
  if (word === 'P52' && v[2] === '2' && v.length === 4 && /^\d{1,10}$/.test(v[3] as string)) {
    const password = v[3] as string;
    // The lock's unlock password is echoed as the manual asks, never stored: every member of the
    // organisation (viewers too) sees a device's extras, and the password opens the lock.
    return [{ type: 'heartbeat', id, ack: ascii(`(P52,2,${password})`) }];
  }
  const ack = word === undefined ? undefined : uAnswers[word];
  if (ack || (word !== undefined && /^U\d{2}$/.test(word) && v.length >= 19))
    return readingEvents(id, [parseU(v, text)], ack ? ascii(ack) : undefined);
  if (isCommandWord(word) || v[3] === 'WLNET' || v[3] === 'OTA')
    return [{ type: 'command_result', id, text: v.slice(1).join(',') }];
  // A message of the unit's we do not read (U04, U09…): it is there, nothing is stored.
  return [{ type: 'heartbeat', id }];
}
