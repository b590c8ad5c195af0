import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { orConflict } from '../../lib/db-errors.ts';

/** A link is active while neither revoked nor expired. */
const activeShare = sql<boolean>`exists (
  select 1 from dashboard_shares s
   where s.dashboard_id = dashboards.id and s.organisation_id = dashboards.organisation_id
     and s.revoked_at is null and (s.expires_at is null or s.expires_at > now())
)`;

const columns = [
  'dashboards.id',
  'dashboards.organisation_id',
  'dashboards.name',
  'dashboards.widgets',
  'dashboards.layouts',
  'dashboards.range',
  'dashboards.schema_version',
  'dashboards.version',
  'dashboards.created_at',
  'dashboards.updated_at',
] as const;

function selectDashboards(db: Db, organisationId: string) {
  return db
    .selectFrom('dashboards')
    .select(columns)
    .select(activeShare.as('shared'))
    .where('dashboards.organisation_id', '=', organisationId);
}

/** The organisation's dashboards by name (lists show only their summaries). */
export function listDashboards(db: Db, organisationId: string) {
  return db
    .selectFrom('dashboards')
    .select([
      'dashboards.id',
      'dashboards.organisation_id',
      'dashboards.name',
      'dashboards.created_at',
      'dashboards.updated_at',
      sql<number>`jsonb_array_length(dashboards.widgets)`.as('widget_count'),
      activeShare.as('shared'),
    ])
    .where('dashboards.organisation_id', '=', organisationId)
    .orderBy(sql`lower(dashboards.name)`)
    .orderBy('dashboards.id')
    .execute();
}
export type DashboardSummaryRow = Awaited<ReturnType<typeof listDashboards>>[number];

export function getDashboard(db: Db, organisationId: string, id: string) {
  return selectDashboards(db, organisationId).where('dashboards.id', '=', id).executeTakeFirst();
}
export type DashboardRow = NonNullable<Awaited<ReturnType<typeof getDashboard>>>;

/** The organisation a dashboard belongs to (undefined when there is none of that id). */
export async function dashboardOrganisationOf(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('dashboards')
    .select('organisation_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.organisation_id;
}

export type DashboardValues = { name: string; widgets: unknown[]; layouts: unknown; range: unknown };

/** Inserts a dashboard; 'conflict' when the organisation has one of that name (any case). */
export function insertDashboard(db: Db, organisationId: string, values: DashboardValues) {
  return orConflict(() =>
    db
      .insertInto('dashboards')
      .values({
        organisation_id: organisationId,
        name: values.name,
        widgets: JSON.stringify(values.widgets),
        layouts: JSON.stringify(values.layouts),
        range: JSON.stringify(values.range),
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
}

/**
 * Changes a dashboard. With `expectedVersion`, only when the stored version is still that one
 * (and it becomes the next); answers undefined when nothing matched, 'conflict' on a taken name.
 */
export function updateDashboard(
  db: Db,
  organisationId: string,
  id: string,
  values: Partial<DashboardValues>,
  expectedVersion?: number,
) {
  const set: Record<string, unknown> = { updated_at: new Date() };
  if (values.name !== undefined) set.name = values.name;
  if (values.widgets !== undefined) set.widgets = JSON.stringify(values.widgets);
  if (values.layouts !== undefined) set.layouts = JSON.stringify(values.layouts);
  if (values.range !== undefined) set.range = JSON.stringify(values.range);
  return orConflict(() => {
    let query = db
      .updateTable('dashboards')
      .set(set)
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id);
    if (expectedVersion !== undefined)
      query = query.set({ version: sql`version + 1` }).where('version', '=', expectedVersion);
    return query.returning(['id', 'version']).executeTakeFirst();
  });
}

export function removeDashboard(db: Db, organisationId: string, id: string) {
  return db
    .deleteFrom('dashboards')
    .where('organisation_id', '=', organisationId)
    .where('id', '=', id)
    .returning(['id', 'name'])
    .executeTakeFirst();
}

/** Which of these names (compared in lower case) the organisation's dashboards already use. */
export async function takenDashboardNames(db: Db, organisationId: string, names: string[]) {
  if (names.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('dashboards')
    .select('name')
    .where('organisation_id', '=', organisationId)
    .where(
      sql<string>`lower(name)`,
      'in',
      names.map((n) => n.toLowerCase()),
    )
    .execute();
  return new Set(rows.map((r) => r.name.toLowerCase()));
}
