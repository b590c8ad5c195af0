import { randomInt } from 'node:crypto';
import { type DeviceUpdate, liveDeviceUpdateSchema } from '@pinpoint/shared';
import type pg from 'pg';
import { holdLease } from './mqtt-lease.ts';

/**
 * The ingest outbox (migration 0035, issue 28 item 1): the group's write keeps the live updates of
 * the frames it inserted in a row owned by its process (store.ts writeGroup), and the process
 * deletes the row once their geofences and actions are evaluated (after-commit.ts). A process
 * killed in between leaves its rows; another ingest process takes them up here.
 *
 * An owner is a random number this process holds a session advisory lock on, on a connection of
 * its own, for as long as it lives: PostgreSQL frees the lock the moment the process (or its
 * connection) is gone, so a lock another process can take marks rows nobody will finish.
 */

type Log = { warn: (o: object, m: string) => void; info: (m: string) => void };

/** The owner's advisory lock: one bigint key an owner, far from the MQTT lease's and the migrations'. */
const OWNER_KEY_BASE = 7_400_000_000_000;
export const outboxOwnerKey = (owner: number) => OWNER_KEY_BASE + owner;

/** A new owner number for a process that serves ingest (positive, fits the table's integer). */
export const newOutboxOwner = () => randomInt(1, 2 ** 31 - 1);

export type OutboxOwner = { owner: number; held: () => boolean; close: () => Promise<void> };

/**
 * Holds this process's owner lock, taking it again whenever its connection is lost (PostgreSQL
 * restarted) while the process lives. `close` releases it: call it after the last row is done.
 */
export function holdOutboxOwner(databaseUrl: string, owner: number, log: Log): OutboxOwner {
  const lease = holdLease(databaseUrl, () => ({ close: async () => {} }), log, {
    key: outboxOwnerKey(owner),
    retryMs: 2000,
    name: 'ingest outbox owner',
  });
  return { owner, held: lease.held, close: lease.close };
}

/** A row taken up: its id and its updates, in the order they were committed. */
export type OutboxRow = { id: string; updates: DeviceUpdate[] };

/** Deletes rows whose work is done. */
export async function removeOutboxRows(pool: pg.Pool, ids: string[]): Promise<void> {
  if (ids.length)
    await pool.query({
      name: 'ingest-outbox-remove',
      text: 'delete from ingest_outbox where id = any($1::bigint[])',
      values: [ids],
    });
}

/** Each device's last_seen_at (ms), to tell an update a newer uplink has superseded. */
export async function lastSeen(pool: pg.Pool, deviceIds: string[]): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ id: string; last_seen_at: Date | null }>(
    'select id, last_seen_at from devices where id = any($1::uuid[])',
    [deviceIds],
  );
  return new Map(rows.flatMap((r) => (r.last_seen_at ? [[r.id, r.last_seen_at.getTime()]] : [])));
}

export type RecoveryOptions = {
  owner: OutboxOwner;
  /** Rows this process is evaluating now, or has done and not yet deleted: never taken again. */
  busy: () => Iterable<string>;
  /** Evaluates taken rows and deletes each once done (after-commit.ts). */
  evaluate: (rows: OutboxRow[]) => void;
  log: Log;
  /** How often to look (5 s unless given). */
  everyMs?: number;
  /** How old a row must be to be taken (10 s unless given). */
  ageMs?: number;
  /** Tries after which a row whose evaluation keeps failing is dropped (5 unless given). */
  maxTries?: number;
};

/**
 * Every `everyMs`, takes up rows at least `ageMs` old: those of owners whose lock is free (their
 * process died) become this process's, and this process's own whose evaluation failed (the
 * database was away, say) are tried again. The age is the guard for an owner that lives but
 * lost its lock's connection for a moment: its rows are finished in well under a second, so
 * rows that old are not being worked on. Two processes never take the same owner's rows: each
 * holds the dead owner's lock while it moves them.
 */
export function startOutboxRecovery(pool: pg.Pool, options: RecoveryOptions) {
  const { owner, log } = options;
  const everyMs = options.everyMs ?? 5000;
  const ageSeconds = (options.ageMs ?? 10_000) / 1000;
  const maxTries = options.maxTries ?? 5;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function take(): Promise<Array<{ id: string; updates: string[]; tries: number }>> {
    const client = await pool.connect();
    let broken: unknown;
    try {
      // This process's own rows whose evaluation failed: before the others', which become its own.
      const { rows: own } = await client.query(
        `update ingest_outbox set tries = tries + 1
          where owner = $1 and created_at < now() - make_interval(secs => $2) and id <> all($3::bigint[])
          returning id, updates, tries`,
        [owner.owner, ageSeconds, [...options.busy()]],
      );
      const { rows: owners } = await client.query<{ owner: number }>(
        `select distinct owner from ingest_outbox
          where owner <> $1 and created_at < now() - make_interval(secs => $2)`,
        [owner.owner, ageSeconds],
      );
      const adopted = [];
      for (const { owner: other } of owners) {
        const key = outboxOwnerKey(other);
        const { rows } = await client.query<{ free: boolean }>('select pg_try_advisory_lock($1) as free', [
          key,
        ]);
        if (!rows[0]?.free) continue; // its process lives
        try {
          const moved = await client.query(
            'update ingest_outbox set owner = $1, tries = tries + 1 where owner = $2 returning id, updates, tries',
            [owner.owner, other],
          );
          adopted.push(...moved.rows);
          if (moved.rows.length)
            log.info(`ingest outbox: took up ${moved.rows.length} groups of uplinks a stopped process left`);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      }
      return [...own, ...adopted];
    } catch (err) {
      broken = err;
      throw err;
    } finally {
      // A connection that failed may still hold a lock: it is closed, not reused.
      client.release(broken instanceof Error ? broken : undefined);
    }
  }

  /** One look; answers how many rows it handed over to be evaluated. */
  async function pass(): Promise<number> {
    // Without its own lock, rows it took would look abandoned to the others at once.
    if (!owner.held()) return 0;
    const rows = (await take()).sort((a, b) => Number(a.id) - Number(b.id));
    const tired = rows.filter((r) => r.tries > maxTries);
    if (tired.length) {
      log.warn(
        { ids: tired.map((r) => r.id) },
        `ingest outbox: dropped groups whose geofences and actions failed ${maxTries} times`,
      );
      await removeOutboxRows(
        pool,
        tired.map((r) => r.id),
      );
    }
    const fit = rows.filter((r) => r.tries <= maxTries).map((r) => ({ id: r.id, updates: parse(r.updates) }));
    if (fit.length) options.evaluate(fit);
    return fit.length;
  }

  function parse(updates: string[]): DeviceUpdate[] {
    return updates.flatMap((text) => {
      const parsed = liveDeviceUpdateSchema.safeParse(JSON.parse(text));
      if (parsed.success) return [parsed.data];
      log.warn({ err: parsed.error }, 'ingest outbox: an update that is not one, skipped');
      return [];
    });
  }

  const runOnce = () => {
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  };
  const schedule = () => {
    if (stopped) return;
    // A little jitter, so processes started together do not look at the same moment.
    timer = setTimeout(
      () =>
        void runOnce()
          .catch((err) => log.warn({ err }, 'ingest outbox: looking for rows to take up failed'))
          .finally(schedule),
      everyMs * (0.8 + Math.random() * 0.4),
    );
  };
  schedule();
  return {
    /** One look now (tests; the loop looks every `everyMs` anyway). */
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}

export type OutboxRecovery = ReturnType<typeof startOutboxRecovery>;
