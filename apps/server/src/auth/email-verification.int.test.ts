import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, waitFor } from '../modules/action/test-helpers.ts';
import { messageOf, type Person, testApi } from '../test/api.ts';
import { obtainTokens, uniqueEmail } from '../test/oidc-flow.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

// The built-in provider mails its verification links through a real SMTP server on 127.0.0.1.
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;
let api: ReturnType<typeof testApi>;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Pinpoint <accounts@pinpoint.test>' });
  api = testApi(server);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** The message's text with quoted-printable soft breaks and escapes undone. */
const decoded = (data: string) =>
  data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The `n`th (1-based) verification mail to `email`, waited for, and its link. */
async function nthMail(email: string, n = 1) {
  const mails = await waitFor(async () => {
    const found = smtp.mails.filter((m) => m.to.includes(email));
    return found.length >= n && found;
  });
  const text = decoded(mails[n - 1]?.data ?? '');
  const link = text.match(/http:\/\/\S+\/verify-email\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no link in ${text}`);
  return { text, link };
}

const claims = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString()) as Record<string, unknown>;

const open = async (link: string) => {
  const res = await fetch(link);
  return { status: res.status, text: await res.text() };
};

const resend = (person: Person) =>
  api.call('/user/email-verification', { method: 'POST', token: person.token });

const tokenRows = (email: string) =>
  server.handle.db.selectFrom('email_verification_tokens').selectAll().where('email', '=', email).execute();

describe('e-mail verification of the built-in provider', () => {
  it('mails a link at sign-up that verifies the address once; new tokens then say it is verified', async () => {
    const account = { name: 'Ivy', email: uniqueEmail('ivy'), password: 'ivy-password-123' };
    const before = await obtainTokens(server.url, account);
    expect(claims(before.id_token)).toMatchObject({ email: account.email, email_verified: false });
    expect(claims(before.access_token)).toMatchObject({ email: account.email, email_verified: false });

    const { text, link } = await nthMail(account.email);
    expect(text).toContain(`Subject: Verify your e-mail address for ${server.config.public.siteTitle}`);
    expect(text).toContain('From: Pinpoint <accounts@pinpoint.test>');
    expect(text).toContain('The link works once, for 48 hours.');
    expect(link.startsWith(`${server.url}/verify-email?token=`)).toBe(true);
    // Only a hash of the token is stored.
    const token = new URL(link).searchParams.get('token') as string;
    const [row] = await tokenRows(account.email);
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.token_hash).not.toContain(token);

    const first = await open(link);
    expect(first.status).toBe(200);
    expect(first.text).toContain('Your e-mail address is verified');
    expect(first.text).toContain(`${account.email} is verified.`);
    const second = await open(link);
    expect(second.status).toBe(400);
    expect(second.text).toContain('This link does not work');

    // Signing in again: the ID and access tokens carry email_verified true.
    const after = await obtainTokens(server.url, account, 'login');
    expect(claims(after.id_token)).toMatchObject({ email: account.email, email_verified: true });
    expect(claims(after.access_token)).toMatchObject({ email_verified: true });
  });

  let uma: Person;
  it('refuses an expired link, and the address stays unverified', async () => {
    uma = await api.signUp('Uma');
    const { link } = await nthMail(uma.email);
    await server.handle.db
      .updateTable('email_verification_tokens')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('email', '=', uma.email)
      .execute();
    const res = await open(link);
    expect(res.status).toBe(410);
    expect(res.text).toContain('This link has expired');
    const mine = await api.call('/user/invitations', { token: uma.token });
    expect(mine.body).toMatchObject({ emailVerified: false, canVerify: true });
  });

  it('sends a new link on request, at most one a minute, which replaces the older one', async () => {
    const sent = await resend(uma);
    expect(sent).toEqual({ status: 202, body: { email: uma.email } });
    const { link: second } = await nthMail(uma.email, 2);

    const tooSoon = await resend(uma);
    expect(tooSoon.status).toBe(429);
    expect(messageOf(tooSoon)).toBe(
      'A link was sent less than a minute ago. Check your mail, or try again in a minute.',
    );
    expect(smtp.mails.filter((m) => m.to.includes(uma.email))).toHaveLength(2);

    // A minute later: another link, and only the newest works.
    await sql`update email_verification_tokens set created_at = now() - interval '61 seconds'
      where email = ${uma.email}`.execute(server.handle.db);
    expect((await resend(uma)).status).toBe(202);
    const { link: third } = await nthMail(uma.email, 3);
    expect((await open(second)).status).toBe(400);
    expect((await open(third)).status).toBe(200);
    expect((await api.call('/user/invitations', { token: uma.token })).body).toMatchObject({
      emailVerified: true,
      canVerify: false,
    });

    const again = await resend(uma);
    expect(again.status).toBe(409);
    expect(messageOf(again)).toBe('Your e-mail address is already verified');
    expect((await api.call('/user/email-verification', { method: 'POST' })).status).toBe(401);
  });
});
