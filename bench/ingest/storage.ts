import type pg from 'pg';

/**
 * Disk an uplink, counted two ways (issue 29): by the time-series tables, and by the growth of the
 * whole database. The time-series tables are found, not named: every partitioned table of the
 * schema (frames, readings, positions, and whatever later holds uplink data by month), each
 * partition with its indexes and TOAST (pg_total_relation_size). The whole database
 * (pg_database_size) also counts what the tables leave out: the devices table's dead row versions
 * from state updates, the job queue, free space maps.
 */
export type StorageSnapshot = { tables: Map<string, number>; database: number };

export async function storageSnapshot(pool: pg.Pool): Promise<StorageSnapshot> {
  // The statistics the sizes come from are current once no transaction writes; a checkpoint is not
  // needed: pg_total_relation_size reads the files' sizes.
  const { rows } = await pool.query<{ table: string; bytes: string }>(
    `select p.relname as table,
            coalesce((select sum(pg_total_relation_size(i.inhrelid)) from pg_inherits i where i.inhparent = p.oid), 0)::bigint as bytes
       from pg_class p
       join pg_namespace n on n.oid = p.relnamespace
      where p.relkind = 'p' and n.nspname = current_schema()`,
  );
  const { rows: db } = await pool.query<{ bytes: string }>(
    'select pg_database_size(current_database())::bigint as bytes',
  );
  return {
    tables: new Map(rows.map((r) => [r.table, Number(r.bytes)])),
    database: Number(db[0]?.bytes ?? 0),
  };
}

/** The line `storage: N bytes a stored uplink ...` (`label` 'storage' or 'storage compacted'). */
export function storageLine(label: string, before: StorageSnapshot, after: StorageSnapshot, uplinks: number) {
  const n = Math.max(uplinks, 1);
  const growth = [...after.tables]
    .map(([table, bytes]) => ({ table, bytes: bytes - (before.tables.get(table) ?? 0) }))
    .filter((t) => t.bytes !== 0)
    .sort((a, b) => b.bytes - a.bytes);
  const tables = growth.reduce((sum, t) => sum + t.bytes, 0);
  const database = after.database - before.database;
  return (
    `${label}: ${Math.round(tables / n)} bytes a stored uplink by the time-series tables ` +
    `(${growth.map((t) => `${t.table} ${Math.round(t.bytes / n)}`).join(', ')}; indexes and TOAST included), ` +
    `${Math.round(database / n)} by the database's growth (pg_database_size), ${uplinks} uplinks`
  );
}

/**
 * The months with rows in `table` (the bench's run: the current one, or two across a month's end);
 * readings also in their row an uplink (migration 0039); frames by their receive time.
 */
export async function monthsWithRows(
  pool: pg.Pool,
  table: 'readings' | 'positions' | 'frames',
): Promise<Date[]> {
  const from =
    table === 'readings'
      ? '(select time from readings union all select time from readings_uplinks) r'
      : table === 'frames'
        ? '(select received_at as time from frames) f'
        : table;
  const { rows } = await pool.query<{ month: Date }>(
    `select distinct date_trunc('month', time, 'UTC') as month from ${from} order by 1`,
  );
  return rows.map((r) => r.month);
}

/** Uplinks a device and UTC day, on average over the day rows written. */
export async function uplinksADeviceDay(pool: pg.Pool, uplinks: number): Promise<string> {
  const { rows } = await pool.query<{ n: number }>(
    'select count(distinct (device_id, day))::int as n from readings_days',
  );
  return (uplinks / Math.max(rows[0]?.n ?? 0, 1)).toFixed(1);
}
