import type { CodecExample } from './codec-example.ts';

// Tektelic (vendor/tektelic/<codec>-codec.yaml, at the commit named with each): the examples'
// bytes and `output.data`, with the `port` and `raw` echo of the input some of them print. All on
// port 10. Used by tektelic.test.ts.

const tektelic = (
  model: string,
  source: string,
  hex: string,
  output: Record<string, unknown>,
  readings: CodecExample['readings'],
  warnings?: string[],
): CodecExample => ({ model, source, fPort: 10, hex, output, readings, ...(warnings ? { warnings } : {}) });

export const tektelicTtnExamples: readonly CodecExample[] = [
  tektelic(
    'tektelic/t00061xx-vivid',
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
  tektelic(
    'tektelic/t00061xx-vivid',
    't00061xx-codec.yaml 5108db3b, "Motion Event Uplink"',
    '0A00FF',
    { motion_event_state: 255, port: '10', raw: '[0A, 00, FF]' },
    { motion: true },
  ),
  // The light detector sends 0x00 (dark) or 0xFF (bright); the example's 0x01 is neither, and
  // light_detected is no reading of ours either way.
  tektelic(
    'tektelic/t00061xx-comfort',
    't00061xx-codec.yaml 5108db3b, "Light Detection Uplink"',
    '020001',
    { light_detected: 1, port: '10', raw: '[02, 00, 01]' },
    {},
    ['unknown light detected value 1; not stored'],
  ),
  tektelic(
    'tektelic/t00048xx-smart-room-pir',
    't00048xx-codec.yaml 03f624e4, "Periodic uplink"',
    '0367000A046828',
    { ambient_temperature: 1, relative_humidity: 20 },
    { temperature: 1, humidity: 20 },
  ),
  tektelic(
    'tektelic/t000489x-smart-room-base',
    't000489x-codec.yaml 2084899a, "Periodic uplink"',
    '0367000A046828',
    { ambient_temperature: 1, relative_humidity: 20 },
    { temperature: 1, humidity: 20 },
  ),
  tektelic(
    'tektelic/t00078xx-smart-room-sensor-co2',
    't00078xx-codec.yaml 4e2f320f, "Ambient Temperature and Motion Event Count"',
    '0367FFCC0D040002',
    {
      ambient_temperature: -5.2,
      motion_event_count: 2,
      port: '10',
      raw: '[03, 67, FF, CC, 0D, 04, 00, 02]',
    },
    { temperature: -5.2 },
  ),
  tektelic(
    'tektelic/t00059xx-kiwi',
    't00059xx-codec.yaml 02d747b4, "All metrics"',
    '0104056E0202035C09650D570B6700AD0B68A5',
    {
      ambient_temperature: 17.3,
      input1_frequency: 1390,
      input2_voltage: 860,
      light_intensity: 3415,
      port: '10',
      raw: '[01, 04, 05, 6E, 02, 02, 03, 5C, 09, 65, 0D, 57, 0B, 67, 00, AD, 0B, 68, A5]',
      relative_humidity: 82.5,
    },
    { soil_temperature: 17, illuminance: 3415, temperature: 17.3, humidity: 82.5 },
  ),
];
