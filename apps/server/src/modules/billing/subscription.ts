import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { deviceUsage, findBilling, saveBilling, setDeviceLimit } from './repo.ts';
import { type BillingConfig, tierFor } from './settings.ts';
import { ended, goodStanding, type Stripe } from './stripe.ts';

export type BillingDeps = {
  db: Db;
  billing: BillingConfig;
  stripe: Stripe | null;
  /** REGISTER_CARD_ENABLED: a new organisation registers a card before anything else. */
  registerCardEnabled: boolean;
  publicUrl: string;
  log: FastifyBaseLogger;
};

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

export { idOf };

/**
 * Keeps what the organisation pays for in step with its subscription: status, tier, quantity and
 * period; the device limit every add path checks becomes the quantity while the subscription is
 * paid up, and 0 (no more adds) while it is not. `at` is when Stripe said so (seconds).
 */
export async function applySubscription(
  db: Db,
  organisationId: string,
  sub: Stripe.Subscription,
  at: number,
) {
  const item = sub.items.data[0];
  const quantity = item?.quantity ?? 0;
  await saveBilling(db, organisationId, {
    subscription_id: sub.id,
    subscription_item_id: item?.id ?? null,
    subscription_status: sub.status,
    price_id: item?.price?.id ?? null,
    quantity,
    current_period_end: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
    subscription_event_at: new Date(at * 1000),
  });
  await setDeviceLimit(db, organisationId, goodStanding.has(sub.status) ? quantity : 0);
}

/**
 * After a card is registered: the organisation's subscription pays with it. With no subscription
 * (or one that ended), a new one starts, priced per device at the tier of its quantity: the limit
 * asked for before the card, at least BILLING_STARTING_LIMIT and the devices it has. Stripe makes
 * it once per Checkout, however often the event comes (idempotency key).
 */
export async function ensureSubscription(
  deps: BillingDeps & { stripe: Stripe },
  trx: Db,
  organisationId: string,
  customerId: string,
  paymentMethod: string,
  checkoutId: string,
  at: number,
): Promise<void> {
  const { stripe, billing } = deps;
  const row = await findBilling(trx, organisationId);
  if (row?.subscription_id && !ended.has(row.subscription_status ?? '')) {
    const sub = await stripe.subscriptions.update(row.subscription_id, {
      default_payment_method: paymentMethod,
    });
    await applySubscription(trx, organisationId, sub, at);
    return;
  }
  const usage = await deviceUsage(trx, organisationId);
  const quantity = Math.max(row?.requested_limit ?? 0, billing.startingLimit, usage.count);
  const tier = tierFor(billing.tiers, quantity) ?? billing.tiers[billing.tiers.length - 1];
  if (!tier) throw new Error('No price tiers configured');
  const sub = await stripe.subscriptions.create(
    {
      customer: customerId,
      items: [{ price: tier.price, quantity }],
      default_payment_method: paymentMethod,
      metadata: { organisationId },
    },
    { idempotencyKey: `pinpoint-subscription-${checkoutId}` },
  );
  await applySubscription(trx, organisationId, sub, at);
  await saveBilling(trx, organisationId, { requested_limit: null });
}
