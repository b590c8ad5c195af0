import pg from 'pg';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { accessToken, baseUrl, callApi } from './browser.ts';

/**
 * The latest e-mail verification link sent to `email`. The deployment has no SMTP server, so
 * account mail waits in its account outbox (read by the operator, here the test); sign-up sends
 * the link in the background, so this waits for it.
 */
export async function verificationLink(email: string): Promise<string> {
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  try {
    for (let tries = 0; tries < 100; tries++) {
      const { rows } = await db.query<{ body: string }>(
        "select body from account_outbox where lower(recipient) = lower($1) and body like '%/verify-email?token=%' order by id desc limit 1",
        [email],
      );
      const link = rows[0]?.body.match(/https?:\/\/\S+\/verify-email\?token=[\w-]+/)?.[0];
      if (link) return link;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No verification mail to ${email}`);
  } finally {
    await db.end();
  }
}

/** Opens the verification link mailed to `email` in the page, as its person would from their mail. */
export async function verifyEmailIn(page: Page, email: string): Promise<void> {
  await page.goto(await verificationLink(email));
  await page.getByRole('heading', { name: 'Your e-mail address is verified', level: 1 }).waitFor();
}

/**
 * Set-up for tests about something else: the page's user verifies their address and accepts
 * their invitation to the organisation through the API (organisations.e2e.ts does it in the UI).
 */
export async function joinByInvitation(page: Page, email: string, organisationId: string): Promise<void> {
  await verifyEmailIn(page, email);
  const token = await accessToken(page);
  const mine = (await (await callApi(baseUrl(), token, 'GET', '/user/invitations')).json()) as {
    invitations: { id: string; organisationId: string }[];
  };
  const invitation = mine.invitations.find((i) => i.organisationId === organisationId);
  if (!invitation) throw new Error(`${email} has no invitation to ${organisationId}`);
  const res = await callApi(baseUrl(), token, 'POST', `/user/invitations/${invitation.id}/accept`);
  if (res.status !== 200) throw new Error(`accepting answered ${res.status}: ${await res.text()}`);
}
