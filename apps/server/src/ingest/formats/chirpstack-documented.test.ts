import { describe, expect, it } from 'vitest';
import { chirpstackEventOf, parseChirpstack, parseChirpstackMqtt } from './chirpstack.ts';
import {
  chirpstackAckExample,
  chirpstackIntegrationExample,
  chirpstackJoinExample,
  chirpstackLocationExample,
  chirpstackLogExample,
  chirpstackStatusExample,
  chirpstackTxackExample,
  chirpstackUpExample,
} from './chirpstack-examples.test-support.ts';
import { parseChirpstackDownlinkEvent } from './downlink-events.ts';
import { expectNormalised, now } from './test-fixtures.ts';

// Issue 25: every event ChirpStack v4 documents is understood, none refused.
// Sources: chirpstack-examples.test-support.ts (ChirpStack docs, integrations/events.md).

const docs = (text: string) => JSON.parse(text) as Record<string, unknown>;
const network = {
  chirpstackApplicationId: '17c82e96-be03-4f38-aef3-f83d48582d97',
  chirpstackTenantId: '52f14cd4-c6f1-4fbd-8f87-4025e1d49242',
  chirpstackDeviceProfileId: '14855bf7-d10d-4aee-b618-ebfcb64dc7ad',
  chirpstackDeviceName: 'Test device',
};

const examples = {
  up: chirpstackUpExample,
  status: chirpstackStatusExample,
  join: chirpstackJoinExample,
  ack: chirpstackAckExample,
  txack: chirpstackTxackExample,
  log: chirpstackLogExample,
  location: chirpstackLocationExample,
  integration: chirpstackIntegrationExample,
};

describe('ChirpStack v4 documented events', () => {
  it('maps the up example', () => {
    const messages = parseChirpstack({ event: 'up', body: docs(chirpstackUpExample) }, now);
    expect(messages).toMatchObject([
      {
        kind: 'uplink',
        devEui: '0101010101010101',
        receivedAt: new Date('2022-07-18T09:34:15.775Z'),
        fCnt: 0,
        fPort: 1,
        payload: Uint8Array.of(0xaa),
        dedupKey: '3ac7e3c4-4401-4b8d-9386-a5c902f9202d',
        radio: { rssi: -36, snr: 10.5, dataRate: 'SF11BW125', frequency: 867_100_000 },
      },
    ]);
    expectNormalised(messages);
  });

  it('stores the status example as battery 88.3 % and link margin 10 dB (was acknowledged and dropped)', () => {
    const messages = parseChirpstack({ event: 'status', body: docs(chirpstackStatusExample) }, now);
    expect(messages).toStrictEqual([
      {
        kind: 'uplink',
        devEui: '0101010101010101',
        receivedAt: new Date('2022-07-18T09:35:06.927Z'),
        readings: [
          { field: 'battery_pct', value: 88.3 },
          { field: 'link_margin', value: 10 },
        ],
        dedupKey: 'status:bf2a9746-1c8b-49be-a92e-f0b89c8534e4',
        network,
      },
    ]);
    expectNormalised(messages);
  });

  it('keeps the margin but no battery for a device on external power or that cannot measure', () => {
    const mains = { ...docs(chirpstackStatusExample), externalPowerSource: true, batteryLevel: 0 };
    expect(parseChirpstack({ event: 'status', body: mains }, now)[0]).toMatchObject({
      readings: [{ field: 'link_margin', value: 10 }],
    });
    const unknown = { ...docs(chirpstackStatusExample), batteryLevelUnavailable: true, batteryLevel: 0 };
    expect(parseChirpstack({ event: 'status', body: unknown }, now)[0]).toMatchObject({
      readings: [{ field: 'link_margin', value: 10 }],
    });
  });

  it('maps the join and location examples (the resolver gives no source: a network position)', () => {
    expect(parseChirpstack({ event: 'join', body: docs(chirpstackJoinExample) }, now)).toStrictEqual([
      {
        kind: 'join',
        devEui: '0101010101010101',
        receivedAt: new Date('2022-07-18T09:33:28.823Z'),
        dedupKey: 'join:c9dbe358-2578-4fb7-b295-66b44edc45a6',
        network: { ...network, devAddr: '00189440' },
      },
    ]);
    const location = parseChirpstack({ event: 'location', body: docs(chirpstackLocationExample) }, now);
    expect(location).toMatchObject([
      {
        kind: 'location',
        devEui: '0101010101010101',
        location: { lat: 37.344214, lon: -8.839375, alt: 2, source: 'network' },
      },
    ]);
    expectNormalised(location);
  });

  it('acknowledges ack, txack, log and integration with no stored message (integration was refused)', () => {
    for (const event of ['ack', 'txack', 'log', 'integration'] as const)
      expect(parseChirpstack({ event, body: docs(examples[event]) }, now)).toEqual([]);
  });

  it('hands the ack and txack examples to the command queue', () => {
    expect(parseChirpstackDownlinkEvent('ack', docs(chirpstackAckExample), now)).toEqual([
      {
        source: 'chirpstack',
        devEui: '0101010101010101',
        type: 'ack',
        commandId: '1bbcab1d-6ec6-4136-b3f5-d63be1dc08de',
        networkRef: '1bbcab1d-6ec6-4136-b3f5-d63be1dc08de',
        acknowledged: true,
        at: new Date('2022-07-18T09:38:49.235Z'),
      },
    ]);
    expect(parseChirpstackDownlinkEvent('txack', docs(chirpstackTxackExample), now)).toMatchObject([
      { type: 'txack', commandId: '42cb6459-a640-46ec-9623-bdff39dc4736' },
    ]);
  });

  it('tells each documented event by its body when the request does not name it', () => {
    for (const [event, text] of Object.entries(examples))
      expect(chirpstackEventOf(undefined, docs(text))).toBe(event);
  });

  it('takes every documented event over MQTT, the topic naming the event', () => {
    for (const [event, text] of Object.entries(examples)) {
      const topic = `application/17c82e96-be03-4f38-aef3-f83d48582d97/device/0101010101010101/event/${event}`;
      expect(() => parseChirpstackMqtt(topic, text, now)).not.toThrow();
    }
  });
});
