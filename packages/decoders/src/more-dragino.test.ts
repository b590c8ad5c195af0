import { describe, expect, it } from 'vitest';
import { run } from './test-support/decode-helpers.ts';
import type { DecodeResult } from './types.ts';

// The Dragino models S31-LB, LSPH01, SW3L, LTC2-LB and LDDS20.
// `vendor` objects are what the vendor decoders printed, verbatim (Node_type left out), "DR":
// decoded by dragino/dragino-end-node-decoder at e81cc58a0523857887d705450c21c8cb99e93a8f in
// Node with TZ=UTC (their times are local): S31-LB&S31B-LB/S31-LB_v1.3_TTN_decoder.txt,
// LSPH01/LSPH01_TTN_Decoder_V1.0.0.js, SW3L/SW3L Decoder TTN.txt, LTC2-LB/LTC2-LB_v1.2_decoder.txt,
// LDDS20/LDDS20_Decoder_V1.1.4.js (8 bytes) and LDDS20/ldds20 decoder.txt (5 bytes).
// Where we differ on purpose, the case says so and `ours` holds our value.
// `readings` are ours ("field@time" for a record stored at its own time).

type Readings = Record<string, number | boolean>;
type Case = {
  name: string;
  port: number;
  hex: string;
  vendor: Record<string, unknown>;
  ours?: Record<string, unknown>;
  readings: Readings;
  warnings?: string[];
};

const readingsOf = (result: DecodeResult): Readings =>
  Object.fromEntries(
    result.readings.map((reading) => [
      reading.time ? `${reading.field}@${reading.time}` : reading.field,
      reading.value,
    ]),
  );

