import type { WidgetDataResponse } from '@pinpoint/shared/widgets/data.ts';
import { widgetSchema } from '@pinpoint/shared/widgets/widget.ts';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { writeCsv } from './csv.ts';
import { buildDocument } from './document.ts';
import { writePdf } from './pdf.ts';
import { writeXlsx } from './xlsx.ts';

// Issue 30 item 4: a report's battery forecast section, printed from the one table model as PDF,
// CSV and XLSX alike: the devices due within the widget's days, soonest first.
const [dock, cooler] = ['7c9e6679-7425-40de-944b-e07fc1f90ae7', '9b2f7a4e-31d4-4c55-8f6b-0b2d5f3c2a11'];
const widget = widgetSchema.parse({ id: 'due', type: 'battery-forecast', title: 'Batteries due' });
const data: WidgetDataResponse = {
  range: { from: '2027-07-14T04:00:00.000Z', to: '2027-07-15T04:00:00.000Z' },
  generatedAt: '2027-07-15T11:00:00.000Z',
  devices: {
    [dock]: { name: 'Loading dock', type: 'temperature', lastSeenAt: null, quiet: false },
    [cooler]: { name: 'Walk-in cooler', type: 'temperature', lastSeenAt: null, quiet: false },
  },
  widgets: {
    due: {
      status: 'ok',
      data: {
        days: 30,
        devices: [
          { device: cooler, daysLeft: 20, confidence: 'medium' },
          { device: dock, daysLeft: 4, confidence: 'high' },
        ],
      },
    },
  },
};
const document = () =>
  buildDocument({
    name: 'Weekly batteries',
    widgets: [widget],
    language: 'en',
    temperatureUnit: 'C',
    data,
    period: { from: new Date(data.range.from), to: new Date(data.range.to), label: 'Jul 14, 2027' },
    timeZone: 'America/Toronto',
    site: { title: 'Pinpoint', primaryColour: '#004AAD' },
    now: new Date('2027-07-15T11:00:00Z'),
  });

describe("a report's battery forecast", () => {
  it('CSV, XLSX and PDF hold the same devices, days and dates, soonest first', async () => {
    const csv = writeCsv(document()).toString('utf8');
    expect(csv).toContain(
      'Device,Days left,Runs out about,Confidence\r\nLoading dock,4,"Jul 19, 2027",High\r\nWalk-in cooler,20,"Aug 4, 2027",Medium\r\n',
    );

    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await writeXlsx(document())) as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Device',
      'Days left',
      'Runs out about',
      'Confidence',
    ]);
    expect(sheet.getRow(2).values).toEqual([undefined, 'Loading dock', 4, 'Jul 19, 2027', 'High']);

    const parser = new PDFParse({ data: new Uint8Array(await writePdf(document())) });
    try {
      const { text } = await parser.getText();
      expect(text).toContain('Batteries due');
      expect(text).toMatch(/Loading dock\s+about 4 days\s+Jul 19, 2027\s+High/);
    } finally {
      await parser.destroy();
    }
  });
});
