import { requireLength, u8, u16be, u32be, unixToIso } from '../bytes.ts';
import type { ResultBuilder } from '../result.ts';
import {
  batteryCapacity,
  header,
  type LairdMessage,
  type LairdVariant,
  lairdLarge,
  lairdSmall,
} from './laird-rs1xx.ts';

// The RS1xx messages that carry stored readings: 0x03 one backlog record and 0x04 several, each
// with the time it was taken, and 0x02 (0x0D in Laird's AWS decoder) the aggregated readings.
// Times count seconds from 2015-01-01 UTC (rs1xx-*.js convertTimestampToDate; the "Set UTC"
// downlink takes years from 2015). Fields as the codecs write them, `timestamp` a calendar
// object: apps/server's network-decoded/backlog.ts reads the same from a network server.

const EPOCH_2015 = Date.UTC(2015, 0, 1) / 1000;
/**
 * The RS1xx came out at the end of 2017 (its user guide's first version is of 5 December 2017):
 * a record dated before 2017 is of a sensor whose clock was never set, counting from the epoch.
 */
const FIRST_REAL_TIME = Date.UTC(2017, 0, 1) / 1000;

/** One stored measurement's values: humidity and temperature, or the RTD probe's temperature. */
export type LairdRecord = { length: number; read: (bytes: Uint8Array, at: number) => Record<string, number> };

export const rhRecord: LairdRecord = {
  length: 4,
  read: (bytes, at) => ({ humidity: lairdSmall(bytes, at), temperature: lairdSmall(bytes, at + 2) }),
};

export const rtdRecord: LairdRecord = {
  length: 4,
  read: (bytes, at) => ({ temperature: lairdLarge(bytes, at) }),
};

type LairdTime = { calendar: Record<string, string | number>; seconds: number; iso: string | undefined };

/** The timestamp at `at`: the codecs' calendar object, and the ISO time where it is a real one. */
function timeAt(bytes: Uint8Array, at: number): LairdTime {
  const seconds = EPOCH_2015 + u32be(bytes, at);
  const date = new Date(seconds * 1000);
  const calendar = {
    year: date.getUTCFullYear(),
    month: date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
    day: date.getUTCDate(),
    hours: date.getUTCHours(),
    minutes: date.getUTCMinutes(),
    seconds: date.getUTCSeconds(),
  };
  return { calendar, seconds, iso: seconds < FIRST_REAL_TIME ? undefined : unixToIso(seconds) };
}

/** The readings of a record taken at `iso`; returns false when the record has no real time. */
function storeRecord(
  values: Record<string, number>,
  iso: string | undefined,
  out: ResultBuilder,
  variant: LairdVariant,
): boolean {
  if (iso === undefined) return false;
  if (values.temperature !== undefined) out.reading('temperature', values.temperature, iso);
  if (values.humidity !== undefined && variant.humidity) out.reading('humidity', values.humidity, iso);
  return true;
}

function warnUndated(out: ResultBuilder, undated: LairdTime[]): void {
  const [first] = undated;
  if (!first) return;
  const when = new Date(first.seconds * 1000).toISOString();
  const records = undated.length === 1 ? '1 backlog record' : `${undated.length} backlog records`;
  out.warn(`${records} not stored: dated ${when}, so the sensor's clock was not set`);
}

/** 0x03, Send Backlog Message: one stored record with its time. */
export function backlogMessage(record: LairdRecord): LairdMessage {
  return (bytes, out, variant) => {
    header(bytes, out, 'SendBackLogMessage', 6 + record.length);
    const time = timeAt(bytes, 2);
    const values = record.read(bytes, 6);
    out.set('timestamp', time.calendar);
    for (const [name, value] of Object.entries(values)) out.set(name, value);
    if (!storeRecord(values, time.iso, out, variant)) warnUndated(out, [time]);
  };
}

/** 0x04, Send Backlog Messages: a count, then records of a time and the values. */
export function backlogMessages(record: LairdRecord): LairdMessage {
  return (bytes, out, variant) => {
    const size = 4 + record.length;
    requireLength(bytes, 3 + size);
    const complete = Math.floor((bytes.length - 3) / size);
    header(bytes, out, 'SendBackLogMessages', 3 + complete * size);
    const count = u8(bytes, 2);
    if (count !== complete) out.warn(`the message counts ${count} records and carries ${complete}`);
    const readings: Record<string, unknown>[] = [];
    const undated: LairdTime[] = [];
    for (let at = 3; at + size <= bytes.length; at += size) {
      const time = timeAt(bytes, at);
      const values = record.read(bytes, at + 4);
      readings.push({ timestamp: time.calendar, ...values });
      if (!storeRecord(values, time.iso, out, variant)) undated.push(time);
    }
    out.set('numberOfReadings', count);
    out.set('readings', readings);
    warnUndated(out, undated);
  };
}

/**
 * 0x02 (and the RTD's 0x0D), aggregated readings: one timestamp for readings a configured read
 * period apart, which the message does not give; so none has a time of its own and none is stored.
 */
export function aggregated(msgType: string, record: LairdRecord): LairdMessage {
  return (bytes, out) => {
    requireLength(bytes, 11 + record.length);
    const complete = Math.floor((bytes.length - 11) / record.length);
    header(bytes, out, msgType, 11 + complete * record.length);
    const count = u8(bytes, 6);
    if (count !== complete) out.warn(`the message counts ${count} readings and carries ${complete}`);
    const readings: Record<string, number>[] = [];
    for (let at = 11; at + record.length <= bytes.length; at += record.length) {
      readings.push(record.read(bytes, at));
    }
    out.set('alarmMsgCount', u8(bytes, 2));
    out.set('backlogMsgCount', u16be(bytes, 3));
    out.set('batteryCapacity', batteryCapacity(bytes, 5, out));
    out.set('numberOfReadings', count);
    out.set('timestamp', timeAt(bytes, 7).calendar);
    out.set('readings', readings);
    out.warn(
      `${complete} aggregated readings share one timestamp and are a read period apart that the` +
        ' message does not give: kept in the vendor fields, not stored',
    );
  };
}
