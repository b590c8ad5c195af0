import { type ExpressionBuilder, sql } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { logSecurityEvent } from '../lib/security-log.ts';
import { noticeAdmins } from './admin-notice.ts';
import type { JobContext } from './definition.ts';
import { QuotaReachedError } from './deliveries.ts';

/**
 * Per-organisation quotas on what alerts and reports may cost (issue 11.7): e-mails
 * (alerts and scheduled reports' recipients) and SMS (alerts) an hour and a day,
 * counted whether they go to a provider or to the outbox.
 * The first refusal in a window tells the organisation's owners and admins by
 * e-mail (or, with no SMTP server, in the outbox) and writes a rate_limited
 * security line; later refusals in the same window are quiet.
 */

export type QuotaChannel = 'email' | 'sms';
type Period = 'hour' | 'day';

export function quotaLimits(config: ServerConfig, channel: QuotaChannel): Record<Period, number> {
  return channel === 'email'
    ? { hour: config.EMAIL_PER_ORG_PER_HOUR, day: config.EMAIL_PER_ORG_PER_DAY }
    : { hour: config.SMS_PER_ORG_PER_HOUR, day: config.SMS_PER_ORG_PER_DAY };
}

const nouns: Record<QuotaChannel, [string, string]> = {
  email: ['e-mail', 'e-mails'],
  sms: ['SMS', 'SMS'],
};
const per: Record<Period, string> = { hour: 'an hour', day: 'a day' };

type Refusal = { period: Period; limit: number; periodStart: Date; firstHit: boolean };

/**
 * Counts one message against the organisation's hour and day, both or neither;
 * answers the refusal when either is spent. The day is the deployment's (TZ).
 */
async function take(
  db: Db,
  organisationId: string,
  channel: QuotaChannel,
  limits: Record<Period, number>,
  timeZone: string,
): Promise<Refusal | null> {
  return db.transaction().execute(async (trx) => {
    const starts = {
      hour: sql<Date>`date_trunc('hour', now())`,
      day: sql<Date>`date_trunc('day', now(), ${timeZone})`,
    };
    // This organisation's and channel's rows of the current hour and day.
    const currentWindows = (eb: ExpressionBuilder<Database, 'message_usage'>) =>
      eb.and([
        eb('organisation_id', '=', organisationId),
        eb('channel', '=', channel),
        eb.or([
          eb.and([eb('period', '=', 'hour'), eb('period_start', '=', starts.hour)]),
          eb.and([eb('period', '=', 'day'), eb('period_start', '=', starts.day)]),
        ]),
      ]);
    // Past windows are of no further use: each count sweeps its organisation's old ones.
    await trx
      .deleteFrom('message_usage')
      .where('organisation_id', '=', organisationId)
      .where('channel', '=', channel)
      .where('period_start', '<', sql<Date>`now() - interval '2 days'`)
      .execute();
    await trx
      .insertInto('message_usage')
      .values(
        (['hour', 'day'] as const).map((period) => ({
          organisation_id: organisationId,
          channel,
          period,
          period_start: starts[period],
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    const rows = await trx
      .selectFrom('message_usage')
      .select(['period', 'period_start', 'count'])
      .where(currentWindows)
      .orderBy('period', 'desc') // hour first: the shorter window names the refusal
      .forUpdate()
      .execute();
    const spent = rows.find((r) => r.count >= limits[r.period]);
    if (spent) {
      const first = await trx
        .updateTable('message_usage')
        .set({ notified: true })
        .where('organisation_id', '=', organisationId)
        .where('channel', '=', channel)
        .where('period', '=', spent.period)
        .where('period_start', '=', spent.period_start)
        .where('notified', '=', false)
        .returning('count')
        .executeTakeFirst();
      return {
        period: spent.period,
        limit: limits[spent.period],
        periodStart: spent.period_start,
        firstHit: first !== undefined,
      };
    }
    await trx
      .updateTable('message_usage')
      .set((eb) => ({ count: eb('count', '+', 1) }))
      .where(currentWindows)
      .execute();
    return null;
  });
}

/** Tells the organisation's owners and admins that a quota was reached (one e-mail, or the outbox). */
async function noticeQuota(
  context: Pick<JobContext, 'db' | 'config' | 'mailer' | 'log'>,
  organisationId: string,
  actionId: string | null,
  channel: QuotaChannel,
  refusal: Refusal,
) {
  const [one, many] = nouns[channel];
  // E-mails count alerts and scheduled reports alike; SMS are alerts only.
  const what = (noun: string) => (channel === 'email' ? `${noun} (alerts and reports)` : `alert ${noun}`);
  await noticeAdmins(context, {
    organisationId,
    actionId,
    key: [organisationId, channel, refusal.period, refusal.periodStart.toISOString()],
    subject: (name) => `Pinpoint: ${name} reached its ${one} limit`,
    text: (name) =>
      [
        `${name} has sent ${refusal.limit} ${what(refusal.limit === 1 ? one : many)} ${refusal.period === 'hour' ? 'this hour' : 'today'}, its limit of ${refusal.limit} ${per[refusal.period]}.`,
        `Further ${what(many)} are not sent until the ${refusal.period} is over; the action logs and the reports' run history show them as refused (quota reached).`,
        'An alert that fires too often can be calmed with a longer time between alerts.',
      ].join('\n\n'),
  });
}

/**
 * Counts one message of a delivery against the organisation's quotas; throws
 * QuotaReachedError ('quota reached: …') when one is spent, after the notice and
 * security line if this is the window's first refusal.
 */
export async function takeQuota(
  context: Pick<JobContext, 'db' | 'config' | 'mailer' | 'log'>,
  payload: { organisationId: string; actionId: string | null },
  channel: QuotaChannel,
): Promise<void> {
  const limits = quotaLimits(context.config, channel);
  const refusal = await take(context.db, payload.organisationId, channel, limits, context.config.TZ);
  if (!refusal) return;
  const [one, many] = nouns[channel];
  const reason = `quota reached: ${refusal.limit} ${refusal.limit === 1 ? one : many} ${per[refusal.period]}`;
  if (refusal.firstHit) {
    logSecurityEvent(context.log, 'rate_limited', {
      organisationId: payload.organisationId,
      reason: `${channel} ${reason}`,
    });
    await noticeQuota(context, payload.organisationId, payload.actionId, channel, refusal);
  }
  throw new QuotaReachedError(reason);
}
