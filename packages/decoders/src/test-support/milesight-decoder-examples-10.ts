import type { CodecOutput, ExampleReadings } from './codec-example.ts';

// WT201 v2 and WT211: what Milesight's own decoders (Milesight-IoT/SensorDecoders at
// e79c9d8b25ec66b6aad34c9240cfaa2ccd1353e3: wt-series/wt201-v2/wt201-v2-decoder.js and
// wt-series/wt211/wt211-decoder.js, the same file but for RAW_VALUE, 1 in the WT201 v2's and 0 in
// the WT211's) print for each uplink, run in Node (milesightDeviceDecode) and recorded verbatim
// (JSON, so a key the decoder sets to undefined is absent). Neither README.md nor codec.json has
// an example uplink ("bytes" is empty), so the frames are built from the records of the decoder
// (channel, type, the lengths it steps over) and the README's table of them: the same bytes for
// both models. `readings` are ours ("field@time" for a history record's), `ours` is what our
// fields are where they are not the decoder's output (milesight-more-models-9.test.ts says why),
// `warnings` ours. Used by milesight-more-models-9.test.ts, fuzz-seeds.ts and codec-outputs.ts.

export type VendorOutputCase = {
  name: string;
  hex: string;
  output: Record<string, unknown>;
  readings: ExampleReadings;
  ours?: Record<string, unknown>;
  warnings?: readonly string[];
};

