import type pg from 'pg';
import { deleteFramesKeepingValuesSql, insertFrameValuesSql } from './frame-values.ts';

/**
 * Retention by monthly partitions (issue 19, migration 0023). frames, readings and positions are
 * partitioned by the UTC month of their time; each has a `<table>_default` partition for months
 * without their own. One pass of `maintainPartitions`:
 *
 * 1. creates last month's, this month's and the next two months' partitions (so the months ahead
 *    exist before their first row);
 * 2. moves any month found in a default partition (old imports, a backfill) into its own partition,
 *    unless it is past keeping anyway;
 * 3. deletes the rows of a default partition past keeping (the only row deletes: a default
 *    partition holds little);
 * 4. drops every month whose last day is past keeping: the table goes, no row is deleted.
 *
 * A month is dropped once all of it is older than the keeping time, so data stays between the
 * keeping time and a month longer. Each step is its own short transaction with a lock timeout: a
 * partition's DDL locks its table for a moment, and waiting behind a long query would stop ingest.
 */

export type RetentionTable = {
  name:
    | 'frames'
    | 'frames_days'
    | 'readings'
    | 'readings_uplinks'
    | 'readings_days'
    | 'positions'
    | 'positions_days';
  /** The partition key. */
  time: 'received_at' | 'time' | 'day';
  /** Days kept: the server's RETENTION_FRAMES_DAYS or RETENTION_HISTORY_DAYS; 0 keeps for ever. */
  days: number;
};

export type RetentionDays = { framesDays: number; historyDays: number };

export const retentionTables = ({ framesDays, historyDays }: RetentionDays): RetentionTable[] => [
  { name: 'frames', time: 'received_at', days: framesDays },
  // Compacted months of frames (compact.ts, migration 0042), kept as long as frames.
  { name: 'frames_days', time: 'day', days: framesDays },
  { name: 'readings', time: 'time', days: historyDays },
  // Readings a row an uplink (migration 0039).
  { name: 'readings_uplinks', time: 'time', days: historyDays },
  // Compacted months of readings (compact.ts, migration 0031).
  { name: 'readings_days', time: 'day', days: historyDays },
  { name: 'positions', time: 'time', days: historyDays },
  { name: 'positions_days', time: 'day', days: historyDays },
];

export type MaintenanceResult = {
  created: string[];
  dropped: string[];
  /** Rows past keeping deleted from the default partitions. */
  deletedFromDefault: number;
};

const DAY_MS = 86_400_000;
const LOCK_TIMEOUT = '5s';
// Any number: serialises the creation of partitions across processes.
const PARTITION_LOCK = 7_310_423;

/** The first instant of the UTC month `offset` months from `at`'s. */
export function monthStart(at: Date, offset = 0): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
}

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The instant before which rows of `table` are past keeping, or null when they are kept for ever. */
export const cutoffOf = (table: RetentionTable, now: Date): Date | null =>
  table.days > 0 ? new Date(now.getTime() - table.days * DAY_MS) : null;

/** The month partitions of a table, each with the first instant of its month. */
export async function monthPartitions(
  pool: pg.Pool,
  table: RetentionTable['name'],
): Promise<Array<{ name: string; month: Date }>> {
  const { rows } = await pool.query<{ name: string }>(
    `select c.relname as name
       from pg_inherits i
       join pg_class c on c.oid = i.inhrelid
      where i.inhparent = $1::regclass`,
    [table],
  );
  return rows.flatMap(({ name }) => {
    const match = new RegExp(`^${table}_(\\d{4})_(\\d{2})$`).exec(name);
    return match ? [{ name, month: new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) }] : [];
  });
}

/** Runs `work` in a transaction that gives up after LOCK_TIMEOUT waiting for a lock. */
export async function briefly<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`set local lock_timeout = '${LOCK_TIMEOUT}'`);
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** Makes `table`'s partition of `month` unless it exists; answers whether it made it. */
export async function addMonth(pool: pg.Pool, table: RetentionTable['name'], month: Date): Promise<boolean> {
  return briefly(pool, async (client) => {
    // Two workers at once: the second waits, then finds the partition made.
    await client.query('select pg_advisory_xact_lock($1)', [PARTITION_LOCK]);
    const { rows } = await client.query<{ created: boolean }>(
      'select pinpoint_add_month_partition($1, $2::date) as created',
      [table, isoDay(month)],
    );
    return rows[0]?.created === true;
  });
}

/** One pass over the three tables (see the module's comment). */
export async function maintainPartitions(
  pool: pg.Pool,
  days: RetentionDays,
  now = new Date(),
): Promise<MaintenanceResult> {
  const result: MaintenanceResult = { created: [], dropped: [], deletedFromDefault: 0 };
  const readings = retentionTables(days).find((table) => table.name === 'readings_uplinks');
  const history = readings ? cutoffOf(readings, now) : null;
  for (const table of retentionTables(days)) {
    const cutoff = cutoffOf(table, now);
    const months = [-1, 0, 1, 2].map((offset) => monthStart(now, offset));
    // Months held by the default partition that are not past keeping get their own partition.
    const { rows: held } = await pool.query<{ month: Date }>(
      `select distinct date_trunc('month', ${table.time} at time zone 'UTC') at time zone 'UTC' as month
         from ${table.name}_default
        where $1::timestamptz is null or ${table.time} >= date_trunc('month', $1::timestamptz at time zone 'UTC') at time zone 'UTC'`,
      [cutoff],
    );
    months.push(...held.map((r) => r.month));
    for (const month of months) {
      if (cutoff && monthStart(month, 1) <= cutoff) continue;
      if (await addMonth(pool, table.name, month))
        result.created.push(`${table.name}_${isoDay(month).slice(0, 7).replace('-', '_')}`);
    }
    if (!cutoff) continue;
    if (table.name === 'frames') {
      // Frames past keeping whose readings are not (migration 0048): the values go to readings_uplinks.
      const { rows } = await pool.query<{ deleted: number }>(
        deleteFramesKeepingValuesSql('frames_default', 'received_at < $1', '$2'),
        [cutoff, history],
      );
      result.deletedFromDefault += rows[0]?.deleted ?? 0;
    } else {
      const deleted = await pool.query(`delete from ${table.name}_default where ${table.time} < $1`, [
        cutoff,
      ]);
      result.deletedFromDefault += deleted.rowCount ?? 0;
    }
    for (const partition of await monthPartitions(pool, table.name)) {
      if (monthStart(partition.month, 1) > cutoff) continue;
      await briefly(pool, async (client) => {
        // Compaction has emptied a closed month's frames (compact.ts); one it had not reached yet
        // gives its values to readings_uplinks first.
        if (table.name === 'frames') {
          // Another worker may have dropped it meanwhile.
          const { rows } = await client.query('select to_regclass($1) is not null as there', [
            partition.name,
          ]);
          if (rows[0]?.there)
            await client.query(insertFrameValuesSql('readings_uplinks', partition.name, '$1'), [history]);
        }
        await client.query(`drop table if exists ${partition.name}`);
      });
      result.dropped.push(partition.name);
    }
  }
  return result;
}
