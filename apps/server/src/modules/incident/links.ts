import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getOrCreate } from '../../auth/secrets.ts';
import type { Db } from '../../db/database.ts';

/**
 * "I'm on it" links (issue 30): `{token id}.{expiry, unix seconds}.{HMAC-SHA256}` over the token's
 * id, its incident and its expiry, with a key made once and kept in server_secrets (every process
 * signs and checks alike). The signature makes a link unforgeable and its expiry untamperable; the
 * token's row (incident_ack_tokens) makes it single-use and says to whom it was sent. Nothing in
 * the link names the organisation, the device or the incident.
 */

const keys = new WeakMap<Db, Promise<Buffer>>();

/** The signing key of acknowledgement links, created on first use (kept once read). */
export function ackLinkKey(db: Db): Promise<Buffer> {
  const loading =
    keys.get(db) ??
    getOrCreate(db, 'incident_ack_link_key', async () => randomBytes(32).toString('base64url')).then(
      (value) => Buffer.from(value, 'base64url'),
    );
  keys.set(db, loading);
  loading.catch(() => keys.delete(db));
  return loading;
}

const mac = (key: Buffer, id: string, incidentId: string, expiresAt: number) =>
  createHmac('sha256', key).update(`incident-ack|${id}|${incidentId}|${expiresAt}`).digest('base64url');

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** The link token of a token row. */
export function signAckToken(key: Buffer, row: { id: string; incidentId: string; expiresAt: Date }): string {
  const exp = seconds(row.expiresAt);
  return `${row.id}.${exp}.${mac(key, row.id, row.incidentId, exp)}`;
}

/** The parts of a link token, or null when it is not one. */
export function parseAckToken(token: string): { id: string; exp: number; signature: string } | null {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  return { id: match[1] as string, exp: Number(match[2]), signature: match[3] as string };
}

/** Whether the token's signature holds for that stored row (its incident and expiry). */
export function verifyAckToken(
  key: Buffer,
  token: { id: string; exp: number; signature: string },
  row: { incidentId: string; expiresAt: Date },
): boolean {
  if (token.exp !== seconds(row.expiresAt)) return false;
  const expected = Buffer.from(mac(key, token.id, row.incidentId, token.exp));
  const given = Buffer.from(token.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The address of the page that shows one incident and its "I'm on it" button. */
export const ackLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/ack/${token}`;
