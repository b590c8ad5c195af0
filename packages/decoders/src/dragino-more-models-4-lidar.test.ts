import { checkVendorCases } from './test-support/tracker-cases.ts';

// Dragino's LiDAR distance sensors added with dragino-more-models-4 (LDS12-LB, LDS40-LB, LLDS12,
// LLDS40, DS20L) against Dragino's decoders run in Node (TZ=UTC: they print local time) on frames
// built to cover each flag, sign and sentinel. How a case reads: test-support/tracker-cases.ts
// (`vendor` verbatim but Node_type; `ours` where we differ on purpose, with the reason). Their
// documented examples are in dragino-more-models-4.test.ts.
const DRAGINO = 'dragino/dragino-end-node-decoder at e81cc58a0523857887d705450c21c8cb99e93a8f';
const mv = (battery_mv: number) => ({ battery_mv });

checkVendorCases('dragino/lds12-lb', `${DRAGINO} LDS12-LB/LDS12-LB_v1.0_Decoder_TTN.txt`, [
  {
    name: 'no probe (0), no echo (0 mm), the LiDAR at -10 °C, the pin high',
    port: 2,
    hex: '0CE400000000FFFF02F600',
    vendor: {
      Bat: 3.3,
      TempC_DS18B20: 0,
      Lidar_distance: 0,
      Lidar_signal: 65535,
      Lidar_temp: -10,
      Interrupt_flag: 'FALSE',
      Interrupt_level: 'HIGH',
      Message_type: 0,
    },
    readings: mv(3300),
    warnings: ['distance 0: no echo from the target'],
  },
  {
    name: 'the datalog: two entries at their own time, PNACKMD from byte 0 bit 7',
    port: 3,
    hex: '83000B1801B11E65F1A2C000000C000100EC65F1A300',
    vendor: {
      DATALOG: '[284,433,30,High,True,2024-03-13 12:57:36],[307.2,256,-20,Low,False,2024-03-13 12:58:40],',
      PNACKMD: 'True',
    },
    readings: {
      'distance_mm@2024-03-13T12:57:36.000Z': 2840,
      'distance_mm@2024-03-13T12:58:40.000Z': 3072,
    },
  },
  {
    name: 'the status of another sensor model byte',
    port: 5,
    hex: '99011001FF0CE4',
    vendor: { FIRMWARE_VERSION: '1.1.0', FREQUENCY_BAND: 'EU868', SUB_BAND: 'NULL', BAT: 3.3 },
    // The decoder leaves SENSOR_MODEL unset; we keep the byte, as for Dragino's other status frames.
    ours: { SENSOR_MODEL: '0x99' },
    readings: mv(3300),
  },
]);

checkVendorCases('dragino/lds40-lb', `${DRAGINO} LDS40-LB/LDS40-LB_TTN_Decoder.txt`, [
  {
    name: 'the probe at -10 °C, 2 m, the interrupt on a high pin',
    port: 2,
    hex: '8CE4FF9C07D000640300C8',
    vendor: {
      Bat: 3.3,
      TempC_DS18B20: -10,
      Lidar_distance: 200,
      Lidar_signal: 100,
      Lidar_temp: 0,
      Interrupt_flag: 'TRUE',
      Interrupt_level: 'HIGH',
      Message_type: 200,
    },
    readings: { ...mv(3300), distance_mm: 2000, temperature: -10 },
  },
]);

checkVendorCases('dragino/llds12', `${DRAGINO} LLDS12/LLDS12_Decode_TTN.txt`, [
  {
    name: 'the probe at -10 °C (text to two decimals), the interrupt byte whole',
    port: 2,
    hex: '8CE4FF9C07D000640300C8',
    vendor: {
      Bat: 3.3,
      TempC_DS18B20: '-10.00',
      Lidar_distance: 200,
      Lidar_signal: 100,
      Lidar_temp: 0,
      Interrupt_flag: 3,
      Message_type: 200,
    },
    readings: { ...mv(3300), distance_mm: 2000, temperature: -10 },
  },
  ...['0CE4FF9C07D0006403F602', '03E400FA07D0006403F601'].map((hex) => ({
    name: `a configuration reply (${hex.startsWith('03') ? 'byte 0 0x03' : 'message type 2'}): the decoder prints nothing`,
    port: 2,
    hex,
    vendor: {},
    readings: {},
    warnings: ['configuration frame; no measurements'],
  })),
]);

