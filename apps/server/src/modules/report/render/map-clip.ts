/**
 * Geometry cut to a rectangle: a vector tile's features to the part of the drawing its tile
 * covers. Neighbouring tiles carry the same features in a buffer round their edge; cut at the
 * edge, a half-transparent water body is not painted twice where two tiles overlap, and what
 * lies outside the drawing is not written into the PDF at all.
 */

export type Point = [number, number];
export type Box = { x0: number; y0: number; x1: number; y1: number };

type Edge = { inside: (p: Point) => boolean; cross: (a: Point, b: Point) => Point };

const at = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

function edges(box: Box): Edge[] {
  return [
    { inside: (p) => p[0] >= box.x0, cross: (a, b) => at(a, b, (box.x0 - a[0]) / (b[0] - a[0])) },
    { inside: (p) => p[0] <= box.x1, cross: (a, b) => at(a, b, (box.x1 - a[0]) / (b[0] - a[0])) },
    { inside: (p) => p[1] >= box.y0, cross: (a, b) => at(a, b, (box.y0 - a[1]) / (b[1] - a[1])) },
    { inside: (p) => p[1] <= box.y1, cross: (a, b) => at(a, b, (box.y1 - a[1]) / (b[1] - a[1])) },
  ];
}

/**
 * A polygon ring cut to the box (Sutherland–Hodgman); its winding is kept, so holes stay holes
 * under SVG's nonzero fill. Fewer than three points: nothing left.
 */
export function clipRing(ring: Point[], box: Box): Point[] {
  let points = ring;
  for (const edge of edges(box)) {
    if (points.length === 0) break;
    const out: Point[] = [];
    for (let i = 0; i < points.length; i++) {
      const current = points[i] as Point;
      const previous = points[(i + points.length - 1) % points.length] as Point;
      const inCurrent = edge.inside(current);
      if (inCurrent !== edge.inside(previous)) out.push(edge.cross(previous, current));
      if (inCurrent) out.push(current);
    }
    points = out;
  }
  return points.length >= 3 ? points : [];
}

/** One segment cut to the box (Liang–Barsky), or null when none of it is inside. */
function clipSegment(a: Point, b: Point, box: Box): [Point, Point] | null {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  let [t0, t1] = [0, 1];
  const sides: [number, number][] = [
    [-dx, a[0] - box.x0],
    [dx, box.x1 - a[0]],
    [-dy, a[1] - box.y0],
    [dy, box.y1 - a[1]],
  ];
  for (const [p, q] of sides) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return null;
  }
  // The ends themselves when inside, so the next segment starts exactly where this one stops.
  return [t0 === 0 ? a : at(a, b, t0), t1 === 1 ? b : at(a, b, t1)];
}

/** A line cut to the box: the runs of it inside, each its own line. */
export function clipLine(line: Point[], box: Box): Point[][] {
  const runs: Point[][] = [];
  let run: Point[] = [];
  for (let i = 1; i < line.length; i++) {
    const piece = clipSegment(line[i - 1] as Point, line[i] as Point, box);
    if (!piece) {
      if (run.length > 1) runs.push(run);
      run = [];
      continue;
    }
    const last = run[run.length - 1];
    if (!last || last[0] !== piece[0][0] || last[1] !== piece[0][1]) {
      if (run.length > 1) runs.push(run);
      run = [piece[0]];
    }
    run.push(piece[1]);
  }
  if (run.length > 1) runs.push(run);
  return runs;
}
