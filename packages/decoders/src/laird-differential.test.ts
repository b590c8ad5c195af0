import { describe, expect, it } from 'vitest';
import { run } from './test-support/decode-helpers.ts';
import type { DecodeResult } from './types.ts';

// Differential checks of the Laird RS1xx decoders against Laird's own decoders, run in Node on
// payloads built to cover each message type, sign, flag and model variant. `ttn` is what the TTN
// device repository codec gave for those bytes (its `data`), `aws` what Laird's AWS Lambda decoder
// gave (the value of its one message), where it knows the type. Neither is needed at run time.
//
// Sources, decoded in Node:
const TTN = 'TheThingsNetwork/lorawan-devices vendor/laird';
const TEMP_RH_JS = `${TTN}/rs1xx-temp-rh-sensor.js at af5ac51e9203464dfab4a15de02270750b2752d9`;
const MULTI_JS = `${TTN}/rs1xx-ext-multi-sensor.js at 2f8a00fb43050e0b7e072d467469aa896ff4da14`;
const RTD_JS = `${TTN}/rs1xx-ext-temp-rtd-sensor.js at 5567f515cd2142c4c8a60fbac489afdcd6fe2446`;
const AWS = 'LairdCP/RS1XX_AWS "Laird Decoder/library_laird.js" at f4405d4963876f6b0685cbedd38202d2359c2e9d';

type Case = {
  name: string;
  hex: string;
  ttn: Record<string, unknown> | null;
  /** What Laird's AWS decoder gave, under our field names, where it decodes the type. */
  aws?: Record<string, unknown>;
  readings: Array<[string, number | boolean] | [string, number | boolean, string]>;
  warnings?: string[];
};

const readingsOf = (result: DecodeResult) =>
  result.readings.map(({ field, value, time }) => (time ? [field, value, time] : [field, value]));
const june1 = (hours: number, minutes = 0) => ({
  year: 2024,
  month: 'June',
  day: 1,
  hours,
  minutes,
  seconds: 0,
});
const at = (hours: number, minutes = 0) =>
  `2024-06-01T${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00.000Z`;

function check(model: string, cases: Case[]) {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = run(model, 1, c.hex);
    if (c.ttn) expect(result.fields).toStrictEqual(c.ttn);
    if (c.aws) expect(result.fields).toMatchObject(c.aws);
    expect(readingsOf(result)).toStrictEqual(c.readings);
    expect(result.warnings).toStrictEqual(c.warnings);
  });
}

