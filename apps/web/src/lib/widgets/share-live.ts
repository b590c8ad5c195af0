import { SHARE_GONE_CLOSE_CODE, sharedDeviceUpdateSchema } from '@pinpoint/shared/live.ts';
import type { LiveConnectionOptions, SocketLike } from '../live-connection.ts';
import { reconnectDelay } from '../reconnect-delay.ts';
import type { LiveUpdate } from './widget-live.ts';

/** The server's close code for a share link revoked, expired or deleted while it was watched. */
export const shareGoneCode = SHARE_GONE_CLOSE_CODE;

export type ShareConnectionOptions = Pick<
  LiveConnectionOptions,
  'url' | 'onStatus' | 'createSocket' | 'minDelayMs' | 'maxDelayMs' | 'random'
> & {
  /** The public link's token: the only input of a share subscription. */
  token: string;
  onUpdate: (update: LiveUpdate) => void;
  /** The link was revoked or expired (4404): the connection ends for good. */
  onGone: () => void;
  /** The dashboard was edited: its projection is fetched again. */
  onChanged?: () => void;
};

/** A share's device update (share-local device key, projected fields) as the widgets fold it. */
function shareUpdate(value: unknown): LiveUpdate | null {
  const parsed = sharedDeviceUpdateSchema.safeParse(value);
  if (!parsed.success) return null;
  const { device, ...rest } = parsed.data;
  return { ...rest, deviceId: device };
}

/**
 * A public dashboard's live updates over the same socket, signed out: subscribes with the link's
 * token and hands over each update under its share-local device key. Reconnects with backoff on a
 * drop; a revoked or expired link (4404) ends it and says so.
 */
export function connectShare(options: ShareConnectionOptions): { close: () => void } {
  const {
    url,
    token,
    onUpdate,
    onGone,
    onChanged = () => undefined,
    onStatus = () => undefined,
    createSocket = (address) => new WebSocket(address) as SocketLike,
    minDelayMs = 1000,
    maxDelayMs = 30_000,
    random = Math.random,
  } = options;
  let socket: SocketLike | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    if (stopped) return;
    const current = createSocket(url);
    socket = current;
    current.onopen = () => current.send(JSON.stringify({ type: 'subscribeShare', token }));
    current.onmessage = (event) => {
      let message: { type?: unknown; update?: unknown };
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (message.type === 'shareSubscribed') {
        attempt = 0;
        onStatus('live');
      } else if (message.type === 'shareDevice') {
        const update = shareUpdate(message.update);
        if (update) onUpdate(update);
      } else if (message.type === 'shareChanged') onChanged();
    };
    current.onerror = () => undefined;
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (stopped) return;
      if (event.code === shareGoneCode) {
        stopped = true;
        onStatus('closed');
        onGone();
        return;
      }
      const delay = reconnectDelay(attempt++, minDelayMs, maxDelayMs, random);
      onStatus('reconnecting');
      timer = setTimeout(open, delay);
    };
  };

  onStatus('connecting');
  open();
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
