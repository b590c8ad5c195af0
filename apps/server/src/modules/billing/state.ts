import type { BillingMessage } from '@pinpoint/shared/billing.ts';
import { goodStanding } from './stripe.ts';

/** What the billing check weighs, for one organisation. */
export type BillingFacts = {
  /** Billing is on for the deployment. */
  enabled: boolean;
  /** New organisations must register a card first (REGISTER_CARD_ENABLED). */
  cardRequired: boolean;
  cardRegistered: boolean;
  /** Stripe's status of the organisation's subscription, if it ever had one. */
  subscriptionStatus: string | null;
  deviceCount: number;
  deviceLimit: number;
};

/**
 * The answer of GET /billing/check (DESIGN 9), in order of what must be fixed first: a card
 * (card_required), then a subscription that is not paid up (billing_inactive), then the device
 * limit (limit_reached, when no device can be added). With billing off: always ok.
 */
export function billingMessage(facts: BillingFacts): BillingMessage {
  if (!facts.enabled) return 'ok';
  const hasSubscription = facts.subscriptionStatus !== null;
  if (facts.cardRequired && !facts.cardRegistered && !hasSubscription) return 'card_required';
  if (hasSubscription && !goodStanding.has(facts.subscriptionStatus as string)) return 'billing_inactive';
  if (facts.deviceCount >= facts.deviceLimit) return 'limit_reached';
  return 'ok';
}