const models: Record<string, Case[]> = {
  'dragino/s31-lb': [
    {
      name: 'mode 0 (DR)',
      port: 2,
      hex: '0CF6635CD2F20000FA0258',
      vendor: {
        BatV: 3.318,
        EXTI_Trigger: 'FALSE',
        Door_status: 'OPEN',
        TempC_SHT31: 25,
        Hum_SHT31: 60,
        Data_time: '2022-10-29 07:14:58',
      },
      readings: { battery_mv: 3318, temperature: 25, humidity: 60 },
    },
    {
      name: 'negative temperature, PA8 high (DR)',
      port: 2,
      hex: '0CF6635CD2F280FF380000',
      vendor: {
        BatV: 3.318,
        EXTI_Trigger: 'FALSE',
        Door_status: 'CLOSE',
        TempC_SHT31: -20,
        Hum_SHT31: 0,
        Data_time: '2022-10-29 07:14:58',
      },
      readings: { battery_mv: 3318, temperature: -20, humidity: 0 },
    },
    {
      name: 'mode 31, alarm thresholds (DR)',
      port: 2,
      hex: '0CF6635CD2F27CEC1E0A5A',
      vendor: { SHTEMP_MIN: -20, SHTEMP_MAX: 30, SHHUM_MIN: 10, SHHUM_MAX: 90 },
      readings: { battery_mv: 3318 },
    },
    {
      name: 'undocumented mode 2: DR prints nothing but Node_type; we keep the battery and warn',
      port: 2,
      hex: '0CF6635CD2F20800FA0258',
      vendor: {},
      ours: { BatV: 3.318, MOD: 2 },
      readings: { battery_mv: 3318 },
      warnings: ['unknown working mode 2; only the battery was decoded'],
    },
    {
      name: 'datalog, two entries (DR)',
      port: 3,
      hex: '0CF600FA025800635CD2F20CF6FF38012C82635CD6A0',
      vendor: {
        DATALOG: '[25,60,Low,False,2022-10-29 07:14:58],[-20,30,High,False,2022-10-29 07:30:40],',
        PNACKMD: 'False',
      },
      readings: {
        'temperature@2022-10-29T07:14:58.000Z': 25,
        'humidity@2022-10-29T07:14:58.000Z': 60,
        'temperature@2022-10-29T07:30:40.000Z': -20,
        'humidity@2022-10-29T07:30:40.000Z': 30,
      },
    },
    {
      name: 'device status (DR)',
      port: 5,
      hex: '0A012001FF0E10',
      vendor: {
        SENSOR_MODEL: 'S31-LB',
        FIRMWARE_VERSION: '1.2.0',
        FREQUENCY_BAND: 'EU868',
        SUB_BAND: 'NULL',
        BAT: 3.6,
      },
      readings: { battery_mv: 3600 },
    },
  ],
  'dragino/lsph01': [
    {
      name: 'pH 6.96, probe 24.5 °C (DR; the TTN codec vendor/dragino/lsph01.js prints the same)',
      port: 2,
      hex: '0CE400F502B800FA000001',
      vendor: {
        Bat: 3.3,
        TempC_DS18B20: '24.50',
        PH1_SOIL: '6.96',
        TEMP_SOIL: '25.00',
        Interrupt_flag: 0,
        Message_type: 1,
      },
      readings: { battery_mv: 3300, ph: 6.96, soil_temperature: 25, temperature: 24.5 },
    },
    {
      name: 'negative temperatures, (raw - 0xFFFF) for the soil (DR)',
      port: 2,
      hex: '8CE4FF3F0000FF7E010000',
      vendor: {
        Bat: 3.3,
        TempC_DS18B20: '-19.30',
        PH1_SOIL: '0.00',
        TEMP_SOIL: '-12.90',
        Interrupt_flag: 1,
        Message_type: 0,
      },
      readings: { battery_mv: 3300, ph: 0, soil_temperature: -12.9, temperature: -19.3 },
    },
  ],
  'dragino/sw3l': [
    {
      name: 'running total, 450 pulses per litre (DR)',
      port: 2,
      hex: '000000012C0000635CD2F2',
      vendor: {
        MOD: 0,
        Calculate_flag: 0,
        Alarm: 'FALSE',
        Water_flow_value: 0.7,
        Total_pulse: 300,
        Data_time: '2022-10-29 07:14:58',
      },
      readings: { pulse_count: 300 },
    },
    {
      name: 'pulses since the last uplink (MOD 1) are no pulse_count; alarm (DR)',
      port: 2,
      hex: '060000012C0100635CD2F2',
      vendor: {
        MOD: 1,
        Calculate_flag: 1,
        Alarm: 'TRUE',
        Water_flow_value: 0.8,
        Last_pulse: 300,
        Data_time: '2022-10-29 07:14:58',
      },
      readings: {},
    },
    {
      name: 'flag 2, 64 pulses per litre (DR)',
      port: 2,
      hex: '08000001000000635CD2F2',
      vendor: { MOD: 0, Calculate_flag: 2, Water_flow_value: 4, Total_pulse: 256 },
      readings: { pulse_count: 256 },
    },
    {
      name: 'flag 3: DR prints 0.1 (its if-chain falls through to 450 per litre); we use its 12',
      port: 2,
      hex: '0C000000180000635CD2F2',
      vendor: { MOD: 0, Calculate_flag: 3, Total_pulse: 24 },
      ours: { Water_flow_value: 2 },
      readings: { pulse_count: 24 },
    },
    {
      name: 'undocumented MOD 2: DR prints it as Total_pulse; we store no count and warn',
      port: 2,
      hex: '000000012C0200635CD2F2',
      vendor: { MOD: 2, Calculate_flag: 0, Water_flow_value: 0.7, Total_pulse: 300 },
      readings: {},
      warnings: ['unknown MOD 2; the pulse count is not stored'],
    },
    {
      name: 'datalog: only the MOD 0 entry is a count (DR)',
      port: 3,
      hex: '0400000001C200635CD2F20001000000012C635CD6A0',
      vendor: {
        DATALOG: '[FALSE,1,0,115200,295.4,2022-10-29 07:14:58],[FALSE,0,1,300,0.7,2022-10-29 07:30:40],',
      },
      readings: { 'pulse_count@2022-10-29T07:14:58.000Z': 115200 },
    },
    {
      name: 'settings (DR)',
      port: 4,
      hex: '0004B0000A0014',
      vendor: { TDC: 1200, Stop_Timer: 10, Alarm_Timer: 20 },
      readings: {},
    },
    {
      name: 'device status (DR)',
      port: 5,
      hex: '11011003FF0E10',
      vendor: {
        SENSOR_MODEL: 'SW3L',
        FIRMWARE_VERSION: '1.1.0',
        FREQUENCY_BAND: 'IN865',
        SUB_BAND: 'NULL',
        BAT: 3.6,
      },
      readings: { battery_mv: 3600 },
    },
  ],
  'dragino/ltc2-lb': [
    {
      name: 'two probes; battery 0x0E3C = 3.644 V as in the LTC2 manual §2.4.1 (DR)',
      port: 2,
      hex: '0E3C00010301F4635CD2F2',
      vendor: {
        BatV: 3.644,
        Interrupt_flag: 'FALSE',
        Interrupt_level: 'LOW',
        TEMP1H_flag: 'False',
        TEMP1L_flag: 'False',
        TEMP2H_flag: 'False',
        TEMP2L_flag: 'False',
        Temp_Channel1: 25.9,
        Temp_Channel2: 50,
        Data_time: '2022-10-29 07:14:58',
      },
      readings: { battery_mv: 3644, external_temperature: 25.9 },
    },
    {
      name: 'no probe on channel 1 (0x7FFF): DR prints 0, we store nothing (DR)',
      port: 2,
      hex: '0E3C137FFFF830635CD2F2',
      vendor: {
        Interrupt_flag: 'TRUE',
        Interrupt_level: 'HIGH',
        TEMP1H_flag: 'True',
        Temp_Channel1: 0,
        Temp_Channel2: -200,
      },
      readings: { battery_mv: 3644 },
      warnings: ['channel 1: no PT100 probe (value out of range)'],
    },
    {
      name: 'datalog, fields only (DR)',
      port: 3,
      hex: '0E3C01F4010300635CD2F2',
      vendor: { DATALOG: '[25.9,50,Low,False,2022-10-29 07:14:58],', PNACKMD: 'False' },
      readings: {},
      warnings: ['datalog entries kept as fields: which value is which channel is not documented'],
    },
    {
      name: 'several samples, port 7 (DR)',
      port: 7,
      hex: '0E3C010301F4FF9C0000',
      vendor: { DATALOG: '[25.9,50.0],[-10.0,0.0],', Bat: 3.644 },
      readings: { battery_mv: 3644 },
    },
    {
      name: 'device status (DR)',
      port: 5,
      hex: '16010001FF0E10',
      vendor: {
        SENSOR_MODEL: 'LTC2-LB',
        SUB_BAND: 'NULL',
        FREQUENCY_BAND: 'EU868',
        FIRMWARE_VERSION: '1.0.0',
        BAT: 3.6,
      },
      readings: { battery_mv: 3600 },
    },
  ],
  'dragino/ldds20': [
    {
      name: 'TTN example (vendor/dragino/ldds20-114-codec.yaml; it prints "2799 mm"), DR',
      port: 2,
      hex: '0D3B0AEF00000001',
      vendor: { Bat: 3.387, Distance: 2799, Interrupt_flag: 0, TempC_DS18B20: '0.00', Sensor_flag: 1 },
      readings: { battery_mv: 3387, liquid_level_mm: 2799 },
    },
    {
      name: 'under 20 mm is no reading; probe 26.1 °C (DR)',
      port: 2,
      hex: '8D3B0013010105FF',
      vendor: { Bat: 3.387, Distance: 19, Interrupt_flag: 1, TempC_DS18B20: '26.10', Sensor_flag: 255 },
      readings: { battery_mv: 3387, temperature: 26.1 },
      warnings: ['distance 19 mm is not a valid reading'],
    },
    {
      name: 'older 5-byte frame (DR, ldds20 decoder.txt)',
      port: 2,
      hex: '0D3B0AEF00',
      vendor: { Bat: 3.387, Distance: 2799, Interrupt_status: 0 },
      readings: { battery_mv: 3387, liquid_level_mm: 2799 },
    },
    {
      name: 'older frame, 0 mm: DR prints "Invalid Reading", we keep the number',
      port: 2,
      hex: '0D3B000001',
      vendor: { Bat: 3.387, Interrupt_status: 1 },
      ours: { Distance: 0 },
      readings: { battery_mv: 3387 },
      warnings: ['distance 0: no ultrasonic sensor detected'],
    },
  ],
};

