/**
 * The wait before a live socket's next try: the first delay doubled each attempt up to the
 * maximum, jittered ±25% so a restarted server is not met by every client in the same millisecond.
 * The signed-in live feed (live-connection.ts) and a public share's (widgets/share-live.ts) both
 * reconnect by it.
 */
export function reconnectDelay(
  attempt: number,
  minDelayMs: number,
  maxDelayMs: number,
  random: () => number,
) {
  return Math.round(Math.min(maxDelayMs, minDelayMs * 2 ** attempt) * (0.75 + random() * 0.5));
}
