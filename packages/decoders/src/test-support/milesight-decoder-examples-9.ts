import type { CodecOutput, ExampleReadings } from './codec-example.ts';

// WT301, WT302, WS525 and DS3604: what Milesight's own decoders (Milesight-IoT/SensorDecoders at
// e79c9d8b25ec66b6aad34c9240cfaa2ccd1353e3: wt-series/wt301/wt301-decoder.js, which wt302/
// wt302-decoder.js is byte for byte, ws-series/ws525/ws525-decoder.js, which is ws523's byte for
// byte, and ds-series/ds3604/ds3604-decoder.js) print for each uplink, run in Node
// (milesightDeviceDecode) and recorded verbatim (JSON). The WT301 has no example in its README.md
// (its codec.json's "bytes" is another model's TLV uplink), so its frames are built as
// wt301-encoder.js builds its own: head 55, command (1 control, 2 request), data length u16
// big-endian counting the data id and its values, data id, values, then one CRC byte (the
// algorithm is not published and the decoder does not read it: placeholder values). The WS525
// and DS3604 cases are their README.md examples and frames built from the records of their
// decoders. `readings` are ours, `ours` is what our fields are where they are not the decoder's
// output (milesight-more-models-8.test.ts says why), `warnings` ours. Used by
// milesight-more-models-8.test.ts and fuzz-seeds.ts.

export type VendorOutputCase = {
  name: string;
  hex: string;
  output: Record<string, unknown>;
  readings: ExampleReadings;
  ours?: Record<string, unknown>;
  warnings?: readonly string[];
};