describe.each(Object.entries(models))('%s', (modelId, cases) => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = run(modelId, c.port, c.hex);
    expect(result.fields).toMatchObject({ ...c.vendor, ...c.ours });
    expect(readingsOf(result)).toStrictEqual(c.readings);
    expect(result.warnings).toEqual(c.warnings);
  });
});

describe('frames of the wrong size', () => {
  it('rejects a short frame and names the extra bytes of a long one', () => {
    expect(() => run('dragino/s31-lb', 2, '0CF6635CD2F200')).toThrow('payload too short');
    expect(() => run('dragino/ldds20', 2, '0D3B0AEF0000')).toThrow('unexpected 6-byte frame');
    expect(run('dragino/lsph01', 2, '0CE400F502B800FA00000100').warnings).toEqual([
      'unexpected 12-byte frame; the first 11 bytes decoded',
    ]);
  });

  it('stores no datalog entry without a set clock, and warns about a cut-off entry', () => {
    const result = run('dragino/s31-lb', 3, '0CF600FA02580000000010AABB');
    expect(result.readings).toEqual([]);
    expect(result.warnings).toEqual([
      'datalog entry 1 has no valid timestamp (16); not stored',
      'payload truncated: datalog entry at byte 11 is incomplete; not decoded',
    ]);
  });
});
