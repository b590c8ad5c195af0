import { describe, expect, it } from 'vitest';
import { errorOf, run } from './test-support/decode-helpers.ts';
import { draginoExamples5 } from './test-support/dragino-examples-5.ts';
import { checkVendorCases, readingsOf } from './test-support/tracker-cases.ts';

// The Dragino models added with dragino-more-models-5 (TS01-LB, CS01-LB) on Dragino's decoders'
// outputs of test-support/dragino-examples-5.ts (each source named there): our fields are the output
// without Node_type, `readings` ours. Frames built to cover each flag, sign, sentinel, length and
// port, decoded by Dragino's decoders in Node (TZ=UTC), are below (test-support/tracker-cases.ts:
// `vendor` verbatim but Node_type, `ours` where we differ on purpose, with the reason).
const DRAGINO = 'dragino/dragino-end-node-decoder at e81cc58a0523857887d705450c21c8cb99e93a8f';

const withoutNodeType = (output: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(output).filter(([name]) => name !== 'Node_type'));

describe('the Dragino decoder outputs of dragino-more-models-5', () => {
  it.each(draginoExamples5)('$model: $source', ({ model, fPort, hex, output, readings, warnings }) => {
    const result = run(model, fPort, hex);
    expect(result.fields).toStrictEqual(withoutNodeType(output));
    expect(readingsOf(result)).toStrictEqual(readings);
    expect(result.warnings).toStrictEqual(warnings);
  });
});

const level = {
  Bat: 3.3,
  Roll: '0.00',
  Pitch: '0.00',
  Instal_flag: 'Level',
  Interrupt_flag: 0,
  Alarm_flag: 0,
};
const tsDatalogWarning = 'datalog entries kept as fields: their layout is not documented for the TS01-LB';

checkVendorCases('dragino/ts01-lb', `${DRAGINO} TS01-LB/TS01-LB_TTN_Decoder.txt`, [
  {
    name: 'no probe (0x0000): printed 0.00, no temperature stored',
    port: 2,
    hex: '0CE40000000000000000',
    vendor: { ...level, TempC_DS18B20: '0.00' },
    readings: { battery_mv: 3300, threshold_alarm: false },
  },
  {
    name: 'a probe word of 0x7FFF (3276.7 °C): no temperature',
    port: 2,
    hex: '0CE4007FFF0000000000',
    vendor: { ...level, TempC_DS18B20: '3276.70' },
    readings: { battery_mv: 3300, threshold_alarm: false },
    warnings: ["DS18B20 probe value 3276.7 °C is outside the probe's -55 to 125 °C: not stored"],
  },
  {
    name: 'the probe at -50 °C (signed)',
    port: 2,
    hex: '0CE400FE0C0000000000',
    vendor: { ...level, TempC_DS18B20: '-50.00' },
    readings: { battery_mv: 3300, temperature: -50, threshold_alarm: false },
  },
  {
    name: 'the datalog, two entries: the vendor reads its angles unsigned (-22.5° prints 337.50)',
    port: 3,
    hex: '00FA1000F00000651F7A400109F0001000016520A080',
    vendor: {
      DATALOG:
        '[25,22.50,337.50,CLOSE,FLASE,2023-10-06 03:08:48],[26.5,337.50,22.50,OPEN,TRUE,2023-10-07 00:04:16],',
    },
    readings: {},
    warnings: [tsDatalogWarning],
  },
  {
    name: 'the status: firmware 1.1.0, US915 sub-band 1',
    port: 5,
    hex: '2F011002010CE4',
    vendor: {
      SENSOR_MODEL: 'TS01-LB',
      FIRMWARE_VERSION: '1.1.0',
      FREQUENCY_BAND: 'US915',
      SUB_BAND: 1,
      BAT: 3.3,
    },
    readings: { battery_mv: 3300 },
  },
]);

const quiet = { BatV: 3.3, EXTI_Trigger: 'FALSE', EXTI_Level: 'LOW' };
const alarms = (set: string[]) =>
  Object.fromEntries(
    ['Cur1L', 'Cur1H', 'Cur2L', 'Cur2H', 'Cur3L', 'Cur3H', 'Cur4L', 'Cur4H'].map((name) => [
      `${name}_status`,
      set.includes(name) ? 'True' : 'False',
    ]),
  );
const fine = { ...quiet, Current1_A: 80, Current2_A: 0, ...alarms(['Cur1L', 'Cur2L', 'Cur3H', 'Cur4H']) };
const totals = {
  curtotal_mod: 2,
  curtotal1_mA_min: 100,
  curtotal2_mA_min: 0,
  curtotal3_mA_min: 3600,
  curtotal4_mA_min: 0,
};
const fine32 = '0CE4013880000000007A120003E8A502000000640000000000000E1000000000';
const csDatalogWarning = 'datalog entries kept as fields: their channels and scale are not documented';

