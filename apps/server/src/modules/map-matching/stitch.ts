import { distanceMetres, type LatLon, type MatchedTrack, type TrackSegment } from '@pinpoint/shared';
import {
  type LinePos,
  locateAlong,
  pathMetres,
  pointAt,
  roundPoint,
  samePoint,
  verticesBetween,
} from './line.ts';
import type { MatchAnswer, MatchInput } from './osrm-client.ts';

/**
 * From the service's answers to the track drawn: each position placed on its road (or left
 * where reported), with the road from the position before it.
 */

/** A position as stored in the cache and stitched across requests and hours. */
export type StitchedPoint = {
  /** ISO time. */
  t: string;
  /** Where it is shown: on the matched road, or where reported. */
  lat: number;
  lon: number;
  /** Placed on a matched road. */
  m: boolean;
  /**
   * The matched road from the position before (as the same answer placed it) up to, not
   * including, this one. Absent: no road is known between them (a gap, a failed or doubtful
   * match, the start of the track), and they are joined by a straight, dashed line.
   */
  path?: LatLon[];
};

/** Two requests may place a shared position this far apart and still join by a solid line. */
const HOP_M = 5;

type Placed = { at: LatLon; m: boolean; path?: LatLon[] };

const raw = (p: MatchInput): Placed => ({ at: roundPoint(p), m: false });

/**
 * Each input position placed by one answer. Matchings under `minConfidence` are ignored;
 * positions the service dropped (outliers, or tidied away) between two of a matching's
 * positions are placed on the road between them; any other position stays where reported.
 */
export function placeAnswer(
  input: readonly MatchInput[],
  answer: MatchAnswer,
  minConfidence: number,
): Placed[] {
  const placed = input.map(raw);
  if (!answer.ok) return placed;
  const { tracepoints, matchings } = answer;
  matchings.forEach((matching, m) => {
    if ((matching.confidence ?? 1) < minConfidence) return;
    const line = matching.geometry.coordinates.map(([lon, lat]) => ({ lat, lon }) as LatLon);
    if (line.length === 0) return;
    const members = tracepoints.flatMap((tp, j) => (tp && tp.matchings_index === m ? [j] : []));
    let previous: { j: number; pos: LinePos } | undefined;
    for (const j of members) {
      const tp = tracepoints[j] as NonNullable<(typeof tracepoints)[number]>;
      const at = { lat: tp.location[1], lon: tp.location[0] };
      const pos = locateAlong(line, at, previous?.pos);
      if (previous) {
        // The positions the service dropped between two of its own: on the road between them.
        let from = previous.pos;
        for (let k = previous.j + 1; k < j; k++) {
          const there = locateAlong(line, input[k] as MatchInput, from, pos, 0);
          placed[k] = link(line, from, there, pointAt(line, there));
          from = there;
        }
        placed[j] = link(line, from, pos, at);
      } else placed[j] = { at: roundPoint(at), m: true };
      previous = { j, pos };
    }
  });
  return placed;
}

function link(line: readonly LatLon[], from: LinePos, to: LinePos, at: LatLon): Placed {
  const path = [pointAt(line, from), ...verticesBetween(line, from, to)].map(roundPoint);
  return { at: roundPoint(at), m: true, path };
}

/** The positions a chunk owns, as stored: `placed` holds the chunk's answer for input[start...]. */
export function stitchedFrom(
  input: readonly MatchInput[],
  placed: readonly Placed[],
  start: number,
  ownStart: number,
  ownEnd: number,
): StitchedPoint[] {
  const out: StitchedPoint[] = [];
  for (let i = ownStart; i < ownEnd; i++) {
    const p = placed[i - start] as Placed;
    const point: StitchedPoint = { t: (input[i] as MatchInput).time.toISOString(), ...p.at, m: p.m };
    // The first position of the request has no road from before it in this answer.
    if (p.path && i > start) point.path = p.path;
    out.push(point);
  }
  return out;
}

/** The positions where the service was not asked or failed: as reported. */
export const rawPoints = (input: readonly MatchInput[]): StitchedPoint[] =>
  input.map((p) => ({ t: p.time.toISOString(), ...roundPoint(p), m: false }));

/**
 * The track drawn from stitched positions in time order: matched stretches along their roads,
 * the rest straight, each stretch a segment, no point twice in a row; and its length.
 */
export function buildTrack(
  points: readonly StitchedPoint[],
): Omit<MatchedTrack, 'source' | 'complete' | 'truncated'> {
  const segments: TrackSegment[] = [];
  let current: TrackSegment | undefined;
  const add = (matched: boolean, coordinates: LatLon[]) => {
    if (!current || current.matched !== matched) {
      const last = current?.path.at(-1);
      current = { matched, path: last ? [last] : [] };
      segments.push(current);
    }
    for (const c of coordinates) {
      const last = current.path.at(-1);
      if (!last || !samePoint(last, c)) current.path.push({ lat: c.lat, lon: c.lon });
    }
  };
  points.forEach((p, k) => {
    if (k === 0) return;
    const previous = points[k - 1] as StitchedPoint;
    const here = { lat: p.lat, lon: p.lon };
    const there = { lat: previous.lat, lon: previous.lon };
    if (!p.path) {
      add(false, [there, here]);
      return;
    }
    // The answer placed the position before elsewhere (another request placed it, or left it
    // where reported): the hop between the two places is not a known road.
    const start = p.path[0] as LatLon;
    if (distanceMetres(there, start) > HOP_M) add(false, [there, start]);
    add(true, [...p.path, here]);
  });
  const drawn = segments.filter((s) => s.path.length >= 2);
  let metres = 0;
  let matchedMetres = 0;
  for (const s of drawn) {
    const length = pathMetres(s.path);
    metres += length;
    if (s.matched) matchedMetres += length;
  }
  return {
    points: points.map((p) => ({ time: p.t, lat: p.lat, lon: p.lon, matched: p.m })),
    segments: drawn,
    distance: { metres: Math.round(metres * 10) / 10, matchedMetres: Math.round(matchedMetres * 10) / 10 },
  };
}
