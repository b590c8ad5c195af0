import { readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { trackersOff } from '../apps/server/src/ingest/trackers/registry.ts';
import {
  demoImei,
  teltonikaCodec8,
  teltonikaImeiPacket,
} from '../apps/server/src/simulator/teltonika-encoder.ts';
import { freePort } from '../apps/server/src/test/ports.ts';
import { connect, openBenchDatabase } from './ingest/database.ts';
import { startPinpoint } from './ingest/processes.ts';
import { gt06Login, gt06Position } from './trackers/gt06.ts';

/**
 * npm run bench:trackers (issue 26): N concurrent simulated trackers, half Teltonika (Codec 8)
 * and half GT06, each reporting every `interval` seconds over its own TCP connection to one
 * ingest process. Prints the acknowledgement latency (send -> ack, which waits for the commit)
 * p50/p99 and the server's memory per connection (RSS with the connections open, minus before).
 *   npm run bench:trackers -- --trackers 10000 --interval 10 --duration 60
 */
const { values } = parseArgs({
  options: {
    trackers: { type: 'string', default: '10000' },
    interval: { type: 'string', default: '10' },
    duration: { type: 'string', default: '60' },
  },
});
const count = Number(values.trackers);
const intervalMs = Number(values.interval) * 1000;
const durationMs = Number(values.duration) * 1000;

const rssOf = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? 0) * 1024;
};
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

const database = await openBenchDatabase();
const handle = connect(database.url, 2);
const [teltonikaPort, gt06Port, httpPort] = [await freePort(), await freePort(), await freePort()];
const organisation = await handle.db
  .insertInto('organisations')
  .values({ name: 'Tracker benchmark', device_limit: count })
  .returning('id')
  .executeTakeFirstOrThrow();
const fleet = Array.from({ length: count }, (_, i) => ({
  imei: demoImei(1_000_000 + i),
  protocol: i % 2 === 0 ? ('teltonika' as const) : ('gt06' as const),
}));
for (let i = 0; i < fleet.length; i += 1000) {
  await handle.db
    .insertInto('devices')
    .values(
      fleet.slice(i, i + 1000).map((t, j) => ({
        organisation_id: organisation.id,
        name: `Tracker ${i + j}`,
        type: 'location',
        forwarder: 'tracker' as const,
        imei: t.imei,
        protocol: t.protocol,
      })),
    )
    .execute();
}
const server = await startPinpoint(database.url, httpPort, {
  env: {
    ...trackersOff(),
    TELTONIKA_PORT: String(teltonikaPort),
    GT06_PORT: String(gt06Port),
    TRACKER_BIND: '127.0.0.1',
  },
});
const pid = server.child?.pid as number;
await pause(2000);
const rssBefore = rssOf(pid);

type Tracker = { socket: net.Socket; sentAt: number; serial: number; pending: boolean };
const latencies: number[] = [];
let refused = 0;
const trackers: Tracker[] = [];
const start = (t: (typeof fleet)[number], index: number) =>
  new Promise<Tracker>((resolve) => {
    const socket = net.connect({
      host: '127.0.0.1',
      port: t.protocol === 'teltonika' ? teltonikaPort : gt06Port,
    });
    const tracker: Tracker = { socket, sentAt: 0, serial: 1, pending: false };
    let loggedIn = false;
    socket.on('connect', () =>
      socket.write(
        t.protocol === 'teltonika' ? teltonikaImeiPacket(t.imei) : gt06Login(t.imei, tracker.serial++),
      ),
    );
    socket.on('data', () => {
      if (!loggedIn) {
        loggedIn = true;
        resolve(tracker);
        return;
      }
      if (tracker.pending) latencies.push(performance.now() - tracker.sentAt);
      tracker.pending = false;
    });
    socket.on('error', () => {
      refused += 1;
      resolve(tracker);
    });
    socket.on('close', () => {
      if (!loggedIn) resolve(tracker);
    });
    void index;
  });

const send = (tracker: Tracker, t: (typeof fleet)[number], i: number) => {
  if (tracker.pending || tracker.socket.destroyed) return;
  const now = new Date();
  const lat = 43.65 + ((i % 100) - 50) / 1000;
  const lon = -79.38 + ((Math.floor(i / 100) % 100) - 50) / 1000;
  tracker.pending = true;
  tracker.sentAt = performance.now();
  tracker.socket.write(
    t.protocol === 'teltonika'
      ? teltonikaCodec8({
          time: now,
          lat,
          lon,
          course: 90,
          satellites: 9,
          speedKmh: 40,
          ignition: true,
          moving: true,
          externalMv: 13_800,
          batteryMv: 4_000,
        })
      : gt06Position({ time: now, lat, lon, speedKmh: 40, course: 90 }, tracker.serial++),
  );
};

console.log(`Connecting ${count} trackers (half Teltonika, half GT06)…`);
for (let i = 0; i < fleet.length; i += 500)
  trackers.push(...(await Promise.all(fleet.slice(i, i + 500).map((t, j) => start(t, i + j)))));
await pause(1000);
const rssConnected = rssOf(pid);
console.log(`Reporting every ${intervalMs / 1000} s for ${durationMs / 1000} s…`);
const timers = trackers.map((tracker, i) => {
  const t = fleet[i] as (typeof fleet)[number];
  const first = setTimeout(() => send(tracker, t, i), Math.random() * intervalMs);
  const every = setInterval(() => send(tracker, t, i), intervalMs);
  return [first, every];
});
await pause(durationMs);
for (const [a, b] of timers) {
  clearTimeout(a);
  clearInterval(b);
}
await pause(3000);
const rssEnd = rssOf(pid);
const unanswered = trackers.filter((t) => t.pending).length;
for (const t of trackers) t.socket.destroy();
const stored = await handle.pool.query(
  // By the organisation's devices: positions keep no organisation since migration 0046.
  'select count(*)::int as n from positions p join devices d on d.id = p.device_id where d.organisation_id = $1',
  [organisation.id],
);
await server.stop();
await handle.close();
await database.close();

latencies.sort((a, b) => a - b);
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
console.log(`
machine:             ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${mb(os.totalmem())} MB RAM, Node ${process.version}
trackers:            ${count} (${count / 2} Teltonika, ${count / 2} GT06), every ${intervalMs / 1000} s for ${durationMs / 1000} s; ${refused} refused
acknowledged:        ${latencies.length} messages (${(latencies.length / (durationMs / 1000)).toFixed(0)}/s), ${unanswered} unanswered at the end; ${stored.rows[0].n} positions stored
ack latency:         p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms, max ${(latencies.at(-1) ?? 0).toFixed(1)} ms
server memory (RSS): ${mb(rssBefore)} MB idle, ${mb(rssConnected)} MB connected, ${mb(rssEnd)} MB after the run
per connection:      ${((rssConnected - rssBefore) / count / 1024).toFixed(1)} kB connected, ${((rssEnd - rssBefore) / count / 1024).toFixed(1)} kB after reporting`);
process.exit(0);
