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
 * A run's period in the report's zone, always as a range: whole days as dates ('Feb 8, 2027 – Feb
 * 14, 2027', the end being the midnight after the last day), else with times, the date said once
 * when both ends share it ('Feb 15, 2027, 7:00 a.m. – 10:00 a.m.'), and with seconds when the
 * minutes alone would not tell the ends apart (a run right after another).
 */
export function formatPeriod(from: string, to: string, timeZone: string, language: string): string {
  const locale = locales[language] ?? language;
  const start = new Date(from);
  const end = new Date(to);
  if (isLocalMidnight(start, timeZone) && isLocalMidnight(end, timeZone)) {
    const format = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium' });
    const first = format.format(start);
    const last = format.format(new Date(end.getTime() - 1));
    return first === last ? first : `${first} – ${last}`;
  }
  const date = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium' });
  const minutes = new Intl.DateTimeFormat(locale, { timeZone, timeStyle: 'short' });
  const time =
    minutes.format(start) === minutes.format(end) && date.format(start) === date.format(end)
      ? new Intl.DateTimeFormat(locale, { timeZone, timeStyle: 'medium' })
      : minutes;
  const [firstDay, lastDay] = [date.format(start), date.format(end)];
  const first = `${firstDay}, ${time.format(start)}`;
  return firstDay === lastDay
    ? `${first} – ${time.format(end)}`
    : `${first} – ${lastDay}, ${time.format(end)}`;
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
