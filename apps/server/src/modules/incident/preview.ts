import type { EscalationPreview } from '@pinpoint/shared';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { actionAccess } from '../action/service.ts';
import { isQuiet, stepContacts } from './notify.ts';

/**
 * The dry run of an action's escalation (issue 30): if it fired at `at` and nobody acknowledged,
 * who would be told when, step by step, with the contacts their quiet hours would skip then. It
 * follows the engine's rule: a step with nobody to tell moves on at once.
 */
export async function previewEscalation(
  db: Db,
  config: Pick<ServerConfig, 'TZ'>,
  sub: string,
  actionId: string,
  at: Date,
): Promise<EscalationPreview> {
  const { organisationId } = await actionAccess(db, sub, actionId, 'viewer');
  const action = await db
    .selectFrom('actions')
    .select('escalation_minutes')
    .where('id', '=', actionId)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirstOrThrow();
  const contacts = await db
    .transaction()
    .execute(async (trx) => (await stepContacts(trx, [actionId])).get(actionId) ?? []);
  const minutes = action.escalation_minutes;
  const steps: EscalationPreview['steps'] = [];
  let when = at.getTime();
  let waited = 0;
  for (let step = 0; step <= minutes.length; step++) {
    const time = new Date(when);
    const told = contacts
      .filter((c) => c.step === step)
      .map((c) => ({
        contactId: c.id,
        name: c.name,
        channels: [
          ...(c.method !== 'sms' && c.email ? (['email'] as const) : []),
          ...(c.method !== 'email' && c.phone ? (['sms'] as const) : []),
        ],
        skipped: isQuiet(c, time, config.TZ),
      }));
    steps.push({ step, at: time.toISOString(), afterMinutes: waited, contacts: told });
    // Nobody to tell: the next step follows at once.
    const wait = told.some((c) => !c.skipped) ? (minutes[step] ?? 0) : 0;
    when += wait * 60_000;
    waited += wait;
  }
  return { at: at.toISOString(), steps };
}
