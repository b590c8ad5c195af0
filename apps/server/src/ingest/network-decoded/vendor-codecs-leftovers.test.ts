import { decode } from '@pinpoint/decoders';
import { describe, expect, it } from 'vitest';
import { type CodecCase, expectCodecCase } from './codec-cases.test-support.ts';
import { mapNetworkDecoded } from './map.ts';

// Codec outputs earlier audits left losing or misdating readings; each case is the output its
// source documents (or gives for the bytes cited), and each failed before its fix.

const lppCases: Array<[string, CodecCase]> = [
  [
    "The Things Stack's LPP formatter: the lowest temperature channel, not the first key",
    {
      // TheThingsNetwork/lorawan-stack pkg/messageprocessors/cayennelpp/keys.go (`${key}_${channel}`)
      // and cayennelpp_test.go TestDecode (relative_humidity 49.5, analog_in 54.5, digital_in 255),
      // with temperatures on channels 2 and 10, keys in lexical order (`temperature_10` first).
      model: null,
      decoded: {
        analog_in_3: 54.5,
        digital_in_1: 255,
        relative_humidity_8: 49.5,
        temperature_10: 19,
        temperature_2: 22.5,
      },
      want: { humidity: 49.5, temperature: 22.5 },
    },
  ],
  [
    "RAKwireless WisBlock's LPP decoder: a second distance channel is the second probe",
    {
      // TheThingsNetwork/lorawan-devices vendor/rakwireless/decoder-wisblock-kit.js (type 130,
      // 0.001 m) for 05 82 00 00 04 D2 | 06 82 00 00 09 C4.
      model: null,
      decoded: { distance_5: 1.234, distance_6: 2.5 },
      want: { distance_mm: 1234, distance_2_mm: 2500 },
    },
  ],
  [
    "ChirpStack's Cayenne LPP codec: distance in metres, its channels the probes in order",
    {
      // chirpstack/chirpstack chirpstack/src/codec/cayenne_lpp.rs, test_lpp's object (these types).
      model: null,
      decoded: {
        digitalInput: { '3': 100, '5': 210 },
        analogInput: { '3': 0.1, '5': 10 },
        temperatureSensor: { '3': 27.2, '5': 25.5 },
        humiditySensor: { '3': 20.5, '5': 75 },
        barometer: { '3': 105.5, '5': 250 },
        illuminanceSensor: { '3': 10, '5': 1000 },
        distance: { '3': 0.272, '5': 16909.06 },
      },
      want: {
        temperature: 27.2,
        humidity: 20.5,
        pressure: 105.5,
        illuminance: 10,
        distance_mm: 272,
        distance_2_mm: 16909060,
      },
    },
  ],
];

describe('Cayenne LPP with several channels of one type', () => {
  it.each(lppCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
});

describe("Laird Sentrius RS1xx's backlog (TheThingsNetwork/lorawan-devices vendor/laird)", () => {
  // rs1xx-temp-rh-sensor-codec.yaml at bfe92e3c65a5d1cef25677fd788b34f3222d0a78 ("Send Backlog
  // Message Notification", bytes 03 02 00000002 2A3D4C6B): the timestamp counts 2 s from
  // rs1xx-temp-rh-sensor.js's epoch, 2015-01-01 (convertTimestampToDate), a clock never set.
  const bytes = Uint8Array.from([3, 2, 0, 0, 0, 2, 42, 61, 76, 107]);
  const neverSet = {
    msgType: 'SendBackLogMessage',
    options: ['Sensor configuration error'],
    timestamp: { year: 2015, month: 'January', day: 1, hours: 0, minutes: 0, seconds: 2 },
    temperature: 107.76,
    humidity: 61.42,
  };

  it('SendBackLogMessage of a clock never set: no reading of 2015, none of now, as our decoder', () => {
    const mapped = mapNetworkDecoded(neverSet, 'laird/rs1xx-temp-rh-sensor');
    expect(mapped.readings).toStrictEqual([]);
    expect(mapped.dropped).toStrictEqual([expect.stringContaining('backlog record')]);
    const ours = decode('laird/rs1xx-temp-rh-sensor', 1, bytes);
    expect(ours.fields).toStrictEqual(neverSet);
    expect(ours.readings).toStrictEqual([]);
  });

  it('the same example from the older codec, dated 2000-12-01, is not stored either', () => {
    // rs1xx-temp-rh-sensor-codec.yaml at 0e91f0a4ec3de08ddd9e882e7dcd354945852a62: the same bytes
    // gave `timestamp: { year: 2000, month: 'December', day: 1, hours: 0, minutes: 0, seconds: 2 }`.
    const older = {
      ...neverSet,
      timestamp: { year: 2000, month: 'December', day: 1, hours: 0, minutes: 0, seconds: 2 },
    };
    expect(mapNetworkDecoded(older, 'laird/rs1xx-temp-rh-sensor').readings).toStrictEqual([]);
  });

  it('SendBackLogMessages of a clock never set: none of its records is stored', () => {
    // rs1xx-temp-rh-sensor-codec.yaml at bfe92e3c, "Send Backlog Messages Notification" (its output
    // verbatim: two records dated 2015-01-01T00:00:00Z).
    const record = {
      timestamp: { year: 2015, month: 'January', day: 1, hours: 0, minutes: 0, seconds: 0 },
      temperature: 107.76,
      humidity: 61.42,
    };
    const output = {
      msgType: 'SendBackLogMessages',
      options: ['Sensor request for server time'],
      numberOfReadings: 2,
      readings: [record, { ...record }],
    };
    const mapped = mapNetworkDecoded(output, null);
    expect(mapped.readings).toStrictEqual([]);
    expect(mapped.dropped).toHaveLength(2);
  });

  it('a record of a set clock is a reading of its own time (UTC), not of the uplink', () => {
    // What rs1xx-temp-rh-sensor.js at af5ac51e9203464dfab4a15de02270750b2752d9 gives for
    // 030011B67F400A501904 (packages/decoders' laird-differential.test.ts, decoded in Node).
    const output = {
      msgType: 'SendBackLogMessage',
      options: ['None'],
      timestamp: { year: 2024, month: 'June', day: 1, hours: 12, minutes: 0, seconds: 0 },
      humidity: 80.1,
      temperature: 4.25,
    };
    const time = new Date('2024-06-01T12:00:00Z');
    expect(mapNetworkDecoded(output, 'laird/rs1xx-temp-rh-sensor')).toStrictEqual({
      readings: [
        { field: 'humidity', value: 80.1, time },
        { field: 'temperature', value: 4.25, time },
      ],
      dropped: [],
    });
  });

  it('a backlog record without a readable time is no reading of now', () => {
    // rs1xx-temp-rh-sensor-codec.yaml's SendBackLogMessage with the month rs1xx-temp-rh-sensor.js's
    // getEnumValue writes for a month byte it does not know (-1).
    const output = {
      msgType: 'SendBackLogMessage',
      options: ['None'],
      timestamp: { year: 2024, month: -1, day: 1, hours: 0, minutes: 0, seconds: 2 },
      temperature: 21.5,
      humidity: 40,
    };
    const mapped = mapNetworkDecoded(output, 'laird/rs1xx-temp-rh-sensor');
    expect(mapped.readings).toStrictEqual([]);
    expect(mapped.dropped).toStrictEqual([expect.stringContaining('backlog record')]);
  });
});
