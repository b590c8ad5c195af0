import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALIDATED_MESSAGE } from '../modules/command/events.ts';
import { createKey } from '../modules/ingest-keys/service.ts';
import { type Person, testApi } from '../test/api.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import {
  chirpstackAckExample,
  chirpstackIntegrationExample,
  chirpstackJoinExample,
  chirpstackLocationExample,
  chirpstackLogExample,
  chirpstackStatusExample,
  chirpstackTxackExample,
  chirpstackUpExample,
} from './formats/chirpstack-examples.test-support.ts';
import {
  heliumLegacyUplinkExample,
  heliumRouterJoinExample,
  heliumRouterUplinkExample,
} from './formats/helium-examples.test-support.ts';
import {
  ttsDownlinkAckExample,
  ttsDownlinkEventExample,
  ttsDownlinkFailedExample,
  ttsDownlinkQueueInvalidatedExample,
  ttsFieldMaskedUplinkExample,
  ttsJoinAcceptExample,
  ttsLocationSolvedExample,
  ttsServiceDataExample,
  ttsUplinkExample,
  ttsUplinkNormalizedExample,
} from './formats/tts-examples.test-support.ts';

// Issue 25: every message The Things Stack, ChirpStack v4 and Helium document, posted as they
// document it through the real routes, is answered 2xx and stored where it has data (read back
// through the API); a body that is really malformed is still refused with its reason. The
// messages and their sources: formats/*-examples.test-support.ts.

let server: TestServer;
let api: ReturnType<typeof testApi>;
let nadia: Person;
let ingestKey: string;
const devices: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  api = testApi(server);
  nadia = await api.signUp('Nadia');
  ingestKey = (await createKey(server.handle.db, '', nadia.organisationId, 'Network servers')).key;
  const add = async (label: string, values: Record<string, unknown>) => {
    const row = await server.handle.db
      .insertInto('devices')
      .values({ organisation_id: nadia.organisationId, name: label, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    devices[label] = row.id;
  };
  // The documented examples' devices. The TTS ids are those the device's uplinks recorded.
  await add('tts', {
    dev_eui: '0004A30B001C0530',
    forwarder: 'ttn',
    network: JSON.stringify({ ttnDeviceId: 'dev1', ttnApplicationId: 'app1' }),
  });
  await add('ttsDefaultId', { dev_eui: '70B3D57ED0051A7C', forwarder: 'ttn' });
  await add('chirpstack', { dev_eui: '0101010101010101', forwarder: 'chirpstack' });
  await add('heliumLegacy', { dev_eui: '1C29FBD1D2084E21', forwarder: 'helium' });
  await add('heliumRouter', { dev_eui: '0000000000000001', forwarder: 'helium' });
});
afterAll(() => server?.close());

const post = (path: string, body: string) =>
  fetch(`${server.url}/api/ingest/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ingestKey}` },
    body,
  });
const device = async (label: string) =>
  (await api.call(`/device/${devices[label]}`, { token: nadia.token })).body;
const history = async (label: string, what: 'frames' | 'positions', from: string, to: string) =>
  (await api.call(`/device/${devices[label]}/${what}?from=${from}&to=${to}`, { token: nadia.token })).body;
const frameCount = async (label: string) =>
  Number(
    (await server.handle.pool.query('select count(*) from frames where device_id = $1', [devices[label]]))
      .rows[0].count,
  );

async function expectAnswer(path: string, body: string, status: number, answer?: unknown) {
  const res = await post(path, body);
  const json = (await res.json()) as Record<string, unknown>;
  expect({ status: res.status, json }).toMatchObject({ status, ...(answer ? { json: answer } : {}) });
  return json;
}

