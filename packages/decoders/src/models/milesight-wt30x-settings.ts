import { s16le, toHex, u16le } from '../bytes.ts';
import { type IdRecord, value } from './milesight-id-records.ts';
import {
  bits,
  byte,
  command,
  dataStorageSettings,
  daylightSavingTime,
  type Field,
  int16,
  type Node,
  plain,
  scaled,
  string,
  tree,
  uint32,
  unitInterval,
  type Value,
  word,
} from './milesight-id-tree.ts';

// The settings replies and commands of the WT303 / WT304 (milesight-wt30x.ts), as wt303-decoder.js
// and wt304-decoder.js print them (milesight-id-tree.ts); temperatures with their °F / °C copies to
// 0.01, as the decoders' processTemperature gives them.

const DIGITS = 2;
const hundredthsOf = (b: Uint8Array, at: number) => s16le(b, at) / 100;
const celsius: Value = hundredthsOf;
const temperature = (name: string): Field => [name, 2, celsius, DIGITS];
const tenths = scaled(u16le, 10);
const enable: Field = ['enable', 1, byte];
const one = (name: string): Node => [[name, 1, byte]];
const hex =
  (length: number): Value =>
  (b, at) =>
    toHex(b.subarray(at, at + length));

/** Flags of one byte, bit 0 first, the rest `reserved`. */
const flags = (names: readonly string[]): Field[] =>
  names
    .map((name, index): Field => [name, 0, bits(index, index + 1)])
    .concat([['reserved', 1, bits(names.length, 8)]]);

const DAYS = ['sun', 'mon', 'tues', 'wed', 'thu', 'fri', 'sat'].map((day) => `execution_day_${day}`);
const cycle: Field[] = [enable, ['execution_time_point', 2, word], ...flags(DAYS)];

/** A schedule's target word: bit 0 whether it is set, bits 1-15 the value in 0.01 °C. */
const targetWord = (name: string): Field[] => [
  [`${name}_enable`, 0, (b, at) => u16le(b, at) & 1],
  [name, 2, (b, at) => (u16le(b, at) >> 1) / 100, DIGITS],
];

const schedules: Node = {
  key: 'schedule_settings',
  id: 'id',
  entry: {
    subs: {
      0: [enable],
      1: [['name_first', 6, string(6)]],
      2: [['name_last', 4, string(4)]],
      3: {
        key: 'content',
        group: [
          ['fan_mode', 1, byte],
          ...targetWord('heat_target_temperature'),
          ...targetWord('cool_target_temperature'),
          ...targetWord('temperature_tolerance'),
        ],
      },
      4: { key: 'cycle_settings', id: 'id', entry: cycle },
    },
  },
};

const reception = (key: string): Node => ({
  key,
  group: [
    ['timeout', 1, byte],
    ['timeout_response', 1, byte],
  ],
});

const pair = (key: string, names: readonly string[]): Node => ({
  key,
  group: names.map((name): Field => [name, 1, byte]),
});

