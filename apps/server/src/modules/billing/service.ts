import { messages } from '@pinpoint/shared';
import type { BillingMessage, BillingSummary, LimitIncreaseResult } from '@pinpoint/shared/billing.ts';
import { lockDeviceSlots } from '../device/service.ts';
import { writeLog } from '../organisation/log.ts';
import { listForSub } from '../organisation/repo.ts';
import { requireRole } from '../organisation/service.ts';
import { findUserId } from '../user/repo.ts';
import { billingInactive, callStripe, cardRequired, limitIncreaseError, limitTooLow } from './errors.ts';
import { presentSummary, type StripeInvoices } from './presenter.ts';
import { type BillingRow, deviceUsage, findBilling, setDeviceLimit } from './repo.ts';
import { tierFor } from './settings.ts';
import { billingMessage } from './state.ts';
import { ended, goodStanding } from './stripe.ts';
import { applySubscription, type BillingDeps } from './subscription.ts';

async function factsOf(deps: BillingDeps, organisationId: string) {
  const [row, usage] = await Promise.all([
    findBilling(deps.db, organisationId),
    deviceUsage(deps.db, organisationId),
  ]);
  const message = billingMessage({
    enabled: deps.billing.enabled,
    cardRequired: deps.registerCardEnabled,
    cardRegistered: Boolean(row?.card_registered_at),
    subscriptionStatus: row?.subscription_status ?? null,
    deviceCount: usage.count,
    deviceLimit: usage.limit,
  });
  return { row, usage, message };
}

/**
 * GET /billing/check: the organisation's billing state (DESIGN 9). The organisation is the one
 * named (the caller must be a member: else 404), or the caller's first one; none: ok.
 */
export async function checkBilling(
  deps: BillingDeps,
  sub: string,
  organisationId: string | undefined,
): Promise<BillingMessage> {
  if (!deps.billing.enabled && organisationId === undefined) return 'ok';
  const id = organisationId ?? (await listForSub(deps.db, sub))[0]?.id;
  if (!id) return 'ok';
  await requireRole(deps.db, sub, id, 'viewer');
  return (await factsOf(deps, id)).message;
}

/** The highest limit an owner may set without support: the top tier, or DEVICE_LIMIT_MAX with billing off. */
const selfServiceMax = (deps: BillingDeps) =>
  deps.billing.enabled ? (deps.billing.tiers.at(-1)?.upTo ?? 0) : deps.billing.selfServiceMax;

/** What the owner's billing section shows; Stripe's invoices only when it answers (else none). */
export async function getSummary(deps: BillingDeps, organisationId: string): Promise<BillingSummary> {
  const { row, usage, message } = await factsOf(deps, organisationId);
  const invoices = await invoicesOf(deps, row);
  return presentSummary({
    enabled: deps.billing.enabled,
    message,
    row,
    usage,
    tiers: deps.billing.tiers,
    invoices,
    maxSelfServiceLimit: selfServiceMax(deps),
  });
}

async function invoicesOf(deps: BillingDeps, row: BillingRow | undefined): Promise<StripeInvoices> {
  const { stripe } = deps;
  if (!stripe || !row?.customer_id) return { next: null, open: null };
  const customer = row.customer_id;
  const quietly = <T>(what: string, call: () => Promise<T>) =>
    call().catch((err: Error) => {
      deps.log.warn({ err: { message: err.message } }, `Stripe: ${what} failed`);
      return null;
    });
  const [next, open] = await Promise.all([
    row.subscription_id && !ended.has(row.subscription_status ?? '')
      ? quietly('invoice preview', () =>
          stripe.invoices.createPreview({ customer, subscription: row.subscription_id as string }),
        )
      : null,
    quietly('open invoices', () => stripe.invoices.list({ customer, status: 'open', limit: 1 })),
  ]);
  return { next, open: open?.data[0] ?? null };
}

/**
 * An owner sets the organisation's device limit (spec 4 "Account device limit"): it must be higher
 * than the devices it has now (spec 5). With billing off it is set at once, up to DEVICE_LIMIT_MAX;
 * with billing on the subscription's quantity (and tier) changes through Stripe first, which
 * needs a registered card and a paid-up subscription. Past what self-service allows, or when
 * Stripe refuses: 'Limit increase error. Please contact support'.
 */
export async function changeLimit(
  deps: BillingDeps,
  sub: string,
  organisationId: string,
  limit: number,
): Promise<LimitIncreaseResult> {
  const { db, stripe } = deps;
  if (limit <= (await deviceUsage(db, organisationId)).count) throw limitTooLow();
  if (limit > selfServiceMax(deps)) throw limitIncreaseError();
  if (stripe) {
    const row = await findBilling(db, organisationId);
    if (!row?.subscription_id || ended.has(row.subscription_status ?? '')) throw cardRequired();
    if (!goodStanding.has(row.subscription_status ?? '')) throw billingInactive();
    const tier = tierFor(deps.billing.tiers, limit);
    if (!tier || !row.subscription_item_id) throw limitIncreaseError();
    const updated = await callStripe(deps.log, 'subscription update', messages.limitIncreaseError, () =>
      stripe.subscriptions.update(row.subscription_id as string, {
        items: [{ id: row.subscription_item_id as string, price: tier.price, quantity: limit }],
        proration_behavior: 'create_prorations',
      }),
    );
    await db.transaction().execute(async (trx) => {
      await lockDeviceSlots(trx, organisationId);
      await applySubscription(trx, organisationId, updated, Math.floor(Date.now() / 1000));
      await logLimit(deps, trx, sub, organisationId, limit);
    });
    return { message: 'limit_increase_success', limit };
  }
  // Under the organisation's lock, as the adds: a device added meanwhile counts.
  await db.transaction().execute(async (trx) => {
    const slots = await lockDeviceSlots(trx, organisationId);
    if (limit <= slots.count) throw limitTooLow();
    await setDeviceLimit(trx, organisationId, limit);
    await logLimit(deps, trx, sub, organisationId, limit);
  });
  return { message: 'limit_increase_success', limit };
}

async function logLimit(
  deps: BillingDeps,
  trx: BillingDeps['db'],
  sub: string,
  organisationId: string,
  limit: number,
) {
  const org = await trx
    .selectFrom('organisations')
    .select('name')
    .where('id', '=', organisationId)
    .executeTakeFirst();
  await writeLog(trx, {
    organisationId,
    userId: await findUserId(deps.db, sub),
    action: 'update',
    objectType: 'organisation',
    objectId: organisationId,
    details: { name: org?.name ?? '', fields: ['deviceLimit'], deviceLimit: limit },
  });
}
