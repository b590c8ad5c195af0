import type { CodecOutput, ExampleReadings } from './codec-example.ts';
import { c, type MilesightCase } from './milesight-decoder-examples-3-more.ts';

// AM102L, AM103L, AM307L, AM319L, AM319-HCHO-IR, AM319-O3, AM319L-O3: what Milesight's own decoder
// (Milesight-IoT/SensorDecoders am-series/<model>/<model>-decoder.js at
// e79c9d8b25ec66b6aad34c9240cfaa2ccd1353e3, v1.5.49; the AM319L's is am319l-hcho-ir) prints for
// each uplink, run in Node (milesightDeviceDecode) and recorded verbatim. "README" cases are that
// repository's <series>/<model>/README.md examples; the others are bytes built from the decoder's
// records. "TTN" cases are TheThingsNetwork/lorawan-devices vendor/milesight-iot/<model>-codec.yaml
// examples (commit in TTN below), their `output.data` verbatim. `readings` are ours ("field@time"
// for a history record's); `ours` is what our fields are where they are not the codec's output
// (settings replies are kept raw: milesight-replies.ts; the AM307L keeps TTN's names, as the
// AM307), and `warnings` ours. Used by milesight-more-models-4.test.ts and codec-outputs.ts.

const T0 = '2024-03-16T18:12:16.000Z';
const T1 = '2024-03-16T18:13:16.000Z';
const at = (time: string, values: Record<string, number | boolean>): ExampleReadings =>
  Object.fromEntries(Object.entries(values).map(([field, value]) => [`${field}@${time}`, value]));

/** The TTN device repository's codec for each model, at the commit its examples were read. */
const TTN: Readonly<Record<string, string>> = {
  'milesight-iot/am102l': 'am102l-codec.yaml 9888cde1',
  'milesight-iot/am103l': 'am103l-codec.yaml 27d8ce26',
  'milesight-iot/am307l': 'am307l-codec.yaml 27d8ce26',
  'milesight-iot/am319l': 'am319l-codec.yaml 15521751',
};

const AM_README = '0367EE0004687C05000106CB02077DA803087D250009736627';
const AM_README_OUTPUT = {
  temperature: 23.8,
  humidity: 62,
  pir: 'trigger',
  light_level: 2,
  co2: 936,
  tvoc: 0.37,
  pressure: 1008.6,
};
const AM_README_READINGS = {
  temperature: 23.8,
  humidity: 62,
  motion: true,
  light_level: 2,
  co2: 936,
  tvoc_level: 0.37,
  pressure: 1008.6,
};
const PM = { pm2_5: 32, pm10: 48 };
const AM319_README = c(
  'README example',
  `${AM_README}0A7D07000B7D20000C7D3000`,
  { ...AM_README_OUTPUT, hcho: 0.07, ...PM },
  { ...AM_README_READINGS, hcho: 0.07, ...PM },
);
const O3_README = c(
  'README example',
  `${AM_README}0B7D20000C7D3000`,
  { ...AM_README_OUTPUT, ...PM },
  { ...AM_README_READINGS, ...PM },
);
/** A 21 CE history record (TVOC in µg/m³) of the AM319 family, its last word HCHO or O3. */
const HISTORY_21CE = {
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
};
const HISTORY_21CE_READINGS = {
  temperature: -1,
  humidity: 60,
  motion: false,
  light_level: 5,
  co2: 400,
  tvoc_ugm3: 150,
  pressure: 999.8,
  pm2_5: 47,
  pm10: 63,
};
/** The same 20 CE record (TVOC as the IAQ level), its last word HCHO or O3. */
const HISTORY_20CE = {
  timestamp: 1710612736,
  temperature: 28,
  humidity: 60,
  pir: 'trigger',
  light_level: 2,
  co2: 1000,
  tvoc: 0.37,
  pressure: 1008.6,
  ...PM,
};
const HISTORY_20CE_READINGS = {
  temperature: 28,
  humidity: 60,
  motion: true,
  light_level: 2,
  co2: 1000,
  tvoc_level: 0.37,
  pressure: 1008.6,
  ...PM,
};
const HISTORY_21CE_HEX = '21CE3CE1F565F6FF78000005900196000E272F003F00';
const AM_SCHEDULE = { start_time: 0, end_time: 24, report_interval: 300, collection_interval: 10 };

