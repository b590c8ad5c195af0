import pg from 'pg';

type Log = { warn: (o: object, m: string) => void };

export type ChangeListener = { close: () => Promise<void> };

type Handlers = { onChange: (payload: string) => void; onLost: () => void };
type Registration = { channel: string; handlers: Handlers; log: Log };

/**
 * One LISTEN connection a database and process, shared by every channel listened on. PostgreSQL
 * wakes every listening backend at each commit that notifies, whatever its channels, and every
 * stored uplink notifies: six connections of one process (live updates, memberships, dashboards,
 * geofences, actions, tracker commands) each took about 1% of PostgreSQL's CPU under ingest load
 * for one channel's work (bench/README.md, "One listening connection").
 */
type Shared = {
  registrations: Set<Registration>;
  client?: pg.Client;
  /** The connection being made, if one is. */
  connecting?: Promise<void>;
  retryMs: number;
};

const connections = new Map<unknown, Shared>();

/** Connections made from the same URL (a pool's or given) share one listener. */
const keyOf = (connection: pg.Pool | string) =>
  typeof connection === 'string' ? connection : (connection.options.connectionString ?? connection);

function listened(shared: Shared, channel: string) {
  for (const r of shared.registrations) if (r.channel === channel) return true;
  return false;
}

const handle = (registration: Registration, call: () => void) => {
  try {
    call();
  } catch (err) {
    registration.log.warn({ err }, `${registration.channel}: a change handler failed`);
  }
};

function connect(connection: pg.Pool | string, shared: Shared): Promise<void> {
  if (shared.connecting) return shared.connecting;
  // Connected already (a retry's timer after a new channel's connection), or no one to listen for.
  if (shared.client || !shared.registrations.size) return Promise.resolve();
  const next = new pg.Client(
    typeof connection === 'string' ? { connectionString: connection } : connection.options,
  );
  next.on('notification', (message) => {
    for (const r of shared.registrations)
      if (r.channel === message.channel) handle(r, () => r.handlers.onChange(message.payload ?? ''));
  });
  next.on('error', (err) => {
    void next.end().catch(() => {});
    if (shared.client !== next) return;
    shared.client = undefined;
    for (const r of shared.registrations) {
      r.log.warn({ err }, `${r.channel}: lost the change listener, reconnecting`);
      handle(r, r.handlers.onLost);
    }
    if (shared.registrations.size) setTimeout(() => void connect(connection, shared), shared.retryMs).unref();
    shared.retryMs = Math.min(shared.retryMs * 2, 10_000);
  });
  shared.connecting = (async () => {
    try {
      await next.connect();
      const channels = new Set([...shared.registrations].map((r) => r.channel));
      for (const channel of channels) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (!shared.registrations.size) {
        await next.end();
        return;
      }
      shared.client = next;
      shared.retryMs = 500;
      // Listening (again): whatever changed before may have been missed.
      for (const r of shared.registrations) if (channels.has(r.channel)) handle(r, r.handlers.onLost);
      // Channels added while connecting.
      for (const r of shared.registrations) if (!channels.has(r.channel)) await listenOn(shared, r);
    } catch (err) {
      shared.client = next;
      next.emit('error', err);
    } finally {
      shared.connecting = undefined;
    }
  })();
  return shared.connecting;
}

async function listenOn(shared: Shared, registration: Registration) {
  const client = shared.client;
  if (!client) return;
  await client.query(`listen ${pg.escapeIdentifier(registration.channel)}`).catch(() => {});
  handle(registration, registration.handlers.onLost);
}

/**
 * LISTENs on `channel` on this process's listening connection to the database (made like the
 * pool's, or from a URL) and calls `onChange` with each notification's payload; after a lost
 * connection it reconnects (backing off up to 10 s) and calls `onLost` — notifications may have
 * been missed meanwhile, so caches should drop everything. `onLost` is also called once listening
 * starts, for whatever changed before.
 */
export async function listenForChanges(
  connection: pg.Pool | string,
  channel: string,
  handlers: Handlers,
  log: Log,
): Promise<ChangeListener> {
  const key = keyOf(connection);
  let shared = connections.get(key);
  if (!shared) {
    shared = { registrations: new Set(), retryMs: 500 };
    connections.set(key, shared);
  }
  const registration: Registration = { channel, handlers, log };
  shared.registrations.add(registration);
  if (shared.client && !shared.connecting) await listenOn(shared, registration);
  else await connect(connection, shared);
  const current = shared;
  return {
    async close() {
      if (!current.registrations.delete(registration)) return;
      if (!current.registrations.size) {
        if (connections.get(key) === current) connections.delete(key);
        const client = current.client;
        current.client = undefined;
        await client?.end().catch(() => {});
      } else if (!listened(current, channel)) {
        await current.client?.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
      }
    },
  };
}
