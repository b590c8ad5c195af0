import { describe, expect, it } from 'vitest';
import { mapNetworkDecoded } from '../network-decoded/map.ts';
import { parseHelium } from './helium.ts';
import { heliumLegacyUplinkExample } from './helium-examples.test-support.ts';
import { expectNormalised, now } from './test-fixtures.ts';

// Helium's built-in Cayenne LPP decoder returns a list, not an object: an uplink carrying its output
// was refused whole with 400 "decoded.payload: expected an object". Source: helium/router
// src/decoders/router_decoder_cayenne.erl, its decode_test vector (CayenneLPP's own: 03 67 01 10
// 05 67 00 FF, two temperatures), as its JSON integration writes the Erlang maps.

const withDecoded = (decoded: unknown) => ({ ...JSON.parse(heliumLegacyUplinkExample), decoded });

describe("Helium's decoders' outputs", () => {
  it('takes the Cayenne LPP list: two temperatures, the lowest channel as the reading', () => {
    const body = withDecoded({
      status: 'success',
      payload: [
        { channel: 3, value: 27.2, unit: 'celcius', name: 'temperature', type: 103 },
        { channel: 5, value: 25.5, unit: 'celcius', name: 'temperature', type: 103 },
      ],
    });
    const messages = parseHelium(body, now);
    expect(messages).toMatchObject([
      { kind: 'uplink', decoded: { temperature_3: 27.2, temperature_5: 25.5 } },
    ]);
    expectNormalised(messages);
    const decoded = (messages[0] as { decoded: Record<string, unknown> }).decoded;
    expect(mapNetworkDecoded(decoded, null).readings).toStrictEqual([{ field: 'temperature', value: 27.2 }]);
  });

  it('reads the barometer by its LPP type (the decoder names it "humidity"), and the GPS as a position', () => {
    const body = withDecoded({
      status: 'success',
      payload: [
        { channel: 1, value: 1013.2, unit: 'hPa', name: 'humidity', type: 115 },
        { channel: 2, value: 40.5, unit: 'percent', name: 'humidity', type: 104 },
        {
          channel: 4,
          value: { latitude: 42.3519, longitude: -87.9094, altitude: 10 },
          name: 'gps',
          type: 136,
        },
      ],
    });
    const decoded = (parseHelium(body, now)[0] as { decoded: Record<string, unknown> }).decoded;
    expect(mapNetworkDecoded(decoded, null)).toStrictEqual({
      readings: [
        { field: 'pressure', value: 1013.2 },
        { field: 'humidity', value: 40.5 },
      ],
      dropped: [],
      location: { lat: 42.3519, lon: -87.9094, alt: 10, source: 'gnss' },
    });
  });

  it('stores the uplink without decoded values when a decoder returns something else than an object', () => {
    for (const payload of ['Decoder: TypeError : x is undefined', 42, [1, 2]]) {
      const [message] = parseHelium(withDecoded({ status: 'success', payload }), now);
      expect(message).toMatchObject({ kind: 'uplink', devEui: '1C29FBD1D2084E21' });
      expect(message).not.toHaveProperty('decoded');
    }
  });
});
