import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { invalid } from '../../lib/errors.ts';
import { checkRange, type Range } from './history.ts';

/** Refuses an export of more than `maxRows` rows (the queries ask for one more row to know). */
export function checkRows(count: number, maxRows: number): void {
  if (count > maxRows)
    throw invalid(
      `The export would have more than ${maxRows.toLocaleString('en')} rows; choose a shorter range`,
      { maxRows },
    );
}

/** A CSV cell: quoted, and a leading = + - @ (or tab, CR) escaped so a spreadsheet never runs it as a formula. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export async function readingsCsv(
  db: Db,
  device: { id: string; name: string },
  range: Range,
  maxRows: number,
): Promise<string> {
  checkRange(range);
  // Rows and compacted days alike (migration 0031).
  const { rows } = await sql<{ time: Date; field: string; value: number }>`
    select time, field, value from pinpoint_readings(${device.id}, ${range.from}, ${range.to})
     order by time, field limit ${maxRows + 1}`.execute(db);
  checkRows(rows.length, maxRows);
  const lines = [['device', 'time', 'field', 'value'].map(csvCell).join(',')];
  for (const r of rows)
    lines.push([device.name, r.time.toISOString(), r.field, r.value].map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

type Point = { time: string; lat: number; lon: number; alt: number | null; speed: number | null };
const xml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function gpx(name: string, points: Point[]): string {
  const pts = points
    .map(
      (p) =>
        `<trkpt lat="${p.lat}" lon="${p.lon}">${p.alt !== null ? `<ele>${p.alt}</ele>` : ''}<time>${p.time}</time></trkpt>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="Pinpoint" xmlns="http://www.topografix.com/GPX/1/1">
<trk><name>${xml(name)}</name><trkseg>
${pts}
</trkseg></trk>
</gpx>
`;
}

export function geojson(name: string, points: Point[]) {
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { name, times: points.map((p) => p.time), speeds: points.map((p) => p.speed) },
        geometry: {
          type: 'LineString',
          coordinates: points.map((p) => (p.alt !== null ? [p.lon, p.lat, p.alt] : [p.lon, p.lat])),
        },
      },
    ],
  };
}