const common: Readonly<Record<number, IdRecord>> = {
  96: unitInterval('collection_interval'),
  98: unitInterval('reporting_interval'),
  196: plain('auto_p_enable', 1, byte),
  144: plain('relay_changes_report_enable', 1, byte),
  99: plain('temperature_unit', 1, byte),
  133: tree('temperature_source', {
    as: 'type',
    subs: { 2: reception('lorawan_reception'), 3: reception('d2d_reception') },
  }),
  103: plain('system_status', 1, byte),
  100: plain('mode_enable', 1, byte),
  104: plain('temperature_control_mode', 1, byte),
  105: plain('target_temperature_resolution', 1, byte),
  107: value('heating_target_temperature', 2, hundredthsOf, undefined, DIGITS),
  108: value('cooling_target_temperature', 2, hundredthsOf, undefined, DIGITS),
  106: value('target_temperature_tolerance', 2, hundredthsOf, undefined, DIGITS),
  109: tree('heating_target_temperature_range', [temperature('min'), temperature('max')]),
  110: tree('cooling_target_temperature_range', [temperature('min'), temperature('max')]),
  112: tree('target_humidity_range', [
    ['min', 2, tenths],
    ['max', 2, tenths],
  ]),
  111: tree('temperature_control_dehumidification', [enable, temperature('temperature_tolerance')]),
  114: plain('fan_control_mode', 1, byte),
  116: tree('fan_delay_close', [enable, ['time', 2, word]]),
  115: tree('fan_auto_mode_temperature_range', [temperature('speed_range_1'), temperature('speed_range_2')]),
  140: tree('timed_system_control', {
    subs: {
      0: [enable],
      1: { key: 'start_cycle_settings', id: 'id', entry: cycle },
      2: { key: 'end_cycle_settings', id: 'id', entry: cycle },
    },
  }),
  101: plain('intelligent_display_enable', 1, byte),
  102: tree('screen_object_settings', [
    enable,
    ...flags(['environmental_temperature', 'environmental_humidity', 'target_temperature', 'schedule_name']),
  ]),
  117: tree('child_lock', [
    enable,
    ...flags([
      'system_button',
      'temperature_button',
      'fan_button',
      'temperature_control_button',
      'reboot_reset_button',
    ]),
  ]),
  141: tree('temporary_unlock_settings', [
    enable,
    ...flags(['system', 'temperature_up', 'temperature_down', 'fan', 'temperature_control']),
    ['unlocking_duration', 2, word],
  ]),
  199: plain('time_zone', 2, int16),
  198: daylightSavingTime,
  197: dataStorageSettings,
  121: tree('temperature_calibration_settings', [enable, temperature('calibration_value')]),
  122: tree('humidity_calibration_settings', [enable, ['calibration_value', 2, scaled(s16le, 10)]]),
  118: tree('temperature_alarm_settings', [
    enable,
    ['threshold_condition', 1, byte],
    temperature('threshold_min'),
    temperature('threshold_max'),
  ]),
  119: tree('high_temperature_alarm_settings', [
    enable,
    temperature('difference_in_temperature'),
    ['duration', 1, byte],
  ]),
  120: tree('low_temperature_alarm_settings', [
    enable,
    temperature('difference_in_temperature'),
    ['duration', 1, byte],
  ]),
  123: tree('schedule_settings', schedules),
  142: plain('fan_stop_enable', 1, byte),
  128: plain('di_enable', 1, byte),
  129: tree('di_settings', {
    as: 'object',
    subs: {
      0: {
        key: 'card_control',
        as: 'type',
        subs: {
          0: pair('system_control', ['trigger_by_insertion']),
          1: pair('insertion_plan', ['trigger_by_insertion', 'trigger_by_extraction']),
        },
      },
      1: pair('magnet_detection', ['magnet_type']),
    },
  }),
  130: plain('window_opening_detection_enable', 1, byte),
  131: tree('window_opening_detection_settings', {
    as: 'type',
    subs: {
      0: {
        key: 'temperature_detection',
        group: [temperature('difference_in_temperature'), ['stop_time', 1, byte]],
      },
      1: pair('magnet_detection', ['duration']),
    },
  }),
  132: tree('freeze_protection_settings', [enable, temperature('target_temperature')]),
  134: plain('d2d_pairing_enable', 1, byte),
  135: tree('d2d_pairing_settings', {
    key: 'd2d_pairing_settings',
    id: 'index',
    entry: {
      subs: {
        0: [enable],
        1: [['deveui', 8, hex(8)]],
        2: [['name_first', 8, string(8)]],
        3: [['name_last', 8, string(8)]],
      },
    },
  }),
  136: plain('d2d_master_enable', 1, byte),
  137: tree('d2d_master_settings', {
    key: 'd2d_master_settings',
    id: 'trigger_condition',
    entry: [
      enable,
      ['command', 2, hex(2)],
      ['uplink', 1, byte],
      ['control_time_enable', 1, byte],
      ['control_time', 2, word],
    ],
  }),
  138: plain('d2d_slave_enable', 1, byte),
  139: tree('d2d_slave_settings', {
    key: 'd2d_slave_settings',
    id: 'index',
    entry: [enable, ['command', 2, hex(2)], ['value', 1, byte]],
  }),
  185: command('query_device_status'),
  184: command('synchronize_time'),
  189: command('clear_historical_data'),
  188: command('stop_historical_data_retrieval'),
  187: tree('retrieve_historical_data_by_time_range', [
    ['start_time', 4, uint32],
    ['end_time', 4, uint32],
  ]),
  186: tree('retrieve_historical_data_by_time', [['time', 4, uint32]]),
  182: command('reconnect'),
  91: tree('send_temperature', [temperature('temperature')]),
  92: tree('send_humidity', [['humidity', 2, tenths]]),
  93: tree('update_open_windows_state', [['type', 1, byte]]),
  94: tree('insert_schedule', [['type', 1, byte]]),
  95: tree('delete_schedule', [['type', 1, byte]]),
  191: command('reset'),
  190: command('reboot'),
};

export const wt303Settings: Readonly<Record<number, IdRecord>> = {
  ...common,
  124: tree('interface_settings', {
    as: 'object',
    subs: {
      0: pair('valve_4_pipe_2_wire', ['cooling', 'heating']),
      1: pair('valve_2_pipe_2_wire', ['control']),
      2: pair('valve_2_pipe_3_wire', ['no', 'nc']),
    },
  }),
};

export const wt304Settings: Readonly<Record<number, IdRecord>> = {
  ...common,
  124: tree('interface_settings', {
    as: 'object',
    subs: {
      0: pair('valve_4_pipe_10_v', ['cooling', 'heating']),
      1: pair('valve_2_pipe_10_v', ['control']),
      2: pair('valve_2_pipe_10_v_fan_ec', ['control', 'fan', 'fan_power']),
      3: pair('valve_4_pipe_2_wire_fan_ec', ['cooling', 'heating', 'fan', 'fan_power']),
      4: pair('valve_2_pipe_2_wire_fan_ec', ['control', 'fan', 'fan_power']),
      5: pair('valve_2_pipe_3_wire_fan_ec', ['no', 'nc', 'fan', 'fan_power']),
    },
  }),
  125: tree('valve_control_settings', {
    subs: {
      2: one('control_interval'),
      0: [temperature('control_adjustment_range')],
      1: pair('opening_range', ['min', 'max']),
    },
  }),
  126: tree('fan_ec_control_settings', {
    subs: { 0: one('low_threshold'), 1: one('mid_threshold'), 2: one('high_threshold') },
  }),
  143: plain('valve_output_0v_enable', 1, byte),
};
