import type { Device, positionSchema } from '@pinpoint/shared';
import type { DevicePage } from '@pinpoint/shared/device-page.ts';
import type { DevicePosition, DevicePositions } from '@pinpoint/shared/device-positions.ts';
import type { DeviceUpdate } from '@pinpoint/shared/live.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type BatteryRange, batteryPercent } from './battery.ts';
import { useOrganisationList } from './organisation-list.ts';

export type Position = z.infer<typeof positionSchema>;

/** What GET /api/live sends for every stored uplink: the shared contract, packages/shared/src/live.ts. */
export type { DeviceUpdate };

/** The device queries' keys, shared by the device screens and the live-updates writer. */
export const deviceKeys = {
  lists: ['devices'] as const,
  list: (organisationId: string) => ['devices', organisationId] as const,
  /** A page of the device table (issue 31): under the list's key, refreshed with it. */
  page: (organisationId: string, query: string) => ['devices', organisationId, 'page', query] as const,
  /** The map's packed positions of every device (issue 31), likewise. */
  positions: (organisationId: string) => ['devices', organisationId, 'positions'] as const,
  detail: (id: string) => ['device', id] as const,
  /** A history query of one device over a range: positions, readings or frames. */
  history: (id: string, kind: 'positions' | 'readings' | 'frames', from: string, to: string) =>
    ['device', id, kind, from, to] as const,
};

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The device's last events with an update's (its uplink's time): each field's newest occurrence stays. */
function withEvents(events: Device['events'], update: DeviceUpdate): Device['events'] {
  if (!update.events) return events;
  const merged = { ...events };
  for (const [field, value] of Object.entries(update.events)) {
    const known = merged[field];
    if (!known || Date.parse(update.lastSeenAt) >= Date.parse(known.at))
      merged[field] = { value, at: update.lastSeenAt };
  }
  return merged;
}

/** A device with one live update applied: its latest readings, events, battery, temperature and position. */
export function applyDeviceUpdate(device: Device, update: DeviceUpdate, range: BatteryRange): Device {
  const readings = { ...device.readings, ...update.readings };
  const mv = update.readings.battery_mv;
  const pct = update.readings.battery_pct;
  const temperature = update.readings.temperature;
  const newer = !device.lastSeenAt || Date.parse(update.lastSeenAt) >= Date.parse(device.lastSeenAt);
  const position = update.position;
  const positionIsNewer =
    position && (!device.location?.at || Date.parse(position.time) >= Date.parse(device.location.at));
  return {
    ...device,
    readings: newer ? readings : { ...update.readings, ...device.readings },
    events: withEvents(device.events, update),
    lastSeenAt: newer ? update.lastSeenAt : device.lastSeenAt,
    batteryMv: newer && finite(mv) ? mv : device.batteryMv,
    batteryPct:
      newer && finite(mv) ? batteryPercent(mv, range) : newer && finite(pct) ? pct : device.batteryPct,
    temperature: newer && finite(temperature) ? temperature : device.temperature,
    location:
      position && positionIsNewer
        ? { lat: position.lat, lon: position.lon, at: position.time }
        : device.location,
    lastAlertAt:
      update.lastAlertAt &&
      (!device.lastAlertAt || Date.parse(update.lastAlertAt) > Date.parse(device.lastAlertAt))
        ? update.lastAlertAt
        : device.lastAlertAt,
  };
}

const later = (a: string | null, b: string | null) => (!a ? b : !b || Date.parse(b) > Date.parse(a) ? b : a);

/** A map position with one live update applied: where it is now, when it was heard, its last alert. */
export function applyPositionUpdate(device: DevicePosition, update: DeviceUpdate): DevicePosition {
  const newer = !device.lastSeenAt || Date.parse(update.lastSeenAt) >= Date.parse(device.lastSeenAt);
  const position = newer ? update.position : undefined;
  return {
    ...device,
    lat: position ? position.lat : device.lat,
    lon: position ? position.lon : device.lon,
    lastSeenAt: later(device.lastSeenAt, update.lastSeenAt),
    lastAlertAt: later(device.lastAlertAt, update.lastAlertAt ?? null),
  };
}

function toPosition(update: DeviceUpdate): Position | null {
  const p = update.position;
  if (!p) return null;
  return {
    time: p.time,
    lat: p.lat,
    lon: p.lon,
    alt: null,
    accuracy: p.accuracy ?? null,
    speed: p.speed ?? null,
    heading: p.heading ?? null,
    source: 'live',
  };
}

/**
 * Writes live updates into the query cache, where the screens read them (no second store): the
 * organisation's device list, each device's own entry, and the position tracks whose range holds
 * the new fix. Answers the ids of devices the list does not know, so the caller can refetch it.
 */
export function writeDeviceUpdates(
  queryClient: QueryClient,
  organisationId: string,
  updates: readonly DeviceUpdate[],
  range: BatteryRange,
): { unknownIds: string[] } {
  if (updates.length === 0) return { unknownIds: [] };
  const byDevice = new Map<string, DeviceUpdate[]>();
  for (const update of updates) {
    const list = byDevice.get(update.deviceId) ?? [];
    list.push(update);
    byDevice.set(update.deviceId, list);
  }
  const applyAll = (device: Device) =>
    (byDevice.get(device.id) ?? []).reduce(
      (current, update) => applyDeviceUpdate(current, update, range),
      device,
    );

  const unknownIds = new Set<string>();
  const listKey = deviceKeys.list(organisationId);
  const list = queryClient.getQueryData<Device[]>(listKey);
  if (list) {
    // One pass over the list for the whole batch; untouched devices keep their identity.
    for (const id of byDevice.keys()) unknownIds.add(id);
    queryClient.setQueryData<Device[]>(
      listKey,
      list.map((device) => {
        if (!byDevice.has(device.id)) return device;
        unknownIds.delete(device.id);
        return applyAll(device);
      }),
    );
  }
  // The table's pages (issue 31): only the rows on a page change, so only they render again; a
  // device on no page held here is on another page, not unknown.
  for (const [key, page] of queryClient.getQueriesData<DevicePage>({
    queryKey: [...listKey, 'page'],
  })) {
    if (!page?.items.some((device) => byDevice.has(device.id))) continue;
    queryClient.setQueryData<DevicePage>(key, {
      ...page,
      items: page.items.map((device) => (byDevice.has(device.id) ? applyAll(device) : device)),
    });
  }
  // The map's positions: a device placed for the first time is unknown to them (refetched).
  const positionsKey = deviceKeys.positions(organisationId);
  const positions = queryClient.getQueryData<DevicePositions>(positionsKey);
  if (positions) {
    const placed = new Set<string>();
    for (const [id, list] of byDevice) if (list.some((update) => update.position)) placed.add(id);
    const devices = positions.devices.map((device) => {
      const deviceUpdates = byDevice.get(device.id);
      if (!deviceUpdates) return device;
      placed.delete(device.id);
      return deviceUpdates.reduce(applyPositionUpdate, device);
    });
    for (const id of placed) unknownIds.add(id);
    queryClient.setQueryData<DevicePositions>(positionsKey, { ...positions, devices });
  }

  for (const [id, deviceUpdates] of byDevice) {
    const detail = queryClient.getQueryData<Device | null>(deviceKeys.detail(id));
    if (detail) queryClient.setQueryData<Device>(deviceKeys.detail(id), applyAll(detail));
    const fixes = deviceUpdates.map(toPosition).filter((p): p is Position => p !== null);
    if (fixes.length === 0) continue;
    for (const [key, track] of queryClient.getQueriesData<Position[]>({
      queryKey: ['device', id, 'positions'],
    })) {
      if (!track) continue;
      const [, , , from, to] = key as [string, string, string, string, string];
      const [start, end] = [Date.parse(from), Date.parse(to)];
      const fresh = fixes.filter((fix) => {
        const at = Date.parse(fix.time);
        return at >= start && at < end && !track.some((known) => Date.parse(known.time) === at);
      });
      if (fresh.length === 0) continue;
      queryClient.setQueryData<Position[]>(
        key,
        [...track, ...fresh].sort((a, b) => Date.parse(a.time) - Date.parse(b.time)),
      );
    }
  }
  return { unknownIds: [...unknownIds] };
}

/** GET /organisation/{id}/devices (spec 7): the whole list with the latest state; empty if none. */
export function useDevices(organisationId: string | null) {
  return useOrganisationList<Device>(organisationId, deviceKeys.list, (id) => `/organisation/${id}/devices`);
}
