import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports.ts';

export type ServerProcess = {
  role: string;
  url: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  stop: () => Promise<number | null>;
};

const main = fileURLToPath(new URL('../main.ts', import.meta.url));
const register = fileURLToPath(new URL('./ts-register.mjs', import.meta.url));
// Node 22.18+ / 23.6+ run TypeScript themselves; older ones get the module hooks of ts-hooks.mjs.
const nodeArgs = (process.features as { typescript?: unknown }).typescript ? [] : ['--import', register];

/** `node main.ts start --role <role>` as a real process on a free loopback port, once it answers /readyz. */
export async function startServerProcess(role: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, main, 'start', '--role', role], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEMO: 'false', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://localhost:${port}`;
  let ready = false;
  for (let i = 0; i < 240 && !ready && child.exitCode === null; i++) {
    ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await new Promise((r) => setTimeout(r, 250));
  }
  if (!ready) {
    child.kill('SIGKILL');
    throw new Error(`the ${role} process did not start:\n${output}`);
  }
  return {
    role,
    url,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
