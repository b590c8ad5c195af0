import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * Billing (spec 4 "Billing check" and "Account device limit"; DESIGN 9): the check's answer, the
 * owner's billing summary, and the device limit increase. Billing is off by default; the device
 * limit holds either way.
 */

/** GET /api/billing/check answers {message}: one of these (always ok with billing off). */
export const billingMessages = ['ok', 'card_required', 'limit_reached', 'billing_inactive'] as const;
export type BillingMessage = (typeof billingMessages)[number];
export const billingCheckSchema = z.object({ message: z.enum(billingMessages) });
export type BillingCheck = z.infer<typeof billingCheckSchema>;

/** GET /api/billing/check?organisationId=: the organisation (default: the caller's first). */
export const billingCheckQuerySchema = z.object({ organisationId: z.string().max(100).optional() });

/** The message keys of spec 4 "Account device limit". */
export const limitMessages = {
  limitReached: 'limit_reached',
  limitIncreaseSuccess: 'limit_increase_success',
  limitIncreaseError: 'limit_increase_error',
} as const;

/** A device limit an owner may ask for. */
export const deviceLimitField = z
  .number({ error: 'Enter a whole number of devices' })
  .int('Enter a whole number of devices')
  .min(1, messages.limitTooLow)
  .max(100_000_000, messages.limitIncreaseError);

/** POST /api/organisation/{id}/billing/limit: the device limit the owner asks for. */
export const limitIncreaseSchema = z.object({ limit: deviceLimitField });
export type LimitIncrease = z.infer<typeof limitIncreaseSchema>;

/** Its answer: spec 4's limit_increase_success and the limit now in force. */
export const limitIncreaseResultSchema = z.object({
  message: z.literal('limit_increase_success'),
  limit: z.number(),
});
export type LimitIncreaseResult = z.infer<typeof limitIncreaseResultSchema>;

/**
 * Why a limit increase (or a Checkout) was refused, in the error's details.reason:
 * limit_too_low, limit_increase_error (support must help), card_required (register a card first),
 * billing_inactive (the subscription is not paid up).
 */
export const limitRefusalReasons = [
  'limit_too_low',
  'limit_increase_error',
  'card_required',
  'billing_inactive',
] as const;
export type LimitRefusalReason = (typeof limitRefusalReasons)[number];

/** POST /api/organisation/{id}/billing/checkout: optionally the limit the first subscription starts with. */
export const checkoutSchema = z.object({ limit: deviceLimitField.optional() });

/** Checkout and the customer portal answer the Stripe page to open. */
export const billingRedirectSchema = z.object({ url: z.string() });

const money = z.object({ amount: z.number(), currency: z.string() });

/** GET /api/organisation/{id}/billing: what the owner's billing section shows. */
export const billingSummarySchema = z.object({
  /** Billing is on for this deployment (else only the device limit applies). */
  enabled: z.boolean(),
  message: z.enum(billingMessages),
  devices: z.object({ count: z.number(), limit: z.number() }),
  cardRegistered: z.boolean(),
  /** The subscription: per-device price tier, paid limit, Stripe status, end of the period. */
  plan: z
    .object({
      tierUpTo: z.number().nullable(),
      quantity: z.number(),
      status: z.string(),
      currentPeriodEnd: z.string().nullable(),
    })
    .nullable(),
  /** The next invoice as Stripe previews it (amount in the currency's smallest unit). */
  nextInvoice: money.extend({ date: z.string().nullable() }).nullable(),
  /** An invoice that is due and unpaid, with Stripe's page to pay it. */
  openInvoice: money.extend({ dueDate: z.string().nullable(), url: z.string().nullable() }).nullable(),
  /** The highest limit the owner may ask for without support: the top price tier, or DEVICE_LIMIT_MAX with billing off. */
  maxSelfServiceLimit: z.number(),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;
