import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BasesTable } from '../../db/schema-geofences.ts';
import { isUniqueViolation, orConflict } from '../../lib/db-errors.ts';

const columns = [
  'id',
  'organisation_id',
  'name',
  'address',
  'postcode',
  'status',
  'lat',
  'lon',
  'created_at',
  'updated_at',
] as const;

/** The organisation's bases by name. */
export function listBases(db: Db, organisationId: string) {
  return db
    .selectFrom('bases')
    .select(columns)
    .where('organisation_id', '=', organisationId)
    .orderBy('name')
    .execute();
}

export function getBase(db: Db, organisationId: string, id: string) {
  return db
    .selectFrom('bases')
    .select(columns)
    .where('organisation_id', '=', organisationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export type BaseRow = NonNullable<Awaited<ReturnType<typeof getBase>>>;

type NewBase = Omit<Insertable<BasesTable>, 'organisation_id'>;

/** Inserts bases; 'conflict' when the organisation already has one of a name (any case). */
export async function insertBases(
  db: Db,
  organisationId: string,
  values: NewBase[],
): Promise<BaseRow[] | 'conflict'> {
  const added: BaseRow[] = [];
  try {
    for (let i = 0; i < values.length; i += 1000) {
      const chunk = values.slice(i, i + 1000).map((v) => ({ ...v, organisation_id: organisationId }));
      added.push(...(await db.insertInto('bases').values(chunk).returning(columns).execute()));
    }
    return added;
  } catch (err) {
    if (isUniqueViolation(err)) return 'conflict';
    throw err;
  }
}

/** Changes a base; undefined when the organisation has no such base, 'conflict' on a taken name. */
export async function updateBase(
  db: Db,
  organisationId: string,
  id: string,
  values: Updateable<BasesTable>,
): Promise<BaseRow | 'conflict' | undefined> {
  return orConflict(() =>
    db
      .updateTable('bases')
      .set({ ...values, updated_at: new Date() })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirst(),
  );
}

/** Deletes the organisation's bases among `ids` (others' ids are ignored); answers those deleted. */
export function removeBases(db: Db, organisationId: string, ids: string[]) {
  return db
    .deleteFrom('bases')
    .where('organisation_id', '=', organisationId)
    .where('id', 'in', ids)
    .returning(['id', 'name'])
    .execute();
}