const wt201v2: VendorOutputCase[] = [
  {
    name: 'device information after a join (ff 0b, 01, 16, 09, 0a, 0f, ff)',
    hex: 'FF0BFFFF0101FF166B12345678901234FF090140FF0A0105FF0F02FFFF0101',
    output: {
      device_status: 1,
      ipso_version: 'v0.1',
      sn: '6b12345678901234',
      hardware_version: 'v1.4',
      firmware_version: 'v1.5',
      lorawan_class: { type: 'Class C', value: 3 },
      tsl_version: 'v1.1',
    },
    readings: {},
  },
  {
    name: 'room 24.5 °C, target 22 °C, em heat stage 2, fan circulate at high speed, system on, 40 %',
    hex: '0367F5000467DC0005E72106E806088E01096850',
    output: {
      ambient_temperature: 24.5,
      target_temperature: 22,
      current_temperature_control_mode: {
        mode: 'em heat',
        status: 'stage-2 heat',
        mode_value: 2,
        status_value: 3,
      },
      fan_mode_setting: { mode: 'circulate', status: 'high speed', mode_value: 4, status_value: 5 },
      system_status: 1,
      humidity: 40,
      fahrenheit_ambient_temperature: 76.1,
      celsius_ambient_temperature: 24.5,
    },
    readings: { temperature: 24.5, humidity: 40 },
  },
  {
    name: 'relays Y1 and W1, plan away, second target 23 °C (0a 6e, 07 bc, 0b 67)',
    hex: '0A6E0507BC020B67E600',
    output: { enabled_relay: 'Y1&W1', plan_type: 1, target_temperature_2: 23 },
    readings: {},
  },
  {
    name: 'plan event 0: not executed',
    hex: '07BC00',
    output: { plan_type: 255 },
    readings: {},
  },
  {
    name: 'temperature and humidity from the embedded sensor (07 e9)',
    hex: '07E901',
    output: { curr_temperature_humidity_source: 'embedded', curr_temperature_humidity_source_value: 1 },
    readings: {},
  },
  {
    name: 'source switched to LoRa (87 e9)',
    hex: '87E90201',
    output: {
      source_alarm: { source: 'loRa', alarm: 'source switch alarm', source_value: 3, alarm_value: 1 },
    },
    readings: {},
  },
  {
    name: 'a source byte of no name, and a source event of no alarm word',
    hex: '07E90587E90300',
    output: {
      curr_temperature_humidity_source: 'unknown',
      curr_temperature_humidity_source_value: null,
      source_alarm: { source: 'd2d', source_value: 4, alarm_value: 0 },
    },
    readings: {},
  },
  {
    name: 'every mode and stage supported (ff cb)',
    hex: 'FFCB0F1F07',
    output: {
      temperature_control_support_mode: { heat: 1, em_heat: 1, cool: 1, auto: 1 },
      temperature_control_support_status: {
        stage_1_heat: 1,
        stage_2_heat: 1,
        stage_3_heat: 1,
        stage_4_heat: 1,
        stage_5_heat: 1,
        stage_1_cool: 1,
        stage_2_cool: 1,
        stage_3_cool: 1,
      },
    },
    readings: {},
  },
  {
    name: 'threshold alarm at 26.6 °C (83 67, 9)',
    hex: '83670A0109',
    output: { temperature: 26.6, temperature_alarm: 9 },
    readings: { temperature: 26.6, threshold_alarm: true },
  },
  {
    name: 'persistent low temperature alarm released at 10 °C (83 67, 4)',
    hex: '8367640004',
    output: { temperature: 10, temperature_alarm: 4 },
    readings: { temperature: 10, threshold_alarm: false },
  },
  {
    name: 'freeze protection at 2 °C: an equipment event, no threshold alarm (83 67, 7)',
    hex: '8367140007',
    output: { temperature: 2, temperature_alarm: 7 },
    readings: { temperature: 2 },
  },
  {
    name: 'temperature read failed, humidity out of range (b3 67, b9 68)',
    hex: 'B36701B96802',
    output: { temperature_sensor_status: 1, humidity_sensor_status: 2 },
    readings: {},
  },
  {
    name: 'target temperature 22 °C in auto, range 20-25 °C (f9 40)',
    hex: 'F94003DC00C800FA00',
    output: {
      target_temperature_range_alarm: [
        { temperature_control_mode: 3, target_temperature: 22, min: 20, max: 25 },
      ],
    },
    readings: {},
  },
  {
    name: 'history: heat stage 2, one target (second ffff), 26.8 °C, 58 %',
    hex: '20CE80C3C9650DA1DC00FFFF0C0174',
    output: {
      history: [
        {
          timestamp: 1707721600,
          system_status: 1,
          fan_mode: 2,
          fan_status: 1,
          temperature_control_mode: 0,
          temperature_control_status: 'stage-2 heat',
          target_temperature: 22,
          temperature: 26.8,
          humidity: 58,
        },
      ],
    },
    readings: { 'temperature@2024-02-12T07:06:40.000Z': 26.8, 'humidity@2024-02-12T07:06:40.000Z': 58 },
  },
  {
    name: 'history: two targets 23 / 21 °C, 24.4 °C, 55 %',
    hex: '20CE80C3C9651302E600D200F4006E',
    output: {
      history: [
        {
          timestamp: 1707721600,
          system_status: 1,
          fan_mode: 1,
          fan_status: 2,
          temperature_control_mode: 0,
          temperature_control_status: 'stage-4 heat',
          target_temperature: 23,
          target_temperature_2: 21,
          temperature: 24.4,
          humidity: 55,
        },
      ],
    },
    readings: { 'temperature@2024-02-12T07:06:40.000Z': 24.4, 'humidity@2024-02-12T07:06:40.000Z': 55 },
  },
  {
    name: 'replies of the state fields: fan always on, mode cool, plan sleep, cool at 22 °C (ff b6, fb, c2, fa)',
    hex: 'FFB601FFFB02FFC203FFFA02DC00',
    output: {
      fan_mode_setting: { mode: 'always on', mode_value: 3 },
      current_temperature_control_mode: { mode_value: 3, mode: 'cool' },
      plan_type: 3,
      temperature_control_mode: 2,
      target_temperature: 22,
    },
    readings: {},
  },
  {
    name: 'replies: outside temperature 24 °C, reporting every 10 min, unit fahrenheit (ff 03, 8e, eb)',
    hex: 'FF03F000FF8E000A00FFEB01',
    output: {
      outside_temperature: 24,
      reporting_interval_settings: { time: 10 },
      temperature_unit: { unit: 'fahrenheit', value: 2 },
    },
    ours: { outside_temperature: 24, reporting_interval_settings: 10, temperature_unit: 1 },
    readings: {},
  },
  {
    name: 'ext replies: system on, auto at -15.4 °C (f9 45), fan delay enabled 5 min (f9 05)',
    hex: 'F945010366FFF9050105',
    output: {
      system_status: 1,
      temperature_control_mode: 3,
      target_temperature: -15.4,
      fan_delay: { enable: 1, time: 5 },
    },
    ours: { system_status: 1, temperature_control_mode: 3, target_temperature: -15.4, fan_delay: 1281 },
    readings: {},
  },
  {
    name: 'ext reply with its result byte, success (f8 45)',
    hex: 'F8450102DC0000',
    output: { system_status: 1, temperature_control_mode: 2, target_temperature: 22 },
    readings: {},
  },
  {
    name: 'ext reply refused: occupied cooling set point 27 °C, forbidden (f8 64)',
    hex: 'F8640E0101',
    output: {
      device_response_result: { channel_type: 100, result: 1, request: { occupied_cooling_setpoint: 27 } },
    },
    ours: {
      device_response_result: {
        channel_type: 100,
        result: 'forbidden',
        request: { occupied_cooling_setpoint: 270 },
      },
    },
    readings: {},
  },
  {
    name: 'Class B, a reset event (ff 0f, ff fe)',
    hex: 'FF0F01FFFE01',
    output: { lorawan_class: { type: 'Class B', value: 2 }, reset_event: 1 },
    readings: {},
  },
  {
    name: 'a control mode reply of no name (ff fb 05)',
    hex: 'FFFB05',
    output: { current_temperature_control_mode: { mode_value: 6 } },
    readings: {},
    warnings: ['unknown current_temperature_control_mode reply 5'],
  },
];

