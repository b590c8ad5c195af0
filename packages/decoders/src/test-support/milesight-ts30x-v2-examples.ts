import type { CodecOutput, ExampleReadings } from './codec-example.ts';
import { c, type MilesightCase } from './milesight-decoder-examples-3-more.ts';

// Milesight TS301 and TS302 on the v2 firmware: what Milesight's own decoders
// (Milesight-IoT/SensorDecoders at e79c9d8b25ec66b6aad34c9240cfaa2ccd1353e3:
// ts-series/ts301-v2/ts301-v2-decoder.js, ts-series/ts302-v2/ts302-v2-decoder.js) print for each
// uplink, run in Node (milesightDeviceDecode) and recorded verbatim. The two folders' README.md are
// the v1 README word for word (their examples are v1 bytes, see milesight-firmware-v2-ts30x.test.ts),
// so every uplink here is bytes built from the v2 decoders' records (timestamp C79AFA64 =
// 1694145223, as the TS201 v2 README's). `readings` are ours ("field@time" for a history record's),
// `warnings` ours. Used by milesight-firmware-v2-ts30x.test.ts and codec-outputs.ts.

const at = (time: string, values: Record<string, number | boolean>): ExampleReadings =>
  Object.fromEntries(Object.entries(values).map(([field, value]) => [`${field}@${time}`, value]));

const SEP8 = '2023-09-08T03:53:43.000Z';

