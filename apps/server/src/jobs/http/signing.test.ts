import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook, verifyWebhook, webhookHeaders } from './signing.ts';

describe('Standard Webhooks signing', () => {
  it("matches the specification's example", () => {
    // From the Standard Webhooks reference libraries' tests.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = '{"test": 2432232314}';
    expect(signWebhook(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, body)).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });

  it('verifies what it signs, refusing another body, another secret or an old timestamp', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const now = Date.now();
    const ts = Math.floor(now / 1000);
    const headers = webhookHeaders(secret, 'd1', ts, '{"a":1}');
    expect(verifyWebhook(secret, headers, '{"a":1}', { now })).toBe(true);
    expect(verifyWebhook(secret, headers, '{"a":2}', { now })).toBe(false);
    expect(verifyWebhook(newWebhookSecret(), headers, '{"a":1}', { now })).toBe(false);
    expect(verifyWebhook(secret, headers, '{"a":1}', { now: now + 600_000 })).toBe(false);
    const rotated = { ...headers, 'webhook-signature': `v1,bm9wZQ== ${headers['webhook-signature']}` };
    expect(verifyWebhook(secret, rotated, '{"a":1}', { now })).toBe(true);
  });

  it('signs with every secret of a rotation, so a receiver with either one accepts', () => {
    const [fresh, old, other] = [newWebhookSecret(), newWebhookSecret(), newWebhookSecret()];
    const now = Date.now();
    const headers = webhookHeaders([fresh, old], 'd2', Math.floor(now / 1000), '{}');
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(verifyWebhook(fresh, headers, '{}', { now })).toBe(true);
    expect(verifyWebhook(old, headers, '{}', { now })).toBe(true);
    expect(verifyWebhook(other, headers, '{}', { now })).toBe(false);
  });
});
