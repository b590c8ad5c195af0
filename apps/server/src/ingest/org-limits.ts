import { hash as digest } from 'node:crypto';
import type pg from 'pg';
import type { ServerConfig } from '../config.ts';
import { createSharedBuckets } from './shared-buckets.ts';

// Ingest limits (issue 11), shared by all server processes through PostgreSQL
// when given a pool (issue 19, shared-buckets.ts); without one, in this
// process's memory only.

type Clock = () => number;

export type TokenBucketOptions = {
  /** Tokens gained a second; 0 turns the limit off. */
  ratePerSecond: number;
  /** Most tokens a bucket holds: what a quiet key may spend at once. */
  burst: number;
  /** Buckets kept before idle ones are forgotten (a full bucket is the same as none). */
  maxKeys?: number;
  now?: Clock;
};

/** Token buckets by key, each starting full. */
export function createTokenBuckets({
  ratePerSecond,
  burst,
  maxKeys = 100_000,
  now = Date.now,
}: TokenBucketOptions) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const level = (key: string, t: number) => {
    const bucket = buckets.get(key);
    if (!bucket) return burst;
    // A clock set back (issue 28.8): the bucket earns nothing for the lost time and refills from
    // the new time on, instead of owing the jump (set back ten minutes, refused for ten minutes).
    if (t < bucket.at) bucket.at = t;
    return Math.min(burst, bucket.tokens + ((t - bucket.at) / 1000) * ratePerSecond);
  };
  const secondsFor = (missing: number) => Math.max(1, Math.ceil(missing / ratePerSecond));

  function forgetSome(t: number) {
    for (const key of buckets.keys()) if (level(key, t) >= burst) buckets.delete(key);
    // Still too many (many keys busy at once, say an attack from many addresses): forget the
    // fullest half, whose keys lose least by starting again full; the emptiest stay limited.
    const drop = buckets.size - Math.floor(maxKeys / 2);
    if (drop <= 0) return;
    const fullest = [...buckets.keys()].sort((x, y) => level(y, t) - level(x, t)).slice(0, drop);
    for (const key of fullest) buckets.delete(key);
  }

  return {
    /**
     * Takes `cost` tokens (at most `burst`, so the largest request can pass) and
     * answers 0; when there are not enough, takes none and answers the whole
     * seconds until there will be.
     */
    take(key: string, cost = 1): number {
      if (ratePerSecond <= 0) return 0;
      const t = now();
      const need = Math.min(cost, burst);
      const have = level(key, t);
      if (have < need) return secondsFor(need - have);
      if (!buckets.has(key) && buckets.size >= maxKeys) forgetSome(t);
      buckets.set(key, { tokens: have - need, at: t });
      return 0;
    },
    /** The whole seconds until the key has one token; 0 when it has one now. */
    wait(key: string): number {
      if (ratePerSecond <= 0) return 0;
      const have = level(key, now());
      return have >= 1 ? 0 : secondsFor(1 - have);
    },
  };
}

/**
 * The key of a client address for the failure limit: an IPv4 address as it is,
 * an IPv6 address by its /64 (one subscriber's network, whose 2^64 addresses
 * cost the subscriber nothing to change).
 */
export function clientKey(address: string): string {
  const ip = address.replace(/%.*$/, '');
  if (!ip.includes(':')) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? first
      : [...first, ...Array(Math.max(0, 8 - first.length - last.length)).fill('0'), ...last];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** A request refused by a limit: the route answers 429 with Retry-After. */
export class LimitExceeded extends Error {
  override name = 'LimitExceeded';
  readonly retryAfterSeconds: number;
  /** What the refusals are counted by in the log: the organisation, or the client address. */
  readonly subject: string;
  readonly organisationId: string | undefined;

  constructor(retryAfterSeconds: number, message: string, subject: string, organisationId?: string) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
    this.subject = subject;
    this.organisationId = organisationId;
  }
}

export type IngestLimitConfig = Pick<
  ServerConfig,
  'INGEST_ORG_RATE' | 'INGEST_ORG_BURST' | 'INGEST_AUTH_FAILURES_PER_MINUTE' | 'INGEST_AUTH_FAILURE_BURST'
>;

const TRUSTED_MS = 24 * 3600_000;
const LOG_EVERY_MS = 10_000;
const hash = (credential: string) => digest('sha256', credential, 'hex');

/**
 * The ingest limits: a token bucket of uplinks per organisation, so one busy
 * organisation cannot take the others' share of the server; and a bucket of
 * failed authentications per client address, so guessing keys or tokens is
 * slow. An address over its failures may still use a credential that
 * authenticated in the last day: network servers (The Things Stack, Helium)
 * send many organisations' uplinks from the same addresses, and one of them
 * with a wrong key must not stop the rest.
 */
