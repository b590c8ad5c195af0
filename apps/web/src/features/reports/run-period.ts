const locales: Record<string, string> = { en: 'en-CA', fr: 'fr-CA' };

function isLocalMidnight(time: Date, timeZone: string): boolean {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  })
    .formatToParts(time)
    .filter((p) => p.type === 'hour' || p.type === 'minute')
    .map((p) => Number(p.value));
  return parts.every((n) => n === 0);
}

/**
 * A run's period in the report's zone: whole days as dates ('Feb 8, 2027 – Feb 14, 2027', the
 * end being the midnight after the last day), else with times.
 */
export function formatPeriod(from: string, to: string, timeZone: string, language: string): string {
  const locale = locales[language] ?? language;
  const start = new Date(from);
  const end = new Date(to);
  const days = isLocalMidnight(start, timeZone) && isLocalMidnight(end, timeZone);
  const format = new Intl.DateTimeFormat(
    locale,
    days ? { timeZone, dateStyle: 'medium' } : { timeZone, dateStyle: 'medium', timeStyle: 'short' },
  );
  const first = format.format(start);
  const last = format.format(days ? new Date(end.getTime() - 1) : end);
  return first === last ? first : `${first} – ${last}`;
}

/** When a report runs next, in its zone: 'Mon, Nov 30, 07:00'. */
export function formatNextRun(at: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(locales[language] ?? language, {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at));
}
