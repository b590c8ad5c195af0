import { describe, expect, it } from 'vitest';
import { errorOf, run } from './test-support/decode-helpers.ts';
import { draginoExamples6 } from './test-support/dragino-examples-6.ts';
import { checkVendorCases, readingsOf } from './test-support/tracker-cases.ts';

// The Dragino models added with dragino-more-models-6 (PB01-L, PB05-L, LWL04-LB, AQS01-L, AQS02-L,
// SE02-LB, SPH01-LB, LMS01-LB, TC01-LB, LMDS120, MDS120-LB, MDS200-LB, POM01-LB, WQS-LB, LTC2, LPT01,
// T68DL) on Dragino's decoders' outputs of test-support/dragino-examples-6.ts (each source named
// there): our fields are the output without Node_type, `readings` ours. Frames built to cover each
// flag, sign, sentinel, length and port, decoded by Dragino's decoders in Node (TZ=UTC), are below
// (test-support/tracker-cases.ts: `vendor` verbatim but Node_type, `ours` where we differ on purpose,
// with the reason). Vendor bugs seen on the way, not copied into our readings:
// SE02-LB/SE02V1.0-TTN.txt does not parse (its port 3 `return` lost its brace in May 2025; its
// ChirpStack file is used); the AQS02-L decoder calls itself "AIS02-L" in Node_type; the SPH01-LB
// datalog reads the pH word / 10 (the frame / 100); the MDS200-LB datalog prints the battery word with
// its PNACKMD bit (36.068 V).
const DRAGINO = 'dragino/dragino-end-node-decoder at e81cc58a0523857887d705450c21c8cb99e93a8f';

const withoutNodeType = (output: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(output).filter(([name]) => name !== 'Node_type'));

describe('the Dragino decoder outputs of dragino-more-models-6', () => {
  it.each(draginoExamples6)('$model: $source', ({ model, fPort, hex, output, readings, warnings }) => {
    const result = run(model, fPort, hex);
    expect(result.fields).toStrictEqual(withoutNodeType(output));
    expect(readingsOf(result)).toStrictEqual(readings);
    expect(result.warnings).toStrictEqual(warnings);
  });
});

checkVendorCases('dragino/pb01-l', `${DRAGINO} PB01/PB01_decoder.txt`, [
  {
    name: 'pressed, key sound on, -10 °C (signed), 100 %',
    port: 2,
    hex: '0CE40201FF9C03E8',
    vendor: {
      BatV: 3.3,
      Sound_key: 'OPEN',
      Sound_ACK: 'CLOSE',
      Alarm: 'TRUE',
      TempC_SHT41: -10,
      Hum_SHT41: 100,
    },
    readings: { battery_mv: 3300, button: true, temperature: -10, humidity: 100 },
  },
  {
    name: 'humidity word 102.4 %',
    port: 2,
    hex: '0CE4000000FA0400',
    vendor: {
      BatV: 3.3,
      Sound_key: 'CLOSE',
      Sound_ACK: 'CLOSE',
      Alarm: 'FALSE',
      TempC_SHT41: 25,
      Hum_SHT41: 102.4,
    },
    readings: { battery_mv: 3300, button: false, temperature: 25 },
    warnings: ["humidity 102.4 is outside the sensor's range; not stored"],
  },
  {
    name: 'datalog two entries',
    port: 3,
    hex: '00FA025800008165200000FF9C0000000100651F7A40',
    vendor: {
      PNACKMD: 'True',
      DATALOG: [
        [25, 60, 0, 'True', '2023-10-06 12:39:28'],
        [-10, 0, 0.1, 'False', '2023-10-06 03:08:48'],
      ],
    },
    readings: {},
    warnings: ['datalog entries kept as fields: their columns are not documented for the PB01-L'],
  },
  {
    name: 'datalog clock 0',
    port: 3,
    hex: '00FA025800000100000000',
    vendor: { PNACKMD: 'False', DATALOG: [[25, 60, 0, 'True', '1970-01-01 00:00:00']] },
    readings: {},
    warnings: ['datalog entries kept as fields: their columns are not documented for the PB01-L'],
  },
  {
    name: 'status EU868',
    port: 5,
    hex: '35011001FF0CE4',
    vendor: {
      SENSOR_MODEL: 'PB01-L',
      FIRMWARE_VERSION: '1.1.0',
      FREQUENCY_BAND: 'EU868',
      SUB_BAND: 'NULL',
      BAT: 3.3,
    },
    readings: { battery_mv: 3300 },
  },
  {
    name: 'status US915 10',
    port: 5,
    hex: '350120020A0B54',
    vendor: {
      SENSOR_MODEL: 'PB01-L',
      FIRMWARE_VERSION: '1.2.0',
      FREQUENCY_BAND: 'US915',
      SUB_BAND: 10,
      BAT: 2.9,
    },
    readings: { battery_mv: 2900 },
  },
  {
    name: 'status of another model byte (0x36): the vendor prints Unknown, we keep the byte in hex as for every newer Dragino model',
    port: 5,
    hex: '3601100FFF0CE4',
    vendor: {
      SENSOR_MODEL: 'Unknown',
      FIRMWARE_VERSION: '1.1.0',
      FREQUENCY_BAND: 'AS923_4',
      SUB_BAND: 'NULL',
      BAT: 3.3,
    },
    ours: { SENSOR_MODEL: '0x36' },
    readings: { battery_mv: 3300 },
  },
]);

