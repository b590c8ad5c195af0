import { describe, expect, it } from 'vitest';
import { parseChirpstack } from './chirpstack.ts';
import { chirpstackUpExample } from './chirpstack-examples.test-support.ts';
import { v3UpExample } from './chirpstack-v3-examples.test-support.ts';
import { expectNormalised, type Json, now } from './test-fixtures.ts';

// ChirpStack's uplinks in the shapes its code sends beyond the documented examples: each starts
// from the documented up example (chirpstack-examples.test-support.ts) and changes what the code
// says. Sources: chirpstack/chirpstack at d77207cd362d6b18d35712750c41d6a8a1efbad5 (2026-07-23):
// api/proto/integration/integration.proto, api/proto/gw/gw.proto, chirpstack/src/uplink/data.rs,
// api/rust/build.rs; brocaar/chirpstack-api at 8ffcaa7b274e83f67d18adfe1b5264fedbc8b385 (v3).

const upExample = (): Json => JSON.parse(chirpstackUpExample);
const parseUp = (body: Json) => parseChirpstack({ event: 'up', body }, now);

describe('ChirpStack v4 uplinks as its code sends them', () => {
  it("stores a relayed uplink's reception by the relay, not the relay's by the gateway (was the gateway's)", () => {
    // data.rs send_uplink_event for a relayed uplink (_handle_relayed): rxInfo and txInfo are the
    // relay's own frame as the gateway heard it (uplink_frame_set of the relay), relayRxInfo is the
    // device as the relay heard it (set_relay_rx_info: relay DevEUI, frequency, dr, snr, rssi).
    const body = upExample();
    body.relayRxInfo = {
      devEui: '0202020202020202',
      frequency: 868300000,
      dr: 5,
      snr: -7,
      rssi: -112,
      worChannel: 0,
    };
    const [message] = parseUp(body);
    expectNormalised([message]);
    expect(message).toMatchObject({
      radio: {
        rssi: -112,
        snr: -7,
        gateways: [{ id: 'relay:0202020202020202', rssi: -112, snr: -7 }],
        frequency: 868300000,
      },
    });
    // The relay's SF11 link to the gateway is not the device's data rate.
    expect(message?.kind === 'uplink' && message.radio).not.toHaveProperty('spreadingFactor');
    expect(message?.kind === 'uplink' && message.radio).not.toHaveProperty('dataRate');
  });

  it('names the data rate of an FSK uplink, as for The Things Stack (was none)', () => {
    // gw.proto Modulation { oneof parameters { LoraModulationInfo lora = 3; FskModulationInfo fsk = 4;
    // LrFhssModulationInfo lr_fhss = 5; } }, FskModulationInfo { frequency_deviation, datarate }.
    const body = upExample();
    body.txInfo = {
      frequency: 868800000,
      modulation: { fsk: { frequencyDeviation: 25000, datarate: 50000 } },
    };
    expect(parseUp(body)[0]).toMatchObject({ radio: { dataRate: 'FSK50000', frequency: 868800000 } });
  });

  it('takes an LR-FHSS uplink, its data rate unnamed', () => {
    const body = upExample();
    body.txInfo = {
      frequency: 868100000,
      modulation: { lrFhss: { operatingChannelWidth: 137000, codeRate: 'CR_1_3', gridSteps: 52 } },
    };
    const [message] = parseUp(body);
    expect(message).toMatchObject({
      radio: { frequency: 868100000, gateways: [{ id: '0016c001f153a14c' }] },
    });
  });

  it('reads every default written out (pbjson emit_fields since 2022-12): fCnt 0 is 0, the rest ignored', () => {
    // api/rust/build.rs builds the integration messages with pbjson's emit_fields: scalars are
    // written at their default (fCnt 0, adr false, confirmed false, data "", regionConfigId "");
    // unset messages (object, joinServerContext, relayRxInfo) are still left out, never null.
    const body = {
      ...upExample(),
      adr: false,
      fCnt: 0,
      confirmed: false,
      regionConfigId: 'eu868',
      rxInfo: [
        {
          ...upExample().rxInfo[0],
          gwTime: '2022-07-18T09:34:15.775023242+00:00',
          nsTime: '2022-07-18T09:34:15.790Z',
          crcStatus: 'CRC_OK',
          location: { latitude: 52.37, longitude: 4.91, altitude: 3, source: 'CONFIG', accuracy: 0 },
        },
      ],
    };
    expect(parseUp(body)[0]).toMatchObject({
      fCnt: 0,
      fPort: 1,
      receivedAt: new Date('2022-07-18T09:34:15.775Z'),
      radio: { gateways: [{ id: '0016c001f153a14c', rssi: -36, snr: 10.5, lat: 52.37, lon: 4.91 }] },
    });
  });
});

describe('ChirpStack v3 uplinks as its code sends them', () => {
  it('names the data rate of an FSK uplink (fskModulationInfo, was none)', () => {
    // chirpstack-api protobuf/gw/gw.proto UplinkTXInfo: oneof modulation_info { loRaModulationInfo,
    // fskModulationInfo { frequencyDeviation, datarate }, lrFHSSModulationInfo }.
    const body = JSON.parse(v3UpExample);
    body.txInfo = {
      frequency: 868800000,
      modulation: 'FSK',
      fskModulationInfo: { frequencyDeviation: 25000, datarate: 50000 },
    };
    expect(parseChirpstack({ event: 'up', body }, now)[0]).toMatchObject({
      radio: { dataRate: 'FSK50000', frequency: 868800000 },
    });
  });
});

describe('ChirpStack v3 receive times', () => {
  // chirpstack-api protobuf/gw/gw.proto UplinkRXInfo.time; published_at only since 6a34534 (v3.10).
  const up = () => JSON.parse(v3UpExample);

  it("takes publishedAt, else the first gateway's time, else now", () => {
    const parse = (body: Json) => parseChirpstack({ event: 'up', body }, now)[0]?.receivedAt;
    expect(parse({ ...up(), publishedAt: '2021-06-01T10:00:00.5Z' })).toEqual(
      new Date('2021-06-01T10:00:00.500Z'),
    );
    expect(parse(up())).toEqual(new Date('2019-11-08T13:59:25.048Z'));
    const untimed = up();
    untimed.rxInfo[0].time = null;
    expect(parse(untimed)).toEqual(now);
    // A time it cannot read does not refuse the uplink.
    untimed.rxInfo[0].time = 'soon';
    expect(parse(untimed)).toEqual(now);
  });
});

describe('ChirpStack v4 zeros left out of nested messages', () => {
  it('reads a LoRa reception without snr as 0 dB, the value pbjson leaves out (was none)', () => {
    // api/rust/build.rs: gw.* is built without emit_fields, so gw.UplinkRxInfo { float snr = 7; }
    // at 0.0 is not written; the integration messages (RelayRxInfo among them) are.
    const body = upExample();
    delete body.rxInfo[0].snr;
    expect(parseUp(body)[0]).toMatchObject({
      radio: { rssi: -36, snr: 0, gateways: [{ id: '0016c001f153a14c', rssi: -36, snr: 0 }] },
    });
  });

  it('leaves an FSK reception without snr unmeasured', () => {
    const body = upExample();
    delete body.rxInfo[0].snr;
    body.txInfo = { frequency: 868800000, modulation: { fsk: { datarate: 50000 } } };
    const [message] = parseUp(body);
    expect(message?.kind === 'uplink' && message.radio?.gateways[0]).not.toHaveProperty('snr');
  });
});
