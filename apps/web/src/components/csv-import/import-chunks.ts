import type { PreviewRow } from './csv-parse.ts';

/** A row the import refused: its number in the file and why (plus what names it, e.g. its name). */
export type Refusal = { row: number; reasons: string[] };

export type ImportSummary<F extends Refusal = Refusal> = { added: number; refused: F[]; stoppedBy: unknown };

/** Rows a call sends by default: well under the server's 5000, small enough for a moving progress bar. */
export const importChunkSize = 500;

/**
 * Sends the rows in chunks, reporting progress; refusals keep the file's row numbers (the server
 * numbers a chunk's rows from 1). A failed chunk stops the import and is kept as `stoppedBy`
 * (e.g. the device limit); what was added before it stays added and is counted.
 */
export async function importInChunks<R extends PreviewRow, F extends Refusal>(
  rows: readonly R[],
  toSend: (row: R) => Record<string, string>,
  send: (rows: Record<string, string>[]) => Promise<{ added: number; refused: F[] }>,
  onProgress: (done: number, total: number) => void,
  chunkSize = importChunkSize,
): Promise<ImportSummary<F>> {
  const summary: ImportSummary<F> = { added: 0, refused: [], stoppedBy: null };
  onProgress(0, rows.length);
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    try {
      const answer = await send(chunk.map(toSend));
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
