import { type ChangeListener, listenForChanges } from '../db/change-listener.ts';
import { type DeviceUpdate, LIVE_CHANNEL } from '../ingest/pipeline.ts';

export type Subscriber = (update: DeviceUpdate) => void;

/**
 * Fan-out of device updates to this process's WebSocket clients. Updates come
 * from PostgreSQL NOTIFY, sent at commit by whichever process stored them, so
 * every process delivers every organisation's updates to its own clients.
 */
export function createLiveHub(databaseUrl: string, log: { warn: (o: object, m: string) => void }) {
  const subscribers = new Map<string, Set<Subscriber>>();
  let listener: ChangeListener | undefined;

  const deliver = (payload: string) => {
    if (!payload) return;
    const update = JSON.parse(payload) as DeviceUpdate;
    for (const subscriber of subscribers.get(update.organisationId) ?? []) subscriber(update);
  };

  return {
    async start() {
      // Updates missed while the connection was down are not replayed: the screens refetch on reconnect.
      listener ??= await listenForChanges(
        databaseUrl,
        LIVE_CHANNEL,
        { onChange: deliver, onLost: () => {} },
        log,
      );
    },
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
      await listener?.close();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
