import { createHash } from 'node:crypto';
import type { JobContext } from './definition.ts';

/** A stable id for one notice to one person, so it is kept in the outbox once. */
export function noticeId(parts: string[]): string {
  const h = createHash('sha256').update(parts.join('|')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Tells an organisation's owners and admins something about their actions: one
 * e-mail to them all through SMTP, or with no SMTP server one outbox row each.
 * `key` names the event (the same key twice keeps one outbox row per person and
 * gives the e-mail one Message-ID). `text` is given the organisation's name.
 */
export async function noticeAdmins(
  context: Pick<JobContext, 'db' | 'config' | 'mailer' | 'log'>,
  notice: {
    organisationId: string;
    actionId: string | null;
    key: string[];
    subject: (organisationName: string) => string;
    text: (organisationName: string) => string;
  },
): Promise<void> {
  const { db, config, mailer } = context;
  const { organisationId, actionId, key } = notice;
  const organisation = await db
    .selectFrom('organisations')
    .select('name')
    .where('id', '=', organisationId)
    .executeTakeFirst();
  const admins = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('u.email')
    .where('m.organisation_id', '=', organisationId)
    .where('m.role', 'in', ['owner', 'admin'])
    .orderBy('u.email')
    .execute();
  const recipients = [...new Set(admins.map((a) => a.email).filter(Boolean))];
  if (!organisation || !recipients.length) return;
  const subject = notice.subject(organisation.name);
  const text = notice.text(organisation.name);
  if (mailer) {
    try {
      await mailer.sendMail({
        from: config.MAIL_FROM,
        to: recipients,
        subject,
        text,
        messageId: `<${noticeId(key)}@pinpoint>`,
      });
    } catch (err) {
      context.log.warn(
        { organisationId, code: (err as { code?: string }).code },
        `actions: a notice to the admins could not be sent (${subject})`,
      );
    }
    return;
  }
  await db
    .insertInto('outbox')
    .values(
      recipients.map((recipient) => ({
        delivery_id: noticeId([...key, recipient]),
        organisation_id: organisationId,
        action_id: actionId,
        channel: 'email' as const,
        recipient,
        subject,
        body: text,
      })),
    )
    .onConflict((oc) => oc.column('delivery_id').doNothing())
    .execute();
}
