import { FrameError } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { isTrackerId } from '../fields.ts';
import { utcStamp, utcTime } from '../text-scan.ts';
import { applyStatus, knotsToKmh, type StatusFields, toDegrees } from './status.ts';

/**
 * H02's text messages, `*XX,<id>,<type>,...#` (the H02 document: "General message
 * *XX,YYYYYYYYYY,V1,HHMMSS,S,latitude,D,longitude,G,speed,direction,DDMMYY,vehicle_status#",
 * "Confirm message *XX,YYYYYYYYYY,V4,CMD,hhmmss,HHMMSS,S,latitude,...,vehicle_status#"), with the
 * variants Traccar's H02ProtocolDecoder reads: V2/V19/VI1 positions, HTBT/V0 heartbeats (echoed
 * back), LINK, NBR and V3 status reports, and coordinates written as -dd-mm.mmmm.
 */

const hex8 = /^[0-9A-Fa-f]{8}$/;

/**
 * The server's confirmation of a V1 report or an NBR cell report, `*HQ,<id>,V4,<type>,
 * <yyyyMMddHHmmss>#` in UTC, as Traccar's H02ProtocolDecoder sends it (so a unit set up for a
 * Traccar server gets what it got there); sent once the report is stored.
 */
export function h02Confirmation(id: string, type: 'V1' | 'NBR', now = new Date()): Buffer {
  return Buffer.from(`*HQ,${id},V4,${type},${utcStamp(now)}#`, 'latin1');
}

function coordinate(
  value: string | undefined,
  hemisphere: string | undefined,
  max: number,
): number | undefined {
  if (!value || !hemisphere || !/^[NSEW]$/.test(hemisphere)) return undefined;
  const parts = degreesAndMinutes(value);
  if (!parts) return undefined;
  const [whole, minutes] = parts;
  const degrees = toDegrees(whole, minutes, hemisphere === 'S' || hemisphere === 'W');
  return minutes < 60 && Math.abs(degrees) <= max ? degrees : undefined;
}

/**
 * Whole degrees and minutes of `-dd-mm.mmmm`; of `dddmm.mmmm`, whose degree digits may be none
 * within a degree of the equator or of Greenwich (`38.6508` is 0°38.6508'); or of `dddmmmmmm`
 * written without the point, four decimals of minutes (`37573392` is 37°57.3392').
 */
function degreesAndMinutes(value: string): [number, number] | undefined {
  const dashed = /^-(\d+)-(\d+(?:\.\d+)?)$/.exec(value);
  if (dashed) return [Number(dashed[1]), Number(dashed[2])];
  const noPoint = /^(\d+)(\d{2})(\d{4})$/.exec(value);
  if (noPoint) return [Number(noPoint[1]), Number(`${noPoint[2]}.${noPoint[3]}`)];
  const plain = /^(\d*?)(\d{2}(?:\.\d+)?)$/.exec(value);
  if (plain) return [Number(plain[1] || 0), Number(plain[2])];
  return undefined;
}

function hhmmssDdmmyy(time: string | undefined, date: string | undefined): Date | undefined {
  if (!time || !date || !/^\d{6}$/.test(time) || !/^\d{6}$/.test(date)) return undefined;
  const n = (s: string, i: number) => Number(s.slice(i, i + 2));
  return utcTime(2000 + n(date, 4), n(date, 2), n(date, 0), n(time, 0), n(time, 2), n(time, 4));
}

/**
 * A position from the fields starting at its time: hhmmss, validity, latitude, N/S, longitude,
 * E/W, speed (knots), course, ddmmyy, then the status word (the first 8 hex digits after the date).
 * Some units put a battery level between course and date (`...,000.5,047,4,080918,...`).
 */
