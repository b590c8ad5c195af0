import { describe, expect, it } from 'vitest';
import type { NormalisedUplink } from '../uplink.ts';
import {
  bytes,
  expectNormalised,
  expectParseError,
  type Json,
  now,
  readJsonFixture,
} from './test-fixtures.ts';
import { parseTtn } from './ttn.ts';

const lht65Bytes = bytes('CBF60B0D0376010ADD7FFF');

const lht65Radio = {
  rssi: -104,
  snr: 6.25,
  gateways: [
    { id: 'yonge-eglinton-gw', rssi: -104, snr: 6.25, lat: 43.7067, lon: -79.3984 },
    { id: 'midtown-roof-gw', rssi: -117, snr: -3.5 },
  ],
  dataRate: 'SF9BW125',
  frequency: 904_300_000,
  spreadingFactor: 9,
  bandwidth: 125_000,
  consumedAirtimeMs: 205.824,
};

const lht65Network = {
  ttnDeviceId: 'freezer-12',
  ttnApplicationId: 'gta-cold-chain',
  joinEui: 'A840410000000101',
  devAddr: '260B1A2F',
  ttnTenantId: 'ttn',
  ttnClusterAddress: 'nam1.cloud.thethings.network',
  ttnBrandId: 'dragino',
  ttnModelId: 'lht65',
};

const uplinkFixture = (): Json => readJsonFixture('ttn-uplink-lht65-raw.json');

function expectError(body: unknown, message: string): void {
  expectParseError(() => parseTtn(body, now), message);
}

describe('parseTtn: uplink_message', () => {
  it('maps a raw LHT65 uplink: bytes, counters, NS receive time, every gateway', () => {
    const messages = parseTtn(uplinkFixture(), now);
    expect(messages).toStrictEqual([
      {
        kind: 'uplink',
        devEui: 'A84041000181C8F2',
        receivedAt: new Date('2026-11-20T14:03:11.268Z'),
        fCnt: 1842,
        fPort: 2,
        payload: lht65Bytes,
        radio: lht65Radio,
        network: lht65Network,
      },
    ]);
    expectNormalised(messages);
  });

  it('keeps the raw bytes next to decoded_payload', () => {
    const messages = parseTtn(readJsonFixture('ttn-uplink-lht65-decoded.json'), now);
    expect(messages).toStrictEqual([
      {
        kind: 'uplink',
        devEui: 'A84041000181C8F2',
        receivedAt: new Date('2026-11-20T14:03:11.268Z'),
        fCnt: 1843,
        fPort: 2,
        payload: lht65Bytes,
        decoded: {
          BatV: 3.062,
          Bat_status: 3,
          Ext_sensor: 'Temperature Sensor',
          Hum_SHT: 88.6,
          TempC_DS: 27.81,
          TempC_SHT: 28.29,
        },
        radio: lht65Radio,
        network: lht65Network,
      },
    ]);
  });

  it('takes the position TTS inferred from a tracker payload (locations["frm-payload"])', () => {
    const messages = parseTtn(readJsonFixture('ttn-uplink-tracker-decoded.json'), now);
    expect(messages).toStrictEqual([
      {
        kind: 'uplink',
        devEui: '70B3D57ED0051A7C',
        receivedAt: new Date('2026-11-20T16:20:44.080Z'),
        fCnt: 311,
        fPort: 2,
        payload: bytes('00000000'),
        decoded: {
          latitude: 43.642566,
          longitude: -79.387057,
          altitude: 92,
          hdop: 0.9,
          battery: 3.91,
          alarm: false,
        },
        radio: {
          rssi: -98,
          snr: 8,
          gateways: [{ id: 'union-station-gw', rssi: -98, snr: 8 }],
          dataRate: 'SF7BW125',
          frequency: 903_900_000,
          spreadingFactor: 7,
          bandwidth: 125_000,
        },
        location: { lat: 43.642566, lon: -79.387057, alt: 92, source: 'gnss' },
        network: { ttnDeviceId: 'van-07', ttnApplicationId: 'gta-fleet', joinEui: '0000000000000000' },
      },
    ]);
    expectNormalised(messages);
  });

  it('reads an omitted f_cnt as 0 (TTS omits zero values) and an omitted f_port as no port', () => {
    const body = uplinkFixture();
    delete body.uplink_message.f_cnt;
    delete body.uplink_message.f_port;
    const [message] = parseTtn(body, now);
    expect(message).toMatchObject({ fCnt: 0 });
    expect(message).not.toHaveProperty('fPort');
  });

  it('falls back to the envelope received_at (nanoseconds cut to ms), then to now', () => {
    const body = uplinkFixture();
    delete body.uplink_message.received_at;
    expect(parseTtn(body, now)[0]?.receivedAt).toEqual(new Date('2026-11-20T14:03:11.482Z'));
    delete body.received_at;
    expect(parseTtn(body, now)[0]?.receivedAt).toEqual(now);
  });

  it('normalises a lower-case DevEUI with separators', () => {
    const body = uplinkFixture();
    body.end_device_ids.dev_eui = 'a8-40-41-00-01-81-c8-f2';
    expect(parseTtn(body, now)[0]).toMatchObject({ devEui: 'A84041000181C8F2' });
  });

  it('marks a message simulated from the console', () => {
    const body = uplinkFixture();
    body.simulated = true;
    expect(parseTtn(body, now)[0]).toMatchObject({ network: { simulated: true } });
  });

  it('falls back to channel_rssi and picks the strongest gateway for the headline rssi/snr', () => {
    const body = uplinkFixture();
    const [first, second] = body.uplink_message.rx_metadata;
    delete second.rssi;
    second.channel_rssi = -90;
    second.snr = 10.5;
    expect(first).toBeDefined();
    const [message] = parseTtn(body, now);
    expect(message).toMatchObject({ radio: { rssi: -90, snr: 10.5 } });
  });

  it('ignores an all-zero frm-payload location (no fix)', () => {
    const body = readJsonFixture('ttn-uplink-tracker-decoded.json') as Json;
    body.uplink_message.locations['frm-payload'] = { altitude: 3, source: 'SOURCE_GPS' };
    expect(parseTtn(body, now)[0]).not.toHaveProperty('location');
  });

  it('accepts a numeric frequency as well as the uint64 string', () => {
    const body = uplinkFixture();
    body.uplink_message.settings.frequency = 868_100_000;
    expect(parseTtn(body, now)[0]).toMatchObject({ radio: { frequency: 868_100_000 } });
  });
});

