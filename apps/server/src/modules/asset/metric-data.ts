import type { AssetMetricData, AssetMetricType } from '@pinpoint/shared';
import type { SeriesPoint } from '@pinpoint/shared/widgets/index.ts';
import type { Db } from '../../db/database.ts';
import { readingSeriesBatch, type SeriesPair } from '../device/history.ts';
import type { BindingRow, Segment } from './bindings.ts';
import { segmentsOf } from './bindings.ts';
import { selectLastFixes, selectLatestReadings, selectTracks } from './data-repo.ts';

/** Track points one position metric sends, its devices' segments sharing them. */
export const TRACK_POINTS = 2_000;

/** Bucket width and origin, as the widget-data planner chooses them (nice strides, local midnight). */
export type Buckets = { seconds: number; unit?: 'day' | 'week' | 'month' | undefined; origin: Date };

/** One metric to load: its bindings, the window and buckets, and the key its answer goes under. */
export type MetricRequest = {
  key: string;
  type: AssetMetricType;
  bindings: readonly BindingRow[];
  range: { from: Date; to: Date };
  buckets: Buckets;
};

/** Six significant digits: what a chart or a label can show. */
const rounded = (v: number | null | undefined): number | null =>
  v === null || v === undefined || !Number.isFinite(v) ? null : Number(v.toPrecision(6));
const coordinate = (v: number | undefined) => Math.round((v ?? 0) * 1e5) / 1e5;

/** Requests' segments in one list, each remembering its request. */
function collect(requests: readonly MetricRequest[], pick: (r: MetricRequest) => Segment[]) {
  const segments: Segment[] = [];
  const owner: number[] = [];
  requests.forEach((request, index) => {
    for (const segment of pick(request)) {
      segments.push(segment);
      owner.push(index);
    }
  });
  return { segments, owner };
}

/** Since the epoch: the latest value up to the range's end counts, from any of the metric's devices. */
const upTo = (request: MetricRequest) => ({ from: new Date(0), to: request.range.to });

/** Buckets of several segments at the same stride and origin as one series: n-weighted means. */
export function mergeBuckets(
  lists: ReadonlyArray<readonly { t: number; avg: number; n: number; min: number; max: number }[]>,
): SeriesPoint[] {
  const byTime = new Map<number, { sum: number; n: number; min: number; max: number }>();
  for (const list of lists)
    for (const b of list) {
      const at = byTime.get(b.t);
      if (!at) byTime.set(b.t, { sum: b.avg * b.n, n: b.n, min: b.min, max: b.max });
      else {
        at.sum += b.avg * b.n;
        at.n += b.n;
        at.min = Math.min(at.min, b.min);
        at.max = Math.max(at.max, b.max);
      }
    }
  return [...byTime]
    .sort(([a], [b]) => a - b)
    .map(([t, v]) => ({ t, avg: rounded(v.sum / v.n), n: v.n, min: rounded(v.min), max: rounded(v.max) }));
}

/**
 * The data of many metrics at once, whatever their assets: four statements in all (series,
 * latest readings, tracks, last fixes), each over every segment. Reading metrics get their
 * buckets over the range and their latest value up to its end; position metrics their track and
 * last fix. Each answer lists only what its own bindings' windows held.
 */
export async function loadMetrics(
  db: Db,
  organisationId: string,
  requests: readonly MetricRequest[],
  timeZone: string,
): Promise<Map<string, AssetMetricData & { first: number | null }>> {
  const readings = requests.map((r) => r.type !== 'position');
  const series = collect(requests, (r) => (r.type === 'position' ? [] : segmentsOf(r.bindings, r.range)));
  const latest = collect(requests, (r) => (r.type === 'position' ? [] : segmentsOf(r.bindings, upTo(r))));
  const tracks = collect(requests, (r) => (r.type === 'position' ? segmentsOf(r.bindings, r.range) : []));
  const fixes = collect(requests, (r) => (r.type === 'position' ? segmentsOf(r.bindings, upTo(r)) : []));

  const pairs: SeriesPair[] = series.segments.map((segment, k) => {
    const { buckets } = requests[series.owner[k] as number] as MetricRequest;
    return {
      ...segment,
      stride: { seconds: buckets.seconds, unit: buckets.unit },
      origin: buckets.origin,
    };
  });
  // One connection, one statement at a time: an asset page costs four short statements.
  const bucketLists = await readingSeriesBatch(db, organisationId, pairs, timeZone);
  const latestRows = await selectLatestReadings(
    db,
    organisationId,
    latest.segments.map((segment, k) => ({
      ...segment,
      trendFrom: (requests[latest.owner[k] as number] as MetricRequest).range.from,
    })),
  );
  const perSegment = Math.max(2, Math.floor(TRACK_POINTS / Math.max(1, tracks.segments.length)));
  const trackRows = await selectTracks(db, organisationId, tracks.segments, perSegment);
  const fixRows = await selectLastFixes(db, organisationId, fixes.segments);

  const out = new Map<string, AssetMetricData & { first: number | null }>();
  requests.forEach((request, index) => {
    const mine = <T>(owner: number[], list: readonly T[]) => list.filter((_, k) => owner[k] === index);
    const bucketsOf = mine(series.owner, bucketLists);
    const latestOf = latestRows.filter((row) => latest.owner[row.i - 1] === index);
    const newest = latestOf.reduce<(typeof latestOf)[number] | null>(
      (best, row) => (!best || row.time > best.time ? row : best),
      null,
    );
    // The trend's start: the first reading inside the range, of the oldest segment that had one.
    const firstRow = latestOf
      .filter((row) => row.first !== null)
      .sort(
        (a, b) =>
          (latest.segments[a.i - 1]?.from.getTime() ?? 0) - (latest.segments[b.i - 1]?.from.getTime() ?? 0),
      )[0];
    const trackOf = trackRows
      .filter((row) => tracks.owner[row.i - 1] === index)
      .flatMap((row) =>
        row.t.map((t, j) => [coordinate(row.lon[j]), coordinate(row.lat[j]), t] as [number, number, number]),
      )
      .sort((a, b) => a[2] - b[2]);
    const fix = fixRows
      .filter((row) => fixes.owner[row.i - 1] === index)
      .reduce<FixLike | null>((best, row) => (!best || row.time > best.time ? row : best), null);
    out.set(request.key, {
      metricId: request.key,
      type: request.type,
      latest:
        readings[index] && newest
          ? {
              value: rounded(newest.value),
              time: newest.time.toISOString(),
              device: latest.segments[newest.i - 1]?.deviceId ?? '',
            }
          : null,
      first: rounded(firstRow?.first),
      points: readings[index] ? mergeBuckets(bucketsOf) : [],
      position: fix
        ? {
            lat: coordinate(fix.lat),
            lon: coordinate(fix.lon),
            time: fix.time.toISOString(),
            device: fixes.segments[fix.i - 1]?.deviceId ?? '',
          }
        : null,
      track: trackOf,
    });
  });
  return out;
}

type FixLike = { i: number; time: Date; lat: number; lon: number };
