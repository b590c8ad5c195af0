import type { CodecExample } from './codec-example.ts';

// Vendor outputs for the Kona Smart Room Sensor's Home editions and its third generation
// (tektelic/t000489x-home-base, t00048xx-home-pir, t00061xx-smart-room-base-gen3,
// t00061xx-smart-room-pir-gen3), each with its uplink and our readings for the bytes. All port 10.
// Used by tektelic-more-models-2.test.ts.
//
// - TTN's codec of the Home editions, decoder_smart_room_sensor_pir_base.js (TheThingsNetwork/
//   lorawan-devices vendor/tektelic/ at 0a254aaa3adb0237faed50aa34916df1d07cf417), its port-10
//   table and engine run in Node on frames built for each state and sign: `data` verbatim;
// - t00048xx-codec.yaml (03f624e4) and t00061xx-codec.yaml (5108db3b) examples, `output.data`
//   verbatim (with the `port` and `raw` echo of the input some print);
// - Tektelic's comfort-vivid v2.2 and v3.1 converters (TektelicCommunications/data-converters
//   "LoRa Alliance Payload Codec 1.0.0/comfort-vivid/" at 39edfa077214c0c7ed50afb5416d4ae461c2882f),
//   run in Node (decodeUplink({ bytes, fPort: 10 })): `data` verbatim, less its `raw` and `fPort`
//   echo; these print numbers as strings and states as words.

const PIR_BASE = 'decoder_smart_room_sensor_pir_base.js 0a254aaa';
const HOME_BASE = 'tektelic/t000489x-home-base';
const HOME_PIR = 'tektelic/t00048xx-home-pir';
const BASE_GEN3 = 'tektelic/t00061xx-smart-room-base-gen3';
const PIR_GEN3 = 'tektelic/t00061xx-smart-room-pir-gen3';

const example = (
  model: string,
  source: string,
  hex: string,
  output: Record<string, unknown>,
  readings: CodecExample['readings'],
): CodecExample => ({ model, source, fPort: 10, hex, output, readings });

/** TTN codec outputs whose field names are all ours: compared field for field. */
export const konaHomeGen3TtnExamples: readonly CodecExample[] = [
  example(
    HOME_BASE,
    `${PIR_BASE}, battery, door open, cold, moisture dry, MCU temperature`,
    '00FF01680100FF0367FFEC0468500900000B670104',
    {
      battery_voltage: 3.6,
      reed_state: 255,
      ambient_temperature: -2,
      relative_humidity: 40,
      moisture: 0,
      mcu_temperature: 26,
    },
    { battery_mv: 3600, door_open: true, temperature: -2, humidity: 40, leak: false },
  ),
  example(
    HOME_BASE,
    `${PIR_BASE}, leak, door closed, reed count, low battery`,
    '0900FF0100000804000500FF0122',
    { moisture: 255, reed_state: 0, reed_count: 5, battery_voltage: 2.9 },
    { leak: true, door_open: false, battery_mv: 2900 },
  ),
  example(
    HOME_BASE,
    't00048xx-codec.yaml 03f624e4, "Periodic uplink"',
    '0367000A046828',
    { ambient_temperature: 1, relative_humidity: 20 },
    { temperature: 1, humidity: 20 },
  ),
  example(
    HOME_PIR,
    `${PIR_BASE}, motion, motion count, temperature, humidity`,
    '0A00FF0D0400030367010E046876',
    { motion_event_state: 255, motion_event_count: 3, ambient_temperature: 27, relative_humidity: 59 },
    { motion: true, temperature: 27, humidity: 59 },
  ),
  example(
    HOME_PIR,
    `${PIR_BASE}, door closed, no motion`,
    '0100000A0000',
    { reed_state: 0, motion_event_state: 0 },
    { door_open: false, motion: false },
  ),
  example(
    HOME_PIR,
    't00048xx-codec.yaml 03f624e4, "Periodic uplink"',
    '0367000A046828',
    { ambient_temperature: 1, relative_humidity: 20 },
    { temperature: 1, humidity: 20 },
  ),
  example(
    PIR_GEN3,
    't00061xx-codec.yaml 5108db3b, "Temperature & Humidity Uplink"',
    '0367012604683300BA0BD1',
    {
      ambient_temperature: 29.4,
      battery_voltage: 3.025,
      port: '10',
      raw: '[03, 67, 01, 26, 04, 68, 33, 00, BA, 0B, D1]',
      relative_humidity: 25.5,
    },
    { temperature: 29.4, humidity: 25.5, battery_mv: 3025 },
  ),
  example(
    PIR_GEN3,
    't00061xx-codec.yaml 5108db3b, "Motion Event Uplink"',
    '0A00FF',
    { motion_event_state: 255, port: '10', raw: '[0A, 00, FF]' },
    { motion: true },
  ),
  example(
    BASE_GEN3,
    't00061xx-codec.yaml 5108db3b, "Temperature & Humidity Uplink"',
    '0367012604683300BA0BD1',
    {
      ambient_temperature: 29.4,
      battery_voltage: 3.025,
      port: '10',
      raw: '[03, 67, 01, 26, 04, 68, 33, 00, BA, 0B, D1]',
      relative_humidity: 25.5,
    },
    { temperature: 29.4, humidity: 25.5, battery_mv: 3025 },
  ),
];

