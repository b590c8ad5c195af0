import pg from 'pg';

type Log = { warn: (o: object, m: string) => void };

export type ChangeListener = { close: () => Promise<void> };

/**
 * LISTENs on `channel` on a connection of its own (made like the pool's, or
 * from a URL) and calls `onChange` with
 * each notification's payload; after a lost connection it reconnects (backing
 * off up to 10 s) and calls `onLost` — notifications may have been missed
 * meanwhile, so caches should drop everything. `onLost` is also called once
 * listening starts, for whatever changed before.
 */
export async function listenForChanges(
  connection: pg.Pool | string,
  channel: string,
  handlers: { onChange: (payload: string) => void; onLost: () => void },
  log: Log,
): Promise<ChangeListener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 500;

  async function connect() {
    if (closed) return;
    const next = new pg.Client(
      typeof connection === 'string' ? { connectionString: connection } : connection.options,
    );
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onChange(message.payload ?? '');
    });
    next.on('error', (err) => {
      log.warn({ err }, `${channel}: lost the change listener, reconnecting`);
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      handlers.onLost();
      if (!closed) setTimeout(() => void connect(), retryMs).unref();
      retryMs = Math.min(retryMs * 2, 10_000);
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      retryMs = 500;
      handlers.onLost();
    } catch (err) {
      next.emit('error', err);
    }
  }

  await connect();
  return {
    async close() {
      closed = true;
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
