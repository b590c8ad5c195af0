import { createHash, randomBytes } from 'node:crypto';
import type { PublicConfig } from '@pinpoint/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { type AccountMailer, createAccountMailer } from '../jobs/account-mail.ts';
import { AppError, conflict, notFound, unavailable } from '../lib/errors.ts';
import { logSecurityEvent, requestSecurityFields } from '../lib/security-log.ts';
import { requireAuth } from './access.ts';
import { messagePage } from './views.ts';

/** A verification link works this long, and once. */
export const VERIFICATION_TTL_HOURS = 48;
/** At most one link a minute per account. */
const RESEND_INTERVAL_SECONDS = 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Account = { id: string; email: string; name: string };

export type EmailVerification = {
  /** Makes a new link for the account (older ones stop working) and mails it. */
  send: (account: Account) => Promise<void>;
};

export function createEmailVerification(
  db: Db,
  deps: { mail: AccountMailer; publicUrl: string; site: PublicConfig },
): EmailVerification {
  return {
    async send(account) {
      const token = randomBytes(32).toString('base64url');
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('email_verification_tokens').where('account_id', '=', account.id).execute();
        await trx
          .insertInto('email_verification_tokens')
          .values({
            token_hash: hashToken(token),
            account_id: account.id,
            email: account.email,
            expires_at: sql<Date>`now() + make_interval(hours => ${VERIFICATION_TTL_HOURS})`,
          })
          .execute();
      });
      const link = `${deps.publicUrl}/verify-email?token=${token}`;
      const title = deps.site.siteTitle;
      await deps.mail({
        to: account.email,
        subject: `Verify your e-mail address for ${title}`,
        text: [
          `Hello ${account.name},`,
          '',
          `Open this link to verify ${account.email} for your ${title} account:`,
          link,
          '',
          `The link works once, for ${VERIFICATION_TTL_HOURS} hours. Invitations to organisations sent to this address show in ${title} once it is verified.`,
          '',
          'If you did not create this account, ignore this message.',
        ].join('\n'),
      });
    },
  };
}

type VerifyOutcome = { status: 'verified'; email: string } | { status: 'expired' | 'invalid' };

/**
 * Uses a link's token: deleted as it is used (a second use finds nothing), and
 * it verifies only the address it was sent to, if the account still has it.
 */
export async function useVerificationToken(db: Db, token: string): Promise<VerifyOutcome> {
  if (!/^[\w-]{20,100}$/.test(token)) return { status: 'invalid' };
  return db.transaction().execute(async (trx): Promise<VerifyOutcome> => {
    const row = await trx
      .deleteFrom('email_verification_tokens')
      .where('token_hash', '=', hashToken(token))
      .returning(['account_id', 'email', 'expires_at'])
      .executeTakeFirst();
    if (!row) return { status: 'invalid' };
    if (row.expires_at.getTime() <= Date.now()) return { status: 'expired' };
    const account = await trx
      .updateTable('local_accounts')
      .set({ email_verified_at: sql<Date>`coalesce(email_verified_at, now())` })
      .where('id', '=', row.account_id)
      .where(sql<string>`lower(email)`, '=', row.email.toLowerCase())
      .returning(['id', 'email'])
      .executeTakeFirst();
    if (!account) return { status: 'invalid' };
    // The product's user record follows at once, without waiting for a new token.
    await trx
      .updateTable('users')
      .set({ email_verified: true })
      .where('sub', '=', account.id)
      .where(sql<string>`lower(email)`, '=', account.email.toLowerCase())
      .execute();
    return { status: 'verified', email: account.email };
  });
}

/** Whether the built-in provider's account has verified its address (for the tokens' claims). */
export const isVerified = (account: { email_verified_at: Date | null }) => account.email_verified_at !== null;

/**
 * The page a verification link opens, and the call that sends a new link
 * (POST /api/user/email-verification, for the signed-in user of the built-in provider).
 */
export function registerEmailVerificationRoutes(
  app: FastifyInstance,
  db: Db,
  verification: EmailVerification,
  site: PublicConfig,
) {
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  const back = { href: '/organisation', label: `Go to ${site.siteTitle}` };

  app.get<{ Querystring: { token?: string } }>(
    '/verify-email',
    { config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const outcome = await useVerificationToken(db, String(request.query.token ?? ''));
      if (outcome.status === 'verified') {
        return html(
          reply,
          200,
          messagePage(
            site,
            'Your e-mail address is verified',
            `${outcome.email} is verified. Invitations to organisations sent to it now show on your organisations page.`,
            back,
          ),
        );
      }
      logSecurityEvent(request.log, 'auth_failed', {
        ...requestSecurityFields(request),
        reason: `e-mail verification link ${outcome.status}`,
      });
      return html(
        reply,
        outcome.status === 'expired' ? 410 : 400,
        outcome.status === 'expired'
          ? messagePage(
              site,
              'This link has expired',
              'Verification links work for 48 hours. Ask for a new one on your organisations page.',
              back,
            )
          : messagePage(
              site,
              'This link does not work',
              'It was already used, or a newer link replaced it. Ask for a new one on your organisations page if your address is not verified yet.',
              back,
            ),
      );
    },
  );

  app.post(
    '/api/user/email-verification',
    {
      config: { access: 'user', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: { tags: ['user'], summary: 'Sends a new link to verify the e-mail address (built-in sign-in)' },
    },
    async (request, reply) => {
      const { sub } = requireAuth(request).claims;
      const account = UUID.test(sub)
        ? await db
            .selectFrom('local_accounts')
            .select([
              'id',
              'email',
              'name',
              'email_verified_at',
              (eb) =>
                eb
                  .selectFrom('email_verification_tokens as t')
                  .whereRef('t.account_id', '=', 'local_accounts.id')
                  .select((e) => e.fn.max('t.created_at').as('at'))
                  .as('last_sent_at'),
            ])
            .where('id', '=', sub)
            .executeTakeFirst()
        : undefined;
      if (!account) throw notFound('Account not found');
      if (account.email_verified_at) throw conflict('Your e-mail address is already verified');
      const last = account.last_sent_at ? new Date(account.last_sent_at).getTime() : 0;
      if (Date.now() - last < RESEND_INTERVAL_SECONDS * 1000) {
        throw new AppError(
          429,
          'rate_limited',
          'A link was sent less than a minute ago. Check your mail, or try again in a minute.',
        );
      }
      try {
        await verification.send(account);
      } catch (err) {
        request.log.warn({ err: (err as Error).message }, 'verification e-mail not sent');
        throw unavailable('The e-mail could not be sent. Try again in a few minutes.');
      }
      return reply.code(202).send({ email: account.email });
    },
  );
}

/** E-mail verification of the built-in provider: its mail, link page and resend call. */
export function setUpEmailVerification(
  app: FastifyInstance,
  db: Db,
  config: Pick<ServerConfig, 'SMTP_URL' | 'MAIL_FROM' | 'publicUrl' | 'public'>,
): EmailVerification {
  const verification = createEmailVerification(db, {
    mail: createAccountMailer(db, config),
    publicUrl: config.publicUrl,
    site: config.public,
  });
  registerEmailVerificationRoutes(app, db, verification, config.public);
  return verification;
}