const wt211: VendorOutputCase[] = [
  {
    name: 'device information after a join (ff 0b, 01, 16, 09, 0a, 0f, ff)',
    hex: 'FF0BFFFF0101FF166B12345678901234FF090140FF0A0105FF0F02FFFF0101',
    output: {
      device_status: 'on',
      ipso_version: 'v0.1',
      sn: '6b12345678901234',
      hardware_version: 'v1.4',
      firmware_version: 'v1.5',
      lorawan_class: { type: 'Class C' },
      tsl_version: 'v1.1',
    },
    readings: {},
  },
  {
    name: 'room 24.5 °C, target 22 °C, em heat stage 2, fan circulate at high speed, system on, 40 %',
    hex: '0367F5000467DC0005E72106E806088E01096850',
    output: {
      ambient_temperature: 24.5,
      target_temperature: 22,
      current_temperature_control_mode: { mode: 'em heat', status: 'stage-2 heat' },
      fan_mode_setting: { mode: 'circulate', status: 'high speed' },
      system_status: 'on',
      humidity: 40,
      fahrenheit_ambient_temperature: 76.1,
      celsius_ambient_temperature: 24.5,
    },
    readings: { temperature: 24.5, humidity: 40 },
  },
  {
    name: 'relays Y1 and W1, plan away, second target 23 °C (0a 6e, 07 bc, 0b 67)',
    hex: '0A6E0507BC020B67E600',
    output: { enabled_relay: 'Y1&W1', plan_type: 'away', target_temperature_2: 23 },
    readings: {},
  },
  {
    name: 'plan event 0: not executed',
    hex: '07BC00',
    output: { plan_type: 'not executed' },
    readings: {},
  },
  {
    name: 'temperature and humidity from the embedded sensor (07 e9)',
    hex: '07E901',
    output: { curr_temperature_humidity_source: 'embedded' },
    readings: {},
  },
  {
    name: 'source switched to LoRa (87 e9)',
    hex: '87E90201',
    output: { source_alarm: { source: 'loRa', alarm: 'source switch alarm' } },
    readings: {},
  },
  {
    name: 'a source byte of no name, and a source event of no alarm word',
    hex: '07E90587E90300',
    output: { curr_temperature_humidity_source: 'unknown', source_alarm: { source: 'd2d' } },
    readings: {},
  },
  {
    name: 'every mode and stage supported (ff cb)',
    hex: 'FFCB0F1F07',
    output: {
      temperature_control_support_mode: { heat: 'enable', em_heat: 'enable', cool: 'enable', auto: 'enable' },
      temperature_control_support_status: {
        stage_1_heat: 'enable',
        stage_2_heat: 'enable',
        stage_3_heat: 'enable',
        stage_4_heat: 'enable',
        stage_5_heat: 'enable',
        stage_1_cool: 'enable',
        stage_2_cool: 'enable',
        stage_3_cool: 'enable',
      },
    },
    readings: {},
  },
  {
    name: 'threshold alarm at 26.6 °C (83 67, 9)',
    hex: '83670A0109',
    output: { temperature: 26.6, temperature_alarm: 'threshold alarm' },
    readings: { temperature: 26.6, threshold_alarm: true },
  },
  {
    name: 'persistent low temperature alarm released at 10 °C (83 67, 4)',
    hex: '8367640004',
    output: { temperature: 10, temperature_alarm: 'persistent low temperature alarm release' },
    readings: { temperature: 10, threshold_alarm: false },
  },
  {
    name: 'freeze protection at 2 °C: an equipment event, no threshold alarm (83 67, 7)',
    hex: '8367140007',
    output: { temperature: 2, temperature_alarm: 'freeze protection alarm' },
    readings: { temperature: 2 },
  },
  {
    name: 'temperature read failed, humidity out of range (b3 67, b9 68)',
    hex: 'B36701B96802',
    output: { temperature_sensor_status: 'read failed', humidity_sensor_status: 'out of range' },
    readings: {},
  },
  {
    name: 'target temperature 22 °C in auto, range 20-25 °C (f9 40)',
    hex: 'F94003DC00C800FA00',
    output: {
      target_temperature_range_alarm: [
        { temperature_control_mode: 'auto', target_temperature: 22, min: 20, max: 25 },
      ],
    },
    readings: {},
  },
  {
    name: 'history: heat stage 2, one target (second ffff), 26.8 °C, 58 %',
    hex: '20CE80C3C9650DA1DC00FFFF0C0174',
    output: {
      history: [
        {
          timestamp: 1707721600,
          system_status: 'on',
          fan_mode: 'circulate',
          fan_status: 'high speed',
          temperature_control_mode: 'heat',
          temperature_control_status: 'stage-2 heat',
          target_temperature: 22,
          temperature: 26.8,
          humidity: 58,
        },
      ],
    },
    readings: { 'temperature@2024-02-12T07:06:40.000Z': 26.8, 'humidity@2024-02-12T07:06:40.000Z': 58 },
  },
  {
    name: 'history: two targets 23 / 21 °C, 24.4 °C, 55 %',
    hex: '20CE80C3C9651302E600D200F4006E',
    output: {
      history: [
        {
          timestamp: 1707721600,
          system_status: 'on',
          fan_mode: 'on',
          fan_status: 'low speed',
          temperature_control_mode: 'heat',
          temperature_control_status: 'stage-4 heat',
          target_temperature: 23,
          target_temperature_2: 21,
          temperature: 24.4,
          humidity: 55,
        },
      ],
    },
    readings: { 'temperature@2024-02-12T07:06:40.000Z': 24.4, 'humidity@2024-02-12T07:06:40.000Z': 55 },
  },
  {
    name: 'replies of the state fields: fan always on, mode cool, plan sleep, cool at 22 °C (ff b6, fb, c2, fa)',
    hex: 'FFB601FFFB02FFC203FFFA02DC00',
    output: {
      fan_mode_setting: { mode: 'always on' },
      current_temperature_control_mode: { mode: 'cool' },
      plan_type: 'sleep',
      temperature_control_mode: 'cool',
      target_temperature: 22,
    },
    readings: {},
  },
  {
    name: 'replies: outside temperature 24 °C, reporting every 10 min, unit fahrenheit (ff 03, 8e, eb)',
    hex: 'FF03F000FF8E000A00FFEB01',
    output: {
      outside_temperature: 24,
      reporting_interval_settings: { time: 10 },
      temperature_unit: { unit: 'fahrenheit' },
    },
    ours: { outside_temperature: 24, reporting_interval_settings: 10, temperature_unit: 1 },
    readings: {},
  },
  {
    name: 'ext replies: system on, auto at -15.4 °C (f9 45), fan delay enabled 5 min (f9 05)',
    hex: 'F945010366FFF9050105',
    output: {
      system_status: 'on',
      temperature_control_mode: 'auto',
      target_temperature: -15.4,
      fan_delay: { enable: 'enable', time: 5 },
    },
    ours: {
      system_status: 'on',
      temperature_control_mode: 'auto',
      target_temperature: -15.4,
      fan_delay: 1281,
    },
    readings: {},
  },
  {
    name: 'ext reply with its result byte, success (f8 45)',
    hex: 'F8450102DC0000',
    output: { system_status: 'on', temperature_control_mode: 'cool', target_temperature: 22 },
    readings: {},
  },
  {
    name: 'ext reply refused: occupied cooling set point 27 °C, forbidden (f8 64)',
    hex: 'F8640E0101',
    output: {
      device_response_result: {
        channel_type: 100,
        result: 'forbidden',
        request: { occupied_cooling_setpoint: 27 },
      },
    },
    ours: {
      device_response_result: {
        channel_type: 100,
        result: 'forbidden',
        request: { occupied_cooling_setpoint: 270 },
      },
    },
    readings: {},
  },
  {
    name: 'Class B, a reset event (ff 0f, ff fe)',
    hex: 'FF0F01FFFE01',
    output: { lorawan_class: { type: 'Class B' }, reset_event: 'reset' },
    readings: {},
  },
  {
    name: 'a control mode reply of no name (ff fb 05)',
    hex: 'FFFB05',
    output: { current_temperature_control_mode: {} },
    readings: {},
    warnings: ['unknown current_temperature_control_mode reply 5'],
  },
];

export const milesightCases10: Record<string, readonly VendorOutputCase[]> = {
  'milesight-iot/wt201v2': wt201v2,
  'milesight-iot/wt211': wt211,
};

/** Each case as the decoder that printed it, for the network path's names (codec-outputs.ts). */
export const milesightDecoderOutputs10: readonly CodecOutput[] = Object.entries(milesightCases10).flatMap(
  ([model, list]) =>
    list.map(({ name, hex, output }) => ({
      model,
      source: `Milesight-IoT/SensorDecoders e79c9d8b ${model === 'milesight-iot/wt201v2' ? 'wt201-v2' : 'wt211'}-decoder.js, ${name}`,
      fPort: 85,
      hex,
      output,
    })),
);
