import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Standard Webhooks signatures (standardwebhooks.com): the headers webhook-id,
 * webhook-timestamp (unix seconds) and webhook-signature = 'v1,' + base64 of
 * HMAC-SHA256 over `${id}.${timestamp}.${body}`, keyed with the secret's bytes
 * (the base64 after 'whsec_').
 */

/** A new per-action secret, shown to its creator once. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

const keyOf = (secret: string) => Buffer.from(secret.replace(/^whsec_/, ''), 'base64');

export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * The headers of one delivery. Several secrets (a rotation: the new one first,
 * then the one it replaces) give several space-separated signatures; a receiver
 * that knows either secret accepts the delivery.
 */
export function webhookHeaders(secrets: string | string[], id: string, timestamp: number, body: string) {
  const all = Array.isArray(secrets) ? secrets : [secrets];
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': all.map((secret) => signWebhook(secret, id, timestamp, body)).join(' '),
  };
}

/** What a receiver does: true when one of the signatures matches and the timestamp is recent. */
export function verifyWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  { toleranceSeconds = 300, now = Date.now() } = {},
): boolean {
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = Number(headers['webhook-timestamp']);
  if (!id || !Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceSeconds)
    return false;
  const expected = Buffer.from(signWebhook(secret, id, timestamp, body));
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .some((candidate) => {
      const given = Buffer.from(candidate);
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
