import { describe, expect, it } from 'vitest';
import { mapNetworkDecoded } from '../network-decoded/map.ts';
import { parseTtnDownlinkEvent } from './downlink-events.ts';
import { expectNormalised, now } from './test-fixtures.ts';
import { devEuiOfTtsDeviceId, parseTtn, ttsDeviceNamed, withTtsDevEui } from './ttn.ts';
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
  ttsUplinkWithNormalizedPayloadExample,
} from './tts-examples.test-support.ts';

// Issue 25: every message The Things Stack documents is understood, and none of them is refused:
// TTS stops calling a webhook that keeps failing. Sources: tts-examples.test-support.ts.

const docs = (text: string) => JSON.parse(text) as Record<string, unknown>;
const exampleIds = { device_id: 'dev1', application_ids: { application_id: 'app1' } };

describe('The Things Stack documented uplink', () => {
  it('takes the decoded payload and names no port when f_port is absent (was port 0, "invalid fPort 0")', () => {
    const messages = parseTtn(docs(ttsUplinkExample), now);
    expect(messages).toStrictEqual([
      {
        kind: 'uplink',
        devEui: '0004A30B001C0530',
        receivedAt: new Date('2020-02-12T15:15:45.789Z'),
        fCnt: 1,
        payload: Uint8Array.from(Buffer.from('gkHe', 'base64')),
        decoded: { temperature: 1.0, luminosity: 0.64 },
        radio: {
          rssi: -35,
          snr: 5,
          gateways: [{ id: 'gtw1', rssi: -35, snr: 5 }],
          dataRate: 'SF7BW125',
          frequency: 868_300_000,
          spreadingFactor: 7,
          bandwidth: 125_000,
          consumedAirtimeMs: 56.576,
        },
        network: {
          ttnDeviceId: 'dev1',
          ttnApplicationId: 'app1',
          joinEui: '800000000000000C',
          devAddr: '00BCB929',
          ttnTenantId: 'tenant1',
          ttnBrandId: 'the-things-products',
          ttnModelId: 'the-things-uno',
        },
      },
    ]);
    expect(messages[0]).not.toHaveProperty('fPort');
    expectNormalised(messages);
  });

  it('keeps the decoded payload of an uplink with a normalized payload, and acknowledges uplink_normalized', () => {
    const [message] = parseTtn(docs(ttsUplinkWithNormalizedPayloadExample), now);
    expect(message).toMatchObject({
      fPort: 4,
      payload: Uint8Array.from([0x0c, 0xb2, 0x04, 0x80, 0xf7, 0xae]),
      decoded: { temperature: -21.3, battery: 3250 },
    });
    // The same measurement again, in TTS's normalized schema: nothing new to store.
    expect(parseTtn(docs(ttsUplinkNormalizedExample), now)).toEqual([]);
  });
});

describe('The Things Stack documented join, location and service messages', () => {
  it('maps the join-accept example to a join', () => {
    expect(parseTtn(docs(ttsJoinAcceptExample), now)).toStrictEqual([
      {
        kind: 'join',
        devEui: '0004A30B001C0530',
        receivedAt: new Date('2020-02-17T07:49:09.736Z'),
        network: {
          ttnDeviceId: 'dev1',
          ttnApplicationId: 'app1',
          joinEui: '800000000000000C',
          devAddr: '01497ECC',
        },
      },
    ]);
  });

  it("maps LoRa Cloud's Wi-Fi solution to a network position", () => {
    const messages = parseTtn(docs(ttsLocationSolvedExample), now);
    expect(messages).toMatchObject([
      {
        kind: 'location',
        devEui: '0004A30B001C0530',
        location: { lat: 51.455, lon: 5.458, accuracy: 15, source: 'network' },
        service: 'lora-cloud-device-management-v1-wifi',
      },
    ]);
    expectNormalised(messages);
  });

  it('acknowledges service_data with no message', () => {
    expect(parseTtn(docs(ttsServiceDataExample), now)).toEqual([]);
  });
});

