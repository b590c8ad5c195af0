import type { ChildProcess } from 'node:child_process';

/** A running postmaster, and the tail of what it said (why it stopped, when it does). */
export type Launched = { child: ChildProcess; said: () => string };

// What PostgreSQL logs when a client knocks while it is down or starting: not why it stopped.
export const knocking =
  /the database system is (in recovery mode|starting up|shutting down|not yet accepting connections)/;

/** The lines of PostgreSQL's log that say why it stopped: its PANIC, else its last FATAL or ERROR lines. */
function lastWords(said: string): string {
  const lines = said
    .split('\n')
    .filter((line) => /\b(PANIC|FATAL|ERROR):/.test(line) && !knocking.test(line));
  const panics = lines.filter((line) => line.includes('PANIC:'));
  const chosen = (panics.length ? panics : lines).slice(-2);
  return (
    chosen.map((line) => line.replace(/^.*?\b(PANIC|FATAL|ERROR):\s*/, '$1: ')).join('; ') ||
    'its log says nothing of why'
  );
}

const RESTART_FIRST_MS = 1000;
const RESTART_MAX_MS = 5000;

/**
 * How long a stop waits for each of PostgreSQL's shutdown modes (its documentation, "Shutting Down
 * the Server"): SIGINT, a fast shutdown, which ends with a checkpoint; then SIGQUIT, an immediate
 * shutdown (crash recovery at the next start, nothing committed lost); then SIGKILL. pg_ctl waits
 * 60 s for a stop; a fast shutdown that cannot write its checkpoint (a full disk) may never end.
 */
export const STOP_WAITS_MS = { fast: 60_000, immediate: 10_000 };

/**
 * Starts the postmaster again when it fails by itself: after a PANIC whose crash recovery could
 * not write either (its disk full, issue 28.4) PostgreSQL shuts down for good, and writing must
 * resume by itself once space returns. Tries 1 s, then doubling up to every 5 s; says what
 * PostgreSQL said, once for each new reason.
 */
export function superviseRestarts(
  first: Launched,
  start: () => Promise<Launched>,
  waits: { fast: number; immediate: number } = STOP_WAITS_MS,
) {
  let running = first;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let starting: Promise<unknown> | undefined;
  let told = '';
  const watch = (launched: Launched) => {
    launched.child.once('exit', (code, signal) => {
      // Code 0: shut down as asked (Ctrl-C reaches it with this process, a service manager's stop).
      if (stopping || code === 0) return;
      told = lastWords(launched.said());
      console.warn(
        `The embedded PostgreSQL stopped by itself (${code ?? signal}): ${told}. Starting it again in ${RESTART_FIRST_MS / 1000} s, then every few seconds until it runs.`,
      );
      retry(RESTART_FIRST_MS);
    });
  };
  const retry = (delay: number) => {
    timer = setTimeout(() => {
      starting = start().then(
        (launched) => {
          running = launched;
          if (stopping) return void launched.child.kill('SIGINT');
          console.warn('The embedded PostgreSQL is running again.');
          told = '';
          watch(launched);
        },
        (err: Error) => {
          if (stopping) return;
          const reason = lastWords(err.message);
          if (reason !== told) console.warn(`The embedded PostgreSQL did not start again: ${reason}`);
          told = reason;
          retry(Math.min(delay * 2, RESTART_MAX_MS));
        },
      );
    }, delay);
  };
  watch(first);
  return {
    current: () => running,
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await starting;
      const { child } = running;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<true>((resolve) => child.once('exit', () => resolve(true)));
      const within = (ms: number) =>
        Promise.race([exited, new Promise<false>((resolve) => setTimeout(resolve, ms, false).unref())]);
      child.kill('SIGINT');
      if (await within(waits.fast)) return;
      console.warn(
        `The embedded PostgreSQL did not stop within ${waits.fast / 1000} s (fast shutdown); stopping it at once (immediate shutdown: crash recovery at its next start).`,
      );
      child.kill('SIGQUIT');
      if (await within(waits.immediate)) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}
