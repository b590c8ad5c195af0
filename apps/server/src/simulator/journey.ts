import { bearing, distanceM, type LatLon } from './toronto.ts';

/**
 * A vehicle's day as the demo drives it: along a street polyline at a steady speed, a stop at
 * the depot at each end, then back. Deterministic in time, so every process and every restart
 * puts the vehicle at the same place at the same moment.
 */
export type Journey = {
  route: LatLon[];
  /** Driving speed, m/s. */
  speed: number;
  /** How long it stops at a depot, s. */
  dwell: number;
  /** Where in its cycle the vehicle is at t = 0, s (spreads a fleet out). */
  phase: number;
};

export type JourneyPoint = LatLon & { heading: number; speed: number; moving: boolean };

function legsOf(route: LatLon[]) {
  const legs = route.slice(1).map((p, i) => distanceM(route[i] as LatLon, p));
  return { legs, length: legs.reduce((a, b) => a + b, 0) };
}

/** The point `along` metres from the route's start, with the heading of its leg. */
function pointOnRoute(route: LatLon[], legs: number[], along: number, forward: boolean) {
  let rest = along;
  for (let i = 0; i < legs.length; i++) {
    const leg = legs[i] as number;
    const from = route[i] as LatLon;
    const to = route[i + 1] as LatLon;
    if (rest <= leg || i === legs.length - 1) {
      const f = leg === 0 ? 0 : Math.min(1, Math.max(0, rest / leg));
      return {
        lat: from.lat + (to.lat - from.lat) * f,
        lon: from.lon + (to.lon - from.lon) * f,
        heading: forward ? bearing(from, to) : bearing(to, from),
      };
    }
    rest -= leg;
  }
  return { ...(route[0] as LatLon), heading: 0 };
}

/** The route's length in metres. */
export const routeLength = (route: LatLon[]) => legsOf(route).length;

/** Where the vehicle is at `t` seconds, how fast it goes and whether it moves. */
export function journeyAt(journey: Journey, t: number): JourneyPoint {
  const { route, speed, dwell } = journey;
  const { legs, length } = legsOf(route);
  const drive = length / speed;
  const cycle = 2 * (drive + dwell);
  const at = (((t + journey.phase) % cycle) + cycle) % cycle;
  if (at < drive) return { ...pointOnRoute(route, legs, at * speed, true), speed, moving: true };
  if (at < drive + dwell) return { ...pointOnRoute(route, legs, length, true), speed: 0, moving: false };
  if (at < 2 * drive + dwell) {
    const back = length - (at - drive - dwell) * speed;
    return { ...pointOnRoute(route, legs, back, false), speed, moving: true };
  }
  return { ...pointOnRoute(route, legs, 0, false), speed: 0, moving: false };
}

/** Metres from `p` to the nearest point of the route (flat-earth, fine at street scale). */
export function distanceToRoute(route: LatLon[], p: LatLon): number {
  const mPerLat = 111_320;
  const mPerLon = 111_320 * Math.cos((p.lat * Math.PI) / 180);
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i + 1 < route.length; i++) {
    const a = route[i] as LatLon;
    const b = route[i + 1] as LatLon;
    const ax = (a.lon - p.lon) * mPerLon;
    const ay = (a.lat - p.lat) * mPerLat;
    const bx = (b.lon - p.lon) * mPerLon;
    const by = (b.lat - p.lat) * mPerLat;
    const dx = bx - ax;
    const dy = by - ay;
    const f = dx === 0 && dy === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(ax + dx * f, ay + dy * f));
  }
  return best;
}
