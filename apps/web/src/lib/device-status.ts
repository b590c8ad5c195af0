/** How a device's marker and row are coloured: alerting beats fresh, fresh beats stale. */
export type DeviceStatus = 'fresh' | 'stale' | 'alerting';

export const deviceStatuses: readonly DeviceStatus[] = ['fresh', 'stale', 'alerting'];

/** A device heard from within this long is fresh; an alert within this long is still alerting. */
export const freshForMs = 60 * 60 * 1000;

const within = (iso: string | null, now: number) => {
  if (!iso) return false;
  const at = Date.parse(iso);
  return Number.isFinite(at) && now - at < freshForMs;
};

export function deviceStatus(
  device: { lastSeenAt: string | null; lastAlertAt: string | null },
  now: number = Date.now(),
): DeviceStatus {
  if (within(device.lastAlertAt, now)) return 'alerting';
  return within(device.lastSeenAt, now) ? 'fresh' : 'stale';
}

/** Marker colours, readable on both themes and on map tiles. */
export const statusColours: Record<DeviceStatus, string> = {
  fresh: '#2e7d32',
  stale: '#78909c',
  alerting: '#d32f2f',
};
