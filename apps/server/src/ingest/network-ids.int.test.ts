import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../db/database.ts';
import { createTestDatabase } from '../test/database.ts';
import { parseTtn } from './formats/ttn.ts';
import { createIngestPipeline, type IngestPipeline } from './pipeline.ts';

// The Things Stack's uplink message as its webhook posts it (The Things Stack documentation,
// "Data formats", uplink message; ../shared/fixtures/uplinks): a Dragino LHT65 named by its
// device id "freezer-12" in application "gta-cold-chain", the ids a downlink's push path needs.
const body = JSON.parse(
  readFileSync(
    new URL('../../../../../shared/fixtures/uplinks/ttn-uplink-lht65-decoded.json', import.meta.url),
    'utf8',
  ),
);
const uplink = (fCnt: number, applicationId: string, receivedAt = new Date()) => {
  const copy = structuredClone(body);
  copy.uplink_message.f_cnt = fCnt;
  copy.received_at = receivedAt.toISOString();
  copy.end_device_ids.application_ids.application_id = applicationId;
  const [message] = parseTtn(copy, new Date());
  if (!message) throw new Error('the fixture parses to no message');
  return message;
};

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DbHandle;
let organisationId: string;
let pipeline: IngestPipeline;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = connect(database.url, 4);
  ({ id: organisationId } = await handle.db
    .insertInto('organisations')
    .values({ name: 'Cold chain' })
    .returning('id')
    .executeTakeFirstOrThrow());
  pipeline = createIngestPipeline(handle.pool, { battery: { minMv: 2300, maxMv: 3000 } });
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

const device = async (network: object) =>
  (
    await handle.db
      .deleteFrom('devices')
      .where('dev_eui', '=', 'A84041000181C8F2')
      .execute()
      .then(() =>
        handle.db
          .insertInto('devices')
          .values({
            organisation_id: organisationId,
            name: 'Freezer 12',
            dev_eui: 'A84041000181C8F2',
            network: JSON.stringify(network),
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      )
  ).id;
const networkOf = async (id: string) =>
  (await handle.pool.query('select network from devices where id = $1', [id])).rows[0]?.network;

describe("a device's network-server ids kept from its uplinks (commands' downlinks need them)", () => {
  it('are stored by the time its first uplink is answered, only the ids a downlink needs', async () => {
    const id = await device({});
    expect(await pipeline.submit({ message: uplink(1843, 'gta-cold-chain'), source: 'ttn' })).toEqual({
      status: 'stored',
      deviceId: id,
    });
    // No waiting: a downlink queued right after the answer finds them (the message's dev_addr and
    // other ids are not kept).
    expect(await networkOf(id)).toEqual({ ttnDeviceId: 'freezer-12', ttnApplicationId: 'gta-cold-chain' });
  });

  it('follow a move to another application and keep what the uplink does not name', async () => {
    const id = await device({ ttnDeviceId: 'freezer-12', ttnApplicationId: 'gta-cold-chain', note: 'kept' });
    await pipeline.submit({ message: uplink(1844, 'gta-cold-chain'), source: 'ttn' });
    expect(await networkOf(id)).toEqual({
      ttnDeviceId: 'freezer-12',
      ttnApplicationId: 'gta-cold-chain',
      note: 'kept',
    });
    // The device moved to another application on The Things Stack: a downlink needs the new id.
    await pipeline.submit({ message: uplink(1845, 'gta-cold-chain-2'), source: 'ttn' });
    expect(await networkOf(id)).toEqual({
      ttnDeviceId: 'freezer-12',
      ttnApplicationId: 'gta-cold-chain-2',
      note: 'kept',
    });
  });

  it('of uplinks written together: the later one wins; a duplicate changes nothing', async () => {
    const id = await device({});
    const at = Date.now();
    // Submitted together, so written in one group (the pipeline's 2 ms window), in arrival order.
    const outcomes = await Promise.all([
      pipeline.submit({ message: uplink(2001, 'app-a', new Date(at - 2000)), source: 'ttn' }),
      pipeline.submit({ message: uplink(2002, 'app-b', new Date(at - 1000)), source: 'ttn' }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['stored', 'stored']);
    expect(await networkOf(id)).toEqual({ ttnDeviceId: 'freezer-12', ttnApplicationId: 'app-b' });
    // The Things Stack retries the first uplink (same time and counter): a duplicate, not a move back.
    expect(
      await pipeline.submit({ message: uplink(2001, 'app-a', new Date(at - 2000)), source: 'ttn' }),
    ).toEqual({ status: 'duplicate', deviceId: id });
    expect(await networkOf(id)).toEqual({ ttnDeviceId: 'freezer-12', ttnApplicationId: 'app-b' });
  });
});
