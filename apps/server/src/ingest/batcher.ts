/**
 * Group commit: items submitted within `windowMs` of the first (or until
 * `maxItems`) are handed to `run` together, and each submitter gets its own
 * result when the group's work is done. One transaction then carries many
 * uplinks, which is what lets ingest keep up with bursts.
 *
 * Groups run one at a time, so a device's uplinks are stored in arrival order.
 * While a group runs, new items wait and form the next group when it ends:
 * under load the groups grow to whatever arrived meanwhile, instead of a
 * queue of small groups (one per window) each paying the full round trips.
 */
export type Batcher<T, R> = { submit: (item: T) => Promise<R>; flush: () => Promise<void> };

type Pending<T, R> = { item: T; resolve: (r: R) => void; reject: (e: unknown) => void };

export function createBatcher<T, R>(
  run: (items: T[]) => Promise<R[]>,
  { windowMs = 2, maxItems = 500 }: { windowMs?: number; maxItems?: number } = {},
): Batcher<T, R> {
  let queue: Pending<T, R>[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let idleWaiters: Array<() => void> = [];

  const start = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (running) return; // the running group starts the next one when it ends
    if (!queue.length) {
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
      return;
    }
    const group = queue.slice(0, maxItems);
    queue = queue.slice(maxItems);
    running = true;
    // The next group starts before this one's answers go out, so its first query is on its way
    // to the database while the event loop writes the answers.
    void run(group.map((p) => p.item)).then(
      (results) => {
        running = false;
        start();
        for (const [i, p] of group.entries()) p.resolve(results[i] as R);
      },
      (err: unknown) => {
        running = false;
        start();
        for (const p of group) p.reject(err);
      },
    );
  };

  return {
    submit(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (running) return;
        if (queue.length >= maxItems) start();
        else timer ??= setTimeout(start, windowMs);
      });
    },
    /** Runs what is waiting now, and resolves when nothing is waiting or running. */
    flush() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        start();
      });
    },
  };
}
