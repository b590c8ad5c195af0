/**
 * How query answers reach React (issue 31: the first screen's renders). TanStack Query tells its
 * subscribers of each answer in a task of its own (`setTimeout(…, 0)`), so answers that arrive
 * moments apart render the screen once each: the device list's first view asks for five things
 * at once and rendered five times. This scheduler holds what arrives within `windowMs()` of the
 * first waiting answer and tells it all in one task, which React renders once.
 */
export function coalescingScheduler(windowMs: () => number, timer: typeof setTimeout = setTimeout) {
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
    if (waiting.length === 1) timer(run, windowMs());
  };
}

/** The start's window: a frame, while the first screen's answers arrive in a burst. */
export const startWindowMs = 16;