checkVendorCases('dragino/pb05-l', `${DRAGINO} PB05/PB05-L_Decoder.txt`, [
  {
    name: 'key 3',
    port: 2,
    hex: '0BB8020004',
    vendor: {
      BatV: 3,
      Sound_key: 'OPEN',
      Sound_ACK: 'CLOSE',
      Alarm: 'FALSE',
      key5: 'No',
      key4: 'No',
      key3: 'Yes',
      key2: 'No',
      key1: 'No',
    },
    readings: { battery_mv: 3000, button: true },
  },
  {
    name: 'datalog',
    port: 3,
    hex: '0CE40000100081651F7A400CE400000000006520A080',
    vendor: {
      DATALOG: '[Yes,No,No,No,No,True,2023-10-06 03:08:48],[No,No,No,No,No,False,2023-10-07 00:04:16],',
      PNACKMD: 'True',
    },
    readings: { 'button@2023-10-06T03:08:48.000Z': true, 'button@2023-10-07T00:04:16.000Z': false },
  },
  {
    name: 'datalog clock 0',
    port: 3,
    hex: '0CE4000002000100000000',
    vendor: { DATALOG: '[No,No,No,Yes,No,True,1970-01-01 00:00:00],', PNACKMD: 'False' },
    readings: {},
    warnings: ['datalog entry 1 has no valid timestamp (0); not stored'],
  },
  {
    name: 'status',
    port: 5,
    hex: '35011001FF0CE4',
    vendor: {
      SENSOR_MODEL: 'PB05-L',
      SUB_BAND: 'NULL',
      FREQUENCY_BAND: 'EU868',
      FIRMWARE_VERSION: '1.1.0',
      BAT: 3.3,
    },
    readings: { battery_mv: 3300 },
  },
]);

checkVendorCases('dragino/lwl04-lb', `${DRAGINO} LWL04-LB/lwl04v1.0-TTN.txt`, [
  {
    name: 'no leak, alarm, SUM',
    port: 2,
    hex: '0200002A000E106520A080',
    vendor: {
      CMOD: 'SUM',
      TDC: 'NO',
      ALARM: 'TRUE',
      WATER_LEAK_STATUS: 'NO LEAK',
      WATER_LEAK_TIMES: 42,
      LAST_WATER_LEAK_DURATION: 3600,
      TIME: '2023-10-07 00:04:16',
    },
    readings: { leak: false },
  },
  {
    name: 'datalog two entries, PNACKMD',
    port: 3,
    hex: '8100000100000A651F7A40080000020000146520A080',
    vendor: {
      DATALOG:
        '[SUM,NO,FALSE,LEAK,1,10,2023-10-06 03:08:48],[PART,NO,FALSE,NO LEAK,2,20,2023-10-07 00:04:16],',
      PNACKMD: 'True',
    },
    readings: { 'leak@2023-10-06T03:08:48.000Z': true, 'leak@2023-10-07T00:04:16.000Z': false },
  },
  {
    name: 'settings',
    port: 4,
    hex: '000E10010100781E',
    vendor: { TDC: 3600, DISALARM: 1, KEEP_STATUS: 1, KEEP_TIME: 120, LEAK_ALARM_TIME: 30 },
    readings: {},
  },
  {
    name: 'status',
    port: 5,
    hex: '36011001FF0CE4',
    vendor: {
      SENSOR_MODEL: 'LWL04',
      FIRMWARE_VERSION: '1.1.0',
      FREQUENCY_BAND: 'EU868',
      SUB_BAND: 'NULL',
      BAT: 3.3,
    },
    readings: { battery_mv: 3300 },
  },
]);

