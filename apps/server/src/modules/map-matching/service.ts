import { createHash } from 'node:crypto';
import type { MatchedTrack } from '@pinpoint/shared';
import type { Db } from '../../db/database.ts';
import { checkRange } from '../device/history.ts';
import { planChunks, TILE_MS, tileOf } from './chunking.ts';
import type { MapMatcher } from './matcher.ts';
import type { MatchAnswer, MatchInput } from './osrm-client.ts';
import {
  type DeviceRef,
  listTiles,
  positionsBefore,
  positionsBetween,
  positionsFrom,
  saveTile,
  type Tile,
} from './repo.ts';
import { buildTrack, placeAnswer, rawPoints, type StitchedPoint, stitchedFrom } from './stitch.ts';

export type TrackQuery = DeviceRef & { from: Date; to: Date };

/** Without a matcher, as many positions as the positions route answers at most. */
const RAW_MAX_POINTS = 10_000;

/**
 * A device's track over a range, snapped to roads where the service could (each clock hour
 * matched once and kept; matched again when its positions change), as reported elsewhere.
 * With no matcher (no MAP_MATCHING_URL) the track is the positions as reported.
 * The caller has checked that the asker may see the device; every query also filters by
 * `organisationId`, so a device of another organisation has no positions here.
 */
export async function matchedTrack(
  db: Db,
  query: TrackQuery,
  matcher: MapMatcher | null,
): Promise<MatchedTrack> {
  checkRange(query);
  if (!matcher) {
    const rows = await positionsBetween(db, query, query.from, query.to, RAW_MAX_POINTS + 1);
    const truncated = rows.length > RAW_MAX_POINTS;
    const track = buildTrack(rawPoints(rows.slice(0, RAW_MAX_POINTS)));
    return { source: 'raw', complete: true, truncated, ...track };
  }

  const deadline = Date.now() + matcher.budgetMs;
  const context = Math.max(1, Math.ceil(matcher.overlap / 2));
  const firstTile = new Date(tileOf(query.from.getTime()));
  const endTile = new Date(tileOf(query.to.getTime() - 1) + TILE_MS);
  const rows = await positionsBetween(db, query, firstTile, endTile, matcher.maxPoints + 1);
  const truncated = rows.length > matcher.maxPoints;
  const kept = rows.slice(0, matcher.maxPoints);
  const lastKept = kept.at(-1)?.time.getTime() ?? 0;
  const [before, after] = await Promise.all([
    positionsBefore(db, query, new Date(firstTile.getTime() - TILE_MS), firstTile, context),
    truncated ? [] : positionsFrom(db, query, endTile, new Date(endTile.getTime() + TILE_MS), context),
  ]);
  const all = [...before, ...kept, ...after];

  const jobs = hourJobs(all, before.length, kept.length, context, matcher.engineKey);
  const cached = await listTiles(db, query, firstTile, endTile);
  const now = Date.now();
  const tiles = await Promise.all(
    jobs.map(async (job) => {
      const stored = cached.get(job.tileStart);
      const retryLater = (stored?.retryAfter?.getTime() ?? 0) > now;
      if (stored && stored.inputDigest === job.digest && (stored.complete || retryLater)) return stored;
      const matched = await matchHour(matcher, query.organisationId, job, deadline);
      const partialHour = truncated && job.tileStart === tileOf(lastKept);
      if (matched.tried && !partialHour) await saveTile(db, query, matched.tile).catch(() => undefined);
      return matched.tile;
    }),
  );

  const from = query.from.getTime();
  const to = query.to.getTime();
  const points = tiles
    .flatMap((tile) => tile.points)
    .filter((p) => {
      const t = Date.parse(p.t);
      return t >= from && t < to;
    });
  // The road to the first position of the range comes from before the range.
  if (points[0]?.path) {
    const { path: _before, ...first } = points[0];
    points[0] = first;
  }
  return { source: 'matched', complete: tiles.every((t) => t.complete), truncated, ...buildTrack(points) };
}

/** The length of a range's track in metres, and which: along matched roads, or as reported. */
export async function matchedDistance(
  db: Db,
  query: TrackQuery,
  matcher: MapMatcher | null,
): Promise<{ metres: number; matchedMetres: number; source: 'matched' | 'raw' | 'mixed' }> {
  const { distance } = await matchedTrack(db, query, matcher);
  const source =
    distance.matchedMetres === 0 ? 'raw' : distance.matchedMetres >= distance.metres ? 'matched' : 'mixed';
  return { ...distance, source };
}

type HourJob = {
  tileStart: number;
  input: MatchInput[];
  ownFrom: number;
  ownTo: number;
  digest: string;
};

/**
 * The hours of `all[first, first + count)`, each with up to `context` positions either side
 * from the hours next to it (so what an hour is matched with depends on its neighbours only,
 * whatever range asked), and a digest of everything its matching depends on.
 */
function hourJobs(
  all: MatchInput[],
  first: number,
  count: number,
  context: number,
  engineKey: string,
): HourJob[] {
  const jobs: HourJob[] = [];
  const timeAt = (i: number) => (all[i] as MatchInput).time.getTime();
  let start = first;
  while (start < first + count) {
    const tileStart = tileOf(timeAt(start));
    let end = start;
    while (end < first + count && tileOf(timeAt(end)) === tileStart) end++;
    let from = start;
    while (from > 0 && start - from < context && timeAt(from - 1) >= tileStart - TILE_MS) from--;
    let to = end;
    while (to < all.length && to - end < context && timeAt(to) < tileStart + 2 * TILE_MS) to++;
    const input = all.slice(from, to);
    const hash = createHash('sha256')
      .update(engineKey)
      .update(`|${start - from}|${end - from}`);
    for (const p of input) hash.update(`|${p.time.getTime()},${p.lat},${p.lon},${p.accuracy ?? ''}`);
    jobs.push({ tileStart, input, ownFrom: start - from, ownTo: end - from, digest: hash.digest('hex') });
    start = end;
  }
  return jobs;
}

/** Matches an hour in chunks; a chunk that fails keeps its positions as reported. */
async function matchHour(
  matcher: MapMatcher,
  organisationId: string,
  job: HourJob,
  deadline: number,
): Promise<{ tile: Tile; tried: boolean }> {
  const chunks = planChunks(job.input.length, matcher.chunkSize, matcher.overlap, job.ownFrom, job.ownTo);
  const answers = await Promise.all(
    chunks.map(async (chunk) => {
      const input = job.input.slice(chunk.start, chunk.end);
      // One position is no track: nothing to ask.
      if (input.length < 2) return { ok: false as const, permanent: true, reason: 'a single position' };
      return matcher.request(organisationId, input, deadline);
    }),
  );
  const points: StitchedPoint[] = chunks.flatMap((chunk, k) => {
    const input = job.input.slice(chunk.start, chunk.end);
    const placed = placeAnswer(input, answers[k] as MatchAnswer, matcher.minConfidence);
    return stitchedFrom(job.input, placed, chunk.start, chunk.ownStart, chunk.ownEnd);
  });
  const complete = answers.every((a) => a.ok || a.permanent);
  // Not kept when this request's time ran out before a chunk was asked: the next request asks.
  const tried = answers.every((a) => a.ok || !a.budget);
  return {
    tile: {
      tileStart: new Date(job.tileStart),
      inputCount: job.input.length,
      inputDigest: job.digest,
      points,
      complete,
      retryAfter: complete ? null : new Date(Date.now() + matcher.retrySeconds * 1000),
    },
    tried,
  };
}
