import type { CodecOutput } from './codec-example.ts';

// Laird (Ezurio) Sentrius RS1xx (vendor/laird/<codec>-codec.yaml, at the commit named with each):
// the examples' bytes and `output.data`, verbatim; all on port 1. The RTD yaml's aggregated and
// backlog examples are left out: they date their records in 2000, where its codec
// (rs1xx-ext-temp-rtd-sensor.js) counts from 2015 (laird.test.ts). Used by laird.test.ts.

const TEMP_RH = 'laird/rs1xx-temp-rh-sensor';
const RTD = 'laird/rs1xx-ext-temp-rtd-sensor';
const MULTI = 'laird/rs1xx-ext-multi-sensor';
const W1 = 'laird/rs1xx-ext-temp-1w-sensor';
const TEMP_RH_YAML = 'rs1xx-temp-rh-sensor-codec.yaml bfe92e3c65a5d1cef25677fd788b34f3222d0a78';
const RTD_YAML = 'rs1xx-ext-temp-rtd-sensor-codec.yaml 53e2a9308e16615149c7e02a33f70714d0cfa164';
const MULTI_YAML = 'rs1xx-ext-multi-sensor-codec.yaml 0e91f0a4ec3de08ddd9e882e7dcd354945852a62';
const W1_YAML = 'rs1xx-ext-temp-1w-sensor-codec.yaml c8b3101166c85f82734f573c3a60deaaa4e815f7';

/** The codecs' calendar object for seconds after 2015-01-01 UTC (the example timestamps). */
export const y2015 = (seconds: number) => ({
  year: 2015,
  month: 'January',
  day: 1,
  hours: 0,
  minutes: 0,
  seconds,
});

const hexOf = (bytes: number[]) => bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');

const laird = (
  model: string,
  yaml: string,
  description: string,
  bytes: number[],
  output: Record<string, unknown>,
): CodecOutput => ({ model, source: `${yaml}, ${description}`, fPort: 1, hex: hexOf(bytes), output });

const thData = {
  msgType: 'Laird_Internal_TH',
  options: ['None'],
  batteryCapacity: '80-100%',
  temperature: 98.67,
  humidity: 52.33,
  alarmMsgCount: 256,
  backlogMsgCount: 1,
};
const backlogRecord = { timestamp: y2015(0), temperature: 107.76, humidity: 61.42 };

