import { describe, expect, it } from 'vitest';
import { createBucket } from './limits.ts';

describe("a tracker connection's rate bucket", () => {
  it('refuses past its burst and refills at its rate', () => {
    let now = 0;
    const bucket = createBucket(20, 100, () => now);
    expect(bucket.take(100)).toBe(0);
    expect(bucket.take(20)).toBe(1000);
    now += 2000;
    expect(bucket.take(20)).toBe(0);
  });

  it('goes on from the new time when the clock is set back ten minutes (issue 28.8)', () => {
    let now = 3_600_000;
    const bucket = createBucket(20, 100, () => now);
    expect(bucket.take(100)).toBe(0);
    now -= 600_000;
    // Not ten minutes of debt (the old bucket answered a 600 s wait here)...
    expect(bucket.take(0)).toBe(0);
    // ...and one second later it has its 20 tokens again.
    now += 1000;
    expect(bucket.take(20)).toBe(0);
  });
});
