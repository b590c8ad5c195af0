import type pg from 'pg';
import type { ServerProcess } from '../../bench/ingest/processes.ts';
import { copiesOf, publishUplinks, registerSensor, storedUplinks, tally } from './chirpstack-mqtt.ts';
import type { FaultContext } from './context.ts';
import { type RestartableBroker, startRestartableBroker } from './mosquitto.ts';
import type { RestartablePostgres } from './postgres.ts';

const CLIENT_ID = 'pinpoint-faults';
/** Uplinks published at each step. */
const BATCH = 100;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const alive = (server: ServerProcess) => server.child?.exitCode === null && server.child.signalCode === null;

/** How long the broker stays down: 10 s in CI, the minute with FAULTS_LONG=1, else FAULT_MQTT_DOWN_SECONDS. */
export function mqttDownSeconds(): number {
  const value = Number(process.env.FAULT_MQTT_DOWN_SECONDS ?? (process.env.FAULTS_LONG ? 60 : 10));
  if (!Number.isFinite(value) || value <= 0) throw new Error('FAULT_MQTT_DOWN_SECONDS must be above 0');
  return value;
}

/** Waits until all of `ids` are stored (or `ms` pass); answers when the last one was seen. */
async function waitStored(pool: pg.Pool, deviceId: string, ids: string[], ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    const counts = tally(await storedUplinks(pool, deviceId), ids);
    if (counts.missing === 0 || Date.now() > until) return { ...counts, at: Date.now() };
    await sleep(200);
  }
}

/**
 * The broker of ChirpStack's MQTT integration restarted, then down for a while, during ingest:
 * Pinpoint's subscription comes back by itself and, with its persistent session at QoS 1 and a
 * persisting broker, every uplink the broker took is stored once, including those it took while
 * Pinpoint was still reconnecting.
 */
export async function mqttBroker(ctx: FaultContext, postgres: RestartablePostgres) {
  const downSeconds = mqttDownSeconds();
  const { check, elapsed } = ctx;
  const { database, handle, organisationId } = await ctx.freshOrganisation(postgres, 1);
  const { deviceId, devEui } = await registerSensor(handle, organisationId);
  const broker: RestartableBroker = await startRestartableBroker();
  try {
    const server = await ctx.startServer(database.url, { MQTT_URL: broker.url, MQTT_CLIENT_ID: CLIENT_ID });
    const pid = server.child?.pid;
    const all: string[] = [];
    const publish = async () => {
      const ids = await publishUplinks(broker.url, devEui, BATCH);
      all.push(...ids);
      return ids;
    };

    // Subscribed: a first uplink arrives (those published before it subscribed had no one to go to).
    const first = Date.now();
    const probes: string[] = [];
    for (;;) {
      const stored = await storedUplinks(handle.pool, deviceId);
      const arrived = probes.filter((id) => copiesOf(stored, `id:${id}`) > 0);
      if (arrived.length) {
        all.push(...arrived);
        break;
      }
      if (Date.now() - first > 30_000) throw new Error('the server did not subscribe within 30 s');
      probes.push(...(await publishUplinks(broker.url, devEui, 1)));
      await sleep(250);
    }

    // (a) Restarted: a batch the broker took but Pinpoint had not yet stored when it went, then another
    // right after it is back.
    const before = await publish();
    const held = tally(await storedUplinks(handle.pool, deviceId), before);
    const stoppedAt = Date.now();
    await broker.stop();
    await broker.start();
    const backA = Date.now();
    console.log(
      `      ${elapsed()}: MQTT broker restarted (${seconds(backA - stoppedAt)}), ${BATCH - held.stored} of ${BATCH} uplinks not yet stored by Pinpoint when it went`,
    );
    await publish();
    const a = await waitStored(handle.pool, deviceId, all, 30_000);
    const reconnectA = broker.connectedAt(CLIENT_ID, backA);
    check(
      a.missing === 0 && a.doubled === 0,
      `mqtt broker restart: all ${all.length} uplinks the broker took are stored once (${a.missing} missing, ${a.doubled} doubled); Pinpoint resubscribed ${reconnectA ? seconds(reconnectA - backA) : 'never'} after the broker was back, all stored ${seconds(a.at - backA)} after`,
    );

    // (b) Down for a while; uplinks published as soon as it is back, while Pinpoint still waits to reconnect.
    await publish();
    const downAt = Date.now();
    await broker.stop();
    console.log(`      ${elapsed()}: MQTT broker down for ${downSeconds} s`);
    await sleep(downSeconds * 1000);
    await broker.start();
    const backB = Date.now();
    const during = await publish();
    const publishedAt = Date.now();
    const b = await waitStored(handle.pool, deviceId, all, 30_000 + downSeconds * 1000);
    const reconnectB = broker.connectedAt(CLIENT_ID, backB);
    console.log(
      `      ${elapsed()}: broker back ${seconds(backB - downAt)} after it stopped; ${BATCH} uplinks published in ${seconds(publishedAt - backB)}; Pinpoint back ${reconnectB ? seconds(reconnectB - backB) : 'never'} after the broker`,
    );
    check(
      reconnectB !== undefined && reconnectB > publishedAt,
      `mqtt broker down ${downSeconds} s: the ${during.length} uplinks published after its return went out while Pinpoint was still reconnecting (its subscription came back by itself ${reconnectB ? seconds(reconnectB - backB) : 'never'} after the broker)`,
    );
    check(
      b.missing === 0 && b.doubled === 0 && alive(server) && server.child?.pid === pid,
      `mqtt broker down ${downSeconds} s: all ${all.length} uplinks stored once (${b.missing} missing, ${b.doubled} doubled), the last ${seconds(b.at - backB)} after the broker's return (recovery), by the same server process`,
    );
  } finally {
    await broker.remove();
  }
}