checkVendorCases('dragino/cs01-lb', `${DRAGINO} CS01-LB/CS01-LB_v1.3.1_TTN_Decoder.txt.txt`, [
  {
    name: 'port 0x62 (channels 1-2 ×3, 3-4 ×6), the interrupt high, alarms Cur1L and Cur4H',
    port: 0x62,
    hex: 'CCE4007B0159022B030D81',
    vendor: {
      BatV: 3.3,
      EXTI_Trigger: 'TRUE',
      EXTI_Level: 'HIGH',
      Current1_A: 3.69,
      Current2_A: 10.350000000000001,
      Current3_A: 33.3,
      Current4_A: 46.86,
      ...alarms(['Cur1L', 'Cur4H']),
    },
    readings: { battery_mv: 3300, current: 3.69 },
  },
  {
    name: 'the 28-byte frame: the mA·min totals',
    port: 2,
    hex: '0CE401F4000003E80064000100000E10000000000000003C00000001',
    vendor: {
      ...quiet,
      Current1_A: 5,
      Current2_A: 0,
      Current3_A: 10,
      Current4_A: 1,
      ...alarms([]),
      curtotal_mod: 1,
      curtotal1_mA_min: 3600,
      curtotal2_mA_min: 0,
      curtotal3_mA_min: 60,
      curtotal4_mA_min: 1,
    },
    readings: { battery_mv: 3300, current: 5 },
  },
  {
    name: 'the 32-byte frame on port 0x12 (channels 3-4 ×3)',
    port: 0x12,
    hex: fine32,
    vendor: { ...fine, Current3_A: 93.75, Current4_A: 3, ...totals },
    readings: { battery_mv: 3300, current: 80 },
  },
  {
    name: 'port 0x32: range 3 for channels 3-4 has no scale (the vendor prints null)',
    port: 0x32,
    hex: fine32,
    vendor: { ...fine, Current3_A: null, Current4_A: null, ...totals },
    ours: { Current3_A: undefined, Current4_A: undefined },
    readings: { battery_mv: 3300, current: 80 },
    warnings: [
      'channel 3: unknown current range 3 in port 50; not decoded',
      'channel 4: unknown current range 3 in port 50; not decoded',
    ],
  },
  {
    name: 'the datalog on port 3, PNACKMD set',
    port: 3,
    hex: '81007B0159022B651F7A40020001000200036520A080',
    vendor: {
      DATALOG:
        '[1.23,3.45,5.55,Low,True,2023-10-06 03:08:48],[0.01,0.02,0.03,High,False,2023-10-07 00:04:16],',
      PNACKMD: 'True',
    },
    readings: {},
    warnings: [csDatalogWarning],
  },
  {
    name: 'the datalog on port 0x13 (range bits set)',
    port: 0x13,
    hex: '02007B0159022B651F7A40',
    vendor: { DATALOG: '[1.23,3.45,5.55,High,False,2023-10-06 03:08:48],', PNACKMD: 'False' },
    readings: {},
    warnings: [csDatalogWarning],
  },
  {
    name: 'samples on port 7',
    port: 7,
    hex: '0CE401F4007B0000',
    vendor: { Bat_V: 3.3, DATALOG: '[5.00],[1.23],[0.00],' },
    readings: { battery_mv: 3300 },
  },
  {
    name: 'the status: firmware 1.3.0, EU868, no sub-band',
    port: 5,
    hex: '33013001FF0CE4',
    vendor: {
      SENSOR_MODEL: 'CS01-LB',
      FIRMWARE_VERSION: '1.3.0',
      FREQUENCY_BAND: 'EU868',
      SUB_BAND: 'NULL',
      BAT: 3.3,
    },
    readings: { battery_mv: 3300 },
  },
]);

describe('dragino/ts01-lb and dragino/cs01-lb refuse', () => {
  it('a TS01-LB frame shorter than its 10 bytes', () => {
    expect(errorOf(() => run('dragino/ts01-lb', 2, '0CE40000FA1000F000')).message).toBe(
      'dragino/ts01-lb: payload too short (9 bytes, expected 10)',
    );
  });
  it('a CS01-LB frame of another length than 11, 15, 28 or 32 bytes (the vendor returns nothing)', () => {
    expect(errorOf(() => run('dragino/cs01-lb', 2, '0CE401F4000003E80064')).message).toBe(
      'dragino/cs01-lb: unexpected 10-byte frame (expected 11, 15, 28 or 32 bytes)',
    );
  });
  it('a CS01-LB port whose low nibble is no payload of its', () => {
    expect(errorOf(() => run('dragino/cs01-lb', 0x14, '0CE401F4000003E8006400')).message).toMatch(
      /unsupported fPort 20/,
    );
  });
});
