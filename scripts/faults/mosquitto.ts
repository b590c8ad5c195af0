import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/src/test/ports.ts';

const binary = process.env.MOSQUITTO ?? '/usr/sbin/mosquitto';

/** A Mosquitto of the fault test's own, which it can stop and start again on the same port and data. */
export type RestartableBroker = {
  url: string;
  /** Starts it (again) on the same port, configuration and persistence folder; resolves once it listens. */
  start: () => Promise<void>;
  /** SIGTERM: Mosquitto writes its persistence file and exits, as on a service restart. */
  stop: () => Promise<void>;
  /** When a client with this id last connected, after `since` (ms since the epoch), from the broker's log. */
  connectedAt: (clientId: string, since: number) => number | undefined;
  /** Stops it for good and removes its folder. */
  remove: () => Promise<void>;
};

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Starts Mosquitto with what the README asks of a production broker for ChirpStack over MQTT:
 * sessions and queued messages persisted (saved on shutdown), and a queue per client deep
 * enough for an outage's uplinks. Its log (one line per connection) goes to this process.
 */
export async function startRestartableBroker(): Promise<RestartableBroker> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pinpoint-faults-mqtt-'));
  // As root, Mosquitto drops to its own user, which must write its persistence file here.
  await chmod(dir, 0o777);
  const port = await freePort();
  const conf = path.join(dir, 'mosquitto.conf');
  const logFile = path.join(dir, 'mosquitto.log');
  await writeFile(
    conf,
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous true',
      'persistence true',
      `persistence_location ${dir}/`,
      'max_queued_messages 100000',
      // A file, flushed line by line (its standard output is flushed only at exit when piped).
      `log_dest file ${logFile}`,
      'log_type error',
      'log_type warning',
      'log_type notice',
      'log_type information',
      '',
    ].join('\n'),
  );
  const lines: Array<{ at: number; text: string }> = [];
  let child: ChildProcess | undefined;
  // Its log, read as it grows: each line stamped with when it was seen (within 50 ms).
  let offset = 0;
  let rest = '';
  const readLog = async () => {
    const file = await open(logFile, 'r').catch(() => undefined);
    if (!file) return;
    try {
      const { size } = await file.stat();
      if (size < offset) offset = 0;
      if (size === offset) return;
      const buffer = Buffer.alloc(size - offset);
      await file.read(buffer, 0, buffer.length, offset);
      offset = size;
      const parts = (rest + buffer.toString()).split('\n');
      rest = parts.pop() ?? '';
      const at = Date.now();
      for (const text of parts) lines.push({ at, text });
    } finally {
      await file.close();
    }
  };
  let reading = false;
  const tail = setInterval(() => {
    if (reading) return;
    reading = true;
    void readLog().finally(() => {
      reading = false;
    });
  }, 50);

  async function start() {
    if (child) return;
    const next = spawn(binary, ['-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
    child = next;
    let errors = '';
    next.stderr?.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-2000);
    });
    next.once('exit', () => {
      if (child === next) child = undefined;
    });
    const until = Date.now() + 10_000;
    while (!(await listening(port))) {
      if (!child) throw new Error(`mosquitto exited at start:\n${errors}`);
      if (Date.now() > until) throw new Error('mosquitto did not listen within 10 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function stop() {
    const running = child;
    if (!running) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  }

  await start().catch((err: unknown) => {
    clearInterval(tail);
    throw err;
  });
  return {
    url: `mqtt://127.0.0.1:${port}`,
    start,
    stop,
    connectedAt(clientId, since) {
      const mark = ` as ${clientId} `;
      return lines.filter((l) => l.at >= since && l.text.includes(mark)).at(-1)?.at;
    },
    async remove() {
      clearInterval(tail);
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
