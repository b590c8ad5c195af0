import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../modules/ingest-keys/service.ts';
import { type Person, testApi } from '../test/api.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import {
  v3AckExample,
  v3ErrorExample,
  v3JoinExample,
  v3LegacyUpExample,
  v3StatusExample,
  v3TxackExample,
  v3UpExample,
} from './formats/chirpstack-v3-examples.test-support.ts';

// ChirpStack Application Server v3's documented events, posted as its HTTP integration posts them
// (`?event=`), through the real route: each was refused with 400 "deviceInfo: is required".
// Source: https://www.chirpstack.io/application-server/integrations/events/ (see the support file).

let server: TestServer;
let api: ReturnType<typeof testApi>;
let olga: Person;
let ingestKey: string;
let deviceId: string;

beforeAll(async () => {
  server = await startTestServer();
  api = testApi(server);
  olga = await api.signUp('Olga');
  ingestKey = (await createKey(server.handle.db, '', olga.organisationId, 'ChirpStack v3')).key;
  const row = await server.handle.db
    .insertInto('devices')
    .values({ organisation_id: olga.organisationId, name: 'garden-sensor', dev_eui: '0202020202020202' })
    .returning('id')
    .executeTakeFirstOrThrow();
  deviceId = row.id;
});
afterAll(() => server?.close());

async function expectAnswer(query: string, body: string, status: number, answer?: unknown) {
  const res = await fetch(`${server.url}/api/ingest/chirpstack${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ingestKey}` },
    body,
  });
  const json = (await res.json()) as Record<string, unknown>;
  expect({ status: res.status, json }).toMatchObject({ status, ...(answer ? { json: answer } : {}) });
}
const device = async () => (await api.call(`/device/${deviceId}`, { token: olga.token })).body;

describe('ChirpStack v3: the documented events through the HTTP route', () => {
  it("stores the up example with its codec's temperature and humidity", async () => {
    await expectAnswer('?event=up', v3UpExample, 200, { stored: 1, duplicates: 0 });
    expect(await device()).toMatchObject({ readings: { temperature: 25, humidity: 32 } });
  });

  it('takes the join, then stores the status example as battery 75.5 % and margin 6 dB', async () => {
    await expectAnswer('?event=join', v3JoinExample, 200, { stored: 1 });
    await expectAnswer('?event=status', v3StatusExample, 200, { stored: 1 });
    expect(await device()).toMatchObject({
      batteryPct: 75.5,
      readings: { battery_pct: 75.5, link_margin: 6 },
    });
  });

  it('stores the legacy JSON (v3) uplink, sent without ?event= by the older per-event URLs', async () => {
    const legacy = JSON.parse(v3LegacyUpExample);
    legacy.fCnt = 11;
    legacy.object = { temperatureSensor: { '1': 21.5 } };
    // As the marshaler really sends it: its `if err != nil { rxInfo.Time = &t }` never sets the time
    // the documentation prints (brocaar/chirpstack-application-server at 1b6d4d9c,
    // internal/integration/marshaler/marshaler.go jsonv3MarshalUplinkEvent), so the uplink is timed on arrival, after the up example.
    delete legacy.rxInfo[0].time;
    await expectAnswer('', JSON.stringify(legacy), 200, { stored: 1 });
    expect((await device()).readings).toMatchObject({ temperature: 21.5 });
  });

  it('acknowledges ack, txack and error, storing nothing', async () => {
    for (const [event, body] of [
      ['ack', v3AckExample],
      ['txack', v3TxackExample],
      ['error', v3ErrorExample],
    ])
      await expectAnswer(`?event=${event}`, body as string, 200, { stored: 0, duplicates: 0 });
  });
});
