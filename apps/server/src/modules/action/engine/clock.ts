/** Time of day in a time zone, for out-of-hours windows and message times. */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function parts(at: Date, timeZone: string): Record<string, string> {
  return Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
}

/** Minutes since local midnight in the zone (0 to 1439). */
export function minuteOfDay(at: Date, timeZone: string): number {
  const p = parts(at, timeZone);
  return Number(p.hour) * 60 + Number(p.minute);
}

/** 'HH:MM' to minutes since midnight. */
export const parseTimeOfDay = (hhmm: string): number => {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/**
 * Whether `at` falls inside the window [start, end) of local time. A window whose
 * end is before its start runs across midnight (22:00 to 06:00); equal ends mean
 * the whole day; no window (either end missing) means always.
 */
export function isInsideWindow(
  at: Date,
  start: string | null,
  end: string | null,
  timeZone: string,
): boolean {
  if (!start || !end) return true;
  const from = parseTimeOfDay(start);
  const to = parseTimeOfDay(end);
  if (from === to) return true;
  const m = minuteOfDay(at, timeZone);
  return from < to ? m >= from && m < to : m >= from || m < to;
}

/** '2026-01-31 22:05' in the zone, for the {{time}} of messages. */
export function localTime(at: Date, timeZone: string): string {
  const p = parts(at, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}
