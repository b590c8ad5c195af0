/**
 * How a long sequence of positions is cut into requests the service accepts, and how the
 * device's history is cut into the hours the cache keeps.
 */

/**
 * A request's window [start, end) of the sequence, and the positions [ownStart, ownEnd) whose
 * result it gives. Windows overlap so that each owned position is matched with context on
 * both sides; the position before an owned one is always in the same window, so the road
 * between them comes from one answer.
 */
export type Chunk = { start: number; end: number; ownStart: number; ownEnd: number };

/**
 * Windows of at most `size` positions over [0, length), each sharing at least `overlap`
 * (>= 2) with the next; each position of [ownFrom, ownTo) is owned by exactly one window, the
 * one where it sits furthest from an edge. Windows that own nothing are left out.
 */
export function planChunks(
  length: number,
  size: number,
  overlap: number,
  ownFrom = 0,
  ownTo = length,
): Chunk[] {
  if (overlap < 2 || overlap >= size) throw new Error('planChunks: need 2 <= overlap < size');
  const windows: Array<[number, number]> = [];
  for (let start = 0; length > 0; ) {
    const end = Math.min(start + size, length);
    windows.push([start, end]);
    if (end >= length) break;
    // The last window is a full one ending at the end, rather than a short tail.
    start = Math.min(end - overlap, length - size);
  }
  const chunks: Chunk[] = [];
  let owned = 0;
  windows.forEach(([start, end], k) => {
    const next = windows[k + 1];
    const boundary = next ? Math.floor((next[0] + end) / 2) : length;
    const ownStart = Math.max(owned, ownFrom);
    const ownEnd = Math.min(boundary, ownTo);
    owned = boundary;
    if (ownStart < ownEnd) chunks.push({ start, end, ownStart, ownEnd });
  });
  return chunks;
}

/** The cache's unit: a clock hour of a device's history. */
export const TILE_MS = 3_600_000;
export const tileOf = (ms: number) => Math.floor(ms / TILE_MS) * TILE_MS;
