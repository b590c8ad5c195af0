/**
 * Group commit: items submitted within `windowMs` of the first (or until
 * `maxItems`) are handed to `run` together, and each submitter gets its own
 * result when the group's work is done. One transaction then carries many
 * uplinks, which is what lets ingest keep up with bursts.
 */
export type Batcher<T, R> = { submit: (item: T) => Promise<R>; flush: () => Promise<void> };

type Pending<T, R> = { item: T; resolve: (r: R) => void; reject: (e: unknown) => void };

export function createBatcher<T, R>(
  run: (items: T[]) => Promise<R[]>,
  { windowMs = 2, maxItems = 500 }: { windowMs?: number; maxItems?: number } = {},
): Batcher<T, R> {
  let queue: Pending<T, R>[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const drain = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const group = queue;
    queue = [];
    if (!group.length) return running;
    // Groups run one after another, so a device's uplinks are stored in arrival order.
    running = running.then(async () => {
      try {
        const results = await run(group.map((p) => p.item));
        for (const [i, p] of group.entries()) p.resolve(results[i] as R);
      } catch (err) {
        for (const p of group) p.reject(err);
      }
    });
    return running;
  };

  return {
    submit(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (queue.length >= maxItems) void drain();
        else timer ??= setTimeout(drain, windowMs);
      });
    },
    flush: () => drain(),
  };
}
