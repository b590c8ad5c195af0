import { describe, expect, it } from 'vitest';
import { planChunks, TILE_MS, tileOf } from './chunking.ts';

const owners = (chunks: ReturnType<typeof planChunks>, length: number) => {
  const owner = Array.from({ length }, () => [] as number[]);
  chunks.forEach((c, k) => {
    for (let i = c.ownStart; i < c.ownEnd; i++) owner[i]?.push(k);
  });
  return owner;
};

describe('planChunks', () => {
  it('cuts 250 positions into three requests of at most 100 that overlap, each position owned once', () => {
    const chunks = planChunks(250, 100, 10);
    expect(chunks.map((c) => [c.start, c.end])).toEqual([
      [0, 100],
      [90, 190],
      [150, 250],
    ]);
    expect(owners(chunks, 250).every((o) => o.length === 1)).toBe(true);
    for (const c of chunks) {
      expect(c.end - c.start).toBeLessThanOrEqual(100);
      // The position before each owned one is in the same request, away from its edge.
      expect(c.ownStart === 0 || c.ownStart - 1 >= c.start).toBe(true);
    }
    for (let k = 1; k < chunks.length; k++)
      expect(
        (chunks[k - 1] as { end: number }).end - (chunks[k] as { start: number }).start,
      ).toBeGreaterThanOrEqual(10);
  });

  it('sends a short sequence whole, and none at all when empty', () => {
    expect(planChunks(7, 100, 10)).toEqual([{ start: 0, end: 7, ownStart: 0, ownEnd: 7 }]);
    expect(planChunks(0, 100, 10)).toEqual([]);
  });

  it('owns only the middle when the ends are context, leaving out windows that own nothing', () => {
    const chunks = planChunks(30, 10, 4, 5, 25);
    const owner = owners(chunks, 30);
    expect(owner.slice(5, 25).every((o) => o.length === 1)).toBe(true);
    expect([...owner.slice(0, 5), ...owner.slice(25)].every((o) => o.length === 0)).toBe(true);
    expect(chunks.every((c) => c.ownStart < c.ownEnd && c.ownStart - 1 >= c.start)).toBe(true);
  });

  it('refuses an overlap that could not hold the position before an owned one', () => {
    expect(() => planChunks(10, 5, 1)).toThrow();
    expect(() => planChunks(10, 5, 5)).toThrow();
  });
});

describe('tiles', () => {
  it('are clock hours', () => {
    const t = Date.parse('2026-03-01T10:59:59.999Z');
    expect(tileOf(t)).toBe(Date.parse('2026-03-01T10:00:00Z'));
    expect(tileOf(t + 1)).toBe(Date.parse('2026-03-01T10:00:00Z') + TILE_MS);
  });
});