checkVendorCases('dragino/aqs01-l', `${DRAGINO} AQS01-L/AQS01-L_v1.3_TTN_decoder.txt`, [
  {
    name: 'TEMPL and CO2L, SHT4x 2.50 °C',
    port: 2,
    hex: '0B5400FA019026AC01901A',
    vendor: {
      BatV: 2.9,
      temperature: 2.5,
      humidity: 40,
      air_pressure: 990,
      co2: 400,
      TEMPL_flag: 'True',
      TEMPH_flag: 'False',
      CO2L_flag: 'True',
      CO2H_flag: 'False',
    },
    readings: {
      battery_mv: 2900,
      temperature: 2.5,
      humidity: 40,
      pressure: 990,
      co2: 400,
      threshold_alarm: true,
    },
  },
  {
    name: 'datalog SHT4x entry then an older one',
    port: 3,
    hex: '01F4025809D081651F7A40032001F400FA006520A080',
    vendor: {
      DATALOG: '[25.12,60,500,2023-10-06 03:08:48],[25,50,800,2023-10-07 00:04:16],',
      PNACKMD: 'True',
    },
    readings: {
      'temperature@2023-10-06T03:08:48.000Z': 25.12,
      'humidity@2023-10-06T03:08:48.000Z': 60,
      'co2@2023-10-06T03:08:48.000Z': 500,
      'temperature@2023-10-07T00:04:16.000Z': 25,
      'humidity@2023-10-07T00:04:16.000Z': 50,
      'co2@2023-10-07T00:04:16.000Z': 800,
    },
  },
  {
    name: 'datalog clock 0',
    port: 3,
    hex: '01F4025809D00100000000',
    vendor: { DATALOG: '[25.12,60,500,1970-01-01 00:00:00],', PNACKMD: 'False' },
    readings: {},
    warnings: ['datalog entry 1 has no valid timestamp (0); not stored'],
  },
  {
    name: 'status',
    port: 5,
    hex: '37011301FF0CE4',
    vendor: {
      SENSOR_MODEL: 'AQS01-L',
      FIRMWARE_VERSION: '1.1.3',
      FREQUENCY_BAND: 'EU868',
      SUB_BAND: 'NULL',
      BAT: 3.3,
    },
    readings: { battery_mv: 3300 },
  },
]);

checkVendorCases('dragino/aqs02-l', `${DRAGINO} AQS02-L/AQS02-L.txt`, [
  {
    name: 'datalog CO 50 ppm',
    port: 3,
    hex: '0032025809D081651F7A40',
    vendor: { DATALOG: '[25.12,60,50,2023-10-06 03:08:48],', PNACKMD: 'True' },
    readings: {
      'temperature@2023-10-06T03:08:48.000Z': 25.12,
      'humidity@2023-10-06T03:08:48.000Z': 60,
      'co_ppm@2023-10-06T03:08:48.000Z': 50,
    },
  },
  {
    name: 'status',
    port: 5,
    hex: '37011002010CE4',
    vendor: {
      SENSOR_MODEL: 'AQS02-L',
      FIRMWARE_VERSION: '1.1.0',
      FREQUENCY_BAND: 'US915',
      SUB_BAND: 1,
      BAT: 3.3,
    },
    readings: { battery_mv: 3300 },
  },
]);

