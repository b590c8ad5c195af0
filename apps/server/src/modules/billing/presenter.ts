import type { BillingMessage, BillingSummary } from '@pinpoint/shared/billing.ts';
import type { BillingRow } from './repo.ts';
import type { PriceTier } from './settings.ts';
import type { Stripe } from './stripe.ts';

export type StripeInvoices = { next: Stripe.Invoice | null; open: Stripe.Invoice | null };

const isoOf = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000).toISOString() : null;

/** The owner's billing section: state, devices against the limit, plan and invoices. */
export function presentSummary(input: {
  enabled: boolean;
  message: BillingMessage;
  row: BillingRow | undefined;
  usage: { count: number; limit: number };
  tiers: PriceTier[];
  invoices: StripeInvoices;
  maxSelfServiceLimit: number;
}): BillingSummary {
  const { row, invoices } = input;
  const tier = input.tiers.find((t) => t.price === row?.price_id);
  return {
    enabled: input.enabled,
    message: input.message,
    devices: { count: input.usage.count, limit: input.usage.limit },
    cardRegistered: Boolean(row?.card_registered_at),
    plan:
      input.enabled && row?.subscription_id
        ? {
            tierUpTo: tier?.upTo ?? null,
            quantity: row.quantity ?? 0,
            status: row.subscription_status ?? 'unknown',
            currentPeriodEnd: row.current_period_end?.toISOString() ?? null,
          }
        : null,
    nextInvoice: invoices.next
      ? {
          amount: invoices.next.amount_due,
          currency: invoices.next.currency,
          date: isoOf(invoices.next.next_payment_attempt ?? invoices.next.period_end),
        }
      : null,
    openInvoice: invoices.open
      ? {
          amount: invoices.open.amount_due,
          currency: invoices.open.currency,
          dueDate: isoOf(invoices.open.due_date ?? invoices.open.next_payment_attempt),
          url: invoices.open.hosted_invoice_url ?? null,
        }
      : null,
    maxSelfServiceLimit: input.maxSelfServiceLimit,
  };
}
