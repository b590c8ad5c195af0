/**
 * Wrong claim codes, counted per user and per organisation over a sliding window (issue 11.9): past
 * `max` wrong codes in `windowMs`, claims are refused with 429 until the oldest counted one leaves
 * the window, so claim codes cannot be guessed by trying many. Kept in this process's memory, like
 * the other rate limits of the API.
 */
export type ClaimLimiter = {
  /** Seconds to wait when the user or the organisation is blocked now, else 0. */
  retryAfter(sub: string, organisationId: string): number;
  /** Counts a wrong code against the user and the organisation. */
  recordFailure(sub: string, organisationId: string): void;
};

export function createClaimLimiter({
  max = 10,
  windowMs = 10 * 60_000,
  now = () => Date.now(),
}: {
  max?: number;
  windowMs?: number;
  now?: () => number;
} = {}): ClaimLimiter {
  const failures = new Map<string, number[]>();

  /** The failure times still inside the window, oldest first; drops the key once none is left. */
  const recent = (key: string): number[] => {
    const since = now() - windowMs;
    const times = (failures.get(key) ?? []).filter((t) => t > since);
    if (times.length) failures.set(key, times);
    else failures.delete(key);
    return times;
  };

  const waitFor = (key: string): number => {
    const times = recent(key);
    if (times.length < max) return 0;
    // Free again when enough of the oldest failures have left the window.
    const freeAt = (times[times.length - max] as number) + windowMs;
    return Math.max(1, Math.ceil((freeAt - now()) / 1000));
  };

  return {
    retryAfter: (sub, organisationId) => Math.max(waitFor(`user:${sub}`), waitFor(`org:${organisationId}`)),
    recordFailure(sub, organisationId) {
      // Keys are dropped when read after their window; sweep now and then so idle ones go too.
      if (failures.size > 10_000) for (const key of [...failures.keys()]) recent(key);
      for (const key of [`user:${sub}`, `org:${organisationId}`]) {
        const times = recent(key);
        times.push(now());
        // Only the last `max` matter for when the key is free again.
        failures.set(key, times.slice(-max));
      }
    },
  };
}
