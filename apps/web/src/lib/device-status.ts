import { isLate } from '@pinpoint/shared/silence-timing.ts';

/**
 * How a device's marker and row are coloured: alerting beats the rest; a device heard within the
 * hour is fresh, or late once silent for 2.5 of its usual intervals (issue 30 item 5); stale after.
 */
export type DeviceStatus = 'fresh' | 'late' | 'stale' | 'alerting';

export const deviceStatuses: readonly DeviceStatus[] = ['fresh', 'late', 'stale', 'alerting'];

/** A device heard from within this long is fresh; an alert within this long is still alerting. */
export const freshForMs = 60 * 60 * 1000;

const within = (iso: string | null, now: number) => {
  if (!iso) return false;
  const at = Date.parse(iso);
  return Number.isFinite(at) && now - at < freshForMs;
};

export function deviceStatus(
  device: { lastSeenAt: string | null; lastAlertAt: string | null; usualIntervalS?: number | null },
  now: number = Date.now(),
): DeviceStatus {
  if (within(device.lastAlertAt, now)) return 'alerting';
  if (!within(device.lastSeenAt, now)) return 'stale';
  return isLate(device, now, freshForMs) ? 'late' : 'fresh';
}

/** Marker colours, readable on both themes and on map tiles. */
export const statusColours: Record<DeviceStatus, string> = {
  fresh: '#2e7d32',
  late: '#ef6c00',
  stale: '#78909c',
  alerting: '#d32f2f',
};
