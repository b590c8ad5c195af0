import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createMailer } from './email.ts';

/** A message to a person about their account (e.g. verifying their e-mail): no organisation's. */
export type AccountMail = { to: string; subject: string; text: string };

/** Sends account mail; answers where it went. */
export type AccountMailer = (mail: AccountMail) => Promise<'smtp' | 'outbox'>;

/**
 * Account mail goes the way action mail does: through SMTP_URL when set (as
 * MAIL_FROM), else into the account outbox, which only the operator reads (it
 * is no organisation's, and its messages hold sign-in links). Sent at once,
 * not through the job queue: a queued payload would keep the link's secret in
 * the queue's tables.
 */
export function createAccountMailer(db: Db, config: Pick<ServerConfig, 'SMTP_URL' | 'MAIL_FROM'>) {
  const mailer = createMailer(config.SMTP_URL);
  const send: AccountMailer = async (mail) => {
    if (!mailer) {
      await db
        .insertInto('account_outbox')
        .values({ recipient: mail.to, subject: mail.subject, body: mail.text })
        .execute();
      return 'outbox';
    }
    await mailer.sendMail({ from: config.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
    return 'smtp';
  };
  return send;
}
