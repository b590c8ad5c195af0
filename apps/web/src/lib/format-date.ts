import type { PublicConfig } from '@pinpoint/shared';
import { useConfig } from './config.ts';

export type DateFormat = PublicConfig['defaultDateFormat'];

/**
 * Intl formatters, made once per kind, locale and zone: making one costs far more than using it,
 * and a device list formats two dates a row (the first screen's CPU profile, bench:web).
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function formatter<F extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => F): F {
  let made = formatters.get(key) as F | undefined;
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}
const zoneOption = (timeZone?: string) => (timeZone ? { timeZone } : {});

/** A date in the configured format (spec 9: MM/DD/YYYY by default), in the viewer's time zone. */
export function formatDate(value: Date | number, format: DateFormat, timeZone?: string): string {
  const date = typeof value === 'number' ? new Date(value * 1000) : value;
  const parts = formatter(
    `day ${timeZone ?? ''}`,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        ...zoneOption(timeZone),
      }),
  ).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const [year, month, day] = [part('year'), part('month'), part('day')];
  if (format === 'DD/MM/YYYY') return `${day}/${month}/${year}`;
  if (format === 'YYYY-MM-DD') return `${year}-${month}-${day}`;
  return `${month}/${day}/${year}`;
}

/** formatDate with the deployment's defaultDateFormat; numbers are unix seconds. */
export function useFormatDate(): (value: Date | number) => string {
  const { defaultDateFormat } = useConfig();
  return (value) => formatDate(value, defaultDateFormat);
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "5 minutes ago", "yesterday": the largest whole unit between `date` and `now`. */
export function formatRelative(date: Date, now: Date, locale: string): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = formatter(
    `relative ${locale}`,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  );
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === 'second')
      return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** The exact date and time in the viewer's time zone, with the zone's name. */
export function formatDateTime(date: Date, locale: string, timeZone?: string): string {
  return formatter(
    `exact ${locale} ${timeZone ?? ''}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        second: '2-digit',
        timeZoneName: 'short',
        ...zoneOption(timeZone),
      }),
  ).format(date);
}
