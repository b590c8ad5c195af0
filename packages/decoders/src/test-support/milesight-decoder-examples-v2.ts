import type { CodecOutput, ExampleReadings } from './codec-example.ts';
import { c, type MilesightCase } from './milesight-decoder-examples-3-more.ts';

// Milesight's v2 firmware of models we decode: what Milesight's own v2 decoders
// (Milesight-IoT/SensorDecoders at e79c9d8b25ec66b6aad34c9240cfaa2ccd1353e3:
// em-series/em320-th-v2/em320-th-v2-decoder.js, ts-series/ts201-v2/ts201-v2-decoder.js,
// ct-series/ct101-v2/ct101-v2-decoder.js, ct103-v2 and ct105-v2 the same word for word) print for
// each uplink, run in Node (milesightDeviceDecode) and recorded verbatim. "README" cases are that
// folder's README.md examples; the others are bytes built from the decoder's records (timestamps
// 9E744663 = 1665561758 as the EM320-TH README's, C79AFA64 = 1694145223 as the TS201 v2 README's).
// `readings` are ours ("field@time" for a history record's), `warnings` ours. Used by
// milesight-firmware-v2.test.ts and codec-outputs.ts.

const at = (time: string, values: Record<string, number | boolean>): ExampleReadings =>
  Object.fromEntries(Object.entries(values).map(([field, value]) => [`${field}@${time}`, value]));

const OCT12 = '2022-10-12T08:02:38.000Z';
const OCT12B = '2022-10-12T08:04:42.000Z';
const OCT12C = '2022-10-12T08:06:46.000Z';
const SEP8 = '2023-09-08T03:53:43.000Z';

const em320Th: MilesightCase[] = [
  c(
    'README: battery, temperature, humidity',
    '01755C03673401046865',
    { battery: 92, temperature: 30.8, humidity: 50.5 },
    { battery_pct: 92, temperature: 30.8, humidity: 50.5 },
  ),
  c('humidity to 0.1 % (04 9A)', '049AF401', { humidity: 50 }, { humidity: 50 }),
  c(
    'temperature and humidity not read',
    '036701800468FF',
    { temperature: 'collection_err', humidity: 'collection_err' },
    {},
    {
      warnings: [
        'temperature not read (collection_err); not stored',
        'humidity not read (collection_err); not stored',
      ],
    },
  ),
  c(
    'trigger type and storage status',
    '056B01059C03',
    { trigger_type: 'external_trigger', storage_status: 'full' },
    {},
  ),
  c(
    'temperature threshold alarm',
    '8367340102',
    { temperature_threshold_alarm: { temperature: 30.8, alarm_type: 'Above alarm' } },
    { temperature: 30.8, threshold_alarm: true },
  ),
  c(
    'temperature mutation alarm',
    '93673401640000',
    {
      temperature_mutation_alarm: {
        temperature: 30.8,
        temperature_change: 10,
        alarm_type: 'Temperature mutation',
      },
    },
    { temperature: 30.8, sudden_change: true },
  ),
  c(
    'humidity threshold alarm cleared (84 9A)',
    '849AF40107',
    { humidity_threshold_alarm: { relative_humidity: 50, alarm_type: 'Above alarm clear' } },
    { humidity: 50, threshold_alarm: false },
  ),
  c(
    'humidity mutation alarm (94 9A)',
    '949AF401640000',
    {
      humidity_mutation_alarm: {
        relative_humidity: 50,
        relative_humidity_change: 10,
        alarm_type: 'Humidity mutation',
      },
    },
    { humidity: 50, sudden_change: true },
  ),
  c(
    'a humidity alarm cleared and a temperature mutation: released, and a sudden change',
    '849AF4010793673401640000',
    {
      humidity_threshold_alarm: { relative_humidity: 50, alarm_type: 'Above alarm clear' },
      temperature_mutation_alarm: {
        temperature: 30.8,
        temperature_change: 10,
        alarm_type: 'Temperature mutation',
      },
    },
    { humidity: 50, temperature: 30.8, threshold_alarm: false, sudden_change: true },
  ),
  c(
    'a temperature and a humidity mutation: one sudden change',
    '9367340164000094684E0800',
    {
      temperature_mutation_alarm: {
        temperature: 30.8,
        temperature_change: 10,
        alarm_type: 'Temperature mutation',
      },
      humidity_mutation_alarm: {
        relative_humidity: 39,
        relative_humidity_change: 4,
        alarm_type: 'Humidity mutation',
      },
    },
    { temperature: 30.8, humidity: 39, sudden_change: true },
  ),
  c(
    'humidity threshold alarm (84 68)',
    '84686502',
    { humidity_threshold_alarm: { relative_humidity: 50.5, alarm_type: 'Above alarm' } },
    { humidity: 50.5, threshold_alarm: true },
  ),
  c(
    'humidity mutation alarm (94 68)',
    '9468650800',
    {
      humidity_mutation_alarm: {
        relative_humidity: 50.5,
        relative_humidity_change: 4,
        alarm_type: 'Humidity mutation',
      },
    },
    { humidity: 50.5, sudden_change: true },
  ),
  c(
    'sensor errors',
    'B3670100B4680100',
    { temperature_error: 'collection_err', humidity_error: 'collection_err' },
    {},
  ),
  c(
    'v2 history, then battery and temperature',
    '20CE9E7446631001F401010175640367F600',
    {
      history: [{ timestamp: 1665561758, temperature: 27.2, humidity: 50, record_type: 'periodic_report' }],
      battery: 100,
      temperature: 24.6,
    },
    { ...at(OCT12, { temperature: 27.2, humidity: 50 }), battery_pct: 100, temperature: 24.6 },
  ),
  c(
    'v2 history: three records, one without humidity',
    '20CE9E7446631001F4010120CE1A754663E600FFFF1820CE96754663E600EA0108',
    {
      history: [
        { timestamp: 1665561758, temperature: 27.2, humidity: 50, record_type: 'periodic_report' },
        {
          timestamp: 1665561882,
          temperature: 23,
          humidity: 'collection_err',
          record_type: 'humidity_collection_err',
        },
        { timestamp: 1665562006, temperature: 23, humidity: 49, record_type: 'temperature_below_clear' },
      ],
    },
    {
      ...at(OCT12, { temperature: 27.2, humidity: 50 }),
      ...at(OCT12B, { temperature: 23 }),
      ...at(OCT12C, { temperature: 23, humidity: 49, threshold_alarm: false }),
    },
  ),
  c(
    'v2 history: a temperature mutation (type 7), then a threshold alarm cleared (type 9)',
    '20CE9E7446631001F4010720CE1A7546631001F40109',
    {
      history: [
        {
          timestamp: 1665561758,
          temperature: 27.2,
          humidity: 50,
          record_type: 'temperature_mutation_alarm',
        },
        { timestamp: 1665561882, temperature: 27.2, humidity: 50, record_type: 'temperature_above_clear' },
      ],
    },
    {
      ...at(OCT12, { temperature: 27.2, humidity: 50, sudden_change: true }),
      ...at(OCT12B, { temperature: 27.2, humidity: 50, threshold_alarm: false }),
    },
  ),
  c(
    'v2 history: a humidity mutation (type 19)',
    '20CE9E7446631001F40113',
    {
      history: [
        { timestamp: 1665561758, temperature: 27.2, humidity: 50, record_type: 'humidity_mutation_alarm' },
      ],
    },
    at(OCT12, { temperature: 27.2, humidity: 50, sudden_change: true }),
  ),
];

