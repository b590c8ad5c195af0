import { deviceImportRowSchema } from '@pinpoint/shared/device.ts';
import Papa from 'papaparse';

/** Spec 3's device CSV columns; name is optional. */
export const csvColumns = ['barcode', 'dev_eui', 'app_eui', 'app_key'] as const;
const requiredColumns = ['dev_eui', 'app_eui', 'app_key'] as const;
/** Column names other tools write (The Things Stack's CSV says join_eui). */
const aliases: Record<string, string> = {
  join_eui: 'app_eui',
  joineui: 'app_eui',
  deveui: 'dev_eui',
  appkey: 'app_key',
};

export const duplicateInFile = 'Dev EUI appears twice in the file';

export type PreviewRow = {
  /** 1 for the first row under the header, as the server numbers them. */
  row: number;
  values: Record<string, string>;
  devEui: string | null;
  /** The shared schema's messages (the server's own), and duplicates within the file. */
  problems: string[];
};

export type CsvPreview = { rows: PreviewRow[]; missingColumns: string[]; parseErrors: number };

const normaliseHeader = (header: string) => {
  const name = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return aliases[name] ?? name;
};

/** Checks rows with the server's schema; a Dev EUI's second appearance is refused too. */
export function checkRows(records: readonly Record<string, string>[]): PreviewRow[] {
  const seen = new Set<string>();
  return records.map((values, index) => {
    const parsed = deviceImportRowSchema.safeParse(values);
    const rawEui = values.dev_eui?.trim().toUpperCase() || null;
    if (!parsed.success) {
      return {
        row: index + 1,
        values,
        devEui: rawEui,
        problems: [...new Set(parsed.error.issues.map((issue) => issue.message))],
      };
    }
    const devEui = parsed.data.dev_eui;
    if (seen.has(devEui)) return { row: index + 1, values, devEui, problems: [duplicateInFile] };
    seen.add(devEui);
    return { row: index + 1, values, devEui, problems: [] };
  });
}

/** Parses a device CSV (any delimiter, a header row) and checks every row before anything is sent. */
export function previewCsv(text: string): CsvPreview {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: normaliseHeader,
  });
  const fields = parsed.meta.fields ?? [];
  const missingColumns = requiredColumns.filter((column) => !fields.includes(column));
  const records = parsed.data.map((record) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([key]) => key !== '__parsed_extra')
        .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : '']),
    ),
  );
  return {
    rows: missingColumns.length ? [] : checkRows(records),
    missingColumns,
    parseErrors: parsed.errors.filter((error) => error.type !== 'FieldMismatch').length,
  };
}

/** What is sent for a row: the spec's columns and the optional name. */
export function rowToSend(row: PreviewRow): Record<string, string> {
  const out: Record<string, string> = {};
  for (const column of [...csvColumns, 'name']) {
    const value = row.values[column];
    if (value) out[column] = value;
  }
  return out;
}

export type ImportRefusal = { row: number; devEui: string | null; reasons: string[] };
export type ImportSummary = { added: number; refused: ImportRefusal[]; stoppedBy: unknown };

export const importChunkSize = 500;

/**
 * Sends the valid rows in chunks of 500 (each chunk is all-or-nothing on the server), reporting
 * progress; refusals keep the file's row numbers. A failed chunk stops the import and is kept as
 * `stoppedBy` (e.g. the device limit); what was added before it stays added and is counted.
 */
export async function importInChunks(
  rows: readonly PreviewRow[],
  send: (rows: Record<string, string>[]) => Promise<{ added: number; refused: ImportRefusal[] }>,
  onProgress: (done: number, total: number) => void,
  chunkSize = importChunkSize,
): Promise<ImportSummary> {
  const summary: ImportSummary = { added: 0, refused: [], stoppedBy: null };
  onProgress(0, rows.length);
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    try {
      const answer = await send(chunk.map(rowToSend));
      summary.added += answer.added;
      for (const refusal of answer.refused) {
        const original = chunk[refusal.row - 1];
        summary.refused.push({ ...refusal, row: original?.row ?? refusal.row });
      }
    } catch (error) {
      summary.stoppedBy = error;
      break;
    }
    onProgress(Math.min(rows.length, start + chunk.length), rows.length);
  }
  return summary;
}
