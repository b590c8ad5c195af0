import { geofenceMessages } from '@pinpoint/shared/geofence.ts';
import type { z } from 'zod';
import { type CsvPreview, type PreviewRow, parseCsv, pickColumns } from './csv-parse.ts';

/** Spec 3: the columns every geofence and base file must have; the others are optional. */
export const requiredPlaceColumns = ['name', 'address', 'postcode'] as const;

/** Column names other tools and people write. */
const aliases: Record<string, string> = {
  lat: 'latitude',
  lng: 'longitude',
  lon: 'longitude',
  long: 'longitude',
  postal_code: 'postcode',
  postalcode: 'postcode',
  post_code: 'postcode',
  zip: 'postcode',
  zip_code: 'postcode',
};

/** A place's row: the generic row and the name it gives (null when blank), which names it. */
export type PlaceRow = PreviewRow & { name: string | null };
export type PlaceRefusal = { row: number; name: string | null; reasons: string[] };

type Issue = { path: PropertyKey[]; message: string };

/** A schema issue as the server words a row's reason: the column first unless the message names it. */
export function rowReason(issue: Issue): string {
  const column = issue.path.map(String).join('.');
  return column && !issue.message.toLowerCase().includes(column.toLowerCase())
    ? `${column}: ${issue.message}`
    : issue.message;
}

/** A checked row's coordinates, as the row schemas give them. */
type Placed = { latitude?: number | undefined; longitude?: number | undefined };

/**
 * Why a checked row cannot be placed, or null: the shared rule the server applies
 * (importRowPlaceProblem), given the kind of place and whether a geocoder is configured.
 */
export type PlaceProblem = (row: Placed) => string | null;

/**
 * Checks each row with the shared row schema, as the server will; a name's second appearance
 * (in any case) is refused too, as the server refuses it, and so is a row the server cannot place.
 */
export function checkPlaceRows(
  records: readonly Record<string, string>[],
  schema: z.ZodType<{ name: string }>,
  placeProblem: PlaceProblem = () => null,
): PlaceRow[] {
  const seen = new Set<string>();
  return records.map((values, index) => {
    const row = index + 1;
    const name = values.name?.trim() || null;
    const parsed = schema.safeParse(values);
    if (!parsed.success)
      return { row, values, name, problems: [...new Set(parsed.error.issues.map(rowReason))] };
    const key = parsed.data.name.toLowerCase();
    if (seen.has(key)) return { row, values, name, problems: [geofenceMessages.nameTwice] };
    seen.add(key);
    const unplaced = placeProblem(parsed.data as Placed);
    return { row, values, name, problems: unplaced ? [unplaced] : [] };
  });
}

/** Parses a geofence or base CSV and checks every row before anything is sent. */
export function previewPlacesCsv(
  text: string,
  columns: readonly string[],
  schema: z.ZodType<{ name: string }>,
  placeProblem?: PlaceProblem,
): CsvPreview<PlaceRow> {
  const required = requiredPlaceColumns.filter((column) => columns.includes(column));
  const { records, missingColumns, parseErrors } = parseCsv(text, required, aliases);
  const kept = records.map((values) => pickColumns(values, columns));
  return {
    rows: missingColumns.length ? [] : checkPlaceRows(kept, schema, placeProblem),
    missingColumns,
    parseErrors,
  };
}

/** Example cells of the known columns, in the spec's market. */
const examples: Record<string, string> = {
  name: 'CN Tower',
  address: '290 Bremner Blvd',
  postcode: 'M5V 3L9',
  latitude: '43.6426',
  longitude: '-79.3871',
  radius: '150',
  status: 'open',
};

/** The file as it should look: the header line and one example row. */
export function placesSample(columns: readonly string[]): string {
  return `${columns.join(',')}\n${columns.map((column) => examples[column] ?? '').join(',')}`;
}
