import type { TrackerAlarm, TrackerEvent, TrackerRecord } from '../codec.ts';
import { ascii, decimal, unreadable, utcTime } from '../text-scan.ts';
import { parseObd } from './obd.ts';

/**
 * Coban's GPRS protocol (GPS102/GPS103/GPS104 and TK102/TK103 "GPRS data protocol", the one
 * Traccar calls gps103), one message without its `;`:
 * - `##,imei:<imei>,A` log-on request, answered `LOAD`;
 * - `<imei>` alone, the heartbeat (every minute), answered `ON`;
 * - `imei:<imei>,<keyword>,<local yyMMddHHmm[ss]>,<phone>,F,<UTC hhmmss.sss>,<A|V>,<lat ddmm.mmmm>,
 *   <N|S>,<lon dddmm.mmmm>,<E|W>,<speed knots>,<course>,<altitude>,<acc>,<door>,<fuel 1>,
 *   <fuel 2>,<temperature>` a position, or `...,L,...` without GPS (cell only).
 */
export function parseCoban(text: string): TrackerEvent[] {
  const login = /^##,imei:(\d{6,20}),/.exec(text);
  if (login) return [{ type: 'login', id: login[1] as string, accept: ascii('LOAD') }];

  const heartbeat = /^(\d{6,20})(imei:.*)?$/.exec(text);
  if (heartbeat?.[1] && !heartbeat[2]) return [{ type: 'heartbeat', id: heartbeat[1], ack: ascii('ON') }];
  // Some units send the heartbeat and a report glued together; both are answered.
  const message = heartbeat?.[2] ?? text;

  const f = message.split(',');
  const id = /^imei:(\d{6,20})$/.exec(f[0] ?? '')?.[1];
  if (!id) unreadable('not a Coban message', text);
  const keyword = f[1] ?? '';
  if (keyword === 'OBD') return [parseObd(id, f)];
  // `vr` carries a photo's bytes (`vt<packets>` announced the photo with a position of its own).
  // We keep no photos, but a unit sends them in bursts (14 packets in Traccar's vector): taken as
  // signs of life, not refused, so that the burst does not close the connection as bad frames.
  if (keyword === 'vr') return [{ type: 'heartbeat', id }];
  // Too short to hold a report (`imei:<imei>,L,`): the unit is alive, nothing more.
  if (f.length < 5) return [{ type: 'heartbeat', id }];

  const alternative = f[4] !== 'F' && isAlternative(f);
  const record = f[4] === 'F' ? fixRecord(f, text) : alternative ? alternativeRecord(f) : cellRecord(f);
  // The alternative layout names the unit where the keyword stands, and its event after it.
  if (alternative) applyKeyword(record, /^-*$/.test(f[2] ?? '') ? 'tracker' : (f[2] as string), '');
  else applyKeyword(record, keyword, f[3] ?? '');
  // An SOS keeps ringing until the server cancels it (`E`), as the protocol's alarm table says.
  const ack = keyword === 'help me' ? ascii(`**,imei:${id},E;`) : heartbeat ? ascii('ON') : undefined;
  return [{ type: 'records', id, records: [record], ...(ack ? { ack } : {}) }];
}

function fixRecord(f: string[], text: string): TrackerRecord {
  // Most units send `<lat>,<N|S>,<lon>,<E|W>`; some put each hemisphere first.
  const hemisphereFirst = /^[NS]$/.test(f[7] ?? '');
  const [lat, latH, lon, lonH] = hemisphereFirst ? [f[8], f[7], f[10], f[9]] : [f[7], f[8], f[9], f[10]];
  const latitude = degreesMinutes(lat, latH === 'S');
  const longitude = degreesMinutes(lon, lonH === 'W');
  if (latitude === undefined || longitude === undefined) unreadable('no coordinates in', text);
  const record: TrackerRecord = {
    time: fixTime(f[2] ?? '', f[5] ?? '') ?? new Date(),
    valid: f[6] === 'A',
    lat: latitude,
    lon: longitude,
  };
  const knots = decimal(f[11]);
  if (knots !== undefined) record.speedKmh = Math.round(knots * 1.852 * 100) / 100;
  const course = decimal(f[12]);
  if (course !== undefined) record.course = course;
  const altitude = decimal(f[13]);
  if (altitude !== undefined) record.altitude = altitude;
  if (f[14] === '0' || f[14] === '1') record.ignition = f[14] === '1';
  const extra: Record<string, number | string | boolean> = {};
  if (f[15] === '0' || f[15] === '1') extra.door = f[15] === '1';
  for (const [key, field] of [
    ['fuel1', f[16]],
    ['fuel2', f[17]],
  ] as const) {
    const percent = decimal(field?.replace(/%$/, ''));
    if (percent !== undefined && field?.endsWith('%')) extra[key] = percent;
  }
  const temperature = decimal(f[18]);
  if (temperature !== undefined) extra.temperature = temperature;
  if (Object.keys(extra).length > 0) record.extra = extra;
  return record;
}

/**
 * The alternative layout some units send (Traccar's PATTERN_ALT): `imei:<imei>,<name>,<event>,
 * <sensor id>,<sensor voltage>,<UTC hhmmss>,<ddmmyy>,<rssi>,<gps 0|1>,<lat>,<lon>,<speed km/h>,
 * <course>,<altitude>,<hdop>,<satellites>,<ignition>,<charging>,<error>`, with `-` filling a field
 * that has no value and decimal degrees.
 */
