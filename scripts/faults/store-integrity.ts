import type pg from 'pg';

/**
 * Whether what ingest stored hangs together after a fault: each uplink is one statement
 * (frame, readings, positions, latest state), so no frame may lack the readings its decoded
 * values gave, and no reading or position may lack its frame. `decoded` frames whose payload
 * gave no number are left out by asking only for frames of devices that had readings before.
 * Readings are rows a value (`readings`), a row an uplink (`readings_uplinks`, migration 0039) or
 * in their frame's row (`keys`, migration 0048).
 */
export async function halfStored(pool: pg.Pool, organisationId: string) {
  const { rows } = await pool.query<{
    frames_without: number;
    readings_without: number;
    positions_without: number;
  }>(
    // The organisation's rows by its devices: rows stored since migration 0046 keep no organisation.
    `with devices_ as (select id from devices where organisation_id = $1),
     readings_ as (
       select device_id, time from readings where device_id in (select id from devices_)
       union all
       select device_id, time from readings_uplinks where device_id in (select id from devices_)
       union all
       select device_id, received_at from frames where device_id in (select id from devices_) and keys is not null)
     select
       (select count(*)::int from frames f
         where f.device_id in (select id from devices_) and f.kind = 'uplink' and f.decode_error is null
           and exists (select 1 from readings_ r0 where r0.device_id = f.device_id)
           and not exists (select 1 from readings_ r
                             where r.device_id = f.device_id and r.time = f.received_at)) as frames_without,
       (select count(*)::int from readings_ r
         where not exists (select 1 from frames f
                             where f.device_id = r.device_id and f.received_at = r.time)) as readings_without,
       (select count(*)::int from positions p
         where p.device_id in (select id from devices_)
           and not exists (select 1 from frames f
                             where f.device_id = p.device_id and f.received_at = p.time)) as positions_without`,
    [organisationId],
  );
  const r = rows[0] ?? { frames_without: -1, readings_without: -1, positions_without: -1 };
  return {
    framesWithoutReadings: r.frames_without,
    readingsWithoutFrame: r.readings_without,
    positionsWithoutFrame: r.positions_without,
  };
}

/**
 * PostgreSQL's own check of its files (amcheck, https://www.postgresql.org/docs/current/amcheck.html):
 * every B-tree index against its table (bt_index_check with heapallindexed) and every table's
 * pages and tuples (verify_heapam). Answers the problems found, none when nothing is corrupt,
 * and how many relations were checked.
 */
export async function amcheck(pool: pg.Pool): Promise<{ checked: number; problems: string[] }> {
  await pool.query('create extension if not exists amcheck');
  const problems: string[] = [];
  const { rows: indexes } = await pool.query<{ oid: number; name: string }>(
    `select c.oid, c.relname as name from pg_index i
       join pg_class c on c.oid = i.indexrelid
       join pg_am a on a.oid = c.relam
       join pg_namespace n on n.oid = c.relnamespace
      where a.amname = 'btree' and c.relpersistence <> 't' and i.indisvalid and i.indisready
        and n.nspname not in ('pg_catalog', 'information_schema') and c.relkind = 'i'`,
  );
  for (const index of indexes) {
    await pool
      .query('select bt_index_check(index => $1::oid, heapallindexed => true)', [index.oid])
      .catch((err: Error) => problems.push(`index ${index.name}: ${err.message}`));
  }
  const { rows: tables } = await pool.query<{ oid: number; name: string }>(
    `select c.oid, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 't', 'm') and c.relpersistence <> 't'
        and n.nspname not in ('pg_catalog', 'information_schema')`,
  );
  for (const table of tables) {
    const { rows } = await pool.query<{ msg: string }>(
      'select msg from verify_heapam(relation => $1::oid) limit 3',
      [table.oid],
    );
    for (const row of rows) problems.push(`table ${table.name}: ${row.msg}`);
  }
  return { checked: indexes.length + tables.length, problems };
}