describe('parseTtn: join_accept and location_solved', () => {
  it('maps a join-accept to a join (frame counters restart)', () => {
    const messages = parseTtn(readJsonFixture('ttn-join-accept.json'), now);
    expect(messages).toStrictEqual([
      {
        kind: 'join',
        devEui: 'A84041000181C8F2',
        receivedAt: new Date('2026-11-20T13:58:02.090Z'),
        network: {
          ttnDeviceId: 'freezer-12',
          ttnApplicationId: 'gta-cold-chain',
          joinEui: 'A840410000000101',
          devAddr: '260B1A2F',
        },
      },
    ]);
    expectNormalised(messages);
  });

  it('maps a solved location from a network solver', () => {
    const join = readJsonFixture('ttn-join-accept.json');
    const body = {
      end_device_ids: join.end_device_ids,
      received_at: '2026-11-20T14:05:00Z',
      location_solved: {
        service: 'lora-cloud-tdoa',
        location: {
          latitude: 43.65,
          longitude: -79.38,
          accuracy: 120,
          source: 'SOURCE_LORA_TDOA_GEOLOCATION',
        },
      },
    };
    const messages = parseTtn(body, now);
    expect(messages).toStrictEqual([
      {
        kind: 'location',
        devEui: 'A84041000181C8F2',
        receivedAt: new Date('2026-11-20T14:05:00Z'),
        location: { lat: 43.65, lon: -79.38, accuracy: 120, source: 'network' },
        service: 'lora-cloud-tdoa',
        network: {
          ttnDeviceId: 'freezer-12',
          ttnApplicationId: 'gta-cold-chain',
          joinEui: 'A840410000000101',
          devAddr: '260B1A2F',
        },
      },
    ]);
    expectNormalised(messages);
    body.location_solved.location.source = 'SOURCE_GPS';
    body.location_solved.service = 'frm-payload';
    expect(parseTtn(body, now)[0]).toMatchObject({ service: 'frm-payload', location: { source: 'gnss' } });
  });

  it('acknowledges downlink events and other message types with no message', () => {
    const { end_device_ids } = uplinkFixture();
    expect(parseTtn({ end_device_ids, downlink_ack: { f_port: 1 } }, now)).toEqual([]);
    expect(parseTtn({ end_device_ids, uplink_normalized: {} }, now)).toEqual([]);
  });
});

