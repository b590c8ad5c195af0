import { type LiveServerMessage, liveServerMessageSchema } from '@pinpoint/shared/live.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from './auth/auth-context.ts';
import { useBatteryRange } from './battery.ts';
import { useConfig } from './config.ts';
import { type DeviceUpdate, deviceKeys, writeDeviceUpdates } from './device-cache.ts';
import { userQueryKey } from './user.ts';
import { createWidgetDataWriter } from './widgets/widget-live.ts';

/** The part of WebSocket the connection uses, so tests can give a fake one. */
export type SocketLike = {
  readonly readyState: number;
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'closed';

export type LiveConnectionOptions = {
  url: string;
  organisationId: string;
  /** The current access token (renewed when expired), or null. */
  getToken: () => Promise<string | null>;
  /** A fresh token after the server said the last one expired (close code 4001). */
  renewToken: () => Promise<string | null>;
  onUpdate: (update: DeviceUpdate) => void;
  onStatus?: (status: LiveStatus) => void;
  /**
   * The server refused the subscription or ended it (not a member, or no longer one: their
   * membership was removed, or the organisation deleted). The connection closes; the app should
   * read the user's organisations again.
   */
  onAccessLost?: (message: string) => void;
  createSocket?: (url: string) => SocketLike;
  /** Backoff after a drop: the first delay, doubled each time up to the maximum (ms). */
  minDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
};

/** The server's close code for an expired or invalid token. */
export const tokenExpiredCode = 4001;

/**
 * A live-updates connection to GET /api/live (README "Live updates"): authenticates, subscribes to
 * the organisation and hands over each device update. On any drop it reconnects with backoff
 * (with jitter, reset once subscribed again); on 4001 at once with a renewed token. No page reload.
 */
export function connectLive(options: LiveConnectionOptions): { close: () => void } {
  const {
    url,
    organisationId,
    getToken,
    renewToken,
    onUpdate,
    onStatus = () => undefined,
    onAccessLost = () => undefined,
    createSocket = (address) => new WebSocket(address) as SocketLike,
    minDelayMs = 1000,
    maxDelayMs = 30_000,
    random = Math.random,
  } = options;
  let socket: SocketLike | null = null;
  let stopped = false;
  let attempt = 0;
  let renewNext = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (delayMs: number) => {
    if (stopped) return;
    onStatus('reconnecting');
    timer = setTimeout(() => void open(), delayMs);
  };
  const backoff = () => {
    const base = Math.min(maxDelayMs, minDelayMs * 2 ** attempt);
    attempt += 1;
    // Jitter, so a restarted server is not met by every client in the same millisecond.
    return Math.round(base * (0.75 + random() * 0.5));
  };

  async function open() {
    if (stopped) return;
    const token = await (renewNext ? renewToken() : getToken()).catch(() => null);
    renewNext = false;
    if (stopped) return;
    if (!token) {
      schedule(backoff());
      return;
    }
    const current = createSocket(url);
    socket = current;
    // Set once the subscription is asked for: an error after it is about access, not the protocol.
    let subscribing = false;
    current.onopen = () => current.send(JSON.stringify({ type: 'auth', token }));
    current.onmessage = (event) => {
      // A socket this connection let go of (closed, or its access lost) is not listened to.
      if (socket !== current) return;
      let message: LiveServerMessage;
      try {
        const parsed = liveServerMessageSchema.safeParse(JSON.parse(String(event.data)));
        if (!parsed.success) return; // not a message of this version's contract
        message = parsed.data;
      } catch {
        return;
      }
      if (message.type === 'ready') {
        subscribing = true;
        current.send(JSON.stringify({ type: 'subscribe', organisationId }));
      } else if (message.type === 'subscribed') {
        attempt = 0;
        onStatus('live');
      } else if (message.type === 'device') onUpdate(message.update);
      else if (message.type === 'error' && subscribing) {
        // Refused or ended by the server: reconnecting would be refused again.
        stopped = true;
        socket = null;
        current.close(1000, 'access lost');
        onStatus('closed');
        onAccessLost(message.message);
      }
    };
    current.onerror = () => undefined;
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (stopped) return;
      if (event.code === tokenExpiredCode) {
        renewNext = true;
        // A renewed token is worth one immediate try; a second 4001 in a row backs off.
        schedule(attempt === 0 ? 0 : backoff());
        attempt = Math.max(attempt, 1);
        return;
      }
      schedule(backoff());
    };
  }

  onStatus('connecting');
  void open();
  return {
    close: () => {
      stopped = true;
      clearTimeout(timer);
      const current = socket;
      socket = null;
      current?.close(1000, 'done');
      onStatus('closed');
    },
  };
}

/** ws(s)://host/api/live from the configured API base (a path or an absolute URL). */
export function liveUrl(apiUrl: string, origin: string = window.location.origin): string {
  const base = new URL(apiUrl.replace(/\/+$/, ''), origin);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  base.pathname = `${base.pathname.replace(/\/+$/, '')}/live`;
  return base.toString();
}

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
    let wasLive = false;
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
      onStatus: (status) => {
        if (status === 'live' && wasLive) widgets.invalidate();
        if (status === 'live') wasLive = true;
      },
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
