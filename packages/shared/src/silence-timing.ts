/**
 * When a silent device is late (issue 30 item 5), apart from silence.ts's schemas so that the
 * device list's status reads it without loading zod (issue 31 item 4).
 */

/** Silent this many usual intervals: late. Two missed uplinks in a row are rare on a healthy link. */
export const lateAfterIntervals = 2.5;

type Heard = { lastSeenAt: string | null; usualIntervalS?: number | null | undefined };

/** When a device becomes late (ms since the epoch), or null while its interval is unknown. */
export function lateAt(device: Heard): number | null {
  if (!device.lastSeenAt || !device.usualIntervalS) return null;
  const seen = Date.parse(device.lastSeenAt);
  return Number.isFinite(seen) ? seen + lateAfterIntervals * device.usualIntervalS * 1000 : null;
}

/** Late: past its `lateAt` and not yet offline (silent under `offlineAfterMs`). */
export function isLate(device: Heard, now: number, offlineAfterMs: number): boolean {
  const late = lateAt(device);
  if (late === null || !device.lastSeenAt) return false;
  return now >= late && now - Date.parse(device.lastSeenAt) < offlineAfterMs;
}
