import {
  type Asset,
  type AssetBinding,
  type assetCreateSchema,
  assetMessages,
  type assetUpdateSchema,
  fillMessage,
  type Role,
} from '@pinpoint/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { type LogAction, writeLogs } from '../organisation/log.ts';
import { isUuid, requireRole } from '../organisation/service.ts';
import { findUserId } from '../user/repo.ts';
import { selectBindings, syncMetrics, type WantedMetric } from './bindings.ts';
import { presentAssets, presentBinding } from './presenter.ts';
import {
  findAssetOrganisation,
  insertAsset,
  organisationDevices,
  removeAssets,
  selectAssets,
  selectMetrics,
  updateAsset,
} from './repo.ts';

type CreateInput = z.output<typeof assetCreateSchema>;
type UpdateInput = z.output<typeof assetUpdateSchema>;

/**
 * The organisation of an asset the caller may act on with `needed`; an asset of an organisation
 * the caller is not in is not found, like one that does not exist.
 */
export async function assetOrganisation(db: Db, sub: string, id: string, needed: Role): Promise<string> {
  const organisationId = isUuid(id) ? await findAssetOrganisation(db, id) : undefined;
  if (!organisationId) throw notFound(assetMessages.notFound);
  await requireRole(db, sub, organisationId, needed).catch((err: { status?: number }) => {
    throw err.status === 404 ? notFound(assetMessages.notFound) : err;
  });
  return organisationId;
}

/** The organisation's assets with their metrics (empty when none). */
export async function listOrganisationAssets(db: Db, organisationId: string): Promise<Asset[]> {
  const [assets, metrics] = await Promise.all([
    selectAssets(db, organisationId),
    selectMetrics(db, organisationId),
  ]);
  return presentAssets(assets, metrics);
}

async function loadAsset(db: Db, organisationId: string, id: string): Promise<Asset> {
  const [assets, metrics] = await Promise.all([
    selectAssets(db, organisationId, [id]),
    selectMetrics(db, organisationId, [id]),
  ]);
  const [asset] = presentAssets(assets, metrics);
  if (!asset) throw notFound(assetMessages.notFound);
  return asset;
}

/**
 * The names of the metrics' devices, all of them the organisation's; else 400 naming each
 * foreign one's path (`metrics[1].deviceId`), before anything is stored.
 */
async function checkDevices(
  db: Db,
  organisationId: string,
  metrics: readonly WantedMetric[],
): Promise<Map<string, string>> {
  const names = await organisationDevices(
    db,
    organisationId,
    metrics.map((m) => m.deviceId),
  );
  const issues = metrics.flatMap((metric, index) =>
    names.has(metric.deviceId) ? [] : [`metrics[${index}].deviceId: ${assetMessages.foreignDevice}`],
  );
  if (issues.length > 0) throw invalid(issues.join('; '), issues);
  return names;
}

async function log(
  db: Db,
  sub: string,
  organisationId: string,
  entries: Array<[LogAction, Asset | { id: string; name: string }, Record<string, unknown>?]>,
) {
  const userId = await findUserId(db, sub);
  await writeLogs(
    db,
    entries.map(([action, asset, details]) => ({
      organisationId,
      userId,
      action,
      objectType: 'asset' as const,
      objectId: asset.id,
      details: { name: asset.name, ...details },
    })),
  );
}

/** Adds an asset with its metrics (member); a metric's device must be the organisation's. */
export async function createAsset(db: Db, sub: string, input: CreateInput): Promise<Asset> {
  const { organisationId } = input;
  await requireRole(db, sub, organisationId, 'member');
  const id = await db.transaction().execute(async (trx) => {
    const names = await checkDevices(trx, organisationId, input.metrics);
    const row = await insertAsset(trx, organisationId, { name: input.name, description: input.description });
    if (row === 'conflict') throw conflict(fillMessage(assetMessages.exists, { name: input.name }));
    await syncMetrics(trx, organisationId, row.id, input.metrics, names, new Date());
    return row.id;
  });
  const asset = await loadAsset(db, organisationId, id);
  await log(db, sub, organisationId, [['create', asset]]);
  return asset;
}

export async function getOneAsset(db: Db, sub: string, id: string): Promise<Asset> {
  const organisationId = await assetOrganisation(db, sub, id, 'viewer');
  return loadAsset(db, organisationId, id);
}

/**
 * Changes an asset (member). `metrics`, when given, is the whole new list: a kept metric whose
 * device or field changes closes its binding now and opens the next (its history stays whole).
 */
export async function changeAsset(db: Db, sub: string, id: string, patch: UpdateInput): Promise<Asset> {
  const organisationId = await assetOrganisation(db, sub, id, 'member');
  await db.transaction().execute(async (trx) => {
    const names = patch.metrics ? await checkDevices(trx, organisationId, patch.metrics) : null;
    const row = await updateAsset(trx, organisationId, id, {
      name: patch.name,
      description: patch.description,
    });
    if (row === 'conflict') throw conflict(fillMessage(assetMessages.exists, { name: patch.name ?? '' }));
    if (!row) throw notFound(assetMessages.notFound);
    if (patch.metrics && names) await syncMetrics(trx, organisationId, id, patch.metrics, names, new Date());
  });
  const asset = await loadAsset(db, organisationId, id);
  const fields = Object.keys(patch).filter((key) => patch[key as keyof UpdateInput] !== undefined);
  await log(db, sub, organisationId, [['update', asset, { fields }]]);
  return asset;
}

export async function deleteAsset(db: Db, sub: string, id: string): Promise<void> {
  const organisationId = await assetOrganisation(db, sub, id, 'member');
  await removeAndLog(db, sub, organisationId, [id]);
}

/** Deletes the organisation's assets among `ids`; ids of other organisations are ignored. */
export async function deleteAssets(db: Db, sub: string, organisationId: string, ids: string[]) {
  await requireRole(db, sub, organisationId, 'member');
  return removeAndLog(db, sub, organisationId, ids);
}

async function removeAndLog(db: Db, sub: string, organisationId: string, ids: string[]) {
  const removed = await removeAssets(db, organisationId, ids);
  await log(
    db,
    sub,
    organisationId,
    removed.map((asset) => ['delete', asset]),
  );
  return removed.length;
}

/** Which device fed which metric when (viewer), metric by metric, oldest first. */
export async function listAssetBindings(db: Db, sub: string, id: string): Promise<AssetBinding[]> {
  const organisationId = await assetOrganisation(db, sub, id, 'viewer');
  return (await selectBindings(db, organisationId, [id])).map(presentBinding);
}
