import {
  billingCheckQuerySchema,
  billingCheckSchema,
  billingRedirectSchema,
  billingSummarySchema,
  checkoutSchema,
  limitIncreaseResultSchema,
  limitIncreaseSchema,
} from '@pinpoint/shared/billing.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import type { Db } from '../../db/database.ts';
import { openPortal, startCheckout } from './checkout.ts';
import { saveNewOrganisationLimit } from './repo.ts';
import { changeLimit, checkBilling, getSummary } from './service.ts';
import type { BillingConfig } from './settings.ts';
import { createStripe } from './stripe.ts';
import type { BillingDeps } from './subscription.ts';
import { receiveWebhook } from './webhook.ts';

type Options = { db: Db; billing: BillingConfig; registerCardEnabled: boolean; publicUrl: string };

const params = z.object({ id: z.string() });
const tags = ['billing'];
const owner = { access: { role: 'owner' as const, organisationParam: 'id' } };

/**
 * Billing (issue 16): the check every signed-in page runs, the owner's billing section, the
 * device limit, Stripe Checkout and portal, and Stripe's webhook. The routes exist with billing
 * off too: the check answers ok, the limit is set directly, Stripe's routes answer 404.
 */
export async function billingRoutes(app: FastifyInstance, options: Options) {
  const { db, billing } = options;
  const deps: BillingDeps = {
    db,
    billing,
    stripe: createStripe(billing),
    registerCardEnabled: options.registerCardEnabled,
    publicUrl: options.publicUrl,
    log: app.log,
  };
  if (billing.missingKey)
    app.log.warn('BILLING_ENABLED is on but STRIPE_SECRET_KEY is not set: billing stays off');
  // New organisations start with no devices until they have a card (or with the free ones).
  await saveNewOrganisationLimit(
    db,
    billing.enabled ? (options.registerCardEnabled ? 0 : billing.freeDevices) : null,
  );

  const r = app.withTypeProvider<ZodTypeProvider>();
  const subOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).claims.sub;

  r.get(
    '/billing/check',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "The organisation's billing state: ok, card_required, limit_reached or billing_inactive (always ok with billing off)",
        description:
          "organisationId: the organisation to check (a member's only, else 404); without it, the caller's first organisation.",
        querystring: billingCheckQuerySchema,
        response: { 200: billingCheckSchema },
      },
    },
    async (request) => ({ message: await checkBilling(deps, subOf(request), request.query.organisationId) }),
  );

  r.get(
    '/organisation/:id/billing',
    {
      config: owner,
      schema: {
        tags,
        summary: "The owner's billing section: plan, devices against the limit, invoices",
        params,
        response: { 200: billingSummarySchema },
      },
    },
    async (request) => getSummary(deps, request.params.id),
  );

  r.post(
    '/organisation/:id/billing/limit',
    {
      config: owner,
      schema: {
        tags,
        summary:
          "Sets the organisation's device limit (higher than its devices; through Stripe with billing on)",
        params,
        body: limitIncreaseSchema,
        response: { 200: limitIncreaseResultSchema },
      },
    },
    async (request) => changeLimit(deps, subOf(request), request.params.id, request.body.limit),
  );

  r.post(
    '/organisation/:id/billing/checkout',
    {
      config: owner,
      schema: {
        tags,
        summary: 'Starts Stripe Checkout (setup mode) to register a card; answers the page to open',
        params,
        body: checkoutSchema,
        response: { 200: billingRedirectSchema },
      },
    },
    async (request) => startCheckout(deps, request.params.id, request.body.limit),
  );

  r.post(
    '/organisation/:id/billing/portal',
    {
      config: owner,
      schema: {
        tags,
        summary: "Opens Stripe's customer portal (invoices, card, cancelling); answers the page to open",
        params,
        response: { 200: billingRedirectSchema },
      },
    },
    async (request) => openPortal(deps, request.params.id),
  );

  // Stripe's webhook: the signature is computed over the exact bytes, so the body stays raw here.
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    hook.post(
      '/billing/webhook',
      {
        config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
        schema: { tags, summary: 'Stripe webhook (signed with STRIPE_WEBHOOK_SECRET)', hide: true },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return receiveWebhook(deps, body, typeof signature === 'string' ? signature : undefined);
      },
    );
  });
}
