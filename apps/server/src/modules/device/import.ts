import { deviceImportRowSchema, messages } from '@pinpoint/shared';
import type { Db } from '../../db/database.ts';
import { requireRole } from '../organisation/service.ts';
import { checkTrackerRows, insertTrackers, isTrackerRow, untakenTrackers } from './import-trackers.ts';
import { ensureRoom, lockDeviceSlots, logDevice } from './service.ts';

type Refusal = { row: number; devEui: string | null; imei?: string | null; reasons: string[] };

/**
 * CSV import (barcode, dev_eui, app_eui, app_key): every row is checked first;
 * the valid rows are added in one transaction and each refused row is listed
 * with its reasons, so nothing is ever half-imported.
 */
export async function importDevices(
  db: Db,
  sub: string,
  organisationId: string,
  type: string,
  rows: Record<string, unknown>[],
) {
  await requireRole(db, sub, organisationId, 'member');
  const refused: Refusal[] = [];
  const valid: Array<{
    row: number;
    barcode: string;
    devEui: string;
    appEui: string;
    appKey: string;
    name?: string | undefined;
  }> = [];
  const seen = new Set<string>();
  // Rows with an `imei` are cellular trackers (`imei,protocol` columns, issue 26).
  const trackerRows = checkTrackerRows(
    rows.flatMap((raw, i) => (isTrackerRow(raw) ? [{ row: i + 1, raw }] : [])),
    refused,
  );
  rows.forEach((raw, i) => {
    const row = i + 1;
    if (isTrackerRow(raw)) return;
    const parsed = deviceImportRowSchema.safeParse(raw);
    const rawEui = typeof raw.dev_eui === 'string' ? raw.dev_eui.trim().toUpperCase() : null;
    if (!parsed.success) {
      refused.push({ row, devEui: rawEui, reasons: parsed.error.issues.map((x) => x.message) });
      return;
    }
    if (seen.has(parsed.data.dev_eui)) {
      refused.push({ row, devEui: parsed.data.dev_eui, reasons: ['Dev EUI appears twice in the file'] });
      return;
    }
    seen.add(parsed.data.dev_eui);
    valid.push({
      row,
      barcode: parsed.data.barcode,
      devEui: parsed.data.dev_eui,
      appEui: parsed.data.app_eui,
      appKey: parsed.data.app_key,
      name: parsed.data.name,
    });
  });
  if (!valid.length && !trackerRows.length) {
    refused.sort((a, b) => a.row - b.row);
    return { added: 0, refused };
  }
  // One transaction under the organisation's lock: the whole import counts against the limit, and
  // an import that would pass it adds nothing (403 limit_reached, with how many it tried to add).
  const added = await db.transaction().execute(async (trx) => {
    const slots = await lockDeviceSlots(trx, organisationId);
    const taken = new Set(
      (valid.length === 0
        ? []
        : await trx
            .selectFrom('devices')
            .select('dev_eui')
            .where(
              'dev_eui',
              'in',
              valid.map((v) => v.devEui),
            )
            .execute()
      ).map((r) => r.dev_eui),
    );
    for (const v of valid.filter((x) => taken.has(x.devEui)))
      refused.push({ row: v.row, devEui: v.devEui, reasons: [messages.deviceExists] });
    const toAdd = valid.filter((v) => !taken.has(v.devEui));
    const trackers = await untakenTrackers(trx, trackerRows, refused);
    if (!toAdd.length && !trackers.length) return 0;
    ensureRoom(slots, toAdd.length + trackers.length);
    await insertTrackers(trx, organisationId, type, trackers);
    for (let i = 0; i < toAdd.length; i += 1000) {
      await trx
        .insertInto('devices')
        .values(
          toAdd.slice(i, i + 1000).map((v) => ({
            organisation_id: organisationId,
            name: v.name ?? `Device ${v.devEui.slice(-4)}`,
            dev_eui: v.devEui,
            app_eui: v.appEui,
            app_key: v.appKey,
            barcode: v.barcode || null,
            type,
          })),
        )
        .execute();
    }
    await logDevice(trx, sub, organisationId, 'import', null, {
      added: toAdd.length + trackers.length,
      refused: refused.length,
    });
    return toAdd.length + trackers.length;
  });
  refused.sort((a, b) => a.row - b.row);
  return { added, refused };
}