describe(`laird/rs1xx-temp-rh-sensor vs ${TEMP_RH_JS} and ${AWS}`, () => {
  check('laird/rs1xx-temp-rh-sensor', [
    {
      name: 'a negative temperature: fraction and integer part both negative',
      hex: '0100322DA9F10300020005',
      aws: { humidity: 45.5, temperature: -15.87 },
      ttn: {
        msgType: 'Laird_Internal_TH',
        options: ['None'],
        humidity: 45.5,
        temperature: -15.87,
        batteryCapacity: '40-60%',
        alarmMsgCount: 2,
        backlogMsgCount: 5,
      },
      readings: [
        ['temperature', -15.87],
        ['humidity', 45.5],
      ],
    },
    {
      name: 'several option flags, the fault flag among them (ours also warns)',
      hex: '01152A3D4C6B0200000000',
      ttn: {
        msgType: 'Laird_Internal_TH',
        options: ['Sensor request for server time', 'Sensor alarm flag', 'Sensor fault flag'],
        humidity: 61.42,
        temperature: 107.76,
        batteryCapacity: '20-40%',
        alarmMsgCount: 0,
        backlogMsgCount: 0,
      },
      readings: [
        ['temperature', 107.76],
        ['humidity', 61.42],
      ],
      warnings: ['the sensor reports a fault (Sensor fault flag)'],
    },
    {
      name: 'one backlog record of 2024-06-01 12:00 UTC (AWS: does not decode 0x03)',
      hex: '030011B67F400A501904',
      ttn: {
        msgType: 'SendBackLogMessage',
        options: ['None'],
        timestamp: june1(12),
        humidity: 80.1,
        temperature: 4.25,
      },
      readings: [
        ['temperature', 4.25, at(12)],
        ['humidity', 80.1, at(12)],
      ],
    },
    {
      name: 'three backlog records, ten minutes apart, the last below zero',
      hex: '04010311B67F400A50190411B681980050000411B683F00032D8EE',
      ttn: {
        msgType: 'SendBackLogMessages',
        options: ['Sensor request for server time'],
        numberOfReadings: 3,
        readings: [
          { timestamp: june1(12), humidity: 80.1, temperature: 4.25 },
          { timestamp: june1(12, 10), humidity: 80, temperature: 4 },
          { timestamp: june1(12, 20), humidity: 50, temperature: -18.4 },
        ],
      },
      readings: [
        ['temperature', 4.25, at(12)],
        ['humidity', 80.1, at(12)],
        ['temperature', 4, at(12, 10)],
        ['humidity', 80, at(12, 10)],
        ['temperature', -18.4, at(12, 20)],
        ['humidity', 50, at(12, 20)],
      ],
    },
    {
      name: 'aggregated readings of a real timestamp: still no time of their own',
      hex: '0204010003040311B67F400A5019040B511A050C521B06',
      aws: {
        readings: [
          { humidity: 80.1, temperature: 4.25 },
          { humidity: 81.11, temperature: 5.26 },
          { humidity: 82.12, temperature: 6.27 },
        ],
      },
      ttn: {
        msgType: 'Laird_Agg_TH',
        options: ['Sensor alarm flag'],
        alarmMsgCount: 1,
        backlogMsgCount: 3,
        batteryCapacity: '60-80%',
        numberOfReadings: 3,
        timestamp: june1(12),
        readings: [
          { humidity: 80.1, temperature: 4.25 },
          { humidity: 81.11, temperature: 5.26 },
          { humidity: 82.12, temperature: 6.27 },
        ],
      },
      readings: [],
      warnings: [
        '3 aggregated readings share one timestamp and are a read period apart that the message does' +
          ' not give: kept in the vendor fields, not stored',
      ],
    },
    {
      name: 'battery voltage 2.95 V',
      hex: '0A005F02',
      ttn: { msgType: 'Laird_Battery_Voltage', options: ['None'], voltage: 2.95 },
      readings: [['battery_mv', 2950]],
    },
    {
      name: 'simple configuration (AWS names the same values aggregateCount, "false", "true")',
      hex: '0500020E10030001',
      ttn: {
        msgType: 'Laird_Simple_Config',
        options: ['None'],
        batteryType: 'Lithium',
        sensorReadPeriod: 3600,
        sensorAggregate: 3,
        tempAlarmsEnabled: 'False',
        humidityAlarmsEnabled: 'True',
      },
      readings: [],
    },
    {
      name: 'firmware version',
      hex: '070015061E070401C2030A',
      aws: { releaseDate: '21/6/30', releaseNumber: '7.4', partNumber: 29491978 },
      ttn: {
        msgType: 'Laird_FW_Version',
        options: ['None'],
        releaseDate: '21/6/30',
        releaseNumber: '7.4',
        partNumber: 29491978,
      },
      readings: [],
    },
    {
      name: 'a reserved options bit: TTN answers "Invalid option type used!", AWS decodes, we keep and warn',
      hex: '01202A3D4C6B0200000000',
      ttn: null,
      aws: { humidity: 61.42, temperature: 107.76 },
      readings: [
        ['temperature', 107.76],
        ['humidity', 61.42],
      ],
      warnings: ['options 0x20 sets bits Laird does not define'],
    },
  ]);
});

describe(`laird/rs1xx-ext-temp-1w-sensor vs ${TEMP_RH_JS} (its codec's uplink part is the same)`, () => {
  check('laird/rs1xx-ext-temp-1w-sensor', [
    {
      name: 'a probe at -5.8 °C; humidity 0 (no RH sensor) is no reading',
      hex: '01000000B0FB0500000000',
      aws: { humidity: 0, temperature: -5.8 },
      ttn: {
        msgType: 'Laird_Internal_TH',
        options: ['None'],
        humidity: 0,
        temperature: -5.8,
        batteryCapacity: '80-100%',
        alarmMsgCount: 0,
        backlogMsgCount: 0,
      },
      readings: [['temperature', -5.8]],
    },
  ]);
});

