import { parseArgs } from 'node:util';
import type { ServerConfig } from '../config.ts';
import { connect, type Db } from '../db/database.ts';
import { createKey } from '../modules/ingest-keys/service.ts';
import {
  deviceTypeOf,
  modelOf,
  type SimulatedDevice,
  simulatedDevEui,
  simulatedKinds,
  ttnWebhookBody,
  uplinkAt,
} from './fleet.ts';

const FLEET_PREFIX = 0x51a1;

/** Registers `count` simulated devices in the organisation (idempotent) and answers them. */
export async function registerFleet(
  db: Db,
  organisationId: string,
  count: number,
): Promise<SimulatedDevice[]> {
  const fleet: SimulatedDevice[] = Array.from({ length: count }, (_, index) => ({
    kind: simulatedKinds[index % simulatedKinds.length] as SimulatedDevice['kind'],
    index,
    devEui: simulatedDevEui(FLEET_PREFIX, index),
    ttnId: `sim-${index}`,
  }));
  for (let i = 0; i < fleet.length; i += 1000) {
    await db
      .insertInto('devices')
      .values(
        fleet.slice(i, i + 1000).map((d) => ({
          organisation_id: organisationId,
          name: `Simulated ${d.kind} ${d.index + 1}`,
          dev_eui: d.devEui,
          type: deviceTypeOf[d.kind],
          model_id: modelOf[d.kind],
          network: JSON.stringify({ simulated: true, simulatedKind: d.kind, ttnDeviceId: d.ttnId }),
        })),
      )
      .onConflict((oc) => oc.column('dev_eui').doNothing())
      .execute();
  }
  return fleet;
}

/** `limited`: answered 429, over the organisation's ingest limit (INGEST_ORG_RATE on the server). */
export type SimulationStats = {
  sent: number;
  ok: number;
  failed: number;
  limited: number;
  latencies: number[];
};

/** Sends TTN webhooks for the fleet at `ratePerSecond` until `durationS` passes (or forever when 0). */
export async function runSimulation(options: {
  url: string;
  key: string;
  fleet: SimulatedDevice[];
  ratePerSecond: number;
  durationS: number;
  onSecond?: (stats: SimulationStats) => void;
}): Promise<SimulationStats> {
  const stats: SimulationStats = { sent: 0, ok: 0, failed: 0, limited: 0, latencies: [] };
  const started = Date.now();
  const fCnt = new Map<number, number>();
  const endpoint = `${options.url.replace(/\/$/, '')}/api/ingest/ttn`;
  let next = 0;
  const inFlight = new Set<Promise<void>>();
  let lastReport = started;
  while (!options.durationS || Date.now() - started < options.durationS * 1000) {
    const due = Math.floor(((Date.now() - started) / 1000) * options.ratePerSecond);
    while (stats.sent < due && inFlight.size < 2000) {
      const device = options.fleet[next % options.fleet.length] as SimulatedDevice;
      next += 1;
      const count = (fCnt.get(device.index) ?? 0) + 1;
      fCnt.set(device.index, count);
      const now = new Date();
      const body = JSON.stringify(
        ttnWebhookBody(device, uplinkAt(device, (now.getTime() - started) / 1000), count, now),
      );
      const t0 = performance.now();
      stats.sent += 1;
      const request = fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.key}` },
        body,
      })
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.ok) stats.ok += 1;
          else if (res.status === 429) stats.limited += 1;
          else stats.failed += 1;
          stats.latencies.push(performance.now() - t0);
        })
        .catch(() => {
          stats.failed += 1;
        })
        .finally(() => inFlight.delete(request));
      inFlight.add(request);
    }
    if (options.onSecond && Date.now() - lastReport >= 1000) {
      lastReport = Date.now();
      options.onSecond(stats);
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  await Promise.all(inFlight);
  return stats;
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/**
 * `npm run simulate -- --devices 1000 --rate 200/s [--duration 60] [--url …] [--organisation <id>]`:
 * registers simulated devices (in the given organisation, else the oldest one)
 * and drives them through the running server's TTN webhook.
 */
export async function simulateCommand(config: ServerConfig, argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      devices: { type: 'string', default: '50' },
      rate: { type: 'string', default: '10/s' },
      duration: { type: 'string', default: '0' },
      url: { type: 'string', default: `http://127.0.0.1:${config.PORT}` },
      organisation: { type: 'string' },
    },
  });
  const count = Number(values.devices);
  const rate = Number(String(values.rate).replace(/\/s$/, ''));
  if (!Number.isInteger(count) || count < 1)
    throw new Error('--devices must be a whole number, e.g. --devices 1000');
  if (!(rate > 0)) throw new Error('--rate must be uplinks per second, e.g. --rate 200/s');
  const databaseUrl =
    config.DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${config.EMBEDDED_PG_PORT}/postgres`;
  const handle = connect(databaseUrl, 2);
  try {
    const org = values.organisation
      ? { id: values.organisation }
      : await handle.db.selectFrom('organisations').select('id').orderBy('created_at').executeTakeFirst();
    if (!org)
      throw new Error('No organisation yet: sign up at the web app first, or pass --organisation <id>');
    const owner = await handle.db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .select('users.sub')
      .where('memberships.organisation_id', '=', org.id)
      .executeTakeFirst();
    const fleet = await registerFleet(handle.db, org.id, count);
    const { key } = await createKey(handle.db, owner?.sub ?? '', org.id, 'Simulator');
    console.log(
      `Simulating ${count} devices at ${rate}/s into organisation ${org.id} via ${values.url} (Ctrl-C stops)`,
    );
    if (config.INGEST_ORG_RATE > 0 && rate > config.INGEST_ORG_RATE)
      console.log(
        `Note: over ${config.INGEST_ORG_RATE}/s an organisation is refused with 429 (INGEST_ORG_RATE on the server; 0 turns it off)`,
      );
    const stats = await runSimulation({
      url: values.url,
      key,
      fleet,
      ratePerSecond: rate,
      durationS: Number(values.duration),
      onSecond: (s) =>
        console.log(
          `sent ${s.sent}, ok ${s.ok}, failed ${s.failed}, limited ${s.limited}, p99 ${percentile(s.latencies, 99).toFixed(1)} ms`,
        ),
    });
    console.log(
      `done: ${stats.ok} stored or duplicate, ${stats.failed} failed, ${stats.limited} over the organisation's limit`,
    );
  } finally {
    await handle.close();
  }
}
