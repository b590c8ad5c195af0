import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { presentDevice } from './presenter.ts';
import { deviceFor, logDevice } from './service.ts';

/** The answer to an expiry already past (issue 25 item 7): a link born dead would work nowhere. */
export const shareExpiryInPast =
  'The expiry must be in the future (or empty, for a link that does not expire)';

const hashShareToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Turns sharing on with a new unguessable token (any old link dies at once); the token is shown once. */
export async function shareDevice(db: Db, sub: string, id: string, expiresAt: string | null | undefined) {
  const device = await deviceFor(db, sub, id, 'member');
  const expires = expiresAt ? new Date(expiresAt) : null;
  if (expires && expires.getTime() <= Date.now()) throw invalid(`expiresAt: ${shareExpiryInPast}`);
  const token = randomBytes(24).toString('base64url');
  await db
    .updateTable('devices')
    .set({ share_token_hash: hashShareToken(token), share_expires_at: expires, share_created_at: new Date() })
    .where('id', '=', id)
    .where('organisation_id', '=', device.organisation_id)
    .execute();
  await logDevice(db, sub, device.organisation_id, 'share', id, {
    name: device.name,
    expiresAt: expires?.toISOString() ?? null,
  });
  return { token, path: `/share/${token}`, expiresAt: expires?.toISOString() ?? null };
}

export async function unshareDevice(db: Db, sub: string, id: string) {
  const device = await deviceFor(db, sub, id, 'member');
  await db
    .updateTable('devices')
    .set({ share_token_hash: null, share_expires_at: null })
    .where('id', '=', id)
    .where('organisation_id', '=', device.organisation_id)
    .execute();
  await logDevice(db, sub, device.organisation_id, 'unshare', id, { name: device.name });
}

/** The public view of a shared device: its state, nothing about its organisation. */
export async function findShared(db: Db, token: string) {
  const row = await db
    .selectFrom('devices')
    .select('id')
    .where('share_token_hash', '=', hashShareToken(token))
    .where((eb) => eb.or([eb('share_expires_at', 'is', null), eb('share_expires_at', '>', new Date())]))
    .executeTakeFirst();
  if (!row) throw notFound('This shared link does not exist or was turned off');
  const d = await presentDevice(db, row.id);
  return {
    name: d.name,
    type: d.type,
    batteryPct: d.batteryPct,
    temperature: d.temperature,
    location: d.location,
    lastSeenAt: d.lastSeenAt,
    readings: d.readings,
  };
}
