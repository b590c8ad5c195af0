import { s16le, u8, u16le, u32le } from '../bytes.ts';
import { extReplyChannels, type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import {
  addHistory,
  type Channel,
  type ChannelTable,
  deviceInfoChannels,
  humidityChannel,
  label,
  warnUnknownState,
} from '../formats/milesight-tlv.ts';
import { milesightSensor } from './milesight-common.ts';

// Milesight WT201 smart thermostat, v2 firmware, and the WT211 (its decoder is the v2's byte for
// byte). Names and values as Milesight's decoders (Milesight-IoT/SensorDecoders wt-series/
// wt201-v2/wt201-v2-decoder.js, wt-series/wt211/wt211-decoder.js). The two differ in one flag,
// RAW_VALUE: the WT201 v2's is on, so the decoder prints most enumerations as their number (plan
// type, system status, alarms, sensor status, the enable bits) and adds `*_value` numbers beside
// its words; the WT211's is off, so it prints the words alone. `raw` here is that flag.
// The room's temperature (03 67 `ambient_temperature`, with the decoder's Fahrenheit and Celsius
// copies) and humidity are readings; the set points, modes, fan, plan and relays are the
// thermostat's state, in the fields. 83 67's persistent low / high and threshold alarms (and their
// releases) are the threshold alarm, as the v1 WT201's. History (20 CE): 13 bytes, its temperature
// and humidity readings at the record's time. Settings replies (ff / fe, and f8 / f9) are the raw
// value as every Milesight model's, but those that print the thermostat's state fields (ff b6
// fan_mode_setting, c2 plan_type, fa and f9 45 target_temperature, fb
// current_temperature_control_mode, f9 45 system_status) are read as the decoder does, so one field
// never holds two kinds of value, and ff 03 (the outside temperature a server sent) in °C as it
// prints it. Where the decoder throws (06 e8 with a fan status of 4-7, ff b6 with a mode of 3 or
// more: tables shorter than their index), the word is "unknown", with a warning.

type Variant = { model: string; modelId: string; raw: boolean; encoderFile: string };

const MODES = ['heat', 'em heat', 'cool', 'auto'] as const;
/** readTemperatureControlMode: the history's, the range alarm's and the replies' mode. */
const CONTROL_MODES = ['heat', 'em heat', 'cool', 'auto', 'auto heat', 'auto cool'] as const;
const CONTROL_STATUS = [
  'standby',
  'stage-1 heat',
  'stage-2 heat',
  'stage-3 heat',
  'stage-4 heat',
  'em heat',
  'stage-1 cool',
  'stage-2 cool',
  'stage-5 heat',
  'stage-3 cool',
] as const;
/** 06 e8: the fan mode's word and the number RAW_VALUE prints beside it. */
const FAN_MODE_SETTING = [
  ['auto', 2],
  ['always on', 3],
  ['circulate', 4],
  ['disable', 1],
] as const;
const FAN_STATUS_SETTING = [
  ['standby', 1],
  ['high speed', 5],
  ['low speed', 3],
  ['on', 2],
] as const;
const FAN_MODES = ['auto', 'on', 'circulate', 'disable'] as const;
const FAN_STATUS = ['standby', 'high speed', 'low speed', 'on'] as const;
const PLANS = ['wake', 'away', 'home', 'sleep', 'occupied', 'vacant', 'eco'] as const;
const NOT_EXECUTED = 255;
const SOURCES: Readonly<Record<number, readonly [string, number]>> = {
  1: ['embedded', 1],
  2: ['loRa', 3],
  3: ['d2d', 4],
};
const ALARMS = [
  undefined,
  'emergency heating timeout alarm',
  'auxiliary heating timeout alarm',
  'persistent low temperature alarm',
  'persistent low temperature alarm release',
  'persistent high temperature alarm',
  'persistent high temperature alarm release',
  'freeze protection alarm',
  'freeze protection alarm release',
  'threshold alarm',
  'threshold alarm release',
] as const;
/** The alarm codes that raise (true) or release (false) the threshold alarm. */
const THRESHOLD: Readonly<Record<number, boolean>> = {
  3: true,
  4: false,
  5: true,
  6: false,
  9: true,
  10: false,
};
const RELAYS = ['Y1', 'Y2', 'W1', 'W2', 'EH', 'G', 'OB'] as const;
const SENSOR_STATUS = [undefined, 'read failed', 'out of range'] as const;
const LORAWAN_CLASSES = ['Class A', 'Class B', 'Class C', 'Class CtoB'] as const;
const REPLY_FAN_MODES = FAN_MODE_SETTING.slice(0, 3);
const REPLY_MODES: Readonly<Record<number, string>> = { 1: 'heat', 2: 'em heat', 3: 'cool', 4: 'auto' };
const ON_OFF = ['off', 'on'] as const;
const ENABLE = ['disable', 'enable'] as const;

/** handle_downlink_response of the decoder: type → name and length, kept raw. */
const replies: ReplySpec = {
  '02': ['collection_interval', 2],
  '06': ['temperature_alarm_config', 9],
  '10': ['reboot', 1],
  '25': ['child_lock_config', 2],
  '28': ['report_status', 1],
  '4a': ['synchronize_time', 1],
  '68': ['history_enable', 1],
  '69': ['retransmit_enable', 1],
  '6a': ['retransmit_interval', 3],
  '82': ['multicast_group_config', 1],
  '83': ['d2d_slave_config', 5],
  '8e': ['reporting_interval_settings', 3],
  '96': ['d2d_master_config', 8],
  ab: ['temperature_calibration_settings', 3],
  b0: ['freeze_protection_config', 3],
  b5: ['reversing_valve', 1],
  b7: ['temperature_control', 2],
  b8: ['temperature_tolerance', 2],
  b9: ['level_switch_settings', 3],
  ba: ['dst_config', 10],
  bd: ['time_zone', 2],
  c1: ['card_config', 4],
  c4: ['temperature_source_config', 2],
  c5: ['temperature_control_enable', 1],
  c7: ['d2d_master_enable', 1],
  c8: ['plan_cfg', 5],
  c9: ['plan_schedule', 6],
  ca: ['wires', 3],
  eb: ['temperature_unit', 1],
  f6: ['control_permission', 1],
  f7: ['wires_relay_config', 4],
  f8: ['offline_control_mode', 1],
  f9: ['humidity_calibration_settings', 3],
};

/** handle_downlink_response_ext (f9 type, and f8 type with a result byte), kept raw. */
const extReplies: ReplySpec = {
  '05': ['fan_delay', 2],
  '06': ['fan_execute_time', 1],
  '07': ['fan_dehumidify', 2],
  '08': ['screen_display_mode', 1],
  '09': ['humidity_range', 2],
  '0a': ['temperature_dehumidify', 2],
  '1b': ['temperature_up_down_enable', 2],
  '20': ['fan_delay_config_enable', 1],
  '21': ['fan_delay_config_delay_time', 2],
  '22': ['temporary_unlock_settings', 1],
  '23': ['temperature_control_delta1', 1],
  '24': ['temperature_control_delta2', 1],
  '27': ['occupancy_mode', 1],
  '28': ['occupied_delay', 1],
  '29': ['offline_timeout', 1],
  '2a': ['heartbeat', 1],
  '2b': ['unilateral_tolerance', 1],
  '2c': ['time_format', 1],
  '2d': ['wire_mode', 1],
  '2e': ['temperature_humidity_source', 1],
  '2f': ['timezone_index', 1],
  '30': ['timezone_offset', 2],
  '31': ['children_locks_enable', 1],
  '32': ['target_deadband', 1],
  '33': ['sharing_mode_enable', 1],
  '3a': ['wires_relay_change_report_enable', 1],
  '3b': ['aux_control_config', 1],
  '3e': ['d2d_master_ids', 9],
  '41': ['target_temperature_resolution', 1],
  '42': ['target_temperature_range_config', 5],
  '43': ['temperature_level_up_down_delta', 3],
  '44': ['fan_delay_config', 3],
  '46': ['compressor_aux_combine_enable', 1],
  '47': ['system_protect_config', 2],
  '58': ['target_temperature_dual', 1],
  '59': ['dual_temperature_plan_config', 9],
  '5a': ['double_point_target_tolerance', 2],
  '5c': ['unlock_config', 3],
  '5d': ['temperature_control_enable_setting', 1],
  '5e': ['single_temperature_plan_config', 7],
  '62': ['fan_control_during_heating', 1],
  '64': ['occupied_cooling_setpoint', 2],
  '65': ['occupied_heating_setpoint', 2],
  '66': ['unoccupied_cooling_setpoint', 2],
  '67': ['unoccupied_heating_setpoint', 2],
  '68': ['cooling_setpoint', 2],
  '69': ['heating_setpoint', 2],
  '6a': ['occupied_cooling_setpoint_tolerance', 1],
  '6b': ['occupied_heating_setpoint_tolerance', 1],
  '6c': ['unoccupied_cooling_setpoint_tolerance', 1],
  '6d': ['unoccupied_heating_setpoint_tolerance', 1],
  '6e': ['cooling_setpoint_tolerance', 1],
  '6f': ['heating_setpoint_tolerance', 1],
  '72': ['center_cool_temp', 2],
  '73': ['center_heat_temp', 2],
  '74': ['cooling_adjust_tolerance', 2],
  '75': ['heating_adjust_tolerance', 2],
  '80': ['custom_wiring_mode', 1],
  '81': ['heating_stage1', 1],
  '82': ['heating_stage2', 1],
  '83': ['heating_stage3', 1],
  '84': ['heating_stage4', 1],
  '85': ['heating_stage5', 1],
  '86': ['emergency_heating', 1],
  '87': ['cooling_stage1', 1],
  '88': ['cooling_stage2', 1],
  '89': ['cooling_stage3', 1],
  '8b': ['plan_schedule_enable_config', 2],
  '90': ['screen_display_enable', 1],
  '91': ['screen_time_enable', 1],
  '92': ['screen_target_enable', 1],
  '93': ['screen_temp_enable', 1],
  '94': ['screen_humi_enable', 1],
  '95': ['screen_plan_enable', 1],
  '96': ['screen_target_others_enable', 1],
};

const RESULTS = ['success', 'forbidden', 'invalid parameter'] as const;

function table({ raw }: Variant): ChannelTable {
  /** getValue of the decoder: the number itself with RAW_VALUE, else its word or "unknown". */
  const value = (words: readonly (string | undefined)[], n: number): number | string =>
    raw ? n : (words[n] ?? 'unknown');
  const bitWords = (byte: number, names: readonly string[]): Record<string, number | string> =>
    Object.fromEntries(names.map((name, bit) => [name, value(ENABLE, (byte >>> bit) & 1)]));
  const withRaw = (entry: Record<string, unknown>, numbers: Record<string, unknown>) =>
    raw ? { ...entry, ...numbers } : entry;

  const planEvent = (byte: number): number | string => {
    const type = (byte & 0x0f) - 1;
    if (type === -1) return raw ? NOT_EXECUTED : 'not executed';
    return value(PLANS, type);
  };

  /** The mode, the target temperature (and the system status) the thermostat confirms. */
  const modeTarget = (bytes: Uint8Array, at: number) => ({
    temperature_control_mode: value(CONTROL_MODES, u8(bytes, at)),
    target_temperature: s16le(bytes, at + 1) / 10,
  });

  const fanReply: Channel = {
    size: 1,
    read(bytes, at, out) {
      const entry = REPLY_FAN_MODES[u8(bytes, at)];
      if (entry === undefined) {
        // The decoder throws (it reads a name of no entry).
        out.set('fan_mode_setting', { mode: 'unknown' });
        out.warn(`unknown fan_mode_setting reply ${u8(bytes, at)}`);
        return;
      }
      out.set('fan_mode_setting', withRaw({ mode: entry[0] }, { mode_value: entry[1] }));
    },
  };
  const controlModeReply: Channel = {
    size: 1,
    read(bytes, at, out) {
      const mode = REPLY_MODES[u8(bytes, at) + 1];
      const entry: Record<string, unknown> = raw ? { mode_value: u8(bytes, at) + 1 } : {};
      if (mode === undefined) out.warn(`unknown current_temperature_control_mode reply ${u8(bytes, at)}`);
      else entry.mode = mode;
      out.set('current_temperature_control_mode', entry);
    },
  };
  const outsideTemperature: Channel = {
    size: 2,
    read: (bytes, at, out) => out.set('outside_temperature', s16le(bytes, at) / 10),
  };
  const planReply: Channel = {
    size: 1,
    read: (bytes, at, out) => out.set('plan_type', value(PLANS, u8(bytes, at))),
  };
  const modeTargetReply: Channel = {
    size: 3,
    read(bytes, at, out) {
      for (const [name, v] of Object.entries(modeTarget(bytes, at))) out.set(name, v);
    },
  };
  /** f9 45 / f8 45: system status, mode and target temperature (then f8's result byte). */
  const systemReply = (result: boolean): Channel => ({
    size: result ? 5 : 4,
    read(bytes, at, out) {
      const fields = {
        system_status: value(ON_OFF, u8(bytes, at)),
        ...modeTarget(bytes, at + 1),
      };
      const code = result ? u8(bytes, at + 4) : 0;
      if (code === 0) {
        for (const [name, v] of Object.entries(fields)) out.set(name, v);
        return;
      }
      out.set('device_response_result', {
        channel_type: 0x45,
        result: label(RESULTS, code),
        request: fields,
      });
    },
  });

  const history: Channel = {
    size: 13,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const word = u16le(bytes, at + 4);
      const temperature = s16le(bytes, at + 10) / 10;
      const humidity = u8(bytes, at + 12) / 2;
      const entry: Record<string, unknown> = {
        timestamp,
        system_status: value(ON_OFF, word & 0x01),
        fan_mode: value(FAN_MODES, (word >>> 1) & 0x03),
        fan_status: value(FAN_STATUS, (word >>> 3) & 0x03),
        temperature_control_mode: value(CONTROL_MODES, (word >>> 5) & 0x03),
        temperature_control_status: label(CONTROL_STATUS, (word >>> 7) & 0x0f),
        target_temperature: s16le(bytes, at + 6) / 10,
      };
      if (u16le(bytes, at + 8) !== 0xffff) entry.target_temperature_2 = s16le(bytes, at + 8) / 10;
      entry.temperature = temperature;
      entry.humidity = humidity;
      addHistory(out, entry, timestamp, [
        ['temperature', temperature],
        ['humidity', humidity],
      ]);
    },
  };

  const sensorStatus = (name: string): Channel => ({
    size: 1,
    read: (bytes, at, out) => out.set(name, value(SENSOR_STATUS, u8(bytes, at))),
  });

  const source = (byte: number) => SOURCES[byte];

  return {
    ...replyChannels(replies),
    ffb6: fanReply,
    feb6: fanReply,
    // The outside temperature a server sent (°C), as the decoder prints it.
    ff03: outsideTemperature,
    fe03: outsideTemperature,
    ffc2: planReply,
    fec2: planReply,
    fffa: modeTargetReply,
    fefa: modeTargetReply,
    fffb: controlModeReply,
    fefb: controlModeReply,
    ...extReplyChannels(extReplies),
    f945: systemReply(false),
    f845: systemReply(true),
    ...deviceInfoChannels,
    ff0b: { size: 1, read: (_b, _at, out) => out.set('device_status', value(ON_OFF, 1)) },
    fffe: { size: 1, read: (_b, _at, out) => out.set('reset_event', value(['normal', 'reset'], 1)) },
    ff0f: {
      size: 1,
      read(bytes, at, out) {
        const type = u8(bytes, at);
        const known = type < LORAWAN_CLASSES.length;
        out.set(
          'lorawan_class',
          withRaw({ type: label(LORAWAN_CLASSES, type) }, { value: known ? type + 1 : null }),
        );
      },
    },
    '0367': {
      size: 2,
      read(bytes, at, out) {
        const celsius = s16le(bytes, at) / 10;
        out.set('ambient_temperature', celsius);
        out.set('fahrenheit_ambient_temperature', Number((celsius * 1.8 + 32).toFixed(1)));
        out.set('celsius_ambient_temperature', Number(celsius.toFixed(1)));
        out.reading('temperature', celsius);
      },
    },
    '0467': { size: 2, read: (bytes, at, out) => out.set('target_temperature', s16le(bytes, at) / 10) },
    '0b67': { size: 2, read: (bytes, at, out) => out.set('target_temperature_2', s16le(bytes, at) / 10) },
    '05e7': {
      size: 1,
      read(bytes, at, out) {
        const byte = u8(bytes, at);
        const status = (byte >>> 4) & 0x0f;
        out.set(
          'current_temperature_control_mode',
          withRaw(
            { mode: label(MODES, byte & 0x03), status: label(CONTROL_STATUS, status) },
            { mode_value: (byte & 0x03) + 1, status_value: status + 1 },
          ),
        );
      },
    },
    '06e8': {
      size: 1,
      read(bytes, at, out) {
        const byte = u8(bytes, at);
        const mode = FAN_MODE_SETTING[byte & 0x03] ?? FAN_MODE_SETTING[0];
        const status = FAN_STATUS_SETTING[(byte >>> 2) & 0x07];
        if (status === undefined) {
          // The decoder throws: its status table has four entries, its index three bits.
          out.warn(`unknown fan status ${(byte >>> 2) & 0x07}`);
          out.set('fan_mode_setting', withRaw({ mode: mode[0], status: 'unknown' }, { mode_value: mode[1] }));
          return;
        }
        out.set(
          'fan_mode_setting',
          withRaw({ mode: mode[0], status: status[0] }, { mode_value: mode[1], status_value: status[1] }),
        );
      },
    },
    '07e9': {
      size: 1,
      read(bytes, at, out) {
        const found = source(u8(bytes, at));
        out.set('curr_temperature_humidity_source', found?.[0] ?? 'unknown');
        if (raw) out.set('curr_temperature_humidity_source_value', found?.[1] ?? null);
      },
    },
    '87e9': {
      size: 2,
      read(bytes, at, out) {
        const found = source(u8(bytes, at));
        const alarm = u8(bytes, at + 1);
        const entry: Record<string, unknown> = { source: found?.[0] ?? 'unknown' };
        // The decoder's alarm word is undefined (so left out) for any byte but 1.
        if (alarm === 1) entry.alarm = 'source switch alarm';
        out.set('source_alarm', withRaw(entry, { source_value: found?.[1] ?? null, alarm_value: alarm }));
      },
    },
    '07bc': { size: 1, read: (bytes, at, out) => out.set('plan_type', planEvent(u8(bytes, at))) },
    '088e': { size: 1, read: (bytes, at, out) => out.set('system_status', value(ON_OFF, u8(bytes, at))) },
    '0968': humidityChannel,
    '0a6e': {
      size: 1,
      read(bytes, at, out) {
        const on = RELAYS.filter((_name, bit) => (u8(bytes, at) >>> bit) & 1);
        out.set('enabled_relay', on.length > 0 ? on.join('&') : 'off');
      },
    },
    ffcb: {
      size: 3,
      read(bytes, at, out) {
        out.set(
          'temperature_control_support_mode',
          bitWords(u8(bytes, at), ['heat', 'em_heat', 'cool', 'auto']),
        );
        out.set('temperature_control_support_status', {
          ...bitWords(u8(bytes, at + 1), [
            'stage_1_heat',
            'stage_2_heat',
            'stage_3_heat',
            'stage_4_heat',
            'stage_5_heat',
          ]),
          ...bitWords(u8(bytes, at + 2), ['stage_1_cool', 'stage_2_cool', 'stage_3_cool']),
        });
      },
    },
    '8367': {
      size: 3,
      read(bytes, at, out) {
        const code = u8(bytes, at + 2);
        out.set('temperature', s16le(bytes, at) / 10);
        out.reading('temperature', s16le(bytes, at) / 10);
        out.set('temperature_alarm', value(ALARMS, code));
        if (ALARMS[code] === undefined) warnUnknownState(out, 'temperature_alarm', code);
        const threshold = THRESHOLD[code];
        if (threshold !== undefined) out.alarm(threshold);
      },
    },
    b367: sensorStatus('temperature_sensor_status'),
    b968: sensorStatus('humidity_sensor_status'),
    f940: {
      size: 7,
      read(bytes, at, out) {
        const existing = out.fields.target_temperature_range_alarm;
        const entry = {
          ...modeTarget(bytes, at),
          min: s16le(bytes, at + 3) / 10,
          max: s16le(bytes, at + 5) / 10,
        };
        out.set('target_temperature_range_alarm', [...(Array.isArray(existing) ? existing : []), entry]);
      },
    },
    '20ce': history,
  };
}

function wt201V2Model(variant: Variant) {
  return milesightSensor({
    model: variant.model,
    modelId: variant.modelId,
    readings: ['temperature', 'humidity', 'threshold_alarm'],
    table: table(variant),
    encoder: { file: variant.encoderFile, minutes: true },
  });
}

export const milesightWt201V2 = wt201V2Model({
  model: 'WT201 v2',
  modelId: 'milesight-iot/wt201v2',
  raw: true,
  encoderFile: 'wt201-v2-encoder.js',
});

export const milesightWt211 = wt201V2Model({
  model: 'WT211',
  modelId: 'milesight-iot/wt211',
  raw: false,
  encoderFile: 'wt211-encoder.js',
});
