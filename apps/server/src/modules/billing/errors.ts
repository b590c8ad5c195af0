import { messages } from '@pinpoint/shared';
import type { LimitRefusalReason } from '@pinpoint/shared/billing.ts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../lib/errors.ts';

/** A refusal of a limit change or a Checkout, with spec 4's reason in details. */
function refusal(status: number, message: string, reason: LimitRefusalReason): AppError {
  return new AppError(status, status === 400 ? 'bad_request' : 'conflict', message, { reason });
}

/** Spec 5: 'Limit must be higher than number of devices on account currently'. */
export const limitTooLow = () => refusal(400, messages.limitTooLow, 'limit_too_low');
/** Spec 8: 'Limit increase error. Please contact support' (a limit past what self-service allows). */
export const limitIncreaseError = () => refusal(409, messages.limitIncreaseError, 'limit_increase_error');
export const cardRequired = () =>
  refusal(409, 'Register a card to increase the device limit', 'card_required');
export const billingInactive = () =>
  refusal(409, 'The subscription is not paid up: update the card to change the limit', 'billing_inactive');
export const billingOff = () => notFound('Billing is turned off on this deployment');

/**
 * Runs a call to Stripe; a failure (Stripe down, a refusal) is logged with Stripe's words and
 * answered 502 with `message` for the person (spec 8's 'Limit increase error. Please contact support'
 * for a limit change): Stripe's own message may name things the person should not see.
 */
export async function callStripe<T>(
  log: FastifyBaseLogger,
  what: string,
  message: string,
  call: () => Promise<T>,
) {
  try {
    return await call();
  } catch (err) {
    log.warn(
      { err: { message: (err as Error).message, type: (err as { type?: string }).type } },
      `Stripe: ${what} failed`,
    );
    const reason: LimitRefusalReason | undefined =
      message === messages.limitIncreaseError ? 'limit_increase_error' : undefined;
    throw new AppError(502, 'unavailable', message, reason ? { reason } : undefined);
  }
}