describe('parseTtn: bad input', () => {
  it('names a missing dev_eui', () => {
    const body = uplinkFixture();
    delete body.end_device_ids.dev_eui;
    expectError(
      body,
      "end_device_ids.dev_eui: is required: the webhook's field mask left out end_device_ids. Keep end_device_ids in it, or name the device in the webhook URL: ?devEUI={devEUI} (or ?appID={appID}&devID={devID})",
    );
  });

  it('takes an uplink whose field mask left out the TTS ids: the device keeps those it learnt', () => {
    // A webhook field mask may keep end_device_ids.dev_eui alone (webhook-templates/format.md).
    const body = uplinkFixture();
    delete body.end_device_ids.application_ids;
    expect(parseTtn(body, now)[0]?.network).not.toHaveProperty('ttnApplicationId');
  });

  it('rejects a DevEUI that is not 16 hex digits', () => {
    const body = uplinkFixture();
    body.end_device_ids.dev_eui = 'A84041000181C8';
    expectError(body, 'end_device_ids.dev_eui: expected an EUI of 16 hex digits');
  });

  it('rejects malformed base64', () => {
    const body = uplinkFixture();
    body.uplink_message.frm_payload = 'y/YL*DQN2';
    expectError(body, 'uplink_message.frm_payload: expected base64');
  });

  it('rejects wrong types and out-of-range ports', () => {
    const body = uplinkFixture();
    body.uplink_message.f_port = '2';
    expectError(body, 'uplink_message.f_port: expected a number');
    body.uplink_message.f_port = 256;
    expectError(body, 'uplink_message.f_port: expected a number <= 255');
    body.uplink_message.f_port = 2;
    body.uplink_message.rx_metadata[1].rssi = 'strong';
    expectError(body, 'uplink_message.rx_metadata[1].rssi: expected a number');
  });

  it("keeps an uplink whose gateway's typed location is impossible, and refuses an impossible device position", () => {
    // A gateway's location is what its owner typed into the console: one out of range says
    // nothing of the device's data, so that gateway is read as unlocated and the uplink kept.
    const body = uplinkFixture();
    body.uplink_message.rx_metadata[0].location = {
      latitude: 110.77,
      longitude: 1016.66,
      source: 'SOURCE_REGISTRY',
    };
    const [uplink] = parseTtn(body, now);
    expect(uplink).toMatchObject({ kind: 'uplink', fCnt: body.uplink_message.f_cnt });
    const gateway = (uplink as NormalisedUplink).radio?.gateways?.[0];
    expect(gateway?.id).toBe(body.uplink_message.rx_metadata[0].gateway_ids.gateway_id);
    expect(gateway).not.toHaveProperty('lat');
    expect(gateway).not.toHaveProperty('lon');

    const tracker = readJsonFixture('ttn-uplink-tracker-decoded.json');
    tracker.uplink_message.locations['frm-payload'].latitude = 91;
    expectError(
      tracker,
      'uplink_message.locations.frm-payload.latitude: expected a latitude between -90 and 90',
    );
  });

  it('rejects a bad timestamp', () => {
    const body = uplinkFixture();
    body.uplink_message.received_at = '2026-02-30T10:00:00Z';
    expectError(body, 'uplink_message.received_at: expected an RFC 3339 timestamp');
  });

  it('rejects a body that is not a TTS message', () => {
    expectError([], 'body: expected an object');
    expectError(
      { hello: 1 },
      'body: expected a The Things Stack message such as uplink_message or join_accept',
    );
  });
});
