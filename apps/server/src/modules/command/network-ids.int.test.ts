import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../../db/database.ts';
import { parseTtn } from '../../ingest/formats/ttn.ts';
import { createIngestPipeline } from '../../ingest/pipeline.ts';
import { createTestDatabase } from '../../test/database.ts';
import { recordNetworkIds } from './network-ids.ts';

// The Things Stack's uplink message as its webhook posts it (The Things Stack documentation,
// "Data formats", uplink message; ../shared/fixtures/uplinks): a Dragino LHT65 named by its
// device id "freezer-12" in application "gta-cold-chain", the ids a downlink's push path needs.
const body = JSON.parse(
  readFileSync(
    new URL('../../../../../../shared/fixtures/uplinks/ttn-uplink-lht65-decoded.json', import.meta.url),
    'utf8',
  ),
);
const uplink = (fCnt: number, applicationId: string) => {
  const copy = structuredClone(body);
  copy.uplink_message.f_cnt = fCnt;
  copy.received_at = new Date().toISOString();
  copy.end_device_ids.application_ids.application_id = applicationId;
  const [message] = parseTtn(copy, new Date());
  if (!message) throw new Error('the fixture parses to no message');
  return message;
};

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DbHandle;
let deviceId: string;
const warnings: string[] = [];
const log = { warn: (_: object, msg: string) => void warnings.push(msg) };

beforeAll(async () => {
  database = await createTestDatabase();
  handle = connect(database.url, 4);
  const { id: organisationId } = await handle.db
    .insertInto('organisations')
    .values({ name: 'Cold chain' })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Stored by an earlier process: the ids its uplinks named before a restart.
  ({ id: deviceId } = await handle.db
    .insertInto('devices')
    .values({
      organisation_id: organisationId,
      name: 'Freezer 12',
      dev_eui: 'A84041000181C8F2',
      network: JSON.stringify({ ttnDeviceId: 'freezer-12', ttnApplicationId: 'gta-cold-chain' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow());
  // Each write of the device's network ids, counted.
  await handle.pool.query(`
    create table network_writes (at timestamptz default clock_timestamp());
    create function count_network_write() returns trigger language plpgsql as
      $$ begin insert into network_writes default values; return new; end $$;
    create trigger count_network_write after update of network on devices
      for each row execute function count_network_write();`);
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

const writes = async () =>
  (await handle.pool.query<{ n: number }>('select count(*)::int as n from network_writes')).rows[0]?.n;
const network = async () =>
  (await handle.pool.query('select network from devices where id = $1', [deviceId])).rows[0]?.network;

describe("a device's network-server ids kept from its uplinks", () => {
  it('after a restart, writes nothing for the ids a device already has, and writes a change at once', async () => {
    const pipeline = recordNetworkIds(
      createIngestPipeline(handle.pool, { battery: { minMv: 2300, maxMv: 3000 } }),
      handle.db,
      log,
    );
    await pipeline.remembered();
    expect(await pipeline.submit({ message: uplink(1843, 'gta-cold-chain'), source: 'ttn' })).toEqual({
      status: 'stored',
      deviceId,
    });
    // The device moved to another application on The Things Stack: a downlink needs the new id.
    await pipeline.submit({ message: uplink(1844, 'gta-cold-chain-2'), source: 'ttn' });
    await expect.poll(network).toEqual({ ttnDeviceId: 'freezer-12', ttnApplicationId: 'gta-cold-chain-2' });
    await pipeline.submit({ message: uplink(1845, 'gta-cold-chain-2'), source: 'ttn' });
    await pipeline.flush();
    // Settled: the one change written, the unchanged uplinks before and after it not.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await writes()).toBe(1);
    expect(warnings).toEqual([]);
  });
});