checkVendorCases('dragino/se02-lb', `${DRAGINO} SE02-LB/SE02V1.0-Chirpstack.txt`, [
  {
    name: 'MOD 0, no DS18B20, probe 1 at 0xFF9C (-0.99 °C: the vendor subtracts 0xFFFF), interrupt bits',
    port: 2,
    hex: '4CE400000000FF9C000000000000000013',
    vendor: {
      BatV: 3.3,
      temp_DS18B20: '0.00',
      temp_SOIL: '-0.99',
      water_SOIL: '0.00',
      conduct_SOIL: 0,
      temp_SOIL2: '0.00',
      water_SOIL2: '0.00',
      conduct_SOIL2: 0,
      s_flag: 1,
      i_flag: 3,
      Mod: 0,
    },
    readings: { battery_mv: 3300, soil_moisture: 0, soil_temperature: -0.99, soil_conductivity: 0 },
  },
  {
    name: 'MOD 1 raw values, sensor flag, probe -20 °C',
    port: 2,
    hex: '0CE4FF3801F40BB80FA002581388177090',
    vendor: {
      BatV: 3.3,
      temp_DS18B20: '-20.00',
      Soil_dielectric_constant: '50.0',
      Raw_water_SOIL: 3000,
      Raw_conduct_SOIL: 4000,
      Soil_dielectric_constant2: '60.0',
      Raw_water_SOIL2: 5000,
      Raw_conduct_SOIL2: 6000,
      s_flag: 1,
      i_flag: 0,
      Mod: 1,
    },
    readings: { battery_mv: 3300, temperature: -20 },
  },
  {
    name: 'datalog one entry',
    port: 3,
    hex: '0BB807D000641388FF3800C880651F7A40',
    vendor: { DATALOG: '[30,20,100,50,-2,200,2023-10-06 03:08:48],', PNACKMD: 'True' },
    readings: {},
    warnings: ['datalog entries kept as fields: their layout is not documented for the SE02-LB'],
  },
  {
    name: 'status',
    port: 5,
    hex: 'F1010001FF0CE4',
    vendor: {
      SENSOR_MODEL: 'SE02-LB',
      FIRMWARE_VERSION: '1.0.0',
      FREQUENCY_BAND: 'EU868',
      SUB_BAND: 'NULL',
      BAT: 3.3,
    },
    readings: { battery_mv: 3300 },
  },
]);

checkVendorCases('dragino/sph01-lb', `${DRAGINO} SPH01-LB/SPH01-LB  TTN_Decoder.txt`, [
  {
    name: 'datalog two entries',
    port: 3,
    hex: '02BC00C800FA00651F7A400190FF9C0000016520A080',
    vendor: {
      DATALOG:
        '[PH:70,Temperature:20,DS18B20_Temperature:25,s_flag:0,time :2023-10-06 03:08:48],[PH:40,Temperature:6543.6,DS18B20_Temperature:0,s_flag:1,time :2023-10-07 00:04:16],',
    },
    readings: {},
    warnings: ['datalog entries kept as fields: the vendor reads their pH / 10, the frame / 100'],
  },
  {
    name: 'status',
    port: 5,
    hex: '2C011001FF0CE4',
    vendor: {
      SENSOR_MODEL: 'SPH01-LB',
      FIRMWARE_VERSION: '1.1.0',
      FREQUENCY_BAND: 'EU868',
      SUB_BAND: 'NULL',
      BAT: 3.3,
    },
    readings: { battery_mv: 3300 },
  },
]);

checkVendorCases('dragino/lms01-lb', `${DRAGINO} LMS01-LB/LMS01-LB_TTN_Decoder.txt`, [
  {
    name: 'no DS18B20, dry leaf at 0xFF9C (-9.9 °C: the vendor subtracts 0xFFFF), interrupt',
    port: 2,
    hex: 'CCE400000000FF9C010002',
    vendor: {
      Bat: 3.3,
      TempC_DS18B20: '0.00',
      Leaf_Moisture: '0.00',
      Leaf_Temperature: '-9.90',
      Interrupt_flag: 1,
      Message_type: 2,
    },
    readings: { battery_mv: 3300, leaf_wetness: 0, leaf_temperature: -9.9 },
  },
  {
    name: 'datalog one entry, PNACKMD',
    port: 3,
    hex: '00FA01F4FF9C80651F7A40',
    vendor: { DATALOG: '[25,50,-10,2023-10-06 03:08:48],', PNACKMD: 'True' },
    readings: {},
    warnings: ['datalog entries kept as fields: their layout is not documented for the LMS01-LB'],
  },
  {
    name: 'status',
    port: 5,
    hex: '2D011002020CE4',
    vendor: {
      SENSOR_MODEL: 'LMS01-LB',
      FIRMWARE_VERSION: '1.1.0',
      FREQUENCY_BAND: 'US915',
      SUB_BAND: 2,
      BAT: 3.3,
    },
    readings: { battery_mv: 3300 },
  },
]);

