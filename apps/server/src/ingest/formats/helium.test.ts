import { describe, expect, it } from 'vitest';
import type { NormalisedUplink } from '../uplink.ts';
import { chirpstackStatusExample, chirpstackUpExample } from './chirpstack-examples.test-support.ts';
import { mhzToHz, parseHelium } from './helium.ts';
import {
  heliumLegacyUplinkExample,
  heliumRouterJoinExample,
  heliumRouterUplinkExample,
} from './helium-examples.test-support.ts';
import {
  bytes,
  expectNormalised,
  expectParseError,
  type Json,
  now,
  readJsonFixture,
} from './test-fixtures.ts';

const fixture = (): Json => readJsonFixture('helium-uplink-lht65.json');
/** The legacy console sends uplinks only. */
const uplinkOf = (body: Json) => parseHelium(body, now)[0] as NormalisedUplink | undefined;

describe('parseHelium', () => {
  it('maps a legacy console uplink: reported_at ms, base64 payload, hotspot in MHz', () => {
    const messages = parseHelium(fixture(), now);
    expect(messages).toStrictEqual([
      {
        kind: 'uplink',
        devEui: 'A84041000181C8F3',
        receivedAt: new Date(1_763_650_000_123),
        fCnt: 77,
        fPort: 2,
        payload: bytes('CBF60B0D0376010ADD7FFF'),
        radio: {
          rssi: -112,
          snr: 2.8,
          gateways: [
            {
              id: '11yJXQPG9deHqvw2ac6VWtNP7gZj8X3t3Qb3Gqm9j9RZDqYH7Xd',
              rssi: -112,
              snr: 2.8,
              lat: 43.65,
              lon: -79.41,
            },
          ],
          dataRate: 'SF9BW125',
          frequency: 904_100_000,
          spreadingFactor: 9,
          bandwidth: 125_000,
        },
        network: {
          joinEui: 'A840410000000101',
          devAddr: '48000012',
          heliumDeviceId: 'c6a3c8e2-1a53-4a36-9c2c-7d9a6f6a8b11',
          heliumDeviceName: 'walk-in-cooler',
        },
      },
    ]);
    expectNormalised(messages);
  });

  it('takes decoded.payload only when the decoder succeeded, uuid as dedupKey, and the downlink URL', () => {
    const body = fixture();
    body.decoded = { status: 'success', payload: { BatV: 3.062, TempC_SHT: 28.29 } };
    body.uuid = '5a9c7b0e-8f34-4a5c-b5b4-52d3c6c2e1aa';
    body.downlink_url = 'https://console.helium.com/api/v1/down/ch/token/dev';
    expect(parseHelium(body, now)[0]).toMatchObject({
      decoded: { BatV: 3.062, TempC_SHT: 28.29 },
      dedupKey: '5a9c7b0e-8f34-4a5c-b5b4-52d3c6c2e1aa',
      network: { heliumDownlinkUrl: 'https://console.helium.com/api/v1/down/ch/token/dev' },
    });
    body.decoded = { status: 'error', error: 'decoder crashed' };
    expect(parseHelium(body, now)[0]).not.toHaveProperty('decoded');
  });

  it('leaves out the coordinates of a hotspot with no asserted location', () => {
    const body = fixture();
    body.hotspots[0].lat = null;
    body.hotspots[0].long = null;
    expect(uplinkOf(body)?.radio?.gateways[0]).toEqual({
      id: '11yJXQPG9deHqvw2ac6VWtNP7gZj8X3t3Qb3Gqm9j9RZDqYH7Xd',
      rssi: -112,
      snr: 2.8,
    });
  });

  it('takes radio settings from the strongest hotspot', () => {
    const body = fixture();
    body.hotspots.push({ id: 'second', rssi: -90, snr: 7, spreading: 'SF10BW125', frequency: 903.9 });
    expect(uplinkOf(body)?.radio).toMatchObject({
      rssi: -90,
      snr: 7,
      dataRate: 'SF10BW125',
      frequency: 903_900_000,
      spreadingFactor: 10,
    });
  });

  it('acknowledges messages of a type it does not know with no message', () => {
    expect(parseHelium({ ...fixture(), type: 'status' }, now)).toEqual([]);
  });

  it("keeps an uplink whose hotspot's asserted location is impossible, that hotspot unlocated", () => {
    const body = fixture();
    body.hotspots[0].lat = 123;
    const [uplink] = parseHelium(body, now);
    expect(uplink).toMatchObject({ kind: 'uplink', fCnt: body.fcnt });
    const hotspot = (uplink as NormalisedUplink).radio?.gateways?.[0];
    expect(hotspot?.id).toBe(body.hotspots[0].id);
    expect(hotspot).not.toHaveProperty('lat');
    expect(hotspot).not.toHaveProperty('lon');
  });

  it('names the bad field', () => {
    const noEui = fixture();
    delete noEui.dev_eui;
    expectParseError(() => parseHelium(noEui, now), 'dev_eui: is required');

    const badPayload = fixture();
    badPayload.payload = 'y/YLDQN2AQrdf/8===';
    expectParseError(() => parseHelium(badPayload, now), 'payload: expected base64');

    const badLat = fixture();
    badLat.hotspots[0].lat = 'nowhere';
    expectParseError(() => parseHelium(badLat, now), 'hotspots[0].lat: expected a number');

    const badType = fixture();
    badType.fcnt = '77';
    expectParseError(() => parseHelium(badType, now), 'fcnt: expected a number');

    const badSpreading = fixture();
    badSpreading.hotspots[0].spreading = 'fast';
    expectParseError(
      () => parseHelium(badSpreading, now),
      'hotspots[0].spreading: expected a LoRa data rate such as "SF9BW125"',
    );

    expectParseError(() => parseHelium('hello', now), 'body: expected an object');
  });
});

