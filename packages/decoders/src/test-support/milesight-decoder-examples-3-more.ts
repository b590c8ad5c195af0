import type { ExampleReadings } from './codec-example.ts';

// EM300-CL, CT103, CT105, WS136 and WS156 cases of milesight-decoder-examples-3.ts (where
// their sources are named), and the case shape both files use.

export type MilesightCase = {
  name: string;
  hex: string;
  output: Record<string, unknown>;
  readings: ExampleReadings;
  ours?: Record<string, unknown>;
  warnings?: readonly string[];
};

type Extra = Pick<MilesightCase, 'ours' | 'warnings'>;

export const c = (
  name: string,
  hex: string,
  output: Record<string, unknown>,
  readings: ExampleReadings,
  extra: Extra = {},
): MilesightCase => ({ name, hex, output, readings, ...extra });

const CT_INFO = {
  device_status: 'on',
  ipso_version: 'v0.1',
  sn: '6746d38802580000',
  hardware_version: 'v1.0',
  firmware_version: 'v1.1',
  lorawan_class: 'Class A',
};
const CT_ALARM = {
  current_max: 30,
  current_min: 20,
  current: 25,
  current_alarm: {
    current_threshold_alarm: 'yes',
    current_threshold_alarm_release: 'no',
    current_over_range_alarm: 'yes',
    current_over_range_alarm_release: 'no',
  },
};

/**
 * The CT103 and CT105 READMEs' examples (the same bytes; the CT105's prints hardware_version "v1.1"
 * for ff 09 01 00, which its decoder prints "v1.0"), and their TTN example.
 */
const ctCases = (readme: string): MilesightCase[] => [
  c(`${readme}: device information`, 'FF0BFFFF0101FF166746D38802580000FF090100FF0A0101FF0F00', CT_INFO, {}),
  c(`${readme}: total current`, '039710270000', { total_current: 100 }, { current_total: 100 }),
  c(
    `${readme}: current (its 4 bytes after the record stop the decoder)`,
    '0498B80B00000000',
    { current: 30 },
    { current: 30 },
    { warnings: ['unknown channel 0x00 0x00 at byte 4: 4 bytes not decoded'] },
  ),
  c(`${readme}: read failure`, '0498FFFF', { current_sensor_status: 'read failed' }, {}),
  c(`${readme}: current alarm`, '8498B80BD007C40905', CT_ALARM, { current: 25, threshold_alarm: true }),
  c('TTN example', '8498B80BD007C40905', CT_ALARM, { current: 25, threshold_alarm: true }),
];

export const milesightCases3More: Record<string, MilesightCase[]> = {
  'milesight-iot/em300-cl': [
    c('README example 1', '01756403ED00', { battery: 100, liquid: 'uncalibrated' }, { battery_pct: 100 }),
    c('README example 2', '03ED01', { liquid: 'full' }, { threshold_alarm: false }),
    c('README example 3', '03ED02', { liquid: 'critical liquid level alert' }, { threshold_alarm: true }),
    c('README example 4', '03EDFF', { liquid: 'error' }, {}),
    c(
      'README example 5',
      '83ED0100',
      { liquid: 'full', liquid_alarm: 'critical liquid level alarm release' },
      { threshold_alarm: false },
    ),
    c(
      'README example 6',
      '83ED0201',
      { liquid: 'critical liquid level alert', liquid_alarm: 'critical liquid level alarm' },
      { threshold_alarm: true },
    ),
    c('README example 7 (its table says calibrate_result)', '04EE01', { calibration_result: 'success' }, {}),
    c('README example 8', '04EE00', { calibration_result: 'failed' }, {}),
    c(
      'replies: reporting and collection intervals (minutes)',
      'FF8E000A00FFBB000500',
      { report_interval: 10, collection_interval: 5 },
      {},
    ),
    c(
      'replies: capacitor query, calibrate',
      'FFBE01FF62FF',
      { query_capacitor_value: 'yes', calibrate: 'yes' },
      {},
      { ours: { query_capacitor_value: 'yes', calibrate: 255 } },
    ),
    c(
      'capacitor reply, then a liquid state the decoder has no word for',
      'FFBF00F4010A0DF401000003ED05',
      { capacitor_config: { c1: 5, c2: 33.38, delta: 5 }, liquid: 'unknown' },
      {},
      { warnings: ['unknown liquid value 5; not stored'] },
    ),
  ],
  'milesight-iot/ct103': ctCases('README'),
  'milesight-iot/ct105': ctCases('README'),
  // ws136-decoder.js and ws156-decoder.js also print button_<id>_msgid, a random number: left out.
  'milesight-iot/ws136': [
    c(
      'README example (ff 2e is no record of this decoder: it stops there)',
      '017510FF2E01',
      { battery: 16 },
      { battery_pct: 16 },
      { warnings: ['unknown channel 0xFF 0x2E at byte 3: 3 bytes not decoded'] },
    ),
    c(
      'button 1',
      '017564FF34010000',
      { battery: 100, button_1: 1, button_1_d2d: 0 },
      { battery_pct: 100, button: true },
    ),
    c(
      'button 3 sends D2D command 0x03E8',
      'FF3403E803017550',
      { button_3: 1, button_3_d2d: 1000, battery: 80 },
      { button: true, battery_pct: 80 },
    ),
    c(
      'TTN example (the button id alone)',
      'FF3401',
      { button: 1 },
      { button: true },
      { ours: { button_1: 1 } },
    ),
  ],
  'milesight-iot/ws156': [
    c('button 6', 'FF34060100', { button_6: 1, button_6_d2d: 1 }, { button: true }),
    c(
      'button 2, then the battery',
      'FF34020000017532',
      { button_2: 1, button_2_d2d: 0, battery: 50 },
      { button: true, battery_pct: 50 },
    ),
  ],
};
