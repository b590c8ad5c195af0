/**
 * The bounds a tracker connection lives within (issue 26: a hostile internet is the default).
 * Every number here is per connection or per remote address, in this process.
 */
export type TrackerLimits = {
  /** Bytes a second a connection may send on average, and the burst above that. */
  bytesPerSecond: number;
  bytesBurst: number;
  /** Messages (frames) a second, and their burst. */
  messagesPerSecond: number;
  messagesBurst: number;
  /** Bad frames (checksum, malformed, too long) after which a connection is closed. */
  badFramesToClose: number;
  /** Open connections one remote address may hold. */
  connectionsPerAddress: number;
  /** Unregistered ids one address may try a minute before its connections are refused unlooked-at. */
  unknownPerAddressPerMinute: number;
  /** Bytes we may have queued to write to a peer that does not read them. */
  maxWriteBuffer: number;
};

export const defaultTrackerLimits: TrackerLimits = {
  // A Teltonika sending 50 buffered Codec 8 Extended records at once is about 4 kB; 16 kB/s with
  // a 64 kB burst lets a tracker empty a day of history in minutes and nobody flood us.
  bytesPerSecond: 16 * 1024,
  bytesBurst: 64 * 1024,
  messagesPerSecond: 20,
  messagesBurst: 100,
  badFramesToClose: 3,
  // Mobile operators put many SIMs behind one carrier-grade NAT address: generous, not unbounded.
  connectionsPerAddress: 2000,
  unknownPerAddressPerMinute: 10,
  maxWriteBuffer: 64 * 1024,
};

const isLoopback = (address: string) =>
  address.startsWith('127.') || address === '::1' || address.startsWith('::ffff:127.');

/** A token bucket: `take` answers how long to wait (ms) before `n` more are allowed; 0 when now. */
export function createBucket(perSecond: number, burst: number, now: () => number = Date.now) {
  let tokens = burst;
  let at = now();
  return {
    take(n: number): number {
      const t = now();
      // A clock set back refills nothing and takes nothing away: the bucket goes on from the new time.
      tokens = Math.min(burst, tokens + (Math.max(0, t - at) / 1000) * perSecond);
      at = t;
      tokens -= n;
      return tokens >= 0 ? 0 : Math.ceil((-tokens / perSecond) * 1000);
    },
  };
}

/**
 * Counts per remote address (connections held, unknown ids tried this minute). Bounded: an
 * address with nothing open and no recent unknown id is forgotten.
 */
export function createAddressBook(limits: TrackerLimits, now: () => number = Date.now) {
  const open = new Map<string, number>();
  const unknown = new Map<string, { minute: number; n: number }>();
  const minuteOf = () => Math.floor(now() / 60_000);
  return {
    /** Whether `address` may open one more connection; counts it when so. */
    connect(address: string): boolean {
      const n = open.get(address) ?? 0;
      // Loopback is this machine (the demo's van, a benchmark): not a stranger to bound.
      if (n >= limits.connectionsPerAddress && !isLoopback(address)) return false;
      open.set(address, n + 1);
      return true;
    },
    disconnect(address: string) {
      const n = (open.get(address) ?? 1) - 1;
      if (n <= 0) open.delete(address);
      else open.set(address, n);
    },
    /** Counts an unregistered id from `address`; false once it tried too many this minute. */
    unknownAllowed(address: string): boolean {
      const minute = minuteOf();
      const seen = unknown.get(address);
      const entry = seen && seen.minute === minute ? seen : { minute, n: 0 };
      entry.n += 1;
      unknown.set(address, entry);
      if (unknown.size > 10_000)
        for (const [key, value] of unknown) if (value.minute !== minute) unknown.delete(key);
      return entry.n <= limits.unknownPerAddressPerMinute;
    },
    /** Whether `address` is over its unknown-id allowance this minute (refused before any lookup). */
    throttled(address: string): boolean {
      const seen = unknown.get(address);
      return Boolean(seen && seen.minute === minuteOf() && seen.n > limits.unknownPerAddressPerMinute);
    },
  };
}

export type AddressBook = ReturnType<typeof createAddressBook>;
