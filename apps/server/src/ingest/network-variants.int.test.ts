import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../modules/ingest-keys/service.ts';
import { type Person, testApi } from '../test/api.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { chirpstackUpExample } from './formats/chirpstack-examples.test-support.ts';
import { ttsUplinkExample } from './formats/tts-examples.test-support.ts';

// The network servers' messages in the shapes their code sends beyond the documented examples,
// through the real routes and read back from the database: a relayed ChirpStack v4 uplink, a
// The Things Stack uplink heard through Packet Broker, and one carrying the last stored
// locations["frm-payload"]. Sources: formats/chirpstack-variants.test.ts, formats/ttn-variants.test.ts.

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;
let ingestKey: string;
const devices: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  api = testApi(server);
  owner = await api.signUp('Oona');
  ingestKey = (await createKey(server.handle.db, '', owner.organisationId, 'Network servers')).key;
  for (const [label, devEui, forwarder] of [
    ['tts', '0004A30B001C0530', 'ttn'],
    ['chirpstack', '0101010101010101', 'chirpstack'],
  ] as const) {
    const row = await server.handle.db
      .insertInto('devices')
      .values({ organisation_id: owner.organisationId, name: label, dev_eui: devEui, forwarder })
      .returning('id')
      .executeTakeFirstOrThrow();
    devices[label] = row.id;
  }
});
afterAll(() => server?.close());

async function post(path: string, body: unknown) {
  const res = await fetch(`${server.url}/api/ingest/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ingestKey}` },
    body: JSON.stringify(body),
  });
  expect({ status: res.status, body: await res.json() }).toMatchObject({ status: 200, body: { stored: 1 } });
}

const frame = async (label: string, fCnt: number) =>
  (
    await server.handle.pool.query(
      'select gateway_id, rssi, snr, sf, bw_khz, gateways from frames where device_id = $1 and f_cnt = $2',
      [devices[label], fCnt],
    )
  ).rows[0];

const positionCount = async (label: string) =>
  Number(
    (await server.handle.pool.query('select count(*) from positions where device_id = $1', [devices[label]]))
      .rows[0].count,
  );

describe('ChirpStack v4', () => {
  it("stores a relayed uplink with the relay's reception of the device (was the gateway's of the relay)", async () => {
    const up = JSON.parse(chirpstackUpExample);
    up.fCnt = 7;
    up.relayRxInfo = {
      devEui: '0202020202020202',
      frequency: 868300000,
      dr: 5,
      snr: -7,
      rssi: -112,
      worChannel: 0,
    };
    await post('chirpstack?event=up', up);
    expect(await frame('chirpstack', 7)).toMatchObject({
      gateway_id: 'relay:0202020202020202',
      rssi: -112,
      snr: -7,
      sf: null,
      gateways: 1,
    });
  });
});

describe('The Things Stack', () => {
  it('stores a Packet Broker reception under its forwarder gateway (was "packetbroker")', async () => {
    const body = JSON.parse(ttsUplinkExample);
    body.uplink_message.f_cnt = 21;
    body.uplink_message.rx_metadata = [
      {
        gateway_ids: { gateway_id: 'packetbroker' },
        packet_broker: { forwarder_net_id: '000013', forwarder_gateway_eui: 'AA555A000806053F' },
        rssi: -96,
        channel_rssi: -96,
        snr: 9.5,
      },
    ];
    await post('ttn', body);
    expect(await frame('tts', 21)).toMatchObject({
      gateway_id: 'packetbroker:AA555A000806053F',
      rssi: -96,
      sf: 7,
      gateways: 1,
    });
  });

  it('stores no position from a locations["frm-payload"] its payload did not give (was a stale fix as new)', async () => {
    const body = JSON.parse(ttsUplinkExample);
    body.uplink_message.f_cnt = 22;
    body.uplink_message.locations['frm-payload'] = {
      latitude: 43.642566,
      longitude: -79.387057,
      source: 'SOURCE_GPS',
    };
    const before = await positionCount('tts');
    await post('ttn', body);
    expect(await positionCount('tts')).toBe(before);
  });
});
