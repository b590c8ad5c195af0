import type { ReportDocument, ReportLanguage, ReportTable } from '@pinpoint/shared/report.ts';
import { columnKinds, headerWithUnit, isoWithOffset } from './columns.ts';

/**
 * CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheets read accents, CRLF lines):
 * one section a table, each a title line, a header line and its rows, a blank line
 * between. Numbers are written as numbers; text a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) gets a leading apostrophe
 * (OWASP "CSV injection").
 */

const formulaStart = /^[=+\-@\t\r]/;

/** One cell, escaped for CSV: neutralised if it could start a formula, quoted when it must be. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const line = (cells: (string | number | null)[]) => cells.map(csvCell).join(',');

/**
 * A table's lines: the header, its numbers' units said there ('Distance (km)'), then each row:
 * numbers as numbers, durations as the PDF's h:mm, times as ISO 8601 with the zone's offset.
 */
export function tableLines(
  table: ReportTable,
  options: { timeZone: string; language: ReportLanguage } = { timeZone: 'UTC', language: 'en' },
): string[] {
  const kinds = columnKinds(table);
  const value = (cell: ReportTable['rows'][number]['cells'][number], i: number) => {
    const kind = kinds[i]?.kind;
    if (kind === 'time' && typeof cell.value === 'string') return isoWithOffset(cell.value, options.timeZone);
    if (kind === 'number' && typeof cell.value === 'number') return cell.value;
    return cell.text;
  };
  return [
    line(
      table.columns.map((c, i) => headerWithUnit(c.label, kinds[i] ?? { kind: 'text' }, options.language)),
    ),
    ...table.rows.map((row) => line(row.cells.map(value))),
  ];
}

/** The whole report as one CSV file. */
export function writeCsv(document: ReportDocument): Buffer {
  const lines: string[] = [line([document.title]), line([document.period.label]), ''];
  for (const section of document.sections) {
    for (const part of section.tables) {
      lines.push(line([part.title ? `${section.title} – ${part.title}` : section.title]));
      lines.push(...tableLines(part.table, document), '');
    }
    if (section.tables.length === 0 && section.text)
      lines.push(line([section.title]), line([section.text]), '');
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
