import type { ReportDocument, ReportTable } from '@pinpoint/shared/report.ts';
import ExcelJS from 'exceljs';
import { columnKinds, headerWithUnit, wallClockDate } from './columns.ts';

/**
 * XLSX (exceljs): one sheet a widget table, its header on the first row, numbers as
 * numbers (so they sum and chart), text as text (never a formula, whatever it starts with).
 */

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\, unique in the book. */
export function sheetName(title: string, taken: Set<string>): string {
  const base = (
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .replace(/^'+|'+$/g, '')
      .trim() || 'Sheet'
  ).slice(0, 31);
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) {
    const suffix = ` (${n})`;
    name = `${base.slice(0, 31 - suffix.length)}${suffix}`;
  }
  taken.add(name.toLowerCase());
  return name;
}

/** Excel's formats for the cells that are not plain numbers or text. */
const formats = { time: 'yyyy-mm-dd hh:mm:ss', duration: '[h]:mm' } as const;

function addTable(
  sheet: ExcelJS.Worksheet,
  table: ReportTable,
  document: Pick<ReportDocument, 'primaryColour' | 'timeZone' | 'language'>,
) {
  const kinds = columnKinds(table);
  const header = sheet.addRow(
    table.columns.map((c, i) => {
      const kind = kinds[i] ?? { kind: 'text' as const };
      // Spreadsheets keep no zone: a time column says which one its wall-clock times are in.
      return kind.kind === 'time'
        ? `${c.label} (${document.timeZone})`
        : headerWithUnit(c.label, kind, document.language);
    }),
  );
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.eachCell((cell) => {
    cell.fill = {
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: `FF${document.primaryColour.slice(1).toUpperCase()}` },
    };
  });
  for (const row of table.rows) {
    sheet.addRow(
      row.cells.map((cell, i) => {
        const kind = kinds[i]?.kind;
        if (kind === 'time' && typeof cell.value === 'string')
          return wallClockDate(cell.value, document.timeZone);
        // A duration is a fraction of a day, shown as [h]:mm: it sums and sorts as time.
        if (kind === 'duration' && typeof cell.value === 'number') return cell.value / 86_400;
        return table.columns[i]?.numeric && typeof cell.value === 'number' && Number.isFinite(cell.value)
          ? cell.value
          : cell.text;
      }),
    );
  }
  table.columns.forEach((column, i) => {
    const kind = kinds[i]?.kind;
    const longest = Math.max(
      column.label.length + (kind === 'time' ? document.timeZone.length + 3 : 6),
      kind === 'time' ? 19 : 0,
      ...table.rows.slice(0, 200).map((r) => r.cells[i]?.text.length ?? 0),
    );
    const sheetColumn = sheet.getColumn(i + 1);
    sheetColumn.width = Math.min(60, Math.max(8, longest + 2));
    if (kind === 'time' || kind === 'duration')
      sheetColumn.eachCell((cell, rowNumber) => {
        if (rowNumber > 1) cell.numFmt = formats[kind];
      });
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

/** The whole report as a workbook. */
export async function writeXlsx(document: ReportDocument): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = document.siteTitle;
  book.title = document.title;
  book.subject = document.period.label;
  book.created = new Date(document.generatedAt);
  const taken = new Set<string>();
  for (const section of document.sections) {
    for (const part of section.tables) {
      const sheet = book.addWorksheet(
        sheetName(part.title ? `${section.title} ${part.title}` : section.title, taken),
      );
      addTable(sheet, part.table, document);
    }
  }
  if (taken.size === 0) {
    const sheet = book.addWorksheet(sheetName(document.title, taken));
    sheet.addRow([document.title]);
    sheet.addRow([document.period.label]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
