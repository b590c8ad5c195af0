import { describe, expect, it } from 'vitest';
import { errorOf, run } from './test-support/decode-helpers.ts';
import { draginoExamples9 } from './test-support/dragino-examples-9.ts';
import { checkVendorCases, readingsOf } from './test-support/tracker-cases.ts';

// The Dragino model added with dragino-more-models-9 (SW3L-LB-020, the SW3L-LB with the DN20 flow
// sensor) on Dragino's decoder's outputs of test-support/dragino-examples-9.ts: our fields are the
// output without Node_type, `readings` ours. The cases below, decoded by the same decoder in Node
// (TZ=UTC), are where we differ on purpose (test-support/tracker-cases.ts: `vendor` verbatim but
// Node_type, `ours` with the reason). Vendor quirks seen on the way: port 2 gives 12 pulses a
// litre whatever the flag but the datalog divides by the flag (64, 390, else 450); port 5 names
// only the SW3L's sensor byte 0x11, not the LB's 0x1F; a frame longer than 11 bytes gives no data.
const DRAGINO = 'dragino/dragino-end-node-decoder at e81cc58a0523857887d705450c21c8cb99e93a8f';
const SOURCE = `${DRAGINO} SW3L-LB/SW3L-LB_-020_TTN_Decoder.txt`;

const withoutNodeType = (output: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(output).filter(([name]) => name !== 'Node_type'));

describe('the Dragino decoder outputs of dragino-more-models-9', () => {
  it.each(draginoExamples9)('$model: $source', ({ model, fPort, hex, output, readings, warnings }) => {
    const result = run(model, fPort, hex);
    expect(result.fields).toStrictEqual(withoutNodeType(output));
    expect(readingsOf(result)).toStrictEqual(readings);
    expect(result.warnings).toStrictEqual(warnings);
  });
});

checkVendorCases('dragino/sw3l-lb-020', SOURCE, [
  {
    name: 'a datalog of a running total and a MOD 1 count: litres at 12 pulses, as port 2',
    port: 3,
    hex: '0C00000000012C635CD2F20C010000000018635CD3AE',
    vendor: {
      DATALOG: '[FALSE,3,0,300,0.7,2022-10-29 07:14:58],[FALSE,3,1,24,0.1,2022-10-29 07:18:06],',
    },
    // The decoder's datalog divides flag 3 by 450 where its port 2 divides by 12: one sensor.
    ours: { DATALOG: '[FALSE,3,0,300,25.0,2022-10-29 07:14:58],[FALSE,3,1,24,2.0,2022-10-29 07:18:06],' },
    readings: { 'pulse_count@2022-10-29T07:14:58.000Z': 300 },
  },
  {
    name: "the LB's sensor byte 0x1F in the device status",
    port: 5,
    hex: '1F011001000CE4',
    vendor: { FIRMWARE_VERSION: '1.1.0', FREQUENCY_BAND: 'EU868', SUB_BAND: 0, BAT: 3.3 },
    // The decoder names only 0x11 (the SW3L's); the SW3L-LB's decoder names 0x1F SW3L-LB.
    ours: { SENSOR_MODEL: 'SW3L-LB' },
    readings: { battery_mv: 3300 },
  },
  {
    name: 'an unknown MOD 2: the count kept as a field, not stored',
    port: 2,
    hex: '0C0000012C0200635CD2F2',
    vendor: {
      MOD: 2,
      Calculate_flag: 3,
      Alarm: 'FALSE',
      Water_flow_value: 25,
      Total_pulse: 300,
      Data_time: '2022-10-29 07:14:58',
    },
    readings: {},
    warnings: ['unknown MOD 2; the pulse count is not stored'],
  },
]);

describe('SW3L-LB-020 frames it cannot decode', () => {
  it('throws DecodeError for a cut-off frame and a port it does not use', () => {
    expect(errorOf(() => run('dragino/sw3l-lb-020', 2, '0C0000012C00')).message).toBe(
      'dragino/sw3l-lb-020: payload too short (6 bytes, expected 11)',
    );
    expect(errorOf(() => run('dragino/sw3l-lb-020', 4, '0004B0')).message).toBe(
      'dragino/sw3l-lb-020: payload too short (3 bytes, expected 7)',
    );
    expect(errorOf(() => run('dragino/sw3l-lb-020', 9, '0C0000012C0000635CD2F2')).kind).toBe(
      'unsupported_port',
    );
  });

  it('decodes the first 11 bytes of a longer frame, with a warning (the decoder gives no data)', () => {
    const result = run('dragino/sw3l-lb-020', 2, '0C0000012C0000635CD2F2AA');
    expect(result.fields.Total_pulse).toBe(300);
    expect(result.warnings).toStrictEqual(['unexpected 12-byte frame; the first 11 bytes decoded']);
  });
});
