import net from 'node:net';
import type pg from 'pg';
import {
  type TeltonikaFix,
  teltonikaCodec8,
  teltonikaImeiPacket,
} from '../../apps/server/src/simulator/teltonika-encoder.ts';

/** Most records a packet carries: what the tracker buffered since its last acknowledged packet. */
const BATCH = 4;
/** How long the tracker waits for the server's record count before it gives up on the connection. */
const ACK_TIMEOUT_MS = 5000;
/** Pause before it dials the next server after a drop or a refusal. */
const REDIAL_MS = 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Recorded = { fix: TeltonikaFix; sends: number; ackedAt?: number };
/** A connection lost with records in flight, and when the next server acknowledged something. */
export type Failover = { imei: string; droppedAt: number; from: number; to?: number; ackedAt?: number };

/**
 * Cellular trackers of the fault check: Teltonika FMBs reporting Codec 8 over TCP to two ingest
 * processes, each on a port of its own (two processes cannot listen on one port of one host). Each
 * keeps its records until the server acknowledges them (Teltonika wiki, "Teltonika Data Sending
 * Protocols": the server answers the number of records it took) and, when its connection drops or
 * no acknowledgement comes, dials the other address and sends them again: what a tracker with a
 * second server does (Ruptela's "Two servers" article on my.ruptela.com: without acknowledgements
 * from IP 1 the device sends to IP 2), or what a TCP load balancer in front of the ingest processes
 * does for trackers that know one address.
 */
export function startFailoverTrackers(imeis: string[], ports: number[], recordsPerSecond: number) {
  const failovers: Failover[] = [];
  let generating = true;
  let stopped = false;
  const trackers = imeis.map((imei, i) => {
    const records: Recorded[] = [];
    let last = 0;
    const generate = setInterval(
      () => {
        if (!generating) return;
        const at = Math.max(Date.now(), last + 1);
        last = at;
        const n = records.length;
        records.push({
          sends: 0,
          fix: {
            time: new Date(at),
            lat: 43.6 + i * 0.01 + n * 0.0001,
            lon: -79.4 + n * 0.0001,
            course: (n * 7) % 360,
            satellites: 10,
            speedKmh: 30 + (n % 40),
            ignition: true,
            moving: true,
            externalMv: 13_800,
            batteryMv: 4_000,
          },
        });
      },
      Math.round(1000 / recordsPerSecond),
    );
    const state = { imei, records, portIndex: i % ports.length, generate };
    const run = (async () => {
      while (!stopped) {
        const port = ports[state.portIndex] as number;
        const outcome = await session(state, port).catch(() => 'dropped' as const);
        if (stopped) break;
        const pending = records.some((r) => r.ackedAt === undefined && r.sends > 0);
        const open = failovers.some((f) => f.imei === imei && f.ackedAt === undefined);
        if (outcome === 'dropped' && pending && !open)
          failovers.push({ imei, droppedAt: Date.now(), from: port });
        state.portIndex = (state.portIndex + 1) % ports.length;
        await sleep(REDIAL_MS);
      }
    })();
    return { state, run };
  });

  /** One connection: login, then packets of what is unacknowledged, each waiting for its count. */
  async function session(state: (typeof trackers)[number]['state'], port: number) {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setNoDelay(true);
    let received = Buffer.alloc(0);
    let closed = false;
    let wake: (() => void) | undefined;
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      wake?.();
    });
    socket.on('close', () => {
      closed = true;
      wake?.();
    });
    socket.on('error', () => {});
    const read = async (n: number) => {
      const until = Date.now() + ACK_TIMEOUT_MS;
      while (received.length < n && !closed && Date.now() < until)
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, until - Date.now());
        });
      if (received.length < n) throw new Error('no answer');
      const out = received.subarray(0, n);
      received = received.subarray(n);
      return out;
    };
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('error', reject);
      });
      socket.write(teltonikaImeiPacket(state.imei));
      if ((await read(1))[0] !== 0x01) throw new Error('IMEI refused');
      for (;;) {
        const batch = state.records.filter((r) => r.ackedAt === undefined).slice(0, BATCH);
        if (!batch.length) {
          if (stopped) return 'done' as const;
          await sleep(50);
          continue;
        }
        for (const r of batch) r.sends += 1;
        socket.write(teltonikaCodec8(...batch.map((r) => r.fix)));
        const count = (await read(4)).readUInt32BE(0);
        if (count !== batch.length) throw new Error(`acknowledged ${count} of ${batch.length}`);
        const at = Date.now();
        for (const r of batch) r.ackedAt = at;
        const open = failovers.find((f) => f.imei === state.imei && f.ackedAt === undefined);
        if (open) Object.assign(open, { to: port, ackedAt: at });
      }
    } finally {
      socket.destroy();
    }
  }

  return {
    failovers,
    /** Stops making records, lets every tracker send what it holds (up to `ms`), then hangs up. */
    async stop(ms = 20_000) {
      generating = false;
      for (const t of trackers) clearInterval(t.state.generate);
      const until = Date.now() + ms;
      while (Date.now() < until && trackers.some((t) => t.state.records.some((r) => r.ackedAt === undefined)))
        await sleep(100);
      stopped = true;
      await Promise.all(trackers.map((t) => t.run));
    },
    records: () => trackers.map((t) => ({ imei: t.state.imei, records: t.state.records })),
  };
}

export type FailoverTrackers = ReturnType<typeof startFailoverTrackers>;

/**
 * Compares what each tracker sent with what is stored: each record a frame of its own (its key
 * holds the record's time), stored once, whether it was sent once or again after a drop.
 */
export async function checkTrackers(
  pool: pg.Pool,
  trackers: FailoverTrackers,
  deviceIds: Map<string, string>,
) {
  // A tracker record's frame is dated by the record's own time (trackers/records.ts; kept in
  // device_time when ours replaced it), which its dedup key holds too (`trk:<protocol>:<ms>:<fix>`,
  // hashed since migration 0045): frames a record time.
  const { rows } = await pool.query<{ device_id: string; ms: string; n: number }>(
    `select device_id, (extract(epoch from coalesce(device_time, received_at)) * 1000)::bigint::text as ms,
            count(*)::int as n
       from frames where device_id = any($1::uuid[]) group by 1, 2`,
    [[...deviceIds.values()]],
  );
  const stored = new Map(rows.map((r) => [`${r.device_id} ${r.ms}`, r.n]));
  const out = { sent: 0, acked: 0, resent: 0, missing: 0, doubled: 0, unknown: 0 };
  const expected = new Set<string>();
  for (const { imei, records } of trackers.records()) {
    const deviceId = deviceIds.get(imei);
    for (const r of records) {
      if (r.sends === 0) continue;
      out.sent += 1;
      if (r.ackedAt !== undefined) out.acked += 1;
      if (r.sends > 1) out.resent += 1;
      const key = `${deviceId} ${r.fix.time.getTime()}`;
      expected.add(key);
      const n = stored.get(key) ?? 0;
      if (n === 0 && r.ackedAt !== undefined) out.missing += 1;
      if (n > 1) out.doubled += n - 1;
    }
  }
  out.unknown = [...stored.keys()].filter((k) => !expected.has(k)).length;
  return out;
}
