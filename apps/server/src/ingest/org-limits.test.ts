import { describe, expect, it } from 'vitest';
import { clientKey, createIngestLimits, createTokenBuckets } from './org-limits.ts';

const clock = () => {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

describe('token buckets', () => {
  it('give a burst, then the rate, each key its own bucket', () => {
    const c = clock();
    const buckets = createTokenBuckets({ ratePerSecond: 10, burst: 5, now: c.now });
    for (let i = 0; i < 5; i++) expect(buckets.take('a')).toBe(0);
    expect(buckets.take('a')).toBe(1);
    expect(buckets.take('b')).toBe(0);
    c.advance(100);
    expect(buckets.take('a')).toBe(0);
    expect(buckets.take('a')).toBe(1);
    c.advance(10_000);
    expect(buckets.wait('a')).toBe(0);
    for (let i = 0; i < 5; i++) expect(buckets.take('a')).toBe(0);
    expect(buckets.take('a')).toBe(1);
  });

  it('charge a batch by its size, at most the burst, and say how long to wait without taking', () => {
    const c = clock();
    const buckets = createTokenBuckets({ ratePerSecond: 2, burst: 4, now: c.now });
    expect(buckets.take('a', 500)).toBe(0);
    expect(buckets.take('a', 3)).toBe(2);
    c.advance(1000);
    expect(buckets.take('a', 3)).toBe(1);
    expect(buckets.take('a', 2)).toBe(0);
    expect(buckets.wait('a')).toBe(1);
  });

  it('never refuse with a rate of 0', () => {
    const buckets = createTokenBuckets({ ratePerSecond: 0, burst: 1 });
    for (let i = 0; i < 100; i++) expect(buckets.take('a', 10)).toBe(0);
    expect(buckets.wait('a')).toBe(0);
  });

  it('forget idle buckets when there are too many, keeping busy ones', () => {
    const c = clock();
    const buckets = createTokenBuckets({ ratePerSecond: 1, burst: 2, maxKeys: 4, now: c.now });
    buckets.take('busy', 2);
    for (let i = 0; i < 20; i++) buckets.take(`k${i}`);
    expect(buckets.wait('busy')).toBe(1);
  });
});

describe('clientKey', () => {
  it('keys IPv4 by address and IPv6 by its /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:0db8:0000:0001:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('ingest limits', () => {
  const config = {
    INGEST_ORG_RATE: 5,
    INGEST_ORG_BURST: 5,
    INGEST_AUTH_FAILURES_PER_MINUTE: 6,
    INGEST_AUTH_FAILURE_BURST: 2,
  };

  it('block an address after its failures, except for credentials that worked before', () => {
    const c = clock();
    const limits = createIngestLimits(config, c.now);
    limits.succeeded('ppk_good');
    expect(limits.blocked('198.51.100.1', 'ppk_guess')).toBe(0);
    limits.failed('198.51.100.1');
    limits.failed('198.51.100.1');
    expect(limits.blocked('198.51.100.1', 'ppk_guess')).toBe(10);
    expect(limits.blocked('198.51.100.1')).toBe(10);
    expect(limits.blocked('198.51.100.1', 'ppk_good')).toBe(0);
    expect(limits.blocked('198.51.100.2', 'ppk_guess')).toBe(0);
    c.advance(10_000);
    expect(limits.blocked('198.51.100.1', 'ppk_guess')).toBe(0);
  });

  it('log the first refusal of a subject, then at most one line every 10 s with the count', () => {
    const c = clock();
    const limits = createIngestLimits(config, c.now);
    expect(limits.refusalToLog('organisation a')).toBe(1);
    expect(limits.refusalToLog('organisation a')).toBeUndefined();
    expect(limits.refusalToLog('organisation a')).toBeUndefined();
    expect(limits.refusalToLog('organisation b')).toBe(1);
    c.advance(10_000);
    expect(limits.refusalToLog('organisation a')).toBe(3);
  });
});

// Issue 28.8: the clock moved forward an hour, then back ten minutes (an NTP step, a virtual
// machine resumed). The limits recover as they would without the jumps, never owing the jump.
describe('ingest limits across clock jumps', () => {
  const limitsAt = (c: ReturnType<typeof clock>, rate: number, burst: number) =>
    createIngestLimits(
      {
        INGEST_ORG_RATE: rate,
        INGEST_ORG_BURST: burst,
        INGEST_AUTH_FAILURES_PER_MINUTE: 60,
        INGEST_AUTH_FAILURE_BURST: 30,
      },
      c.now,
    );

  it("refill an organisation's bucket at the rate after the clock goes back", () => {
    const c = clock();
    const buckets = createTokenBuckets({ ratePerSecond: 10, burst: 5, now: c.now });
    for (let i = 0; i < 5; i++) expect(buckets.take('org')).toBe(0);
    expect(buckets.take('org')).toBe(1);
    c.advance(3_600_000); // forward an hour: full again
    for (let i = 0; i < 5; i++) expect(buckets.take('org')).toBe(0);
    c.advance(-600_000); // back ten minutes, the bucket just emptied
    expect(buckets.take('org')).toBe(1);
    // A second later by the new clock: full again (capped at the burst), as without the jump.
    c.advance(1000);
    for (let i = 0; i < 5; i++) expect(buckets.take('org')).toBe(0);
    expect(buckets.wait('org')).toBe(1);
  });

  it('let an address that failed once try again at once after the clock goes back', () => {
    const c = clock();
    const limits = limitsAt(c, 300, 600);
    limits.failed('203.0.113.7'); // one wrong key: 29 tries left
    c.advance(3_600_000);
    c.advance(-600_000);
    expect(limits.blocked('203.0.113.7')).toBe(0);
    // Over its failures it waits as the rate says (a second a failure), not ten minutes.
    for (let i = 0; i < 30; i++) limits.failed('203.0.113.7');
    expect(limits.blocked('203.0.113.7')).toBe(1);
    c.advance(-600_000);
    expect(limits.blocked('203.0.113.7')).toBe(1);
    c.advance(1000);
    expect(limits.blocked('203.0.113.7')).toBe(0);
  });

  it("keep an organisation's uplinks flowing after the clock goes back", async () => {
    const c = clock();
    const limits = limitsAt(c, 2, 4);
    expect(await limits.organisation('org-a', 4)).toBe(0);
    c.advance(-600_000);
    expect(await limits.organisation('org-a', 1)).toBe(1);
    c.advance(2000);
    expect(await limits.organisation('org-a', 4)).toBe(0);
  });
});
