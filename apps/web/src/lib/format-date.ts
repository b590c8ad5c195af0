import type { PublicConfig } from '@pinpoint/shared';
import { useConfig } from './config.ts';

export type DateFormat = PublicConfig['defaultDateFormat'];

/** A date in the configured format (spec 9: MM/DD/YYYY by default), in the viewer's time zone. */
export function formatDate(value: Date | number, format: DateFormat, timeZone?: string): string {
  const date = typeof value === 'number' ? new Date(value * 1000) : value;
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date);
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
