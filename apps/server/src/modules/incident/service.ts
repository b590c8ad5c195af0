import {
  type IncidentDetail,
  type IncidentPage,
  type incidentListQuerySchema,
  incidentMessages,
  type incidentPatchSchema,
  type Role,
} from '@pinpoint/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/index.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { isUuid, requireRole } from '../organisation/service.ts';
import { acknowledge } from './acknowledge.ts';
import { presentEvent, presentIncident } from './presenter.ts';
import {
  findContactsByEmail,
  findIncidentOrganisation,
  getIncident,
  isMember,
  listEvents,
  listIncidents,
} from './repo.ts';

/** What incident services need beyond the database: the job queue (notices) and the clock. */
export type IncidentDeps = { db: Db; queue: () => JobQueue | undefined; now?: () => Date };

/**
 * The organisation of an incident the caller may act on with `needed`; an incident of an
 * organisation the caller is not in is not found, like one that does not exist.
 */
async function incidentOrganisation(db: Db, sub: string, id: string, needed: Role): Promise<string> {
  const organisationId = isUuid(id) ? await findIncidentOrganisation(db, id) : undefined;
  if (!organisationId) throw notFound(incidentMessages.notFound);
  await requireRole(db, sub, organisationId, needed).catch((err: { status?: number }) => {
    throw err.status === 404 ? notFound(incidentMessages.notFound) : err;
  });
  return organisationId;
}

async function detail(db: Db, organisationId: string, id: string): Promise<IncidentDetail> {
  const row = await getIncident(db, organisationId, id);
  if (!row) throw notFound(incidentMessages.notFound);
  const events = await listEvents(db, organisationId, id);
  return { ...presentIncident(row), events: events.map(presentEvent) };
}

/** The organisation's incidents (the route checks the viewer role). */
export async function listOrganisationIncidents(
  db: Db,
  organisationId: string,
  query: z.output<typeof incidentListQuerySchema>,
): Promise<IncidentPage> {
  const { rows, total } = await listIncidents(db, organisationId, query);
  return { items: rows.map(presentIncident), total, page: query.page, pageSize: query.pageSize };
}

export async function getOneIncident(db: Db, sub: string, id: string): Promise<IncidentDetail> {
  return detail(db, await incidentOrganisation(db, sub, id, 'viewer'), id);
}

/** A member's name as incidents show it. */
async function personName(
  db: Db,
  sub: string,
): Promise<{ id: string | null; name: string; email: string | null }> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('sub', '=', sub)
    .executeTakeFirst();
  return { id: user?.id ?? null, name: user?.name || user?.email || 'A member', email: user?.email || null };
}

/** Assigns an incident (to a member of its organisation, or nobody) and sets its notes. */
export async function changeIncident(
  deps: IncidentDeps,
  sub: string,
  id: string,
  patch: z.output<typeof incidentPatchSchema>,
): Promise<IncidentDetail> {
  const { db } = deps;
  const organisationId = await incidentOrganisation(db, sub, id, 'member');
  if (patch.assigneeId && !(await isMember(db, organisationId, patch.assigneeId)))
    throw invalid(`assigneeId: ${incidentMessages.notMember}`);
  const now = deps.now?.() ?? new Date();
  const me = await personName(db, sub);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('incidents')
      .set({
        ...(patch.assigneeId !== undefined ? { assignee_id: patch.assigneeId } : {}),
        ...(patch.notes !== undefined ? { notes: patch.notes } : {}),
        updated_at: now,
      })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .execute();
    const kinds = [
      ...(patch.assigneeId !== undefined ? (['assigned'] as const) : []),
      ...(patch.notes !== undefined ? (['noted'] as const) : []),
    ];
    await trx
      .insertInto('incident_events')
      .values(
        kinds.map((kind) => ({
          organisation_id: organisationId,
          incident_id: id,
          kind,
          at: now,
          actor: me.name,
        })),
      )
      .execute();
  });
  return detail(db, organisationId, id);
}

/** The app's Acknowledge button: the first acknowledgement wins; a second answers the incident as it is. */
export async function acknowledgeInApp(deps: IncidentDeps, sub: string, id: string): Promise<IncidentDetail> {
  const organisationId = await incidentOrganisation(deps.db, sub, id, 'member');
  const me = await personName(deps.db, sub);
  const current = await detail(deps.db, organisationId, id);
  if (current.state === 'resolved') throw conflict(incidentMessages.alreadyResolved);
  // A member who is also one of the organisation's contacts (the same e-mail, in any case) was told
  // as that contact: not told again, on any of its channels, that they took it themselves.
  const asContacts = me.email ? await findContactsByEmail(deps.db, organisationId, me.email) : [];
  await acknowledge(
    deps.db,
    deps.queue(),
    organisationId,
    id,
    {
      name: me.name,
      userId: me.id,
      via: 'app',
      contactNames: asContacts.map((c) => c.name),
    },
    deps.now?.() ?? new Date(),
  );
  return detail(deps.db, organisationId, id);
}

/** Resolves an incident by hand (a momentary alert's, or one whose condition will not report back). */
export async function resolveInApp(deps: IncidentDeps, sub: string, id: string): Promise<IncidentDetail> {
  const { db } = deps;
  const organisationId = await incidentOrganisation(db, sub, id, 'member');
  const me = await personName(db, sub);
  const now = deps.now?.() ?? new Date();
  await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('incidents')
      .set({
        state: 'resolved',
        resolved_at: now,
        resolved_by: me.name,
        next_escalation_at: null,
        updated_at: now,
      })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .where('state', '<>', 'resolved')
      .returning('id')
      .executeTakeFirst();
    if (done)
      await trx
        .insertInto('incident_events')
        .values({
          organisation_id: organisationId,
          incident_id: id,
          kind: 'resolved',
          at: now,
          actor: me.name,
        })
        .execute();
  });
  return detail(db, organisationId, id);
}
