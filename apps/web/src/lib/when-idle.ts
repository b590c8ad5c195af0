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
