import { distanceMetres, type LatLon } from '@pinpoint/shared';

/**
 * Trips from a device's positions (the trip-summary widget, mostly in reports): where it
 * stopped, how far and how long it moved. Pure, so a report and a test get the same figures.
 *
 * - A **stop** is a run of positions all within `stopRadiusM` of the run's first one that
 *   lasts at least `minStopMinutes`.
 * - Outside stops, a step between two positions is **moving** when it covers at least
 *   `jitterM` at `minSpeedMs` or more; its distance and time count (a step's time at most
 *   `maxStepSeconds`: a longer silence is a gap, not driving).
 * - A **trip** is a stretch between stops (or the range's ends) that moved at least `minTripM`.
 */
export type TrackPoint = { t: number; lat: number; lon: number };
export type TripStop = { from: string; to: string; lat: number; lon: number; place: string | null };
export type TripSummary = { distanceKm: number; movingSeconds: number; trips: number; stops: TripStop[] };

export const tripRules = {
  stopRadiusM: 100,
  jitterM: 10,
  minSpeedMs: 0.3,
  maxStepSeconds: 600,
  minTripM: 200,
  maxStopsListed: 50,
} as const;

type Run = { first: number; last: number };

function findStops(points: readonly TrackPoint[], minStopMs: number): Run[] {
  const stops: Run[] = [];
  let i = 0;
  while (i < points.length) {
    const anchor = points[i] as TrackPoint;
    let j = i;
    while (
      j + 1 < points.length &&
      distanceMetres(anchor, points[j + 1] as TrackPoint) <= tripRules.stopRadiusM
    )
      j += 1;
    if ((points[j] as TrackPoint).t - anchor.t >= minStopMs) {
      stops.push({ first: i, last: j });
      i = j + 1;
    } else i += 1;
  }
  return stops;
}

export function summariseTrips(
  points: readonly TrackPoint[],
  options: { minStopMinutes: number },
  placeOf: (point: LatLon) => string | null = () => null,
): TripSummary {
  const stops = findStops(points, options.minStopMinutes * 60_000);
  const inStop = new Int32Array(points.length).fill(-1);
  stops.forEach((run, s) => {
    for (let k = run.first; k <= run.last; k++) inStop[k] = s;
  });
  let distance = 0;
  let movingMs = 0;
  let trips = 0;
  let stretch = 0;
  const endStretch = () => {
    if (stretch >= tripRules.minTripM) trips += 1;
    stretch = 0;
  };
  for (let k = 0; k + 1 < points.length; k++) {
    const a = points[k] as TrackPoint;
    const b = points[k + 1] as TrackPoint;
    if (inStop[k] !== -1 && inStop[k] === inStop[k + 1]) {
      endStretch();
      continue;
    }
    const d = distanceMetres(a, b);
    const dt = Math.max(0, b.t - a.t);
    const moving = d >= tripRules.jitterM && (dt === 0 || d / (dt / 1000) >= tripRules.minSpeedMs);
    if (!moving) continue;
    distance += d;
    stretch += d;
    movingMs += Math.min(dt, tripRules.maxStepSeconds * 1000);
  }
  endStretch();
  return {
    distanceKm: Math.round(distance) / 1000,
    movingSeconds: Math.round(movingMs / 1000),
    trips,
    stops: stops.slice(0, tripRules.maxStopsListed).map((run) => {
      const first = points[run.first] as TrackPoint;
      const last = points[run.last] as TrackPoint;
      return {
        from: new Date(first.t).toISOString(),
        to: new Date(last.t).toISOString(),
        lat: first.lat,
        lon: first.lon,
        place: placeOf(first),
      };
    }),
  };
}
