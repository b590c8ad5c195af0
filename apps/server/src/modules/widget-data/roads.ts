import type { MatchedTrack } from '@pinpoint/shared';
import type {
  DistanceSource,
  PositionsData,
  TrackStretchData,
  TripsData,
} from '@pinpoint/shared/widgets/index.ts';
import type { MapMatcher } from '../map-matching/matcher.ts';
import { matchedTrack } from '../map-matching/service.ts';
import type { Db, LoadContext } from './load-context.ts';
import { ms } from './load-context.ts';
import { limits, type PlannedWidget } from './plan.ts';

/**
 * Road matching for widgets (issue 20): map widgets' tracks drawn along the roads and trip
 * summaries' distances measured along them, when the asker's setting is on and the server has
 * a road-matching service. Applied after the widgets' statements, on the data they loaded:
 * whatever goes wrong here (the service, a range too long, the time) leaves the data as
 * reported, so matching never fails a widget.
 */
export type RoadMatching = { matcher: MapMatcher };

/** At most this many (device, range) tracks matched a call; the others stay as reported. */
export const MATCHED_TRACKS_PER_CALL = 20;
/** Tracks matched at once (each waits for the organisation's turn at the service as well). */
const AT_ONCE = 2;

type Wanted = { deviceId: string; from: Date; to: Date };
type Log = { warn: (o: object, m: string) => void };

/**
 * Each planned trip-summary and map-with-tracks widget's devices matched (each device and
 * range once, the first MATCHED_TRACKS_PER_CALL of them, none started after the matcher's
 * time budget), then their data rewritten in `ctx.out`.
 */
export async function applyRoadMatching(
  db: Db,
  ctx: LoadContext,
  planned: readonly PlannedWidget[],
  roads: RoadMatching,
  log?: Log,
): Promise<void> {
  const targets = planned.filter(
    (pw) =>
      ctx.out.has(pw.widget.id) &&
      (pw.widget.type === 'trip-summary' || (pw.widget.type === 'map' && pw.widget.options.tracks)),
  );
  const keyOf = (deviceId: string, pw: PlannedWidget) =>
    [deviceId, ms(pw.range.from), ms(pw.range.to)].join('|');
  const wanted = new Map<string, Wanted>();
  for (const pw of targets)
    for (const deviceId of pw.devices) {
      const key = keyOf(deviceId, pw);
      if (!wanted.has(key) && wanted.size < MATCHED_TRACKS_PER_CALL)
        wanted.set(key, { deviceId, from: pw.range.from, to: pw.range.to });
    }
  const tracks = await matchAll(db, ctx.organisationId, [...wanted], roads.matcher, log);

  for (const pw of targets) {
    const data = ctx.out.get(pw.widget.id);
    if (pw.widget.type === 'trip-summary') {
      const trips = data as TripsData;
      trips.devices = trips.devices.map((d) => {
        const track = tracks.get(keyOf(d.device, pw));
        const source = track ? sourceOf(track) : 'raw';
        // All raw: the trip rules' own distance (stops and jitter left out) stays.
        if (!track || source === 'raw') return { ...d, distanceSource: 'raw' };
        return { ...d, distanceKm: Math.round(track.distance.metres) / 1000, distanceSource: source };
      });
      trips.distanceSource = overall(trips.devices.map((d) => d.distanceSource ?? 'raw'));
    } else {
      const positions = data as PositionsData;
      const cap = Math.min(
        limits.trackPoints,
        Math.floor(limits.trackPointsPerWidget / Math.max(1, pw.devices.length)),
      );
      positions.tracks = positions.tracks.map((t) => {
        const track = tracks.get(keyOf(t.device, pw));
        if (!track || track.segments.length === 0) return t;
        return { ...t, stretches: stretchesOf(track, cap) };
      });
    }
  }
}

/** The matched tracks by key; a track that failed, was cut short or was not reached is left out. */
async function matchAll(
  db: Db,
  organisationId: string,
  wanted: [string, Wanted][],
  matcher: MapMatcher,
  log?: Log,
): Promise<Map<string, MatchedTrack>> {
  const out = new Map<string, MatchedTrack>();
  const stopAt = Date.now() + matcher.budgetMs;
  const queue = [...wanted];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (Date.now() >= stopAt) return;
      const [key, w] = next;
      try {
        const track = await matchedTrack(db, { organisationId, ...w }, matcher);
        // Only the first positions of a long range: its distance would be short.
        if (!track.truncated) out.set(key, track);
      } catch (err) {
        log?.warn({ err, deviceId: w.deviceId }, 'widget data: map matching failed, positions as reported');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, queue.length) }, worker));
  return out;
}

function sourceOf(track: MatchedTrack): DistanceSource {
  const { metres, matchedMetres } = track.distance;
  if (track.source === 'raw' || matchedMetres === 0) return 'raw';
  return matchedMetres >= metres ? 'matched' : 'mixed';
}

function overall(sources: DistanceSource[]): DistanceSource {
  if (sources.length > 0 && sources.every((s) => s === 'matched')) return 'matched';
  return sources.some((s) => s !== 'raw') ? 'mixed' : 'raw';
}

const five = (v: number) => Math.round(v * 1e5) / 1e5;

/** The track's stretches as [lon, lat] lines, thinned evenly to about `cap` vertices in all. */
export function stretchesOf(track: MatchedTrack, cap: number): TrackStretchData[] {
  const total = track.segments.reduce((sum, s) => sum + s.path.length, 0);
  const step = Math.max(1, Math.ceil(total / Math.max(2, cap)));
  return track.segments.map((s) => {
    const last = s.path.length - 1;
    const kept = s.path.filter((_, k) => k === 0 || k === last || k % step === 0);
    return { matched: s.matched, points: kept.map((p) => [five(p.lon), five(p.lat)] as [number, number]) };
  });
}
