import type { CodecOutput, ExampleReadings } from './codec-example.ts';

// EM300-ZLD, EM300-MLD, WS303, EM310-TILT, EM320-TILT, EM400-MUD / -TLD / -UDL, EM410-RDL, GS301,
// TS101, TS201, WT101, WS201, UC300, UC50x: their vendors' published examples, each with what
// Milesight's own decoder (Milesight-IoT/SensorDecoders <series>/<model>/<model>-decoder.js at
// e79c9d8b25ec66b6aad34c9240cfaa2ccd1353e3, v1.5.49; the UC50x's uc501-decoder.js) gives for its
// bytes, run in Node (milesightDeviceDecode), verbatim: the output a ChirpStack or a The Things
// Stack application running that decoder hands on.
// - "README": that repository's <series>/<model>/README.md examples (where a README prints another
//   name or word than the decoder, the decoder's is kept and the README's noted).
// - "TTN": TheThingsNetwork/lorawan-devices vendor/milesight-iot/<model>-codec.yaml, at the commit
//   given with each model, whose bytes are the decoder's; the EM300-ZLD's two are that yaml's own
//   `output.data`, verbatim. Older TTN codecs name fields differently (noted).
// `readings` are ours ("field@time" for a history record's). Used by milesight-more-models-2.test.ts.

export type MilesightCase = {
  name: string;
  hex: string;
  output: Record<string, unknown>;
  readings: ExampleReadings;
};

const c = (
  name: string,
  hex: string,
  output: Record<string, unknown>,
  readings: ExampleReadings,
): MilesightCase => ({
  name,
  hex,
  output,
  readings,
});

const EM400_README = [
  c(
    'README example 1 (also the TTN example)',
    '01755C0367010104824408050001',
    { battery: 92, temperature: 25.7, distance: 2116, position: 'tilt' },
    { battery_pct: 92, temperature: 25.7, distance_mm: 2116, tilt: true },
  ),
  c(
    'README example 2: both alarms',
    '8367E800018482410601',
    {
      temperature: 23.2,
      temperature_alarm: 'threshold_alarm',
      distance: 1601,
      distance_alarm: 'threshold_alarm',
    },
    { temperature: 23.2, threshold_alarm: true, distance_mm: 1601 },
  ),
  c(
    "README NB-IoT frame's sensor payload",
    '01756403670B0104823B01050001',
    { battery: 100, temperature: 26.7, distance: 315, position: 'tilt' },
    { battery_pct: 100, temperature: 26.7, distance_mm: 315, tilt: true },
  ),
];