const wt301: VendorOutputCase[] = [
  {
    name: 'thermostat on (data id 01)',
    hex: '5502000201011C',
    output: {
      head: 85,
      command: 'request',
      data_length: 2,
      type: 'btn_lock_enable',
      raw: [1, 28],
      thermostat_status: 'on',
    },
    ours: {
      head: 85,
      command: 'request',
      data_length: 2,
      type: 'thermostat_status',
      thermostat_status: 'on',
    },
    readings: {},
  },
  {
    name: 'button lock disabled (02)',
    hex: '55020002020014',
    output: {
      head: 85,
      command: 'request',
      data_length: 2,
      type: 'mode',
      raw: [0, 20],
      btn_lock_enable: 'disable',
    },
    ours: {
      head: 85,
      command: 'request',
      data_length: 2,
      type: 'btn_lock_enable',
      btn_lock_enable: 'disable',
    },
    readings: {},
  },
  {
    name: 'mode heat (03), a control frame',
    hex: '55010002030117',
    output: { head: 85, command: 'control', data_length: 2, type: 'fan_speed', raw: [1, 23], mode: 'heat' },
    ours: { head: 85, command: 'control', data_length: 2, type: 'mode', mode: 'heat' },
    readings: {},
  },
  {
    name: 'fan speed low (04)',
    hex: '5502000204031A',
    output: {
      head: 85,
      command: 'request',
      data_length: 2,
      type: 'temperature',
      raw: [3, 26],
      fan_speed: 'low',
    },
    ours: { head: 85, command: 'request', data_length: 2, type: 'fan_speed', fan_speed: 'low' },
    readings: {},
  },
  {
    name: 'room temperature 26.5 °C (05)',
    hex: '5502000205351E',
    output: {
      head: 85,
      command: 'request',
      data_length: 2,
      type: 'temperature_target',
      raw: [53, 30],
      temperature: 26.5,
    },
    ours: { head: 85, command: 'request', data_length: 2, type: 'temperature', temperature: 26.5 },
    readings: { temperature: 26.5 },
  },
  {
    name: 'target temperature 22 °C (06)',
    hex: '55020002062C2B',
    output: {
      head: 85,
      command: 'request',
      data_length: 2,
      type: 'card',
      raw: [44, 43],
      target_temperature: 22,
    },
    ours: {
      head: 85,
      command: 'request',
      data_length: 2,
      type: 'temperature_target',
      target_temperature: 22,
    },
    readings: {},
  },
  {
    name: 'key card inserted (07)',
    hex: '55020002070122',
    output: {
      head: 85,
      command: 'request',
      data_length: 2,
      type: 'control_mode',
      raw: [1, 34],
      card_mode: 'insert',
    },
    ours: { head: 85, command: 'request', data_length: 2, type: 'card', card_mode: 'insert' },
    readings: {},
  },
  {
    name: 'control mode manual (08), a control frame',
    hex: '55010002080123',
    output: {
      head: 85,
      command: 'control',
      data_length: 2,
      type: 'server_temperature',
      raw: [1, 35],
      control_mode: 'manual',
    },
    ours: { head: 85, command: 'control', data_length: 2, type: 'control_mode', control_mode: 'manual' },
    readings: {},
  },
  {
    name: 'server temperature 24.5 °C (09)',
    hex: '55020002093152',
    output: {
      head: 85,
      command: 'request',
      data_length: 2,
      type: 'all',
      raw: [49, 82],
      server_temperature: 24.5,
    },
    ours: {
      head: 85,
      command: 'request',
      data_length: 2,
      type: 'server_temperature',
      server_temperature: 24.5,
    },
    readings: {},
  },
  {
    name: 'all values (0F)',
    hex: '5502000A0F010000023A2C010031E1',
    output: {
      head: 85,
      command: 'request',
      data_length: 10,
      type: 'unknown',
      raw: [1, 0, 0, 2, 58, 44, 1, 0, 49, 225],
      thermostat_status: 'on',
      btn_lock_enable: 'disable',
      mode: 'cool',
      fan_speed: 'medium',
      temperature: 29,
      target_temperature: 22,
      card_mode: 'insert',
      control_mode: 'auto',
      server_temperature: 24.5,
    },
    ours: {
      head: 85,
      command: 'request',
      data_length: 10,
      type: 'all',
      thermostat_status: 'on',
      btn_lock_enable: 'disable',
      mode: 'cool',
      fan_speed: 'medium',
      temperature: 29,
      target_temperature: 22,
      card_mode: 'insert',
      control_mode: 'auto',
      server_temperature: 24.5,
    },
    readings: { temperature: 29 },
  },
  {
    name: 'all values (0F): off, locked, fan mode, auto fan, 18 °C',
    hex: '5502000A0F00010200242A000122E1',
    output: {
      head: 85,
      command: 'request',
      data_length: 10,
      type: 'unknown',
      raw: [0, 1, 2, 0, 36, 42, 0, 1, 34, 225],
      thermostat_status: 'off',
      btn_lock_enable: 'enable',
      mode: 'fan',
      fan_speed: 'auto',
      temperature: 18,
      target_temperature: 21,
      card_mode: 'remove',
      control_mode: 'manual',
      server_temperature: 17,
    },
    ours: {
      head: 85,
      command: 'request',
      data_length: 10,
      type: 'all',
      thermostat_status: 'off',
      btn_lock_enable: 'enable',
      mode: 'fan',
      fan_speed: 'auto',
      temperature: 18,
      target_temperature: 21,
      card_mode: 'remove',
      control_mode: 'manual',
      server_temperature: 17,
    },
    readings: { temperature: 18 },
  },
  {
    name: 'mode byte 5, no mode of the decoder',
    hex: '55020002030509',
    output: { head: 85, command: 'request', data_length: 2, type: 'fan_speed', raw: [5, 9], mode: 'unknown' },
    ours: { head: 85, command: 'request', data_length: 2, type: 'mode', mode: 'unknown' },
    readings: {},
    warnings: ['unknown mode 5'],
  },
];

const wt302: VendorOutputCase[] = [
  {
    name: 'all values (0F)',
    hex: '5502000A0F010000023A2C010031E1',
    output: {
      head: 85,
      command: 'request',
      data_length: 10,
      type: 'unknown',
      raw: [1, 0, 0, 2, 58, 44, 1, 0, 49, 225],
      thermostat_status: 'on',
      btn_lock_enable: 'disable',
      mode: 'cool',
      fan_speed: 'medium',
      temperature: 29,
      target_temperature: 22,
      card_mode: 'insert',
      control_mode: 'auto',
      server_temperature: 24.5,
    },
    ours: {
      head: 85,
      command: 'request',
      data_length: 10,
      type: 'all',
      thermostat_status: 'on',
      btn_lock_enable: 'disable',
      mode: 'cool',
      fan_speed: 'medium',
      temperature: 29,
      target_temperature: 22,
      card_mode: 'insert',
      control_mode: 'auto',
      server_temperature: 24.5,
    },
    readings: { temperature: 29 },
  },
  {
    name: 'room temperature 26.5 °C (05)',
    hex: '5502000205351E',
    output: {
      head: 85,
      command: 'request',
      data_length: 2,
      type: 'temperature_target',
      raw: [53, 30],
      temperature: 26.5,
    },
    ours: { head: 85, command: 'request', data_length: 2, type: 'temperature', temperature: 26.5 },
    readings: { temperature: 26.5 },
  },
];