function readPosition(f: string[], at: number, named: { id?: string }, now: Date): TrackerEvent {
  const withBattery = !/^\d{6}$/.test(f[at + 8] ?? '') && /^\d{1,3}$/.test(f[at + 8] ?? '');
  const dateAt = withBattery && /^\d{6}$/.test(f[at + 9] ?? '') ? at + 9 : at + 8;
  const statusAt = f.findIndex((v, i) => i > dateAt && hex8.test(v));
  const lat = coordinate(f[at + 2], f[at + 3], 90);
  const lon = coordinate(f[at + 4], f[at + 5], 180);
  const hasCoordinates = lat !== undefined && lon !== undefined && (lat !== 0 || lon !== 0);
  // A unit that has no clock yet leaves time and date empty but may still send coordinates
  // (`V1,,V,4605.75732,N,...,0,,FFFFFFEF`): dated when it arrives, as Traccar does.
  const undated = f[at] === '' && f[dateAt] === '' && hasCoordinates;
  const time = undated ? now : hhmmssDdmmyy(f[at], f[dateAt]);
  const state: StatusFields = {};
  if (statusAt >= 0) applyStatus(state, Number.parseInt(f[statusAt] as string, 16), time !== undefined);
  const tail = statusAt >= 0 ? f.slice(statusAt + 1) : [];
  if (tail.length > 0) state.extra = { ...state.extra, tail: tail.join(',') };
  readSensors(state, tail);
  if (!time) return { type: 'heartbeat', ...named, record: state };
  const validity = f[at + 1] ?? '';
  const record: TrackerRecord = {
    time,
    valid: hasCoordinates && (validity === 'A' || /^\d+$/.test(validity)),
    ...(hasCoordinates ? { lat, lon } : {}),
    speedKmh: knotsToKmh(Number.parseFloat(f[at + 6] ?? '') || 0),
    course: Number.parseFloat(f[at + 7] ?? '') || 0,
    ...state,
  };
  return { type: 'records', ...named, records: [record] };
}

/**
 * Some units follow the status word with exactly `<odometer m>,<temperature>,<fuel>,<altitude m>,
 * <lac hex>,<cid hex>` (Traccar's H02ProtocolDecoder reads this form; its vector
 * `...,FFFFDFFF,69129336,0,100.0,18,5141,5A20#`). Other tails (cells, SIM data) stay as they are.
 */
function readSensors(state: StatusFields, tail: string[]): void {
  if (tail.length !== 6) return;
  const [odometer = '', temperature = '', fuel = '', altitude = '', lac = '', cid = ''] = tail;
  if (
    !/^\d+$/.test(odometer) ||
    !/^-?\d+$/.test(temperature) ||
    !/^\d+\.\d+$/.test(fuel) ||
    !/^-?\d+$/.test(altitude) ||
    !/^[0-9A-Fa-f]+$/.test(lac) ||
    !/^[0-9A-Fa-f]+$/.test(cid)
  )
    return;
  state.odometerM = Number(odometer);
  state.altitude = Number(altitude);
  state.extra = {
    ...state.extra,
    temperature: Number(temperature),
    fuel: Number(fuel),
    lac: Number.parseInt(lac, 16),
    cellId: Number.parseInt(cid, 16),
  };
}

/** The last field that is a status word (8 hex digits), or -1. */
function lastStatusAt(f: string[]): number {
  for (let i = f.length - 1; i >= 0; i--) if (hex8.test(f[i] as string)) return i;
  return -1;
}

/** A position's fields start at `at` when N/S and E/W stand where they should. */
const positionAt = (f: string[], at: number) =>
  /^[NS0]$/.test(f[at + 3] ?? '') && /^[EW0]$/.test(f[at + 5] ?? '');

/** V4: the command and its parameters, then (usually) the position when it was carried out. */
function parseReply(f: string[], named: { id?: string }, now: Date): TrackerEvent[] {
  const at = lastStatusAt(f) - 9;
  if (at < 5 || !positionAt(f, at)) return [{ type: 'command_result', ...named, text: f.slice(3).join(',') }];
  // The command's own hhmmss stands just before the position.
  const result: TrackerEvent = { type: 'command_result', ...named, text: f.slice(3, at - 1).join(',') };
  return [result, readPosition(f, at, named, now)];
}

function parseStatusReport(f: string[], type: string, named: { id?: string }): TrackerEvent {
  const record: StatusFields = { extra: { type } };
  const statusAt = lastStatusAt(f);
  if (statusAt > 3) applyStatus(record, Number.parseInt(f[statusAt] as string, 16), false);
  if (type === 'LINK') {
    // LINK,hhmmss,rssi,satellites,battery %,steps,turnovers,ddmmyy,status
    const battery = Number(f[6]);
    if (Number.isInteger(battery) && battery >= 0 && battery <= 100) record.batteryPct = battery;
    Object.assign(record.extra ?? {}, { rssi: Number(f[4]), satellites: Number(f[5]) });
  }
  return { type: 'heartbeat', ...named, record };
}