const cases: Record<string, MilesightCase[]> = {
  'milesight-iot/am102l': [
    c(
      'README example',
      '0175640367180104686D',
      { battery: 100, temperature: 28, humidity: 54.5 },
      { battery_pct: 100, temperature: 28, humidity: 54.5 },
    ),
    c(
      'TTN example',
      '0175640367180104686D',
      { battery: 100, temperature: 28, humidity: 54.5 },
      { battery_pct: 100, temperature: 28, humidity: 54.5 },
    ),
    c(
      'history',
      '20CE00E1F565180178',
      { history: [{ timestamp: 1710612736, temperature: 28, humidity: 60 }] },
      at(T0, { temperature: 28, humidity: 60 }),
    ),
    c(
      'replies: reporting interval, schedule, sensors',
      'FF03B004FF3A0100F02C010A0AFF180003',
      {
        report_interval: 1200,
        report_schedule_config: [AM_SCHEDULE],
        sensor_enable: { temperature: 'enable', humidity: 'enable' },
      },
      {},
    ),
  ],
  'milesight-iot/am103l': [
    c(
      'README example',
      '0175640367180104686D077DC501',
      { battery: 100, temperature: 28, humidity: 54.5, co2: 453 },
      { battery_pct: 100, temperature: 28, humidity: 54.5, co2: 453 },
    ),
    c(
      'TTN example',
      '01755C03673401046865077DE704',
      { battery: 92, temperature: 30.8, humidity: 50.5, co2: 1255 },
      { battery_pct: 92, temperature: 30.8, humidity: 50.5, co2: 1255 },
    ),
    c(
      'schedule with CO2 interval, sensors, history',
      'FF3A0100F02C01050AFF18001320CE00E1F5651801789001',
      {
        report_schedule_config: [{ ...AM_SCHEDULE, co2_collection_interval: 5 }],
        sensor_enable: { temperature: 'enable', humidity: 'enable', co2: 'enable' },
        history: [{ timestamp: 1710612736, temperature: 28, humidity: 60, co2: 400 }],
      },
      at(T0, { temperature: 28, humidity: 60, co2: 400 }),
    ),
  ],
  'milesight-iot/am307l': [
    c('README example', AM_README, AM_README_OUTPUT, AM_README_READINGS, {
      ours: { ...AM_README_OUTPUT, tvoc: 37 },
    }),
    c(
      'TTN example 1 (05 6A, the AM100 activity count, stops the codec)',
      '01755C03673401046865056A4900',
      { battery: 92, temperature: 30.8, humidity: 50.5 },
      { battery_pct: 92, temperature: 30.8, humidity: 50.5 },
      { warnings: ['PIR activity count 73 (record 05 6A) is not decoded'] },
    ),
    c(
      'TTN example 2',
      '077DE704087D070009733F27',
      { co2: 1255, tvoc: 7, pressure: 1004.7 },
      { co2: 1255, tvoc_level: 0.07, pressure: 1004.7 },
    ),
    c(
      'replies: buzzer, history; buzzer off',
      'FF3E01FF68010E0100',
      { buzzer_enable: 'enable', history_enable: 'enable', buzzer_status: 'off' },
      {},
      { ours: { buzzer_enable: 1, history_enable: 1, beep: 'no' } },
    ),
    c(
      'history, TVOC as IAQ level (20 CE)',
      '20CE00E1F565180178000102E80325006627',
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
      }),
    ),
  ],
  'milesight-iot/am319l': [
    AM319_README,
    c(
      "TTN example (the yaml's names are the older AM319 codec's; its am319l.js prints Milesight's)",
      '0367340104686505000106CB02077DA803087D2500097366270A7D04000B7D20000C7D3000',
      {
        temperature: 30.8,
        humidity: 50.5,
        activity: 'trigger',
        light_level: 2,
        co2: 936,
        tvoc: 37,
        pressure: 1008.6,
        hcho: 0.04,
        'pm2.5': 32,
        pm10: 48,
      },
      { ...AM_README_READINGS, temperature: 30.8, humidity: 50.5, hcho: 0.04, ...PM },
      {
        ours: {
          temperature: 30.8,
          humidity: 50.5,
          pir: 'trigger',
          light_level: 2,
          co2: 936,
          tvoc: 0.37,
          pressure: 1008.6,
          hcho: 0.04,
          ...PM,
        },
      },
    ),
    // A 20 CE record: TTN's example prints the older codec's raw TVOC word (37), so a network
    // server's `tvoc` of this model is read as that level, and a 21 CE mass would be misread.
    c(
      'history, TVOC as IAQ level (20 CE), HCHO last',
      '20CE00E1F565180178000102E80325006627200030000700',
      { history: [{ ...HISTORY_20CE, hcho: 0.07 }] },
      at(T0, { ...HISTORY_20CE_READINGS, hcho: 0.07 }),
    ),
    c(
      'CO2 ABC calibration reply (the enable byte)',
      'FF3901',
      { co2_abc_calibration_enable: 'enable' },
      {},
      { ours: { co2_abc_calibration_enable: 1 } },
    ),
  ],
  'milesight-iot/am319-hcho-ir': [
    AM319_README,
    c(
      'screen reply',
      'FF2D01',
      { screen_display_enable: 'enable' },
      {},
      { ours: { screen_display_enable: 1 } },
    ),
  ],
  'milesight-iot/am319-o3': [
    O3_README,
    c('ozone, buzzer on', '0D7D0F000E0101', { o3: 0.15, buzzer_status: 'on' }, { o3_ppm: 0.15 }),
    c(
      'history, TVOC as IAQ level (20 CE), O3 last',
      '20CE00E1F565180178000102E80325006627200030000F00',
      { history: [{ ...HISTORY_20CE, o3: 0.15 }] },
      at(T0, { ...HISTORY_20CE_READINGS, o3_ppm: 0.15 }),
    ),
  ],
  'milesight-iot/am319l-o3': [
    O3_README,
    c(
      'history, TVOC in µg/m³ (21 CE), O3 last',
      `${HISTORY_21CE_HEX}0500`,
      { history: [{ ...HISTORY_21CE, o3: 0.05 }] },
      at(T1, { ...HISTORY_21CE_READINGS, o3_ppm: 0.05 }),
    ),
  ],
};

export const milesightCases4: Readonly<Record<string, readonly MilesightCase[]>> = cases;

const DECODERS = 'Milesight-IoT/SensorDecoders e79c9d8b';

/** Each case as the codec that printed it: Milesight's decoder, or TTN's for a "TTN" case. */
export const milesightDecoderOutputs4: readonly CodecOutput[] = Object.entries(cases).flatMap(
  ([model, list]) =>
    list.map(({ name, hex, output }) => ({
      model,
      source: name.startsWith('TTN') ? `${TTN[model]}, ${name}` : `${DECODERS}, ${name}`,
      fPort: 85,
      hex,
      output,
    })),
);
