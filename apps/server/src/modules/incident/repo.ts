import type { IncidentState } from '@pinpoint/shared';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type Conn = Kysely<Database> | Transaction<Database>;

/** The SQL of incidents; every function of an organisation's incidents takes its id. */

function selectIncidents(db: Conn, organisationId: string) {
  return db
    .selectFrom('incidents as i')
    .innerJoin('actions as a', 'a.id', 'i.action_id')
    .innerJoin('devices as d', 'd.id', 'i.device_id')
    .leftJoin('users as u', 'u.id', 'i.assignee_id')
    .where('i.organisation_id', '=', organisationId)
    .selectAll('i')
    .select([
      'a.name as action_name',
      'a.alert_type',
      'd.name as device_name',
      'u.name as assignee_name',
      'u.email as assignee_email',
    ]);
}

export type IncidentRow = NonNullable<Awaited<ReturnType<typeof getIncident>>>;

/** The organisation an incident belongs to: the one lookup by id alone, to check the caller's role. */
export async function findIncidentOrganisation(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('incidents')
    .select('organisation_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.organisation_id;
}

export function getIncident(db: Conn, organisationId: string, id: string) {
  return selectIncidents(db, organisationId).where('i.id', '=', id).executeTakeFirst();
}

/** One page of the organisation's incidents, newest first, filtered; and the count. */
export async function listIncidents(
  db: Db,
  organisationId: string,
  query: { state?: IncidentState; deviceId?: string; actionId?: string; page: number; pageSize: number },
) {
  let base = selectIncidents(db, organisationId);
  if (query.state) base = base.where('i.state', '=', query.state);
  if (query.deviceId) base = base.where('i.device_id', '=', query.deviceId);
  if (query.actionId) base = base.where('i.action_id', '=', query.actionId);
  const [rows, count] = await Promise.all([
    base
      .orderBy('i.opened_at', 'desc')
      .orderBy('i.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function listEvents(db: Conn, organisationId: string, incidentId: string) {
  return db
    .selectFrom('incident_events')
    .where('organisation_id', '=', organisationId)
    .where('incident_id', '=', incidentId)
    .select(['id', 'kind', 'at', 'step', 'channel', 'recipient', 'actor', 'value'])
    .orderBy('at')
    .orderBy('id')
    .execute();
}

/** Whether the user is a member of the organisation (an assignee must be). */
export async function isMember(db: Db, organisationId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('memberships')
    .select('user_id')
    .where('organisation_id', '=', organisationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A link or SMS token with its incident's organisation (the token's own row says which). */
export function findToken(db: Conn, id: string) {
  return db.selectFrom('incident_ack_tokens').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest unused, unexpired SMS token sent to that number (an SMS reply names only its sender). */
export function findSmsToken(db: Conn, phone: string, now: Date) {
  return (
    db
      .selectFrom('incident_ack_tokens as t')
      .innerJoin('incidents as i', 'i.id', 't.incident_id')
      .selectAll('t')
      .where('t.channel', '=', 'sms')
      .where('t.recipient', '=', phone)
      .where('t.used_at', 'is', null)
      .where('t.expires_at', '>', now)
      .where('i.state', '<>', 'resolved')
      // An incident still open first: one someone else took only to say who.
      .orderBy(sql`i.state = 'open'`, 'desc')
      .orderBy('t.created_at', 'desc')
      .limit(1)
      .executeTakeFirst()
  );
}

/** Everyone a message of the incident went to (the others are told who took it). */
export function listTold(db: Conn, organisationId: string, incidentId: string) {
  return db
    .selectFrom('incident_ack_tokens')
    .where('organisation_id', '=', organisationId)
    .where('incident_id', '=', incidentId)
    .select(['channel', 'recipient', 'recipient_name'])
    .distinct()
    .execute();
}

/** The organisation's contacts with this e-mail (written in any case): a member may be one or more. */
export function findContactsByEmail(db: Conn, organisationId: string, email: string) {
  return db
    .selectFrom('contacts')
    .select('name')
    .where('organisation_id', '=', organisationId)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .execute();
}
