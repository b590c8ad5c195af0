import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { createKey } from '../modules/ingest-keys/service.ts';
import { startCellularVans } from './cellular-van.ts';
import { pastStart, seedDemoPast } from './demo-past.ts';
import { reportDemoPhones, seedDemoPhone } from './demo-phone.ts';
import {
  demoIndexOf,
  deviceTypeOf,
  modelOf,
  type SimulatedDevice,
  type SimulatedKind,
  simulatedDevEui,
  ttnWebhookBody,
  uplinkAt,
} from './fleet.ts';
import { createSimulatedNetworkServer } from './network-server.ts';
import { demoImei } from './teltonika-encoder.ts';

const demoFleet: Array<{ kind: SimulatedKind; name: string }> = [
  { kind: 'tracker', name: 'Delivery van 1 (demo)' },
  { kind: 'tracker', name: 'Delivery van 2 (demo)' },
  { kind: 'tracker', name: 'Service truck (demo)' },
  { kind: 'fridge', name: 'Walk-in fridge (demo)' },
  { kind: 'freezer', name: 'Freezer (demo)' },
  { kind: 'door', name: 'Loading dock door (demo)' },
  { kind: 'leak', name: 'Basement leak sensor (demo)' },
  { kind: 'button', name: 'Front desk SOS button (demo)' },
  { kind: 'co2', name: 'Boardroom CO2 (demo)' },
];

export { demoIndexOf };

/** Demo devices in the inventory, set aside for the new organisation to claim by their codes. */
const demoInventory: Array<{ kind: SimulatedKind; index: number }> = [
  { kind: 'fridge', index: 100 },
  { kind: 'door', index: 101 },
  { kind: 'tracker', index: 102 },
];

/** A claim code as printed on a label: DEMO- and eight letters and digits that are hard to misread. */
function demoClaimCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const pick = () => Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `DEMO-${pick()}-${pick()}`;
}

async function seedDemoInventory(db: Db, organisationId: string, prefix: number) {
  await db
    .insertInto('device_inventory')
    .values(
      demoInventory.map((item) => ({
        claim_code: demoClaimCode(),
        dev_eui: simulatedDevEui(prefix, item.index),
        app_eui: '70B3D57ED0000000',
        type: deviceTypeOf[item.kind],
        model_id: modelOf[item.kind],
        demo_for: organisationId,
        demo_kind: item.kind,
      })),
    )
    .execute();
}

const secretName = (organisationId: string) => `demo_ingest_key:${organisationId}`;

/**
 * Gives a new organisation demo devices (labelled as such, deletable like any
 * other) and an ingest key for the simulator that drives them.
 */
export async function seedDemoDevices(db: Db, sub: string, organisationId: string): Promise<void> {
  const prefix = randomInt(0xffffff);
  const now = new Date();
  const fleet = await db
    .insertInto('devices')
    .values(
      demoFleet.map((d, index) => ({
        // Registered when their back-filled history starts (demo-past.ts).
        created_at: pastStart(now),
        organisation_id: organisationId,
        name: d.name,
        dev_eui: simulatedDevEui(prefix, index),
        type: deviceTypeOf[d.kind],
        model_id: modelOf[d.kind],
        forwarder: 'ttn' as const,
        is_demo: true,
        network: JSON.stringify({
          simulated: true,
          simulatedKind: d.kind,
          ttnDeviceId: `demo-${d.kind}-${index}`,
        }),
      })),
    )
    .returning(['id', 'name', 'dev_eui', 'model_id', 'network'])
    .execute();
  // A cellular van (issue 26): a Teltonika reporting through the real tracker listener.
  await db
    .insertInto('devices')
    .values({
      organisation_id: organisationId,
      name: 'Cellular van (demo)',
      type: 'location',
      forwarder: 'tracker',
      imei: demoImei(prefix),
      protocol: 'teltonika',
      is_demo: true,
    })
    .onConflict((oc) => oc.column('imei').doNothing())
    .execute();
  await seedDemoInventory(db, organisationId, prefix);
  await seedDemoPhone(db, organisationId);
  // Before the key that lets the simulator drive them: the live uplinks come after their past.
  await seedDemoPast(db, organisationId, fleet, now);
  const { key } = await createKey(db, sub, organisationId, 'Demo simulator');
  await db
    .insertInto('server_secrets')
    .values({ name: secretName(organisationId), value: JSON.stringify(key) })
    .execute();
}

/**
 * Drives every organisation's demo devices through the real TTN webhook route
 * (in-process, via inject) every `intervalMs`, so a newcomer sees the product
 * alive within a minute of signing up.
 */
export function startDemoRunner(app: FastifyInstance, db: Db, intervalMs = 5000, teltonikaPort?: number) {
  let running = false;
  const cellular = teltonikaPort ? startCellularVans(db, teltonikaPort, app.log) : undefined;
  const network = createSimulatedNetworkServer(app, db);
  async function tick() {
    if (running) return;
    running = true;
    try {
      const devices = await db
        .selectFrom('devices')
        .innerJoin('server_secrets', (join) =>
          join.on(sql<boolean>`server_secrets.name = 'demo_ingest_key:' || devices.organisation_id::text`),
        )
        // A demo device claimed from the inventory is driven too, by the kind it was set aside as.
        .leftJoin('device_inventory', (join) =>
          join
            .onRef('device_inventory.dev_eui', '=', 'devices.dev_eui')
            .onRef('device_inventory.claimed_by', '=', 'devices.organisation_id'),
        )
        .select([
          'devices.dev_eui',
          'devices.network',
          'devices.created_at',
          'server_secrets.value as key',
          'device_inventory.demo_kind',
        ])
        .where((eb) =>
          eb.or([eb('devices.is_demo', '=', true), eb('device_inventory.demo_kind', 'is not', null)]),
        )
        .execute();
      const now = new Date();
      await cellular?.tick(now);
      await reportDemoPhones(app, db, now);
      // Unix time: a demo device is where it would be whichever process sends for it, and a
      // restart continues its journey instead of starting it again.
      const t = now.getTime() / 1000;
      const downlinks = await network.openDownlinks(devices.flatMap((d) => (d.dev_eui ? [d.dev_eui] : [])));
      for (const row of devices) {
        const kind = (row.network?.simulatedKind ?? row.demo_kind ?? undefined) as SimulatedKind | undefined;
        if (!kind || !row.dev_eui) continue;
        const device: SimulatedDevice = {
          kind,
          index: demoIndexOf(row.dev_eui),
          devEui: row.dev_eui,
          ttnId: String(row.network?.ttnDeviceId ?? kind),
        };
        const fCnt = Math.floor((now.getTime() - row.created_at.getTime()) / intervalMs);
        await app.inject({
          method: 'POST',
          url: '/api/ingest/ttn',
          headers: { authorization: `Bearer ${row.key as string}`, 'content-type': 'application/json' },
          payload: ttnWebhookBody(device, uplinkAt(device, t), fCnt, now),
        });
        await network.afterUplink(device, row.key as string, downlinks.get(row.dev_eui), now);
      }
    } catch (err) {
      app.log.warn({ err }, 'demo simulator: tick failed');
    } finally {
      running = false;
    }
  }
  const timer = setInterval(() => void tick(), intervalMs);
  void tick();
  return {
    stop: () => {
      clearInterval(timer);
      cellular?.stop();
    },
  };
}
