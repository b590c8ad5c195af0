import { s16le, u8, u16le } from '../bytes.ts';
import type { IdRecord } from './milesight-id-records.ts';
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
  tree,
  uint32,
  type Value,
  word,
} from './milesight-id-tree.ts';

// The settings replies and commands of the WT102 (milesight-wt102.ts), as wt102-decoder.js prints
// them (milesight-id-tree.ts): temperatures with the °F / °C copies to 0.1 that the decoder's
// processTemperature adds to the paths it lists, except the target temperature resolution (65 01),
// an enumeration (0: 0.5 °C, 1: 1 °C) that the decoder lists too and turns into "degrees".

const celsius: Value = (b, at) => s16le(b, at) / 100;
/** A temperature member with the decoder's copies to one decimal. */
const temperature = (name: string): Field => [name, 2, celsius, 1];
const enable: Field = ['enable', 1, byte];
const one = (name: string): Node => [[name, 1, byte]];

/** Flags of one byte, bit 0 first, the rest `reserved`. */
const flags = (names: readonly string[]): Field[] =>
  names
    .map((name, index): Field => [name, 0, bits(index, index + 1)])
    .concat([['reserved', 1, bits(names.length, 8)]]);

const DAYS = ['sun', 'mon', 'tues', 'wed', 'thur', 'fri', 'sat'];

const interval = (key: string): Node => ({
  key,
  as: 'unit',
  subs: { 0: [['seconds_of_time', 2, word]], 1: [['minutes_of_time', 2, word]] },
});

const reception = (key: string): Node => ({
  key,
  group: [
    ['timeout', 2, word],
    ['timeout_response', 1, byte],
  ],
});

const schedules: Node = {
  key: 'schedule_settings',
  id: 'id',
  entry: {
    subs: {
      0: [enable],
      1: [['start_time', 2, word]],
      2: { key: 'cycle_settings', group: flags(DAYS.map((day) => `execution_day_${day}`)) },
      3: one('temperature_control_mode'),
      4: [temperature('target_temperature')],
      5: one('target_valve_status'),
      6: one('pre_heating_enable'),
      7: one('pre_heating_mode'),
      8: [['pre_heating_manual_time', 2, word]],
      9: [['report_cycle', 2, word]],
    },
  },
};

const autoAwayTimes = tree('auto_away_settings', [
  enable,
  ['start_time', 2, word],
  ['end_time', 2, word],
  ...flags(DAYS.map((day) => `cycle_time_${day}`)),
]);
const energySaving = tree('auto_away_settings', {
  key: 'energy_saving_settings',
  as: 'mode',
  subs: {
    0: [temperature('energy_saving_temperature')],
    1: one('energy_saving_valve_opening_degree'),
  },
});

/** 67: the auto-away times and days (6 bytes), then the energy saving mode and its value. */
const autoAwaySettings: IdRecord = {
  size: (bytes, at) => {
    if (at + 7 > bytes.length) return undefined;
    const mode = u8(bytes, at + 6);
    return 7 + (mode === 0 ? 2 : mode === 1 ? 1 : 0);
  },
  read(bytes, at, target, size) {
    autoAwayTimes.read(bytes, at, target, 6);
    energySaving.read(bytes, at + 6, target, size - 6);
  },
};

/** 65 01: the resolution byte alone (wt102-decoder.js adds °F / °C copies of it, 32 and 0 for 0). */
const temperatureControl = tree('temp_control', {
  subs: {
    0: [enable],
    1: one('target_temperature_resolution'),
    2: [temperature('under_temperature_side_deadband')],
    3: [temperature('over_temperature_side_deadband')],
    4: [temperature('target_temperature_adjustment_range_min')],
    5: [temperature('target_temperature_adjustment_range_max')],
    6: {
      key: 'mode_settings',
      as: 'mode',
      subs: {
        0: { key: 'auto_control', group: [temperature('target_temperature')] },
        1: { key: 'valve_control', group: [['target_valve_status', 1, byte]] },
        2: { key: 'intergrated_control', group: [temperature('target_temp')] },
      },
    },
  },
});

/** A record of one member (5a / 5b: a temperature `value` with its copies). */
const oneMember = (record: string, field: Field): IdRecord => tree(record, [field]);

export const wt102Settings: Readonly<Record<number, IdRecord>> = {
  201: plain('random_key', 1, byte),
  196: plain('auto_p_enable', 1, byte),
  96: plain('temperature_unit', 1, byte),
  97: tree('temperature_source_settings', {
    as: 'type',
    subs: { 1: reception('external_ntc_reception'), 2: reception('lorawan_reception') },
  }),
  98: plain('environment_temperature_display_enable', 1, byte),
  99: tree('heating_period_settings', {
    subs: {
      0: {
        key: 'heating_date_settings',
        group: ['start_mon', 'start_day', 'end_mon', 'end_day'].map((name): Field => [name, 1, byte]),
      },
      1: interval('heating_period_reporting_interval'),
      2: interval('non_heating_period_reporting_interval'),
      3: one('valve_status_control'),
    },
  }),
  101: temperatureControl,
  102: tree('window_opening_detection_settings', [
    enable,
    temperature('cooling_rate'),
    ['valve_status', 1, byte],
    ['stop_temperature_control_time', 2, word],
  ]),
  103: autoAwaySettings,
  104: tree('anti_freeze_protection_setting', [enable, temperature('temperature_value')]),
  105: plain('mandatory_heating_enable', 1, byte),
  106: tree('child_lock', [
    enable,
    ['system_button', 0, bits(0, 1)],
    ['func_button', 0, bits(1, 2)],
    ['reserved', 1, bits(2, 8)],
  ]),
  107: plain('motor_stroke_limit', 1, byte),
  108: tree('temperature_calibration_settings', [enable, temperature('calibration_value')]),
  109: tree('temperature_alarm_settings', [
    enable,
    ['threshold_condition', 1, byte],
    temperature('threshold_min'),
    temperature('threshold_max'),
  ]),
  110: tree('schedule_settings', schedules),
  111: plain('change_report_enable', 1, byte),
  112: tree('motor_controllable_range', [enable, ['distance', 2, scaled(u16le, 100)]]),
  199: plain('time_zone', 2, int16),
  198: daylightSavingTime,
  197: dataStorageSettings,
  182: command('reconnect'),
  185: command('query_device_status'),
  184: command('synchronize_time'),
  183: oneMember('set_time', ['timestamp', 4, uint32]),
  181: command('collect_data'),
  189: command('clear_historical_data'),
  188: command('stop_historical_data_retrieval'),
  187: tree('retrieve_historical_data_by_time_range', [
    ['start_time', 4, uint32],
    ['end_time', 4, uint32],
  ]),
  186: oneMember('retrieve_historical_data_by_time', ['time', 4, uint32]),
  87: command('query_motor_stroke_position'),
  88: command('calibrate_motor'),
  89: oneMember('set_target_valve_opening_degree', ['value', 1, byte]),
  90: oneMember('set_target_temperature', temperature('value')),
  91: oneMember('set_temperature', temperature('value')),
  92: oneMember('set_occupancy_state', ['state', 1, byte]),
  93: oneMember('set_opening_window', ['state', 1, byte]),
  94: oneMember('delete_schedule', ['type', 1, byte]),
  191: command('reset'),
  190: command('reboot'),
};
