import { messages } from '@pinpoint/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts';

// Issue 16 with billing on: Stripe's API is a stand-in on 127.0.0.1 (fake-stripe.ts), and its
// webhook events are signed with the stripe library's own test helper.

let stripe: FakeStripe;
let server: TestServer;
let api: ReturnType<typeof testApi>;

beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer({ ...stripe.env(), REGISTER_CARD_ENABLED: 'true', SELF_HOST: 'true' });
  stripe.setWebhookUrl(`${server.url}/api/billing/webhook`);
  api = testApi(server);
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

const check = async (person: Person, organisationId = person.organisationId) =>
  (await api.call(`/billing/check?organisationId=${organisationId}`, { token: person.token })).body;
const summary = (person: Person, organisationId = person.organisationId) =>
  api.call(`/organisation/${organisationId}/billing`, { token: person.token });
const setLimit = (person: Person, limit: number, organisationId = person.organisationId) =>
  api.call(`/organisation/${organisationId}/billing/limit`, { token: person.token, body: { limit } });
const addPhone = (person: Person, name = 'Phone') =>
  api.call('/device/self-host', {
    token: person.token,
    body: { organisationId: person.organisationId, name },
  });

async function deviceLimit(organisationId: string) {
  const { rows } = await server.handle.pool.query<{ device_limit: number }>(
    'select device_limit from organisations where id = $1',
    [organisationId],
  );
  return rows[0]?.device_limit;
}

/** Adds devices straight into the table (the limit or billing is under test, not the add). */
async function seedDevices(organisationId: string, count: number) {
  if (count === 0) return;
  await server.handle.db
    .insertInto('devices')
    .values(
      Array.from({ length: count }, (_, i) => ({ organisation_id: organisationId, name: `Seeded ${i + 1}` })),
    )
    .execute();
}