const ts201v2: MilesightCase[] = [
  c('README: temperature', '03673401', { temperature: 30.8 }, { temperature: 30.8 }),
  c(
    'README: temperature threshold alarm',
    '8367340101',
    { temperature: 30.8, event: [{ temperature: 30.8, temperature_alarm: 'threshold alarm' }] },
    { temperature: 30.8, threshold_alarm: true },
  ),
  c(
    'README: temperature mutation alarm',
    '93673401640002',
    {
      temperature: 30.8,
      event: [{ temperature: 30.8, temperature_mutation: 10, temperature_alarm: 'mutation alarm' }],
    },
    { temperature: 30.8, sudden_change: true },
  ),
  c(
    'README: humidity mutation alarm',
    '94684E0802',
    { humidity: 39, event: [{ humidity: 39, humidity_mutation: 4, humidity_alarm: 'mutation alarm' }] },
    { humidity: 39, sudden_change: true },
  ),
  c(
    'a humidity release and a temperature mutation: released, and a sudden change',
    '84686E0093673401640002',
    {
      humidity: 55,
      temperature: 30.8,
      event: [
        { humidity: 55, humidity_alarm: 'threshold alarm release' },
        { temperature: 30.8, temperature_mutation: 10, temperature_alarm: 'mutation alarm' },
      ],
    },
    { humidity: 55, temperature: 30.8, threshold_alarm: false, sudden_change: true },
  ),
  c(
    'a temperature and a humidity mutation: one sudden change',
    '9367340164000294684E0802',
    {
      temperature: 30.8,
      humidity: 39,
      event: [
        { temperature: 30.8, temperature_mutation: 10, temperature_alarm: 'mutation alarm' },
        { humidity: 39, humidity_mutation: 4, humidity_alarm: 'mutation alarm' },
      ],
    },
    { temperature: 30.8, humidity: 39, sudden_change: true },
  ),
  c(
    'README: temperature sensor status',
    'B36700',
    { event: [{ temperature_sensor_status: 'read error' }] },
    {},
  ),
  c(
    'README: history, a DS18B20 probe',
    '20CEC79AFA6401BDFF2E01',
    {
      history: [
        {
          timestamp: 1694145223,
          sensor_type: 'DS18B20',
          event: { event_type: 'periodic', temperature_sensor_status: 'normal' },
          temperature: -6.7,
        },
      ],
    },
    at(SEP8, { temperature: -6.7 }),
  ),
  c(
    'battery, temperature, humidity',
    '0175640367340104686E',
    { battery: 100, temperature: 30.8, humidity: 55 },
    { battery_pct: 100, temperature: 30.8, humidity: 55 },
  ),
  c(
    'humidity threshold alarm release',
    '84686E00',
    { humidity: 55, event: [{ humidity: 55, humidity_alarm: 'threshold alarm release' }] },
    { humidity: 55, threshold_alarm: false },
  ),
  c(
    'humidity sensor status, display unit',
    'B46801FFEB01',
    { event: [{ humidity_sensor_status: 'out of range' }], temperature_unit: 'fahrenheit' },
    {},
  ),
  c(
    'history, an SHT4X probe: a humidity alarm',
    '20CEC79AFA6402BDFF6E04',
    {
      history: [
        {
          timestamp: 1694145223,
          sensor_type: 'SHT4X',
          event: {
            event_type: 'humidity alarm (threshold or mutation)',
            humidity_sensor_status: 'normal',
            temperature_sensor_status: 'normal',
          },
          temperature: -6.7,
          humidity: 55,
        },
      ],
    },
    at(SEP8, { humidity: 55, temperature: -6.7, threshold_alarm: true }),
  ),
];

