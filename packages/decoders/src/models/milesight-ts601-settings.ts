import { s16le, u8, u16le } from '../bytes.ts';
import type { IdRecord } from './milesight-id-records.ts';
import {
  bits,
  byte,
  command,
  dataStorageSettings,
  daylightSavingTime,
  type Field,
  hundredths,
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

// The settings replies and commands of the TS601 / TS602 (milesight-ts601.ts), as ts601-decoder.js
// prints them (milesight-id-tree.ts).

const DATE_PARTS = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;
const dateTime: Value = (b, at) =>
  Object.fromEntries(DATE_PARTS.map((part, index) => [part, u8(b, at + index)]));

const enable: Field = ['enable', 1, byte];
const status = (name: string): Node => [[name, 1, byte]];
const strings = (entries: Readonly<Record<number, readonly [string, number]>>) =>
  Object.fromEntries(
    Object.entries(entries).map(([sub, [name, length]]) => [sub, [[name, length, string(length)]] as Node]),
  );

const certificates = (prefix: string): Record<number, Node> => ({
  8: status('enable_ca_certificate'),
  9: [['ca_certificate_length', 2, word]],
  10: [['ca_certificate', 160, string(160)]],
  11: status('enable_client_certificate'),
  12: [['client_certificate_length', 2, word]],
  13: [['client_certificate', 160, string(160)]],
  14: status('enable_key_certificate'),
  15: [['key_certificate_length', 2, word]],
  16: [['key_certificate', 160, string(160)]],
  33: status(`${prefix}_status`),
});

const server = { 0: [['server_address', 127, string(127)]], 1: [['server_port', 2, word]] } as const;

const CELLULAR_SETTINGS: Node = {
  subs: {
    63: status('work_mode'),
    66: status('transport_type'),
    65: {
      key: 'network',
      subs: {
        ...strings({ 0: ['apn', 31], 2: ['auth_username', 63], 3: ['password', 63], 4: ['pin', 8] }),
        1: status('auth_mode'),
        5: status('type'),
      },
    },
    0: {
      key: 'mqtt_settings',
      subs: {
        ...server,
        2: [['keepalive_interval', 2, word]],
        ...strings({ 3: ['client_id', 63], 5: ['auth_username', 127], 6: ['auth_password', 127] }),
        4: status('auth_enable'),
        7: status('enable_tls'),
        ...certificates('mqtt'),
        ...strings({ 17: ['uplink_topic', 127], 19: ['downlink_topic', 127] }),
        18: status('uplink_qos'),
        20: status('downlink_qos'),
      },
    },
    2: {
      key: 'aws_settings',
      subs: { ...server, 2: [['keepalive_interval', 2, word]], ...certificates('aws') },
    },
    5: {
      key: 'tcp_settings',
      id: 'id',
      entry: {
        subs: {
          0: status('enable'),
          1: [['server_address', 127, string(127)]],
          2: [['server_port', 2, word]],
          3: status('retry_count'),
          4: status('retry_interval'),
          5: [['keepalive_interval', 2, word]],
          6: status('tcp_status'),
        },
      },
    },
    15: {
      key: 'udp_settings',
      id: 'id',
      entry: {
        subs: {
          0: status('enable'),
          1: [['server_address', 127, string(127)]],
          2: [['server_port', 2, word]],
          3: status('udp_status'),
        },
      },
    },
    1: { key: 'milesight_mqtt_settings', subs: { 33: status('status') } },
    25: { key: 'milesight_dtls_settings', subs: { 0: status('status') } },
  },
};

const CELLULAR_STATUS: Node = {
  subs: {
    0: status('register_status'),
    1: status('sim_status'),
    ...strings({ 2: ['imei', 15], 3: ['imsi', 15], 4: ['iccid', 20] }),
    5: [['csq', 2, int16]],
    6: status('connected_status'),
    17: status('milesight_mqtt_status'),
    21: status('milesight_dtls_status'),
  },
};

const temperatureLimit = (name: string): Field => [name, 4, hundredths, 1];
const tenths = scaled(u16le, 10);

export const ts601Settings: Readonly<Record<number, IdRecord>> = {
  96: unitInterval('reporting_interval'),
  97: plain('cumulative_times', 1, byte),
  98: unitInterval('collection_interval'),
  99: plain('alarm_reporting_times', 2, word),
  117: plain('alarm_deactivation_enable', 1, byte),
  101: plain('temperature_unit', 1, byte),
  196: plain('auto_p_enable', 1, byte),
  113: plain('base_station_position_enable', 1, byte),
  114: plain('base_station_position_auth_token', 16, string(16)),
  115: tree('airplane_mode_time_period_settings', {
    subs: { 0: [enable], 1: [['start_timestamp', 6, dateTime]], 2: [['end_timestamp', 6, dateTime]] },
  }),
  199: plain('time_zone', 2, int16),
  198: daylightSavingTime,
  197: dataStorageSettings,
  118: tree('button_lock', [
    enable,
    ['power_off_enable', 0, bits(0, 1)],
    ['collect_report_enable', 0, bits(1, 2)],
    ['reserve', 1, bits(2, 8)],
  ]),
  119: tree('temperature_alarm_settings', [
    enable,
    ['threshold_condition', 1, byte],
    temperatureLimit('threshold_min'),
    temperatureLimit('threshold_max'),
  ]),
  120: tree('temperature_mutation_alarm_settings', [enable, temperatureLimit('mutation_max')]),
  121: tree('humidity_alarm_settings', [
    enable,
    ['threshold_condition', 1, byte],
    ['threshold_min', 2, tenths],
    ['threshold_max', 2, tenths],
  ]),
  122: tree('humidity_mutation_alarm_settings', [enable, ['mutation_max', 2, tenths]]),
  123: tree('temperature_calibration_settings', [enable, temperatureLimit('calibration_value')]),
  124: tree('humidity_calibration_settings', [enable, ['calibration_value', 2, scaled(s16le, 10)]]),
  100: unitInterval('light_collection_interval'),
  125: tree('light_alarm_settings', [enable, ['threshold_condition', 1, byte], ['threshold_max', 2, word]]),
  126: plain('light_tolerance_value', 1, byte),
  127: tree('tilt_alarm_settings', [
    enable,
    ['threshold_condition', 1, byte],
    ['threshold_max', 1, byte],
    ['duration', 1, byte],
  ]),
  128: tree('falling_alarm_settings', [enable]),
  129: tree('falling_threshold_alarm_settings', [
    ['threshold_level', 1, byte],
    ['time_level', 1, byte],
  ]),
  130: plain('probe_id_retransmit_count', 1, byte),
  191: command('reset'),
  190: tree('cellular_status', CELLULAR_STATUS),
  189: command('clear_historical_data'),
  188: command('stop_historical_data_retrieval'),
  186: tree('retrieve_historical_data_by_time', [['time', 4, uint32]]),
  187: tree('retrieve_historical_data_by_time_range', [
    ['start_time', 4, uint32],
    ['end_time', 4, uint32],
  ]),
  185: command('query_device_status'),
  184: command('synchronize_time'),
  183: tree('set_time', [['timestamp', 4, uint32]]),
  80: command('clear_alarm_item'),
  81: tree('set_zero_calibration', [['operation', 1, byte]]),
  82: tree('set_retrieval_initial_surface', [['operation', 1, byte]]),
  83: command('get_sensor_id'),
  206: tree('cellular_settings', CELLULAR_SETTINGS),
};
