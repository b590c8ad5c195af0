import type { ReportDocument, ReportTable } from '@pinpoint/shared/report.ts';
import type { WidgetDataResponse } from '@pinpoint/shared/widgets/data.ts';
import { type Widget, widgetSchema } from '@pinpoint/shared/widgets/widget.ts';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { csvCell, writeCsv } from './csv.ts';
import { buildDocument } from './document.ts';
import { writePdf } from './pdf.ts';
import { parseSvg } from './svg-parse.ts';
import { sheetName, writeXlsx } from './xlsx.ts';

const table: ReportTable = {
  columns: [
    { key: 'device', label: 'Device', numeric: false },
    { key: 'avg', label: 'Average', numeric: true },
    { key: 'max', label: 'Maximum', numeric: true },
  ],
  rows: [
    {
      cells: [
        { value: 'Freezer A', text: 'Freezer A' },
        { value: -18.25, text: '-18.3 °C' },
        { value: -15.5, text: '-15.5 °C' },
      ],
    },
    {
      cells: [
        { value: '=HYPERLINK("http://evil")', text: '=HYPERLINK("http://evil")' },
        { value: 4.5, text: '4.5 °C' },
        { value: null, text: '' },
      ],
    },
  ],
};

const svg = `<svg width="600" height="300" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 300">
<rect width="600" height="300" x="0" y="0" fill="none"></rect>
<path d="M90 220.5L540 220.5" fill="none" stroke="#dbdee4"></path>
<text dominant-baseline="central" text-anchor="end" style="font-size:12px;font-family:sans-serif;" transform="translate(82 220)" fill="#54555a">-20 °C</text>
<g clip-path="url(#zr0-c0)"><path d="M90 116.7L540 168.3L540 220L90 220Z" fill="rgba(80,112,221,0.4)"></path></g>
<path d="M1 0A1 1 0 1 1 1 -0.1A1 1 0 0 1 1 0" transform="matrix(3,0,0,3,90,168.3333)" fill="#fff" stroke="#5070dd"></path>
<text x="300" y="20" text-anchor="middle" style="font: bold 14px sans-serif" fill="#333">Cold room &amp; freezer</text>
</svg>`;

const document: ReportDocument = {
  title: 'Weekly cold chain',
  siteTitle: 'Pinpoint',
  primaryColour: '#004AAD',
  language: 'en',
  timeZone: 'America/Toronto',
  period: { from: '2026-03-02T05:00:00Z', to: '2026-03-09T04:00:00Z', label: 'Mar 2, 2026 – Mar 8, 2026' },
  generatedAt: '2026-03-09T12:00:00Z',
  sections: [
    {
      widgetId: 'w1',
      title: 'Freezers',
      svg,
      svgSize: { width: 600, height: 300 },
      tables: [{ title: 'Summary', table, print: true }],
      text: null,
    },
    {
      widgetId: 'w2',
      title: 'Note',
      svg: null,
      svgSize: null,
      tables: [],
      text: 'Check the seals on Friday.',
    },
  ],
};

