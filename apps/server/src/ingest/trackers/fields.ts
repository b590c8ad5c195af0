import type { TrackerAlarm } from './codec.ts';

/**
 * Checks the binary codecs share on what a tracker reports.
 */

/** An IMEI-like id (the digits form of packages/shared `isTrackerIdFor`): digits only, 6 to 20. */
export const isTrackerId = (id: string) => /^\d{6,20}$/.test(id);

/**
 * Coordinates that can be a fix: trackers without one send 0,0 (Teltonika, GT06 and H02 alike),
 * and a damaged frame can carry values off the globe.
 */
export const isPlausibleFix = (lat: number, lon: number) =>
  (lat !== 0 || lon !== 0) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;

/** Adds an alarm to a record once. */
export function addAlarm(record: { alarms?: TrackerAlarm[] }, alarm: TrackerAlarm): void {
  const alarms = record.alarms ?? [];
  if (!alarms.includes(alarm)) alarms.push(alarm);
  record.alarms = alarms;
}

/** Keeps one of the protocol's other elements in the record's `extra`. */
export function setExtra(
  record: { extra?: Record<string, number | string | boolean> },
  key: string,
  value: number | string | boolean,
): void {
  record.extra ??= {};
  record.extra[key] = value;
}
