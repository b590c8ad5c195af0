import type pg from 'pg';

/**
 * What PostgreSQL did in the soak, a minute at a time (issue 28.7: the p99 step at minute 37 of an
 * hour): its statistics views' counters read each minute, so a step in the uplinks' latency can
 * be laid beside what the database did then. Counters, not timings: they mean the same on a busy
 * machine as on a quiet one.
 *
 * - pg_stat_database: blocks found in shared_buffers and read from outside (the OS's cache or
 *   the disk), rows inserted, updated and read;
 * - pg_stat_io (PostgreSQL 16+): buffers the client backends had to evict to make room, and
 *   wrote themselves: what a database outgrowing shared_buffers costs the statements;
 * - checkpoints (pg_stat_checkpointer from PostgreSQL 17, pg_stat_bgwriter before);
 * - autovacuum workers running at the moment of the look, and on which table;
 * - the database's size;
 * - pg_stat_statements, when the server preloads it: each statement's calls, time and blocks,
 *   kept a snapshot a minute so two windows of the run can be compared statement by statement.
 */
export type DatabaseCounters = {
  blocksHit: number;
  blocksRead: number;
  inserted: number;
  updated: number;
  returned: number;
  evictions: number | undefined;
  backendWrites: number | undefined;
  checkpoints: number | undefined;
};

export type StatementCounters = {
  query: string;
  calls: number;
  ms: number;
  blocks: number;
  blocksRead: number;
  rows: number;
};

export type DatabaseLook = {
  minute: number;
  counters: DatabaseCounters;
  autovacuum: string[];
  bytes: number;
  statements: Map<string, StatementCounters> | undefined;
};

const number = (value: unknown) => (value === null || value === undefined ? undefined : Number(value));

async function optional<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch {
    return undefined; // a view this PostgreSQL has not got (or pg_stat_statements not preloaded)
  }
}

/** Counters since the statistics were last reset; take two and subtract (`difference`). */
export async function lookAtDatabase(pool: pg.Pool, minute: number): Promise<DatabaseLook> {
  const { rows } = await pool.query<Record<string, string>>(
    `select blks_hit, blks_read, tup_inserted, tup_updated, tup_returned,
            pg_database_size(current_database()) as bytes
       from pg_stat_database where datname = current_database()`,
  );
  const db = rows[0] ?? {};
  const io = await optional(async () => {
    const { rows: r } = await pool.query<{ evictions: string; writes: string }>(
      `select sum(evictions) as evictions, sum(writes) as writes from pg_stat_io
        where backend_type = 'client backend'`,
    );
    return r[0];
  });
  const checkpoints =
    (await optional(async () => {
      const { rows: r } = await pool.query<{ n: string }>(
        'select num_timed + num_requested as n from pg_stat_checkpointer',
      );
      return number(r[0]?.n);
    })) ??
    (await optional(async () => {
      const { rows: r } = await pool.query<{ n: string }>(
        'select checkpoints_timed + checkpoints_req as n from pg_stat_bgwriter',
      );
      return number(r[0]?.n);
    }));
  const { rows: workers } = await pool.query<{ query: string }>(
    `select query from pg_stat_activity where backend_type = 'autovacuum worker' and query <> ''`,
  );
  const statements = await optional(async () => {
    const { rows: r } = await pool.query<{
      id: string;
      query: string;
      calls: string;
      ms: number;
      hit: string;
      read: string;
      rows: string;
    }>(
      `select queryid::text as id, left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as query, calls,
              total_exec_time as ms, shared_blks_hit as hit, shared_blks_read as read, rows
         from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())`,
    );
    return new Map(
      r.map((s) => [
        s.id,
        {
          query: s.query,
          calls: Number(s.calls),
          ms: Number(s.ms),
          blocks: Number(s.hit) + Number(s.read),
          blocksRead: Number(s.read),
          rows: Number(s.rows),
        },
      ]),
    );
  });
  return {
    minute,
    counters: {
      blocksHit: Number(db.blks_hit ?? 0),
      blocksRead: Number(db.blks_read ?? 0),
      inserted: Number(db.tup_inserted ?? 0),
      updated: Number(db.tup_updated ?? 0),
      returned: Number(db.tup_returned ?? 0),
      evictions: number(io?.evictions),
      backendWrites: number(io?.writes),
      checkpoints,
    },
    // "autovacuum: VACUUM ANALYZE public.frames_2026_11" -> "VACUUM ANALYZE frames_2026_11"
    autovacuum: workers.map((w) => w.query.replace(/^autovacuum:\s*/, '').replace(/public\./g, '')),
    bytes: Number(db.bytes ?? 0),
    statements,
  };
}