const DAY_MS = 86_400_000;

/**
 * VP1, a position without a time of day: `VP1,A|B,lat,N|S,lon,E|W,speed (knots),course,ddmmyy`,
 * or without a fix `VP1,V,mcc,mnc,lac,cid,rssi[Ylac,cid,rssi...]` (Traccar's H02ProtocolDecoder,
 * PATTERN_VP1, and its test messages). A report of today (or of yesterday, just past midnight)
 * is taken as of now, when it arrives; an older one keeps its date at midnight UTC, as Traccar does.
 */
function parseVp1(f: string[], named: { id?: string }, now: Date): TrackerEvent {
  const [, , , validity = ''] = f;
  if (validity === 'V') {
    const cells = f
      .slice(6)
      .join(',')
      .split('Y')
      .filter((cell) => cell !== '');
    const extra = { type: 'VP1', mcc: Number(f[4]), mnc: Number(f[5]), cells: cells.length };
    return { type: 'heartbeat', ...named, record: { extra } };
  }
  const date = f[10] ?? '';
  const lat = coordinate(f[4], f[5], 90);
  const lon = coordinate(f[6], f[7], 180);
  if (!/^[AB]$/.test(validity) || !/^\d{6}$/.test(date) || lat === undefined || lon === undefined)
    throw new FrameError(`not an H02 VP1 position: ${f.slice(3).join(',').slice(0, 60)}`);
  const n = (i: number) => Number(date.slice(i, i + 2));
  const midnight = utcTime(2000 + n(4), n(2), n(0), 0, 0, 0);
  if (!midnight) throw new FrameError(`H02 VP1 date ${date} is no date`);
  const age = now.getTime() - midnight.getTime();
  const record: TrackerRecord = {
    time: age >= 0 && age < 2 * DAY_MS ? now : midnight,
    valid: lat !== 0 || lon !== 0,
    lat,
    lon,
    speedKmh: knotsToKmh(Number.parseFloat(f[8] ?? '') || 0),
    course: Number.parseFloat(f[9] ?? '') || 0,
  };
  return { type: 'records', ...named, records: [record] };
}

/** One message, without its leading `*` and closing `#`. */
export function parseText(sentence: string, now = new Date()): TrackerEvent[] {
  const f = sentence.split(',').map((v) => v.trim());
  const [maker = '', rawId = '', rawType = ''] = f;
  if (f.length < 3 || !/^[A-Za-z]{2}$/.test(maker))
    throw new FrameError(`not an H02 message: ${sentence.slice(0, 60)}`);
  if (rawId !== '' && !isTrackerId(rawId))
    throw new FrameError(`H02 id ${rawId.slice(0, 24)} is not 6 to 20 digits`);
  const named = rawId === '' ? {} : { id: rawId };
  const type = rawType.toUpperCase();
  if (type === 'V4') return parseReply(f, named, now);
  // SMS: the unit's answer to a command as its text, which may hold commas and line breaks
  // (`*HQ,<id>,SMS,ST906...\nID:...\nGSM:26#`), as Traccar's PATTERN_SMS reads it.
  if (type === 'SMS')
    return [{ type: 'command_result', ...named, text: sentence.split(',').slice(3).join(',') }];
  if (type === 'VP1') return [parseVp1(f, named, now)];
  if (type === 'HTBT' || type === 'V0') {
    // Echoed back as Traccar does: *XX,<id>,HTBT#. HTBT may carry the battery level.
    const battery = Number(f[3]);
    const record: StatusFields =
      Number.isInteger(battery) && battery >= 0 && battery <= 100 ? { batteryPct: battery } : {};
    const ack = Buffer.from(`*${maker},${rawId},${rawType}#`, 'latin1');
    return [{ type: 'heartbeat', ...named, ack, record }];
  }
  const confirm =
    (type === 'V1' || type === 'NBR') && rawId !== '' ? { ack: h02Confirmation(rawId, type) } : {};
  if (/^V/.test(type) && f.length >= 12 && positionAt(f, 3))
    return [{ ...readPosition(f, 3, named, now), ...confirm }];
  return [{ ...parseStatusReport(f, type, named), ...confirm }];
}
