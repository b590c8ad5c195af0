import type { TrackerRecord } from '../codec.ts';
import { isPlausibleFix, setExtra } from '../fields.ts';
import { extraNames, pids, scaledNames, unnamed } from './pids.ts';

/**
 * A data message's elements as records. Each `0` element (the device's millisecond tick, its
 * PID_TIMESTAMP) starts one sample set; firmware v5 sends one a datagram, older firmware several
 * ([traccar] vectors). Elements before the first `0` make a record of their own.
 */

/** One `<pid hex>:<value>` (or `=`) element. */
export type Element = { pid: number; value: string };

const DAY_MS = 86_400_000;
const NUMBER = /^[-+]?\d{1,12}(?:\.\d{1,12})?$/;
const INTEGER = /^\d{1,10}$/;

type Draft = {
  record: TrackerRecord;
  tick?: number;
  /** ms into the UTC day of the GNSS time (0x10, HHMMSScc). */
  timeOfDay?: number;
  /** ms of the UTC midnight of the GNSS date (0x11, DDMMYY). */
  day?: number;
  lat?: number;
  lon?: number;
};

const num = (value: string) => (NUMBER.test(value) ? Number(value) : undefined);

/** HHMMSScc, leading zeros dropped by the firmware's `%u` (so `8445000` is 08:44:50.00). */
function timeOfDay(value: string): number | undefined {
  if (!INTEGER.test(value) || value.length > 8) return undefined;
  const v = value.padStart(8, '0');
  const [h, m, s, cs] = [0, 2, 4, 6].map((i) => Number(v.slice(i, i + 2))) as [
    number,
    number,
    number,
    number,
  ];
  if (h > 23 || m > 59 || s > 59) return undefined;
  return ((h * 60 + m) * 60 + s) * 1000 + cs * 10;
}

/** DDMMYY (`140221` is 14 February 2021), leading zeros dropped likewise. */
function dayOf(value: string): number | undefined {
  if (!INTEGER.test(value) || value.length > 6) return undefined;
  const v = value.padStart(6, '0');
  const [d, m, y] = [0, 2, 4].map((i) => Number(v.slice(i, i + 2))) as [number, number, number];
  if (d < 1 || d > 31 || m < 1 || m > 12) return undefined;
  const ms = Date.UTC(2000 + y, m - 1, d);
  return new Date(ms).getUTCDate() === d ? ms : undefined;
}

/** Signal in dBm as a percentage, -113 dBm (none) to -51 dBm (full), as 3GPP's CSQ scale spans. */
const signalPct = (dbm: number) => Math.round(Math.min(100, Math.max(0, ((dbm + 113) / 62) * 100)));

function apply(draft: Draft, { pid, value }: Element): void {
  const r = draft.record;
  const n = num(value);
  switch (pid) {
    case pids.time:
      draft.timeOfDay = timeOfDay(value);
      return;
    case pids.date:
      draft.day = dayOf(value);
      return;
    case pids.latitude:
      draft.lat = n;
      return;
    case pids.longitude:
      draft.lon = n;
      return;
    case pids.altitude:
      r.altitude = n;
      return;
    // km/h: firmware v5 logs `gd->speed * 1.852` of the receiver's knots; [doc] 0xD "Speed (km/h)".
    case pids.speed:
      if (n !== undefined && n >= 0) r.speedKmh = n;
      return;
    case pids.course:
      if (n !== undefined && n >= 0 && n <= 360) r.course = n;
      return;
    case pids.satellites:
      if (n !== undefined && Number.isInteger(n) && n >= 0) r.satellites = n;
      return;
    // FreematicsPlus gpsGetData: TinyGPS's hundredths of HDOP / 10, so tenths.
    case pids.hdop:
      if (n !== undefined && n >= 0) r.hdop = n / 10;
      return;
    // The vehicle's battery at the OBD port, in 0.01 V [doc][fw].
    case pids.batteryVoltage:
      if (n !== undefined && n >= 0) r.externalPowerV = n / 100;
      return;
    // The modem's signal in dBm (v5 `rssi`; [doc] "Cellular network signal level (dB)").
    case pids.signal:
      if (n === undefined) return;
      setExtra(r, 'rssiDbm', n);
      if (n < 0) r.gsmSignalPct = signalPct(n);
      return;
  }
  const scaled = scaledNames[pid];
  if (scaled) {
    if (n !== undefined) setExtra(r, scaled[0], Math.round(n * scaled[1] * 1000) / 1000);
    return;
  }
  // A several-valued element (x;y;z) or one that is no number is kept as its text, bounded.
  setExtra(r, extraNames[pid] ?? unnamed(pid), n ?? value.slice(0, 64));
}

/** The time of a GNSS time of day without a date: on the day that puts it nearest to `now`. */
function nearestDay(timeOfDayMs: number, now: Date): number {
  const midnight = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const candidates = [midnight - DAY_MS, midnight, midnight + DAY_MS].map((d) => d + timeOfDayMs);
  return candidates.reduce((best, t) =>
    Math.abs(t - now.getTime()) < Math.abs(best - now.getTime()) ? t : best,
  );
}

/**
 * Each record's time: GNSS date and time where both came; a GNSS time alone (firmware v5 logs no
 * date) on the day nearest to `now`; no GNSS time, then the device's tick against a record that
 * has both, else against `now` for the message's latest tick (the firmware sends its newest
 * buffer at once), else `now`.
 */
function resolveTimes(drafts: Draft[], now: Date): void {
  const fixed = drafts.map((d) =>
    d.timeOfDay === undefined
      ? undefined
      : d.day !== undefined
        ? d.day + d.timeOfDay
        : nearestDay(d.timeOfDay, now),
  );
  const anchorAt = drafts.findIndex((d, i) => d.tick !== undefined && fixed[i] !== undefined);
  const ticks = drafts.map((d) => d.tick).filter((t): t is number => t !== undefined);
  const anchor =
    anchorAt >= 0
      ? { tick: drafts[anchorAt]?.tick as number, time: fixed[anchorAt] as number }
      : ticks.length
        ? { tick: Math.max(...ticks), time: now.getTime() }
        : undefined;
  drafts.forEach((d, i) => {
    const time =
      fixed[i] ?? (anchor && d.tick !== undefined ? anchor.time + d.tick - anchor.tick : now.getTime());
    d.record.time = new Date(time);
  });
}

export function parseRecords(elements: Element[], now: Date): TrackerRecord[] {
  const drafts: Draft[] = [];
  const start = (tick?: number) => {
    const draft: Draft = { record: { time: now, valid: false }, ...(tick === undefined ? {} : { tick }) };
    drafts.push(draft);
    return draft;
  };
  let draft: Draft | undefined;
  for (const element of elements) {
    if (element.pid === pids.timestamp) {
      draft = start(INTEGER.test(element.value) ? Number(element.value) : undefined);
      continue;
    }
    draft ??= start();
    apply(draft, element);
  }
  resolveTimes(drafts, now);
  return drafts.map(({ record, lat, lon }) => {
    // Latitude and longitude come only with a fix (v5 processGPS); a receiver without one has been
    // seen sending 0,0 with a speed of 10 million knots ([traccar] vector 8): no fix, no motion.
    if (lat !== undefined && lon !== undefined && isPlausibleFix(lat, lon))
      return { ...record, valid: true, lat, lon };
    const { speedKmh: _speed, course: _course, altitude: _altitude, ...rest } = record;
    return rest;
  });
}
