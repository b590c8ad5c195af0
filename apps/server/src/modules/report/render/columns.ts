import type { ReportLanguage, ReportTable } from '@pinpoint/shared/report.ts';
import { zoneOffset } from '@pinpoint/shared/wall-clock.ts';

/**
 * What a table's column holds, read from its cells, so the CSV and XLSX headers can say what
 * their bare numbers mean ("Distance (km)", "Moving time (h:mm)") and times can be written as
 * times: the PDF prints each cell's text, which carries its unit; a spreadsheet gets the value.
 */
export type ColumnKind =
  | { kind: 'text' }
  /** Numbers whose texts all end with one unit ('12.3 km', '3 °C'): '' when they carry none. */
  | { kind: 'number'; unit: string }
  /** Seconds printed as hours and minutes ('3:05'). */
  | { kind: 'duration' }
  /** ISO 8601 instants (UTC on the wire). */
  | { kind: 'time' };

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const hoursMinutes = /^\d+:\d{2}$/;
/** A number as printed in English or French: sign, digits, separators (narrow spaces in French). */
const leadingNumber = /^[-−+]?[\d\s\u00a0\u202f.,]*\d/;

/** The unit a number's text carries after the number: '°C' of '3 °C', '' of '168'. */
export function unitOf(text: string): string | null {
  const number = text.match(leadingNumber);
  if (!number) return null;
  return text.slice(number[0].length).trim();
}

/** Each column's kind, from every row's cells (an empty cell says nothing). */
export function columnKinds(table: ReportTable): ColumnKind[] {
  return table.columns.map((column, i) => {
    const cells = table.rows.map((r) => r.cells[i]).filter((c) => c && c.value !== null && c.value !== '');
    if (cells.length === 0) return { kind: 'text' };
    if (cells.every((c) => typeof c?.value === 'string' && isoInstant.test(c.value))) return { kind: 'time' };
    if (!column.numeric || !cells.every((c) => typeof c?.value === 'number')) return { kind: 'text' };
    if (cells.every((c) => hoursMinutes.test(c?.text ?? ''))) return { kind: 'duration' };
    const units = new Set(cells.map((c) => unitOf(c?.text ?? '')));
    const [unit] = [...units];
    return { kind: 'number', unit: units.size === 1 && typeof unit === 'string' ? unit : '' };
  });
}

const durationWords: Record<ReportLanguage, string> = { en: 'h:mm', fr: 'h:mm' };

/** A column's header with what its values are in: 'Distance (km)', 'Moving time (h:mm)'. */
export function headerWithUnit(label: string, kind: ColumnKind, language: ReportLanguage): string {
  if (kind.kind === 'duration') return `${label} (${durationWords[language]})`;
  if (kind.kind === 'number' && kind.unit) return `${label} (${kind.unit})`;
  return label;
}

const two = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, '0');

/** An instant as ISO 8601 on the zone's wall clock with its offset: '2027-02-15T07:00:00-05:00'. */
export function isoWithOffset(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  const offset = Math.round(zoneOffset(ms, timeZone) / 60_000);
  const wall = new Date(ms + offset * 60_000).toISOString().slice(0, 19);
  return `${wall}${offset < 0 ? '-' : '+'}${two(offset / 60)}:${two(offset % 60)}`;
}

/**
 * An instant as a spreadsheet date on the zone's wall clock: spreadsheets keep no zone, so the
 * cell holds the local time the PDF prints (its header names the zone).
 */
export function wallClockDate(iso: string, timeZone: string): Date {
  const ms = Date.parse(iso);
  return new Date(ms + zoneOffset(ms, timeZone));
}

/** Seconds as the '3:05' the PDF prints. */
export function hoursAndMinutes(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
