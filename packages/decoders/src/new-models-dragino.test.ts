import { describe, expect, it } from 'vitest';
import { run } from './test-support/decode-helpers.ts';
import type { DecodeResult } from './types.ts';

// The Dragino models added with new-models.test.ts (LHT52, LDS03A, LWL03A, LDDS75).
// `vendor` objects are what the vendor decoders printed, verbatim (Node_type left out):
//   MS  Milesight-IoT/SensorDecoders <series>/<model>/<model>-decoder.js at
//       e79c9d8b25ec66b6aad34c9240cfaa2ccd1353e3, decoded in Node (milesightDeviceDecode);
//   DR  dragino/dragino-end-node-decoder at e81cc58a0523857887d705450c21c8cb99e93a8f, decoded in
//       Node with TZ=UTC (their TIME is the local time): LDS03A/LDS03A decoder V1.2.2.txt,
//       LWL03A/LWL03A_v1.0TTN.txt, LDDS75/LDDS75_Decoder_V1.1.4.js (8-byte frame) and
//       LDDS75/LDDS75 decoder--TTN.txt (5-byte frame), LHT52/LHT52 Decoder TTN.txt (which calls
//       an undefined str_pad on ports 4 and 5: run with the TTN codec's str_pad).
// Replies to downlinks are compared by value only where our raw numbers are the vendor's.
// `readings` are ours ("field@time" for a record stored at its own time).

