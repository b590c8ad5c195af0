import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../db/database.ts';
import { AppError } from '../lib/errors.ts';
import { createTestDatabase } from '../test/database.ts';
import { decodedFields } from './decoding.ts';
import {
  createIngestPipeline,
  type DeviceUpdate,
  hashDeviceToken,
  type IngestPipeline,
  LIVE_CHANNEL,
} from './pipeline.ts';
import { IngestParseError, type NormalisedMessage } from './uplink.ts';

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

/**
 * Every case twice: as PostgreSQL plans the group's statements for their first runs on a connection
 * (custom plans), and with the one plan it keeps after five (a generic plan: the ingest statements
 * are prepared once a connection, store.ts), forced from the first here.
 */
describe.each([
  { plans: 'custom plans', mode: 'force_custom_plan' },
  { plans: 'generic plans', mode: 'force_generic_plan' },
])('ingest pipeline ($plans)', ({ mode }) => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.url);
    url.searchParams.set('options', `-c plan_cache_mode=${mode}`);
    handle = connect(url.toString(), 5);
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

  it('runs its statements under the plans named', async () => {
    const { rows } = await handle.pool.query('show plan_cache_mode');
    expect(rows[0].plan_cache_mode).toBe(mode);
  });

  it('decodes a raw payload with the device model, and stores frame, readings and latest state', async () => {
    const id = await addDevice(orgA, { dev_eui: LHT65_EUI, model_id: 'dragino/lht65' });
    const [outcome] = await Promise.all([
      pipeline.submit({ message: uplink(LHT65_EUI.toLowerCase(), 7), source: 'ttn' }),
    ]);
    expect(outcome).toEqual({ status: 'stored', deviceId: id });
    const frame = (await handle.pool.query('select * from frames where device_id = $1', [id])).rows[0];
    expect(frame).toMatchObject({ f_cnt: 7, f_port: 2, decode_error: null, source: 'ttn' });
    // Not stored, made again from the bytes by the model named (migration 0029).
    expect(frame).toMatchObject({ decoded: null, decoder: 'dragino/lht65' });
    expect(decodedFields(frame.decoder, frame.f_port, frame.payload)).toMatchObject({
      BatV: 3.062,
      TempC_SHT: 28.29,
      Hum_SHT: 88.6,
    });
    const readings = (
      await handle.pool.query("select field, value from pinpoint_readings($1, '-infinity', 'infinity')", [id])
    ).rows;
    expect(readings).toEqual(
      expect.arrayContaining([
        { field: 'temperature', value: 28.29 },
        { field: 'humidity', value: 88.6 },
        { field: 'battery_mv', value: 3062 },
      ]),
    );
    // All of the uplink's readings in its frame's row (migration 0048), a key (field id and source,
    // 0044) a value, and no readings row beside it.
    const row = await handle.pool.query(
      `select cardinality(keys) as keys, cardinality(vals) as vals,
              (select count(*) from readings_uplinks u where u.device_id = f.device_id)::int as rows
         from frames f where device_id = $1`,
      [id],
    );
    expect(row.rows).toEqual([{ keys: readings.length, vals: readings.length, rows: 0 }]);
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

  it("fails only the message the database refuses: its group's other uplinks, of another organisation, commit", async () => {
    // One group (one lane, a long window), as concurrent requests of several organisations form it.
    const grouped = createIngestPipeline(handle.pool, {
      battery: { minMv: 2300, maxMv: 3000 },
      lanes: 1,
      windowMs: 50,
    });
    const bad = await addDevice(orgA, { dev_eui: 'A0A0A0A0A0A0A0A0' });
    const good = await addDevice(orgB, { dev_eui: 'B0B0B0B0B0B0B0B0' });
    // A value that passes every check of ours but that the database refuses inside the group's statement.
    await handle.pool.query(`
      create function refuse_poison() returns trigger language plpgsql as $$
      begin
        if new.decoded ? 'poison' then raise exception 'poisoned frame' using errcode = '22023'; end if;
        return new;
      end $$;
      create trigger refuse_poison before insert on frames for each row execute function refuse_poison()`);
    try {
      const time = Date.now() - 60_000;
      const submissions = Array.from({ length: 30 }, (_, n) =>
        grouped.submit({
          message: uplink('B0B0B0B0B0B0B0B0', n, {
            payload: undefined,
            receivedAt: new Date(time + n * 1000),
            decoded: { temperature: n },
          }),
          source: 'ttn',
          organisationId: orgB,
        }),
      );
      const poisoned = grouped.submit({
        message: uplink('A0A0A0A0A0A0A0A0', 1, { payload: undefined, decoded: { poison: true } }),
        source: 'ttn',
        organisationId: orgA,
      });
      submissions.splice(13, 0, poisoned);
      const settled = await Promise.allSettled(submissions);
      const refused = settled[13];
      expect(refused?.status).toBe('rejected');
      const reason = (refused as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(AppError);
      expect(reason).toMatchObject({
        status: 400,
        message: 'The uplink could not be stored: poisoned frame',
      });
      const others = settled.filter((_, i) => i !== 13);
      expect(others.map((r) => r.status === 'fulfilled' && r.value.status)).toEqual(
        others.map(() => 'stored'),
      );
      expect(await frameCount(good)).toBe(30);
      expect(await frameCount(bad)).toBe(0);
      const device = (await handle.pool.query('select temperature from devices where id = $1', [good]))
        .rows[0];
      expect(device.temperature).toBe(29);
    } finally {
      await handle.pool.query('drop trigger refuse_poison on frames; drop function refuse_poison()');
    }
  });

  it('keeps JSON texts whole in a group: control characters inside values, and frames without a decoded payload', async () => {
    // A group's JSON texts travel as array parameters (store.ts), escaped by node-postgres and read
    // back by PostgreSQL's array_in: control characters inside a value, and nulls beside objects,
    // must come back as sent.
    const grouped = createIngestPipeline(handle.pool, {
      battery: { minMv: 2300, maxMv: 3000 },
      lanes: 1,
      windowMs: 50,
    });
    const eui = 'E1E1E1E1E1E1E1E1';
    const id = await addDevice(orgB, { dev_eui: eui });
    const time = Date.now() - 30_000;
    const listener = new pg.Client({ connectionString: database.url });
    const live: Array<{ deviceId: string; readings: Record<string, unknown> }> = [];
    await listener.connect();
    listener.on('notification', (n) => live.push(JSON.parse(n.payload ?? '{}')));
    await listener.query(`listen ${LIVE_CHANNEL}`);
    const outcomes = await Promise.all([
      grouped.submit({
        message: uplink(eui, 1, {
          payload: undefined,
          receivedAt: new Date(time),
          decoded: { note: 'a\u001eb\u001fc', temperature: 21.5 },
        }),
        source: 'ttn',
        organisationId: orgB,
      }),
      // A model-less device's raw payload: no decoded object, a null in the joined column.
      grouped.submit({
        message: uplink(eui, 2, { receivedAt: new Date(time + 1000) }),
        source: 'ttn',
        organisationId: orgB,
      }),
      grouped.submit({
        message: uplink(eui, 3, {
          payload: undefined,
          receivedAt: new Date(time + 2000),
          decoded: { temperature: 22 },
        }),
        source: 'ttn',
        organisationId: orgB,
      }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['stored', 'stored', 'stored']);
    const rows = (
      await handle.pool.query('select f_cnt, decoded from frames where device_id = $1 order by f_cnt', [id])
    ).rows;
    expect(rows).toEqual([
      { f_cnt: 1, decoded: { note: 'a\u001eb\u001fc', temperature: 21.5 } },
      { f_cnt: 2, decoded: null },
      { f_cnt: 3, decoded: { temperature: 22 } },
    ]);
    await new Promise((r) => setTimeout(r, 200));
    await listener.end();
    // Each frame's live update (the raw frame's without a reading).
    expect(live.filter((u) => u.deviceId === id).map((u) => u.readings.temperature)).toEqual([
      21.5,
      undefined,
      22,
    ]);
  });

  it('refuses, alone, a message carrying what PostgreSQL cannot store (a sender without a route check, as MQTT)', async () => {
    const id = await addDevice(orgB, { dev_eui: 'C0C0C0C0C0C0C0C0' });
    const [nul, fine] = await Promise.allSettled([
      pipeline.submit({
        message: uplink('C0C0C0C0C0C0C0C0', 1, { decoded: { note: 'a\u0000' } }),
        source: 'mqtt',
      }),
      pipeline.submit({ message: uplink('C0C0C0C0C0C0C0C0', 2), source: 'mqtt' }),
    ]);
    expect(nul.status === 'rejected' && nul.reason).toBeInstanceOf(IngestParseError);
    expect(fine.status === 'fulfilled' && fine.value.status).toBe('stored');
    expect(await frameCount(id)).toBe(1);
  });

  it('moves the latest state only forward in time, within a group too, and flags the late frames', async () => {
    const eui = 'D0D0D0D0D0D0D0D0';
    const id = await addDevice(orgB, { dev_eui: eui });
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const send = (fCnt: number, minutes: number, temperature: number, lat: number) =>
      pipeline.submit({
        message: uplink(eui, fCnt, {
          payload: undefined,
          receivedAt: at(minutes),
          decoded: { temperature },
          location: { lat, lon: -79.4, source: 'gnss' },
        }),
        source: 'ttn',
      });
    // Newest first in one group, then an older one in a later group.
    await Promise.all([send(3, 10, 3, 43.3), send(2, 20, 2, 43.2)]);
    await send(1, 30, 1, 43.1);
    const device = (
      await handle.pool.query(
        'select temperature, lat, last_seen_at, location_at from devices where id = $1',
        [id],
      )
    ).rows[0];
    expect(device).toMatchObject({ temperature: 3, lat: 43.3 });
    expect(device.last_seen_at.getTime()).toBe(device.location_at.getTime());
    const frames = await handle.pool.query(
      'select f_cnt, time_flag from frames where device_id = $1 order by f_cnt',
      [id],
    );
    expect(frames.rows).toEqual([
      { f_cnt: 1, time_flag: 'late' },
      { f_cnt: 2, time_flag: 'late' },
      { f_cnt: 3, time_flag: null },
    ]);
    const readings = await handle.pool.query(
      "select value from pinpoint_readings($1, '-infinity', 'infinity') where field = 'temperature' order by time",
      [id],
    );
    expect(readings.rows.map((r) => r.value)).toEqual([1, 2, 3]);
  });
});