checkVendorCases('dragino/tc01-lb', `${DRAGINO} TC01-LB/TC01-LB_v1.0_TTN_Decoder.txt`, [
  {
    name: 'type 2, 1000.0 °C, TEMPH, clock not set',
    port: 2,
    hex: '0B540227100400000000',
    vendor: {
      BatV: 2.9,
      Type: 2,
      TempC: 1000,
      Interrupt_flag: 'FALSE',
      Interrupt_level: 'LOW',
      TEMPH_flag: 'True',
      TEMPL_flag: 'False',
      Data_time: '1970-01-01 00:00:00',
    },
    readings: { battery_mv: 2900, external_temperature: 1000, threshold_alarm: true },
  },
  {
    name: 'datalog two entries',
    port: 3,
    hex: '000000010FA081651F7A4000000001FE0C026520A080',
    vendor: {
      DATALOG: '[1,400,Low,True,2023-10-06 03:08:48],[1,-50,High,False,2023-10-07 00:04:16],',
      PNACKMD: 'True',
    },
    readings: {
      'external_temperature@2023-10-06T03:08:48.000Z': 400,
      'external_temperature@2023-10-07T00:04:16.000Z': -50,
    },
  },
  {
    name: 'status',
    port: 5,
    hex: '34011001FF0CE4',
    vendor: {
      SENSOR_MODEL: 'TC01-LB',
      FIRMWARE_VERSION: '1.1.0',
      FREQUENCY_BAND: 'EU868',
      SUB_BAND: 'NULL',
      BAT: 3.3,
    },
    readings: { battery_mv: 3300 },
  },
]);

checkVendorCases('dragino/lmds120', `${DRAGINO} LMDS120/LMDS120_decoder _TTN.js`, [
  {
    name: '100 mm, probe -10 °C (signed)',
    port: 2,
    hex: '0CE4006400FF9C00',
    vendor: { Bat: 3.3, TempC_DS18B20: '-10.00', Distance: 100, Sensor_flag: 0, Interrupt_flag: 0 },
    readings: { battery_mv: 3300, distance_mm: 100, temperature: -10 },
  },
  {
    name: 'status EU868, version 100',
    port: 5,
    hex: '000100010018',
    vendor: { Sensor_model: 'LMDS120', Ver: 100, Fre_band: 'EU868', Sub_band: 0 },
    readings: {},
  },
  {
    name: "status AS923-4 (this decoder's band 11), version 112",
    port: 5,
    hex: '000B02011218',
    vendor: { Sensor_model: 'LMDS120', Ver: 112, Fre_band: 'AS923-4', Sub_band: 2 },
    readings: {},
  },
  {
    name: 'status with a hex letter in the firmware word and another model byte: the vendor prints Ver 1 (parseInt stops at the letter), we leave Ver out with a warning',
    port: 5,
    hex: '00020001A000',
    vendor: { Sensor_model: '', Ver: 1, Fre_band: 'US915', Sub_band: 0 },
    ours: { Ver: undefined },
    readings: {},
    warnings: ['firmware word 0x1a0 is not a version; left out'],
  },
]);

checkVendorCases('dragino/mds120-lb', `${DRAGINO} MDS120-LB/MDS120-LB_TTN_DECOEDR.txt`, [
  {
    name: 'invalid reading, no probe',
    port: 2,
    hex: '0CE43FFF01000001',
    vendor: {
      Bat: 3.3,
      TempC_DS18B20: '0.00',
      Distance: 'Invalid Reading',
      Sensor_flag: 1,
      Interrupt_flag: 1,
    },
    readings: { battery_mv: 3300 },
    warnings: ['distance 0x3FFF: invalid reading; not stored'],
  },
  {
    name: 'datalog two entries',
    port: 3,
    hex: '0CE4138800FA42651F7A400B540064FF9C006520A080',
    vendor: {
      DATALOG: '[3.3,5000,250,TRUE,1,2023-10-06 03:08:48],[2.9,100,65436,FALSE,0,2023-10-07 00:04:16],',
      PNACKMD: 'False',
    },
    readings: {},
    warnings: ['datalog entries kept as fields: their layout is not documented for the MDS120-LB'],
  },
  {
    name: 'settings',
    port: 4,
    hex: '000E100005003C',
    vendor: { TDC: 3600, Stop_Timer: 5, Alarm_Timer: 60 },
    readings: {},
  },
  {
    name: 'status',
    port: 5,
    hex: '2A011001FF0CE4',
    vendor: {
      SENSOR_MODEL: 'MDS120-LB',
      FIRMWARE_VERSION: '1.1.0',
      FREQUENCY_BAND: 'EU868',
      SUB_BAND: 'NULL',
      BAT: 3.3,
    },
    readings: { battery_mv: 3300 },
  },
]);

