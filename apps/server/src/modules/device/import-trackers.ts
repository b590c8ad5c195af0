import { trackerImportRowSchema } from '@pinpoint/shared';
import type { Db } from '../../db/database.ts';
import { trackerExists } from './tracker.ts';

/** A CSV row naming a tracker: it has an `imei` column with something in it. */
export const isTrackerRow = (raw: Record<string, unknown>) =>
  typeof raw.imei === 'string' ? raw.imei.trim() !== '' : raw.imei !== undefined && raw.imei !== null;

type Refusal = { row: number; devEui: string | null; imei?: string | null; reasons: string[] };
export type TrackerRow = { row: number; imei: string; protocol: string; name?: string | undefined };

/** Checks the tracker rows (`imei,protocol`, name optional), refusing bad ones and ids twice in the file. */
export function checkTrackerRows(
  rows: Array<{ row: number; raw: Record<string, unknown> }>,
  refused: Refusal[],
) {
  const valid: TrackerRow[] = [];
  const seen = new Set<string>();
  for (const { row, raw } of rows) {
    const parsed = trackerImportRowSchema.safeParse(raw);
    const rawImei = typeof raw.imei === 'string' ? raw.imei.trim() : null;
    if (!parsed.success) {
      refused.push({ row, devEui: null, imei: rawImei, reasons: parsed.error.issues.map((x) => x.message) });
      continue;
    }
    if (seen.has(parsed.data.imei)) {
      refused.push({
        row,
        devEui: null,
        imei: parsed.data.imei,
        reasons: ['IMEI appears twice in the file'],
      });
      continue;
    }
    seen.add(parsed.data.imei);
    valid.push({ row, imei: parsed.data.imei, protocol: parsed.data.protocol, name: parsed.data.name });
  }
  return valid;
}

/** Inside the import's transaction: refuses ids registered anywhere, answers the rows still to add. */
export async function untakenTrackers(trx: Db, rows: TrackerRow[], refused: Refusal[]) {
  if (!rows.length) return rows;
  const taken = new Set(
    (
      await trx
        .selectFrom('devices')
        .select('imei')
        .where(
          'imei',
          'in',
          rows.map((r) => r.imei),
        )
        .execute()
    ).map((r) => r.imei),
  );
  for (const r of rows.filter((x) => taken.has(x.imei)))
    refused.push({ row: r.row, devEui: null, imei: r.imei, reasons: [trackerExists] });
  return rows.filter((r) => !taken.has(r.imei));
}

/** Adds the checked tracker rows (a thousand a statement). */
export async function insertTrackers(trx: Db, organisationId: string, type: string, rows: TrackerRow[]) {
  for (let i = 0; i < rows.length; i += 1000) {
    await trx
      .insertInto('devices')
      .values(
        rows.slice(i, i + 1000).map((r) => ({
          organisation_id: organisationId,
          name: r.name ?? `Tracker ${r.imei.slice(-4)}`,
          type,
          forwarder: 'tracker' as const,
          imei: r.imei,
          protocol: r.protocol,
        })),
      )
      .execute();
  }
  if (rows.length)
    await trx
      .deleteFrom('unknown_trackers')
      .where(
        'imei',
        'in',
        rows.map((r) => r.imei),
      )
      .execute();
}
