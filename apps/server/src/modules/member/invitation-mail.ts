import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createAccountMailer } from '../../jobs/account-mail.ts';
import type { JobLog } from '../../jobs/definition.ts';
import { QuotaReachedError } from '../../jobs/deliveries.ts';
import { createMailer } from '../../jobs/email.ts';
import { takeQuota } from '../../jobs/quota.ts';

export type Invitee = {
  organisationId: string;
  organisationName: string;
  inviter: { name: string; email: string };
  email: string;
  role: string;
};

/** Where an invitation e-mail went: SMTP, the operator's account outbox, or nowhere (the quota). */
export type InvitationMailer = (invitee: Invitee) => Promise<'smtp' | 'outbox' | 'quota'>;

/** The e-mail telling someone they were invited: who, to what, and how to accept. */
export function invitationMail(invitee: Invitee, site: { title: string; url: string }) {
  const inviter = invitee.inviter.name
    ? `${invitee.inviter.name} (${invitee.inviter.email})`
    : invitee.inviter.email;
  return {
    to: invitee.email,
    subject: `You are invited to ${invitee.organisationName} on ${site.title}`,
    text: [
      `${inviter} invited you to join ${invitee.organisationName} on ${site.title} as ${invitee.role}.`,
      `To accept, sign in or create an account at ${site.url}/ with this e-mail address (${invitee.email}) and verify it: the invitation waits for you there.`,
      'If you did not expect this, ignore this e-mail: nothing happens unless you accept.',
    ].join('\n\n'),
  };
}

/**
 * Tells an invitee by e-mail (SMTP_URL, else the operator's account outbox). Each e-mail counts
 * against the inviting organisation's e-mail quota (EMAIL_PER_ORG_*), so invitations cannot be
 * used to send mail to strangers without limit; past the quota the invitation stands, unmailed.
 */
export function createInvitationMailer(db: Db, config: ServerConfig, log: JobLog): InvitationMailer {
  const send = createAccountMailer(db, config);
  const mailer = createMailer(config.SMTP_URL);
  return async (invitee) => {
    try {
      await takeQuota(
        { db, config, mailer, log },
        { organisationId: invitee.organisationId, actionId: null },
        'email',
      );
    } catch (err) {
      if (err instanceof QuotaReachedError) return 'quota';
      throw err;
    }
    return send(invitationMail(invitee, { title: config.public.siteTitle, url: config.publicUrl }));
  };
}
