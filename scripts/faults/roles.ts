import { trackersOff as everyTrackerOff } from '../../apps/server/src/ingest/trackers/registry.ts';
import { freePort } from '../../apps/server/src/test/ports.ts';
import { type ServerProcess, startPinpoint } from '../../bench/ingest/processes.ts';

/** With FAULT_SERVER_OUTPUT=1, the servers' warnings and errors show (their log is silent otherwise). */
const serverEnv = (): Record<string, string> =>
  process.env.FAULT_SERVER_OUTPUT ? { LOG_LEVEL: 'warn' } : {};

/** The cellular tracker protocols a process would listen for by default: off unless a role sets one. */
const trackersOff = everyTrackerOff();

/**
 * One process of a deployment (`main.ts start --role …`) on a port of its own that it keeps when
 * restarted, as a service manager restarts it: killed with SIGKILL, started again on the same
 * port and settings.
 */
export async function createRole(name: string, databaseUrl: string, env: Record<string, string>) {
  const port = await freePort();
  let server: ServerProcess | undefined;
  const pids: number[] = [];
  const role = {
    name,
    port,
    url: `http://localhost:${port}`,
    pids,
    /** Starts it; resolves once it says it is running. */
    async start() {
      server = await startPinpoint(databaseUrl, port, {
        env: { ...trackersOff, ...serverEnv(), ...env },
        // A few seconds on a quiet machine; minutes on two cores shared with a soak test.
        readyMs: 180_000,
      });
      if (server.child?.pid) pids.push(server.child.pid);
      return Date.now();
    },
    /**
     * kill -9, as the kernel's OOM killer or a pulled plug does; resolves once it has exited,
     * with when the signal was sent.
     */
    async kill() {
      const child = server?.child;
      const at = Date.now();
      if (!child || child.exitCode !== null || child.signalCode !== null) return at;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGKILL');
      await exited;
      await server?.stop(); // removes its data folder
      return at;
    },
    alive: () => server?.child?.exitCode === null && server.child.signalCode === null,
    /** Stops it for good (SIGTERM; SIGKILL after 15 s). */
    async stop() {
      const current = server;
      if (!current) return;
      const timer = setTimeout(() => current.child?.kill('SIGKILL'), 15_000);
      await current.stop();
      clearTimeout(timer);
    },
  };
  return role;
}

export type Role = Awaited<ReturnType<typeof createRole>>;
