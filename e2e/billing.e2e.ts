import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../apps/server/src/modules/billing/fake-stripe.ts';
import { firstOrganisationId } from './api.ts';
import { accessToken, newAccount, signUp, useBrowser } from './browser.ts';
import { createDatabase, dropDatabase, type Server, startServer } from './global-setup.ts';

/**
 * Issue 16 "Done when", in Chromium with billing on: a deployment with BILLING_ENABLED and
 * REGISTER_CARD_ENABLED whose Stripe is a stand-in on 127.0.0.1 (its hosted Checkout page
 * included, which sends the signed webhook as Stripe does). A new organisation is sent to
 * /billing/register-card and registers a card; the limit page appears when the limit is
 * reached; the increase form says the spec's messages.
 */

const browser = useBrowser();

let stripe: FakeStripe | undefined;
let server: Server | undefined;
let databaseUrl = '';
let cleanUp: () => Promise<void> = async () => {};

beforeAll(async () => {
  stripe = await startFakeStripe();
  const dir = await mkdtemp(path.join(tmpdir(), 'pinpoint-billing-'));
  const adminUrl = inject('databaseUrl');
  const name = `pinpoint_e2e_billing_${randomBytes(4).toString('hex')}`;
  databaseUrl = await createDatabase(adminUrl, name);
  cleanUp = async () => {
    await server?.stop();
    await stripe?.close();
    await dropDatabase(adminUrl, name);
    await rm(dir, { recursive: true, force: true });
  };
  server = await startServer(dir, {
    DATABASE_URL: databaseUrl,
    ...stripe.env(),
    REGISTER_CARD_ENABLED: 'true',
  });
  stripe.setWebhookUrl(`${server.baseUrl}/api/billing/webhook`);
});
afterAll(() => cleanUp());

const base = () => {
  if (!server) throw new Error('The billing server starts in beforeAll');
  return server.baseUrl;
};

/** Devices put straight into the organisation (what is under test is the limit, not the add). */
async function seedDevices(organisationId: string, count: number) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `insert into devices (organisation_id, name) select $1, 'Seeded ' || n from generate_series(1, $2) n`,
      [organisationId, count],
    );
  } finally {
    await db.end();
  }
}

describe('billing on', () => {
  it('sends a new organisation to register a card, and Stripe Checkout starts its subscription', async () => {
    const account = newAccount('Rosa Billing');
    const { context, page } = await signUp(browser(), account, { baseURL: base() });
    await page.waitForURL(/\/billing\/register-card$/, { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Register a card' }).waitFor();
    await page.getByText(/A payment card is needed before .+ can add devices\./).waitFor();

    // Stripe's Checkout page (setup mode), then back with the card saved.
    await page.getByRole('button', { name: 'Register a card' }).click();
    await page.waitForURL(/127\.0\.0\.1:\d+\/checkout\/cs_test_/);
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.waitForURL(/\/billing\/subscription-success$/, { timeout: 20_000 });
    await page.getByText(/may now have up to 10 devices\./).waitFor();

    // Once subscribed, the app no longer redirects.
    await page.getByRole('link', { name: 'Back to devices' }).click();
    await page.waitForURL(`${base()}/`);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it("shows the limit page when the limit is reached, and the increase form says the spec's messages", async () => {
    const account = newAccount('Lim Reached');
    const { context, page } = await signUp(browser(), account, { baseURL: base() });
    await page.waitForURL(/\/billing\/register-card$/, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Register a card' }).click();
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.waitForURL(/\/billing\/subscription-success$/, { timeout: 20_000 });

    const organisationId = await firstOrganisationId(await accessToken(page), base());
    await seedDevices(organisationId, 10);
    await page.goto('/');
    await page.waitForURL(/\/billing\/limit-reached$/, { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Device limit reached' }).waitFor();
    await page.getByText('10 of 10 devices used').waitFor();

    const field = page.getByRole('textbox', { name: 'New device limit' });
    const increase = page.getByRole('button', { name: 'Increase limit' });
    await field.fill('10');
    await increase.click();
    await page.getByText('Limit must be higher than number of devices on account currently').waitFor();

    await field.fill('5000');
    await increase.click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Limit increase error. Please contact support' })
      .waitFor();

    await field.fill('30');
    await increase.click();
    await page.getByRole('alert').filter({ hasText: 'Device limit increased to 30' }).waitFor();
    await page.getByText('10 of 30 devices used').waitFor();
    // Stripe's subscription now pays for 30 devices, at the tier that holds them.
    const subscription = [...(stripe?.subscriptions.values() ?? [])].find(
      (s) => s.metadata.organisationId === organisationId,
    );
    expect(subscription?.items.data[0]).toMatchObject({ quantity: 30, price: { id: 'price_medium' } });
    await context.close();
  });
});
