import type { CodecOutput, ExampleReadings } from './codec-example.ts';
import { milesightCases3Controls } from './milesight-decoder-examples-3-controls.ts';
import { c, type MilesightCase, milesightCases3More } from './milesight-decoder-examples-3-more.ts';

// AM104, AM107, AM308, AM308L, EM300-CL, CT103, CT105, WS136, WS156, WS50x, WT201: what Milesight's
// own decoder (Milesight-IoT/SensorDecoders <series>/<model>/<model>-decoder.js at
// e79c9d8b25ec66b6aad34c9240cfaa2ccd1353e3, v1.5.49) prints for each uplink, run in Node
// (milesightDeviceDecode) and recorded verbatim: the output a ChirpStack or The Things Stack
// application running that decoder hands on. "README" cases are that repository's
// <series>/<model>/README.md examples; the others are bytes built from the decoder's records.
// "TTN" cases are TheThingsNetwork/lorawan-devices vendor/milesight-iot/<model>-codec.yaml examples
// (commit in TTN below), their `output.data` verbatim; the WS50x yaml's output has a stray comma
// after each value ("open,"), so its case holds what its codec, ws50x.js, prints, run in Node.
// `readings` are ours ("field@time" for a history record's); `ours` is what our fields are where
// they are not the codec's output (settings replies are kept raw: milesight-replies.ts), and
// `warnings` ours. Used by milesight-more-models-3.test.ts and codec-outputs.ts.

const T0 = '2024-03-16T18:12:16.000Z';
const T1 = '2024-03-16T18:13:16.000Z';
const at = (time: string, values: Record<string, number | boolean>): ExampleReadings =>
  Object.fromEntries(Object.entries(values).map(([field, value]) => [`${field}@${time}`, value]));

/** The TTN device repository's codec for each model, at the commit its examples were read. */
const TTN: Readonly<Record<string, string>> = {
  'milesight-iot/am104': 'am104-codec.yaml 27d8ce26',
  'milesight-iot/am107': 'am107-codec.yaml 27d8ce26',
  'milesight-iot/am308': 'am308-codec.yaml 27d8ce26',
  'milesight-iot/am308l': 'am308l-codec.yaml 27d8ce26',
  'milesight-iot/ct103': 'ct103-codec.yaml 968d81f4',
  'milesight-iot/ct105': 'ct105-codec.yaml 0e7c6472',
  'milesight-iot/ws136': 'ws136-codec.yaml 952a2689',
  'milesight-iot/ws50x': 'ws50x-codec.yaml 00d82fb5, its ws50x.js at 78b8f387',
};

const AM_FIRST = { battery: 92, temperature: 30.8, humidity: 50.5, activity: 73 };
const AM_FIRST_READINGS = { battery_pct: 92, temperature: 30.8, humidity: 50.5, motion: true };
const LIGHT = { illumination: 28, infrared_and_visible: 121, infrared: 20 };
const AM_SCHEDULE = { start_time: 0, end_time: 24, report_interval: 300, collection_interval: 10 };

const AM308_README = c(
  'README example',
  '0367EE0004687C05000106CB02077DA803087D2500097366270B7D20000C7D3000',
  {
    temperature: 23.8,
    humidity: 62,
    pir: 'trigger',
    light_level: 2,
    co2: 936,
    tvoc: 0.37,
    pressure: 1008.6,
    pm2_5: 32,
    pm10: 48,
  },
  {
    temperature: 23.8,
    humidity: 62,
    motion: true,
    light_level: 2,
    co2: 936,
    tvoc_level: 0.37,
    pressure: 1008.6,
    pm2_5: 32,
    pm10: 48,
  },
);

