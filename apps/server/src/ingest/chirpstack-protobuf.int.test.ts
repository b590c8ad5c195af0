import { randomBytes } from 'node:crypto';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../modules/ingest-keys/service.ts';
import { type Person, testApi } from '../test/api.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import {
  chirpstackAckProtobuf,
  chirpstackLogProtobuf,
  chirpstackStatusProtobuf,
  chirpstackUpProtobuf,
} from './formats/chirpstack-protobuf-examples.test-support.ts';

// ChirpStack v4 in its Protobuf encoding: the HTTP integration's "Payload encoding: Protobuf
// (binary)" posts each event as application/octet-stream (chirpstack/src/integration/http.rs); the
// MQTT integration with `json=false` publishes the same bytes. Before, the HTTP route answered 415
// and the MQTT consumer skipped every message as "expected JSON". The events are ChirpStack's
// documented examples, encoded by protobufjs from ChirpStack's .proto files (the support file).

const BROKER = process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883';
const clientId = `pinpoint-test-${randomBytes(4).toString('hex')}`;
let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;
let ingestKey: string;
let deviceId: string;

beforeAll(async () => {
  server = await startTestServer({ MQTT_URL: BROKER, MQTT_CLIENT_ID: clientId });
  api = testApi(server);
  owner = await api.signUp('Ines');
  ingestKey = (await createKey(server.handle.db, '', owner.organisationId, 'ChirpStack')).key;
  deviceId = (
    await server.handle.db
      .insertInto('devices')
      .values({
        organisation_id: owner.organisationId,
        name: 'Documented device',
        dev_eui: '0101010101010101',
        forwarder: 'chirpstack',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await server?.close();
  const ending = await mqtt.connectAsync(BROKER, { clientId, protocolVersion: 5, clean: true });
  await ending.endAsync();
});

const post = (path: string, body: Uint8Array, contentType = 'application/octet-stream') =>
  fetch(`${server.url}/api/ingest/${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, authorization: `Bearer ${ingestKey}` },
    body,
  });
const frames = async () =>
  (
    await server.handle.pool.query(
      // The uplinks (the status event is a frame of its own, without a payload).
      "select source, f_port, payload, received_at from frames where device_id = $1 and payload = '\\xaa' order by received_at",
      [deviceId],
    )
  ).rows;

describe('ChirpStack v4 over HTTP, Protobuf encoding', () => {
  it('stores the documented uplink once, a resend answered as a duplicate', async () => {
    const res = await post('chirpstack?event=up', chirpstackUpProtobuf);
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 200,
      body: { stored: 1, duplicates: 0 },
    });
    expect(await (await post('chirpstack?event=up', chirpstackUpProtobuf)).json()).toEqual({
      stored: 0,
      duplicates: 1,
    });
    expect(await frames()).toMatchObject([
      {
        source: 'chirpstack',
        f_port: 1,
        payload: Buffer.from([0xaa]),
        received_at: new Date('2022-07-18T09:34:15.775Z'),
      },
    ]);
  });

  it("stores the status event's battery level on the device", async () => {
    const res = await post('chirpstack?event=status', chirpstackStatusProtobuf);
    expect(res.status).toBe(200);
    const device = (await api.call(`/device/${deviceId}`, { token: owner.token })).body;
    expect(device).toMatchObject({ batteryPct: 88.3, readings: { battery_pct: 88.3, link_margin: 10 } });
  });

  it('acknowledges log and ack events (nothing to store)', async () => {
    expect((await post('chirpstack?event=log', chirpstackLogProtobuf)).status).toBe(200);
    expect((await post('chirpstack?event=ack', chirpstackAckProtobuf)).status).toBe(200);
  });

  it('refuses Protobuf without ?event= and broken Protobuf with 400 and the reason', async () => {
    const unnamed = await post('chirpstack', chirpstackUpProtobuf);
    expect(unnamed.status).toBe(400);
    expect(((await unnamed.json()) as { error: { message: string } }).error.message).toMatch(
      /ChirpStack adds \?event=/,
    );
    const broken = await post('chirpstack?event=up', chirpstackUpProtobuf.subarray(0, 50));
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: { message: string } }).error.message).toMatch(/\(protobuf\)/);
  });

  it("takes ChirpStack's Protobuf on the Helium route too (Helium's console is ChirpStack v4)", async () => {
    const up = Buffer.from(chirpstackUpProtobuf);
    // Another uplink: its deduplication id's last character changed (the id is field 1, 36 characters).
    up[2 + 35] = '1'.charCodeAt(0);
    const res = await post('helium?event=up', up);
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 200,
      body: { stored: 1, duplicates: 0 },
    });
    expect((await frames()).map((f) => f.source)).toEqual(['chirpstack', 'helium']);
  });
});

describe('ChirpStack v4 over MQTT (json=false), through Mosquitto', () => {
  it('stores a Protobuf up event', async () => {
    const up = Buffer.from(chirpstackUpProtobuf);
    up[2 + 35] = '2'.charCodeAt(0);
    const publisher = await mqtt.connectAsync(BROKER);
    const before = (await frames()).length;
    // The server subscribes once it is ready: publish until it has stored it (the id dedups).
    for (let i = 0; i < 50 && (await frames()).length === before; i++) {
      await publisher.publishAsync('application/app-1/device/0101010101010101/event/up', up, { qos: 1 });
      await new Promise((r) => setTimeout(r, 100));
    }
    await publisher.endAsync();
    expect((await frames()).map((f) => f.source)).toEqual(['chirpstack', 'helium', 'mqtt']);
  });
});
