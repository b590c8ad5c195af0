import type { Db } from '../../db/database.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import { billingOff } from './errors.ts';
import { type BillingRow, findBilling, findByCustomer, recordEvent, saveBilling } from './repo.ts';
import { ended, goodStanding, type Stripe } from './stripe.ts';
import { applySubscription, type BillingDeps, ensureSubscription, idOf } from './subscription.ts';

type Paid = BillingDeps & { stripe: Stripe };

/** Stripe's event, when its signature (stripe-signature header, STRIPE_WEBHOOK_SECRET) is right. */
function verified(deps: Paid, body: Buffer, signature: string | undefined): Stripe.Event {
  try {
    return deps.stripe.webhooks.constructEvent(body, signature ?? '', deps.billing.webhookSecret);
  } catch (err) {
    // Someone other than Stripe, or a wrong STRIPE_WEBHOOK_SECRET: worth an operator's look.
    deps.log.warn({ reason: (err as Error).message }, 'Stripe webhook refused: bad signature');
    throw invalid('The webhook signature is not valid');
  }
}

/** The organisation a billing event is about: by its Stripe customer, else its metadata. */
async function organisationOf(db: Db, customer: string | null, metadata: Record<string, string> | null) {
  const byCustomer = customer ? await findByCustomer(db, customer) : undefined;
  if (byCustomer) return byCustomer;
  const id = metadata?.organisationId;
  const row = id && /^[0-9a-f-]{36}$/i.test(id) ? await findBilling(db, id) : undefined;
  // Metadata names an organisation only if the customer is the organisation's (or it has none yet).
  return row && (!customer || !row.customer_id || row.customer_id === customer) ? row : undefined;
}

/**
 * POST /billing/webhook: verifies the signature, then applies the event once (billing_events,
 * by Stripe's id, in the same transaction as its effects: a replay, or the same event sent
 * twice at once, is applied once). A failure rolls everything back and answers 5xx, so Stripe
 * sends it again later.
 */
export async function receiveWebhook(
  deps: BillingDeps,
  body: Buffer,
  signature: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  if (!deps.stripe) throw billingOff();
  const paid = deps as Paid;
  const event = verified(paid, body, signature);
  const duplicate = await deps.db
    .transaction()
    .execute(async (trx) => {
      const target = await targetOf(trx, event);
      if (!(await recordEvent(trx, event, target?.organisation_id ?? null))) return true;
      if (target) await apply(paid, trx, event, target);
      return false;
    })
    .catch((err: Error) => {
      if (err instanceof AppError) throw err;
      // Stripe or the database failed: nothing was kept, and Stripe sends the event again.
      deps.log.warn({ err: { message: err.message }, event: event.id }, 'Stripe event not applied');
      throw new AppError(503, 'unavailable', 'The event could not be applied now; send it again later');
    });
  if (duplicate) deps.log.info({ event: event.id }, 'Stripe event already applied');
  return { received: true, duplicate };
}

function targetOf(db: Db, event: Stripe.Event): Promise<BillingRow | undefined> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      return organisationOf(db, idOf(session.customer), session.metadata);
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed': {
      const sub = event.data.object;
      return organisationOf(db, idOf(sub.customer), sub.metadata);
    }
    default:
      return Promise.resolve(undefined);
  }
}

async function apply(deps: Paid, trx: Db, event: Stripe.Event, target: BillingRow) {
  const organisationId = target.organisation_id;
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    const setupIntent = idOf(session.setup_intent);
    const customer = idOf(session.customer);
    if (session.mode !== 'setup' || !setupIntent || !customer) return;
    const intent = await deps.stripe.setupIntents.retrieve(setupIntent);
    const paymentMethod = idOf(intent.payment_method);
    if (!paymentMethod) throw new AppError(502, 'unavailable', 'The registered card was not found');
    await deps.stripe.customers.update(customer, {
      invoice_settings: { default_payment_method: paymentMethod },
    });
    await saveBilling(trx, organisationId, {
      customer_id: customer,
      card_registered_at: new Date(event.created * 1000),
    });
    await ensureSubscription(deps, trx, organisationId, customer, paymentMethod, session.id, event.created);
    return;
  }
  if (event.type.startsWith('customer.subscription.')) {
    const sub = event.data.object as Stripe.Subscription;
    const current = target.subscription_id;
    // Events arrive in any order: an older one than the last applied says nothing new...
    const stale =
      current === sub.id &&
      target.subscription_event_at !== null &&
      event.created * 1000 < target.subscription_event_at.getTime();
    // ...and a subscription that is not the organisation's live one does not replace it.
    const other =
      current !== null &&
      current !== sub.id &&
      !ended.has(target.subscription_status ?? '') &&
      !goodStanding.has(sub.status);
    if (stale || other) return;
    await applySubscription(trx, organisationId, sub, event.created);
  }
}
