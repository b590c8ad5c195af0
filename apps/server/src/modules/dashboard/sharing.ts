import { createHash, randomBytes } from 'node:crypto';
import { fillMessage } from '@pinpoint/shared';
import {
  type DashboardShare,
  type DashboardShareCreated,
  dashboardMessages,
  type dashboardShareCreateSchema,
  MAX_ACTIVE_SHARES,
} from '@pinpoint/shared/widgets/index.ts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { isUuid } from '../organisation/service.ts';
import { findUserId } from '../user/repo.ts';
import { dashboardAccess, logDashboard } from './service.ts';

/** Public links of dashboards: 32 random bytes shown once, kept as their sha256. */
export const hashShareToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What a link token looks like (base64url of 32 bytes); anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

const shareColumns = [
  's.id',
  's.created_at',
  's.expires_at',
  's.revoked_at',
  's.last_used_at',
  's.allow_range',
  's.hint',
  'u.name as creator',
] as const;

function selectShares(db: Db, organisationId: string, dashboardId: string) {
  return db
    .selectFrom('dashboard_shares as s')
    .leftJoin('users as u', 'u.id', 's.created_by')
    .select(shareColumns)
    .where('s.organisation_id', '=', organisationId)
    .where('s.dashboard_id', '=', dashboardId);
}
type ShareRow = Awaited<ReturnType<ReturnType<typeof selectShares>['executeTakeFirstOrThrow']>>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function presentShare(row: ShareRow): DashboardShare {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    createdBy: row.creator ?? null,
    expiresAt: iso(row.expires_at),
    revokedAt: iso(row.revoked_at),
    lastUsedAt: iso(row.last_used_at),
    allowRange: row.allow_range,
    hint: row.hint,
  };
}

/** A dashboard's links, newest first, revoked and expired ones included (so an owner sees what happened). */
export async function listShares(db: Db, sub: string, dashboardId: string): Promise<DashboardShare[]> {
  const organisationId = await dashboardAccess(db, sub, dashboardId, 'member');
  const rows = await selectShares(db, organisationId, dashboardId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id')
    .limit(200)
    .execute();
  return rows.map(presentShare);
}

/** A new public link; the token is in this answer only. */
export async function createShare(
  db: Db,
  sub: string,
  dashboardId: string,
  input: z.output<typeof dashboardShareCreateSchema>,
): Promise<DashboardShareCreated> {
  const organisationId = await dashboardAccess(db, sub, dashboardId, 'member');
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now())
    throw invalid(`expiresAt: ${dashboardMessages.expiryInPast}`);
  const token = randomBytes(32).toString('base64url');
  const userId = await findUserId(db, sub);
  const id = await db.transaction().execute(async (trx) => {
    // One at a time per dashboard, so two clicks cannot pass the limit together.
    const dashboard = await trx
      .selectFrom('dashboards')
      .select('name')
      .where('id', '=', dashboardId)
      .where('organisation_id', '=', organisationId)
      .forUpdate()
      .executeTakeFirst();
    if (!dashboard) throw notFound(dashboardMessages.notFound);
    const active = await trx
      .selectFrom('dashboard_shares')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('dashboard_id', '=', dashboardId)
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
      .executeTakeFirstOrThrow();
    if (Number(active.n) >= MAX_ACTIVE_SHARES)
      throw invalid(fillMessage(dashboardMessages.tooManyShares, { max: MAX_ACTIVE_SHARES }));
    const row = await trx
      .insertInto('dashboard_shares')
      .values({
        organisation_id: organisationId,
        dashboard_id: dashboardId,
        token_hash: hashShareToken(token),
        created_by: userId,
        expires_at: expiresAt,
        allow_range: input.allowRange,
        hint: token.slice(-4),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await logDashboard(trx, sub, organisationId, 'share', dashboardId, {
      name: dashboard.name,
      expiresAt: iso(expiresAt),
    });
    return row.id;
  });
  const row = await selectShares(db, organisationId, dashboardId)
    .where('s.id', '=', id)
    .executeTakeFirstOrThrow();
  return { share: presentShare(row), token };
}

/** Revokes a link at once (the public page and its live sockets end: NOTIFY, migration 0014). */
export async function revokeShare(db: Db, sub: string, dashboardId: string, shareId: string): Promise<void> {
  const organisationId = await dashboardAccess(db, sub, dashboardId, 'member');
  if (!isUuid(shareId)) throw notFound(dashboardMessages.shareNotFound);
  await db.transaction().execute(async (trx) => {
    const share = await trx
      .selectFrom('dashboard_shares as s')
      .innerJoin('dashboards as d', 'd.id', 's.dashboard_id')
      .select(['s.id', 's.revoked_at', 'd.name'])
      .where('s.id', '=', shareId)
      .where('s.dashboard_id', '=', dashboardId)
      .where('s.organisation_id', '=', organisationId)
      .executeTakeFirst();
    if (!share) throw notFound(dashboardMessages.shareNotFound);
    if (share.revoked_at) return;
    await trx
      .updateTable('dashboard_shares')
      .set({ revoked_at: sql`now()` })
      .where('id', '=', shareId)
      .where('organisation_id', '=', organisationId)
      .execute();
    await logDashboard(trx, sub, organisationId, 'unshare', dashboardId, { name: share.name });
  });
}

/** An active link (not revoked, not expired) and its dashboard, by token; undefined for anything else. */
export async function findActiveShare(db: Db, token: string) {
  if (!TOKEN.test(token)) return undefined;
  return findActiveShareByHash(db, hashShareToken(token));
}

/** findActiveShare by the token's hash (what a live socket keeps, rather than the token). */
export function findActiveShareByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('dashboard_shares as s')
    .innerJoin('dashboards as d', (join) =>
      join.onRef('d.id', '=', 's.dashboard_id').onRef('d.organisation_id', '=', 's.organisation_id'),
    )
    .select([
      's.id',
      's.organisation_id',
      's.dashboard_id',
      's.expires_at',
      's.allow_range',
      'd.name',
      'd.widgets',
      'd.layouts',
      'd.range',
      'd.version',
      'd.updated_at',
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('s.expires_at', 'is', null), eb('s.expires_at', '>', sql<Date>`now()`)]))
    .executeTakeFirst();
}
export type ActiveShare = NonNullable<Awaited<ReturnType<typeof findActiveShare>>>;
