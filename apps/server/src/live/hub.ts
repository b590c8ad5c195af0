import pg from 'pg';
import { type DeviceUpdate, LIVE_CHANNEL } from '../ingest/pipeline.ts';

export type Subscriber = (update: DeviceUpdate) => void;

/**
 * Fan-out of device updates to this process's WebSocket clients. Updates come
 * from PostgreSQL NOTIFY, sent at commit by whichever process stored them, so
 * every process delivers every organisation's updates to its own clients.
 */
export function createLiveHub(databaseUrl: string, log: { warn: (o: object, m: string) => void }) {
  const subscribers = new Map<string, Set<Subscriber>>();
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 500;

  async function listen() {
    if (closed) return;
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (!message.payload) return;
      const update = JSON.parse(message.payload) as DeviceUpdate;
      for (const subscriber of subscribers.get(update.organisationId) ?? []) subscriber(update);
    });
    next.on('error', (err) => {
      log.warn({ err }, 'live: lost the database connection, reconnecting');
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      setTimeout(() => void listen(), retryMs);
      retryMs = Math.min(retryMs * 2, 10_000);
    });
    try {
      await next.connect();
      await next.query(`listen ${LIVE_CHANNEL}`);
      client = next;
      retryMs = 500;
    } catch (err) {
      next.emit('error', err);
    }
  }

  return {
    start: listen,
    subscribe(organisationId: string, subscriber: Subscriber): () => void {
      const set = subscribers.get(organisationId) ?? new Set();
      set.add(subscriber);
      subscribers.set(organisationId, set);
      return () => {
        set.delete(subscriber);
        if (!set.size) subscribers.delete(organisationId);
      };
    },
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
