import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from './auth/auth-context.ts';
import { useBatteryRange } from './battery.ts';
import { useConfig } from './config.ts';
import { type DeviceUpdate, deviceKeys, writeDeviceUpdates } from './device-cache.ts';
import { connectLive, type LiveStatus, liveUrl } from './live-connection.ts';
import { userQueryKey } from './user.ts';
import { createWidgetDataWriter } from './widgets/widget-live.ts';

/** A device's position as it arrived live (its id, where, and when it was measured). */
export type LivePositionUpdate = { id: string; lat: number; lon: number; time: string };
type PositionListener = (position: LivePositionUpdate) => void;
const positionListeners = new Set<PositionListener>();

/**
 * The live positions of the selected organisation's devices as each arrives, before the 1 s batch
 * writes them into the query cache (which stays the truth): for a map layer that moves its markers
 * on the next animation frame without a React render. Answers the unsubscribe.
 */
export function subscribeLivePositions(listener: PositionListener): () => void {
  positionListeners.add(listener);
  return () => {
    positionListeners.delete(listener);
  };
}

/**
 * What a live connection missed while it was down is fetched again when it is back: the device
 * list, its pages, the map's positions, any open device with its tracks, and the dashboards'
 * widget data (which `invalidateWidgets` does). The first connection fetches nothing: the screens
 * have just read all of it. Answers the connection's status handler.
 */
export function refreshAfterReconnect(
  queryClient: QueryClient,
  organisationId: string,
  invalidateWidgets: () => void,
): (status: LiveStatus) => void {
  let wasLive = false;
  return (status) => {
    if (status !== 'live') return;
    if (wasLive) {
      // A prefix: the list, every page of the table and the map's packed positions.
      void queryClient.invalidateQueries({ queryKey: deviceKeys.list(organisationId) });
      // Open devices and their tracks (only what is on screen is fetched again; the rest is
      // marked stale). Devices are addressed by id alone; another organisation's are never held.
      void queryClient.invalidateQueries({ queryKey: ['device'] });
      invalidateWidgets();
    }
    wasLive = true;
  };
}

/** Batches live updates and writes them into the query cache; refetches the list for unknown devices. */
export function createUpdateWriter<U = DeviceUpdate>(
  write: (updates: U[]) => { unknownIds: string[] },
  onUnknown: () => void,
  flushMs = 1000,
) {
  let pending: U[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const batch = pending;
    pending = [];
    if (write(batch).unknownIds.length > 0) onUnknown();
  };
  return {
    push: (update: U) => {
      pending.push(update);
      // Thousands of devices: one cache write (and one map redraw) per batch, not per uplink.
      timer ??= setTimeout(flush, flushMs);
    },
    dispose: () => {
      clearTimeout(timer);
      pending = [];
    },
  };
}

/**
 * Keeps the selected organisation's devices live: updates from the WebSocket are written into the
 * TanStack Query cache (the device list, each device, its open tracks).
 */
export function useLiveUpdates(organisationId: string | null): void {
  const { API_URL } = useConfig();
  const { getAccessToken, renew, status } = useAuth();
  const queryClient = useQueryClient();
  const range = useBatteryRange();
  // The latest callbacks without reconnecting when they change identity.
  const latest = useRef({ getAccessToken, renew, range });
  latest.current = { getAccessToken, renew, range };

  useEffect(() => {
    if (!organisationId || status !== 'signedIn' || typeof WebSocket === 'undefined') return;
    let refetchTimer: ReturnType<typeof setTimeout> | undefined;
    // Dashboards' widget data follows the same updates; a reconnect refetches what was missed.
    const widgets = createWidgetDataWriter(queryClient);
    const writer = createUpdateWriter(
      (updates) => {
        widgets.write(updates);
        return writeDeviceUpdates(queryClient, organisationId, updates, latest.current.range);
      },
      () => {
        // A device added elsewhere: refetch the list, at most every few seconds.
        refetchTimer ??= setTimeout(() => {
          refetchTimer = undefined;
          void queryClient.invalidateQueries({ queryKey: deviceKeys.list(organisationId) });
        }, 2000);
      },
    );
    const connection = connectLive({
      url: liveUrl(API_URL),
      organisationId,
      getToken: () => latest.current.getAccessToken(),
      renewToken: () => latest.current.renew(),
      onUpdate: (update) => {
        writer.push(update);
        const { position } = update;
        if (!position || positionListeners.size === 0) return;
        const live = { id: update.deviceId, lat: position.lat, lon: position.lon, time: position.time };
        for (const listener of positionListeners) listener(live);
      },
      onStatus: refreshAfterReconnect(queryClient, organisationId, () => widgets.invalidate()),
      // Removed from the organisation (or it was deleted) while watching it: read the user's
      // organisations and this list again, so the screens follow (the startup picks another).
      onAccessLost: () => {
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
        void queryClient.invalidateQueries({ queryKey: deviceKeys.list(organisationId) });
      },
    });
    return () => {
      connection.close();
      writer.dispose();
      widgets.dispose();
      clearTimeout(refetchTimer);
    };
  }, [API_URL, organisationId, status, queryClient]);
}