const isAlternative = (f: string[]) =>
  /^\d{6}$/.test(f[5] ?? '') && /^\d{6}$/.test(f[6] ?? '') && /^-?\d+\.\d+$/.test(f[9] ?? '');

function alternativeRecord(f: string[]): TrackerRecord {
  const [time, date] = [f[5] ?? '', f[6] ?? ''];
  const n = (s: string, at: number) => Number(s.slice(at, at + 2));
  const lat = decimal(f[9]);
  const lon = decimal(f[10]);
  const placed = lat !== undefined && lon !== undefined && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
  const record: TrackerRecord = {
    time:
      utcTime(2000 + n(date, 4), n(date, 2), n(date, 0), n(time, 0), n(time, 2), n(time, 4)) ?? new Date(),
    valid: f[8] === '1' && placed,
    ...(placed ? { lat, lon } : {}),
  };
  const numbers: [keyof TrackerRecord, number | undefined][] = [
    ['speedKmh', decimal(f[11])],
    ['course', decimal(f[12])],
    ['altitude', decimal(f[13])],
    ['hdop', decimal(f[14])],
    ['satellites', decimal(f[15])],
  ];
  for (const [key, value] of numbers)
    if (value !== undefined) (record as Record<string, unknown>)[key] = value;
  if (f[16] === '0' || f[16] === '1') record.ignition = f[16] === '1';
  if (f[17] === '0' || f[17] === '1') record.extra = { charging: f[17] === '1' };
  return record;
}

/**
 * Without GPS the tracker sends its cell (`L,,,<lac>,,<cid>`) and a local date that may be
 * zeros; with no UTC reference the record is dated when it arrives.
 */
function cellRecord(f: string[]): TrackerRecord {
  const record: TrackerRecord = { time: new Date(), valid: false };
  const [lac, cid] = [f[7] ?? '', f[9] ?? ''];
  if (/^[0-9A-Fa-f]{1,8}$/.test(lac) && /^[0-9A-Fa-f]{1,8}$/.test(cid)) {
    record.extra = { lac: Number.parseInt(lac, 16), cellId: Number.parseInt(cid, 16) };
  }
  return record;
}

/**
 * The message carries the local date and time (`yyMMddHHmm[ss]`, or `yy/MM/dd HH:mm`) and the
 * GPS's UTC time of day: their difference is the tracker's time zone, which is taken off the
 * local date (crossing midnight either way), with the seconds from the GPS.
 */
function fixTime(local: string, utc: string): Date | undefined {
  const digits = local.replace(/[/ :]/g, '');
  const u = /^(\d{2})(\d{2})(\d{2})/.exec(utc);
  if (!/^\d{10}(\d{2})?$/.test(digits) || !u) return undefined;
  const n = (from: number) => Number(digits.slice(from, from + 2));
  const [utcHour, utcMinute, utcSecond] = [Number(u[1]), Number(u[2]), Number(u[3])];
  const localTime = utcTime(2000 + n(0), n(2), n(4), n(6), n(8), utcSecond);
  if (!localTime || utcHour > 23 || utcMinute > 59) return undefined;
  let offset = (n(6) - utcHour) * 60 + (n(8) - utcMinute);
  if (offset <= -12 * 60) offset += 24 * 60;
  else if (offset > 12 * 60) offset -= 24 * 60;
  return new Date(localTime.getTime() - offset * 60_000);
}

/** NMEA `ddmm.mmmm` / `dddmm.mmmm` to signed degrees. */
function degreesMinutes(field: string | undefined, negative: boolean): number | undefined {
  const m = /^(\d{1,3})(\d{2}\.\d+)$/.exec(field ?? '');
  if (!m) return undefined;
  const degrees = Number(m[1]) + Number(m[2]) / 60;
  return Math.round((negative ? -degrees : degrees) * 1e6) / 1e6;
}

/** The protocol's alarm keywords; other keywords (`tracker`, `acc alarm`...) are kept in `extra`. */
const alarms: Record<string, TrackerAlarm> = {
  'help me': 'sos',
  'low battery': 'low_battery',
  move: 'movement',
  speed: 'overspeed',
  // "stockade" fires when the tracker leaves its fence.
  stockade: 'geofence_exit',
  'ac alarm': 'power_cut',
  'door alarm': 'door',
  'sensor alarm': 'vibration',
  'accident alarm': 'accident',
};

function applyKeyword(record: TrackerRecord, keyword: string, phone: string): void {
  const alarm = alarms[keyword];
  if (alarm) record.alarms = [alarm];
  if (keyword === 'acc on') record.ignition = true;
  if (keyword === 'acc off') record.ignition = false;
  if (keyword && keyword !== 'tracker') record.extra = { ...record.extra, keyword };
  if (keyword === 'rfid' && phone) record.extra = { ...record.extra, rfid: phone };
  // `T:+28.0` reports the temperature probe's reading (a temperature alarm), `oil 51.67` the fuel
  // level, as Traccar's Gps103ProtocolDecoder reads them.
  const temperature = /^T:([-+]?\d+(?:\.\d+)?)$/.exec(keyword)?.[1];
  if (temperature !== undefined) record.extra = { ...record.extra, temperature: Number(temperature) };
  const fuel = /^oil (\d+(?:\.\d+)?)$/.exec(keyword)?.[1];
  if (fuel !== undefined) record.extra = { ...record.extra, fuel: Number(fuel) };
}
