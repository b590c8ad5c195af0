import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../db/database.ts';
import { createTestDatabase } from '../test/database.ts';
import {
  createIngestPipeline,
  type DeviceUpdate,
  hashDeviceToken,
  type IngestPipeline,
  LIVE_CHANNEL,
} from './pipeline.ts';
import type { NormalisedMessage } from './uplink.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DbHandle;
let pipeline: IngestPipeline;
let orgA: string;
let orgB: string;

const LHT65_EUI = 'A84041000181C61F';
const lht65Payload = Uint8Array.from(Buffer.from('CBF60B0D0376010ADD7FFF', 'hex'));

async function addDevice(organisationId: string, values: Record<string, unknown>) {
  const row = await handle.db
    .insertInto('devices')
    .values({ organisation_id: organisationId, name: 'device', ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const uplink = (devEui: string, fCnt: number, extra: Partial<NormalisedMessage> = {}): NormalisedMessage =>
  ({
    kind: 'uplink',
    devEui,
    receivedAt: new Date(),
    fCnt,
    fPort: 2,
    payload: lht65Payload,
    ...extra,
  }) as NormalisedMessage;

const frameCount = async (deviceId: string) =>
  (await handle.pool.query('select count(*)::int as n from frames where device_id = $1', [deviceId])).rows[0]
    .n as number;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = connect(database.url, 5);
  pipeline = createIngestPipeline(handle.pool, { battery: { minMv: 2300, maxMv: 3000 } });
  orgA = (
    await handle.db
      .insertInto('organisations')
      .values({ name: 'A' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  orgB = (
    await handle.db
      .insertInto('organisations')
      .values({ name: 'B' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

describe('ingest pipeline', () => {
  it('decodes a raw payload with the device model, and stores frame, readings and latest state', async () => {
    const id = await addDevice(orgA, { dev_eui: LHT65_EUI, model_id: 'dragino/lht65' });
    const [outcome] = await Promise.all([
      pipeline.submit({ message: uplink(LHT65_EUI.toLowerCase(), 7), source: 'ttn' }),
    ]);
    expect(outcome).toEqual({ status: 'stored', deviceId: id });
    const frame = (await handle.pool.query('select * from frames where device_id = $1', [id])).rows[0];
    expect(frame).toMatchObject({ f_cnt: 7, f_port: 2, decode_error: null, source: 'ttn' });
    expect(frame.decoded).toMatchObject({ BatV: 3.062, TempC_SHT: 28.29, Hum_SHT: 88.6 });
    const readings = (await handle.pool.query('select field, value from readings where device_id = $1', [id]))
      .rows;
    expect(readings).toEqual(
      expect.arrayContaining([
        { field: 'temperature', value: 28.29 },
        { field: 'humidity', value: 88.6 },
        { field: 'battery_mv', value: 3062 },
      ]),
    );
    const device = (await handle.pool.query('select * from devices where id = $1', [id])).rows[0];
    expect(device.temperature).toBe(28.29);
    expect(device.battery_mv).toBe(3062);
    // (3062 - 2300) / (3000 - 2300) clamps to 100 %
    expect(device.battery_pct).toBe(100);
    expect(device.last_seen_at).not.toBeNull();
  });

  it('stores the same uplink once when it arrives three times (several gateways, a retried webhook)', async () => {
    const id = await addDevice(orgA, { dev_eui: '0011223344556677', model_id: 'dragino/lht65' });
    const message = uplink('0011223344556677', 42);
    const outcomes = await Promise.all([0, 1, 2].map(() => pipeline.submit({ message, source: 'ttn' })));
    expect(outcomes.map((o) => o.status).sort()).toEqual(['duplicate', 'duplicate', 'stored']);
    const later = await pipeline.submit({ message: { ...message, receivedAt: new Date() }, source: 'ttn' });
    expect(later.status).toBe('duplicate');
    expect(await frameCount(id)).toBe(1);
  });

  it('keeps low-counter uplinks after a rejoin: a restarted counter is new data', async () => {
    const eui = '8899AABBCCDDEEFF';
    const id = await addDevice(orgA, { dev_eui: eui, model_id: 'dragino/lht65' });
    await pipeline.submit({ message: uplink(eui, 1), source: 'ttn' });
    await pipeline.submit({ message: uplink(eui, 2), source: 'ttn' });
    await pipeline.submit({ message: { kind: 'join', devEui: eui, receivedAt: new Date() }, source: 'ttn' });
    expect((await pipeline.submit({ message: uplink(eui, 1), source: 'ttn' })).status).toBe('stored');
    expect((await pipeline.submit({ message: uplink(eui, 2), source: 'ttn' })).status).toBe('stored');
    expect((await pipeline.submit({ message: uplink(eui, 2), source: 'ttn' })).status).toBe('duplicate');
    const uplinks = await handle.pool.query(
      "select count(*)::int as n from frames where device_id = $1 and kind = 'uplink'",
      [id],
    );
    expect(uplinks.rows[0].n).toBe(4);
  });

  it('answers unknown devices as such and counts them, storing nothing', async () => {
    const outcome = await pipeline.submit({ message: uplink('FFFFFFFFFFFFFFFF', 1), source: 'chirpstack' });
    expect(outcome).toEqual({ status: 'unknown_device', identity: 'FFFFFFFFFFFFFFFF' });
    await pipeline.submit({ message: uplink('FFFFFFFFFFFFFFFF', 2), source: 'chirpstack' });
    const row = (
      await handle.pool.query("select count from ingest_unknown where identity = 'FFFFFFFFFFFFFFFF'")
    ).rows[0];
    expect(row.count).toBe(2);
  });

  it("never lets one organisation's ingest key reach another organisation's device", async () => {
    const eui = '1111222233334444';
    const id = await addDevice(orgA, { dev_eui: eui, model_id: 'dragino/lht65' });
    const outcome = await pipeline.submit({ message: uplink(eui, 1), source: 'ttn', organisationId: orgB });
    expect(outcome.status).toBe('unknown_device');
    expect(await frameCount(id)).toBe(0);
  });

  it('stores a decode error with the frame instead of failing', async () => {
    const eui = '2222333344445555';
    const id = await addDevice(orgA, { dev_eui: eui, model_id: 'dragino/lht65' });
    const outcome = await pipeline.submit({
      message: uplink(eui, 1, { payload: Uint8Array.of(1, 2) }),
      source: 'ttn',
    });
    expect(outcome.status).toBe('stored');
    const frame = (await handle.pool.query('select decode_error from frames where device_id = $1', [id]))
      .rows[0];
    expect(frame.decode_error).toMatch(/short|bytes/i);
  });

  it('identifies self-hosted devices by their token, stores positions, and publishes the update at commit', async () => {
    const token = 'tok_selfhosted_123';
    const id = await addDevice(orgB, { forwarder: 'self-host', token_hash: hashDeviceToken(token) });
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    const received: DeviceUpdate[] = [];
    listener.on('notification', (n) => received.push(JSON.parse(n.payload as string)));
    await listener.query(`listen ${LIVE_CHANNEL}`);
    const message: NormalisedMessage = {
      kind: 'uplink',
      deviceId: token,
      receivedAt: new Date(),
      location: { lat: 43.6532, lon: -79.3832, speed: 5, source: 'phone' },
      readings: [{ field: 'battery_pct', value: 80 }],
    };
    expect(await pipeline.submit({ message, source: 'osmand' })).toEqual({ status: 'stored', deviceId: id });
    await new Promise((r) => setTimeout(r, 200));
    await listener.end();
    expect(received).toEqual([
      expect.objectContaining({
        organisationId: orgB,
        deviceId: id,
        readings: { battery_pct: 80 },
        position: expect.objectContaining({ lat: 43.6532, lon: -79.3832, speed: 5 }),
      }),
    ]);
    const device = (await handle.pool.query('select lat, lon, battery_pct from devices where id = $1', [id]))
      .rows[0];
    expect(device).toEqual({ lat: 43.6532, lon: -79.3832, battery_pct: 80 });
  });
});
