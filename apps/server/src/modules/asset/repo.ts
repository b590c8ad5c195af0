import type { Db } from '../../db/database.ts';
import { orConflict } from '../../lib/db-errors.ts';

const assetColumns = ['id', 'organisation_id', 'name', 'description', 'created_at', 'updated_at'] as const;

/** The organisation an asset belongs to: the one lookup by id alone, to check the caller's role. */
export async function findAssetOrganisation(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('assets').select('organisation_id').where('id', '=', id).executeTakeFirst();
  return row?.organisation_id;
}

/** The organisation's assets by name (all of them, or those among `ids`). */
export function selectAssets(db: Db, organisationId: string, ids?: readonly string[]) {
  let query = db
    .selectFrom('assets')
    .select(assetColumns)
    .where('organisation_id', '=', organisationId)
    .orderBy('name');
  if (ids) query = query.where('id', 'in', [...ids]);
  return query.execute();
}
export type AssetRow = Awaited<ReturnType<typeof selectAssets>>[number];

/**
 * The metrics of the organisation's assets (all, or of `assetIds`), in each asset's order, with
 * the current device's name (only a device still in the organisation) and since when it feeds it.
 */
export function selectMetrics(db: Db, organisationId: string, assetIds?: readonly string[]) {
  let query = db
    .selectFrom('asset_metrics as m')
    .leftJoin('devices as d', (join) =>
      join.onRef('d.id', '=', 'm.device_id').on('d.organisation_id', '=', organisationId),
    )
    .leftJoin('asset_metric_bindings as b', (join) =>
      join
        .onRef('b.asset_id', '=', 'm.asset_id')
        .onRef('b.metric_id', '=', 'm.id')
        .on('b.valid_to', 'is', null),
    )
    .select([
      'm.asset_id',
      'm.id',
      'm.metric_type',
      'm.device_field',
      'd.id as device_id',
      'd.name as device_name',
      'b.valid_from as since',
    ])
    .where('m.organisation_id', '=', organisationId)
    .orderBy('m.asset_id')
    .orderBy('m.position');
  if (assetIds) query = query.where('m.asset_id', 'in', [...assetIds]);
  return query.execute();
}
export type MetricRow = Awaited<ReturnType<typeof selectMetrics>>[number];

/** Inserts an asset; 'conflict' when the organisation already has one of that name (any case). */
export function insertAsset(db: Db, organisationId: string, values: { name: string; description: string }) {
  return orConflict(() =>
    db
      .insertInto('assets')
      .values({ organisation_id: organisationId, ...values })
      .returning(assetColumns)
      .executeTakeFirstOrThrow(),
  );
}

/** Changes an asset's name or description (and its updated time); undefined when there is none. */
export function updateAsset(
  db: Db,
  organisationId: string,
  id: string,
  values: { name?: string | undefined; description?: string | undefined },
) {
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  return orConflict(() =>
    db
      .updateTable('assets')
      .set({ ...set, updated_at: new Date() })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .returning(assetColumns)
      .executeTakeFirst(),
  );
}

/** Deletes the organisation's assets among `ids` (others' ids are ignored); answers those deleted. */
export function removeAssets(db: Db, organisationId: string, ids: readonly string[]) {
  return db
    .deleteFrom('assets')
    .where('organisation_id', '=', organisationId)
    .where('id', 'in', [...ids])
    .returning(['id', 'name'])
    .execute();
}

/** Which of `ids` are the organisation's devices, with their names; the others are absent. */
export async function organisationDevices(db: Db, organisationId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('devices')
    .select(['id', 'name'])
    .where('organisation_id', '=', organisationId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The organisation's devices as an import finds them: by id, lower-case name and Dev EUI. */
export function importableDevices(db: Db, organisationId: string) {
  return db
    .selectFrom('devices')
    .select(['id', 'name', 'dev_eui'])
    .where('organisation_id', '=', organisationId)
    .execute();
}

/** The organisation's names among `names` (lower case), to refuse an import's duplicates. */
export async function takenAssetNames(db: Db, organisationId: string, names: readonly string[]) {
  if (names.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('assets')
    .select('name')
    .where('organisation_id', '=', organisationId)
    .where((eb) =>
      eb(
        eb.fn('lower', ['name']),
        'in',
        names.map((n) => n.toLowerCase()),
      ),
    )
    .execute();
  return new Set(rows.map((r) => r.name.toLowerCase()));
}
