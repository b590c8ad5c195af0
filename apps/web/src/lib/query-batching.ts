/**
 * How query answers reach React (issue 31: the first screen's renders). TanStack Query tells its
 * subscribers of each answer in a task of its own (`setTimeout(…, 0)`), so answers that arrive
 * moments apart render the screen once each: the device list's first view asked for six things
 * at once and rendered six times. This scheduler holds what arrives within one frame (16 ms) and
 * tells it in one task, which React renders once.
 */
export function coalescingScheduler(windowMs = 16, timer: typeof setTimeout = setTimeout) {
  let waiting: Array<() => void> = [];
  const run = () => {
    const batch = waiting;
    waiting = [];
    for (const notify of batch) {
      try {
        notify();
      } catch (error) {
        // One subscriber's failure must not keep the others untold: reported as uncaught, after.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  };
  return (notify: () => void) => {
    waiting.push(notify);
    if (waiting.length === 1) timer(run, windowMs);
  };
}
