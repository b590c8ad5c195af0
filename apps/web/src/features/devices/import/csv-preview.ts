import { deviceImportRowSchema } from '@pinpoint/shared/device.ts';
import {
  type CsvPreview as CsvPreviewOf,
  type PreviewRow as GenericPreviewRow,
  parseCsv,
  pickColumns,
} from '../../../components/csv-import/csv-parse.ts';
import {
  type ImportSummary as ImportSummaryOf,
  importChunkSize,
  importInChunks as importChunks,
} from '../../../components/csv-import/import-chunks.ts';

export { importChunkSize };

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

/** A device row: the generic row and its Dev EUI (normalised when valid), which names it. */
export type PreviewRow = GenericPreviewRow & { devEui: string | null };

export type CsvPreview = CsvPreviewOf<PreviewRow>;

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
  const { records, missingColumns, parseErrors } = parseCsv(text, requiredColumns, aliases);
  return { rows: missingColumns.length ? [] : checkRows(records), missingColumns, parseErrors };
}

/** What is sent for a row: the spec's columns and the optional name. */
export function rowToSend(row: PreviewRow): Record<string, string> {
  return pickColumns(row.values, [...csvColumns, 'name']);
}

export type ImportRefusal = { row: number; devEui: string | null; reasons: string[] };
export type ImportSummary = ImportSummaryOf<ImportRefusal>;

/**
 * Sends the valid rows in chunks of 500 (each chunk is all-or-nothing on the server), reporting
 * progress; refusals keep the file's row numbers. A failed chunk stops the import and is kept as
 * `stoppedBy` (e.g. the device limit); what was added before it stays added and is counted.
 */
export function importInChunks(
  rows: readonly PreviewRow[],
  send: (rows: Record<string, string>[]) => Promise<{ added: number; refused: ImportRefusal[] }>,
  onProgress: (done: number, total: number) => void,
  chunkSize = importChunkSize,
): Promise<ImportSummary> {
  return importChunks(rows, rowToSend, send, onProgress, chunkSize);
}
