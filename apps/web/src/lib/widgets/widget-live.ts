import type { WidgetDataResponse, WidgetDevice } from '@pinpoint/shared/widgets/data.ts';
import type { QueryClient } from '@tanstack/react-query';
import { freshForMs } from '../device-status.ts';
import { foldWidget, type LiveUpdate, newer, type WidgetLiveMeta } from './live-folds.ts';

export type { LiveUpdate, WidgetLiveMeta };

/**
 * Live updates folded into the widget data held in the query cache (WIDGETS.md §2 "Live"), so a
 * dashboard follows its devices without polling. Pure: the one-second writer of live-updates.ts
 * calls it for every cached answer with the batch it collected. No schemas here (this module rides
 * in the app shell's chunk): the dashboard chunks build the metadata (widget-data.ts).
 */

/** Widget answers are cached under the range's spec, never its resolved times. */
export const widgetDataKeys = {
  all: ['widget-data'] as const,
  dashboard: (id: string, range: unknown, widthClass: number) =>
    ['widget-data', 'dashboard', id, range, widthClass] as const,
  share: (token: string, preset: string | null, widthClass: number) =>
    ['widget-data', 'share', token, preset, widthClass] as const,
};

/** Feeds and occupancy refetch at most this often when alerts and moves arrive. */
export const feedRefreshMs = 10_000;

/** A widget-data answer as cached: the server's answer plus what the live fold needs. */
export type LiveWidgetData = WidgetDataResponse & { meta: Record<string, WidgetLiveMeta> };

/** A device is quiet when it has not been heard within the device list's freshness rule. */
export function isQuiet(lastSeenAt: string | null, now: number): boolean {
  if (!lastSeenAt) return true;
  const at = Date.parse(lastSeenAt);
  return !Number.isFinite(at) || now - at >= freshForMs;
}

/**
 * The cached answer with a batch of live updates applied: devices heard again, series buckets
 * folded by n-weighted mean (appended past the last, sliding the window), latest values, positions,
 * table rows and uplink counts. Fixed ranges and devices no widget shows stay as they are; an
 * answer nothing touched keeps its identity.
 */
export function applyDeviceUpdates(
  data: LiveWidgetData,
  updates: readonly LiveUpdate[],
  now: number,
): LiveWidgetData {
  if (updates.length === 0) return data;
  let devices = data.devices;
  for (const update of updates) {
    const device = devices[update.deviceId];
    if (!device || !newer(update.lastSeenAt, device.lastSeenAt)) continue;
    const next: WidgetDevice = { ...device, lastSeenAt: update.lastSeenAt, quiet: false };
    devices = { ...devices, [update.deviceId]: next };
  }
  const known = updates.filter((update) => update.deviceId in data.devices);
  let widgets = data.widgets;
  if (known.length > 0) {
    for (const [id, result] of Object.entries(data.widgets)) {
      const next = foldWidget(result, data.meta[id], known, now);
      if (next !== result) widgets = { ...widgets, [id]: next };
    }
  }
  return devices === data.devices && widgets === data.widgets ? data : { ...data, devices, widgets };
}

/** True when an update should refresh a feed or an occupancy count (an alert, a move) of this answer. */
export function feedsTouched(data: LiveWidgetData, updates: readonly LiveUpdate[]): boolean {
  return Object.values(data.meta).some((meta) => {
    if (meta.type === 'event-feed')
      return updates.some((u) => u.lastAlertAt && meta.devices.includes(u.deviceId));
    if (meta.type === 'geofence-occupancy') return updates.some((u) => u.position);
    return false;
  });
}

/**
 * Writes a batch of live updates into every cached widget answer (dashboards and shares), and
 * refetches answers whose feeds or occupancy an alert or a move touched, at most every 10 s.
 */
export function createWidgetDataWriter(queryClient: QueryClient, refreshMs = feedRefreshMs) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stale = new Set<string>();
  const refresh = () => {
    timer = undefined;
    for (const hash of stale) {
      const query = queryClient.getQueryCache().get(hash);
      if (query) void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    }
    stale.clear();
  };
  return {
    write(updates: readonly LiveUpdate[], now = Date.now(), only: readonly unknown[] = widgetDataKeys.all) {
      if (updates.length === 0) return;
      for (const query of queryClient.getQueryCache().findAll({ queryKey: only })) {
        const data = query.state.data as LiveWidgetData | undefined;
        if (!data?.meta) continue;
        const next = applyDeviceUpdates(data, updates, now);
        if (next !== data) queryClient.setQueryData(query.queryKey, next);
        if (feedsTouched(data, updates)) {
          stale.add(query.queryHash);
          timer ??= setTimeout(refresh, refreshMs);
        }
      }
    },
    /** After a reconnect: what the socket missed is fetched again. */
    invalidate(only: readonly unknown[] = widgetDataKeys.all) {
      void queryClient.invalidateQueries({ queryKey: only });
    },
    dispose() {
      clearTimeout(timer);
      stale.clear();
    },
  };
}
