/**
 * A lookup whose answers (found or not) are kept for `ttlMs`, so a burst of
 * requests with one credential costs one query; a revoked credential stops
 * matching within that time. At most `maxEntries` are kept: past that the
 * cache starts again, so random guesses cannot grow it without bound.
 */
export function cachedLookup<T>(
  lookup: (key: string) => Promise<T | undefined>,
  ttlMs: number,
  maxEntries = 10_000,
): (key: string) => Promise<T | undefined> {
  const cache = new Map<string, { value: T | undefined; until: number }>();
  return async (key) => {
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    const value = await lookup(key);
    if (cache.size > maxEntries) cache.clear();
    cache.set(key, { value, until: Date.now() + ttlMs });
    return value;
  };
}