describe('The Things Stack documented downlink events', () => {
  it('reads the ack example, matched by port and bytes (no correlation id of ours)', () => {
    expect(parseTtnDownlinkEvent(docs(ttsDownlinkAckExample), now)).toEqual([
      {
        source: 'ttn',
        devEui: '0004A30B001C0530',
        type: 'ack',
        fPort: 15,
        payload: Uint8Array.of(0xbe, 0xef),
        at: new Date('2020-02-17T10:32:24.590Z'),
      },
    ]);
    expect(parseTtn(docs(ttsDownlinkAckExample), now)).toEqual([]);
  });

  it('reads queued (nothing for the queue), sent and nack in the same documented format', () => {
    expect(parseTtnDownlinkEvent(docs(ttsDownlinkEventExample('downlink_queued')), now)).toEqual([]);
    expect(parseTtnDownlinkEvent(docs(ttsDownlinkEventExample('downlink_sent')), now)).toMatchObject([
      { type: 'sent', devEui: '0004A30B001C0530', fPort: 15 },
    ]);
    expect(parseTtnDownlinkEvent(docs(ttsDownlinkEventExample('downlink_nack')), now)).toMatchObject([
      { type: 'nack' },
    ]);
    for (const name of ['downlink_queued', 'downlink_sent', 'downlink_nack'] as const)
      expect(parseTtn(docs(ttsDownlinkEventExample(name)), now)).toEqual([]);
  });

  it('names the TTS ids of the failed example, which has no dev_eui, and reads it once a DevEUI is found', () => {
    const failed = docs(ttsDownlinkFailedExample);
    expect(ttsDeviceNamed(failed, {})).toEqual({ ids: { applicationId: 'app1', deviceId: 'dev1' } });
    expect(parseTtn(failed, now)).toEqual([]);
    expect(parseTtnDownlinkEvent(withTtsDevEui(failed, '0004A30B001C0530'), now)).toEqual([
      {
        source: 'ttn',
        devEui: '0004A30B001C0530',
        type: 'failed',
        fPort: 15,
        payload: Uint8Array.of(0xbe, 0xef),
        error: 'application downlink payload is too long',
        at: now,
      },
    ]);
  });

  it('needs no lookup for messages with a dev_eui, nor for bodies without ids', () => {
    expect(ttsDeviceNamed(docs(ttsDownlinkAckExample), {})).toBeUndefined();
    expect(ttsDeviceNamed({ downlink_failed: {} }, {})).toEqual({ ids: {} });
    expect(ttsDeviceNamed({ end_device_ids: { ...exampleIds, device_id: '' } }, {})).toEqual({
      ids: { applicationId: 'app1' },
    });
  });

  it("reads the DevEUI in TTS's default device id", () => {
    expect(devEuiOfTtsDeviceId('eui-70b3d57ed0051a7c')).toBe('70B3D57ED0051A7C');
    expect(devEuiOfTtsDeviceId('dev1')).toBeUndefined();
    expect(devEuiOfTtsDeviceId('eui-70b3d57ed0051a7')).toBeUndefined();
  });
});

describe("The Things Stack's documented formatter output, mapped to readings", () => {
  it('reads battery 3250 as millivolts and light as lux (the battery was dropped as a 3250 % percentage)', () => {
    // ttsUplinkWithNormalizedPayloadExample: TTS's "Uplink Decoder" documentation example.
    const [message] = parseTtn(docs(ttsUplinkWithNormalizedPayloadExample), now);
    const decoded = (message as { decoded: Record<string, unknown> }).decoded;
    expect(mapNetworkDecoded(decoded, null)).toStrictEqual({
      readings: [
        { field: 'battery_mv', value: 3250 },
        { field: 'illuminance', value: 1152 },
        { field: 'temperature', value: -21.3 },
      ],
      dropped: [],
    });
  });
});

