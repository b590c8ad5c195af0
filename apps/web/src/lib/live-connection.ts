import type { DeviceUpdate } from '@pinpoint/shared/live.ts';
import { readLiveMessage } from './live-message.ts';
import { reconnectDelay } from './reconnect-delay.ts';

// Free of React and the app's modules, so the fault checks run the browser's own reconnect logic
// against real server processes (scripts/faults/live-follower.ts).

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
  /**
   * Backoff after a drop: the first delay, doubled each time up to the maximum (ms; 5 s unless
   * given, jittered ±25%). Low, so a restarted api process (issue 28.1) is met within seconds
   * of its return, not up to half a minute later; a few hundred dashboards trying every ~5 s
   * while it is away cost nothing but a refused connection each.
   */
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
    maxDelayMs = 5000,
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
  const backoff = () => reconnectDelay(attempt++, minDelayMs, maxDelayMs, random);

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
      let message: ReturnType<typeof readLiveMessage>;
      try {
        message = readLiveMessage(JSON.parse(String(event.data)));
      } catch {
        return;
      }
      if (!message) return; // not a message of this version's contract
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