const cases: Record<string, MilesightCase[]> = {
  // TTN em300-zld-codec.yaml at e81f65901bc07a4be83ad8a1989a496a348500c2 (names of TTN's codec: `water`).
  'milesight-iot/em300-zld': [
    c(
      'README example 1 (it prints `leakage_status`)',
      '01755C03673401046865050000',
      { battery: 92, temperature: 30.8, humidity: 50.5, leakage_status: 'normal' },
      { battery_pct: 92, temperature: 30.8, humidity: 50.5, leak: false },
    ),
    c(
      'README history example',
      '20CE9E74466310015D01',
      { history: [{ timestamp: 1665561758, temperature: 27.2, humidity: 46.5, leakage_status: 'leak' }] },
      {
        'temperature@2022-10-12T08:02:38.000Z': 27.2,
        'humidity@2022-10-12T08:02:38.000Z': 46.5,
        'leak@2022-10-12T08:02:38.000Z': true,
      },
    ),
    c('TTN example 1', '050000', { water: 'normal' }, { leak: false }),
    c('TTN example 2', '050001', { water: 'leak' }, { leak: true }),
  ],
  // TTN em300-mld-codec.yaml at 62c8acdd7f0f1e43b65a86f6c158d83b3d0cd200.
  'milesight-iot/em300-mld': [
    c(
      'README example (also TTN example 1)',
      '01755C050000',
      { battery: 92, leakage_status: 'normal' },
      { battery_pct: 92, leak: false },
    ),
    c(
      'README history example',
      '20CE9E74466300000001',
      { history: [{ timestamp: 1665561758, leakage_status: 'leak' }] },
      { 'leak@2022-10-12T08:02:38.000Z': true },
    ),
    c(
      'TTN example 2',
      '01755C050001',
      { battery: 92, leakage_status: 'leak' },
      { battery_pct: 92, leak: true },
    ),
  ],
  // TTN ws303-codec.yaml at 62c8acdd7f0f1e43b65a86f6c158d83b3d0cd200.
  'milesight-iot/ws303': [
    c(
      'README example 1',
      '017564030000',
      { battery: 100, leakage_status: 'normal' },
      { battery_pct: 100, leak: false },
    ),
    c(
      'README example 2 (also the TTN example, which calls it `leak_status`)',
      '017564030001',
      { battery: 100, leakage_status: 'leak' },
      { battery_pct: 100, leak: true },
    ),
  ],
  // No TTN example (em310-tilt-codec.yaml at 62c8acdd has none).
  'milesight-iot/em310-tilt': [
    c(
      'README example: every axis triggered',
      '03CF00000000282307',
      {
        angle_x: 0,
        angle_y: 0,
        angle_z: 90,
        threshold_x: 'trigger',
        threshold_y: 'trigger',
        threshold_z: 'trigger',
      },
      { threshold_alarm: true },
    ),
  ],
  // TTN em320-tilt-codec.yaml at f38a5333c73615c9733d972db0f22c45a2ec566e.
  'milesight-iot/em320-tilt': [
    c(
      'README example: Y triggered',
      '01756403D4000001005046',
      {
        battery: 100,
        angle_x: 0,
        angle_y: 0,
        angle_z: 90,
        threshold_x: 'normal',
        threshold_y: 'trigger',
        threshold_z: 'normal',
      },
      { battery_pct: 100, threshold_alarm: true },
    ),
    c(
      'TTN example',
      '01755C03D4000001005046',
      {
        battery: 92,
        angle_x: 0,
        angle_y: 0,
        angle_z: 90,
        threshold_x: 'normal',
        threshold_y: 'trigger',
        threshold_z: 'normal',
      },
      { battery_pct: 92, threshold_alarm: true },
    ),
  ],
  // TTN em400-mud-codec.yaml and em400-tld-codec.yaml at 018c799067335234323122885b083a7bbcc137f1,
  // em400-udl-codec.yaml at 474478cacbdf66818d013d3d28ec592f654f9a61: the README's example 1.
  'milesight-iot/em400-mud': EM400_README,
  'milesight-iot/em400-tld': EM400_README,
  'milesight-iot/em400-udl': EM400_README,
  // TTN em410-rdl-codec.yaml at 9888cde1d76bacbf7254ab8b2fbdcfd4e54715f3 (the README has no sample).
  'milesight-iot/em410-rdl': [
    c(
      'TTN example',
      '0175640367100104822C0105000106C72003',
      { battery: 100, temperature: 27.2, distance: 300, position: 'tilt', radar_signal_rssi: 8 },
      { battery_pct: 100, temperature: 27.2, distance_mm: 300, tilt: true },
    ),
  ],
  // TTN gs301-codec.yaml at 62c8acdd7f0f1e43b65a86f6c158d83b3d0cd200.
  'milesight-iot/gs301': [
    c(
      'README example (also the TTN example)',
      '01756402671C01036864047D0000057D0100',
      { battery: 100, temperature: 28.4, humidity: 50, nh3: 0, h2s: 0.01 },
      { battery_pct: 100, temperature: 28.4, humidity: 50, nh3_ppm: 0, h2s_ppm: 0.01 },
    ),
  ],
  // TTN ts101-codec.yaml at 62c8acdd7f0f1e43b65a86f6c158d83b3d0cd200.
  'milesight-iot/ts101': [
    c(
      'README example (also the TTN example)',
      '01756403670701',
      { battery: 100, temperature: 26.3 },
      { battery_pct: 100, temperature: 26.3 },
    ),
  ],
  // TTN ts201-codec.yaml at 95d7e151686ad389040322a704080d471bde45fe: the README's bytes, with
  // an older codec's words ("Threshold Alarm", `temperature_error`, "Alarm(Threshold or Mutation)").
  'milesight-iot/ts201': [
    c('README example 1 (also TTN)', '03673401', { temperature: 30.8 }, { temperature: 30.8 }),
    c(
      'README example 2: threshold alarm (also TTN)',
      '8367340101',
      { temperature: 30.8, event: [{ temperature: 30.8, temperature_alarm: 'threshold alarm' }] },
      { temperature: 30.8, threshold_alarm: true },
    ),
    c(
      'README example 3: mutation alarm (also TTN)',
      '93673401640002',
      {
        temperature: 30.8,
        event: [{ temperature: 30.8, temperature_mutation: 10, temperature_alarm: 'mutation alarm' }],
      },
      { temperature: 30.8, sudden_change: true },
    ),
    c(
      'README example 4: probe read error (also TTN)',
      'B36700',
      { event: [{ temperature_sensor_status: 'read error' }] },
      {},
    ),
    c(
      'README example 5: history (also TTN; the README prints "Alarm(Threshold or Mutation)", "Success")',
      '20CEC79AFA6402BDFF',
      {
        history: [
          {
            timestamp: 1694145223,
            read_status: 'normal',
            event_type: 'temperature alarm event',
            temperature: -6.7,
          },
        ],
      },
      { 'temperature@2023-09-08T03:53:43.000Z': -6.7, 'threshold_alarm@2023-09-08T03:53:43.000Z': true },
    ),
  ],
  // TTN wt101-codec.yaml at 5c12ba106610398d3a6396a43ca09e433f0ad502.
  'milesight-iot/wt101': [
    c(
      'README sample 1 (also the TTN example): the target is no reading',
      '01756104672C0103670A01059264099000000B900000',
      {
        battery: 97,
        target_temperature: 30,
        temperature: 26.6,
        valve_opening: 100,
        motor_stroke: 0,
        motor_position: 0,
      },
      { battery_pct: 97, temperature: 26.6 },
    ),
    c('README sample 2', '08E50009900802', { motor_calibration_result: 'success', motor_stroke: 520 }, {}),
    c(
      'README sample 3 (it prints `install_status`)',
      '060000',
      { tamper_status: 'installed' },
      { tamper: false },
    ),
    c('README sample 4', '070001', { window_detection: 'open' }, {}),
    c('README sample 5', '08E501', { motor_calibration_result: 'fail: out of range' }, {}),
    c('README sample 6', '0A0001', { freeze_protection: 'triggered' }, {}),
  ],
  // TTN ws201-codec.yaml at 1d6e76fccf6300c820dc9d19c41a3e644872ef34.
  'milesight-iot/ws201': [
    c(
      'README example (also the TTN example)',
      '01756403823E0004D645',
      { battery: 100, distance: 62, remaining: 69 },
      { battery_pct: 100, distance_mm: 62, fill_level_pct: 69 },
    ),
  ],
  // TTN uc300-codec.yaml at f541435d6688595d4cf8e261e520be40abae1c3b.
  'milesight-iot/uc300': [
    c(
      'README example 1: inputs 1-2 count pulses (bit 0), 3-4 off; outputs on',
      '03C80A00000004C814000000050000060000070101080101',
      {
        gpio_counter_1: 10,
        gpio_counter_2: 20,
        gpio_input_3: 'off',
        gpio_input_4: 'off',
        gpio_output_1: 'on',
        gpio_output_2: 'on',
      },
      { pulse_count: 10, digital_inputs: 0, digital_outputs: 3 },
    ),
    c('README example 2: currents (mA)', '0B02900100000C0290010000', { adc_1: 4, adc_2: 4 }, {}),
    c('README example 3: voltages', '0D02480100000E0249010000', { adv_1: 3.28, adv_2: 3.29 }, {}),
    c(
      'README example 4: the PT100 probes',
      '096702010A670201',
      { pt100_1: 25.8, pt100_2: 25.8 },
      { temperature: 25.8, external_temperature: 25.8 },
    ),
    c(
      'README example 6: voltage statistics (the README prints the unrounded halves, e.g. 3.279296875)',
      '0DE28F425C428F428D420EE29442664294429342',
      {
        adv_1: 3.28,
        adv_1_max: 3.18,
        adv_1_min: 3.28,
        adv_1_avg: 3.28,
        adv_2: 3.29,
        adv_2_max: 3.2,
        adv_2_min: 3.29,
        adv_2_avg: 3.29,
      },
      {},
    ),
    c(
      "README Modbus example's first four records",
      'FF190002020B00FF190102020200FF190202020D00FF190302026100',
      { modbus_chn_1: 11, modbus_chn_2: 2, modbus_chn_3: 13, modbus_chn_4: 97 },
      {},
    ),
    c(
      'TTN example 1 (its codec says pulse_count_1, digital_input_2 ...): input 4 and output 2 on',
      '03C816000000040000050000060001070100080101',
      {
        gpio_counter_1: 22,
        gpio_input_2: 'off',
        gpio_input_3: 'off',
        gpio_input_4: 'on',
        gpio_output_1: 'off',
        gpio_output_2: 'on',
      },
      { pulse_count: 22, digital_inputs: 8, digital_outputs: 2 },
    ),
  ],
  // TTN uc50x-codec.yaml at 62c8acdd7f0f1e43b65a86f6c158d83b3d0cd200. The uc501 README prints an
  // older decoder's names (gpio_1 "high", adc_1): the decoder's gpio_input_1 "on", analog_input_1.
  'milesight-iot/uc50x': [
    c('README example 1', '017564', { battery: 100 }, { battery_pct: 100 }),
    c('README example 2: one GPIO only, so no digital_inputs', '030001', { gpio_input_1: 'on' }, {}),
    c('README example 3', '03C870170000', { gpio_counter_1: 6000 }, { pulse_count: 6000 }),
    c(
      'README example 4',
      '0502983A000000000000',
      { analog_input_1: 15, analog_input_1_min: 0, analog_input_1_max: 0, analog_input_1_avg: 0 },
      {},
    ),
    c('README example 5', 'FF0E092610270000', { modbus_chn_3: 10000 }, {}),
    c('README example 6', 'FF1507', { modbus_chn_1_alarm: 'read error' }, {}),
    c(
      'README example 7: SDI-12',
      '08DB02612B312E362B302B32352E370D0A00000000000000000000000000000000000000000000',
      { sdi12_3: 'a+1.6+0+25.7\r\n' },
      {},
    ),
    c('TTN example 1 (its codec prints gpio_2: on)', '040101', { gpio_output_2: 'on' }, {}),
  ],
};

export const milesightCases: Readonly<Record<string, readonly MilesightCase[]>> = cases;

const DECODERS = 'Milesight-IoT/SensorDecoders e79c9d8b';

/** Each case as its decoder's output; the EM300-ZLD's TTN examples as that codec's. */
export const milesightDecoderOutputs: readonly CodecOutput[] = Object.entries(cases).flatMap(
  ([model, list]) =>
    list.map(({ name, hex, output }) => ({
      model,
      source:
        model === 'milesight-iot/em300-zld' && name.startsWith('TTN')
          ? `em300-zld-codec.yaml e81f6590, ${name}`
          : `${DECODERS}, ${name}`,
      fPort: 85,
      hex,
      output,
    })),
);
