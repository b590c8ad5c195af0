import { describe, expect, it } from 'vitest';
import type { NormalisedUplink } from '../uplink.ts';
import { parseChirpstack, parseChirpstackMqtt, parseChirpstackTopic } from './chirpstack.ts';
import {
  bytes,
  expectNormalised,
  expectParseError,
  type Json,
  now,
  readFixture,
  readJsonFixture,
} from './test-fixtures.ts';

const upFixture = (): Json => readJsonFixture('chirpstack-up-em300th.json');

const applicationId = '17c82e96-be03-4f38-aef3-f83d48582d97';

const expectedUp = {
  kind: 'uplink',
  devEui: '24E124136B502217',
  receivedAt: new Date('2026-11-20T15:11:09.530Z'),
  fCnt: 5520,
  fPort: 85,
  payload: bytes('0175320367C80004683C'),
  decoded: { battery: 50, temperature: 20, humidity: 30 },
  dedupKey: '3ac7e3c4-4401-4b8d-9386-a5c902f9202d',
  radio: {
    rssi: -89,
    snr: 9.2,
    gateways: [{ id: '0016c001ff10d3f6', rssi: -89, snr: 9.2, lat: 43.6629, lon: -79.3957 }],
    dataRate: 'SF7BW125',
    frequency: 904_500_000,
    spreadingFactor: 7,
    bandwidth: 125_000,
  },
  network: {
    chirpstackApplicationId: applicationId,
    chirpstackTenantId: '52f14cd4-c6f1-4fbd-8f87-4025e1d49242',
    chirpstackDeviceProfileId: '14855bf7-d10d-4aee-b618-ebfcb64dc7ad',
    chirpstackDeviceName: 'server-room-th',
    devAddr: '00A8B4F1',
  },
};

const deviceInfo = { applicationId, devEui: '24e124136b502217' };