checkVendorCases('dragino/mds200-lb', `${DRAGINO} MDS200-LB/MDS200-LB TTN_Decoder.txt`, [
  {
    name: 'datalog two entries, PNACKMD from the battery byte',
    port: 3,
    hex: '8CE400C8019043651F7A400B5400640000006520A080',
    vendor: {
      DATALOG: '[36.068,200,400,YES,TRUE,1,2023-10-06 03:08:48],[2.9,100,0,NO,FALSE,0,2023-10-07 00:04:16],',
      PNACKMD: 'True',
    },
    readings: {
      'battery_mv@2023-10-06T03:08:48.000Z': 3300,
      'threshold_alarm@2023-10-06T03:08:48.000Z': true,
      'battery_mv@2023-10-07T00:04:16.000Z': 2900,
      'threshold_alarm@2023-10-07T00:04:16.000Z': false,
    },
  },
  {
    name: 'datalog clock 0',
    port: 3,
    hex: '0CE400C801900200000000',
    vendor: { DATALOG: '[3.3,200,400,NO,TRUE,0,1970-01-01 00:00:00],', PNACKMD: 'False' },
    readings: {},
    warnings: ['datalog entry 1 has no valid timestamp (0); not stored'],
  },
  {
    name: 'settings',
    port: 4,
    hex: '000E1005006407D001',
    vendor: { TDC: 3600, ATDC: 5, Alarm_min: 100, Alarm_max: 2000, Interrupt: 1 },
    readings: {},
  },
  {
    name: 'status',
    port: 5,
    hex: '2B010001FF0CE4',
    vendor: { Sensor_model: 'MDS200-LB', Ver: 100, Fre_band: 'EU868', Sub_band: 255, Bat: 3.3 },
    readings: { battery_mv: 3300 },
  },
]);

checkVendorCases('dragino/pom01-lb', `${DRAGINO} POM01-LB/POM01-LB_TTN_Decoder.txt`, [
  {
    name: 'low voltage, probe -10 °C (signed)',
    port: 2,
    hex: '0CE4FF9C0001',
    vendor: { BatV: 3.3, temp_DS18B20: '-10.00', power_outage: 0, low_voltage: 1 },
    readings: { battery_mv: 3300, temperature: -10, power_cut: false, external_power_low: true },
  },
  {
    name: 'datalog two entries (3305 mV prints 3.31)',
    port: 3,
    hex: '0CE900FA010080651F7A400B54FF9C0001006520A080',
    vendor: {
      DATALOG: '[3.31,25,1,0,2023-10-06 03:08:48],[2.9,-10,0,1,2023-10-07 00:04:16],',
      PNACKMD: 'True',
    },
    readings: {
      'battery_mv@2023-10-06T03:08:48.000Z': 3305,
      'temperature@2023-10-06T03:08:48.000Z': 25,
      'power_cut@2023-10-06T03:08:48.000Z': true,
      'external_power_low@2023-10-06T03:08:48.000Z': false,
      'battery_mv@2023-10-07T00:04:16.000Z': 2900,
      'temperature@2023-10-07T00:04:16.000Z': -10,
      'power_cut@2023-10-07T00:04:16.000Z': false,
      'external_power_low@2023-10-07T00:04:16.000Z': true,
    },
  },
  {
    name: 'datalog clock 0',
    port: 3,
    hex: '0CE4000001000000000000',
    vendor: { DATALOG: '[3.3,0,1,0,1970-01-01 00:00:00],', PNACKMD: 'False' },
    readings: {},
    warnings: ['datalog entry 1 has no valid timestamp (0); not stored'],
  },
  {
    name: 'status',
    port: 5,
    hex: '4F011001FF0CE4',
    vendor: {
      SENSOR_MODEL: 'POM01-LB',
      FIRMWARE_VERSION: '1.1.0',
      FREQUENCY_BAND: 'EU868',
      SUB_BAND: 'NULL',
      BAT: 3.3,
    },
    readings: { battery_mv: 3300 },
  },
]);

