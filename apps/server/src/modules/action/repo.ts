import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { ActionsTable } from '../../db/schema-actions.ts';

type Conn = Kysely<Database> | Transaction<Database>;
export type ActionColumns = Omit<
  Insertable<ActionsTable>,
  | 'id'
  | 'organisation_id'
  | 'webhook_secret'
  | 'previous_webhook_secret'
  | 'previous_secret_valid_until'
  | 'created_at'
  | 'updated_at'
  | 'times_triggered'
  | 'last_triggered_at'
>;

const columns = [
  'a.id',
  'a.organisation_id',
  'a.name',
  'a.action_type',
  'a.alert_type',
  'a.comparison',
  'a.threshold',
  'a.message',
  'a.geofence_id',
  'a.repeat_minutes',
  'a.repeat_mode',
  'a.window_start',
  'a.window_end',
  'a.forward_url',
  'a.forward_headers',
  'a.webhook_url',
  'a.webhook_method',
  'a.previous_secret_valid_until',
  'a.clear_threshold',
  'a.clear_minutes',
  'a.escalation_minutes',
  'a.enabled',
  'a.paused_at',
  'a.delivery_failures',
  'a.failing_since',
  'a.times_triggered',
  'a.last_triggered_at',
  'a.created_at',
  'a.updated_at',
] as const;

function selectActions(db: Conn, organisationId: string) {
  return db
    .selectFrom('actions as a')
    .where('a.organisation_id', '=', organisationId)
    .select(columns)
    .select([
      sql<boolean>`a.webhook_secret is not null`.as('has_webhook_secret'),
      sql<
        string[]
      >`array(select ad.device_id::text from action_devices ad where ad.action_id = a.id order by 1)`.as(
        'device_ids',
      ),
      sql<
        string[]
      >`array(select ac.contact_id::text from action_contacts ac where ac.action_id = a.id and ac.step = 0 order by 1)`.as(
        'contact_ids',
      ),
      // The contacts of the escalation steps (issue 30), step by step.
      sql<
        Array<{ step: number; id: string }>
      >`coalesce((select json_agg(json_build_object('step', ac.step, 'id', ac.contact_id)
        order by ac.step, ac.contact_id) from action_contacts ac where ac.action_id = a.id and ac.step > 0), '[]')`.as(
        'step_contacts',
      ),
    ]);
}

/** The organisation an action belongs to: the one lookup by id alone, to check the caller's role. */
export async function findActionOrganisation(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('actions')
    .select('organisation_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.organisation_id;
}

/** The organisation's actions by name. */
export function listActions(db: Conn, organisationId: string) {
  return selectActions(db, organisationId).orderBy('a.name').orderBy('a.created_at').execute();
}

export function getAction(db: Conn, organisationId: string, id: string) {
  return selectActions(db, organisationId).where('a.id', '=', id).executeTakeFirst();
}

export type ActionRow = NonNullable<Awaited<ReturnType<typeof getAction>>>;

export async function insertAction(
  trx: Transaction<Database>,
  organisationId: string,
  values: ActionColumns & { webhook_secret: string | null },
): Promise<string> {
  const row = await trx
    .insertInto('actions')
    .values({ ...values, organisation_id: organisationId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes an action; false when the organisation has no such action. */
export async function updateAction(
  trx: Transaction<Database>,
  organisationId: string,
  id: string,
  values: Partial<ActionColumns> & {
    webhook_secret?: string | null;
    previous_webhook_secret?: string | null;
    previous_secret_valid_until?: Date | null;
  },
): Promise<boolean> {
  const result = await trx
    .updateTable('actions')
    .set({ ...values, updated_at: new Date() })
    .where('organisation_id', '=', organisationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function webhookSecretOf(db: Conn, id: string): Promise<string | null> {
  const row = await db.selectFrom('actions').select('webhook_secret').where('id', '=', id).executeTakeFirst();
  return row?.webhook_secret ?? null;
}

/** The forward headers as stored (the presenter masks them). */
export async function storedForwardHeaders(db: Conn, organisationId: string, id: string) {
  const row = await db
    .selectFrom('actions')
    .select('forward_headers')
    .where('organisation_id', '=', organisationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.forward_headers ?? {};
}

/**
 * Rotates a webhook's secret: the new one signs from now on, the one it
 * replaces signs too until `until`. Answers false when the organisation has
 * no such webhook.
 */
export async function rotateSecret(
  db: Db,
  organisationId: string,
  id: string,
  secret: string,
  until: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('actions')
    .set((eb) => ({
      previous_webhook_secret: eb.ref('webhook_secret'),
      previous_secret_valid_until: until,
      webhook_secret: secret,
      updated_at: new Date(),
    }))
    .where('organisation_id', '=', organisationId)
    .where('id', '=', id)
    .where('action_type', '=', 'webhook')
    .where('webhook_secret', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Replaces the devices and contacts of an action (contactIds[0] the first contacts, then one list
 * an escalation step); devices no longer assigned lose their state.
 */
export async function setAssignments(
  trx: Transaction<Database>,
  actionId: string,
  deviceIds: string[],
  contactSteps: string[][],
) {
  await trx.deleteFrom('action_devices').where('action_id', '=', actionId).execute();
  await trx
    .insertInto('action_devices')
    .values(deviceIds.map((device_id) => ({ action_id: actionId, device_id })))
    .execute();
  await trx.deleteFrom('action_contacts').where('action_id', '=', actionId).execute();
  const contacts = contactSteps.flatMap((ids, step) =>
    ids.map((contact_id) => ({ action_id: actionId, contact_id, step })),
  );
  if (contacts.length) await trx.insertInto('action_contacts').values(contacts).execute();
  await trx
    .deleteFrom('action_state')
    .where('action_id', '=', actionId)
    .where('device_id', 'not in', deviceIds)
    .execute();
}

/** Forgets what the action knew of its devices (its condition changed, or it was switched back on). */
export async function resetState(db: Conn, actionId: string) {
  await db.deleteFrom('action_state').where('action_id', '=', actionId).execute();
}

export async function removeAction(db: Db, organisationId: string, id: string) {
  return db
    .deleteFrom('actions')
    .where('organisation_id', '=', organisationId)
    .where('id', '=', id)
    .returning(['id', 'name'])
    .executeTakeFirst();
}

/** Of the ids given, those that are not the organisation's devices / contacts / geofences. */
export async function foreignIds(
  db: Db,
  organisationId: string,
  ids: { devices: string[]; contacts: string[]; geofence: string | null },
) {
  const mine = async (table: 'devices' | 'contacts', wanted: string[]) => {
    if (!wanted.length) return [];
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where('id', 'in', wanted)
      .execute();
    const found = new Set(rows.map((r) => r.id));
    return wanted.filter((id) => !found.has(id));
  };
  // The geofences table belongs to the geofence module (migration 0005); read it without its types.
  const geofenceFound = ids.geofence
    ? (
        await sql<{
          id: string;
        }>`select id from geofences where id = ${ids.geofence} and organisation_id = ${organisationId}`.execute(
          db,
        )
      ).rows.length > 0
    : true;
  return {
    devices: await mine('devices', ids.devices),
    contacts: await mine('contacts', ids.contacts),
    geofence: !geofenceFound,
  };
}
