import { hasDecoder } from '@pinpoint/decoders';
import {
  fillMessage,
  type InventoryItem,
  type InventoryRow,
  inventoryRowSchema,
  operatorMessages,
} from '@pinpoint/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

type Refusal = { row: number; devEui: string | null; reasons: string[] };

/** Checks each row with the shared schema; answers the good rows with their row numbers and the refusals. */
function checkRows(rows: Record<string, unknown>[]) {
  const good: Array<{ row: number; value: InventoryRow }> = [];
  const refused: Refusal[] = [];
  const seenCodes = new Set<string>();
  const seenEuis = new Set<string>();
  rows.forEach((raw, index) => {
    const row = index + 1;
    const parsed = inventoryRowSchema.safeParse(raw);
    const rawEui = typeof raw.dev_eui === 'string' ? raw.dev_eui.trim().toUpperCase() || null : null;
    if (!parsed.success) {
      refused.push({ row, devEui: rawEui, reasons: [...new Set(parsed.error.issues.map((i) => i.message))] });
      return;
    }
    const value = parsed.data;
    const reasons: string[] = [];
    if (value.model && !hasDecoder(value.model))
      reasons.push(fillMessage(operatorMessages.unknownModel, { model: value.model }));
    if (seenCodes.has(value.claim_code))
      reasons.push(fillMessage(operatorMessages.claimCodeTaken, { code: value.claim_code }));
    if (seenEuis.has(value.dev_eui))
      reasons.push(fillMessage(operatorMessages.devEuiTaken, { devEui: value.dev_eui }));
    seenCodes.add(value.claim_code);
    seenEuis.add(value.dev_eui);
    if (reasons.length) refused.push({ row, devEui: value.dev_eui, reasons });
    else good.push({ row, value });
  });
  return { good, refused };
}

/**
 * Loads devices into the inventory: every row checked alone, the good ones added in one
 * transaction; a claim code or Dev EUI already in the inventory, or a Dev EUI already
 * registered as a device, refuses that row with the reason.
 */
export async function importInventory(db: Db, rows: Record<string, unknown>[]) {
  const { good, refused } = checkRows(rows);
  if (good.length === 0) return { added: 0, refused };
  const added = await db.transaction().execute(async (trx) => {
    const codes = good.map((g) => g.value.claim_code);
    const euis = good.map((g) => g.value.dev_eui);
    const takenCodes = new Set(
      (
        await trx
          .selectFrom('device_inventory')
          .select('claim_code')
          .where('claim_code', 'in', codes)
          .execute()
      ).map((r) => r.claim_code),
    );
    const takenEuis = new Set([
      ...(
        await trx.selectFrom('device_inventory').select('dev_eui').where('dev_eui', 'in', euis).execute()
      ).map((r) => r.dev_eui),
      ...(await trx.selectFrom('devices').select('dev_eui').where('dev_eui', 'in', euis).execute()).map(
        (r) => r.dev_eui ?? '',
      ),
    ]);
    const fresh = good.filter(({ row, value }) => {
      const reasons = [
        ...(takenCodes.has(value.claim_code)
          ? [fillMessage(operatorMessages.claimCodeTaken, { code: value.claim_code })]
          : []),
        ...(takenEuis.has(value.dev_eui)
          ? [fillMessage(operatorMessages.devEuiTaken, { devEui: value.dev_eui })]
          : []),
      ];
      if (reasons.length) refused.push({ row, devEui: value.dev_eui, reasons });
      return reasons.length === 0;
    });
    if (fresh.length === 0) return 0;
    const inserted = await trx
      .insertInto('device_inventory')
      .values(
        fresh.map(({ value }) => ({
          claim_code: value.claim_code,
          barcode: value.barcode ?? null,
          dev_eui: value.dev_eui,
          app_eui: value.app_eui ?? null,
          app_key: value.app_key ?? null,
          model_id: value.model ?? null,
          ...(value.type ? { type: value.type } : {}),
        })),
      )
      // Another import adding the same code at the same moment: that row is simply not added.
      .onConflict((oc) => oc.doNothing())
      .returning('dev_eui')
      .execute();
    const insertedEuis = new Set(inserted.map((r) => r.dev_eui));
    for (const { row, value } of fresh)
      if (!insertedEuis.has(value.dev_eui))
        refused.push({
          row,
          devEui: value.dev_eui,
          reasons: [fillMessage(operatorMessages.devEuiTaken, { devEui: value.dev_eui })],
        });
    return inserted.length;
  });
  refused.sort((a, b) => a.row - b.row);
  return { added, refused };
}

/** The whole inventory, newest first, with the organisation that claimed each item. */
export async function listInventory(db: Db): Promise<InventoryItem[]> {
  const rows = await db
    .selectFrom('device_inventory as i')
    .leftJoin('organisations as o', 'o.id', 'i.claimed_by')
    .select([
      'i.id',
      'i.claim_code',
      'i.barcode',
      'i.dev_eui',
      'i.type',
      'i.model_id',
      'i.demo_for',
      'i.claimed_by',
      'i.claimed_at',
      'i.created_at',
      'o.name as organisation_name',
    ])
    .orderBy('i.created_at', 'desc')
    .orderBy('i.dev_eui')
    .limit(10_000)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    claimCode: r.claim_code,
    barcode: r.barcode,
    devEui: r.dev_eui,
    type: r.type,
    modelId: r.model_id,
    demo: r.demo_for !== null,
    claimedBy: r.claimed_by ? { id: r.claimed_by, name: r.organisation_name ?? '' } : null,
    claimedAt: r.claimed_at?.toISOString() ?? null,
    createdAt: r.created_at.toISOString(),
  }));
}

export async function inventoryCounts(db: Db) {
  const row = await db
    .selectFrom('device_inventory')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(claimed_at)::int`.as('claimed'),
      sql<number>`count(demo_for)::int`.as('demo'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

/** The demo devices set aside for an organisation that it has not claimed yet. */
export function listDemoClaimCodes(db: Db, organisationId: string) {
  return db
    .selectFrom('device_inventory')
    .select(['claim_code as claimCode', 'type'])
    .where('demo_for', '=', organisationId)
    .where('claimed_at', 'is', null)
    .orderBy('claim_code')
    .execute();
}

/** The newest account messages kept while no SMTP server is configured. */
export async function listAccountMail(db: Db, limit = 100) {
  const rows = await db
    .selectFrom('account_outbox')
    .select(['id', 'recipient', 'subject', 'body', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    createdAt: r.created_at.toISOString(),
  }));
}
