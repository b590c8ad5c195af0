import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.ts';

describe('group commit batcher', () => {
  it('hands items that arrive together to one run and answers each with its own result', async () => {
    const runs: number[][] = [];
    const batcher = createBatcher(async (items: number[]) => {
      runs.push(items);
      return items.map((n) => n * 10);
    });
    const results = await Promise.all([1, 2, 3].map((n) => batcher.submit(n)));
    expect(results).toEqual([10, 20, 30]);
    expect(runs).toEqual([[1, 2, 3]]);
  });

  it('starts a run at once when the group is full', async () => {
    const runs: number[][] = [];
    const batcher = createBatcher(
      async (items: number[]) => {
        runs.push(items);
        return items;
      },
      { windowMs: 10_000, maxItems: 2 },
    );
    await Promise.all([batcher.submit(1), batcher.submit(2)]);
    expect(runs).toEqual([[1, 2]]);
  });

  it('fails every item of a failed run, and later runs still work', async () => {
    let fail = true;
    const batcher = createBatcher(async (items: number[]) => {
      if (fail) throw new Error('database down');
      return items;
    });
    const failed = await Promise.allSettled([batcher.submit(1), batcher.submit(2)]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await batcher.submit(3)).toBe(3);
  });

  it('runs groups in arrival order, one at a time', async () => {
    const order: string[] = [];
    const batcher = createBatcher(
      async (items: string[]) => {
        order.push(`start ${items.join()}`);
        await new Promise((r) => setTimeout(r, 5));
        order.push(`end ${items.join()}`);
        return items;
      },
      { maxItems: 1 },
    );
    await Promise.all([batcher.submit('a'), batcher.submit('b')]);
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b']);
  });
});
