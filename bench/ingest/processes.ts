import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** A server under test; `child` is undefined when it runs in this process. */
export type ServerProcess = { child: ChildProcess | undefined; url: string; stop: () => Promise<void> };

/** Starts `node <script> <args>` and resolves once it prints `readyLine`. */
async function startProcess(
  script: string,
  args: string[],
  env: Record<string, string>,
  readyLine: string,
  nodeArgs: string[] = [],
  readyMs = 60_000,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, script), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} did not start in ${readyMs / 1000} s:\n${output}`)),
      readyMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(readyLine)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
  await ready.catch((err: unknown) => {
    child.kill('SIGKILL');
    throw err;
  });
  child.removeAllListeners('exit');
  // Keep draining its output (a full pipe would block the child), keeping the tail to explain a crash.
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
    if (process.env.BENCH_SERVER_OUTPUT) process.stderr.write(chunk);
  };
  child.stdout?.removeAllListeners('data').on('data', keep);
  child.stderr?.removeAllListeners('data').on('data', keep);
  child.once('exit', (code, signal) => {
    if (signal !== 'SIGTERM' && signal !== 'SIGKILL' && code !== 0)
      console.error(`${script} exited unexpectedly (${code ?? signal}):\n${output}`);
  });
  return child;
}

/** Ends a child with SIGTERM and waits for it. */
function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/**
 * The real server (`node apps/server/src/main.ts start`) in a process of its
 * own, as production runs it, on `port` of 127.0.0.1.
 */
export async function startPinpoint(
  databaseUrl: string,
  port: number,
  {
    nodeArgs = [],
    env = {},
    readyMs,
  }: { nodeArgs?: string[]; env?: Record<string, string>; readyMs?: number } = {},
): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pinpoint-bench-data-'));
  const child = await startProcess(
    'apps/server/src/main.ts',
    ['start'],
    {
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DEMO: 'false',
      DATA_DIR: dataDir,
      // The benchmarks measure what the server can take from one organisation: its per-organisation
      // ingest limit (a fairness rule between organisations, 300 uplinks/s by default) is off unless
      // a caller sets it.
      INGEST_ORG_RATE: '0',
      ...env,
    },
    'Pinpoint is running',
    nodeArgs,
    readyMs,
  );
  const stop = stopper(child);
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare Fastify route answering 200 to the same requests: the ceiling of this machine. */
export async function startBareFastify(port: number): Promise<ServerProcess> {
  const child = await startProcess(
    'bench/ingest/bare-server.ts',
    [String(port)],
    {},
    'bare fastify listening',
  );
  return { child, url: `http://127.0.0.1:${port}`, stop: stopper(child) };
}
