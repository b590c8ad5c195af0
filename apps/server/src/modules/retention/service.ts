import type pg from 'pg';
import { type CompactResult, compactClosedMonths } from './compact.ts';
import { deleteFramesKeepingValuesSql } from './frame-values.ts';
import { type FramesIndexResult, finishFramesDedupIndex, finishFramesIndex } from './frames-index.ts';
import {
  cutoffOf,
  type MaintenanceResult,
  maintainPartitions,
  type RetentionDays,
  type RetentionTable,
  retentionTables,
} from './partitions.ts';

/**
 * Retention (issue 19): the server's keeping times are enforced by dropping monthly partitions
 * (partitions.ts). An organisation may keep less (its frames_retention_days and
 * history_retention_days, at most the server's): its devices' rows older than that are deleted
 * here, a device batch at a time through the (device, time) indexes. Run each hour, this deletes
 * about an hour of such an organisation's rows; the first run after a setting is lowered deletes
 * the backlog.
 */

const DEVICE_BATCH = 200;
const HOUR_MS = 3_600_000;

type Log = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

/**
 * One organisation's rows older than its own keeping time, a device batch at a time. `history` is
 * its readings' cutoff (null: kept for ever): frames deleted before it give their values
 * (migration 0048) to `readings_uplinks`, and frames kept past it lose theirs.
 */
async function trimOrganisation(
  pool: pg.Pool,
  organisationId: string,
  tables: RetentionTable[],
  now: Date,
  history: Date | null,
) {
  let deleted = 0;
  const { rows: devices } = await pool.query<{ id: string }>(
    'select id from devices where organisation_id = $1 order by id',
    [organisationId],
  );
  const positions = tables.find((table) => table.name === 'positions');
  for (let i = 0; i < devices.length; i += DEVICE_BATCH) {
    const ids = devices.slice(i, i + DEVICE_BATCH).map((d) => d.id);
    for (const table of tables) {
      // A compacted day goes once all of it is past keeping.
      const past = table.time === 'day' ? `day + interval '1 day' <= $2` : `${table.time} < $2`;
      const where = `device_id = any($1::uuid[]) and ${past}`;
      if (table.name === 'frames') {
        const { rows } = await pool.query<{ deleted: number }>(
          deleteFramesKeepingValuesSql('frames', where, '$3'),
          [ids, cutoffOf(table, now), history],
        );
        deleted += rows[0]?.deleted ?? 0;
        continue;
      }
      const result = await pool.query(`delete from ${table.name} where ${where}`, [
        ids,
        cutoffOf(table, now),
      ]);
      deleted += result.rowCount ?? 0;
      // Readings kept for less time than frames: the values go from the frames kept too.
      if (table.name === 'readings_uplinks') {
        const cleared = await pool.query(
          `update frames set keys = null, vals = null
            where device_id = any($1::uuid[]) and received_at < $2 and keys is not null`,
          [ids, cutoffOf(table, now)],
        );
        deleted += cleared.rowCount ?? 0;
      }
    }
    // Road-matched tracks hold the positions they were matched from: they go with them.
    if (positions)
      await pool.query(
        'delete from map_matching_tiles where device_id = any($1::uuid[]) and tile_start < $2',
        [ids, cutoffOf(positions, now)],
      );
  }
  return deleted;
}

/**
 * Deletes rows older than each organisation's own, shorter keeping time; answers the rows deleted.
 * One organisation's failure (a lock timeout, say) is logged and the others are still trimmed.
 */