// Issue 25: Helium's current console is ChirpStack v4; the same route takes both shapes.
describe('parseHelium: documented messages', () => {
  it("maps the legacy console's documented uplink", () => {
    const messages = parseHelium(JSON.parse(heliumLegacyUplinkExample), now);
    expect(messages).toMatchObject([
      {
        kind: 'uplink',
        devEui: '1C29FBD1D2084E21',
        fCnt: 19,
        fPort: 1,
        payload: Uint8Array.from(Buffer.from('Hello, world!')),
        radio: { rssi: -51, snr: 9, dataRate: 'SF9BW125', frequency: 912_300_000 },
        network: { joinEui: '6948A4B59F4666AD', devAddr: 'B5A44869', heliumDeviceName: 'Test Me' },
      },
    ]);
    expectNormalised(messages);
  });

  it('maps ChirpStack v4 events from the current console, by ?event= or by their fields (was 400)', () => {
    const up = JSON.parse(chirpstackUpExample);
    for (const event of ['up', undefined]) {
      expect(parseHelium(up, now, event)).toMatchObject([
        { kind: 'uplink', devEui: '0101010101010101', fPort: 1, payload: Uint8Array.of(0xaa) },
      ]);
    }
    expect(parseHelium(JSON.parse(chirpstackStatusExample), now, 'status')).toMatchObject([
      {
        readings: [
          { field: 'battery_pct', value: 88.3 },
          { field: 'link_margin', value: 10 },
        ],
      },
    ]);
  });

  // heliumRouterUplinkExample / heliumRouterJoinExample: the router's own messages
  // (helium/router src/device/router_device_channels_worker.erl and its tests).
  it('keeps the uplink of a hotspot whose location the router writes as "unknown" (was 400)', () => {
    const messages = parseHelium(JSON.parse(heliumRouterUplinkExample), now);
    expect(messages).toStrictEqual([
      {
        kind: 'uplink',
        devEui: '0000000000000001',
        receivedAt: new Date(1_700_000_000_123),
        fCnt: 0,
        fPort: 1,
        payload: new Uint8Array(),
        dedupKey: '0d9b6d3e-2c7a-4f0e-9b8e-3f0f6a9b2c11',
        radio: {
          rssi: -25,
          snr: 0,
          gateways: [
            {
              id: '11KHJW1ePkfhLYptMwKyDzn4opLc62daahbi35uxhH3wwi7p6xr',
              rssi: -25,
              snr: 0,
              lat: 37.77071104300495,
              lon: -122.41210912049858,
            },
            // No coordinates: "unknown" is no place.
            { id: '11ni2CACdVUAshDvXif2pYUduAsvoawoxvVub6aqgHjSNsPEapZ', rssi: -30, snr: 0 },
          ],
          dataRate: 'SF8BW125',
          frequency: 904_300_000,
          spreadingFactor: 8,
          bandwidth: 125_000,
        },
        network: {
          joinEui: '0000000200000001',
          devAddr: '48000001',
          heliumDeviceId: 'yolo_id',
          heliumDeviceName: 'yolo_name',
          heliumDownlinkUrl: 'https://console.helium.com/api/v1/down/channel_id/downlink_token/yolo_id',
        },
      },
    ]);
    expectNormalised(messages);
  });

  it("takes the router's join message as a join (was acknowledged and dropped)", () => {
    const messages = parseHelium(JSON.parse(heliumRouterJoinExample), now);
    expect(messages).toStrictEqual([
      {
        kind: 'join',
        devEui: '0000000000000001',
        receivedAt: new Date(1_699_999_990_456),
        dedupKey: 'join:5f3c2a1e-7b9d-4c8e-a1f2-9d8e7c6b5a40',
        network: {
          joinEui: '0000000200000001',
          devAddr: '48000001',
          heliumDeviceId: 'yolo_id',
          heliumDeviceName: 'yolo_name',
          heliumDownlinkUrl: 'https://console.helium.com/api/v1/down/channel_id/downlink_token/yolo_id',
        },
      },
    ]);
    expectNormalised(messages);
  });

  it('still refuses a hotspot location that is neither a coordinate nor "unknown", and a join without its Dev EUI', () => {
    const uplink = JSON.parse(heliumRouterUplinkExample);
    uplink.hotspots[1].long = 'somewhere';
    expectParseError(() => parseHelium(uplink, now), 'hotspots[1].long: expected a number');
    const join = JSON.parse(heliumRouterJoinExample);
    delete join.dev_eui;
    expectParseError(() => parseHelium(join, now), 'dev_eui: is required');
  });

  it('names what is wrong in a ChirpStack-shaped body', () => {
    const up = JSON.parse(chirpstackUpExample);
    up.deviceInfo.devEui = '0101';
    expectParseError(() => parseHelium(up, now, 'up'), 'deviceInfo.devEui: expected an EUI of 16 hex digits');
  });
});

describe('Helium hotspot frequency', () => {
  it('stores the documented 912.2999877929688 MHz as 912.3 MHz exactly (was 912299988 Hz)', () => {
    // heliumLegacyUplinkExample: Helium's JSON Schema page; the router writes a 32-bit float.
    const [message] = parseHelium(JSON.parse(heliumLegacyUplinkExample), now) as NormalisedUplink[];
    expect(message?.radio?.frequency).toBe(912_300_000);
  });

  it('reads every plan step back from its 32-bit float, and a plain number as written', () => {
    for (const hz of [865_062_500, 865_402_500, 865_985_000, 868_100_000, 923_200_000, 470_300_000])
      expect(mhzToHz(Math.fround(hz / 1e6))).toBe(hz);
    expect(mhzToHz(903.9)).toBe(903_900_000);
    expect(mhzToHz(904.1)).toBe(904_100_000);
  });
});