describe('parseChirpstack', () => {
  it('maps an up event: upper-case DevEUI, bytes, codec object, deduplicationId', () => {
    const messages = parseChirpstack({ event: 'up', body: upFixture() }, now);
    expect(messages).toStrictEqual([expectedUp]);
    expectNormalised(messages);
  });

  it('reads an absent fCnt/fPort as 0 and an absent time as now (older ChirpStack omits defaults)', () => {
    const body = upFixture();
    delete body.fCnt;
    delete body.fPort;
    delete body.time;
    expect(parseChirpstack({ event: 'up', body }, now)[0]).toMatchObject({
      fCnt: 0,
      fPort: 0,
      receivedAt: now,
    });
  });

  it('drops data that is still encrypted (joinServerContext set)', () => {
    const body = upFixture();
    body.joinServerContext = { sessionKeyId: 'abc' };
    expect(parseChirpstack({ event: 'up', body }, now)[0]).not.toHaveProperty('payload');
  });

  it('reads an omitted gateway coordinate as 0 (nested defaults are not emitted)', () => {
    const body = upFixture();
    body.rxInfo[0].location = { longitude: 7.5 };
    expect(parseChirpstack({ event: 'up', body }, now)[0]).toMatchObject({
      radio: { gateways: [{ id: '0016c001ff10d3f6', lat: 0, lon: 7.5 }] },
    });
  });

  it('maps a join event', () => {
    const body = {
      deduplicationId: 'c9dbe358-2578-4fb7-b295-66b44edc45a6',
      time: '2026-11-20T15:00:00.000+00:00',
      deviceInfo,
      devAddr: '01fc0f66',
    };
    const messages = parseChirpstack({ event: 'join', body }, now);
    expect(messages).toStrictEqual([
      {
        kind: 'join',
        devEui: '24E124136B502217',
        receivedAt: new Date('2026-11-20T15:00:00Z'),
        dedupKey: 'join:c9dbe358-2578-4fb7-b295-66b44edc45a6',
        network: { chirpstackApplicationId: applicationId, devAddr: '01FC0F66' },
      },
    ]);
    expectNormalised(messages);
  });

  it('maps a location event from the geolocation resolver', () => {
    const body = {
      deduplicationId: 'd1',
      time: '2026-11-20T15:00:00Z',
      deviceInfo,
      location: {
        latitude: 43.6,
        longitude: -79.4,
        altitude: 80,
        source: 'GEO_RESOLVER_TDOA',
        accuracy: 150,
      },
    };
    const messages = parseChirpstack({ event: 'location', body }, now);
    expect(messages).toStrictEqual([
      {
        kind: 'location',
        devEui: '24E124136B502217',
        receivedAt: new Date('2026-11-20T15:00:00Z'),
        location: { lat: 43.6, lon: -79.4, alt: 80, accuracy: 150, source: 'network' },
        service: 'GEO_RESOLVER_TDOA',
        dedupKey: 'location:d1',
        network: { chirpstackApplicationId: applicationId },
      },
    ]);
    expectNormalised(messages);
  });

  it('acknowledges the other events with no message', () => {
    for (const event of ['ack', 'txack', 'log', 'status', 'integration']) {
      expect(parseChirpstack({ event, body: { deviceInfo } }, now)).toEqual([]);
    }
  });

  it('reads the event from the body when the request does not name it, else refuses it', () => {
    expect(parseChirpstack({ event: undefined, body: upFixture() }, now)).toStrictEqual([expectedUp]);
    expectParseError(
      () => parseChirpstack({ event: undefined, body: { deviceInfo } }, now),
      'event: is required: ChirpStack adds ?event=up|join|status|… to the URL itself',
    );
    expectParseError(
      () => parseChirpstack({ event: 'uplink', body: upFixture() }, now),
      'event: expected "up" or "join" or "ack" or "txack" or "log" or "status" or "location" or "integration" or "error"',
    );
  });

  it("keeps an uplink whose gateway's typed location is impossible, that gateway unlocated", () => {
    // ChirpStack relays the location its gateways' owners typed; one out of range (latitude
    // 110.77, longitude 1016.66 here) says nothing of the device's data.
    const body = upFixture();
    body.rxInfo[0].location = { latitude: 110.77, longitude: 1016.66 };
    const [uplink] = parseChirpstack({ event: 'up', body }, now);
    expect(uplink).toMatchObject({ kind: 'uplink', fCnt: body.fCnt });
    const gateway = (uplink as NormalisedUplink).radio?.gateways?.[0];
    expect(gateway?.id).toBe(body.rxInfo[0].gatewayId);
    expect(gateway).not.toHaveProperty('lat');
    expect(gateway).not.toHaveProperty('lon');
  });

  it('names a missing devEui, malformed base64, a bad coordinate and a wrong type', () => {
    const missing = upFixture();
    delete missing.deviceInfo.devEui;
    expectParseError(
      () => parseChirpstack({ event: 'up', body: missing }, now),
      'deviceInfo.devEui: is required',
    );

    const badData = upFixture();
    badData.data = 'AXUy#A2fI';
    expectParseError(() => parseChirpstack({ event: 'up', body: badData }, now), 'data: expected base64');

    // A device position out of range is refused; a gateway's typed location out of range is
    // dropped and the uplink kept (below).
    const badLat = { deviceInfo: upFixture().deviceInfo, location: { latitude: -90.5, longitude: -79.4 } };
    expectParseError(
      () => parseChirpstack({ event: 'location', body: badLat }, now),
      'location.latitude: expected a latitude between -90 and 90',
    );

    const badType = upFixture();
    badType.fCnt = '5520';
    expectParseError(() => parseChirpstack({ event: 'up', body: badType }, now), 'fCnt: expected a number');

    const badObject = upFixture();
    badObject.object = [1, 2];
    expectParseError(
      () => parseChirpstack({ event: 'up', body: badObject }, now),
      'object: expected an object',
    );
  });
});

describe('ChirpStack MQTT', () => {
  const topic = `application/${applicationId}/device/24e124136b502217/event/up`;

  it('splits the event topic', () => {
    expect(parseChirpstackTopic(topic)).toEqual({ applicationId, devEui: '24E124136B502217', event: 'up' });
  });

  it('rejects a topic of another shape or with a bad DevEUI', () => {
    expectParseError(
      () => parseChirpstackTopic(`application/${applicationId}/device/24e124136b502217/command/down`),
      'topic: expected application/{applicationId}/device/{devEui}/event/{event}',
    );
    expectParseError(
      () => parseChirpstackTopic(`application/${applicationId}/device/24e1/event/up`),
      'topic.devEui: expected an EUI of 16 hex digits',
    );
  });

  it('parses a payload as bytes or text, like the HTTP body', () => {
    const text = readFixture('chirpstack-up-em300th.json');
    expect(parseChirpstackMqtt(topic, new TextEncoder().encode(text), now)).toStrictEqual([expectedUp]);
    expect(parseChirpstackMqtt(topic, text, now)).toStrictEqual([expectedUp]);
  });

  it('rejects a payload for another device than the topic names, and non-JSON', () => {
    const other = topic.replace('24e124136b502217', '24e124136b502218');
    expectParseError(
      () => parseChirpstackMqtt(other, readFixture('chirpstack-up-em300th.json'), now),
      "deviceInfo.devEui: does not match the topic's 24E124136B502218",
    );
    expectParseError(
      () => parseChirpstackMqtt(topic, '{"deviceInfo":', now),
      'payload: expected JSON or Protobuf',
    );
  });
});
