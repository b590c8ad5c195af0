import { describe, expect, it } from 'vitest';
import { type BillingFacts, billingMessage } from './state.ts';

const base: BillingFacts = {
  enabled: true,
  cardRequired: true,
  cardRegistered: false,
  subscriptionStatus: null,
  deviceCount: 0,
  deviceLimit: 0,
};

describe('the billing check', () => {
  it('is always ok with billing off, whatever else holds', () => {
    expect(billingMessage({ ...base, enabled: false, deviceCount: 9, deviceLimit: 1 })).toBe('ok');
  });

  it('asks a new organisation for a card first, when cards are required', () => {
    expect(billingMessage(base)).toBe('card_required');
    expect(billingMessage({ ...base, cardRequired: false, deviceLimit: 5 })).toBe('ok');
    expect(billingMessage({ ...base, cardRequired: false })).toBe('limit_reached');
  });

  it('is ok with a paid-up subscription and room for a device, limit_reached with none', () => {
    const paid = { ...base, cardRegistered: true, subscriptionStatus: 'active', deviceLimit: 10 };
    expect(billingMessage({ ...paid, deviceCount: 9 })).toBe('ok');
    expect(billingMessage({ ...paid, subscriptionStatus: 'trialing', deviceCount: 9 })).toBe('ok');
    expect(billingMessage({ ...paid, deviceCount: 10 })).toBe('limit_reached');
    expect(billingMessage({ ...paid, deviceCount: 12 })).toBe('limit_reached');
  });

  it('says billing_inactive for a subscription that is not paid up, before the limit', () => {
    for (const status of ['past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused'])
      expect(
        billingMessage({ ...base, cardRegistered: true, subscriptionStatus: status, deviceCount: 3 }),
      ).toBe('billing_inactive');
  });
});
