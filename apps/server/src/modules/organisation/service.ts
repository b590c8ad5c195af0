import { isDeepStrictEqual } from 'node:util';
import type { Organisation, organisationInputSchema, Role } from '@pinpoint/shared';
import { messages } from '@pinpoint/shared';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import { scopedRole } from '../../auth/api-keys.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { logMembershipRefusal } from '../../lib/security-log.ts';
import { findUserId } from '../user/repo.ts';
import { listLogs, writeLog } from './log.ts';
import { organisationExists } from './messages.ts';
import { presentLog, presentOrganisation } from './presenter.ts';
import { findRole, getForSub, insertOwned, removeOrganisation, updateOrganisation } from './repo.ts';

const rank: Record<Role, number> = { viewer: 0, member: 1, admin: 2, owner: 3 };

export function roleAtLeast(role: Role, needed: Role): boolean {
  return rank[role] >= rank[needed];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/**
 * The caller's role in the organisation when it is at least `needed`. Not a
 * member, no such organisation or too low a role: 404, so nothing leaks.
 */
export async function requireRole(db: Db, sub: string, organisationId: string, needed: Role): Promise<Role> {
  // With a personal API key: its organisation only, and no higher than the key's role.
  const role = scopedRole(
    organisationId,
    UUID.test(organisationId) ? await findRole(db, sub, organisationId) : undefined,
  );
  if (!role) {
    if (UUID.test(organisationId)) logMembershipRefusal(organisationId);
    throw notFound('Organisation not found');
  }
  if (!roleAtLeast(role, needed)) {
    // A member who may read but not change gets a clear refusal rather than a 404.
    throw forbidden(`This needs the ${needed} role; you are ${role === 'admin' ? 'an' : 'a'} ${role}`);
  }
  return role;
}

type OrganisationInput = z.output<typeof organisationInputSchema>;

/** API fields to table columns; fields left out stay as they are. */
function toColumns(input: Partial<OrganisationInput>): Updateable<Database['organisations']> {
  const columns: Updateable<Database['organisations']> = {
    name: input.name,
    address: input.address,
    email: input.email,
    phone: input.phone,
    center_lat: input.center?.lat,
    center_lon: input.center?.lon,
    zoom: input.zoom,
    hero: input.hero,
    primary_colour: input.primaryColour,
    secondary_colour: input.secondaryColour,
    time_zone: input.timeZone,
    frames_retention_days: input.framesRetentionDays,
    history_retention_days: input.historyRetentionDays,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

/** The most days this server keeps (RETENTION_*_DAYS; 0: for ever): an organisation may keep less, not more. */
export type RetentionLimits = { framesDays: number; historyDays: number };

function checkRetention(input: Partial<OrganisationInput>, limits: RetentionLimits) {
  const over = (days: number | null | undefined, most: number) => most > 0 && days != null && days > most;
  if (over(input.framesRetentionDays, limits.framesDays))
    throw invalid(`framesRetentionDays: This server keeps raw frames at most ${limits.framesDays} days`);
  if (over(input.historyRetentionDays, limits.historyDays))
    throw invalid(`historyRetentionDays: This server keeps history at most ${limits.historyDays} days`);
}

export async function getOrganisation(db: Db, sub: string, organisationId: string): Promise<Organisation> {
  const row = await getForSub(db, sub, organisationId);
  if (!row) throw notFound('Organisation not found');
  return presentOrganisation(row);
}

/** Creates an organisation owned by the caller, when the deployment lets users create them. */
export async function createOrganisation(
  db: Db,
  sub: string,
  input: OrganisationInput,
  enabled: boolean,
  limits: RetentionLimits,
): Promise<Organisation> {
  if (!enabled) throw forbidden(messages.creatingTurnedOff);
  checkRetention(input, limits);
  const userId = await findUserId(db, sub);
  if (!userId) throw forbidden('Sign in to the app before creating an organisation');
  const values = { ...toColumns(input), name: input.name };
  const id = await db.transaction().execute((trx) => insertOwned(trx, userId, values));
  if (!id) throw conflict(organisationExists(input.name));
  return getOrganisation(db, sub, id);
}

/** Changes an organisation's settings (admin). */
export async function changeOrganisation(
  db: Db,
  sub: string,
  organisationId: string,
  patch: Partial<OrganisationInput>,
  limits: RetentionLimits,
): Promise<Organisation> {
  checkRetention(patch, limits);
  const columns = toColumns(patch);
  const before = await getOrganisation(db, sub, organisationId);
  if (Object.keys(columns).length === 0) return before;
  if ((await updateOrganisation(db, organisationId, columns)) === 'conflict') {
    throw conflict(organisationExists(patch.name ?? ''));
  }
  const organisation = await getOrganisation(db, sub, organisationId);
  // The settings form sends every field: the log lists only those whose value changed.
  const fields = (Object.keys(patch) as Array<keyof OrganisationInput>).filter(
    (field) => patch[field] !== undefined && !isDeepStrictEqual(before[field], organisation[field]),
  );
  if (fields.length)
    await writeLog(db, {
      organisationId,
      userId: await findUserId(db, sub),
      action: 'update',
      objectType: 'organisation',
      objectId: organisationId,
      details: { name: organisation.name, fields },
    });
  return organisation;
}

/**
 * Deletes an organisation and everything of it (owner). The name must be typed
 * to confirm; its log goes with it, so the deletion leaves no log row.
 */
export async function deleteOrganisation(db: Db, sub: string, organisationId: string, confirmName: string) {
  const organisation = await getOrganisation(db, sub, organisationId);
  if (confirmName.trim() !== organisation.name) throw invalid(messages.confirmOrganisationName);
  await removeOrganisation(db, organisationId);
}

export async function listOrganisationLogs(db: Db, organisationId: string, page: number, pageSize: number) {
  const { rows, total } = await listLogs(db, organisationId, page, pageSize);
  return { items: rows.map(presentLog), total, page, pageSize };
}