const ts301v2: MilesightCase[] = [
  c(
    'battery, temperature, humidity (03 9A, 0.1 %)',
    '0175640367F100039AC201',
    { battery: 100, temperature: 24.1, humidity: 45 },
    { battery_pct: 100, temperature: 24.1, humidity: 45 },
  ),
  c('contact open', '030001', { magnet: 'open' }, { door_open: true }),
  c(
    'temperature above the threshold: alarm type 0',
    '8367F6FF00',
    {
      temperature: -1,
      temperature_alarm: 'above_threshold_alarm',
      event: [{ temperature: -1, temperature_alarm: 'above_threshold_alarm' }],
    },
    { temperature: -1, threshold_alarm: true },
  ),
  c(
    'its release: alarm type 1',
    '8367F6FF01',
    {
      temperature: -1,
      temperature_alarm: 'above_threshold_alarm_release',
      event: [{ temperature: -1, temperature_alarm: 'above_threshold_alarm_release' }],
    },
    { temperature: -1, threshold_alarm: false },
  ),
  c(
    'humidity below the threshold (83 9A)',
    '839AC20102',
    {
      humidity: 45,
      humidity_alarm: 'below_threshold_alarm',
      event: [{ humidity: 45, humidity_alarm: 'below_threshold_alarm' }],
    },
    { humidity: 45, threshold_alarm: true },
  ),
  c(
    'temperature mutation alarm (93 67, change ÷ 10)',
    '0367F1009367F1000A0008',
    {
      temperature: 24.1,
      temperature_mutation: 1,
      temperature_alarm: 'mutation_alarm',
      event: [{ temperature: 24.1, temperature_alarm: 'mutation_alarm', temperature_mutation: 1 }],
    },
    { temperature: 24.1, sudden_change: true },
  ),
  c(
    'humidity mutation alarm (93 9A)',
    '939AC201640008',
    {
      humidity: 45,
      humidity_mutation: 10,
      humidity_alarm: 'mutation_alarm',
      event: [{ humidity: 45, humidity_alarm: 'mutation_alarm', humidity_mutation: 10 }],
    },
    { humidity: 45, sudden_change: true },
  ),
  c(
    'a humidity release and a temperature mutation: the alarm released, a sudden change',
    '839AC201039367F1000A0008',
    {
      humidity: 45,
      humidity_alarm: 'below_threshold_alarm_release',
      temperature: 24.1,
      temperature_mutation: 1,
      temperature_alarm: 'mutation_alarm',
      event: [
        { humidity: 45, humidity_alarm: 'below_threshold_alarm_release' },
        { temperature: 24.1, temperature_alarm: 'mutation_alarm', temperature_mutation: 1 },
      ],
    },
    { humidity: 45, temperature: 24.1, threshold_alarm: false, sudden_change: true },
  ),
  c(
    'alarm type 9 is "unknown": the value, no alarm, a warning',
    '8367F6FF09',
    {
      temperature: -1,
      temperature_alarm: 'unknown',
      event: [{ temperature: -1, temperature_alarm: 'unknown' }],
    },
    { temperature: -1 },
    { warnings: ['unknown temperature_alarm value 9; not stored'] },
  ),
  c(
    'sensor status: temperature not collected, humidity over range',
    'B36700B39A01',
    { temperature_sensor_status: 'collection_failed', humidity_sensor_status: 'over_range' },
    {},
  ),
  c(
    'history, a temperature probe: humidity -999 (none), periodic',
    '20CEC79AFA64A019FCF100',
    { history: [{ timestamp: 1694145223, temperature: 24.1, temperature_event: 'period_report' }] },
    at(SEP8, { temperature: 24.1 }),
  ),
  c(
    'history, an SHT4X probe: periodic',
    '20CEC79AFA64AAC201F100',
    {
      history: [
        {
          timestamp: 1694145223,
          temperature: 24.1,
          temperature_event: 'period_report',
          humidity: 45,
          humidity_event: 'period_report',
        },
      ],
    },
    at(SEP8, { temperature: 24.1, humidity: 45 }),
  ),
  c(
    'history: temperature above the threshold',
    '20CEC79AFA641019FC2C01',
    { history: [{ timestamp: 1694145223, temperature: 30, temperature_event: 'above_threshold_alarm' }] },
    at(SEP8, { temperature: 30, threshold_alarm: true }),
  ),
  c(
    'history: its release',
    '20CEC79AFA642019FC2C01',
    {
      history: [
        { timestamp: 1694145223, temperature: 30, temperature_event: 'above_threshold_alarm_release' },
      ],
    },
    at(SEP8, { temperature: 30, threshold_alarm: false }),
  ),
  c(
    'history: a temperature mutation (event 9) and a humidity release (event 4)',
    '20CEC79AFA6494C2012C01',
    {
      history: [
        {
          timestamp: 1694145223,
          temperature: 30,
          temperature_event: 'mutation_alarm',
          humidity: 45,
          humidity_event: 'below_threshold_alarm_release',
        },
      ],
    },
    at(SEP8, { temperature: 30, humidity: 45, threshold_alarm: false, sudden_change: true }),
  ),
  c(
    'history: contact open (-1001), its alarm',
    '20CEC79AFA64B019FC17FC',
    { history: [{ timestamp: 1694145223, magnet: 'open', event: 'magnet_alarm' }] },
    at(SEP8, { door_open: true }),
  ),
  c(
    'history: contact closed (-1000), periodic',
    '20CEC79AFA64A019FC18FC',
    { history: [{ timestamp: 1694145223, magnet: 'close', event: 'period_report' }] },
    at(SEP8, { door_open: false }),
  ),
  c(
    'history: temperature over range (-1002)',
    '20CEC79AFA64A019FC16FC',
    { history: [{ timestamp: 1694145223, temperature: 'over_range', temperature_event: 'period_report' }] },
    {},
    { warnings: ['history temperature at 1694145223 over_range; not stored'] },
  ),
  c(
    'probe type and serial number (FF A0)',
    'FFA0020123456789ABCDEF',
    { sensor_type: 'SHT4X', sensor_sn: '0123456789abcdef' },
    {},
  ),
  c(
    'device information',
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
  c('reporting interval reply, minutes', 'FF8E000A00', { report_interval: 10 }, {}),
  c('collection interval reply', 'FF020A00', { collection_interval: 10 }, {}),
  c(
    'history retrieval reply (FD 6B)',
    'FD6BC79AFA64',
    { retrieval_historical_data_by_time: { timestamp: 1694145223 } },
    {},
  ),
];

const ts302v2: MilesightCase[] = [
  c(
    'probe 1 temperature and humidity, probe 2 temperature',
    '0367F100039AC2010467FB00',
    { temperature_chn1: 24.1, humidity_chn1: 45, temperature_chn2: 25.1 },
    { temperature: 24.1, humidity: 45, external_temperature: 25.1 },
  ),
  c(
    'two contacts, one open: door_open',
    '030000040001',
    { magnet_chn1: 'close', magnet_chn2: 'open' },
    { door_open: true },
  ),
  c(
    'probe 2 above the threshold (84 67)',
    '8467F70000',
    {
      temperature_chn2: 24.7,
      temperature_chn2_alarm: 'above_threshold_alarm',
      event: [{ temperature_chn2: 24.7, temperature_chn2_alarm: 'above_threshold_alarm' }],
    },
    { external_temperature: 24.7, threshold_alarm: true },
  ),
  c(
    "probe 2's humidity alarm released (84 9A): no humidity reading of its own",
    '849AC20103',
    {
      humidity_chn2: 45,
      humidity_chn2_alarm: 'below_threshold_alarm_release',
      event: [{ humidity_chn2: 45, humidity_chn2_alarm: 'below_threshold_alarm_release' }],
    },
    { threshold_alarm: false },
  ),
  c(
    'probe 2 temperature mutation (94 67)',
    '9467F7000A0008',
    {
      temperature_chn2: 24.7,
      temperature_chn2_mutation: 1,
      temperature_chn2_alarm: 'mutation_alarm',
      event: [
        { temperature_chn2: 24.7, temperature_chn2_alarm: 'mutation_alarm', temperature_chn2_mutation: 1 },
      ],
    },
    { external_temperature: 24.7, sudden_change: true },
  ),
  c(
    'probe 2 humidity mutation (94 9A)',
    '949AC201640008',
    {
      humidity_chn2: 45,
      humidity_chn2_mutation: 10,
      humidity_chn2_alarm: 'mutation_alarm',
      event: [{ humidity_chn2: 45, humidity_chn2_alarm: 'mutation_alarm', humidity_chn2_mutation: 10 }],
    },
    { sudden_change: true },
  ),
  c(
    'sensor status, listed in event',
    'B46701B39A02',
    {
      event: [
        { temperature_chn2_sensor_status: 'over_range' },
        { humidity_chn1_sensor_status: 'under_range' },
      ],
    },
    {},
  ),
  c(
    'history, probe 1 an SHT4X: periodic',
    '20CEC79AFA64AAC201F100',
    {
      history: [
        {
          timestamp: 1694145223,
          temperature_chn1: 24.1,
          temperature_chn1_event: 'period_report',
          humidity_chn1: 45,
          humidity_chn1_event: 'period_report',
        },
      ],
    },
    at(SEP8, { temperature: 24.1, humidity: 45 }),
  ),
  c(
    'history, probe 2 (21 CE): periodic',
    '21CEC79AFA64A019FCFB00',
    { history: [{ timestamp: 1694145223, temperature_chn2: 25.1, temperature_chn2_event: 'period_report' }] },
    at(SEP8, { external_temperature: 25.1 }),
  ),
  c(
    'history, probe 2 an SHT4X: temperature alarm',
    '21CEC79AFA641AC2012C01',
    {
      history: [
        {
          timestamp: 1694145223,
          temperature_chn2: 30,
          temperature_chn2_event: 'above_threshold_alarm',
          humidity_chn2: 45,
          humidity_chn2_event: 'period_report',
        },
      ],
    },
    at(SEP8, { external_temperature: 30, threshold_alarm: true }),
  ),
  c(
    'history, both probes contacts: one open, at one time',
    '20CEC79AFA64B019FC17FC21CEC79AFA64A019FC18FC',
    {
      history: [
        { timestamp: 1694145223, magnet_chn1: 'open', chn1_event: 'magnet_alarm' },
        { timestamp: 1694145223, magnet_chn2: 'close', chn2_event: 'period_report' },
      ],
    },
    at(SEP8, { door_open: true }),
  ),
  c(
    "history: probe 1's alarm, probe 2's release at one time: the alarm stands",
    '20CEC79AFA641019FC2C0121CEC79AFA642019FCFB00',
    {
      history: [
        { timestamp: 1694145223, temperature_chn1: 30, temperature_chn1_event: 'above_threshold_alarm' },
        {
          timestamp: 1694145223,
          temperature_chn2: 25.1,
          temperature_chn2_event: 'above_threshold_alarm_release',
        },
      ],
    },
    at(SEP8, { temperature: 30, threshold_alarm: true, external_temperature: 25.1 }),
  ),
  c(
    'probe identities (FF A0: 0x1_ probe 2, 0x0_ probe 1)',
    'FFA0120123456789ABCDEFFFA0030123456789ABCDEF',
    {
      sensor_chn2_type: 'SHT4X',
      sensor_chn2_sn: '0123456789abcdef',
      sensor_chn1_type: 'DS18B20',
      sensor_chn1_sn: '0123456789abcdef',
    },
    {},
  ),
];

export const milesightTs30xCasesV2: Readonly<Record<string, readonly MilesightCase[]>> = {
  'milesight-iot/ts301v2': ts301v2,
  'milesight-iot/ts302v2': ts302v2,
};

const DECODER: Readonly<Record<string, string>> = {
  'milesight-iot/ts301v2': 'ts301-v2',
  'milesight-iot/ts302v2': 'ts302-v2',
};

/** Each case as the v2 decoder that printed it. */
export const milesightTs30xOutputsV2: readonly CodecOutput[] = Object.entries(milesightTs30xCasesV2).flatMap(
  ([model, list]) =>
    list.map(({ name, hex, output }) => ({
      model,
      source: `Milesight-IoT/SensorDecoders e79c9d8b ${DECODER[model]}-decoder.js, ${name}`,
      fPort: 85,
      hex,
      output,
    })),
);