const ws525: VendorOutputCase[] = [
  {
    name: 'socket on',
    hex: '087001',
    output: { socket_status: 'on' },
    readings: { relay_on: true },
  },
  {
    name: 'README example',
    hex: '08700105812C07C94A0003743009068309660000048007000000',
    output: {
      socket_status: 'on',
      power_factor: 44,
      current: 74,
      voltage: 235.2,
      power_consumption: 26121,
      active_power: 7,
    },
    readings: { relay_on: true, power_factor: 44, current: 0.074, voltage: 235.2, energy: 26121, power: 7 },
  },
  {
    name: 'socket off',
    hex: '087000',
    output: { socket_status: 'off' },
    readings: { relay_on: false },
  },
  {
    name: 'device information',
    hex: 'FF0B01FF0100FF166791D19604050005FF090140FF0A0114FF0F02',
    output: {
      device_status: 'on',
      ipso_version: 'v0.0',
      sn: '6791d19604050005',
      hardware_version: 'v1.4',
      firmware_version: 'v1.14',
      lorawan_class: 'Class C',
    },
    readings: {},
  },
  {
    name: 'report interval reply',
    hex: 'FF033C00',
    output: { report_interval: 60 },
    readings: {},
  },
  {
    name: 'reboot reply',
    hex: 'FF10FF',
    output: { reboot: 'yes' },
    ours: { reboot: 255 },
    readings: {},
  },
  {
    name: 'power consumption enable reply',
    hex: 'FF2601',
    output: { power_consumption_enable: 'enable' },
    ours: { power_consumption_enable: 1 },
    readings: {},
  },
  {
    name: 'report status reply (fe)',
    hex: 'FE2801',
    output: { report_status: 'yes' },
    ours: { report_status: 1 },
    readings: {},
  },
  {
    name: 'current alarm reply',
    hex: 'FF24011E',
    output: { current_alarm_config: { enable: 'enable', threshold: 30 } },
    ours: { current_alarm_config: 7681 },
    readings: {},
  },
  {
    name: 'child lock reply',
    hex: 'FF250A80',
    output: { child_lock_config: { enable: 'enable', lock_time: 10 } },
    ours: { child_lock_config: 32778 },
    readings: {},
  },
  {
    name: 'over current protection reply',
    hex: 'FF30010A',
    output: { over_current_protection: { enable: 'enable', trip_current: 10 } },
    ours: { over_current_protection: 2561 },
    readings: {},
  },
  {
    name: 'LED indicator reply',
    hex: 'FF2F00',
    output: { led_indicator_enable: 'disable' },
    ours: { led_indicator_enable: 0 },
    readings: {},
  },
];