describe(`laird/rs1xx-ext-multi-sensor vs ${MULTI_JS} and ${AWS}`, () => {
  const state = (operatingMode: string, value: string, alertCancellation: string, counter: number) => ({
    msgType: 'Laird_Contact_Sensor',
    options: ['None'],
    operatingMode,
    state: value,
    alertCancellation,
    counter,
  });
  check('laird/rs1xx-ext-multi-sensor', [
    {
      name: 'door closed (AWS: 0)',
      hex: '090000000000',
      ttn: state('Door Sensor', 'Closed', 'False', 0),
      readings: [['door_open', false]],
    },
    {
      name: 'pushbutton mode: the state is no door (AWS: 0)',
      hex: '090001000107',
      ttn: state('Pushbutton', 'Closed', 'True', 7),
      readings: [],
    },
    {
      name: 'open/closed configuration with every notification option',
      hex: '0800000F012C000A3264',
      ttn: {
        msgType: 'Laird_Contact_Sensor_Config',
        options: ['None'],
        operatingMode: 'Door Sensor',
        loraNotificationOptions: ['Open', 'Closed', 'Resend', 'Cancel'],
        openDwellTime: 300,
        closedDwellTime: 10,
        resendInterval: 50,
        debounceAdjust: 100,
      },
      readings: [],
    },
  ]);
});

describe(`laird/rs1xx-ext-temp-rtd-sensor vs ${RTD_JS} and ${AWS}`, () => {
  check('laird/rs1xx-ext-temp-rtd-sensor', [
    {
      name: 'RTD data at 121.50 °C',
      hex: '0B00003200790400000002',
      aws: { temperature: 121.5 },
      ttn: {
        msgType: 'Laird_RTD',
        options: ['None'],
        temperature: 121.5,
        batteryCapacity: '60-80%',
        alarmMsgCount: 0,
        backlogMsgCount: 2,
      },
      readings: [['temperature', 121.5]],
    },
    {
      name: 'RTD data at -40.25 °C with the alarm flag',
      hex: '0B04FFE7FFD80100030000',
      aws: { temperature: -40.25 },
      ttn: {
        msgType: 'Laird_RTD',
        options: ['Sensor alarm flag'],
        temperature: -40.25,
        batteryCapacity: '5-20%',
        alarmMsgCount: 3,
        backlogMsgCount: 0,
      },
      readings: [['temperature', -40.25]],
    },
    {
      name: 'two RTD backlog records an hour apart',
      hex: '04000211B67F400032007911B68D50FFE7FFD8',
      ttn: {
        msgType: 'SendBackLogMessages',
        options: ['None'],
        numberOfReadings: 2,
        readings: [
          { timestamp: june1(12), temperature: 121.5 },
          { timestamp: june1(13), temperature: -40.25 },
        ],
      },
      readings: [
        ['temperature', 121.5, at(12)],
        ['temperature', -40.25, at(13)],
      ],
    },
    {
      name: 'RTD aggregated readings as 0x02 (AWS reads 0x02 as Temp/RH pairs: 50 %, 121 °C...)',
      hex: '0200000000050211B67F4000320079FFE7FFD8',
      ttn: {
        msgType: 'Laird_Agg_TH',
        options: ['None'],
        alarmMsgCount: 0,
        backlogMsgCount: 0,
        batteryCapacity: '80-100%',
        numberOfReadings: 2,
        timestamp: june1(12),
        readings: [{ temperature: 121.5 }, { temperature: -40.25 }],
      },
      readings: [],
      warnings: [
        '2 aggregated readings share one timestamp and are a read period apart that the message does' +
          ' not give: kept in the vendor fields, not stored',
      ],
    },
    {
      name: 'RTD aggregated readings as 0x0D: TTN "Invalid message type used!", AWS the two temperatures',
      hex: '0D00000000050211B67F4000320079FFE7FFD8',
      ttn: null,
      aws: { readings: [{ temperature: 121.5 }, { temperature: -40.25 }] },
      readings: [],
      warnings: [
        '2 aggregated readings share one timestamp and are a read period apart that the message does' +
          ' not give: kept in the vendor fields, not stored',
      ],
    },
    {
      name: 'RTD configuration with 16-bit alarm limits',
      hex: '0C0002003C0001FF3801C207880001',
      ttn: {
        msgType: 'Laird_RTD_Config',
        options: ['None'],
        batteryType: 'Lithium',
        sensorReadPeriod: 60,
        sensorAggregate: 0,
        tempAlarmsEnabled: 'True',
        tempAlarmLimitLow: -200,
        tempAlarmLimitHigh: 450,
        ledBle: 1928,
        ledLora: 1,
      },
      readings: [],
    },
  ]);
});