/** Checkout as the owner, then Stripe's page completed: the answer to the webhook. */
async function registerCard(person: Person, body: Record<string, unknown> = {}) {
  const started = await api.call(`/organisation/${person.organisationId}/billing/checkout`, {
    token: person.token,
    body,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const sessionId = String(started.body.url).split('/').pop() as string;
  const event = stripe.completeCheckout(sessionId);
  const answer = await stripe.deliver(event);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { event, sessionId };
}

/** The organisation's subscription at the stand-in. */
function subscriptionOf(person: Person) {
  const customer = [...stripe.customers.values()].find(
    (c) => (c.metadata as Record<string, string>)?.organisationId === person.organisationId,
  );
  const subs = [...stripe.subscriptions.values()].filter((s) => s.customer === customer?.id);
  return { customer, subs, sub: subs.at(-1) };
}

async function billingRows() {
  const { rows } = await server.handle.pool.query(
    `select (select json_agg(b order by organisation_id) from organisation_billing b) as billing,
            (select count(*)::int from billing_events) as events,
            (select json_agg(o.device_limit order by o.id) from organisations o) as limits`,
  );
  return rows[0];
}

describe('an organisation through its billing states (card_required -> ok -> limit_reached -> billing_inactive)', () => {
  it('moves as Stripe says, and device adds follow', async () => {
    const olive = await api.signUp('Olive');
    // A new organisation: no card, no devices (the start limit is 0 while a card is required).
    expect(await check(olive)).toEqual({ message: 'card_required' });
    expect((await addPhone(olive)).body.error.details).toMatchObject({ reason: 'limit_reached', limit: 0 });

    // Checkout in setup mode, for this organisation's Stripe customer, back to the billing pages.
    const { sessionId } = await registerCard(olive);
    const session = stripe.sessions.get(sessionId);
    expect(session).toMatchObject({
      mode: 'setup',
      client_reference_id: olive.organisationId,
      success_url: `${server.url}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.url}/billing/cancel`,
    });
    const { customer, sub } = subscriptionOf(olive);
    expect(session?.customer).toBe(customer?.id);
    // The card became the customer's default, and a subscription started at the starting limit (10)
    // at the per-device price of its tier (up to 25).
    expect(customer?.invoice_settings).toMatchObject({
      default_payment_method: expect.stringMatching(/^pm_/),
    });
    expect(sub?.items.data[0]).toMatchObject({ price: { id: 'price_small' }, quantity: 10 });
    expect(await check(olive)).toEqual({ message: 'ok' });
    expect(await deviceLimit(olive.organisationId)).toBe(10);
    expect((await addPhone(olive, 'Phone 1')).status).toBe(201);
    expect((await addPhone(olive, 'Phone 2')).status).toBe(201);

    // The owner lowers the quantity to 2 in Stripe's portal: the limit is reached.
    const lowered = await stripe.deliver(
      stripe.subscriptionEvent('customer.subscription.updated', sub?.id as string, { quantity: 2 }),
    );
    expect(lowered.status).toBe(200);
    expect(await check(olive)).toEqual({ message: 'limit_reached' });
    expect((await addPhone(olive, 'Phone 3')).status).toBe(403);

    // The subscription is cancelled: billing is inactive and nothing more may be added.
    await stripe.deliver(
      stripe.subscriptionEvent('customer.subscription.deleted', sub?.id as string, { status: 'canceled' }),
    );
    expect(await check(olive)).toEqual({ message: 'billing_inactive' });
    expect(await deviceLimit(olive.organisationId)).toBe(0);
    const body = (await summary(olive)).body;
    expect(body).toMatchObject({ enabled: true, message: 'billing_inactive', plan: { status: 'canceled' } });

    // A card registered again starts a new subscription, for at least the devices it has.
    await registerCard(olive, { limit: 30 });
    const again = subscriptionOf(olive);
    expect(again.subs).toHaveLength(2);
    expect(again.sub?.items.data[0]).toMatchObject({ price: { id: 'price_medium' }, quantity: 30 });
    expect(await check(olive)).toEqual({ message: 'ok' });
    expect(await deviceLimit(olive.organisationId)).toBe(30);
  });

  it('says billing_inactive while a payment is past due, and ok once it is paid', async () => {
    const paula = await api.signUp('Paula');
    await registerCard(paula);
    const { sub, customer } = subscriptionOf(paula);
    await stripe.deliver(
      stripe.subscriptionEvent('customer.subscription.updated', sub?.id as string, { status: 'past_due' }),
    );
    stripe.addOpenInvoice(customer?.id as string, {
      id: 'in_due',
      amount_due: 3000,
      currency: 'cad',
      due_date: 1_900_000_000,
      hosted_invoice_url: 'https://invoice.stripe.test/in_due',
    });
    expect(await check(paula)).toEqual({ message: 'billing_inactive' });
    expect((await summary(paula)).body.openInvoice).toEqual({
      amount: 3000,
      currency: 'cad',
      dueDate: new Date(1_900_000_000_000).toISOString(),
      url: 'https://invoice.stripe.test/in_due',
    });
    await stripe.deliver(
      stripe.subscriptionEvent('customer.subscription.updated', sub?.id as string, { status: 'active' }),
    );
    expect(await check(paula)).toEqual({ message: 'ok' });
  });
});

describe('the webhook', () => {
  it('refuses a bad signature, a tampered body or no signature, and changes nothing', async () => {
    const vera = await api.signUp('Vera');
    await registerCard(vera);
    const { sub } = subscriptionOf(vera);
    const before = await billingRows();
    const event = stripe.subscriptionEvent('customer.subscription.deleted', sub?.id as string, {
      status: 'canceled',
    });

    const wrongSecret = await stripe.deliver(event, { secret: 'whsec_notthesecret0123456789' });
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body?.error).toMatchObject({ message: 'The webhook signature is not valid' });

    const { body, signature } = stripe.sign(event);
    const tampered = await fetch(`${server.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: body.replace('"canceled"', '"active"'),
    });
    expect(tampered.status).toBe(400);
    const unsigned = await fetch(`${server.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(unsigned.status).toBe(400);

    expect(await billingRows()).toEqual(before);
    expect(await check(vera)).toEqual({ message: 'ok' });
  });

  it('applies the same event once, even sent twice at once, and a late older event changes nothing', async () => {
    const dan = await api.signUp('Dan');
    const started = await api.call(`/organisation/${dan.organisationId}/billing/checkout`, {
      token: dan.token,
      body: {},
    });
    const completed = stripe.completeCheckout(String(started.body.url).split('/').pop() as string);
    const answers = await Promise.all([stripe.deliver(completed), stripe.deliver(completed)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body?.duplicate).sort()).toEqual([false, true]);
    expect(subscriptionOf(dan).subs).toHaveLength(1);

    const sub = subscriptionOf(dan).sub?.id as string;
    const older = stripe.event(
      'customer.subscription.updated',
      { ...structuredClone(stripe.subscriptions.get(sub)), status: 'unpaid' },
      Math.floor(Date.now() / 1000) - 600,
    );
    const five = stripe.subscriptionEvent('customer.subscription.updated', sub, { quantity: 5 });
    const seven = stripe.subscriptionEvent('customer.subscription.updated', sub, { quantity: 7 });
    expect((await stripe.deliver(five)).body).toEqual({ received: true, duplicate: false });
    expect((await stripe.deliver(seven)).body).toEqual({ received: true, duplicate: false });
    expect((await stripe.deliver(five)).body).toEqual({ received: true, duplicate: true });
    expect(await deviceLimit(dan.organisationId)).toBe(7);
    expect((await stripe.deliver(older)).status).toBe(200);
    expect(await check(dan)).toEqual({ message: 'ok' });
    const { rows } = await server.handle.pool.query<{ n: number }>(
      'select count(*)::int as n from billing_events where id = $1',
      [five.id],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('answers 503 and keeps nothing when Stripe fails while applying, so Stripe sends it again', async () => {
    const fay = await api.signUp('Fay');
    const started = await api.call(`/organisation/${fay.organisationId}/billing/checkout`, {
      token: fay.token,
      body: {},
    });
    const completed = stripe.completeCheckout(String(started.body.url).split('/').pop() as string);
    stripe.fail('POST', '/v1/subscriptions', 1);
    expect((await stripe.deliver(completed)).status).toBe(503);
    expect(await check(fay)).toEqual({ message: 'card_required' });
    const retried = await stripe.deliver(completed);
    expect(retried.body).toEqual({ received: true, duplicate: false });
    expect(await check(fay)).toEqual({ message: 'ok' });
  });
});

describe('the device limit with billing on', () => {
  it('20 parallel adds with one slot left of the paid limit add exactly one; then limit_reached', async () => {
    const lee = await api.signUp('Lee');
    await registerCard(lee);
    await seedDevices(lee.organisationId, 9);
    const answers: Answer[] = await Promise.all(
      Array.from({ length: 20 }, (_, i) => addPhone(lee, `Parallel ${i + 1}`)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201))
      expect(refused.body.error.details).toMatchObject({ reason: 'limit_reached', limit: 10 });
    expect(await check(lee)).toEqual({ message: 'limit_reached' });
  });

  it("an owner's increase changes the subscription's quantity and tier through Stripe", async () => {
    const ida = await api.signUp('Ida');
    await registerCard(ida);
    await seedDevices(ida.organisationId, 10);
    expect(await check(ida)).toEqual({ message: 'limit_reached' });

    const tooLow = await setLimit(ida, 10);
    expect(tooLow.status).toBe(400);
    expect(tooLow.body.error).toMatchObject({
      message: 'Limit must be higher than number of devices on account currently',
      details: { reason: 'limit_too_low' },
    });
    const beyond = await setLimit(ida, 5000);
    expect(beyond.status).toBe(409);
    expect(beyond.body.error.message).toBe('Limit increase error. Please contact support');

    const raised = await setLimit(ida, 50);
    expect(raised.status).toBe(200);
    expect(raised.body).toEqual({ message: 'limit_increase_success', limit: 50 });
    const { sub } = subscriptionOf(ida);
    expect(sub?.items.data[0]).toMatchObject({ price: { id: 'price_medium' }, quantity: 50 });
    expect(await deviceLimit(ida.organisationId)).toBe(50);
    expect(await check(ida)).toEqual({ message: 'ok' });
    const plan = (await summary(ida)).body;
    expect(plan).toMatchObject({
      devices: { count: 10, limit: 50 },
      plan: { tierUpTo: 100, quantity: 50, status: 'active' },
      nextInvoice: { amount: 50 * 300, currency: 'cad' },
      maxSelfServiceLimit: 1000,
    });

    stripe.fail('POST', '/v1/subscriptions/', 1);
    const declined = await setLimit(ida, 80);
    expect(declined.status).toBe(502);
    expect(declined.body.error.message).toBe(messages.limitIncreaseError);
    expect(await deviceLimit(ida.organisationId)).toBe(50);
  });

  it('asks for a card first when there is none, and the subscription starts at the limit asked for', async () => {
    const cal = await api.signUp('Cal');
    const refused = await setLimit(cal, 40);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toEqual({ reason: 'card_required' });
    expect(await deviceLimit(cal.organisationId)).toBe(0);
    await registerCard(cal, { limit: 40 });
    expect(subscriptionOf(cal).sub?.items.data[0]).toMatchObject({
      quantity: 40,
      price: { id: 'price_medium' },
    });
    expect(await deviceLimit(cal.organisationId)).toBe(40);
  });

  it("opens Stripe's customer portal for the organisation's customer, coming back to /billing", async () => {
    const pat = await api.signUp('Pat');
    const none = await api.call(`/organisation/${pat.organisationId}/billing/portal`, {
      token: pat.token,
      body: {},
    });
    expect(none.body.error.details).toEqual({ reason: 'card_required' });
    await registerCard(pat);
    const portal = await api.call(`/organisation/${pat.organisationId}/billing/portal`, {
      token: pat.token,
      body: {},
    });
    expect(portal.status).toBe(200);
    expect(portal.body.url).toContain(`/portal/${subscriptionOf(pat).customer?.id}`);
    expect(stripe.calls.at(-1)?.body).toMatchObject({ return_url: `${server.url}/billing` });
  });
});

describe('who may see and change billing', () => {
  it('owners only change it (403 for admins, members and viewers); outsiders get 404', async () => {
    const { olive, max, vic, otto, orgId } = await api.signUpCast();
    const admin = await api.signUp('Ada');
    await api.call(`/organisation/${orgId}/members`, {
      token: olive.token,
      body: { email: admin.email, role: 'admin' },
    });
    await api.verifyEmail(admin);
    await api.acceptInvitation(admin, orgId);
    const before = await billingRows();
    for (const person of [admin, max, vic]) {
      const calls = [
        await api.call(`/organisation/${orgId}/billing`, { token: person.token }),
        await setLimit(person, 500, orgId),
        await api.call(`/organisation/${orgId}/billing/checkout`, { token: person.token, body: {} }),
        await api.call(`/organisation/${orgId}/billing/portal`, { token: person.token, body: {} }),
      ];
      expect(calls.map((c) => c.status)).toEqual([403, 403, 403, 403]);
      // Any member may run the check of the organisation they work in.
      expect(await check(person, orgId)).toEqual({ message: 'card_required' });
    }
    const outsider = [
      await api.call(`/billing/check?organisationId=${orgId}`, { token: otto.token }),
      await api.call(`/organisation/${orgId}/billing`, { token: otto.token }),
      await setLimit(otto, 500, orgId),
      await api.call(`/organisation/${orgId}/billing/checkout`, { token: otto.token, body: {} }),
      await api.call(`/organisation/${orgId}/billing/portal`, { token: otto.token, body: {} }),
    ];
    expect(outsider.map((c) => c.status)).toEqual([404, 404, 404, 404, 404]);
    expect(await billingRows()).toEqual(before);
    // Without an organisation named, the check is of the caller's first organisation.
    expect((await api.call('/billing/check', { token: otto.token })).body).toEqual({
      message: 'card_required',
    });
    expect((await api.call('/billing/check')).status).toBe(401);
  });
});
