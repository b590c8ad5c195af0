import { describe, expect, it } from 'vitest';
import { mapNetworkDecoded } from '../network-decoded/map.ts';
import { chirpstackEventOf, parseChirpstack, parseChirpstackMqtt } from './chirpstack.ts';
import {
  v3AckExample,
  v3ErrorExample,
  v3JoinExample,
  v3LegacyUpExample,
  v3StatusExample,
  v3TxackExample,
  v3UpExample,
} from './chirpstack-v3-examples.test-support.ts';
import { parseChirpstackDownlinkEvent } from './downlink-events.ts';
import { expectNormalised, expectParseError, now } from './test-fixtures.ts';

// ChirpStack Application Server v3 is still run by many networks; its events have no `deviceInfo`
// and were refused with 400 "deviceInfo: is required". Sources: the v3 documentation's own
// examples (chirpstack-v3-examples.test-support.ts).

const docs = (text: string) => JSON.parse(text) as Record<string, unknown>;
const network = { chirpstackApplicationId: '123', chirpstackDeviceName: 'garden-sensor' };

describe('ChirpStack v3 documented events', () => {
  it('stores the up example: base64 devEUI and gateway id as hex, bandwidth kHz to Hz, objectJSON', () => {
    const messages = parseChirpstack({ event: 'up', body: docs(v3UpExample) }, now);
    expect(messages).toStrictEqual([
      {
        kind: 'uplink',
        devEui: '0202020202020202',
        // No publishedAt (before v3.10): its gateway's receive time, rxInfo[0].time (was now).
        receivedAt: new Date('2019-11-08T13:59:25.048Z'),
        fCnt: 10,
        fPort: 5,
        // The documentation's "data": "..." is no base64: no payload, the codec's object still read.
        decoded: { temperatureSensor: 25, humiditySensor: 32 },
        radio: {
          rssi: -48,
          snr: 9,
          gateways: [{ id: '0303030303030303', rssi: -48, snr: 9, lat: 52.3740364, lon: 4.9144401 }],
          dataRate: 'SF11BW125',
          frequency: 868_100_000,
          spreadingFactor: 11,
          bandwidth: 125_000,
        },
        network,
      },
    ]);
    expectNormalised(messages);
  });

  it('reads the payload when it is base64, and the codec object as readings (temperature 25 °C, 32 %)', () => {
    const body = { ...docs(v3UpExample), data: 'AWcA/wJoQA==' };
    const [message] = parseChirpstack({ event: 'up', body }, now);
    expect(message).toMatchObject({ payload: Uint8Array.from(Buffer.from('AWcA/wJoQA==', 'base64')) });
    const decoded = (message as { decoded: Record<string, unknown> }).decoded;
    expect(mapNetworkDecoded(decoded, null).readings).toStrictEqual([
      { field: 'temperature', value: 25 },
      { field: 'humidity', value: 32 },
    ]);
  });

  it('stores the legacy "JSON (v3)" uplink: hex EUIs, `object` keyed by channel', () => {
    const messages = parseChirpstack({ event: 'up', body: docs(v3LegacyUpExample) }, now);
    expect(messages).toMatchObject([
      {
        kind: 'uplink',
        devEui: '0202020202020202',
        fCnt: 10,
        fPort: 5,
        decoded: { temperatureSensor: { '1': 25 }, humiditySensor: { '1': 32 } },
        radio: { rssi: -57, snr: 10, frequency: 868_100_000 },
      },
    ]);
    const decoded = (messages[0] as { decoded: Record<string, unknown> }).decoded;
    expect(mapNetworkDecoded(decoded, null).readings).toStrictEqual([
      { field: 'temperature', value: 25 },
      { field: 'humidity', value: 32 },
    ]);
    expectNormalised(messages);
  });

  it('stores the status example as battery 75.5 % and link margin 6 dB', () => {
    expect(parseChirpstack({ event: 'status', body: docs(v3StatusExample) }, now)).toStrictEqual([
      {
        kind: 'uplink',
        devEui: '0202020202020202',
        receivedAt: now,
        readings: [
          { field: 'battery_pct', value: 75.5 },
          { field: 'link_margin', value: 6 },
        ],
        network,
      },
    ]);
  });

  it('maps the join example, its base64 devAddr as hex', () => {
    expect(parseChirpstack({ event: 'join', body: docs(v3JoinExample) }, now)).toStrictEqual([
      {
        kind: 'join',
        devEui: '0202020202020202',
        receivedAt: now,
        network: { ...network, devAddr: '00513942' },
      },
    ]);
  });

  it('acknowledges ack, txack and error with no message and no command to move on', () => {
    const examples = { ack: v3AckExample, txack: v3TxackExample, error: v3ErrorExample };
    for (const [event, text] of Object.entries(examples)) {
      expect(parseChirpstack({ event, body: docs(text) }, now)).toStrictEqual([]);
      expect(parseChirpstackDownlinkEvent(event, docs(text), now)).toStrictEqual([]);
    }
  });

  it('tells each documented event by its body when the request does not name it (v3 per-event URLs)', () => {
    const examples = {
      up: v3UpExample,
      status: v3StatusExample,
      join: v3JoinExample,
      ack: v3AckExample,
      txack: v3TxackExample,
      error: v3ErrorExample,
    };
    for (const [event, text] of Object.entries(examples)) {
      expect(chirpstackEventOf(undefined, docs(text))).toBe(event);
    }
  });

  it('takes the up example over MQTT, on the v3 topic with the hex DevEUI', () => {
    const messages = parseChirpstackMqtt(
      'application/123/device/0202020202020202/event/up',
      v3UpExample,
      now,
    );
    expect(messages).toMatchObject([{ kind: 'uplink', devEui: '0202020202020202', fCnt: 10 }]);
  });

  it('maps a location event and names a bad devEUI', () => {
    const body = {
      applicationID: '123',
      deviceName: 'garden-sensor',
      devEUI: 'AgICAgICAgI=',
      location: { latitude: 52.3740364, longitude: 4.9144401, altitude: 10.5, source: 'GEO_RESOLVER_TDOA' },
      publishedAt: '2021-03-01T10:00:00Z',
    };
    expect(parseChirpstack({ event: 'location', body }, now)).toStrictEqual([
      {
        kind: 'location',
        devEui: '0202020202020202',
        receivedAt: new Date('2021-03-01T10:00:00Z'),
        location: { lat: 52.3740364, lon: 4.9144401, alt: 10.5, source: 'network' },
        service: 'GEO_RESOLVER_TDOA',
        network,
      },
    ]);
    // A codec that returned nothing writes "null"; a string that is no JSON object is refused.
    const [noCodecOutput] = parseChirpstack(
      { event: 'up', body: { ...docs(v3UpExample), objectJSON: 'null' } },
      now,
    );
    expect(noCodecOutput).not.toHaveProperty('decoded');
    expectParseError(
      () => parseChirpstack({ event: 'up', body: { ...docs(v3UpExample), objectJSON: '[1' } }, now),
      'objectJSON: expected a JSON object in a string',
    );
    expectParseError(
      () => parseChirpstack({ event: 'up', body: { ...docs(v3UpExample), devEUI: 'AgIC' } }, now),
      'devEUI: expected an EUI as 16 hex digits or base64',
    );
  });

  it("maps ChirpStack's Cayenne LPP codec object, channel by channel, and its GPS as a position", () => {
    // The codec's own test object (chirpstack/chirpstack chirpstack/src/codec/cayenne_lpp.rs):
    // two channels per type; the lowest channel gives the reading.
    const lpp = {
      temperatureSensor: { '3': 27.2, '5': 25.5 },
      humiditySensor: { '3': 20.5, '5': 75 },
      illuminanceSensor: { '3': 10, '5': 1000 },
      barometer: { '3': 105.5, '5': 250 },
      gpsLocation: { '1': { latitude: 42.3519, longitude: -87.9094, altitude: 10 } },
    };
    expect(mapNetworkDecoded(lpp, null)).toStrictEqual({
      readings: [
        { field: 'temperature', value: 27.2 },
        { field: 'humidity', value: 20.5 },
        { field: 'pressure', value: 105.5 },
        { field: 'illuminance', value: 10 },
      ],
      dropped: [],
      location: { lat: 42.3519, lon: -87.9094, alt: 10, source: 'gnss' },
    });
  });
});