describe('one table model, three formats', () => {
  it('CSV holds the numbers as numbers and neutralises formulas', () => {
    const csv = writeCsv(document).toString('utf8');
    expect(csv.startsWith('\uFEFFWeekly cold chain\r\n')).toBe(true);
    // The units the cells print go to the header (issue 27), the numbers stay bare.
    expect(csv).toContain(
      'Freezers – Summary\r\nDevice,Average (°C),Maximum (°C)\r\nFreezer A,-18.25,-15.5\r\n',
    );
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")",4.5,\r\n`);
    expect(csv).toContain('Note\r\nCheck the seals on Friday.');
    for (const start of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(start).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('a,b')).toBe('"a,b"');
  });

  it('XLSX has a sheet a table with numbers as numbers, and formulas as plain text', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await writeXlsx(document)) as unknown as ExcelJS.Buffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Freezers Summary']);
    const sheet = book.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Device', 'Average (°C)', 'Maximum (°C)']);
    expect(sheet.getCell('B2').value).toBe(-18.25);
    expect(sheet.getCell('C2').value).toBe(-15.5);
    expect(sheet.getCell('A3').value).toBe('=HYPERLINK("http://evil")');
    expect(sheet.getCell('A3').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('B3').value).toBe(4.5);
  });

  it('PDF prints the title, period, chart text, table figures and notes', async () => {
    const pdf = await writePdf(document);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    try {
      const { text } = await parser.getText();
      for (const expected of [
        'Pinpoint',
        'Weekly cold chain',
        'Period: Mar 2, 2026 – Mar 8, 2026',
        'Cold room & freezer',
        '-20 °C',
        'Freezer A',
        '-18.3 °C',
        '4.5 °C',
        'Check the seals on Friday.',
        'Page 1 of 1',
      ])
        expect(text).toContain(expected);
    } finally {
      await parser.destroy();
    }
  });

  it('names sheets as Excel allows', () => {
    const taken = new Set<string>();
    expect(sheetName('Temp: [north]/south?', taken)).toBe('Temp   north  south');
    expect(sheetName('A very long widget title that goes on and on', taken)).toHaveLength(31);
    expect(sheetName('temp   north  south', taken)).toBe('temp   north  south (2)');
  });

  it('reads the SVG ECharts writes', () => {
    const root = parseSvg(svg);
    expect(root.name).toBe('svg');
    expect(root.children.map((c) => c.name)).toEqual(['rect', 'path', 'text', 'g', 'path', 'text']);
    expect(root.children[5]?.text).toBe('Cold room & freezer');
  });
});

describe('asset metrics in a report', () => {
  const asset = '11111111-1111-4111-8111-111111111111';
  const device = '22222222-2222-4222-8222-222222222222';
  const metric = (id: string, style: 'latest' | 'series'): Widget =>
    widgetSchema.parse({
      id,
      type: 'asset-metric',
      title: '',
      assetId: asset,
      metricId: id,
      options: { style },
    });
  const build = (widgets: Widget[], answers: WidgetDataResponse['widgets']) =>
    buildDocument({
      name: 'Fleet',
      widgets,
      language: 'en',
      temperatureUnit: 'C',
      data: {
        range: { from: '2026-03-02T05:00:00.000Z', to: '2026-03-09T04:00:00.000Z' },
        generatedAt: '2026-03-09T12:00:00.000Z',
        devices: { [device]: { name: 'Probe 7', type: 'lht65', lastSeenAt: null, quiet: false } },
        widgets: answers,
      },
      period: { from: new Date('2026-03-02T05:00:00Z'), to: new Date('2026-03-09T04:00:00Z'), label: 'Week' },
      timeZone: 'America/Toronto',
      site: { title: 'Pinpoint', primaryColour: '#004AAD' },
      now: new Date('2026-03-09T12:00:00Z'),
    });

  it('prints a latest-style metric as its values table and a position metric as the track sketch', () => {
    const doc = build([metric('temp', 'latest'), metric('where', 'series'), metric('gone', 'latest')], {
      temp: {
        status: 'ok',
        data: {
          values: [
            { device, field: 'temperature', value: -18.5, time: '2026-03-09T03:00:00.000Z', first: -17 },
          ],
        },
      },
      where: {
        status: 'ok',
        data: {
          positions: [{ device, lat: 45.42, lon: -75.69, time: '2026-03-09T03:00:00.000Z' }],
          tracks: [
            {
              device,
              points: [
                [-75.7, 45.41, Date.parse('2026-03-08T20:00:00Z')],
                [-75.69, 45.42, Date.parse('2026-03-09T03:00:00Z')],
              ],
            },
          ],
          geofences: [],
          bases: [],
        },
      },
      gone: { status: 'ok', data: null },
    });
    const [latest, position, gone] = doc.sections;
    expect(latest?.title).toBe('Temperature');
    expect(latest?.text).toBeNull();
    const values = latest?.tables[0]?.table;
    expect(values?.rows[0]?.cells.map((c) => c.text)).toContain('Probe 7');
    expect(values?.rows[0]?.cells.some((c) => c.value === -18.5)).toBe(true);

    expect(position?.title).toBe('Position');
    expect(position?.svg).toContain('<svg');
    expect(position?.tables[0]?.title).toBe('Last positions');
    expect(position?.tables[0]?.table.rows[0]?.cells.map((c) => c.text)).toEqual([
      'Probe 7',
      expect.any(String),
      '45.42000',
      '-75.69000',
    ]);
    expect(gone?.text).toBe('No data in this period.');
  });

  it('still draws a series-style metric as a chart with its summary', () => {
    const t = Date.parse('2026-03-08T00:00:00Z');
    const doc = build([metric('temp', 'series')], {
      temp: {
        status: 'ok',
        data: {
          stride: 3600,
          origin: '2026-03-02T05:00:00.000Z',
          series: [
            {
              device,
              field: 'temperature',
              points: [
                { t, avg: -18, n: 2 },
                { t: t + 3_600_000, avg: -16, n: 2 },
              ],
            },
          ],
        },
      },
    });
    const [section] = doc.sections;
    expect(section?.svg).toContain('<svg');
    expect(section?.tables[0]?.title).toBe('Summary');
    expect(section?.tables[0]?.table.rows[0]?.cells[0]?.text).toBe('Probe 7');
  });
});