const minus = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined ? undefined : a - b;

/** One minute's line: what the database did between two looks. */
export function databaseMinuteLine(before: DatabaseLook, after: DatabaseLook, dashboardMs: number[]): string {
  const a = after.counters;
  const b = before.counters;
  const hit = a.blocksHit - b.blocksHit;
  const read = a.blocksRead - b.blocksRead;
  const ratio = hit + read > 0 ? ((100 * hit) / (hit + read)).toFixed(2) : '-';
  const evictions = minus(a.evictions, b.evictions);
  const writes = minus(a.backendWrites, b.backendWrites);
  const checkpoints = minus(a.checkpoints, b.checkpoints);
  const sorted = dashboardMs.slice().sort((x, y) => x - y);
  const dashboards = sorted.length
    ? `dashboard data ${sorted.length} fetches, median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, most ${sorted[sorted.length - 1]?.toFixed(0)} ms`
    : 'no dashboard fetch';
  return (
    `  db: ${(after.bytes / 1048576).toFixed(0)} MB; blocks ${hit} hit, ${read} read (${ratio}% hit)` +
    `${evictions === undefined ? '' : `, backends evicted ${evictions} and wrote ${writes}`}` +
    `; rows ${a.inserted - b.inserted} inserted, ${a.updated - b.updated} updated, ${a.returned - b.returned} read` +
    `${checkpoints ? `; ${checkpoints} checkpoint${checkpoints > 1 ? 's' : ''}` : ''}` +
    `; autovacuum ${after.autovacuum.length ? after.autovacuum.join(', ') : 'idle'}; ${dashboards}`
  );
}

/**
 * The statements that took the most time in either of two windows, each window as the
 * difference of two snapshots: calls, mean time and blocks a call in the first and in the last.
 * A statement whose blocks a call grew between the windows reads more as the data grows.
 */
export function statementsTable(
  firstFrom: DatabaseLook,
  firstTo: DatabaseLook,
  lastFrom: DatabaseLook,
  lastTo: DatabaseLook,
  top = 12,
): string {
  if (!firstFrom.statements || !firstTo.statements || !lastFrom.statements || !lastTo.statements)
    return 'statements: pg_stat_statements was not loaded';
  const window = (from: Map<string, StatementCounters>, to: Map<string, StatementCounters>) => {
    const out = new Map<string, StatementCounters>();
    for (const [id, s] of to) {
      const f = from.get(id);
      const calls = s.calls - (f?.calls ?? 0);
      if (calls <= 0) continue;
      out.set(id, {
        query: s.query,
        calls,
        ms: s.ms - (f?.ms ?? 0),
        blocks: s.blocks - (f?.blocks ?? 0),
        blocksRead: s.blocksRead - (f?.blocksRead ?? 0),
        rows: s.rows - (f?.rows ?? 0),
      });
    }
    return out;
  };
  const first = window(firstFrom.statements, firstTo.statements);
  const last = window(lastFrom.statements, lastTo.statements);
  const ids = new Set([...first.keys(), ...last.keys()]);
  const ranked = [...ids]
    .sort(
      (x, y) =>
        Math.max(last.get(y)?.ms ?? 0, first.get(y)?.ms ?? 0) -
        Math.max(last.get(x)?.ms ?? 0, first.get(x)?.ms ?? 0),
    )
    .slice(0, top);
  const cell = (s: StatementCounters | undefined) =>
    s
      ? [
          String(s.calls),
          (s.ms / 1000).toFixed(1),
          (s.ms / s.calls).toFixed(3),
          (s.blocks / s.calls).toFixed(1),
          (s.blocksRead / s.calls).toFixed(2),
        ]
      : ['0', '-', '-', '-', '-'];
  const lines = [
    `statements, first window (minute ${firstFrom.minute.toFixed(0)}-${firstTo.minute.toFixed(0)}) → last (minute ${lastFrom.minute.toFixed(0)}-${lastTo.minute.toFixed(0)}):`,
    '| statement | calls | total s | ms a call | blocks a call | read a call | calls | total s | ms a call | blocks a call | read a call |',
    `|${' --- |'.repeat(11)}`,
  ];
  for (const id of ranked) {
    const query = (last.get(id) ?? first.get(id))?.query.replace(/\|/g, '/') ?? id;
    lines.push(`| ${query} | ${[...cell(first.get(id)), ...cell(last.get(id))].join(' | ')} |`);
  }
  return lines.join('\n');
}
