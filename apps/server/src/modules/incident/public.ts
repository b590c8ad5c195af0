import { type AlertType, type IncidentAckView, incidentMessages } from '@pinpoint/shared';
import type { ServerConfig } from '../../config.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { acknowledge } from './acknowledge.ts';
import { ackLinkKey, parseAckToken, verifyAckToken } from './links.ts';
import { findSmsToken, findToken } from './repo.ts';
import type { IncidentDeps } from './service.ts';
import { isAckReply, twilioSignatureValid, twiml } from './twilio.ts';

/**
 * Acknowledging without signing in (issue 30): an e-mail's signed link and an SMS reply. The link's
 * page shows that one incident (GET, which changes nothing, so a mail scanner that follows links
 * spends nothing) and its button acknowledges it (POST), once.
 */

const gone = (message: string) => new AppError(410, 'not_found', message);

/** The token's row and incident, when its signature holds; a malformed, forged or unknown one is not found. */
async function tokenAndIncident(deps: IncidentDeps, token: string) {
  const parsed = parseAckToken(token);
  const row = parsed ? await findToken(deps.db, parsed.id) : undefined;
  const key = await ackLinkKey(deps.db);
  if (
    !parsed ||
    !row ||
    row.channel !== 'email' ||
    !verifyAckToken(key, parsed, { incidentId: row.incident_id, expiresAt: row.expires_at })
  )
    throw notFound(incidentMessages.linkInvalid);
  const incident = await deps.db
    .selectFrom('incidents as i')
    .innerJoin('actions as a', 'a.id', 'i.action_id')
    .innerJoin('devices as d', 'd.id', 'i.device_id')
    .where('i.id', '=', row.incident_id)
    .where('i.organisation_id', '=', row.organisation_id)
    .select([
      'i.state',
      'i.opened_at',
      'i.last_value',
      'i.acknowledged_by',
      'i.acknowledged_at',
      'a.name as action_name',
      'a.alert_type',
      'd.name as device_name',
    ])
    .executeTakeFirst();
  if (!incident) throw notFound(incidentMessages.linkInvalid);
  return { row, incident };
}

type TokenRow = NonNullable<Awaited<ReturnType<typeof findToken>>>;

/**
 * Acknowledges as the contact a token was sent to, spending the token in the same transaction
 * (compare-and-set, so a token acknowledges once however many requests carry it).
 */
function ackAsRecipient(deps: IncidentDeps, token: TokenRow, via: 'email' | 'sms', now: Date) {
  const name = token.recipient_name ? `${token.recipient_name} (${token.recipient})` : token.recipient;
  return acknowledge(
    deps.db,
    deps.queue(),
    token.organisation_id,
    token.incident_id,
    {
      name,
      via,
      recipient: token.recipient,
      ...(token.recipient_name ? { contactNames: [token.recipient_name] } : {}),
    },
    now,
    async (trx) =>
      (await trx
        .updateTable('incident_ack_tokens')
        .set({ used_at: now })
        .where('id', '=', token.id)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst()) !== undefined,
  );
}

/** GET /api/incident-ack/{token}: the incident the link is about, and whether its button works. */
export async function viewAckLink(deps: IncidentDeps, token: string): Promise<IncidentAckView> {
  const { row, incident } = await tokenAndIncident(deps, token);
  const now = deps.now?.() ?? new Date();
  const usable = row.used_at
    ? 'used'
    : incident.state === 'resolved'
      ? 'resolved'
      : incident.state === 'acknowledged'
        ? 'taken'
        : row.expires_at <= now
          ? 'expired'
          : 'ok';
  return {
    actionName: incident.action_name,
    deviceName: incident.device_name,
    alertType: incident.alert_type as AlertType | null,
    lastValue: incident.last_value,
    openedAt: incident.opened_at.toISOString(),
    state: incident.state,
    acknowledgedBy: incident.acknowledged_by,
    acknowledgedAt: incident.acknowledged_at?.toISOString() ?? null,
    sentTo: row.recipient_name || row.recipient,
    usable,
  };
}

/** POST /api/incident-ack/{token}: acknowledges as the contact the link was sent to, once. */
export async function useAckLink(deps: IncidentDeps, token: string): Promise<IncidentAckView> {
  const view = await viewAckLink(deps, token);
  if (view.usable === 'used') throw gone(incidentMessages.linkUsed);
  if (view.usable === 'expired') throw gone(incidentMessages.linkExpired);
  if (view.usable === 'resolved') throw conflict(incidentMessages.alreadyResolved);
  if (view.usable === 'taken') throw conflict(`${view.acknowledgedBy ?? 'Someone'} is on it already`);
  const { row } = await tokenAndIncident(deps, token);
  const now = deps.now?.() ?? new Date();
  const took = await ackAsRecipient(deps, row, 'email', now);
  if (!took) {
    const after = await viewAckLink(deps, token);
    throw after.usable === 'used'
      ? gone(incidentMessages.linkUsed)
      : conflict(`${after.acknowledgedBy ?? 'Someone'} is on it already`);
  }
  return viewAckLink(deps, token);
}

/**
 * POST /api/sms/inbound (Twilio's messaging webhook): a reply "ACK" or "1" from a number an
 * incident's SMS went to acknowledges the newest such incident. The X-Twilio-Signature must hold
 * over SMS_INBOUND_URL (or PUBLIC_URL + /api/sms/inbound) and every POST parameter; otherwise 403
 * and nothing changes. Answers TwiML: a confirmation, or why not.
 */
export async function smsInbound(
  deps: IncidentDeps,
  config: Pick<ServerConfig, 'SMS_AUTH_TOKEN' | 'SMS_INBOUND_URL' | 'publicUrl'>,
  signature: string | undefined,
  params: Record<string, string | string[]>,
): Promise<string> {
  const url = config.SMS_INBOUND_URL ?? `${config.publicUrl}/api/sms/inbound`;
  if (!twilioSignatureValid(config.SMS_AUTH_TOKEN, signature, url, params))
    throw new AppError(403, 'forbidden', 'The request signature is not valid');
  const from = typeof params.From === 'string' ? params.From : '';
  const body = typeof params.Body === 'string' ? params.Body : '';
  if (!isAckReply(body)) return twiml();
  const now = deps.now?.() ?? new Date();
  const token = from ? await findSmsToken(deps.db, from, now) : undefined;
  if (!token) return twiml('There is no alert waiting for your answer.');
  const took = await ackAsRecipient(deps, token, 'sms', now);
  if (took) return twiml("Thanks: you're on it. The others have been told.");
  const incident = await deps.db
    .selectFrom('incidents')
    .select('acknowledged_by')
    .where('id', '=', token.incident_id)
    .executeTakeFirst();
  return twiml(`${incident?.acknowledged_by ?? 'Someone'} is on it already.`);
}