export async function trimOrganisations(
  pool: pg.Pool,
  days: RetentionDays,
  now = new Date(),
  log?: Pick<Log, 'warn'>,
): Promise<number> {
  const { rows: organisations } = await pool.query<{
    id: string;
    frames_retention_days: number | null;
    history_retention_days: number | null;
  }>(
    `select id, frames_retention_days, history_retention_days
       from organisations
      where frames_retention_days is not null or history_retention_days is not null`,
  );
  let deleted = 0;
  for (const organisation of organisations) {
    const own = {
      frames: organisation.frames_retention_days,
      frames_days: organisation.frames_retention_days,
      readings: organisation.history_retention_days,
      readings_uplinks: organisation.history_retention_days,
      readings_days: organisation.history_retention_days,
      positions: organisation.history_retention_days,
      positions_days: organisation.history_retention_days,
    };
    // Only what keeps less than the server does; the partitions see to the rest.
    const tables = retentionTables(days).flatMap((table) => {
      const keep = own[table.name];
      return keep !== null && (table.days === 0 || keep < table.days) ? [{ ...table, days: keep }] : [];
    });
    if (!tables.length) continue;
    // The readings' cutoff, the organisation's own where it keeps less: frames deleted before it
    // give their values to readings_uplinks.
    const readings = retentionTables(days).find((table) => table.name === 'readings_uplinks');
    const history =
      readings && cutoffOf(tables.find((table) => table.name === 'readings_uplinks') ?? readings, now);
    try {
      deleted += await trimOrganisation(pool, organisation.id, tables, now, history ?? null);
    } catch (err) {
      if (!log) throw err;
      log.warn(
        { err, organisationId: organisation.id },
        'retention: an organisation was not trimmed; next hour',
      );
    }
  }
  return deleted;
}

/** Road-matched tracks (map matching's cache) older than the positions kept. */
async function dropOldMatches(pool: pg.Pool, days: RetentionDays, now: Date): Promise<number> {
  const positions = retentionTables(days).find((table) => table.name === 'positions');
  const cutoff = positions && cutoffOf(positions, now);
  if (!cutoff) return 0;
  const result = await pool.query('delete from map_matching_tiles where tile_start < $1', [cutoff]);
  return result.rowCount ?? 0;
}

export type RetentionRun = MaintenanceResult & {
  deletedForOrganisations: number;
  deletedMatches: number;
  compacted: CompactResult;
  framesIndex: FramesIndexResult;
  framesDedupIndex: FramesIndexResult;
};

/**
 * The earlier of this process's clock and the database's (issue 28.8): a clock that jumped ahead
 * (an NTP step, a resumed virtual machine) deletes nothing early; deleting late is harmless.
 */
async function earliestNow(pool: pg.Pool, now: Date): Promise<Date> {
  const { rows } = await pool.query<{ now: Date }>('select now() as now');
  const database = rows[0]?.now;
  return database && database.getTime() < now.getTime() ? database : now;
}

/**
 * One pass: partitions, then organisations' own keeping times, then compaction of closed months,
 * at the earlier of `now` and the database's clock. `signal` ends the compaction between batches.
 */
export async function runRetention(
  pool: pg.Pool,
  days: RetentionDays,
  at = new Date(),
  log?: Pick<Log, 'warn'>,
  signal?: AbortSignal,
): Promise<RetentionRun> {
  const now = await earliestNow(pool, at);
  const partitions = await maintainPartitions(pool, days, now);
  // Migrations 0045's and 0038's indexes in partitions that had rows, built while ingest goes on
  // (issue 29); 0045's first, as it replaces 0038's.
  const framesDedupIndex = await finishFramesDedupIndex(pool);
  const framesIndex = await finishFramesIndex(pool);
  const deletedMatches = await dropOldMatches(pool, days, now);
  const deletedForOrganisations = await trimOrganisations(pool, days, now, log);
  // Closed months kept are compacted (issue 29), after the drops: no work for a month about to go.
  const compacted = await compactClosedMonths(pool, now, signal);
  return { ...partitions, deletedMatches, deletedForOrganisations, compacted, framesIndex, framesDedupIndex };
}

/** Runs retention now and each hour (worker processes; any number may run it, see partitions.ts). */
export function startRetention(pool: pg.Pool, days: RetentionDays, log: Log) {
  // The first pass after an upgrade may compact a year of months: a stop ends it between batches,
  // and an hour that comes while a pass still runs starts none beside it.
  const stopping = new AbortController();
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const result = await runRetention(pool, days, new Date(), log, stopping.signal);
      if (
        result.created.length ||
        result.dropped.length ||
        result.deletedFromDefault ||
        result.deletedForOrganisations ||
        result.deletedMatches ||
        result.compacted.values ||
        result.framesIndex.built.length ||
        result.framesIndex.droppedOld ||
        result.framesDedupIndex.built.length ||
        result.framesDedupIndex.droppedOld
      )
        log.info(result, 'retention: partitions and old rows');
    } catch (err) {
      log.warn({ err }, 'retention: pass failed; the next hour tries again');
    } finally {
      running = false;
    }
  };
  let current = run();
  const timer = setInterval(() => {
    current = run();
  }, HOUR_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await current;
    },
  };
}
