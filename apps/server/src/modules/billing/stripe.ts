import Stripe from 'stripe';
import type { BillingConfig } from './settings.ts';

export type StripeApi = Stripe;
export type { Stripe };

/**
 * The official Stripe client, when billing is on. Its API host, port and protocol come from the
 * configuration (Stripe's own by default; the tests' local stand-in otherwise); telemetry is off
 * and a call gives up after 15 s, retried once by the library on a network failure.
 */
export function createStripe(billing: BillingConfig): Stripe | null {
  if (!billing.enabled) return null;
  return new Stripe(billing.secretKey, {
    host: billing.api.host,
    port: billing.api.port,
    protocol: billing.api.protocol,
    telemetry: false,
    timeout: 15_000,
    maxNetworkRetries: 1,
    appInfo: { name: 'Pinpoint' },
  });
}

/** Subscription statuses in which the organisation may use what it pays for. */
export const goodStanding = new Set(['active', 'trialing']);
/** Statuses after which a subscription can never pay again: a new one must be made. */
export const ended = new Set(['canceled', 'incomplete_expired']);
