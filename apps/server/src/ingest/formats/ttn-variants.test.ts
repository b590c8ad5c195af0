import { describe, expect, it } from 'vitest';
import { readJsonFixture } from './test-fixtures.ts';
import { parseTtn } from './ttn.ts';
import { ttsUplinkExample } from './tts-examples.test-support.ts';
import { isPayloadLocation } from './tts-metadata.ts';

// The Things Stack's uplinks in the shapes its code sends beyond the documented example: each
// starts from the documented uplink (tts-examples.test-support.ts) and changes what the sources say.
// Sources: TheThingsIndustries/lorawan-stack-docs at a189a5255199ce9ac016abbcf66d69fd3a73fed9,
// doc/data/api/ttn.lorawan.v3/messages/{RxMetadata,PacketBrokerMetadata,RelayMetadata}.yml;
// TheThingsNetwork/lorawan-stack pkg/packetbrokeragent/translation.go (fromPBUplink: every antenna
// as gateway_ids cluster.PacketBrokerGatewayID, "packetbroker") and
// pkg/applicationserver/applicationserver.go (handleUplink, locationFromPayload);
// TheThingsNetwork/lorawan-application-payload location.go (InferLocation).

const now = new Date('2026-11-21T00:00:00.000Z');
const example = () => JSON.parse(ttsUplinkExample);

describe('The Things Stack rx_metadata variants', () => {
  it('names a Packet Broker reception by its forwarder gateway, not "packetbroker" for all (was one name)', () => {
    const body = example();
    const [direct] = body.uplink_message.rx_metadata;
    const broker = {
      gateway_ids: { gateway_id: 'packetbroker' },
      packet_broker: {
        message_id: '01GPZMAHYT1NBMJ1VZ7JPJ4Y3C',
        forwarder_net_id: '000013',
        forwarder_tenant_id: 'ttnv2',
        forwarder_cluster_id: 'ttn-v2-legacy-eu',
        forwarder_gateway_eui: 'AA555A000806053F',
        forwarder_gateway_id: 'eui-aa555a000806053f',
        home_network_net_id: '000013',
        home_network_tenant_id: 'ttn',
        home_network_cluster_id: 'eu1.cloud.thethings.network',
      },
      time: '2020-02-12T15:15:45.787Z',
      rssi: -96,
      channel_rssi: -96,
      snr: 9.5,
      frequency_offset: '-1620',
      location: { latitude: 52.22121, longitude: 6.88598, altitude: 30, source: 'SOURCE_REGISTRY' },
      uplink_token: 'eyJnIjoiWlhsS2FHSkhZ',
      received_at: '2020-02-12T15:15:45.802Z',
    };
    // A forwarder that hides its gateways' EUIs sends a hashed id only.
    const hashed = {
      gateway_ids: { gateway_id: 'packetbroker' },
      packet_broker: { forwarder_net_id: '000013', forwarder_gateway_id: 'Q1kq3mL4Zp8=' },
      rssi: -120,
      snr: -12,
    };
    body.uplink_message.rx_metadata = [direct, broker, hashed];
    const [message] = parseTtn(body, now);
    expect(message).toMatchObject({
      radio: {
        rssi: -35,
        gateways: [
          { id: 'gtw1', rssi: -35, snr: 5 },
          { id: 'packetbroker:AA555A000806053F', rssi: -96, snr: 9.5, lat: 52.22121, lon: 6.88598 },
          { id: 'packetbroker:000013:Q1kq3mL4Zp8=', rssi: -120, snr: -12 },
        ],
      },
    });
  });

  it("names a relay's reception by the relay device (RxMetadata.relay)", () => {
    const body = example();
    body.uplink_message.rx_metadata = [
      {
        gateway_ids: { gateway_id: 'relay' },
        relay: { device_id: 'relay-12', wor_channel: 'RELAY_WOR_CHANNEL_DEFAULT' },
        rssi: -110,
        channel_rssi: -110,
        snr: -4,
      },
    ];
    expect(parseTtn(body, now)[0]).toMatchObject({
      radio: { gateways: [{ id: 'relay:relay-12', rssi: -110, snr: -4 }] },
    });
  });

  it('reads channel_rssi when rssi is left out, a data_rate_index alone and gps_time', () => {
    const body = example();
    body.uplink_message.rx_metadata = [
      {
        gateway_ids: { gateway_id: 'gtw1' },
        channel_rssi: -71,
        signal_rssi: { value: -73 },
        snr: 2,
        gps_time: '2020-02-12T15:15:45.787Z',
      },
    ];
    body.uplink_message.settings = { data_rate_index: 5, frequency: '868100000' };
    expect(parseTtn(body, now)[0]).toMatchObject({
      radio: { rssi: -71, snr: 2, gateways: [{ id: 'gtw1', rssi: -71 }], frequency: 868100000 },
    });
  });
});