type Readings = Record<string, number | boolean>;
type Case = {
  name: string;
  port: number;
  hex: string;
  vendor: Record<string, unknown>;
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
  'dragino/lht52': [
    {
      name: 'TTN example (vendor/dragino/lht52-codec.yaml), DR: no probe (327.67) gives no reading',
      port: 2,
      hex: '08CD02207FFF0161CD4EDD',
      vendor: { TempC_SHT: 22.53, Hum_SHT: 54.4, TempC_DS: 327.67, Ext: 1, Systimestamp: 1640845021 },
      readings: { temperature: 22.53, humidity: 54.4 },
    },
    {
      name: 'negative temperatures (DR)',
      port: 2,
      hex: 'F8300000FF380161CD4EDD',
      vendor: { TempC_SHT: -20, Hum_SHT: 0, TempC_DS: -2, Ext: 1, Systimestamp: 1640845021 },
      readings: { temperature: -20, humidity: 0, external_temperature: -2 },
    },
    {
      name: 'TTN status example (port 5), DR',
      port: 5,
      hex: '0B880100250001',
      vendor: { Sensor_Model: 11, Firmware_Version: '8801', Freq_Band: 0, Sub_Band: 37, Bat_mV: 1 },
      readings: { battery_mv: 1 },
    },
    {
      name: 'probe id (port 4), DR',
      port: 4,
      hex: '28FF0102030405A6',
      vendor: { DS18B20_ID: '28ff0102030405a6' },
      readings: {},
    },
  ],
  'dragino/lds03a': [
    {
      name: 'TTN settings example (vendor/dragino/lds03a-codec.yaml, 7 bytes)',
      port: 4,
      hex: '31618E5740618E',
      vendor: { DISALARM: 1, KEEP_STATUS: 0, KEEP_TIME: 24974, TDC: 3236238 },
      readings: {},
    },
    {
      name: 'one door (DR)',
      port: 2,
      hex: '0500000A000005635CD2F2',
      vendor: {
        TDC: 'YES',
        ALARM: 'FALSE',
        DOOR_OPEN_STATUS: 'OPEN',
        DOOR_OPEN_TIMES: 10,
        LAST_DOOR_OPEN_DURATION: 5,
        TIME: '2022-10-29 07:14:58',
      },
      readings: { door_open: true },
    },
    {
      name: 'two doors, 18 bytes (DR)',
      port: 2,
      hex: '0100006400001065A1B2C302000005000020',
      vendor: {
        TDC: 'NO',
        ALARM1: 'FALSE',
        DOOR1_OPEN_STATUS: 'OPEN',
        DOOR1_OPEN_TIMES: 100,
        LAST_DOOR1_OPEN_DURATION: 16,
        ALARM2: 'TRUE',
        DOOR2_OPEN_STATUS: 'CLOSE',
        DOOR2_OPEN_TIMES: 5,
        LAST_DOOR2_OPEN_DURATION: 32,
        TIME: '2024-01-12 21:44:35',
      },
      readings: { door_open: true },
    },
    {
      name: 'datalog, two entries (DR)',
      port: 3,
      hex: '0500000A000005635CD2F2020000090000046359E0AA',
      vendor: {
        DATALOG: '[FALSE,OPEN,YES,10,5,2022-10-29 07:14:58],[TRUE,CLOSE,NO,9,4,2022-10-27 01:36:42],',
      },
      readings: { 'door_open@2022-10-29T07:14:58.000Z': true, 'door_open@2022-10-27T01:36:42.000Z': false },
    },
    {
      name: 'settings, 11 bytes (DR)',
      port: 4,
      hex: '00012C0100001E0100280A',
      vendor: {
        TDC: 300,
        DISALARM: 1,
        KEEP_STATUS1: 0,
        KEEP_TIME1: 30,
        KEEP_STATUS2: 1,
        KEEP_TIME2: 40,
        ALARM_TDC: 10,
      },
      readings: {},
    },
    {
      name: 'device status (DR)',
      port: 5,
      hex: '0A012002FF0E10',
      vendor: {
        SENSOR_MODEL: 'LDS03A',
        FIRMWARE_VERSION: '1.2.0',
        FREQUENCY_BAND: 'US915',
        SUB_BAND: 'NULL',
        BAT: 3.6,
      },
      readings: { battery_mv: 3600 },
    },
  ],
  'dragino/lwl03a': [
    {
      name: 'TTN example (vendor/dragino/lwl03a-codec.yaml), DR',
      port: 2,
      hex: '0100000A00000A635CD2F2',
      vendor: {
        TDC: 'NO',
        ALARM: 'FALSE',
        WATER_LEAK_STATUS: 'LEAK',
        WATER_LEAK_TIMES: 10,
        LAST_WATER_LEAK_DURATION: 10,
        TIME: '2022-10-29 07:14:58',
      },
      readings: { leak: true },
    },
    {
      name: 'datalog (DR)',
      port: 3,
      hex: '0100000A00000A635CD2F2000000090000046359E0AA',
      vendor: { DATALOG: '[FALSE,LEAK,10,10,2022-10-29 07:14:58],[FALSE,NO LEAK,9,4,2022-10-27 01:36:42],' },
      readings: { 'leak@2022-10-29T07:14:58.000Z': true, 'leak@2022-10-27T01:36:42.000Z': false },
    },
    {
      name: 'settings (DR)',
      port: 4,
      hex: '00012C0100001E05',
      vendor: { TDC: 300, DISALARM: 1, KEEP_STATUS: 0, KEEP_TIME: 30, LEAK_ALARM_TIME: 5 },
      readings: {},
    },
    {
      name: 'device status (DR)',
      port: 5,
      hex: '14011003010C80',
      vendor: {
        SENSOR_MODEL: 'LWL03A',
        FIRMWARE_VERSION: '1.1.0',
        FREQUENCY_BAND: 'IN865',
        SUB_BAND: 1,
        BAT: 3.2,
      },
      readings: { battery_mv: 3200 },
    },
  ],
  'dragino/ldds75': [
    {
      name: 'firmware 1.1.4 frame, negative probe (DR)',
      port: 2,
      hex: '8D4A0B0501FF3F01',
      vendor: { Bat: 3.402, Distance: 2821, Interrupt_flag: 1, TempC_DS18B20: '-19.30', Sensor_flag: 1 },
      readings: { battery_mv: 3402, distance_mm: 2821, temperature: -19.3 },
    },
    {
      name: 'no sensor: distance 0, no probe (DR)',
      port: 2,
      hex: '0D4A000000000000',
      vendor: { Bat: 3.402, Distance: 0, Interrupt_flag: 0, TempC_DS18B20: '0.00', Sensor_flag: 0 },
      readings: { battery_mv: 3402 },
      warnings: ['distance 0: no ultrasonic sensor detected'],
    },
    {
      name: 'older 5-byte frame (DR, decoder--TTN.txt)',
      port: 2,
      hex: '0E1C0B0500',
      vendor: { Bat: 3.612, Distance: 2821, Interrupt_status: 0 },
      readings: { battery_mv: 3612, distance_mm: 2821 },
    },
  ],
};

describe.each(Object.entries(models))('%s', (modelId, cases) => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = run(modelId, c.port, c.hex);
    expect(result.fields).toMatchObject(c.vendor);
    expect(readingsOf(result)).toStrictEqual(c.readings);
    expect(result.warnings).toEqual(c.warnings);
  });
});