describe('The Things Stack downlink_queue_invalidated', () => {
  it('gives one "invalidated" event a dropped downlink, ours by its correlation id (was none)', () => {
    const ours = {
      f_port: 2,
      frm_payload: 'AQI=',
      correlation_ids: ['pinpoint:command:0f8fad5b-d9cb-469f-a165-70867728950e', 'as:downlink:01E19B99'],
    };
    const body = docs(ttsDownlinkQueueInvalidatedExample([ours]));
    expect(parseTtnDownlinkEvent(body, now)).toEqual([
      {
        source: 'ttn',
        devEui: '0004A30B001C0530',
        type: 'invalidated',
        fPort: 15,
        payload: Uint8Array.of(0xbe, 0xef),
        at: new Date('2020-02-17T10:32:24.590Z'),
      },
      {
        source: 'ttn',
        devEui: '0004A30B001C0530',
        type: 'invalidated',
        commandId: '0f8fad5b-d9cb-469f-a165-70867728950e',
        fPort: 2,
        payload: Uint8Array.of(1, 2),
        at: new Date('2020-02-17T10:32:24.590Z'),
      },
    ]);
    expect(parseTtn(body, now)).toEqual([]);
  });
});

describe('The Things Stack webhook field masks', () => {
  it("refuses the documented up.uplink_message-only body, saying how to name the device (was 'end_device_ids: is required')", () => {
    expect(() => parseTtn(docs(ttsFieldMaskedUplinkExample), now)).toThrow(
      /end_device_ids\.dev_eui: is required: .*field mask.*\?devEUI=\{devEUI\}/,
    );
  });

  it('stores it once the webhook URL names the device, with no counter (absent there means masked, not 0)', () => {
    const body = docs(ttsFieldMaskedUplinkExample);
    const named = ttsDeviceNamed(body, { devEUI: '0004A30B001C0530' });
    expect(named).toEqual({ devEui: '0004A30B001C0530', ids: {} });
    const messages = parseTtn(withTtsDevEui(body, '0004A30B001C0530'), now);
    expect(messages).toStrictEqual([
      {
        kind: 'uplink',
        devEui: '0004A30B001C0530',
        receivedAt: now,
        fPort: 1,
        payload: Uint8Array.of(0x20, 0x2c),
        radio: {
          rssi: 42,
          snr: 4.2,
          gateways: [{ id: 'test', rssi: 42, snr: 4.2 }],
          dataRate: 'SF7BW125',
          frequency: 868_000_000,
          spreadingFactor: 7,
          bandwidth: 125_000,
        },
        network: {},
      },
    ]);
    expectNormalised(messages);
  });

  it('takes an uplink whose mask kept only end_device_ids.dev_eui (was 400, device_id required)', () => {
    const uplink = docs(ttsUplinkExample);
    uplink.end_device_ids = { dev_eui: '0004A30B001C0530' };
    expect(ttsDeviceNamed(uplink, {})).toBeUndefined();
    const [message] = parseTtn(uplink, now);
    expect(message).toMatchObject({ kind: 'uplink', devEui: '0004A30B001C0530', fCnt: 1 });
    expect((message as { network: object }).network).not.toHaveProperty('ttnDeviceId');
  });

  it("names a device by the ids the mask kept, or by the URL's appID and devID", () => {
    const join = docs(ttsJoinAcceptExample);
    join.end_device_ids = { device_id: 'dev1' };
    expect(ttsDeviceNamed(join, { appID: 'app1' })).toEqual({
      devEui: undefined,
      ids: { applicationId: 'app1', deviceId: 'dev1' },
    });
    const filled = withTtsDevEui(join, '0004A30B001C0530', { applicationId: 'app1', deviceId: 'dev1' });
    expect(parseTtn(filled, now)).toMatchObject([
      { kind: 'join', network: { ttnDeviceId: 'dev1', ttnApplicationId: 'app1' } },
    ]);
  });
});
