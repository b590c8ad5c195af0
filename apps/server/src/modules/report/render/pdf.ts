import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ReportDocument, ReportLanguage, ReportTable } from '@pinpoint/shared/report.ts';
import PDFDocument from 'pdfkit';
import { columnKinds, headerWithUnit } from './columns.ts';
import { drawSvg, type SvgFonts } from './svg-pdf.ts';

/**
 * The PDF (pdfkit): the deployment's title and primary colour in a band, the report's
 * name and period, then each widget: its chart drawn as vectors from ECharts' SVG, its
 * printable tables, its text. Inter is embedded when the web app's copy is installed
 * (Helvetica otherwise), so accents and ° print and the text can be read back.
 */

type Doc = PDFKit.PDFDocument;

const MARGIN = 40;
const labels = {
  en: { generated: 'Generated', page: 'Page {{n}} of {{m}}', period: 'Period' },
  fr: { generated: 'Produit le', page: 'Page {{n}} sur {{m}}', period: 'Période' },
} as const;

let fontFiles: { regular: Buffer; bold: Buffer } | null | undefined;
/** Inter from @fontsource/inter (a dependency of the server, for reports), read once; null when absent. */
function interFonts(): { regular: Buffer; bold: Buffer } | null {
  if (fontFiles !== undefined) return fontFiles;
  try {
    const file = (weight: number) =>
      readFileSync(
        fileURLToPath(import.meta.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
      );
    fontFiles = { regular: file(400), bold: file(700) };
  } catch {
    fontFiles = null;
  }
  return fontFiles;
}

function registerFonts(doc: Doc): SvgFonts {
  const inter = interFonts();
  if (!inter) return { regular: 'Helvetica', bold: 'Helvetica-Bold' };
  doc.registerFont('Inter', inter.regular);
  doc.registerFont('Inter-Bold', inter.bold);
  return { regular: 'Inter', bold: 'Inter-Bold' };
}

/** Text cut to a width, with an ellipsis when it had to be cut. */
function fit(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.widthOfString(`${text.slice(0, mid)}…`) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo)}…`;
}

const bottom = (doc: Doc) => doc.page.height - MARGIN - 18;

function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

function drawTable(doc: Doc, table: ReportTable, fonts: SvgFonts, colour: string, language: ReportLanguage) {
  const width = doc.page.width - 2 * MARGIN;
  // Cells print their units ('12.3 km'); a duration's '3:05' does not, so its header says h:mm.
  const kinds = columnKinds(table);
  const labels = table.columns.map((c, i) =>
    kinds[i]?.kind === 'duration' ? headerWithUnit(c.label, { kind: 'duration' }, language) : c.label,
  );
  const fontSize = 8.5;
  const rowHeight = 15;
  const pad = 4;
  doc.fontSize(fontSize);
  const sample = table.rows.slice(0, 200);
  const natural = table.columns.map((column, i) => {
    doc.font(fonts.bold);
    let w = doc.widthOfString(labels[i] ?? column.label);
    doc.font(fonts.regular);
    for (const row of sample) w = Math.max(w, doc.widthOfString(row.cells[i]?.text ?? ''));
    return Math.min(w, 220) + 2 * pad;
  });
  const total = natural.reduce((a, b) => a + b, 0);
  const widths = natural.map((w) =>
    total > width ? Math.max(36, (w / total) * width) : w * (width / total),
  );
  const scale = width / widths.reduce((a, b) => a + b, 0);
  const columns = widths.map((w) => w * scale);

  const row = (cells: string[], header: boolean, zebra: boolean) => {
    const y = doc.y;
    if (header) doc.rect(MARGIN, y, width, rowHeight).fill(colour);
    else if (zebra) doc.rect(MARGIN, y, width, rowHeight).fill('#f2f4f7');
    let x = MARGIN;
    doc.font(header ? fonts.bold : fonts.regular).fontSize(fontSize);
    cells.forEach((cell, i) => {
      const w = columns[i] as number;
      const text = fit(doc, cell, w - 2 * pad);
      const numeric = table.columns[i]?.numeric ?? false;
      doc.fillColor(header ? '#ffffff' : '#1f2328').text(text, x + pad, y + 4, {
        width: w - 2 * pad,
        align: numeric ? 'right' : 'left',
        lineBreak: false,
      });
      x += w;
    });
    doc.x = MARGIN;
    doc.y = y + rowHeight;
  };
  const header = () => row(labels, true, false);
  ensureSpace(doc, rowHeight * 2);
  header();
  table.rows.forEach((r, index) => {
    if (doc.y + rowHeight > bottom(doc)) {
      doc.addPage();
      doc.y = MARGIN;
      header();
    }
    row(
      table.columns.map((_, i) => r.cells[i]?.text ?? ''),
      false,
      index % 2 === 1,
    );
  });
  doc.y += 8;
}

function drawHeading(doc: Doc, document: ReportDocument, fonts: SvgFonts) {
  const width = doc.page.width;
  const text = labels[document.language];
  doc.rect(0, 0, width, 48).fill(document.primaryColour);
  doc.font(fonts.bold).fontSize(15).fillColor('#ffffff').text(document.siteTitle, MARGIN, 16, {
    lineBreak: false,
  });
  doc.y = 66;
  doc.x = MARGIN;
  doc
    .font(fonts.bold)
    .fontSize(20)
    .fillColor('#1f2328')
    .text(document.title, { width: width - 2 * MARGIN });
  doc.moveDown(0.2);
  doc.font(fonts.regular).fontSize(11).fillColor('#1f2328').text(`${text.period}: ${document.period.label}`);
  const generated = new Intl.DateTimeFormat(document.language === 'fr' ? 'fr-CA' : 'en-CA', {
    timeZone: document.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(new Date(document.generatedAt));
  doc.fontSize(9).fillColor('#57606a').text(`${text.generated} ${generated} (${document.timeZone})`);
  doc.moveDown(1);
}

function drawFooters(doc: Doc, document: ReportDocument, fonts: SvgFonts) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const words = labels[document.language].page
      .replace('{{n}}', String(i + 1))
      .replace('{{m}}', String(range.count));
    const y = doc.page.height - MARGIN + 6;
    // Writing below the bottom margin would make pdfkit add a page: lift it for the footer.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    doc.font(fonts.regular).fontSize(8).fillColor('#57606a');
    doc.text(`${document.siteTitle} · ${document.title}`, MARGIN, y, { lineBreak: false });
    doc.text(words, MARGIN, y, { width: doc.page.width - 2 * MARGIN, align: 'right', lineBreak: false });
    doc.page.margins = margins;
  }
}

/** The whole report as a PDF. */
export function writePdf(document: ReportDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: document.title, Author: document.siteTitle, Subject: document.period.label },
    lang: document.language === 'fr' ? 'fr-CA' : 'en-CA',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = registerFonts(doc);
  drawHeading(doc, document, fonts);
  const contentWidth = doc.page.width - 2 * MARGIN;
  for (const section of document.sections) {
    // About 0.83 pt a CSS pixel: the chart's 12 px labels print at 10 pt.
    const chart =
      section.svg && section.svgSize
        ? (() => {
            const width = Math.min(contentWidth, section.svgSize.width * 0.83);
            const height = Math.min(
              width * (section.svgSize.height / section.svgSize.width),
              doc.page.height - 2 * MARGIN - 60,
            );
            return { svg: section.svg, width, height };
          })()
        : null;
    // The title stays with its chart (or the first rows of its table).
    ensureSpace(doc, 30 + (chart ? chart.height : 40));
    doc.x = MARGIN;
    doc.font(fonts.bold).fontSize(13).fillColor('#1f2328').text(section.title, { width: contentWidth });
    doc.moveDown(0.3);
    if (chart) {
      drawSvg(doc, chart.svg, { x: MARGIN, y: doc.y, width: chart.width, height: chart.height }, fonts);
      doc.y += 8;
    }
    for (const part of section.tables.filter((t) => t.print)) {
      if (part.title) {
        ensureSpace(doc, 40);
        doc.x = MARGIN;
        doc.font(fonts.bold).fontSize(10).fillColor('#57606a').text(part.title);
        doc.moveDown(0.2);
      }
      drawTable(doc, part.table, fonts, document.primaryColour, document.language);
    }
    if (section.text) {
      doc.x = MARGIN;
      doc.font(fonts.regular).fontSize(10).fillColor('#1f2328').text(section.text, { width: contentWidth });
    }
    doc.moveDown(1);
  }
  drawFooters(doc, document, fonts);
  doc.end();
  return done;
}
