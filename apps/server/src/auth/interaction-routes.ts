import type { PublicConfig } from '@pinpoint/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type Provider from 'oidc-provider';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { signInSchema, signUpSchema } from './account-schema.ts';
import type { EmailVerification } from './email-verification.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { type FieldErrors, messagePage, signInForm, signUpForm } from './views.ts';

type Params = { uid: string };
type Body = Record<string, string | undefined>;

function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path[0] as keyof FieldErrors;
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * The built-in provider's sign-in and sign-up screens. The provider sends the
 * browser to /interaction/{uid}; these routes answer it and hand the result back.
 */
export function registerInteractionRoutes(
  app: FastifyInstance,
  provider: Provider,
  db: Db,
  site: PublicConfig,
  verification?: EmailVerification,
) {
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  const expired = (reply: FastifyReply) =>
    html(
      reply,
      400,
      messagePage(site, 'This sign-in page has expired', 'Start again from the application.', {
        href: '/',
        label: 'Back to the application',
      }),
    );

  /** The pending interaction named in the address, or undefined when it expired or belongs elsewhere. */
  async function currentInteraction(request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
    const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
    return details && details.uid === request.params.uid ? details : undefined;
  }

  async function finishLogin(request: FastifyRequest, reply: FastifyReply, accountId: string) {
    reply.hijack();
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { login: { accountId, remember: true } },
      { mergeWithLastSubmission: false },
    );
  }

  const rateLimit = { max: 20, timeWindow: '1 minute' };

  app.get<{ Params: Params; Querystring: { mode?: string } }>(
    '/interaction/:uid',
    { config: { access: 'public' } },
    async (request, reply) => {
      const details = await currentInteraction(request, reply);
      if (!details) return expired(reply);
      const state = { uid: details.uid, values: {}, errors: {} };
      if (details.prompt.name !== 'login') {
        // Consent is granted by loadExistingGrant; any other prompt just continues.
        reply.hijack();
        await provider.interactionFinished(request.raw, reply.raw, {}, { mergeWithLastSubmission: true });
        return;
      }
      return html(
        reply,
        200,
        request.query.mode === 'signup' ? signUpForm(site, state) : signInForm(site, state),
      );
    },
  );

  app.post<{ Params: Params; Body: Body }>(
    '/interaction/:uid/login',
    { config: { access: 'public', rateLimit } },
    async (request, reply) => {
      const details = await currentInteraction(request, reply);
      if (!details) return expired(reply);
      const body = request.body ?? {};
      const parsed = signInSchema.safeParse(body);
      const values = { email: body.email ?? '' };
      if (!parsed.success)
        return html(
          reply,
          400,
          signInForm(site, { uid: details.uid, values, errors: fieldErrors(parsed.error) }),
        );
      const account = await db
        .selectFrom('local_accounts')
        .select(['id', 'password_hash'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', parsed.data.email.toLowerCase()))
        .executeTakeFirst();
      const ok = account ? await verifyPassword(parsed.data.password, account.password_hash) : false;
      if (!account || !ok) {
        const errors = { form: 'The e-mail or password is not right. Check them and try again.' };
        return html(reply, 401, signInForm(site, { uid: details.uid, values, errors }));
      }
      await finishLogin(request, reply, account.id);
    },
  );

  app.post<{ Params: Params; Body: Body }>(
    '/interaction/:uid/signup',
    { config: { access: 'public', rateLimit } },
    async (request, reply) => {
      const details = await currentInteraction(request, reply);
      if (!details) return expired(reply);
      const body = request.body ?? {};
      const values = { name: body.name ?? '', email: body.email ?? '' };
      const parsed = signUpSchema.safeParse(body);
      if (!parsed.success)
        return html(
          reply,
          400,
          signUpForm(site, { uid: details.uid, values, errors: fieldErrors(parsed.error) }),
        );
      const { name, email, password } = parsed.data;
      const inserted = await db
        .insertInto('local_accounts')
        .values({ name, email, password_hash: await hashPassword(password) })
        .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
        .returning(['id', 'email', 'name'])
        .executeTakeFirst();
      if (!inserted) {
        const errors = { email: 'An account with this e-mail already exists. Sign in instead.' };
        return html(reply, 409, signUpForm(site, { uid: details.uid, values, errors }));
      }
      // The link goes out while the new user carries on; they can ask for another one.
      verification?.send(inserted).catch((err: Error) => {
        request.log.warn({ err: err.message }, 'verification e-mail not sent');
      });
      await finishLogin(request, reply, inserted.id);
    },
  );
}
