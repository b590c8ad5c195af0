import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A stand-in for Stripe's API on 127.0.0.1, for tests (never the internet): the calls Pinpoint
 * makes (customers, Checkout in setup mode, setup intents, subscriptions, the customer portal,
 * invoices), answered as Stripe would, with its idempotency keys honoured; Stripe's hosted
 * Checkout and portal pages as plain HTML; and Stripe's side of the webhook: events signed with
 * the stripe library's own test helper (`webhooks.generateTestHeaderString`).
 */

type Obj = Record<string, unknown>;
export type FakeStripeCall = { method: string; path: string; body: Obj };
export type FakeSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  metadata: Obj;
  default_payment_method: string | null;
  items: { object: 'list'; data: Array<Obj & { id: string; quantity: number; price: { id: string } }> };
};

export const fakeStripeKey = `sk_test_${'Fake'.repeat(6)}`;

/** Form fields as Stripe's library sends them (items[0][price]=x) back into objects. */
export function parseForm(text: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Obj = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Obj;
      }
    });
  }
  return out;
}

const now = () => Math.floor(Date.now() / 1000);
const month = 30 * 24 * 3600;

export async function startFakeStripe(options: { webhookSecret?: string } = {}) {
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`;
  const calls: FakeStripeCall[] = [];
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const setupIntents = new Map<string, Obj>();
  const subscriptions = new Map<string, FakeSubscription>();
  const openInvoices = new Map<string, Obj[]>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const failures: Array<{ method: string; prefix: string; times: number }> = [];
  let counter = 0;
  let webhookUrl = '';
  let nextStatus = 'active';
  const nextId = (prefix: string) => `${prefix}_fake${(++counter).toString().padStart(6, '0')}`;
  const signer = new Stripe(fakeStripeKey);

  function subscriptionItem(price: string, quantity: number) {
    return {
      id: nextId('si'),
      object: 'subscription_item',
      price: { id: price, object: 'price' },
      quantity,
      current_period_start: now(),
      current_period_end: now() + month,
    };
  }

  function event(type: string, object: unknown, created = now()) {
    return {
      id: nextId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created,
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    };
  }

  /** The event as Stripe sends it: its JSON and its stripe-signature header. */
  function sign(payload: unknown, secret = webhookSecret) {
    const body = JSON.stringify(payload);
    return { body, signature: signer.webhooks.generateTestHeaderString({ payload: body, secret }) };
  }

  /** Posts an event to the webhook endpoint as Stripe does; the answer's status and body. */
  async function deliver(payload: unknown, options: { secret?: string; url?: string } = {}) {
    const { body, signature } = sign(payload, options.secret);
    const res = await fetch(options.url ?? webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body,
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Obj) : null };
  }

  /** The owner finished Stripe's Checkout page: the card is kept, checkout.session.completed is made. */
  function completeCheckout(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No Checkout session ${sessionId}`);
    const intent = setupIntents.get(session.setup_intent as string) as Obj;
    intent.payment_method = nextId('pm');
    intent.status = 'succeeded';
    session.status = 'complete';
    return event('checkout.session.completed', { ...session });
  }

  function subscriptionEvent(type: string, id: string, change: { status?: string; quantity?: number } = {}) {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`No subscription ${id}`);
    if (change.status) sub.status = change.status;
    if (change.quantity !== undefined && sub.items.data[0]) sub.items.data[0].quantity = change.quantity;
    return event(type, structuredClone(sub));
  }

  const routes: Array<[string, RegExp, (m: RegExpMatchArray, body: Obj, query: URLSearchParams) => Obj]> = [
    [
      'POST',
      /^\/v1\/customers$/,
      (_m, body) => {
        const customer = { id: nextId('cus'), object: 'customer', ...body, invoice_settings: {} };
        customers.set(customer.id, customer);
        return customer;
      },
    ],
    [
      'POST',
      /^\/v1\/customers\/([\w]+)$/,
      (m, body) => {
        const customer = customers.get(m[1] as string);
        if (!customer) throw Object.assign(new Error('No such customer'), { status: 404 });
        Object.assign(customer, body);
        return customer;
      },
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (_m, body) => {
        const id = nextId('cs_test');
        const intent = {
          id: nextId('seti'),
          object: 'setup_intent',
          payment_method: null,
          status: 'requires_payment_method',
        };
        setupIntents.set(intent.id, intent);
        const session = {
          id,
          object: 'checkout.session',
          mode: body.mode,
          status: 'open',
          customer: body.customer,
          client_reference_id: body.client_reference_id ?? null,
          metadata: body.metadata ?? {},
          setup_intent: intent.id,
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          url: `${base}/checkout/${id}`,
        };
        sessions.set(id, session);
        return session;
      },
    ],
    [
      'GET',
      /^\/v1\/setup_intents\/([\w]+)$/,
      (m) => {
        const intent = setupIntents.get(m[1] as string);
        if (!intent) throw Object.assign(new Error('No such setup intent'), { status: 404 });
        return intent;
      },
    ],
    [
      'POST',
      /^\/v1\/subscriptions$/,
      (_m, body) => {
        const items = Object.values(
          (body.items ?? {}) as Record<string, { price: string; quantity: string }>,
        );
        const sub: FakeSubscription = {
          id: nextId('sub'),
          object: 'subscription',
          customer: body.customer as string,
          status: nextStatus,
          metadata: (body.metadata ?? {}) as Obj,
          default_payment_method: (body.default_payment_method as string) ?? null,
          items: {
            object: 'list',
            data: items.map((item) => subscriptionItem(item.price, Number(item.quantity ?? 1))),
          },
        };
        subscriptions.set(sub.id, sub);
        return structuredClone(sub);
      },
    ],
    [
      'POST',
      /^\/v1\/subscriptions\/([\w]+)$/,
      (m, body) => {
        const sub = subscriptions.get(m[1] as string);
        if (!sub) throw Object.assign(new Error('No such subscription'), { status: 404 });
        if (typeof body.default_payment_method === 'string')
          sub.default_payment_method = body.default_payment_method;
        for (const change of Object.values((body.items ?? {}) as Record<string, Obj>)) {
          const item = sub.items.data.find((i) => i.id === change.id);
          if (!item) throw Object.assign(new Error('No such subscription item'), { status: 400 });
          if (typeof change.price === 'string') item.price = { id: change.price };
          if (change.quantity !== undefined) item.quantity = Number(change.quantity);
        }
        return structuredClone(sub);
      },
    ],
    [
      'POST',
      /^\/v1\/billing_portal\/sessions$/,
      (_m, body) => ({
        id: nextId('bps'),
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url,
        url: `${base}/portal/${body.customer}?return=${encodeURIComponent(String(body.return_url))}`,
      }),
    ],
    [
      'POST',
      /^\/v1\/invoices\/create_preview$/,
      (_m, body) => {
        const sub = subscriptions.get(body.subscription as string);
        const quantity = sub?.items.data[0]?.quantity ?? 0;
        const end = Number(sub?.items.data[0]?.current_period_end ?? now() + month);
        return {
          object: 'invoice',
          amount_due: quantity * 300,
          currency: 'cad',
          next_payment_attempt: end,
          period_end: end,
        };
      },
    ],
    [
      'GET',
      /^\/v1\/invoices$/,
      (_m, _body, query) => ({
        object: 'list',
        has_more: false,
        url: '/v1/invoices',
        data: openInvoices.get(query.get('customer') ?? '') ?? [],
      }),
    ],
  ];

  function page(title: string, content: string) {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${content}</body></html>`;
  }

  /** Stripe's hosted pages: Checkout (register the card, or go back) and the customer portal. */
  async function hostedPage(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const checkout = /^\/checkout\/([\w]+)(\/complete)?$/.exec(url.pathname);
    const session = checkout ? sessions.get(checkout[1] as string) : undefined;
    if (session && checkout?.[2] && req.method === 'POST') {
      const answer = await deliver(completeCheckout(session.id as string));
      if (answer.status !== 200) {
        res.writeHead(500).end(`The webhook answered ${answer.status}`);
        return;
      }
      const to = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', String(session.id));
      res.writeHead(303, { location: to }).end();
      return;
    }
    if (session) {
      const form = `<form method="post" action="/checkout/${session.id}/complete"><button type="submit">Save card</button></form><a href="${session.cancel_url}">Back</a>`;
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(page('Stripe Checkout (test)', form));
      return;
    }
    if (url.pathname.startsWith('/portal/')) {
      const back = `<a href="${url.searchParams.get('return') ?? '/'}">Return</a>`;
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(page('Stripe customer portal (test)', back));
      return;
    }
    res.writeHead(404).end();
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (!url.pathname.startsWith('/v1/')) return hostedPage(req, res, url);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = parseForm(Buffer.concat(chunks).toString());
    const method = req.method ?? 'GET';
    calls.push({ method, path: url.pathname, body });
    const send = (status: number, payload: unknown) =>
      res
        .writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') })
        .end(JSON.stringify(payload));
    if (req.headers.authorization !== `Bearer ${fakeStripeKey}`)
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    const failure = failures.find(
      (f) => f.method === method && url.pathname.startsWith(f.prefix) && f.times > 0,
    );
    if (failure) {
      failure.times -= 1;
      return send(402, {
        error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      });
    }
    const key = req.headers['idempotency-key'];
    const seen = typeof key === 'string' ? idempotent.get(key) : undefined;
    if (seen) return send(seen.status, seen.body);
    const route = routes.find(([m, pattern]) => m === method && pattern.test(url.pathname));
    if (!route)
      return send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${url.pathname})`,
        },
      });
    try {
      const answer = route[2](url.pathname.match(route[1]) as RegExpMatchArray, body, url.searchParams);
      if (typeof key === 'string') idempotent.set(key, { status: 200, body: answer });
      return send(200, answer);
    } catch (err) {
      return send((err as { status?: number }).status ?? 400, {
        error: { type: 'invalid_request_error', message: (err as Error).message },
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    webhookSecret,
    /** The server variables that point Pinpoint at this stand-in, with billing on. */
    env: (tiers = '25:price_small,100:price_medium,1000:price_large'): Record<string, string> => ({
      BILLING_ENABLED: 'true',
      STRIPE_SECRET_KEY: fakeStripeKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_TIERS: tiers,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    }),
    /** Where the hosted Checkout page sends checkout.session.completed (…/api/billing/webhook). */
    setWebhookUrl: (url: string) => {
      webhookUrl = url;
    },
    /** The status new subscriptions start in (active by default; e.g. incomplete). */
    setNextStatus: (status: string) => {
      nextStatus = status;
    },
    /** The next `times` calls of `method` under `prefix` are declined (402 card_error). */
    fail: (method: string, prefix: string, times = 1) => failures.push({ method, prefix, times }),
    addOpenInvoice: (customer: string, invoice: Obj) =>
      openInvoices.set(customer, [...(openInvoices.get(customer) ?? []), { object: 'invoice', ...invoice }]),
    calls,
    customers,
    sessions,
    subscriptions,
    event,
    sign,
    deliver,
    completeCheckout,
    subscriptionEvent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
