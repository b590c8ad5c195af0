import type { TrackerRecord } from '../codec.ts';
import { isPlausibleFix } from '../fields.ts';

/** 2000-01-01: a time before it is a clock not yet set (Traccar's vector with 201 s after 1970). */
const CLOCK_SET = 946_684_800;

/**
 * The time and fix of a record, both forms alike. The GPS time is the fix's; a unit that has
 * never had a fix sends 0 (or a few seconds after 1970) there (and 0,0 for its position), so its RTC time stands in, the record
 * kept as an invalid fix. A record with neither time says nothing we can place: undefined.
 */
export function finishRecord(
  record: TrackerRecord,
  times: { gps: number; rtc: number },
  lat: number,
  lon: number,
): TrackerRecord | undefined {
  const seconds = times.gps >= CLOCK_SET ? times.gps : times.rtc;
  if (!(seconds >= CLOCK_SET)) return undefined;
  record.time = new Date(seconds * 1000);
  if (isPlausibleFix(lat, lon) && times.gps >= CLOCK_SET) {
    record.lat = lat;
    record.lon = lon;
    record.valid = true;
  } else {
    record.valid = false;
  }
  return record;
}
