import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelative } from '../lib/format-date.ts';
import { Tooltip } from './tooltip.tsx';

const locales: Record<string, string> = { en: 'en-CA', fr: 'fr-CA' };

/** "5 minutes ago", with the exact time (in the viewer's time zone) on hover and focus. */
export function RelativeTime({ value }: { value: string | Date }) {
  const { i18n } = useTranslation();
  const locale = locales[i18n.language] ?? i18n.language;
  const date = typeof value === 'string' ? new Date(value) : value;
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const exact = formatDateTime(date, locale);
  // A value newer than the last tick (a live update) or a server clock slightly ahead reads
  // "now", never "in 5 seconds".
  const reference = new Date(Math.max(now.getTime(), Date.now(), date.getTime()));
  return (
    <Tooltip title={exact} describeChild>
      <time dateTime={date.toISOString()}>{formatRelative(date, reference, locale)}</time>
    </Tooltip>
  );
}