export function createIngestLimits(
  config: IngestLimitConfig,
  now: Clock = Date.now,
  shared?: { pool: Pick<pg.Pool, 'query'>; onError?: (err: unknown) => void },
) {
  const organisations = createTokenBuckets({
    ratePerSecond: config.INGEST_ORG_RATE,
    burst: config.INGEST_ORG_BURST,
    now,
  });
  const failureLimit = {
    ratePerSecond: config.INGEST_AUTH_FAILURES_PER_MINUTE / 60,
    burst: config.INGEST_AUTH_FAILURE_BURST,
    now,
  };
  const failures = createTokenBuckets(failureLimit);
  const sharedOrganisations =
    shared &&
    createSharedBuckets({
      pool: shared.pool,
      name: 'org',
      ratePerSecond: config.INGEST_ORG_RATE,
      burst: config.INGEST_ORG_BURST,
      now,
    });
  const sharedFailures = shared && createSharedBuckets({ pool: shared.pool, name: 'fail', ...failureLimit });
  // Told at most once a minute: with the database down every uplink would tell it.
  let reportedAt = Number.NEGATIVE_INFINITY;
  const reportError = (err: unknown) => {
    if (now() - reportedAt < 60_000) return;
    reportedAt = now();
    shared?.onError?.(err);
  };
  // Addresses over their failures in the shared bucket (learnt from this process's own failures), until when.
  const blockedUntil = new Map<string, number>();
  const trusted = new Map<string, number>();
  const refusals = new Map<string, { at: number; count: number }>();

  function sharedWait(key: string): number {
    const until = blockedUntil.get(key);
    if (until === undefined) return 0;
    const ms = until - now();
    if (ms > 0) return Math.ceil(ms / 1000);
    blockedUntil.delete(key);
    return 0;
  }

  return {
    rate: config.INGEST_ORG_RATE,
    burst: config.INGEST_ORG_BURST,
    /**
     * Takes `uplinks` from the organisation's share: 0, or the seconds to wait (nothing taken).
     * Shared, it asks PostgreSQL once a slice, not once an uplink; when the database cannot be
     * asked, this process's own bucket decides.
     */
    async organisation(organisationId: string, uplinks: number): Promise<number> {
      if (!sharedOrganisations) return organisations.take(organisationId, uplinks);
      try {
        return await sharedOrganisations.take(organisationId, uplinks);
      } catch (err) {
        reportError(err);
        return organisations.take(organisationId, uplinks);
      }
    },
    /** Seconds before this address may try `credential`: 0 unless it failed too often and the credential is not trusted. */
    blocked(address: string, credential?: string): number {
      const key = clientKey(address);
      const seconds = Math.max(failures.wait(key), sharedWait(key));
      if (seconds === 0) return 0;
      return credential !== undefined && (trusted.get(hash(credential)) ?? 0) > now() ? 0 : seconds;
    },
    /**
     * Counts a failed authentication against the address: here at once, and in the shared
     * bucket in the background, whose answer blocks the address here too when the processes
     * together went over (each process lets through at most the failures of one round trip
     * after the shared bucket is empty).
     */
    failed(address: string) {
      const key = clientKey(address);
      failures.take(key);
      sharedFailures?.take(key).then((seconds) => {
        if (seconds === 0) return;
        if (blockedUntil.size >= 100_000) blockedUntil.clear();
        blockedUntil.set(key, now() + seconds * 1000);
      }, reportError);
    },
    /** Remembers a credential that authenticated, so its sender is never caught by another's failures. */
    succeeded(credential: string) {
      if (trusted.size >= 100_000) trusted.clear();
      trusted.set(hash(credential), now() + TRUSTED_MS);
    },
    /**
     * Counts a refusal of `subject`; answers how many to log (this one and those
     * not logged before) on the first and then at most every 10 s, else undefined,
     * so a sender far over its limit cannot flood the log.
     */
    refusalToLog(subject: string): number | undefined {
      const t = now();
      const entry = refusals.get(subject);
      if (entry && t - entry.at < LOG_EVERY_MS) {
        entry.count += 1;
        return undefined;
      }
      if (refusals.size >= 10_000) refusals.clear();
      refusals.set(subject, { at: t, count: 0 });
      return (entry?.count ?? 0) + 1;
    },
  };
}

export type IngestLimits = ReturnType<typeof createIngestLimits>;
