import { describe, expect, it } from 'vitest';
import { createClaimLimiter } from './claim-limit.ts';

describe('the claim code limiter', () => {
  it('blocks after 10 wrong codes in 10 minutes and frees again as they leave the window', () => {
    let now = 0;
    const limiter = createClaimLimiter({ now: () => now });
    for (let i = 0; i < 9; i++) {
      limiter.recordFailure('user-1', 'org-1');
      now += 60_000; // a wrong code a minute
    }
    expect(limiter.retryAfter('user-1', 'org-1')).toBe(0);
    limiter.recordFailure('user-1', 'org-1'); // the tenth, at 9 minutes
    // Free when the first (at 0) is 10 minutes old: in one minute.
    expect(limiter.retryAfter('user-1', 'org-1')).toBe(60);
    // The organisation is blocked for its other members, the user in their other organisations.
    expect(limiter.retryAfter('user-2', 'org-1')).toBe(60);
    expect(limiter.retryAfter('user-1', 'org-2')).toBe(60);
    expect(limiter.retryAfter('user-2', 'org-2')).toBe(0);
    now += 60_000;
    expect(limiter.retryAfter('user-1', 'org-1')).toBe(0);
  });
});
