import { distanceMetres, EARTH_RADIUS_M, type LatLon } from '@pinpoint/shared';

/**
 * Polyline helpers for cutting a matched route at the positions along it. Distances are on
 * the local plane (equirectangular), exact enough over the metres between two positions.
 */

/** A place along a polyline: `f` (0 to 1) of the way along its segment `i` (vertex i to i + 1). */
export type LinePos = { i: number; f: number };

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;
/** Six decimals (about 0.1 m): what is stored and sent, and what "the same point" compares. */
export const roundPoint = (p: LatLon): LatLon => ({ lat: round6(p.lat), lon: round6(p.lon) });
export const samePoint = (a: LatLon, b: LatLon) => a.lat === b.lat && a.lon === b.lon;

const value = (pos: LinePos) => pos.i + pos.f;
const laterOf = (a: LinePos, b: LinePos) => (value(a) >= value(b) ? a : b);

function planar(origin: LatLon, p: LatLon): { x: number; y: number } {
  const rad = Math.PI / 180;
  return {
    x: (p.lon - origin.lon) * rad * Math.cos(origin.lat * rad) * EARTH_RADIUS_M,
    y: (p.lat - origin.lat) * rad * EARTH_RADIUS_M,
  };
}

/** Where on segment a-b the point p falls (0 to 1), and how far from it, in metres. */
function project(p: LatLon, a: LatLon, b: LatLon): { f: number; d: number } {
  const v = planar(a, b);
  const w = planar(a, p);
  const length2 = v.x * v.x + v.y * v.y;
  const f = length2 === 0 ? 0 : Math.min(1, Math.max(0, (w.x * v.x + w.y * v.y) / length2));
  return { f, d: Math.hypot(w.x - f * v.x, w.y - f * v.y) };
}

export function pointAt(line: readonly LatLon[], pos: LinePos): LatLon {
  const a = line[pos.i] as LatLon;
  const b = line[pos.i + 1];
  if (!b || pos.f === 0) return a;
  return { lat: a.lat + (b.lat - a.lat) * pos.f, lon: a.lon + (b.lon - a.lon) * pos.f };
}

/**
 * The first place along `line`, not before `from` (nor after `to`), within `toleranceM` of p;
 * else the nearest one in that stretch. Searching forward keeps a route that passes the same
 * street twice (a loop, a U-turn) cut in the order it was driven.
 */
export function locateAlong(
  line: readonly LatLon[],
  p: LatLon,
  from: LinePos = { i: 0, f: 0 },
  to?: LinePos,
  toleranceM = 1,
): LinePos {
  const lastSegment = to ? Math.min(to.i, line.length - 2) : line.length - 2;
  let best: LinePos = from;
  let bestD = Number.POSITIVE_INFINITY;
  for (let i = from.i; i <= lastSegment; i++) {
    let { f, d } = project(p, line[i] as LatLon, line[i + 1] as LatLon);
    const low = i === from.i ? from.f : 0;
    const high = to && i === to.i ? to.f : 1;
    if (f < low || f > high) {
      f = Math.min(high, Math.max(low, f));
      const q = planar(p, pointAt(line, { i, f }));
      d = Math.hypot(q.x, q.y);
    }
    if (d <= toleranceM) return { i, f };
    if (d < bestD) [best, bestD] = [{ i, f }, d];
  }
  return laterOf(best, from);
}

/** The vertices of `line` strictly between two places along it, in order. */
export function verticesBetween(line: readonly LatLon[], a: LinePos, b: LinePos): LatLon[] {
  const out: LatLon[] = [];
  for (let k = Math.floor(value(a)) + 1; k < value(b) && k < line.length; k++) out.push(line[k] as LatLon);
  return out;
}

/** Great-circle length of a path, in metres. */
export function pathMetres(path: readonly LatLon[]): number {
  let metres = 0;
  for (let k = 1; k < path.length; k++) metres += distanceMetres(path[k - 1] as LatLon, path[k] as LatLon);
  return metres;
}
