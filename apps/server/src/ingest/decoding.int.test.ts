import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOf, testApi } from '../test/api.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

// Whose decoding wins, through the real routes (issue 25 item 1): the network server's decoded
// values for the fields they carry, Pinpoint's decoder for the rest, a device's pinned side, and
// each reading's source read back through the API as the device page shows it.

const fixture = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../../../shared/fixtures/uplinks/${name}`, import.meta.url), 'utf8'),
  );

let server: TestServer;
let api: ReturnType<typeof testApi>;
let token: string;
let orgId: string;
let ingestKey: string;

const ingest = (path: string, body: unknown) =>
  fetch(`${server.url}/api/ingest/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ingestKey}` },
    body: JSON.stringify(body),
  });

async function addDevice(name: string, devEui: string, modelId: string, forwarder: string) {
  const res = await api.call('/device', {
    token,
    body: {
      organisationId: orgId,
      name,
      devEui,
      appEui: '0000000000000001',
      appKey: '00112233445566778899AABBCCDDEEFF',
      type: 'temperature',
      modelId,
      forwarder,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

async function framesOf(id: string, from: string, to: string) {
  const res = await api.call(`/device/${id}/frames?from=${from}&to=${to}`, { token });
  expect(res.status).toBe(200);
  return res.body as Array<{
    readings: Array<{ field: string; value: number; source: string }>;
    decoder: string | null;
    decodeError: string | null;
  }>;
}

beforeAll(async () => {
  server = await startTestServer({ MANUAL_ADD: 'true' });
  api = testApi(server);
  const owner = await api.signUp('Decoding');
  await api.verifyEmail(owner);
  token = owner.token;
  orgId = owner.organisationId;
  const key = await api.call(`/organisation/${orgId}/ingest-keys`, {
    token,
    body: { name: 'Network servers' },
  });
  ingestKey = key.body.key;
});
afterAll(() => server.close());

describe('whose decoding wins', () => {
  it("stores a ChirpStack uplink's decoded -7.5 °C, not the 30.8 °C our decoder reads from the bytes", async () => {
    const id = await addDevice('Freezer room', '24E124136B50AA01', 'milesight-iot/em300-th', 'chirpstack');
    // The shared ChirpStack v4 fixture, with Milesight's worked example bytes (em300-th README:
    // 01755C03673401046865 = 92 %, 30.8 °C, 50.5 %) and a codec object for a firmware we do not know.
    const up = fixture('chirpstack-up-em300th.json');
    up.deviceInfo.devEui = '24e124136b50aa01';
    up.data = Buffer.from('01755C03673401046865', 'hex').toString('base64');
    up.object = { temperature: -7.5 };
    up.time = new Date().toISOString();
    expect((await ingest('chirpstack?event=up', up)).status).toBe(200);

    const device = await api.call(`/device/${id}`, { token });
    expect(device.body.temperature).toBe(-7.5);
    expect(device.body.readings).toMatchObject({ temperature: -7.5, humidity: 50.5, battery_pct: 92 });
    const [frame] = await framesOf(
      id,
      new Date(Date.now() - 60_000).toISOString(),
      new Date(Date.now() + 60_000).toISOString(),
    );
    expect(frame?.readings).toEqual(
      expect.arrayContaining([
        { field: 'temperature', value: -7.5, source: 'network' },
        { field: 'humidity', value: 50.5, source: 'pinpoint' },
      ]),
    );
    expect(frame?.decoder).toBe('milesight-iot/em300-th');

    // Pinned to Pinpoint's decoder: the next uplink's temperature is ours.
    const bad = await api.call(`/device/${id}`, { method: 'PATCH', token, body: { decoding: 'mine' } });
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toContain("Decoding must be 'auto', 'pinpoint' or 'network'");
    const pinned = await api.call(`/device/${id}`, {
      method: 'PATCH',
      token,
      body: { decoding: 'pinpoint' },
    });
    expect(pinned.status).toBe(200);
    expect(pinned.body.decoding).toBe('pinpoint');
    up.fCnt += 1;
    up.deduplicationId = '3ac7e3c4-4401-4b8d-9386-a5c902f9202e';
    up.time = new Date(Date.now() + 1000).toISOString();
    expect((await ingest('chirpstack?event=up', up)).status).toBe(200);
    expect((await api.call(`/device/${id}`, { token })).body.temperature).toBe(30.8);
  });

  it("stores The Things Stack's documented uplink example (decoded_payload, no f_port) with its readings", async () => {
    // TheThingsIndustries/lorawan-stack-docs doc/content/integrations/data-formats/_index.md,
    // "Uplink message example", byte for byte but for received_at (the example's is in 2020).
    const id = await addDevice('TTS example', '0004A30B001C0530', 'dragino/lht65', 'ttn');
    const now = new Date().toISOString();
    const message = {
      end_device_ids: {
        device_id: 'dev1',
        application_ids: { application_id: 'app1' },
        dev_eui: '0004A30B001C0530',
        join_eui: '800000000000000C',
        dev_addr: '00BCB929',
      },
      correlation_ids: ['as:up:01E0WZGT6Y7657CPFPE5WEYDSQ'],
      received_at: now,
      uplink_message: {
        session_key_id: 'AXA50tHUGUucuzS/bCGMNw==',
        f_cnt: 1,
        frm_payload: 'gkHe',
        decoded_payload: { temperature: 1.0, luminosity: 0.64 },
        rx_metadata: [
          {
            gateway_ids: { gateway_id: 'gtw1', eui: '9C5C8E00001A05C4' },
            timestamp: 2463457000,
            rssi: -35,
            channel_rssi: -35,
            snr: 5,
            uplink_token: 'ChIKEAoEZ3R3MRIInFyOAAAaBcQQ6L3Vlgk=',
            channel_index: 2,
          },
        ],
        settings: {
          data_rate: { lora: { bandwidth: 125000, spreading_factor: 7 } },
          data_rate_index: 5,
          coding_rate: '4/6',
          frequency: '868300000',
          timestamp: 2463457000,
        },
        consumed_airtime: '0.056576s',
        received_at: now,
      },
    };
    expect((await ingest('ttn', message)).status).toBe(200);
    const device = await api.call(`/device/${id}`, { token });
    expect(device.body.readings).toMatchObject({ temperature: 1, illuminance: 0.64 });
    const [frame] = await framesOf(
      id,
      new Date(Date.now() - 60_000).toISOString(),
      new Date(Date.now() + 60_000).toISOString(),
    );
    expect(frame?.decodeError).toBeNull();
    expect(frame?.readings).toEqual(
      expect.arrayContaining([{ field: 'temperature', value: 1, source: 'network' }]),
    );
  });

  it("back-fills a Milesight history record at its own time without moving the device's state back", async () => {
    const id = await addDevice('Cold store', '24E124136B50AA02', 'milesight-iot/em300-th', 'chirpstack');
    const up = fixture('chirpstack-up-em300th.json');
    up.deviceInfo.devEui = '24e124136b50aa02';
    up.time = new Date().toISOString();
    up.object = undefined;
    up.data = Buffer.from('01755C03673401046865', 'hex').toString('base64');
    expect((await ingest('chirpstack?event=up', up)).status).toBe(200);
    // Milesight-IoT/SensorDecoders em-series/em300-th/README.md history example: 20CE9E74466310015D00
    // (2022-10-12T08:02:38Z, 27.2 °C, 46.5 %), sent after the current reading.
    const history = { ...up, fCnt: up.fCnt + 1, deduplicationId: '3ac7e3c4-4401-4b8d-9386-a5c902f92030' };
    history.time = new Date(Date.now() + 1000).toISOString();
    history.data = Buffer.from('20CE9E74466310015D00', 'hex').toString('base64');
    expect((await ingest('chirpstack?event=up', history)).status).toBe(200);

    const device = await api.call(`/device/${id}`, { token });
    expect(device.body.temperature).toBe(30.8);
    const series = await api.call(
      `/device/${id}/readings?from=2022-10-12T00:00:00Z&to=2022-10-13T00:00:00Z&field=temperature`,
      { token },
    );
    expect(series.status).toBe(200);
    expect(series.body[0]?.points).toEqual([expect.objectContaining({ avg: 27.2 })]);
    // Stored as a row of its own at the record's time (migration 0039: a row an uplink and time);
    // the readings at the frame's own time are in the frame's row (migration 0048).
    const rows = await server.handle.pool.query(
      `select u.time, array_agg(f.name order by f.name) as fields
         from readings_uplinks u cross join unnest(u.keys) as x(key) join reading_fields f on f.id = x.key >> 8
        where u.device_id = $1 group by u.time order by u.time`,
      [id],
    );
    expect(rows.rows).toEqual([
      { time: new Date('2022-10-12T08:02:38Z'), fields: ['humidity', 'temperature'] },
    ]);
    const frame = await server.handle.pool.query(
      'select received_at, cardinality(keys)::int as n from frames where device_id = $1 and keys is not null',
      [id],
    );
    expect(frame.rows).toHaveLength(1);
    expect(frame.rows[0].received_at).not.toEqual(new Date('2022-10-12T08:02:38Z'));
    expect(frame.rows[0].n).toBeGreaterThan(0);
  });
});
