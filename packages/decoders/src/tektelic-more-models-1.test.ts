import { describe, expect, it } from 'vitest';
import { errorOf, run } from './test-support/decode-helpers.ts';
import { industrialTransceiverExamples } from './test-support/tektelic-more-examples-1.ts';
import { checkVendorCases, readingsOf } from './test-support/tracker-cases.ts';

// The KONA Industrial Transceiver (T00053xx, T00055xx, T00056xx) against TTN's two codecs for it
// (TheThingsNetwork/lorawan-devices vendor/tektelic/decoder_industrial_sensor.js at
// 68fef5853cf602dab5b6dfb02ee49c01b21ab1dc and decoder_industrial_transceiver.js at
// 0a254aaa3adb0237faed50aa34916df1d07cf417) run in Node: their outputs in test-support/
// tektelic-more-examples-1.ts, and below where we differ on purpose (the codecs' `raw` and `port`
// echo of the input left out, as for the family's other models). What a frame means: Tektelic's
// industrial-transceiver-v2.1 converter (TektelicCommunications/data-converters at 39edfa07).
const SENSOR =
  'TheThingsNetwork/lorawan-devices vendor/tektelic/decoder_industrial_sensor.js at 68fef5853cf602dab5b6dfb02ee49c01b21ab1dc';
const TRANSCEIVER =
  'TheThingsNetwork/lorawan-devices vendor/tektelic/decoder_industrial_transceiver.js at 0a254aaa3adb0237faed50aa34916df1d07cf417';
const T53 = 'tektelic/t00053xx-industrial-transceiver';
const T55 = 'tektelic/t00055xx-industrial-transceiver';

describe("the Industrial Transceiver on TTN's codecs' outputs", () => {
  it.each(industrialTransceiverExamples)('$model: $source', ({ model, fPort, hex, output, readings }) => {
    const { raw: _raw, port: _port, ...fields } = output;
    const result = run(model, fPort, hex);
    expect(result.fields).toStrictEqual(fields);
    expect(readingsOf(result)).toStrictEqual(readings);
    expect(result.warnings).toBeUndefined();
  });
});

const notZeroOrOne = 'input 1 state byte 2 is neither 0 nor 1; not stored';
const unknownFrame = 'unknown channel 0x00 0xAA at byte 4: 3 bytes not decoded';

checkVendorCases(T55, TRANSCEIVER, [
  {
    name: 'input 1 byte 2: printed, no digital input stored ("Invalid" to Tektelic\'s converter)',
    port: 10,
    hex: '050002',
    vendor: { input_1: 2 },
    readings: {},
    warnings: [notZeroOrOne],
  },
  {
    name: 'temperature word 0x8000: the codec reads it as +3276.8 (its sign test is > 2^15, not >=)',
    port: 10,
    hex: '03678000',
    vendor: { temperature: 3276.8 },
    // A signed word: -3276.8, below any temperature; no reading either way.
    ours: { temperature: -3276.8 },
    readings: {},
    warnings: ["temperature -3276.8 is outside the sensor's range; not stored"],
  },
  {
    name: 'an unknown frame: the codec leaves the temperature under "" with an error; we keep it and say so',
    port: 10,
    hex: '0367010300AA01',
    vendor: {
      '': { temperature: 25.9 },
      error: "Couldn't find header 0x00 0xAA in decoder object. Are you decoding the correct sensor?",
    },
    ours: { '': undefined, error: undefined, temperature: 25.9 },
    readings: { temperature: 25.9 },
    warnings: [unknownFrame],
  },
]);

checkVendorCases(T53, SENSOR, [
  {
    name: 'the humidity frame, which this codec lacks: it drops the whole uplink, we read it (Tektelic: 0.5 %)',
    port: 10,
    hex: '00FF01680367010304685B',
    vendor: {},
    ours: { battery_voltage: 3.6, temperature: 25.9, relative_humidity: 45.5 },
    readings: { battery_mv: 3600, temperature: 25.9, humidity: 45.5 },
  },
  {
    name: 'the codec prints x 0.1 and x 0.000001 with binary noise; we print the tenths and the µA',
    port: 10,
    hex: '03670103060200C8',
    vendor: { temperature: 25.900000000000002, input_2: 0.00019999999999999998 },
    ours: { temperature: 25.9, input_2: 0.0002 },
    readings: { temperature: 25.9 },
  },
  {
    name: 'input 1 byte 2: the codec prints true (any byte but 0); no digital input stored',
    port: 10,
    hex: '050002',
    vendor: { input_1: true },
    readings: {},
    warnings: [notZeroOrOne],
  },
  {
    name: 'an unknown frame: the codec drops the whole uplink; we keep the temperature and say so',
    port: 10,
    hex: '0367010300AA01',
    vendor: {},
    ours: { temperature: 25.9 },
    readings: { temperature: 25.9 },
    warnings: [unknownFrame],
  },
  {
    name: 'port 20, a header alone: the last fragment, transaction 3, no data',
    port: 20,
    hex: 'E0',
    vendor: {
      'serial_payload.done_flag': 1,
      'serial_payload.transaction_id': 3,
      'serial_payload.fragment_no': 0,
      'serial_payload.data': [],
    },
    readings: {},
  },
]);

describe('what the Industrial Transceiver refuses', () => {
  it("a frame cut short (the T00055xx's codec reads the missing byte as 0x00: 25.6 °C)", () => {
    expect(errorOf(() => run(T55, 10, '036701')).message).toBe(
      `${T55}: payload truncated: channel 0x03 0x67 (temperature) at byte 0 needs 4 bytes, has 3; not decoded`,
    );
  });

  it('port 100 (configuration answers, which can hold the LoRaWAN keys) is not decoded', () => {
    expect(run(T53, 100, '0102').warnings).toStrictEqual([
      "configuration response on port 100: not decoded, as it can hold the device's LoRaWAN keys",
    ]);
  });

  it('another port', () => {
    expect(errorOf(() => run(T55, 25, '0A')).kind).toBe('unsupported_port');
  });
});
