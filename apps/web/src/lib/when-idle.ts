/**
 * Runs `task` once the page has loaded and the main thread is idle, or after `timeoutMs` at most
 * (where requestIdleCallback is missing, `fallbackMs` after the load). Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs: number, fallbackMs = 1): () => void {
  let cancel: () => void = () => undefined;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: timeoutMs });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, fallbackMs);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}

/**
 * How long code the first screen does not need (the snackbar with MUI, the sign-in library) waits
 * before it is fetched when idle: the page is idle already while the first screen waits for its
 * data, and code fetched then competes with the list's (issue 31).
 */
export const afterFirstScreenMs = 10_000;

/** Runs `task` when idle once `delayMs` have passed (at most `timeoutMs` later). Returns a cancel function. */
export function afterFirstScreen(
  task: () => void,
  delayMs = afterFirstScreenMs,
  timeoutMs = 5000,
): () => void {
  let cancel = () => {};
  const timer = window.setTimeout(() => {
    cancel = whenIdle(task, timeoutMs);
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    cancel();
  };
}
