import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { readBillingConfig, tierFor } from './settings.ts';

const key = 'sk_test_51Habc0123456789';
const webhook = 'whsec_0123456789abcdef';
const tiers = '100:price_medium,25:price_small,1000:price_large';

describe('billing configuration', () => {
  it('is off by default, and so is the flag the web app reads', () => {
    const config = loadConfig({});
    expect(config.billing.enabled).toBe(false);
    expect(config.public.billing_enabled).toBe(false);
  });

  it('stays off without a Stripe key even when BILLING_ENABLED is on (nothing billing-related shows)', () => {
    const config = loadConfig({ BILLING_ENABLED: 'true' });
    expect(config.billing).toMatchObject({ enabled: false, missingKey: true });
    expect(config.public.billing_enabled).toBe(false);
  });

  it('is on with BILLING_ENABLED, a key, the webhook secret and prices; tiers sorted by size', () => {
    const config = loadConfig({
      BILLING_ENABLED: 'true',
      STRIPE_SECRET_KEY: key,
      STRIPE_WEBHOOK_SECRET: webhook,
      STRIPE_PRICE_TIERS: tiers,
    });
    expect(config.public.billing_enabled).toBe(true);
    expect(config.billing.tiers).toEqual([
      { upTo: 25, price: 'price_small' },
      { upTo: 100, price: 'price_medium' },
      { upTo: 1000, price: 'price_large' },
    ]);
    expect(config.billing.api).toEqual({ host: 'api.stripe.com', port: 443, protocol: 'https' });
    expect(config.billing).toMatchObject({ startingLimit: 10, freeDevices: 0, selfServiceMax: 10_000 });
  });

  it('stops the start with a clear message on a key that is not a Stripe secret key', () => {
    for (const bad of ['pk_test_51Habc0123456789', 'sk_prod_123456789', 'hello', 'sk_test_short']) {
      expect(() => loadConfig({ BILLING_ENABLED: 'true', STRIPE_SECRET_KEY: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ STRIPE_SECRET_KEY: bad })).toThrow(
        /STRIPE_SECRET_KEY: is not a Stripe secret key: it starts with sk_test_, sk_live_/,
      );
    }
  });

  it('names what billing on still needs, and a malformed webhook secret or tier', () => {
    expect(() => loadConfig({ BILLING_ENABLED: 'true', STRIPE_SECRET_KEY: key })).toThrow(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET: is required when billing is on (BILLING_ENABLED); STRIPE_PRICE_TIERS: is required when billing is on (BILLING_ENABLED)',
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is not a Stripe webhook signing secret/,
    );
    expect(() => loadConfig({ STRIPE_PRICE_TIERS: '25=price_small' })).toThrow(
      /STRIPE_PRICE_TIERS: "25=price_small" is not a tier/,
    );
    expect(() => loadConfig({ STRIPE_API_PROTOCOL: 'ftp' })).toThrow(/STRIPE_API_PROTOCOL/);
  });

  it('prices a limit at the smallest tier that holds it, and none above the top one', () => {
    const parsed = readBillingConfig((name) => ({ STRIPE_PRICE_TIERS: tiers })[name], false);
    if (!('config' in parsed)) throw new Error('expected a config');
    const list = parsed.config.tiers;
    expect(tierFor(list, 1)?.price).toBe('price_small');
    expect(tierFor(list, 25)?.price).toBe('price_small');
    expect(tierFor(list, 26)?.price).toBe('price_medium');
    expect(tierFor(list, 1000)?.price).toBe('price_large');
    expect(tierFor(list, 1001)).toBeUndefined();
  });
});
