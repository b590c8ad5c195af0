import pg from 'pg';

type Log = { warn: (o: object, m: string) => void; info: (m: string) => void };

/** The advisory lock an ingest process holds while it is the one subscribed to the MQTT broker. */
export const MQTT_LEASE_KEY = 7_305_118_291;

export type Lease = { close: () => Promise<void>; held: () => boolean };

/**
 * Runs `take` while this process holds the MQTT lease, a session-level PostgreSQL advisory lock
 * on a connection of its own: one ingest process subscribes at a time (a broker gives each
 * subscriber every message). The others try again every `retryMs`; when the holder stops or its
 * connection is lost, PostgreSQL frees the lock and the next try of another process takes over.
 * The holder asks its connection every `retryMs` whether it is still there: if it is not (an error,
 * no answer within 5 s), it lets go of the subscription (`take`'s answer) before anyone can take
 * the lock, so two processes never subscribe together for longer than a check. PostgreSQL is told
 * to probe the connection after 10 s of silence, so a holder whose machine vanished frees the lock
 * within about 25 s, not the system's two hours. A broker's restart touches none of this: the
 * holder's subscription reconnects by itself (mqtt-session.ts) and keeps the lease.
 */
export function holdLease(
  databaseUrl: string,
  take: () => { close: () => Promise<void> },
  log: Log,
  options: { retryMs?: number; key?: number; name?: string } = {},
): Lease {
  const retryMs = options.retryMs ?? 5000;
  const key = options.key ?? MQTT_LEASE_KEY;
  // In its log lines; another lock held the same way (ingest/outbox.ts) names its own.
  const name = options.name ?? 'mqtt lease';
  let client: pg.Client | undefined;
  let taken: { close: () => Promise<void> } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let closed = false;

  const release = async () => {
    clearInterval(heartbeat);
    const was = taken;
    taken = undefined;
    await was?.close().catch((err) => log.warn({ err }, `${name}: closing what it held failed`));
  };

  const schedule = () => {
    clearTimeout(timer);
    if (!closed) timer = setTimeout(() => void attempt(), retryMs);
  };

  async function attempt() {
    if (closed) return;
    try {
      if (!client) {
        const next = new pg.Client({
          connectionString: databaseUrl,
          application_name: `pinpoint-${name.replaceAll(' ', '-')}`,
          keepAlive: true,
          query_timeout: 5000,
        });
        next.on('error', (err) => {
          log.warn({ err }, `${name}: lost its connection; letting go`);
          if (client === next) client = undefined;
          void next.end().catch(() => {});
          void release().then(schedule);
        });
        await next.connect();
        client = next;
        // Best effort: a pooler in front of PostgreSQL may not pass these on.
        await next
          .query(
            'set tcp_keepalives_idle = 10; set tcp_keepalives_interval = 5; set tcp_keepalives_count = 3',
          )
          .catch((err: unknown) => log.warn({ err }, `${name}: could not set TCP keepalives`));
      }
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key]);
      if (rows[0]?.ok && !closed) {
        log.info(`${name}: taken`);
        taken = take();
        const holder = client;
        heartbeat = setInterval(() => {
          holder.query('select 1').catch((err: unknown) => {
            if (client !== holder) return;
            log.warn({ err }, `${name}: its connection does not answer; letting go`);
            client = undefined;
            void holder.end().catch(() => {});
            void release().then(schedule);
          });
        }, retryMs);
        return; // Held until the connection ends.
      }
      if (rows[0]?.ok) await client.query('select pg_advisory_unlock($1)', [key]);
    } catch (err) {
      log.warn({ err }, `${name}: could not try the lock`);
      const broken = client;
      client = undefined;
      await broken?.end().catch(() => {});
    }
    schedule();
  }

  void attempt();
  return {
    held: () => taken !== undefined,
    async close() {
      closed = true;
      clearTimeout(timer);
      await release();
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