checkVendorCases('dragino/wqs-lb', `${DRAGINO} WQS-LB/WQS-LB_V1.3.1_TTN_Decoder.txt`, [
  {
    name: 'residual chlorine both ranges, turbidity 200 and 4000, four-electrode EC',
    port: 2,
    hex: '0CE400FA07C0003203E801F400C8271000D200012C019000C8',
    vendor: {
      BatV: 3.3,
      temp_DS18B20: '25.00',
      i_flag: 0,
      RC_2A: 0.5,
      RC_10A: 10,
      turbidity_200: 50,
      turbidity_200_Temp: 20,
      turbidity_4000: 1000,
      turbidity_4000_Temp: 21,
      Four_EC: 300,
      Salinity: 40,
      Four_EC_Temp: 20,
    },
    readings: { battery_mv: 3300, temperature: 25 },
  },
  {
    name: 'the pH probe cut off: the vendor reads past the end (PH_Temp 0), we leave the probe out with a warning',
    port: 2,
    hex: '0CE400FA000102BC',
    vendor: { BatV: 3.3, temp_DS18B20: '25.00', i_flag: 0, PH: 7, PH_Temp: 0 },
    ours: { PH: undefined, PH_Temp: undefined },
    readings: { battery_mv: 3300, temperature: 25 },
    warnings: ['payload truncated: probe of byte 5 bit 0 needs 4 bytes at 6; not decoded'],
  },
  {
    name: 'status',
    port: 5,
    hex: '3C011001FF0CE4',
    vendor: {
      SENSOR_MODEL: 'WQS01-LB',
      FIRMWARE_VERSION: '1.1.0',
      FREQUENCY_BAND: 'EU868',
      SUB_BAND: 'NULL',
      BAT: 3.3,
    },
    readings: { battery_mv: 3300 },
  },
]);

checkVendorCases('dragino/ltc2', `${DRAGINO} LTC2/LTC2 v1.0 Decode -TTN.txt`, [
  {
    name: 'Ext 3: resistances 100.00 and 110.00 Ω, a clock word with its top bit set',
    port: 2,
    hex: '0CE40327102AF8E51F7A40',
    vendor: { Ext: 3, BatV: 3.3, Res_Channel1: 100, Res_Channel2: 110, Systimestamp: -450921920 },
    readings: { battery_mv: 3300 },
  },
  {
    name: 'channel 1 at 0x7FFF (3276.7 °C): no PT100 reading',
    port: 2,
    hex: '0CE4027FFF00FA651F7A40',
    vendor: { Ext: 2, BatV: 3.3, Temp_Channel1: 3276.7, Temp_Channel2: 25, Systimestamp: 1696561728 },
    readings: { battery_mv: 3300 },
    warnings: ['channel 1 reads 3276.7 °C: no PT100 reading; not stored'],
  },
  {
    name: 'an unknown probe type (Ext 5)',
    port: 2,
    hex: '0CE40509C4F830651F7A40',
    vendor: { Ext: 5, BatV: 3.3, Systimestamp: 1696561728 },
    readings: { battery_mv: 3300 },
    warnings: ['unknown probe type Ext 5; the channels not decoded'],
  },
]);

checkVendorCases('dragino/lpt01', `${DRAGINO} LPT01/LPT01_decoder.txt`, [
  {
    name: 'one reading, 73.00 ℃',
    port: 2,
    hex: '0B54651F7A40011C84',
    vendor: { BatV: 2.9, Time: '2023-10-06 03:08:48', Unit: '℃', Count: 1, Temp: 73 },
    readings: { battery_mv: 2900, external_temperature: 73 },
  },
  {
    name: 'one reading in ℉: 150.00 ℉ is 65.56 °C',
    port: 2,
    hex: '0B54651F7A40813A98',
    vendor: { BatV: 2.9, Time: '2023-10-06 03:08:48', Unit: '℉', Count: 1, Temp: 150 },
    readings: { battery_mv: 2900, external_temperature: 65.56 },
  },
  {
    name: 'a frozen sample, -10.00 ℃ (signed)',
    port: 2,
    hex: '0B54651F7A4001FC18',
    vendor: { BatV: 2.9, Time: '2023-10-06 03:08:48', Unit: '℃', Count: 1, Temp: -10 },
    readings: { battery_mv: 2900, external_temperature: -10 },
  },
  {
    name: 'three samples in one uplink (no times of their own)',
    port: 2,
    hex: '0B54651F7A40031C841C20FC18',
    vendor: {
      BatV: 2.9,
      Time: '2023-10-06 03:08:48',
      Unit: '℃',
      Count: 3,
      continuous_data: '[73],[72],[-10]',
    },
    readings: { battery_mv: 2900 },
  },
  {
    name: 'Count 4 but three samples: the vendor prints a fourth of 0',
    port: 2,
    hex: '0B54651F7A40041C841C20FC18',
    vendor: {
      BatV: 2.9,
      Time: '2023-10-06 03:08:48',
      Unit: '℃',
      Count: 4,
      continuous_data: '[73],[72],[-10],[0]',
    },
    ours: { continuous_data: '[73],[72],[-10]' },
    readings: { battery_mv: 2900 },
    warnings: ['payload truncated: sample 4 of 4 is not in the payload; not decoded'],
  },
  {
    name: 'status',
    port: 5,
    hex: '49010001FF0B54',
    vendor: {
      SENSOR_MODEL: 'LPT01',
      FIRMWARE_VERSION: '1.0.0',
      FREQUENCY_BAND: 'EU868',
      SUB_BAND: 'NULL',
      BAT: 2.9,
    },
    readings: { battery_mv: 2900 },
  },
]);

