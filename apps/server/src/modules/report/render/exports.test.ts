import type { WidgetDataResponse } from '@pinpoint/shared/widgets/data.ts';
import { widgetSchema } from '@pinpoint/shared/widgets/widget.ts';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { isoWithOffset } from './columns.ts';
import { writeCsv } from './csv.ts';
import { buildDocument } from './document.ts';
import { writePdf } from './pdf.ts';
import { writeXlsx } from './xlsx.ts';

/**
 * Issue 27 item 3: spreadsheets say what their numbers are. A trip summary over a July day in
 * Toronto (EDT, UTC-4): 12.3 km and 3 h 05 min moving for one van, one stop from 09:15 to 10:45.
 */

const van = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const widget = widgetSchema.parse({ id: 'trips', type: 'trip-summary', title: 'Trips', devices: [van] });
const data: WidgetDataResponse = {
  range: { from: '2027-07-14T04:00:00.000Z', to: '2027-07-15T04:00:00.000Z' },
  generatedAt: '2027-07-15T11:00:00.000Z',
  devices: { [van]: { name: 'Van 7', type: 'location', lastSeenAt: null, quiet: false } },
  widgets: {
    trips: {
      status: 'ok',
      data: {
        devices: [
          {
            device: van,
            distanceKm: 12.34,
            movingSeconds: 3 * 3600 + 5 * 60,
            trips: 2,
            stops: [
              {
                from: '2027-07-14T13:15:00.000Z',
                to: '2027-07-14T14:45:00.000Z',
                lat: 43.65,
                lon: -79.38,
                place: 'Downtown depot',
              },
            ],
          },
        ],
      },
    },
  },
};

const tripsDocument = (language: 'en' | 'fr' = 'en') =>
  buildDocument({
    name: 'Daily trips',
    widgets: [widget],
    language,
    temperatureUnit: 'C',
    data,
    period: { from: new Date(data.range.from), to: new Date(data.range.to), label: 'Jul 14, 2027' },
    timeZone: 'America/Toronto',
    site: { title: 'Pinpoint', primaryColour: '#004AAD' },
    now: new Date('2027-07-15T11:00:00Z'),
  });

describe('CSV and XLSX carry units and real times', () => {
  it('writes ISO 8601 with the zone offset (RFC 3339 section 5.6), on both sides of DST', () => {
    expect(isoWithOffset('2027-07-14T13:15:00.000Z', 'America/Toronto')).toBe('2027-07-14T09:15:00-04:00');
    expect(isoWithOffset('2027-01-14T13:15:00.000Z', 'America/Toronto')).toBe('2027-01-14T08:15:00-05:00');
    expect(isoWithOffset('2027-01-14T13:15:00.000Z', 'Asia/Kolkata')).toBe('2027-01-14T18:45:00+05:30');
    expect(isoWithOffset('2027-01-14T13:15:00.000Z', 'UTC')).toBe('2027-01-14T13:15:00+00:00');
  });

  it('CSV: headers say km and h:mm as the PDF prints them; times carry their offset', () => {
    const csv = writeCsv(tripsDocument()).toString('utf8');
    expect(csv).toContain(
      'Device,Distance (km),Measured,Moving time (h:mm),Trips,Stops\r\nVan 7,12.3,Straight lines between positions,3:05,2,1\r\n',
    );
    expect(csv).toContain(
      'Device,From,To,Duration (h:mm),Place\r\nVan 7,2027-07-14T09:15:00-04:00,2027-07-14T10:45:00-04:00,1:30,Downtown depot\r\n',
    );
  });

  it('PDF: the same h:mm said in the header, the km in the cell', async () => {
    const pdf = await writePdf(tripsDocument());
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    try {
      const { text } = await parser.getText();
      expect(text).toContain('Moving time (h:mm)');
      expect(text).toContain('12.3 km');
      expect(text).toContain('3:05');
    } finally {
      await parser.destroy();
    }
  });

  it('XLSX: times are date cells on the organisation’s clock, durations are times, headers have units', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await writeXlsx(tripsDocument())) as unknown as ExcelJS.Buffer);
    const summary = book.worksheets.find((s) => s.name === 'Trips Summary') as ExcelJS.Worksheet;
    expect(summary.getRow(1).values).toEqual([
      undefined,
      'Device',
      'Distance (km)',
      'Measured',
      'Moving time (h:mm)',
      'Trips',
      'Stops',
    ]);
    expect(summary.getCell('B2').value).toBe(12.3);
    // 3 h 05 min stored as a fraction of a day, shown as [h]:mm, so it sums like time (exceljs
    // reads such a cell back as a time on Excel's day zero, 30 December 1899).
    expect(summary.getCell('D2').value).toEqual(new Date('1899-12-30T03:05:00.000Z'));
    expect(summary.getCell('D2').numFmt).toBe('[h]:mm');

    const stops = book.worksheets.find((s) => s.name === 'Trips Stops') as ExcelJS.Worksheet;
    expect(stops.getRow(1).values).toEqual([
      undefined,
      'Device',
      'From (America/Toronto)',
      'To (America/Toronto)',
      'Duration (h:mm)',
      'Place',
    ]);
    const from = stops.getCell('B2');
    expect(from.type).toBe(ExcelJS.ValueType.Date);
    // Spreadsheets have no zones: the cell reads 09:15, the van's stop on Toronto's clock.
    expect((from.value as Date).toISOString()).toBe('2027-07-14T09:15:00.000Z');
    expect(from.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(stops.getCell('C2').type).toBe(ExcelJS.ValueType.Date);
  });
});