async function sentCommand(label: string, fPort: number, payloadHex: string) {
  const row = await server.handle.db
    .insertInto('commands')
    .values({
      organisation_id: nadia.organisationId,
      device_id: devices[label] as string,
      kind: 'raw',
      params: JSON.stringify({ hex: payloadHex, fPort }),
      f_port: fPort,
      payload: Buffer.from(payloadHex, 'hex'),
      transport: 'ttn',
      status: 'sent',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const command = async (id: string) => (await api.call(`/command/${id}`, { token: nadia.token })).body;

describe('The Things Stack: the documented webhook messages', () => {
  it('stores the uplink example (decoded_payload, no f_port) with its reading and no decode error', async () => {
    await expectAnswer('ttn', ttsUplinkExample, 200, { stored: 1, duplicates: 0 });
    expect((await device('tts')).temperature).toBe(1);
    const [frame] = await history('tts', 'frames', '2020-02-01T00:00:00Z', '2020-03-01T00:00:00Z');
    expect(frame).toMatchObject({ fPort: null, fCnt: 1, payloadHex: '8241DE', decodeError: null });
  });

  it('takes the join-accept and a solved location, which becomes a network position', async () => {
    await expectAnswer('ttn', ttsJoinAcceptExample, 200, { stored: 1 });
    await expectAnswer('ttn', ttsLocationSolvedExample, 200, { stored: 1 });
    const positions = await history('tts', 'positions', '2020-02-01T00:00:00Z', '2020-03-01T00:00:00Z');
    expect(positions).toMatchObject([{ lat: 51.455, lon: 5.458, accuracy: 15, source: 'network' }]);
  });

  it('acknowledges service data, normalized uplinks and every downlink event, storing no frame', async () => {
    const before = await frameCount('tts');
    for (const body of [
      ttsServiceDataExample,
      ttsUplinkNormalizedExample,
      ttsDownlinkAckExample,
      ttsDownlinkEventExample('downlink_queued'),
      ttsDownlinkEventExample('downlink_sent'),
      ttsDownlinkEventExample('downlink_nack'),
    ])
      await expectAnswer('ttn', body, 200, { stored: 0, duplicates: 0 });
    expect(await frameCount('tts')).toBe(before);
  });

  it('fails the command of the downlink_failed example, which names the device without dev_eui (was 400)', async () => {
    const id = await sentCommand('tts', 15, 'beef');
    await expectAnswer('ttn', ttsDownlinkFailedExample, 200);
    expect(await command(id)).toMatchObject({
      status: 'failed',
      error: 'The network server dropped the downlink: application downlink payload is too long',
    });
  });

  it("finds a device by TTS's default device id, eui-<DevEUI>", async () => {
    const id = await sentCommand('ttsDefaultId', 15, 'beef');
    const failed = JSON.parse(ttsDownlinkFailedExample);
    failed.end_device_ids.device_id = 'eui-70b3d57ed0051a7c';
    await expectAnswer('ttn', JSON.stringify(failed), 200);
    expect((await command(id)).status).toBe('failed');
  });

  it('acknowledges and ignores a message for TTS ids no device has, changing nothing', async () => {
    const id = await sentCommand('tts', 15, 'beef');
    const failed = JSON.parse(ttsDownlinkFailedExample);
    failed.end_device_ids.device_id = 'dev9';
    const answer = await expectAnswer('ttn', JSON.stringify(failed), 200, { stored: 0, ignored: 1 });
    expect(answer.reason).toContain('app1/dev9');
    expect((await command(id)).status).toBe('sent');
  });
});

describe('The Things Stack: downlink_queue_invalidated and field masks', () => {
  it('fails the commands whose downlinks the invalidated queue lists, by our id or port and bytes (were left sent)', async () => {
    // Earlier tests' commands with the documented port and bytes are done with: only this one is open.
    await server.handle.db
      .updateTable('commands')
      .set({ status: 'acknowledged' })
      .where('device_id', '=', devices.tts as string)
      .where('status', 'in', ['queued', 'sent'])
      .execute();
    const byBytes = await sentCommand('tts', 15, 'beef');
    const byId = await sentCommand('tts', 2, '0102');
    const untouched = await sentCommand('tts', 3, '0304');
    const ours = { f_port: 2, frm_payload: 'AQI=', correlation_ids: [`pinpoint:command:${byId}`] };
    await expectAnswer('ttn', ttsDownlinkQueueInvalidatedExample([ours]), 200, { stored: 0 });
    for (const id of [byBytes, byId])
      expect(await command(id)).toMatchObject({ status: 'failed', error: INVALIDATED_MESSAGE });
    expect((await command(untouched)).status).toBe('sent');
  });

  it('stores the documented up.uplink_message-only body when the URL names the device, each one (was 400)', async () => {
    const before = await frameCount('tts');
    await expectAnswer('ttn?devEUI=0004A30B001C0530', ttsFieldMaskedUplinkExample, 200, { stored: 1 });
    // No f_cnt there: read as 0, the next would have been a duplicate of this one.
    await expectAnswer('ttn?devEUI=0004a30b001c0530', ttsFieldMaskedUplinkExample, 200, { stored: 1 });
    expect(await frameCount('tts')).toBe(before + 2);
  });

  it('finds the device of a masked join by the appID and devID of its URL', async () => {
    const join = JSON.parse(ttsJoinAcceptExample);
    delete join.end_device_ids;
    join.join_accept.received_at = '2020-02-18T07:49:09.736532315Z'; // not the earlier test's join again
    await expectAnswer('ttn?appID=app1&devID=dev1', JSON.stringify(join), 200, { stored: 1 });
  });
});

describe('Helium: the legacy console and the current, ChirpStack-based one', () => {
  it("stores the legacy console's documented uplink", async () => {
    await expectAnswer('helium', heliumLegacyUplinkExample, 200, { stored: 1 });
    expect((await device('heliumLegacy')).lastSeenAt).not.toBeNull();
  });

  // The router's own messages: helium/router src/device/router_device_channels_worker.erl and its
  // tests (see the support file).
  it('stores the router\'s join as a join, then its uplink whose second hotspot is at "unknown" (was dropped, then 400)', async () => {
    await expectAnswer('helium', heliumRouterJoinExample, 200, { stored: 1, duplicates: 0 });
    await expectAnswer('helium', heliumRouterUplinkExample, 200, { stored: 1, duplicates: 0 });
    const frames = await history('heliumRouter', 'frames', '2023-11-14T00:00:00Z', '2023-11-15T00:00:00Z');
    expect(frames).toMatchObject([
      {
        kind: 'uplink',
        receivedAt: '2023-11-14T22:13:20.123Z',
        fCnt: 0,
        fPort: 1,
        rssi: -25,
        snr: 0,
        gateways: 2,
        dataRate: 'SF8BW125',
        source: 'helium',
      },
      { kind: 'join', receivedAt: '2023-11-14T22:13:10.456Z', source: 'helium' },
    ]);
    expect(Date.parse((await device('heliumRouter')).lastSeenAt)).toBe(1_700_000_000_123);
  });

  it('stores a ChirpStack v4 uplink posted to the Helium route, with or without ?event= (was 400)', async () => {
    await expectAnswer('helium?event=up', chirpstackUpExample, 200, { stored: 1 });
    await expectAnswer('helium', chirpstackUpExample, 200, { stored: 0, duplicates: 1 });
    const [frame] = await history('chirpstack', 'frames', '2022-07-01T00:00:00Z', '2022-07-31T00:00:00Z');
    expect(frame).toMatchObject({ source: 'helium', fPort: 1, payloadHex: 'AA' });
  });
});

describe('ChirpStack v4: the documented events', () => {
  it('stores the status example: battery 88.3 % and link margin 10 dB on the device (was dropped)', async () => {
    await expectAnswer('chirpstack?event=join', chirpstackJoinExample, 200, { stored: 1 });
    await expectAnswer('chirpstack?event=status', chirpstackStatusExample, 200, { stored: 1 });
    expect(await device('chirpstack')).toMatchObject({
      batteryPct: 88.3,
      readings: { battery_pct: 88.3, link_margin: 10 },
    });
  });

  it('stores the location example as a position and the device location', async () => {
    await expectAnswer('chirpstack?event=location', chirpstackLocationExample, 200, { stored: 1 });
    const positions = await history(
      'chirpstack',
      'positions',
      '2022-07-01T00:00:00Z',
      '2022-07-31T00:00:00Z',
    );
    expect(positions).toMatchObject([{ lat: 37.344214, lon: -8.839375, alt: 2, source: 'network' }]);
    expect((await device('chirpstack')).location).toMatchObject({ lat: 37.344214, lon: -8.839375 });
  });

  it("stores an uplink whose gateway's typed location is impossible, that gateway unlocated (was 400)", async () => {
    // The documented up example, its gateway's location as its owner might mistype it: the
    // device's data is not the gateway's to lose.
    const up = JSON.parse(chirpstackUpExample);
    up.deduplicationId = '0b5e4f0e-9d43-4a4e-9a52-5d3c2f6f1c11';
    up.time = '2022-07-18T10:34:15.775023242+00:00';
    up.rxInfo[0].location = { latitude: 110.77, longitude: 1016.66 };
    await expectAnswer('chirpstack?event=up', JSON.stringify(up), 200, { stored: 1, duplicates: 0 });
    const frames = await history('chirpstack', 'frames', '2022-07-18T10:00:00Z', '2022-07-18T11:00:00Z');
    expect(frames).toMatchObject([
      {
        kind: 'uplink',
        receivedAt: '2022-07-18T10:34:15.775Z',
        fCnt: 0, // the example omits it, as ChirpStack omits a zero
        gateways: 1,
        source: 'chirpstack',
      },
    ]);
  });

  it('acknowledges ack, txack, log and integration (integration was 400)', async () => {
    const before = await frameCount('chirpstack');
    for (const [event, body] of [
      ['ack', chirpstackAckExample],
      ['txack', chirpstackTxackExample],
      ['log', chirpstackLogExample],
      ['integration', chirpstackIntegrationExample],
    ])
      await expectAnswer(`chirpstack?event=${event}`, body as string, 200, { stored: 0, duplicates: 0 });
    expect(await frameCount('chirpstack')).toBe(before);
  });
});

describe('what is really malformed is still refused, with its reason', () => {
  it('a status whose battery is not a number', async () => {
    const status = JSON.parse(chirpstackStatusExample);
    status.batteryLevel = 'high';
    await expectAnswer('chirpstack?event=status', JSON.stringify(status), 400, {
      error: { message: 'batteryLevel: expected a number', details: { field: 'batteryLevel' } },
    });
  });

  it('a ChirpStack body that does not say which event it is', async () => {
    const { deviceInfo } = JSON.parse(chirpstackUpExample);
    await expectAnswer('chirpstack', JSON.stringify({ deviceInfo }), 400, {
      error: { message: 'event: is required: ChirpStack adds ?event=up|join|status|… to the URL itself' },
    });
  });

  it('a TTS body naming no device at all, and one that is no TTS message', async () => {
    const failed = JSON.parse(ttsDownlinkFailedExample);
    delete failed.end_device_ids;
    await expectAnswer('ttn', JSON.stringify(failed), 400, {
      error: {
        message:
          "end_device_ids.dev_eui: is required: the webhook's field mask left out end_device_ids. Keep end_device_ids in it, or name the device in the webhook URL: ?devEUI={devEUI} (or ?appID={appID}&devID={devID})",
      },
    });
    await expectAnswer('ttn', ttsFieldMaskedUplinkExample, 400, {
      error: { details: { field: 'end_device_ids.dev_eui' } },
    });
    await expectAnswer('ttn', JSON.stringify({ hello: 'world' }), 400, {
      error: { message: 'body: expected a The Things Stack message such as uplink_message or join_accept' },
    });
  });

  it('a Helium hotspot whose location is neither coordinates nor "unknown", storing nothing', async () => {
    const before = await frameCount('heliumRouter');
    const uplink = JSON.parse(heliumRouterUplinkExample);
    uplink.uuid = 'ad6d5c8e-0f51-4f55-9d1e-6a3c1d2b9e77';
    uplink.hotspots[1].lat = 'nowhere';
    await expectAnswer('helium', JSON.stringify(uplink), 400, {
      error: { message: 'hotspots[1].lat: expected a number', details: { field: 'hotspots[1].lat' } },
    });
    expect(await frameCount('heliumRouter')).toBe(before);
  });

  it('a Helium uplink without its Dev EUI', async () => {
    const legacy = JSON.parse(heliumLegacyUplinkExample);
    delete legacy.dev_eui;
    await expectAnswer('helium', JSON.stringify(legacy), 400, {
      error: { message: 'dev_eui: is required' },
    });
  });
});
