import Papa from 'papaparse';

/** One row of a CSV file: 1 for the first row under the header (as the server numbers them). */
export type PreviewRow = {
  row: number;
  /** The row's cells by (normalised) column name, trimmed. */
  values: Record<string, string>;
  /** Why the row cannot be imported (the shared schema's messages and duplicates in the file); empty when it can. */
  problems: string[];
};

export type CsvPreview<R extends PreviewRow = PreviewRow> = {
  rows: R[];
  missingColumns: string[];
  parseErrors: number;
};

/** A header as a column name: trimmed, lower case, spaces and dashes as `_`, then its alias if it has one. */
export function normaliseHeader(header: string, aliases: Readonly<Record<string, string>> = {}): string {
  const name = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return aliases[name] ?? name;
}

/**
 * Parses a CSV with a header row (any delimiter, a byte-order mark, blank lines) into records
 * keyed by normalised column name, cells trimmed; names the required columns it lacks.
 */
export function parseCsv(
  text: string,
  requiredColumns: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): { records: Record<string, string>[]; missingColumns: string[]; parseErrors: number } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => normaliseHeader(header, aliases),
  });
  const fields = parsed.meta.fields ?? [];
  const records = parsed.data.map((record) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([key]) => key !== '__parsed_extra')
        .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : '']),
    ),
  );
  return {
    records,
    missingColumns: requiredColumns.filter((column) => !fields.includes(column)),
    parseErrors: parsed.errors.filter((error) => error.type !== 'FieldMismatch').length,
  };
}

/** A row as sent: the given columns that have a value, nothing else. */
export function pickColumns(
  values: Record<string, string>,
  columns: readonly string[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const column of columns) {
    const value = values[column];
    if (value) out[column] = value;
  }
  return out;
}
