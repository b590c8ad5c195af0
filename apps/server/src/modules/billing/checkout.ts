import { billingOff, callStripe, cardRequired, limitIncreaseError, limitTooLow } from './errors.ts';
import { deviceUsage, findBilling, saveBilling } from './repo.ts';
import { tierFor } from './settings.ts';
import type { Stripe } from './stripe.ts';
import type { BillingDeps } from './subscription.ts';

const couldNotStart = 'Card registration could not start. Please try again, or contact support';
const portalUnavailable = 'The billing portal could not be opened. Please try again, or contact support';

function stripeOf(deps: BillingDeps): Stripe {
  if (!deps.stripe) throw billingOff();
  return deps.stripe;
}

/** The organisation's Stripe customer, made on first need (once, even when asked twice at once). */
async function ensureCustomer(deps: BillingDeps, stripe: Stripe, organisationId: string): Promise<string> {
  const row = await findBilling(deps.db, organisationId);
  if (row?.customer_id) return row.customer_id;
  const usage = await deviceUsage(deps.db, organisationId);
  const customer = await callStripe(deps.log, 'customer creation', couldNotStart, () =>
    stripe.customers.create(
      {
        ...(usage.name ? { name: usage.name } : {}),
        ...(usage.email ? { email: usage.email } : {}),
        metadata: { organisationId },
      },
      { idempotencyKey: `pinpoint-customer-${organisationId}` },
    ),
  );
  await saveBilling(deps.db, organisationId, { customer_id: customer.id });
  return customer.id;
}

/**
 * Starts Stripe Checkout in setup mode: the owner registers a card on Stripe's page, which comes
 * back to /billing/success (or /billing/cancel). The card is taken on by the webhook
 * (checkout.session.completed). `limit`: the device limit the subscription is to start with.
 */
export async function startCheckout(
  deps: BillingDeps,
  organisationId: string,
  limit: number | undefined,
): Promise<{ url: string }> {
  const stripe = stripeOf(deps);
  if (limit !== undefined) {
    if (limit <= (await deviceUsage(deps.db, organisationId)).count) throw limitTooLow();
    if (!tierFor(deps.billing.tiers, limit)) throw limitIncreaseError();
  }
  const customer = await ensureCustomer(deps, stripe, organisationId);
  const session = await callStripe(deps.log, 'checkout', couldNotStart, () =>
    stripe.checkout.sessions.create({
      mode: 'setup',
      customer,
      allowed_payment_method_types: ['card'],
      client_reference_id: organisationId,
      metadata: { organisationId },
      success_url: `${deps.publicUrl}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${deps.publicUrl}/billing/cancel`,
    }),
  );
  if (!session.url) throw limitIncreaseError();
  if (limit !== undefined) await saveBilling(deps.db, organisationId, { requested_limit: limit });
  return { url: session.url };
}

/** Opens Stripe's customer portal (invoices, card, cancelling), coming back to /billing. */
export async function openPortal(deps: BillingDeps, organisationId: string): Promise<{ url: string }> {
  const stripe = stripeOf(deps);
  const row = await findBilling(deps.db, organisationId);
  if (!row?.customer_id) throw cardRequired();
  const customer = row.customer_id;
  const session = await callStripe(deps.log, 'portal', portalUnavailable, () =>
    stripe.billingPortal.sessions.create({ customer, return_url: `${deps.publicUrl}/billing` }),
  );
  return { url: session.url };
}