export const lairdTtnExamples: readonly CodecOutput[] = [
  laird(
    TEMP_RH,
    TEMP_RH_YAML,
    'Send Temp RH Data Notification',
    [1, 0, 33, 52, 67, 98, 5, 1, 0, 0, 1],
    thData,
  ),
  laird(
    TEMP_RH,
    TEMP_RH_YAML,
    'Send Temp and RH Aggregated Data Notification',
    [2, 0, 0, 0, 0, 5, 2, 0, 0, 0, 0, 33, 52, 67, 98, 34, 53, 68, 99],
    {
      msgType: 'Laird_Agg_TH',
      options: ['None'],
      batteryCapacity: '80-100%',
      alarmMsgCount: 0,
      backlogMsgCount: 0,
      numberOfReadings: 2,
      timestamp: y2015(0),
      readings: [
        { temperature: 98.67, humidity: 52.33 },
        { temperature: 99.68, humidity: 53.34 },
      ],
    },
  ),
  laird(TEMP_RH, TEMP_RH_YAML, 'Send Backlog Message Notification', [3, 2, 0, 0, 0, 2, 42, 61, 76, 107], {
    msgType: 'SendBackLogMessage',
    options: ['Sensor configuration error'],
    timestamp: y2015(2),
    temperature: 107.76,
    humidity: 61.42,
  }),
  laird(
    TEMP_RH,
    TEMP_RH_YAML,
    'Send Backlog Messages Notification',
    [4, 1, 2, 0, 0, 0, 0, 42, 61, 76, 107, 0, 0, 0, 0, 42, 61, 76, 107],
    {
      msgType: 'SendBackLogMessages',
      options: ['Sensor request for server time'],
      numberOfReadings: 2,
      readings: [backlogRecord, backlogRecord],
    },
  ),
  laird(TEMP_RH, TEMP_RH_YAML, 'Send Sensor Config Simple Notification', [5, 0, 1, 1, 0, 0, 1, 0], {
    msgType: 'Laird_Simple_Config',
    options: ['None'],
    batteryType: 'Alkaline',
    sensorReadPeriod: 256,
    sensorAggregate: 0,
    tempAlarmsEnabled: 'True',
    humidityAlarmsEnabled: 'False',
  }),
  laird(
    TEMP_RH,
    TEMP_RH_YAML,
    'Send Sensor Config Advanced Notification',
    [6, 0, 1, 1, 0, 1, 1, 1, 255, 80, 0, 16, 0, 10, 0, 10],
    {
      msgType: 'Laird_Advanced_Config',
      options: ['None'],
      batteryType: 'Alkaline',
      sensorReadPeriod: 256,
      sensorAggregate: 1,
      tempAlarmsEnabled: 'True',
      humidityAlarmsEnabled: 'True',
      tempAlarmLimitLow: -1,
      tempAlarmLimitHigh: 80,
      humidityAlarmLimitLow: 0,
      humidityAlarmLimitHigh: 16,
      ledBle: 10,
      ledLora: 10,
    },
  ),
  laird(TEMP_RH, TEMP_RH_YAML, 'Send FW Version Notification', [7, 0, 20, 11, 5, 6, 1, 1, 2, 3, 4], {
    msgType: 'Laird_FW_Version',
    options: ['None'],
    releaseDate: '20/11/5',
    releaseNumber: '6.1',
    partNumber: 16909060,
  }),
  laird(TEMP_RH, TEMP_RH_YAML, 'Send Battery Voltage', [10, 0, 1, 3], {
    msgType: 'Laird_Battery_Voltage',
    options: ['None'],
    voltage: 3.01,
  }),
  laird(RTD, RTD_YAML, 'Send RTD Data Notification', [11, 0, 255, 159, 254, 254, 5, 0, 1, 16, 0], {
    msgType: 'Laird_RTD',
    options: ['None'],
    batteryCapacity: '80-100%',
    temperature: -258.97,
    alarmMsgCount: 1,
    backlogMsgCount: 4096,
  }),
  laird(
    RTD,
    RTD_YAML,
    'Send RTD Config Advanced Notification',
    [12, 0, 2, 1, 1, 10, 0, 255, 255, 0, 10, 0, 12, 0, 11],
    {
      msgType: 'Laird_RTD_Config',
      options: ['None'],
      batteryType: 'Lithium',
      sensorReadPeriod: 257,
      sensorAggregate: 10,
      tempAlarmsEnabled: 'False',
      tempAlarmLimitLow: -1,
      tempAlarmLimitHigh: 10,
      ledBle: 12,
      ledLora: 11,
    },
  ),
  laird(MULTI, MULTI_YAML, 'Send Open Closed Status Notification', [9, 0, 0, 1, 1, 1], {
    msgType: 'Laird_Contact_Sensor',
    options: ['None'],
    operatingMode: 'Door Sensor',
    state: 'Open',
    alertCancellation: 'True',
    counter: 1,
  }),
  laird(MULTI, MULTI_YAML, 'Send Open Closed Config Notification', [8, 1, 1, 3, 0, 10, 0, 11, 170, 187], {
    msgType: 'Laird_Contact_Sensor_Config',
    options: ['Sensor request for server time'],
    operatingMode: 'Pushbutton',
    loraNotificationOptions: ['Open', 'Closed'],
    openDwellTime: 10,
    closedDwellTime: 11,
    resendInterval: 170,
    debounceAdjust: 187,
  }),
  laird(W1, W1_YAML, 'Send Temp RH Data Notification', [1, 0, 33, 52, 67, 98, 5, 1, 0, 0, 1], thData),
];
