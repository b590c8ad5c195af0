import type { Transaction } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { noticeAdmins } from './admin-notice.ts';
import type { JobContext } from './definition.ts';

/**
 * Issue 28.5: a webhook or forward whose receiver keeps failing (hangs, answers
 * 5xx for ever, redirects in circles) is paused after DELIVERY_PAUSE_AFTER_FAILURES
 * failed tries in a row spanning at least DELIVERY_PAUSE_AFTER_MINUTES, instead of
 * being tried for ever; the organisation's admins get one e-mail and the actions
 * list shows it paused until someone resumes it. A successful try ends the streak.
 */

export type PausePolicy = { failures: number; minutes: number };

export const pausePolicy = (config: ServerConfig): PausePolicy => ({
  failures: config.DELIVERY_PAUSE_AFTER_FAILURES,
  minutes: config.DELIVERY_PAUSE_AFTER_MINUTES,
});

/**
 * Whether a streak of failed tries calls for a pause: enough of them, over at
 * least the period. A clock set back (now before the streak began) never pauses.
 */
export function shouldPause(
  streak: { failures: number; failingSince: Date | null },
  policy: PausePolicy,
  now: Date,
): boolean {
  if (policy.failures === 0 || !streak.failingSince) return false;
  return (
    streak.failures >= policy.failures &&
    now.getTime() - streak.failingSince.getTime() >= policy.minutes * 60_000
  );
}

/** A destination this try paused: what the notice tells the admins. */
export type Paused = {
  organisationId: string;
  actionId: string;
  name: string;
  actionType: 'alert' | 'forward' | 'webhook';
  url: string | null;
  failures: number;
  failingSince: Date;
  pausedAt: Date;
  lastError: string;
};

/**
 * Counts one HTTP try of an action's destination, in the transaction that logs
 * it: a success ends the streak, a failure lengthens it and may pause the
 * destination. Answers the pause when this very try caused it (once per pause).
 */
export async function recordHttpTry(
  trx: Transaction<Database>,
  target: { organisationId: string; actionId: string },
  outcome: { ok: true } | { ok: false; error: string },
  policy: PausePolicy,
  now: Date,
): Promise<Paused | null> {
  const action = () =>
    trx
      .updateTable('actions')
      .where('id', '=', target.actionId)
      .where('organisation_id', '=', target.organisationId);
  if (outcome.ok) {
    // Written only when a streak was running, so a healthy receiver costs no extra write.
    await action()
      .set({ delivery_failures: 0, failing_since: null })
      .where('delivery_failures', '>', 0)
      .execute();
    return null;
  }
  const streak = await action()
    .set((eb) => ({
      delivery_failures: eb('delivery_failures', '+', 1),
      failing_since: eb.fn.coalesce('failing_since', eb.val(now)),
    }))
    .where('paused_at', 'is', null)
    .returning(['delivery_failures', 'failing_since'])
    .executeTakeFirst();
  if (
    !streak ||
    !shouldPause({ failures: streak.delivery_failures, failingSince: streak.failing_since }, policy, now)
  )
    return null;
  const paused = await action()
    .set({ paused_at: now })
    .where('paused_at', 'is', null)
    .returning(['name', 'action_type', 'webhook_url', 'forward_url'])
    .executeTakeFirst();
  if (!paused) return null;
  return {
    ...target,
    name: paused.name,
    actionType: paused.action_type,
    url: paused.action_type === 'forward' ? paused.forward_url : paused.webhook_url,
    failures: streak.delivery_failures,
    failingSince: streak.failing_since ?? now,
    pausedAt: now,
    lastError: outcome.error,
  };
}

/** The host a URL names, for a notice (never the path or query, which may carry a token). */
const hostOf = (url: string | null) => {
  try {
    return url ? new URL(url).host : 'its receiver';
  } catch {
    return 'its receiver';
  }
};

/** Logs a pause and tells the organisation's owners and admins, once (the outbox keeps one row each). */
export async function announcePause(
  context: Pick<JobContext, 'db' | 'config' | 'mailer' | 'log'>,
  paused: Paused,
): Promise<void> {
  context.log.warn(
    {
      organisationId: paused.organisationId,
      actionId: paused.actionId,
      failures: paused.failures,
      failingSince: paused.failingSince.toISOString(),
      lastError: paused.lastError,
    },
    'actions: destination paused after repeated failures',
  );
  const kind = paused.actionType === 'forward' ? 'forward' : 'webhook';
  await noticeAdmins(context, {
    organisationId: paused.organisationId,
    actionId: paused.actionId,
    key: [paused.organisationId, 'paused', paused.actionId, paused.pausedAt.toISOString()],
    subject: (name) => `Pinpoint: ${name}'s ${kind} "${paused.name}" is paused`,
    text: (name) =>
      [
        `The ${kind} "${paused.name}" of ${name} failed ${paused.failures} times in a row since ${paused.failingSince.toISOString()} (last error: ${paused.lastError}).`,
        `It is paused: nothing is sent to ${hostOf(paused.url)} until someone resumes it with the Resume button of the actions list.`,
        'Check that the receiver is up and answers 2xx within 10 seconds before resuming.',
      ].join('\n\n'),
  });
}