// TTN's AM308 / AM308L examples are the AM107's bytes: its 05 6A activity count ends the codec.
const AM308_TTN = [
  c(
    'TTN example 1 (05 6A, the AM100 activity count, stops the codec)',
    '01755C03673401046865056A4900',
    { battery: 92, temperature: 30.8, humidity: 50.5 },
    { battery_pct: 92, temperature: 30.8, humidity: 50.5 },
    { warnings: ['PIR activity count 73 (record 05 6A) is not decoded'] },
  ),
  c(
    'TTN example 2',
    '077DE704087D070009733F270B7D20000C7D3000',
    { co2: 1255, tvoc: 0.07, pressure: 1004.7, pm2_5: 32, pm10: 48 },
    { co2: 1255, tvoc_level: 0.07, pressure: 1004.7, pm2_5: 32, pm10: 48 },
  ),
];

const cases: Record<string, MilesightCase[]> = {
  'milesight-iot/am104': [
    c(
      'README example',
      '01755C03673401046865056A490006651C0079001400',
      { ...AM_FIRST, ...LIGHT },
      { ...AM_FIRST_READINGS, illuminance: 28 },
    ),
    c('TTN example 1', '01755C03673401046865056A4900', AM_FIRST, AM_FIRST_READINGS),
    c('TTN example 2', '06651C0079001400', LIGHT, { illuminance: 28 }),
    c(
      'replies: reporting interval, schedule, sensors',
      'FF03B004FF3A0100F02C01050AFF18000F',
      {
        report_interval: 1200,
        report_schedule_config: [AM_SCHEDULE],
        sensor_enable: { temperature: 'enable', humidity: 'enable', pir: 'enable', illumination: 'enable' },
      },
      {},
    ),
    c(
      'sensors partly off, no activity',
      'FF18000A0367F6FF056A0000',
      {
        sensor_enable: { temperature: 'disable', humidity: 'enable', pir: 'disable', illumination: 'enable' },
        temperature: -1,
        activity: 0,
      },
      { temperature: -1, motion: false },
    ),
    c(
      'screen elements reply',
      'FEF003000100017564',
      { screen_display_element_settings: { temperature: 'enable', humidity: 'disable' }, battery: 100 },
      { battery_pct: 100 },
      { ours: { screen_display_element_settings: 65539, battery: 100 } },
    ),
  ],
  'milesight-iot/am107': [
    c(
      'README example',
      '01755C03673401046865056A490006651C0079001400077DE704087D070009733F27',
      { ...AM_FIRST, ...LIGHT, co2: 1255, tvoc: 7, pressure: 1004.7 },
      { ...AM_FIRST_READINGS, illuminance: 28, co2: 1255, tvoc: 7, pressure: 1004.7 },
    ),
    c('TTN example 1', '01755C03673401046865056A4900', AM_FIRST, AM_FIRST_READINGS),
    c('TTN example 2', '06651C0079001400', LIGHT, { illuminance: 28 }),
    c(
      'TTN example 3',
      '077DE704087D070009733F27',
      { co2: 1255, tvoc: 7, pressure: 1004.7 },
      { co2: 1255, tvoc: 7, pressure: 1004.7 },
    ),
    c(
      'device information (6-byte serial number)',
      'FF0BFFFF0101FF086136C1234567FF090110FF0A0114FF0F00',
      {
        device_status: 'on',
        ipso_version: 'v0.1',
        sn: '6136c1234567',
        hardware_version: 'v1.1',
        firmware_version: 'v1.14',
        lorawan_class: 'Class A',
      },
      {},
    ),
    c(
      'replies: reporting interval, schedule with CO2 interval, sensors',
      'FF03B004FF3A0100F02C01050AFF18007F',
      {
        report_interval: 1200,
        report_schedule_config: [{ ...AM_SCHEDULE, co2_collection_interval: 5 }],
        sensor_enable: {
          temperature: 'enable',
          humidity: 'enable',
          pir: 'enable',
          illumination: 'enable',
          co2: 'enable',
          tvoc: 'enable',
          pressure: 'enable',
        },
      },
      {},
    ),
    c(
      'below zero, no activity',
      '0367F6FF0468A0056A0000',
      { temperature: -1, humidity: 80, activity: 0 },
      { temperature: -1, humidity: 80, motion: false },
    ),
    c(
      'manual CO2 calibration reply (3 bytes in mode 2)',
      'FE1A02900101755A',
      { co2_calibration_settings: { mode: 'manual', calibration_value: 400 }, battery: 90 },
      { battery_pct: 90 },
      { ours: { co2_calibration_settings: '029001', battery: 90 } },
    ),
  ],
  'milesight-iot/am308': [
    AM308_README,
    ...AM308_TTN,
    c(
      'history, TVOC as IAQ level (20 CE)',
      '20CE00E1F565180178000102E8032500662720003000',
      {
        history: [
          {
            timestamp: 1710612736,
            temperature: 28,
            humidity: 60,
            pir: 'trigger',
            light_level: 2,
            co2: 1000,
            tvoc: 0.37,
            pressure: 1008.6,
            pm2_5: 32,
            pm10: 48,
          },
        ],
      },
      at(T0, {
        temperature: 28,
        humidity: 60,
        motion: true,
        light_level: 2,
        co2: 1000,
        tvoc_level: 0.37,
        pressure: 1008.6,
        pm2_5: 32,
        pm10: 48,
      }),
    ),
    c(
      'history, TVOC in µg/m³ (21 CE)',
      '21CE3CE1F565F6FF78000005900196000E272F003F00',
      {
        history: [
          {
            timestamp: 1710612796,
            temperature: -1,
            humidity: 60,
            pir: 'idle',
            light_level: 5,
            co2: 400,
            tvoc: 150,
            pressure: 999.8,
            pm2_5: 47,
            pm10: 63,
          },
        ],
      },
      at(T1, {
        temperature: -1,
        humidity: 60,
        motion: false,
        light_level: 5,
        co2: 400,
        tvoc_ugm3: 150,
        pressure: 999.8,
        pm2_5: 47,
        pm10: 63,
      }),
    ),
    c('TVOC in µg/m³ (08 E6)', '08E69600', { tvoc: 150 }, { tvoc_ugm3: 150 }),
    c(
      'buzzer, and the 5-byte CO2 ABC reply',
      '0E0101FF390100000000',
      { buzzer_status: 'on', co2_abc_calibration_enable: 'enable' },
      {},
      { ours: { buzzer_status: 'on', co2_abc_calibration_enable: '0100000000' } },
    ),
    c(
      'device information (the decoder prints device_status "unknown" for ff 0b ff)',
      'FF0BFFFF0101FF166136C12345678901FF090110FF0A0114FF0F02',
      {
        device_status: 'unknown',
        ipso_version: 'v0.1',
        sn: '6136c12345678901',
        hardware_version: 'v1.1',
        firmware_version: 'v1.14',
        lorawan_class: 'Class C',
      },
      {},
      {
        ours: {
          device_status: 'on',
          ipso_version: 'v0.1',
          sn: '6136c12345678901',
          hardware_version: 'v1.1',
          firmware_version: 'v1.14',
          lorawan_class: 'Class C',
        },
      },
    ),
  ],
  'milesight-iot/am308l': [
    AM308_README,
    ...AM308_TTN,
    c(
      'replies: buzzer, history; buzzer off',
      'FF3E01FF68010E0100',
      { buzzer_enable: 'enable', history_enable: 'enable', buzzer_status: 'off' },
      {},
      { ours: { buzzer_enable: 1, history_enable: 1, buzzer_status: 'off' } },
    ),
  ],
  ...milesightCases3More,
  ...milesightCases3Controls,
};

export const milesightCases3: Readonly<Record<string, readonly MilesightCase[]>> = cases;

const DECODERS = 'Milesight-IoT/SensorDecoders e79c9d8b';

/** Each case as the codec that printed it: Milesight's decoder, or TTN's for a "TTN" case. */
export const milesightDecoderOutputs3: readonly CodecOutput[] = Object.entries(cases).flatMap(
  ([model, list]) =>
    list.map(({ name, hex, output }) => ({
      model,
      source: name.startsWith('TTN') ? `${TTN[model]}, ${name}` : `${DECODERS}, ${name}`,
      fPort: 85,
      hex,
      output,
    })),
);