const CT_V2 = {
  ch1_sumkwh: 100,
  low_voltage_alarm: { alarm_type: 'low voltage alarm' },
  temperature: 27,
};

const ct101v2: MilesightCase[] = [
  c(
    'README: device information',
    'FF0BFFFF0101FF166746D38802580000FF090100FF0A0101FF0F00',
    {
      device_status: 'on',
      ipso_version: 'v0.1',
      sn: '6746d38802580000',
      hardware_version: 'v1.0',
      firmware_version: 'v1.1',
      lorawan_class: 'Class A',
    },
    {},
  ),
  c('README: total current', '039710270000', { total_current: 100 }, { current_total: 100 }),
  // The README's bytes end with 4 zero bytes the decoder stops at without a word; we warn.
  c(
    'README: current',
    '0498B80B00000000',
    { current: 30 },
    { current: 30 },
    { warnings: ['unknown channel 0x00 0x00 at byte 4: 4 bytes not decoded'] },
  ),
  c('README: current not read', '0498FFFF', { current_sensor_status: 'read failed' }, {}),
  c(
    'README: current alarm',
    '8498B80BD007C40905',
    {
      current_max: 30,
      current_min: 20,
      current: 25,
      current_alarm: {
        current_threshold_alarm: 'yes',
        current_threshold_alarm_release: 'no',
        current_over_range_alarm: 'yes',
        current_over_range_alarm_release: 'no',
      },
    },
    { current: 25, threshold_alarm: true },
  ),
  c('energy, low voltage alarm, temperature', '10631027000013750109670E01', CT_V2, {
    energy: 100000,
    temperature: 27,
  }),
];

const ctEnergy = ct101v2.slice(-1);

const cases: Record<string, readonly MilesightCase[]> = {
  'milesight-iot/em320-th': em320Th,
  'milesight-iot/ts201v2': ts201v2,
  'milesight-iot/ct101': ct101v2,
  'milesight-iot/ct103': ctEnergy,
  'milesight-iot/ct105': ctEnergy,
};

export const milesightCasesV2: Readonly<Record<string, readonly MilesightCase[]>> = cases;

const DECODER: Readonly<Record<string, string>> = {
  'milesight-iot/em320-th': 'em320-th-v2',
  'milesight-iot/ts201v2': 'ts201-v2',
  'milesight-iot/ct101': 'ct101-v2',
  'milesight-iot/ct103': 'ct103-v2',
  'milesight-iot/ct105': 'ct105-v2',
};

/** Each case as the v2 decoder that printed it. */
export const milesightDecoderOutputsV2: readonly CodecOutput[] = Object.entries(cases).flatMap(
  ([model, list]) =>
    list.map(({ name, hex, output }) => ({
      model,
      source: `Milesight-IoT/SensorDecoders e79c9d8b ${DECODER[model]}-decoder.js, ${name}`,
      fPort: 85,
      hex,
      output,
    })),
);
