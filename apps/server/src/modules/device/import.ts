import { deviceImportRowSchema, messages } from '@pinpoint/shared';
import type { Db } from '../../db/database.ts';
import { requireRole } from '../organisation/service.ts';
import { ensureRoom, lockDeviceSlots, logDevice } from './service.ts';

type Refusal = { row: number; devEui: string | null; reasons: string[] };

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
  rows.forEach((raw, i) => {
    const row = i + 1;
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
  if (!valid.length) return { added: 0, refused };
  // One transaction under the organisation's lock: the whole import counts against the limit, and
  // an import that would pass it adds nothing (403 limit_reached, with how many it tried to add).
  const added = await db.transaction().execute(async (trx) => {
    const slots = await lockDeviceSlots(trx, organisationId);
    const taken = new Set(
      (
        await trx
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
    if (!toAdd.length) return 0;
    ensureRoom(slots, toAdd.length);
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
      added: toAdd.length,
      refused: refused.length,
    });
    return toAdd.length;
  });
  refused.sort((a, b) => a.row - b.row);
  return { added, refused };
}