const ds3604: VendorOutputCase[] = [
  {
    name: 'README: battery, text 1 and QR code of template 1',
    hex: '017564FB0100054D696C6573FB010A1968747470733A2F2F7777772E6D696C6573696768742E636F6D',
    output: { battery: 100, template_1: { text_1: 'Miles', qrcode: 'https://www.milesight.com' } },
    readings: { battery_pct: 100 },
  },
  {
    name: 'button single click',
    hex: 'FF2E00',
    output: { button_status: 'single_click' },
    readings: { button: true },
  },
  {
    name: 'button long press, battery',
    hex: 'FF2E03017532',
    output: { button_status: 'long_press', battery: 50 },
    readings: { button: true, battery_pct: 50 },
  },
  {
    name: 'current template 2',
    hex: 'FF7301',
    output: { current_template_id: 2 },
    readings: {},
  },
  {
    name: 'template 2 text 3 (UTF-8, two-byte characters)',
    hex: 'FB014206C3A9C3A8C3A0',
    output: { template_2: { text_3: 'éèà' } },
    readings: {},
  },
  {
    name: 'update content result: template 1 text 2 content too long',
    hex: 'FA010103',
    output: {
      update_content_result: [
        { template_id: 1, block_id: 1, block_name: 'text_2', result: 'content is too long' },
      ],
    },
    readings: {},
  },
  {
    name: 'update content result: QR code success',
    hex: 'FA010A00',
    output: {
      update_content_result: [{ template_id: 1, block_id: 10, block_name: 'qrcode', result: 'success' }],
    },
    readings: {},
  },
  {
    name: 'receive image result: template 2 image 1 frame 5',
    hex: 'FA024105',
    output: {
      receive_image_data_result: [{ template_id: 2, block_id: 1, block_name: 'image_1', data_frame: 5 }],
    },
    readings: {},
  },
  {
    name: 'update template result: template 1 battery status block missing',
    hex: 'FA030D02',
    output: {
      update_template_result: [
        { template_id: 1, block_id: 13, block_name: 'battery_status', result: 'block id not exist' },
      ],
    },
    readings: {},
  },
  {
    name: 'device information',
    hex: 'FF0B01FF0110FF166791D19604050005FF090140FF0A0114FF0F00FFFF0100',
    output: {
      device_status: 'on',
      ipso_version: 'v1.0',
      sn: '6791d19604050005',
      hardware_version: 'v1.4',
      firmware_version: 'v1.14',
      lorawan_class: 'Class A',
      tsl_version: 'v1.0',
    },
    readings: {},
  },
  {
    name: 'reset event',
    hex: 'FFFE01',
    output: { reset_event: 'reset' },
    readings: {},
  },
  {
    name: 'report interval reply',
    hex: 'FF035802',
    output: { report_interval: 600 },
    readings: {},
  },
  {
    name: 'reboot reply',
    hex: 'FF10FF',
    output: { reboot: 'yes' },
    ours: { reboot: 255 },
    readings: {},
  },
  {
    name: 'button enable reply',
    hex: 'FF2501',
    output: { button_enable: 'enable' },
    ours: { button_enable: 1 },
    readings: {},
  },
  {
    name: 'report battery reply',
    hex: 'FF2800',
    output: { report_battery: 'yes' },
    readings: {},
  },
  {
    name: 'report current display reply',
    hex: 'FE2803',
    output: { report_current_display: 'yes' },
    readings: {},
  },
  {
    name: 'beep reply',
    hex: 'FF3D01',
    output: { beep: 'yes' },
    readings: {},
  },
  {
    name: 'refresh display reply',
    hex: 'FF3D02',
    output: { refresh_display: 'yes' },
    readings: {},
  },
  {
    name: 'buzzer enable reply',
    hex: 'FF3E00',
    output: { buzzer_enable: 'disable' },
    ours: { buzzer_enable: 0 },
    readings: {},
  },
  {
    name: 'button visible reply',
    hex: 'FF6601',
    output: { button_visible: 'show' },
    ours: { button_visible: 1 },
    readings: {},
  },
  {
    name: 'template reply',
    hex: 'FE7300',
    output: { current_template_id: 1 },
    readings: {},
  },
  {
    name: 'block visible reply',
    hex: 'FF8900FF7F0100',
    output: {
      block_visible: {
        text_1: 'show',
        text_2: 'hide',
        text_3: 'hide',
        text_4: 'hide',
        text_5: 'hide',
        text_6: 'hide',
        text_7: 'hide',
        text_8: 'hide',
        text_9: 'hide',
        text_10: 'hide',
        qrcode: 'hide',
        image_1: 'hide',
        image_2: 'hide',
        battery_status: 'hide',
        connect_status: 'hide',
      },
    },
    ours: { block_visible: '00ff7f0100' },
    readings: {},
  },
  {
    name: 'multicast reply',
    hex: 'FF8231',
    output: { multicast_config: { group_1: 'enable', group_2: 'disable' } },
    ours: { multicast_config: 49 },
    readings: {},
  },
  {
    name: 'switch template button reply',
    hex: 'FF9001',
    output: { switch_template_button_enable: 'enable' },
    ours: { switch_template_button_enable: 1 },
    readings: {},
  },
  {
    name: 'clear image reply',
    hex: 'FF2730',
    output: { clear_image: { background_image: 'yes', logo_1: 'yes', logo_2: 'no' } },
    ours: { clear_image: 48 },
    readings: {},
  },
];

const cases: Record<string, readonly VendorOutputCase[]> = {
  'milesight-iot/wt301': wt301,
  'milesight-iot/wt302': wt302,
  'milesight-iot/ws525': ws525,
  'milesight-iot/ds3604': ds3604,
};

export const milesightCases9: Readonly<Record<string, readonly VendorOutputCase[]>> = cases;

/** Each case as the decoder that printed it, for the network path's names (codec-outputs.ts). */
export const milesightDecoderOutputs9: readonly CodecOutput[] = Object.entries(cases).flatMap(
  ([model, list]) =>
    list.map(({ name, hex, output }) => ({
      model,
      source: `Milesight-IoT/SensorDecoders e79c9d8b ${model === 'milesight-iot/wt302' ? 'wt301' : model.split('/')[1]}-decoder.js, ${name}`,
      fPort: 85,
      hex,
      output,
    })),
);
