import { z } from 'zod';

/**
 * Billing's part of the server configuration (read by config.ts). Billing is on only when
 * BILLING_ENABLED is set AND a Stripe secret key is given; a key that is not a Stripe key stops
 * the start, as does billing on without the webhook secret or the prices.
 */

/** One price tier: limits up to `upTo` devices are billed per device at `price`. */
export type PriceTier = { upTo: number; price: string };

export type BillingConfig = {
  /** Billing is on: BILLING_ENABLED and a Stripe key. */
  enabled: boolean;
  /** BILLING_ENABLED was set without STRIPE_SECRET_KEY: billing stays off (a warning at start). */
  missingKey: boolean;
  secretKey: string;
  webhookSecret: string;
  /** Ascending by `upTo`. */
  tiers: PriceTier[];
  api: { host: string; port: number; protocol: 'http' | 'https' };
  freeDevices: number;
  startingLimit: number;
  /** With billing off: the highest limit an owner may set; above it, 'please contact support'. */
  selfServiceMax: number;
};

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === '' || v === undefined ? undefined : v.trim()));

const secretKey = optionalText.pipe(
  z
    .string()
    .regex(
      /^(sk|rk)_(test|live)_[0-9A-Za-z]{8,}$/,
      'is not a Stripe secret key: it starts with sk_test_, sk_live_, rk_test_ or rk_live_ (see the API keys page of the Stripe dashboard)',
    )
    .optional(),
);
const webhookSecret = optionalText.pipe(
  z
    .string()
    .regex(
      /^whsec_[0-9A-Za-z+/=_-]{8,}$/,
      "is not a Stripe webhook signing secret: it starts with whsec_ (see the webhook endpoint's page of the Stripe dashboard)",
    )
    .optional(),
);

/** "25:price_A,100:price_B": limits up to 25 devices at price_A a device, up to 100 at price_B. */
const tiers = optionalText.transform((value, ctx): PriceTier[] => {
  if (!value) return [];
  const parsed: PriceTier[] = [];
  for (const part of value.split(',')) {
    const match = /^\s*(\d{1,7})\s*:\s*([A-Za-z0-9_]+)\s*$/.exec(part);
    const upTo = Number(match?.[1]);
    if (!match || upTo < 1) {
      ctx.addIssue({
        code: 'custom',
        message: `"${part.trim()}" is not a tier: write tiers as <up to devices>:<Stripe price id>, e.g. 25:price_123,100:price_456`,
      });
      return z.NEVER;
    }
    parsed.push({ upTo, price: match[2] as string });
  }
  parsed.sort((a, b) => a.upTo - b.upTo);
  if (new Set(parsed.map((t) => t.upTo)).size !== parsed.length) {
    ctx.addIssue({ code: 'custom', message: 'two tiers have the same device count' });
    return z.NEVER;
  }
  return parsed;
});

export const billingEnvSchema = z.object({
  STRIPE_SECRET_KEY: secretKey,
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_PRICE_TIERS: tiers,
  // Where the Stripe API is: Stripe's own by default; tests point it at a local stand-in.
  STRIPE_API_HOST: z.string().min(1).default('api.stripe.com'),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).default(443),
  STRIPE_API_PROTOCOL: z.enum(['https', 'http']).default('https'),
  // Devices an organisation may have before it subscribes (billing on, REGISTER_CARD_ENABLED off).
  BILLING_FREE_DEVICES: z.coerce.number().int().min(0).max(1_000_000).default(0),
  // The device limit a first subscription starts with when no higher one was asked for.
  BILLING_STARTING_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  // Billing off: the highest device limit an owner may set for their organisation themselves.
  DEVICE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000_000).default(10_000),
});

/**
 * Reads billing's variables with `pick` (the environment, else the config file); `requested` is
 * BILLING_ENABLED. Answers the settings, or the problems, named by variable, that stop the start.
 */
export function readBillingConfig(
  pick: (name: string) => unknown,
  requested: boolean,
): { config: BillingConfig } | { problems: string[] } {
  const input = Object.fromEntries(Object.keys(billingEnvSchema.shape).map((k) => [k, pick(k)]));
  const parsed = billingEnvSchema.safeParse(input);
  if (!parsed.success)
    return {
      problems: parsed.error.issues.map((issue) => `${String(issue.path[0] ?? '')}: ${issue.message}`),
    };
  const s = parsed.data;
  const enabled = requested && Boolean(s.STRIPE_SECRET_KEY);
  const problems: string[] = [];
  if (enabled && !s.STRIPE_WEBHOOK_SECRET)
    problems.push('STRIPE_WEBHOOK_SECRET: is required when billing is on (BILLING_ENABLED)');
  if (enabled && s.STRIPE_PRICE_TIERS.length === 0)
    problems.push('STRIPE_PRICE_TIERS: is required when billing is on (BILLING_ENABLED)');
  if (problems.length) return { problems };
  return {
    config: {
      enabled,
      missingKey: requested && !s.STRIPE_SECRET_KEY,
      secretKey: s.STRIPE_SECRET_KEY ?? '',
      webhookSecret: s.STRIPE_WEBHOOK_SECRET ?? '',
      tiers: s.STRIPE_PRICE_TIERS,
      api: { host: s.STRIPE_API_HOST, port: s.STRIPE_API_PORT, protocol: s.STRIPE_API_PROTOCOL },
      freeDevices: s.BILLING_FREE_DEVICES,
      startingLimit: s.BILLING_STARTING_LIMIT,
      selfServiceMax: s.DEVICE_LIMIT_MAX,
    },
  };
}

/** The tier a device limit is billed in; undefined above the highest tier (contact support). */
export function tierFor(tiers: PriceTier[], limit: number): PriceTier | undefined {
  return tiers.find((tier) => limit <= tier.upTo);
}
