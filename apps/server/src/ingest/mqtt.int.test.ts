import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server.ts';

// The real broker: Mosquitto on 127.0.0.1:1883 (MQTT_TEST_URL overrides).
const BROKER = process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883';
const body = readFileSync(
  new URL('../../../../../shared/fixtures/uplinks/chirpstack-up-em300th.json', import.meta.url),
  'utf8',
);

let server: TestServer;
let deviceId: string;
// A persistent session the broker would keep for a day: this test's own, ended at its close.
const clientId = `pinpoint-test-${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  server = await startTestServer({ MQTT_URL: BROKER, MQTT_CLIENT_ID: clientId });
  const org = await server.handle.db
    .insertInto('organisations')
    .values({ name: 'MQTT' })
    .returning('id')
    .executeTakeFirstOrThrow();
  deviceId = (
    await server.handle.db
      .insertInto('devices')
      .values({
        organisation_id: org.id,
        name: 'EM300',
        dev_eui: '24E124136B502217',
        model_id: 'milesight-iot/em300-th',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await server.close();
  const ending = await mqtt.connectAsync(BROKER, { clientId, protocolVersion: 5, clean: true });
  await ending.endAsync();
});

async function frames() {
  return (await server.handle.pool.query('select source from frames where device_id = $1', [deviceId])).rows;
}

describe('ChirpStack MQTT integration through Mosquitto', () => {
  it('stores an up event published on the broker, once even when published twice', async () => {
    const publisher = await mqtt.connectAsync(BROKER);
    // The server subscribes once it is ready; give it a moment to do so.
    for (let i = 0; i < 50 && (await frames()).length === 0; i++) {
      await publisher.publishAsync('application/app-1/device/24e124136b502217/event/up', body, { qos: 1 });
      await new Promise((r) => setTimeout(r, 100));
    }
    await publisher.publishAsync('application/app-1/device/24e124136b502217/event/up', body, { qos: 1 });
    await new Promise((r) => setTimeout(r, 300));
    await publisher.endAsync();
    expect(await frames()).toEqual([{ source: 'mqtt' }]);
    const readings = await server.handle.pool.query(
      "select field, value from pinpoint_readings($1, '-infinity', 'infinity')",
      [deviceId],
    );
    expect(readings.rows).toEqual(expect.arrayContaining([{ field: 'temperature', value: 20 }]));
  });

  it('skips a malformed message and keeps going', async () => {
    const publisher = await mqtt.connectAsync(BROKER);
    await publisher.publishAsync('application/app-1/device/24e124136b502217/event/up', '{not json', {
      qos: 1,
    });
    await new Promise((r) => setTimeout(r, 200));
    await publisher.endAsync();
    const res = await fetch(`${server.url}/readyz`);
    expect(res.status).toBe(200);
    expect(await frames()).toHaveLength(1);
  });
});