describe('The Things Stack zeros left out', () => {
  it('reads a LoRa reception without snr as 0 dB (was none)', () => {
    // "Empty values are omitted" (reference/ingest-formats.md §1.1 [S1]): an SNR of 0 dB is not written.
    const body = example();
    delete body.uplink_message.rx_metadata[0].snr;
    expect(parseTtn(body, now)[0]).toMatchObject({
      radio: { rssi: -35, snr: 0, gateways: [{ id: 'gtw1', rssi: -35, snr: 0 }] },
    });
  });

  it('leaves unmeasured a reception with no signal quality (Packet Broker localization only)', () => {
    const body = example();
    body.uplink_message.rx_metadata = [
      {
        gateway_ids: { gateway_id: 'packetbroker' },
        packet_broker: { forwarder_gateway_eui: 'AA555A000806053F' },
      },
    ];
    expect(parseTtn(body, now)[0]).toMatchObject({
      radio: { gateways: [{ id: 'packetbroker:AA555A000806053F' }] },
    });
    const [message] = parseTtn(body, now);
    expect(message?.kind === 'uplink' && message.radio?.gateways[0]).not.toHaveProperty('snr');
  });
});

describe('The Things Stack locations["frm-payload"]', () => {
  it("is not this uplink's position when its payload gave none: TTS repeats the last stored one (was stored as a new fix)", () => {
    // handleUplink: `info.uplink.Locations = locations` (the registry, which handleLocationSolved
    // merged the last "frm-payload" into), then `Locations["frm-payload"] = loc` only when
    // locationFromPayload(decoded_payload) finds one. This uplink's payload has no position.
    const body = example();
    body.uplink_message.locations['frm-payload'] = {
      latitude: 43.642566,
      longitude: -79.387057,
      altitude: 92,
      source: 'SOURCE_GPS',
    };
    const [message] = parseTtn(body, now);
    expect(message).not.toHaveProperty('location');
  });

  it('is when the decoded payload gives the same coordinates (the tracker fixture)', () => {
    const [message] = parseTtn(readJsonFixture('ttn-uplink-tracker-decoded.json'), now);
    expect(message).toMatchObject({ location: { lat: 43.642566, lon: -79.387057, source: 'gnss' } });
  });

  it("is not when the payload's own position differs (a stale one under a new fix)", () => {
    const body = readJsonFixture('ttn-uplink-tracker-decoded.json');
    body.uplink_message.locations['frm-payload'].latitude = 43.6;
    expect(parseTtn(body, now)[0]).not.toHaveProperty('location');
  });

  it("follows InferLocation's rules: gps_# objects (Cayenne LPP), the key pairs, 0,0 as none", () => {
    const at = { latitude: 52.1, longitude: 4.3 };
    expect(isPayloadLocation({ gps_1: { latitude: 52.1, longitude: 4.3, altitude: 2 } }, at)).toBe(true);
    expect(isPayloadLocation({ lat: 52.1, lng: 4.3 }, at)).toBe(true);
    expect(isPayloadLocation({ latitudeDeg: 52.1, longitudeDeg: 4.3 }, at)).toBe(true);
    expect(isPayloadLocation({ gps_lat: 52.1, gps_lng: 4.3 }, at)).toBe(true);
    // Not a pair InferLocation reads, strings, or nested elsewhere: TTS took nothing from them.
    expect(isPayloadLocation({ lat: 52.1, longitudeDeg: 4.3 }, at)).toBe(false);
    expect(isPayloadLocation({ latitude: '52.1', longitude: '4.3' }, at)).toBe(false);
    expect(isPayloadLocation({ gnss: { latitude: 52.1, longitude: 4.3 } }, at)).toBe(false);
    expect(isPayloadLocation(undefined, at)).toBe(false);
    // The first pair with a position wins: lat/lon 0,0 is skipped for latitude/longitude.
    expect(isPayloadLocation({ lat: 0, lon: 0, latitude: 52.1, longitude: 4.3 }, at)).toBe(true);
  });
});
