import { describe, expect, it } from 'vitest';
import { errorOf, run } from './test-support/decode-helpers.ts';
import { draginoExamples4 } from './test-support/dragino-examples-4.ts';
import { checkVendorCases, readingsOf } from './test-support/tracker-cases.ts';

// The Dragino models added with dragino-more-models-4 (LT-22222-L, LDS12-LB, LDS40-LB, LLDS12,
// LLDS40, DS20L) on the TTN codec examples and Dragino's decoders' outputs of
// test-support/dragino-examples-4.ts (each source named there): our fields are the output without
// Node_type, `readings` ours. Frames built to cover each mode, flag, sign and sentinel, decoded by
// Dragino's decoders in Node (TZ=UTC), are below (test-support/tracker-cases.ts: `vendor` verbatim
// but Node_type, `ours` where we differ on purpose, with the reason). TTN's ds20l-codec.yaml
// (4b96128c) and lds12-lb-codec.yaml (546c038c) examples are an LHT65's frame and output (TempC_SHT,
// Hum_SHT, Ext_sensor), not these models': not used.
const DRAGINO = 'dragino/dragino-end-node-decoder at e81cc58a0523857887d705450c21c8cb99e93a8f';

const withoutNodeType = (output: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(output).filter(([name]) => name !== 'Node_type'));

describe('the codec examples and Dragino decoder outputs of dragino-more-models-4', () => {
  it.each(draginoExamples4)('$model: $source', ({ model, fPort, hex, output, readings, warnings }) => {
    const result = run(model, fPort, hex);
    expect(result.fields).toStrictEqual(withoutNodeType(output));
    expect(readingsOf(result)).toStrictEqual(readings);
    expect(result.warnings).toStrictEqual(warnings);
  });
});

const io = { DO1_status: 'H', DO2_status: 'H', RO1_status: 'OFF', RO2_status: 'OFF' };

checkVendorCases('dragino/lt22222-l', `${DRAGINO} LT22222-L/v1.6_decoder_ttn .txt`, [
  {
    name: 'MOD 1 on an LT-22222-L: AVI1 -0.1 V (signed), both inputs high, DO1 low',
    port: 2,
    hex: 'FF9C04AC13100000190041',
    vendor: {
      Hardware_mode: 'LT22222',
      ...io,
      DO1_status: 'L',
      Work_mode: '2ACI+2AVI',
      AVI1_V: -0.1,
      AVI2_V: 1.196,
      ACI1_mA: 4.88,
      ACI2_mA: 0,
      DI1_status: 'H',
      DI2_status: 'H',
    },
    readings: { relay_on: false },
  },
  {
    name: 'MOD 3: 2ACI and the DI1 count',
    port: 2,
    hex: '0000000513100FA000FF43',
    vendor: {
      Hardware_mode: 'LT22222',
      ...io,
      Count1_times: 5,
      First_status: 'No',
      Work_mode: '2ACI+1Count',
      ACI1_mA: 4.88,
      ACI2_mA: 4,
    },
    readings: { relay_on: false, pulse_count: 5 },
  },
  {
    name: 'MOD 4: the DI1 count at its 32-bit top (unsigned), the AVI1 counter 60',
    port: 2,
    hex: 'FFFFFFFF0000003C00FF44',
    vendor: {
      Hardware_mode: 'LT22222',
      ...io,
      Count1_times: 4294967295,
      First_status: 'No',
      Work_mode: 'Count mode 2',
      Acount_times: 60,
    },
    readings: { relay_on: false, pulse_count: 4294967295 },
  },
  {
    name: 'MOD 5: AVI1 12 V, a 16-bit DI1 count',
    port: 2,
    hex: '2EE000001310000702FF45',
    vendor: {
      Hardware_mode: 'LT22222',
      ...io,
      DO2_status: 'L',
      First_status: 'No',
      Work_mode: ' 1ACI+2AVI+1Count',
      AVI1_V: 12,
      AVI2_V: 0,
      ACI1_mA: 4.88,
      Count1_times: 7,
    },
    readings: { relay_on: false, pulse_count: 7 },
  },
  {
    name: 'MOD 6 (trigger) on an LT-33222-L: the flags, DO3, no levels of DO1/DO2/relays',
    port: 2,
    hex: 'A55A0F0000000000000106',
    vendor: {
      Hardware_mode: 'LT33222',
      DO3_status: 'H',
      Work_mode: 'Trigger mode',
      Mode_status: 'True',
      AV1L_flag: 'True',
      AV1H_flag: 'False',
      AV2L_flag: 'True',
      AV2H_flag: 'False',
      AC1L_flag: 'False',
      AC1H_flag: 'True',
      AC2L_flag: 'False',
      AC2H_flag: 'True',
      AV1L_status: 'False',
      AV1H_status: 'True',
      AV2L_status: 'False',
      AV2H_status: 'True',
      AC1L_status: 'True',
      AC1H_status: 'False',
      AC2L_status: 'True',
      AC2H_status: 'False',
      DI2_status: 'True',
      DI2_flag: 'True',
      DI1_status: 'True',
      DI1_flag: 'True',
    },
    readings: {},
  },
  {
    name: 'an unknown work mode 0: the count printed, not read as pulses',
    port: 2,
    hex: '0000000100000000000040',
    vendor: { Hardware_mode: 'LT22222', ...io, Count1_times: 1, First_status: 'No' },
    readings: {},
    warnings: ['unknown work mode 0: no readings'],
  },
  {
    name: 'the status: EU868 sub-band 8, firmware 1.0.7, a 1 h interval',
    port: 5,
    hex: '01080107000E10',
    vendor: { FIRMWARE_VERSION: '1.0.7', FREQUENCY_BAND: 'EU868', SUB_BAND: 8, TDC_sec: 3600 },
    readings: {},
  },
  {
    name: 'the status with a band the decoder does not know (0x10): left out',
    port: 5,
    hex: '10FF0110000258',
    vendor: { FIRMWARE_VERSION: '1.1.0', SUB_BAND: 'NULL', TDC_sec: 600 },
    readings: {},
  },
]);

describe('dragino/lt22222-l refuses', () => {
  it('a frame shorter than its 11 bytes', () => {
    expect(errorOf(() => run('dragino/lt22222-l', 2, '04AB04AC13101300AAFF')).message).toBe(
      'dragino/lt22222-l: payload too short (10 bytes, expected 11)',
    );
  });
});