checkVendorCases('dragino/t68dl', `${DRAGINO} T68DL/T68DL_v1.0_decoder.txt`, [
  {
    name: '85.00 °C, TEMPH, clock not set',
    port: 2,
    hex: '0CE421340100000000',
    vendor: {
      BatV: 3.3,
      TempC: 85,
      TEMPH_flag: 'True',
      TEMPL_flag: 'False',
      Data_time: '1970-01-01 00:00:00',
    },
    readings: { battery_mv: 3300, temperature: 85, threshold_alarm: true },
  },
  {
    name: 'datalog two entries, PNACKMD',
    port: 3,
    hex: '0000000009C480651F7A4000000000F830006520A080',
    vendor: { DATALOG: '[25,2023-10-06 03:08:48],[-20,2023-10-07 00:04:16],', PNACKMD: 'True' },
    readings: { 'temperature@2023-10-06T03:08:48.000Z': 25, 'temperature@2023-10-07T00:04:16.000Z': -20 },
  },
  {
    name: 'datalog clock 0',
    port: 3,
    hex: '0000000009C40000000000',
    vendor: { DATALOG: '[25,1970-01-01 00:00:00],', PNACKMD: 'False' },
    readings: {},
    warnings: ['datalog entry 1 has no valid timestamp (0); not stored'],
  },
  {
    name: 'status',
    port: 5,
    hex: '34010002010CE4',
    vendor: {
      SENSOR_MODEL: 'T68DL',
      SUB_BAND: 1,
      FREQUENCY_BAND: 'US915',
      FIRMWARE_VERSION: '1.0.0',
      BAT: 3.3,
    },
    readings: { battery_mv: 3300 },
  },
]);

describe('the models of dragino-more-models-6 refuse what their vendor decoders refuse', () => {
  it.each([
    ['dragino/pb01-l', 2, '0CE4000000FA02', 'unexpected 7-byte frame (expected 8 bytes)'],
    [
      'dragino/pb01-l',
      3,
      '00FA025800008165200000FF',
      'datalog of 12 bytes is not a whole number of 11-byte entries',
    ],
    ['dragino/pb05-l', 2, '0CE400000000', 'unexpected 6-byte frame (expected 5 bytes)'],
    ['dragino/aqs01-l', 2, '0CE409D00258279401F41000', 'unexpected 12-byte frame (expected 11 bytes)'],
    ['dragino/tc01-lb', 2, '0CE4010FA000651F7A4000', 'unexpected 11-byte frame (expected 10 bytes)'],
    ['dragino/t68dl', 2, '0CE409C400651F7A4000', 'unexpected 10-byte frame (expected 9 bytes)'],
  ])('%s port %i: %s', (model, port, hex, message) => {
    expect(errorOf(() => run(model, port, hex)).message).toBe(`${model}: ${message}`);
  });
  it('a frame shorter than the layout (SE02-LB, 16 of 17 bytes)', () => {
    expect(errorOf(() => run('dragino/se02-lb', 2, '0CE400FA0BB807D000641388FF3800C8')).message).toBe(
      'dragino/se02-lb: payload too short (16 bytes, expected 17)',
    );
  });
  it('an LTC2 poll message (byte 2 bit 6), whose layout is documented nowhere: the vendor decodes nothing, we neither', () => {
    const result = run('dragino/ltc2', 2, '0CE44109C4F830651F7A40');
    expect(result.fields).toStrictEqual({});
    expect(result.readings).toStrictEqual([]);
    expect(result.warnings).toStrictEqual([
      'poll message (byte 2 bit 6): its layout is not documented; not decoded',
    ]);
  });
  it.each([
    ['dragino/lmds120', 'the LMDS120 has no datalog'],
    [
      'dragino/wqs-lb',
      "the WQS-LB's datalog is not decoded: the vendor reads every entry with the first's flags",
    ],
  ])('%s port 3: %s', (model) => {
    expect(errorOf(() => run(model, 3, '0CE4138800FA42651F7A40')).message).toMatch(/unsupported fPort 3/);
  });
});
