import type { CodecExample } from './codec-example.ts';

// Codec outputs of the KONA Industrial Transceiver, each with its uplink and our readings for the
// bytes: TTN's two codecs for it (TheThingsNetwork/lorawan-devices vendor/tektelic/), run in Node on
// frames built for each frame kind, sign and state, their `data` verbatim (with the `raw` and `port`
// echo of the input they print):
// - decoder_industrial_sensor.js at 68fef5853cf602dab5b6dfb02ee49c01b21ab1dc (T00053xx, T00056xx),
//   its port 10 and 20 decoding run as published (its port-100 table left out);
// - decoder_industrial_transceiver.js at 0a254aaa3adb0237faed50aa34916df1d07cf417 (T00055xx), its
//   port-10 table and engine run as published; it gives t00055xx-codec.yaml's example (62c8acdd,
//   "Output 1 and 2 Uplink") byte for byte, the first below.
// Used by tektelic-more-models-1.test.ts and by apps/server's vendor-codecs-agreement.test.ts
// (codec-outputs.ts).

const SENSOR = 'decoder_industrial_sensor.js 68fef585';
const TRANSCEIVER = 'decoder_industrial_transceiver.js 0a254aaa';
const T53 = 'tektelic/t00053xx-industrial-transceiver';
const T55 = 'tektelic/t00055xx-industrial-transceiver';
const T56 = 'tektelic/t00056xx-industrial-transceiver';

const example = (
  model: string,
  source: string,
  fPort: number,
  hex: string,
  output: Record<string, unknown>,
  readings: CodecExample['readings'],
): CodecExample => ({ model, source, fPort, hex, output, readings });

export const industrialTransceiverExamples: readonly CodecExample[] = [
  example(
    T55,
    `${TRANSCEIVER}, "Output 1 and 2 Uplink" (t00055xx-codec.yaml)`,
    10,
    '010100020101',
    { raw: '[01, 01, 00, 02, 01, 01]', port: '10', change_output_states: { output1: 0, output2: 1 } },
    {},
  ),
  example(
    T55,
    `${TRANSCEIVER}, every frame`,
    10,
    '00FF01680367010304685B050001060200C8070213880804002A0967FF9C',
    {
      raw: '[00, FF, 01, 68, 03, 67, 01, 03, 04, 68, 5B, 05, 00, 01, 06, 02, 00, C8, 07, 02, 13, 88, 08, 04, 00, 2A, 09, 67, FF, 9C]',
      port: '10',
      battery_voltage: 3.6,
      temperature: 25.9,
      relative_humidity: 45.5,
      input_1: 1,
      input_2: 0.0002,
      input_3: 5,
      input_1_count: 42,
      mcu_temperature: -10,
    },
    { battery_mv: 3600, temperature: 25.9, humidity: 45.5, digital_inputs: 1, pulse_count: 42 },
  ),
  example(
    T55,
    `${TRANSCEIVER}, below zero, input 1 low`,
    10,
    '00FF01450367FF9C050000',
    {
      raw: '[00, FF, 01, 45, 03, 67, FF, 9C, 05, 00, 00]',
      port: '10',
      battery_voltage: 3.25,
      temperature: -10,
      input_1: 0,
    },
    { battery_mv: 3250, temperature: -10, digital_inputs: 0 },
  ),
  example(
    T55,
    `${TRANSCEIVER}, output bytes 0xFF and 0x00`,
    10,
    '0101FF020100',
    { raw: '[01, 01, FF, 02, 01, 00]', port: '10', change_output_states: { output1: 255, output2: 0 } },
    {},
  ),
  example(
    T53,
    `${SENSOR}, "Output 1 and 2 Uplink" (t00053xx-codec.yaml's bytes)`,
    10,
    '010100020101',
    { raw: '[1,1,0,2,1,1]', port: 10, output_1: false, output_2: true },
    {},
  ),
  example(
    T53,
    `${SENSOR}, every frame it reads`,
    10,
    '00FF016803670104050001060201F4070213880804002A0967FF9C',
    {
      raw: '[0,255,1,104,3,103,1,4,5,0,1,6,2,1,244,7,2,19,136,8,4,0,42,9,103,255,156]',
      port: 10,
      battery_voltage: 3.6,
      temperature: 26,
      input_1: true,
      input_2: 0.0005,
      input_3: 5,
      input_1_count: 42,
      mcu_temperature: -10,
    },
    { battery_mv: 3600, temperature: 26, digital_inputs: 1, pulse_count: 42 },
  ),
  example(
    T56,
    `${SENSOR}, below zero, input 1 low`,
    10,
    '00FF01450367FF9C050000',
    {
      raw: '[0,255,1,69,3,103,255,156,5,0,0]',
      port: 10,
      battery_voltage: 3.25,
      temperature: -10,
      input_1: false,
    },
    { battery_mv: 3250, temperature: -10, digital_inputs: 0 },
  ),
  example(
    T53,
    `${SENSOR}, port 20: the last fragment (5) of transaction 0`,
    20,
    '85414243',
    {
      raw: '[133,65,66,67]',
      port: 20,
      'serial_payload.done_flag': 1,
      'serial_payload.transaction_id': 0,
      'serial_payload.fragment_no': 5,
      'serial_payload.data': [65, 66, 67],
    },
    {},
  ),
];
