import { displayUnit, isFlagField, isKnownField, toDisplayValue } from '@pinpoint/shared/units.ts';
import { type ChartFormat, fill } from './format.ts';

/**
 * Numbers, times and field values as builders and tables print them: every Intl call
 * gets the format's locale and zone, never the host's defaults.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
/** A number in the locale, at most `digits` decimals. */
export function formatNumber(value: number, format: ChartFormat, digits = 2): string {
  const key = `${format.locale}|${digits}`;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(format.locale, { maximumFractionDigits: digits });
    numberFormats.set(key, formatter);
  }
  return formatter.format(value);
}

/** Rounds to `digits` decimals, as the text shows it, so CSV and PDF hold the same number. */
export const round = (value: number, digits = 2): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

const timeStyles = {
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  short: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type TimeStyle = keyof typeof timeStyles;

const timeFormats = new Map<string, Intl.DateTimeFormat>();
/** An instant (ms or ISO) in the format's zone and locale. */
export function formatTime(
  time: number | string,
  format: ChartFormat,
  style: TimeStyle = 'dateTime',
): string {
  const ms = typeof time === 'string' ? Date.parse(time) : time;
  const key = `${format.locale}|${format.timeZone}|${style}`;
  let formatter = timeFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(format.locale, { ...timeStyles[style], timeZone: format.timeZone });
    timeFormats.set(key, formatter);
  }
  return formatter.format(ms);
}

/** A field's name in the labels' language; an unknown vendor field shows as it is. */
export const fieldLabel = (field: string, format: ChartFormat): string =>
  isKnownField(field) ? format.labels.fields[field] : field;

/** "Temperature (°F)", or the bare name for a field without a unit. */
export function fieldTitle(field: string, format: ChartFormat): string {
  const unit = displayUnit(field, format.temperatureUnit);
  const label = fieldLabel(field, format);
  return unit ? fill(format.labels.withUnit, { label, unit }) : label;
}

/** A display-unit value with its unit ("39.2 °F", "61 %"), yes/no for flags. */
export function formatDisplayValue(field: string, value: number, format: ChartFormat): string {
  if (isFlagField(field)) return value >= 0.5 ? format.labels.yes : format.labels.no;
  const unit = displayUnit(field, format.temperatureUnit);
  const text = formatNumber(value, format);
  return unit ? `${text} ${unit}` : text;
}

/** A canonical value (°C...) converted, rounded and printed: a table cell. */
export function valueCell(field: string, canonical: number | null | undefined, format: ChartFormat) {
  if (canonical === null || canonical === undefined || !Number.isFinite(canonical))
    return { value: null, text: '—' };
  const value = round(toDisplayValue(field, canonical, format.temperatureUnit));
  return { value, text: formatDisplayValue(field, value, format) };
}

/** "Today", "1 day ago", "12 days ago", "Never": whole days from `time` to the format's now. */
export function daysAgo(time: string | null, format: ChartFormat): { days: number | null; text: string } {
  if (!time) return { days: null, text: format.labels.never };
  const days = Math.max(0, Math.floor((format.now - Date.parse(time)) / 86_400_000));
  if (days === 0) return { days, text: format.labels.today };
  const plural = new Intl.PluralRules(format.locale).select(days) === 'one' ? 'one' : 'other';
  return { days, text: fill(format.labels.daysAgo[plural], { count: formatNumber(days, format, 0) }) };
}
