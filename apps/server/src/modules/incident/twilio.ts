import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's request signature (Twilio docs, "Webhooks security", https://www.twilio.com/docs/usage/webhooks/webhooks-security):
 * the full URL Twilio requested, followed by every POST parameter's name and value sorted by name,
 * signed with HMAC-SHA1 under the account's auth token and sent base64-encoded as X-Twilio-Signature.
 */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string | string[]>,
): string {
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((name) => {
        const value = params[name];
        // A repeated parameter signs each of its values in order, sorted (as Twilio's libraries do).
        return Array.isArray(value)
          ? [...value]
              .sort()
              .map((v) => name + v)
              .join('')
          : name + value;
      })
      .join('');
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether the header matches, compared in constant time; a missing header or token never does. */
export function twilioSignatureValid(
  authToken: string | undefined,
  header: string | undefined,
  url: string,
  params: Record<string, string | string[]>,
): boolean {
  if (!authToken || !header) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Whether an SMS reply says "I'm on it": ACK or 1, in any case, with spaces or a full stop around. */
export const isAckReply = (body: string) => /^\s*(ack|1)\s*[.!]?\s*$/i.test(body);

/** A TwiML answer: the reply SMS, or none. */
export const twiml = (message?: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Response>${
    message
      ? `<Message>${message.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</Message>`
      : ''
  }</Response>`;
