import {
  type AssetImportGroup,
  assetMessages,
  dropRefusedAssets,
  fillMessage,
  groupAssetImportRows,
  type ImportResult,
  messages,
} from '@pinpoint/shared';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../lib/errors.ts';
import { writeLogs } from '../organisation/log.ts';
import { requireRole } from '../organisation/service.ts';
import { findUserId } from '../user/repo.ts';
import { syncMetrics } from './bindings.ts';
import { importableDevices, insertAsset, takenAssetNames } from './repo.ts';

/** A header as a column name: trimmed, lower case, spaces and dashes as '_' ("Metric type" is metric_type). */
const column = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const cells = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [column(k), v]));

type DeviceIndex = { byId: Map<string, string>; byEui: Map<string, string>; byName: Map<string, string[]> };

/** The organisation's devices by Dev EUI and by name (any case), to resolve the `device` column. */
async function deviceIndex(db: Db, organisationId: string): Promise<DeviceIndex> {
  const index: DeviceIndex = { byId: new Map(), byEui: new Map(), byName: new Map() };
  for (const d of await importableDevices(db, organisationId)) {
    index.byId.set(d.id, d.name);
    if (d.dev_eui) index.byEui.set(d.dev_eui.toUpperCase(), d.id);
    const key = d.name.trim().toLowerCase();
    index.byName.set(key, [...(index.byName.get(key) ?? []), d.id]);
  }
  return index;
}

/** A device by its Dev EUI (16 hex digits) or its name; else why not. */
function resolveDevice(index: DeviceIndex, value: string): { id: string } | { reason: string } {
  const eui = value.replace(/[\s:-]/g, '').toUpperCase();
  if (/^[0-9A-F]{16}$/.test(eui) && index.byEui.has(eui)) return { id: index.byEui.get(eui) as string };
  const named = index.byName.get(value.trim().toLowerCase()) ?? [];
  if (named.length === 1) return { id: named[0] as string };
  if (named.length > 1) return { reason: fillMessage(assetMessages.ambiguousDevice, { name: value }) };
  return { reason: messages.noDeviceFound };
}

/**
 * CSV import of assets (columns name, description, metric_type, device, field; README "Assets"):
 * rows sharing a name make one asset, each row may add a metric whose device is named by its
 * name or Dev EUI. An asset goes in whole or not at all: a row refused (bad cell, unknown
 * device, taken name) refuses its asset's other rows too. Answers the assets added and each
 * refused row (1 = the first under the header) with its reasons.
 */
export async function importAssets(
  db: Db,
  sub: string,
  organisationId: string,
  rows: Record<string, unknown>[],
): Promise<ImportResult> {
  await requireRole(db, sub, organisationId, 'member');
  const { groups, problems } = groupAssetImportRows(rows.map(cells));
  const addProblem = (row: number, reason: string) =>
    problems.set(row, [...(problems.get(row) ?? []), reason]);

  const taken = await takenAssetNames(
    db,
    organisationId,
    groups.map((g) => g.name),
  );
  const index = await deviceIndex(db, organisationId);
  const resolved = new Map<number, string>();
  for (const group of groups) {
    if (taken.has(group.name.toLowerCase()))
      addProblem(group.rows[0] as number, fillMessage(assetMessages.exists, { name: group.name }));
    for (const metric of group.metrics) {
      const device = resolveDevice(index, metric.device);
      if ('id' in device) resolved.set(metric.row, device.id);
      else addProblem(metric.row, device.reason);
    }
  }
  const ready = dropRefusedAssets(groups, problems);

  const added = await db.transaction().execute(async (trx) => {
    const out: Array<{ id: string; name: string }> = [];
    for (const group of ready) {
      const row = await insertAsset(trx, organisationId, {
        name: group.name,
        description: group.description,
      });
      if (row === 'conflict') throw conflict(fillMessage(assetMessages.exists, { name: group.name }));
      await syncMetrics(trx, organisationId, row.id, metricsOf(group, resolved), index.byId, new Date());
      out.push({ id: row.id, name: row.name });
    }
    return out;
  });
  if (added.length > 0) {
    const userId = await findUserId(db, sub);
    await writeLogs(
      db,
      added.map((asset) => ({
        organisationId,
        userId,
        action: 'import' as const,
        objectType: 'asset' as const,
        objectId: asset.id,
        details: { name: asset.name },
      })),
    );
  }
  const refused = [...problems]
    .sort(([a], [b]) => a - b)
    .map(([row, reasons]) => {
      const name = rows[row - 1] ? cells(rows[row - 1] as Record<string, unknown>).name : null;
      return { row, name: typeof name === 'string' && name.trim() ? name.trim() : null, reasons };
    });
  return { added: added.length, refused };
}

function metricsOf(group: AssetImportGroup, resolved: ReadonlyMap<number, string>) {
  return group.metrics.map((m) => ({
    type: m.type,
    field: m.field,
    deviceId: resolved.get(m.row) as string,
  }));
}