checkVendorCases('dragino/llds40', `${DRAGINO} LLDS40/LLDS40 TTN Decoder.txt`, [
  {
    name: 'the probe at 30 °C, 4 m',
    port: 2,
    hex: '0CE4012C0FA000C8001401',
    vendor: {
      Bat: 3.3,
      TempC_DS18B20: '30.00',
      Lidar_distance: 400,
      Lidar_signal: 200,
      Lidar_temp: 20,
      Interrupt_flag: 0,
      Message_type: 1,
    },
    readings: { ...mv(3300), distance_mm: 4000, temperature: 30 },
  },
]);

const thresholds = { Upper_limit: 3000, lower_limit: 100 };

checkVendorCases('dragino/ds20l', `${DRAGINO} DS20L/DS20L v1.0_decoder_TTN.txt`, [
  {
    name: 'MOD 1: 200 mm, the alarm and interrupt set, 10 interrupts',
    port: 2,
    hex: '0CE47000C8010000000A',
    vendor: {
      BatV: 3.3,
      Distance_mm: 200,
      distance_state: 1,
      Interrupt_count: 10,
      Interrupt: 1,
      alarm: 1,
      MOD: 1,
    },
    readings: { ...mv(3300), distance_mm: 200 },
  },
  {
    name: 'MOD 1 with a count past 2^31',
    port: 2,
    hex: '0CE44000C80080000000',
    vendor: {
      BatV: 3.3,
      Distance_mm: 200,
      distance_state: 0,
      Interrupt_count: -2147483648,
      Interrupt: 0,
      alarm: 0,
      MOD: 1,
    },
    // The decoder builds the count with `<<`, so its top bit turns it negative; it is unsigned.
    ours: { Interrupt_count: 2147483648 },
    readings: { ...mv(3300), distance_mm: 200 },
  },
  {
    name: 'MOD 0 with DO_Flag: the count and thresholds, no distance',
    port: 2,
    hex: '0CE41C000000050BB80064',
    vendor: { BatV: 3.3, Interrupt_count: 5, MOD: 0, Threshold_Flag_for_Alarm: 1, ...thresholds },
    readings: mv(3300),
  },
  {
    name: 'MOD 2, no target (0 mm), the alarm set',
    port: 2,
    hex: '0CE4A000000BB80064',
    vendor: {
      BatV: 3.3,
      Distance_mm: 0,
      MOD: 2,
      alarm: 1,
      DO: 0,
      DO_Flag: 0,
      Threshold_Flag_for_Alarm: 0,
      ...thresholds,
    },
    readings: mv(3300),
    warnings: ['distance 0: no target detected'],
  },
  {
    name: 'the status: firmware 1.0.0, EU868, no sub-band',
    port: 5,
    hex: '21010001FF000CE4',
    vendor: {
      BatV: 3.3,
      SENSOR_MODEL: 'DS20L',
      FIRMWARE_VERSION: '1.0.0',
      FREQUENCY_BAND: 'EU868',
      SUB_BAND: 'NULL',
    },
    readings: mv(3300),
  },
  {
    name: 'the status with band 0x10, which the decoder leaves unset',
    port: 5,
    hex: '2101001003000CE4',
    vendor: { BatV: 3.3, SENSOR_MODEL: 'DS20L', FIRMWARE_VERSION: '1.0.0', SUB_BAND: 3 },
    readings: mv(3300),
  },
]);
