import { s16le, u8 } from '../bytes.ts';
import type { ResultBuilder } from '../result.ts';
import { minutesIntervalReplyChannels, type ReplySpec, replyChannels } from './milesight-replies.ts';
import { type Channel, type ChannelTable, label } from './milesight-tlv.ts';

// The WT201 thermostat's answers to its downlinks, as Milesight's decoder reads them
// (Milesight-IoT/SensorDecoders wt-series/wt201/wt201-decoder.js, handle_downlink_response and
// handle_downlink_response_ext). Most are kept raw (milesight-replies.ts); those that print the
// thermostat's own state fields (fan_mode, temperature_control_mode, target_temperature,
// plan_type) are read as the decoder does, so one field never holds two kinds of value. ff 03 is
// the outside temperature a server sent, not a reporting interval (that is ff 8e, in minutes).

export const MODES = ['heat', 'em_heat', 'cool', 'auto'] as const;
export const FAN_MODES = ['auto', 'on', 'circulate', 'disable'] as const;
const PLAN_TYPES = ['wake', 'away', 'home', 'sleep'] as const;
const enable = (value: number) => label(['disable', 'enable'], value);

const raw: ReplySpec = {
  '02': ['collection_interval', 2],
  '06': ['temperature_alarm_config', 9],
  '10': ['reboot', 1],
  '25': ['child_lock_config', 2],
  '27': ['clear_history', 1],
  '28': ['report_status', 1],
  '4a': ['sync_time', 1],
  '68': ['history_enable', 1],
  '69': ['retransmit_enable', 1],
  '6a': ['retransmit_interval', 3],
  '82': ['multicast_group_config', 1],
  '83': ['d2d_slave_config', 5],
  '96': ['d2d_master_config', 8],
  ab: ['temperature_calibration_settings', 3],
  b0: ['freeze_protection_config', 3],
  b5: ['ob_mode', 1],
  b8: ['temperature_tolerance', 2],
  b9: ['temperature_level_up_condition', 4],
  ba: ['dst_config', 10],
  bd: ['time_zone', 2],
  c1: ['card_config', 4],
  c4: ['outside_temperature_control', 2],
  c5: ['temperature_control_enable', 1],
  c7: ['d2d_enable', 1],
  c8: ['plan_config', 5],
  c9: ['plan_schedule', 6],
  ca: ['wires', 3],
  f6: ['control_permission', 1],
  f7: ['wires_relay_config', 4],
  f8: ['offline_control_mode', 1],
  f9: ['humidity_calibration_settings', 3],
};

const read: Readonly<Record<string, Channel>> = {
  '03': { size: 2, read: (b, at, out) => out.set('outside_temperature', s16le(b, at) / 10) },
  b6: { size: 1, read: (b, at, out) => out.set('fan_mode', label(FAN_MODES, u8(b, at))) },
  // The mode, then the set point in whole degrees (bits 0-6) and its unit (bit 7).
  b7: {
    size: 2,
    read(b, at, out) {
      out.set('temperature_control_mode', label(MODES, u8(b, at)));
      out.set('target_temperature', u8(b, at + 1) & 0x7f);
      out.set('temperature_unit', u8(b, at + 1) & 0x80 ? 'fahrenheit' : 'celsius');
    },
  },
  c2: { size: 1, read: (b, at, out) => out.set('plan_type', label(PLAN_TYPES, u8(b, at))) },
  fa: {
    size: 3,
    read(b, at, out) {
      out.set('temperature_control_mode', label(MODES, u8(b, at)));
      out.set('target_temperature', s16le(b, at + 1) / 10);
    },
  },
  fb: { size: 1, read: (b, at, out) => out.set('temperature_control_mode', label(MODES, u8(b, at))) },
};

/** f8 / f9 <type>: the fan and screen settings; f8 adds a result byte (0 success). */
const EXT: Readonly<
  Record<string, { size: number; read: (b: Uint8Array, at: number) => Record<string, unknown> }>
> = {
  '05': {
    size: 2,
    read: (b, at) => ({ fan_delay_enable: enable(u8(b, at)), fan_delay_time: u8(b, at + 1) }),
  },
  '06': { size: 1, read: (b, at) => ({ fan_execute_time: u8(b, at) }) },
  '07': {
    size: 2,
    read: (b, at) => ({ fan_dehumidify: { enable: enable(u8(b, at)), execute_time: u8(b, at + 1) } }),
  },
  '08': {
    size: 1,
    read: (b, at) => ({ screen_display_mode: label(['on', 'without plan show', 'disable all'], u8(b, at)) }),
  },
  '09': { size: 2, read: (b, at) => ({ humidity_range: { min: u8(b, at), max: u8(b, at + 1) } }) },
  '0a': {
    size: 2,
    read: (b, at) => ({
      temperature_dehumidify: {
        enable: enable(u8(b, at)),
        ...(u8(b, at + 1) === 0xff ? {} : { temperature_tolerance: u8(b, at + 1) / 10 }),
      },
    }),
  },
};
const RESULTS = ['success', 'forbidden', 'invalid parameter'] as const;

function setAll(out: ResultBuilder, values: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(values)) out.set(name, value);
}

function extChannels(): ChannelTable {
  const table: Record<string, Channel> = {};
  for (const [type, ext] of Object.entries(EXT)) {
    table[`f9${type}`] = { size: ext.size, read: (b, at, out) => setAll(out, ext.read(b, at)) };
    table[`f8${type}`] = {
      size: ext.size + 1,
      read(b, at, out) {
        const result = u8(b, at + ext.size);
        if (result === 0) setAll(out, ext.read(b, at));
        else {
          out.set('device_response_result', {
            channel_type: Number.parseInt(type, 16),
            result: label(RESULTS, result),
            request: ext.read(b, at),
          });
        }
      },
    };
  }
  return table;
}

export const wt201Replies: ChannelTable = {
  ...replyChannels(raw),
  ...Object.fromEntries(
    Object.entries(read).flatMap(([type, channel]) => [
      [`ff${type}`, channel],
      [`fe${type}`, channel],
    ]),
  ),
  ...minutesIntervalReplyChannels(),
  ...extChannels(),
};
