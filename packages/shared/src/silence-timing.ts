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

/** A device's state as the uplink-health widget and reports print it. */
export type UplinkState = 'fresh' | 'late' | 'offline' | 'never';

/**
 * Never heard; offline once silent `offlineAfterMs` (the device list's rule); late past its
 * `lateAt` before that; fresh otherwise (on time, or its interval not known yet).
 */
export function uplinkState(device: Heard, now: number, offlineAfterMs: number): UplinkState {
  if (!device.lastSeenAt) return 'never';
  if (now - Date.parse(device.lastSeenAt) >= offlineAfterMs) return 'offline';
  return isLate(device, now, offlineAfterMs) ? 'late' : 'fresh';
}