/** A Tektelic converter's output: numbers as strings, states as words. */
export type ConverterExample = {
  model: string;
  converter: 'comfort-vivid-v2.2' | 'comfort-vivid-v3.1';
  hex: string;
  output: Readonly<Record<string, unknown>>;
  readings: CodecExample['readings'];
};

export const gen3ConverterExamples: readonly ConverterExample[] = [
  {
    model: BASE_GEN3,
    converter: 'comfort-vivid-v2.2',
    hex: '00FF01680100FF0367FFEC0468500900000B670104',
    output: {
      battery_voltage: '3.60',
      reed_state: 'On',
      ambient_temperature: '-2.0',
      relative_humidity: '40.0',
      moisture: 'Dry',
      mcu_temperature: '26.0',
    },
    readings: { battery_mv: 3600, door_open: true, temperature: -2, humidity: 40, leak: false },
  },
  {
    model: BASE_GEN3,
    converter: 'comfort-vivid-v2.2',
    hex: '0900FF0100000804000500FF0122',
    output: { moisture: 'Wet', reed_state: 'Off', reed_count: 5, battery_voltage: '2.90' },
    readings: { leak: true, door_open: false, battery_mv: 2900 },
  },
  {
    model: BASE_GEN3,
    converter: 'comfort-vivid-v3.1',
    hex: '00BA0BB80100000367FFEC046850',
    output: {
      battery_voltage: '3.000',
      hall_effect_state: 'Magnet Present',
      ambient_temperature: '-2.0',
      relative_humidity: '40.0',
    },
    readings: { battery_mv: 3000, door_open: false, temperature: -2, humidity: 40 },
  },
  {
    model: PIR_GEN3,
    converter: 'comfort-vivid-v2.2',
    hex: '0A00FF0D0400030367010E046876',
    output: {
      motion_event_state: 'Detected',
      motion_event_count: 3,
      ambient_temperature: '27.0',
      relative_humidity: '59.0',
    },
    readings: { motion: true, temperature: 27, humidity: 59 },
  },
  {
    model: PIR_GEN3,
    converter: 'comfort-vivid-v3.1',
    hex: '0A00000D0400000367010E046876',
    output: {
      motion_event_state: 'None',
      motion_event_count: 0,
      ambient_temperature: '27.0',
      relative_humidity: '59.0',
    },
    readings: { motion: false, temperature: 27, humidity: 59 },
  },
  {
    model: PIR_GEN3,
    converter: 'comfort-vivid-v3.1',
    hex: '00BA0BB80100FF0A00FF0D040002',
    output: {
      battery_voltage: '3.000',
      hall_effect_state: 'Magnet Absent',
      motion_event_state: 'Detected',
      motion_event_count: 2,
    },
    readings: { battery_mv: 3000, door_open: true, motion: true },
  },
  {
    model: PIR_GEN3,
    converter: 'comfort-vivid-v2.2',
    hex: '0200FF100240050203E807710064FF9C03E80C00FF',
    output: {
      light_detected: 'Bright',
      light_intensity: 64,
      acceleration_magnitude: '1.000',
      acceleration: { x: '0.100', y: '-0.100', z: '1.000' },
      impact_alarm: 'On',
    },
    readings: {},
  },
];
