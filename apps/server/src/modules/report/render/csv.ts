import type { ReportDocument, ReportTable } from '@pinpoint/shared/report.ts';

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

/** A table's lines: the header, then each row (numbers as numbers in numeric columns). */
export function tableLines(table: ReportTable): string[] {
  return [
    line(table.columns.map((c) => c.label)),
    ...table.rows.map((row) =>
      line(
        row.cells.map((cell, i) =>
          table.columns[i]?.numeric && typeof cell.value === 'number' ? cell.value : cell.text,
        ),
      ),
    ),
  ];
}

/** The whole report as one CSV file. */
export function writeCsv(document: ReportDocument): Buffer {
  const lines: string[] = [line([document.title]), line([document.period.label]), ''];
  for (const section of document.sections) {
    for (const part of section.tables) {
      lines.push(line([part.title ? `${section.title} – ${part.title}` : section.title]));
      lines.push(...tableLines(part.table), '');
    }
    if (section.tables.length === 0 && section.text)
      lines.push(line([section.title]), line([section.text]), '');
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
