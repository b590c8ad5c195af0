import { toHex, u8, u16le, u32le } from '../bytes.ts';
import { type Channel, type ChannelTable, label } from './milesight-tlv.ts';

// Replies to downlinks. Milesight devices answer a configuration command (and report
// some settings) with records whose channel is 0xFF or 0xFE and whose type is the
// command's, e.g. `ff 03 b0 04` after the reporting interval was set to 1200 s. The
// vendor decoders list, per model, the types a device answers and their lengths; each
// model passes its list so these records are decoded, not taken for unknown ones.
// Values are kept as the vendor's field names with the raw number (1, 2 or 4 bytes,
// little-endian) or the bytes in hex (composite settings), for display only: replies
// never become readings.

/** Type byte (hex) → [the vendor decoder's field name, data length]. */
export type ReplySpec = Readonly<
  Record<string, readonly [name: string, size: number, altSizes?: readonly number[]]>
>;

/** A reply's value as the vendor decoders keep it: 1, 2 or 4 bytes a little-endian number, else hex. */
export const rawReplyValue = (bytes: Uint8Array, at: number, size: number): number | string =>
  size === 1
    ? u8(bytes, at)
    : size === 2
      ? u16le(bytes, at)
      : size === 4
        ? u32le(bytes, at)
        : toHex(bytes.subarray(at, at + size));

/** A reply whose first byte selects what the rest means (ff 8e 00 + minutes: the reporting interval). */
const SELECTOR_TYPES = new Set(['6a', '8e']);

function replyChannel(
  type: string,
  name: string,
  defaultSize: number,
  altSizes?: readonly number[],
): Channel {
  return {
    size: defaultSize,
    ...(altSizes ? { altSizes } : {}),
    read(bytes, at, out, size) {
      if (SELECTOR_TYPES.has(type) && size === 3) {
        // 6a: 0 retransmit / 1 resend interval; 8e: 0 reporting / 1 motion reporting interval.
        const suffix = u8(bytes, at) === 0 ? '' : `_${u8(bytes, at)}`;
        out.set(`${name}${suffix}`, u16le(bytes, at + 1));
        return;
      }
      out.set(name, rawReplyValue(bytes, at, size));
    },
  };
}

/**
 * `table` without the replies of `types` (ff and fe), for a variant that lacks those settings
 * (the L models without a screen): its decoder throws on them, so their bytes are no reply.
 */
export function withoutReplies(table: ChannelTable, types: readonly string[]): ChannelTable {
  const rest: Record<string, Channel> = { ...table };
  for (const type of types) {
    delete rest[`ff${type}`];
    delete rest[`fe${type}`];
  }
  return rest;
}

/** Channels ff<type> and fe<type> for every reply of the spec. */
export function replyChannels(spec: ReplySpec): ChannelTable {
  const table: Record<string, Channel> = {};
  for (const [type, [name, size, altSizes]] of Object.entries(spec)) {
    table[`ff${type}`] = replyChannel(type, name, size, altSizes);
    table[`fe${type}`] = replyChannel(type, name, size, altSizes);
  }
  return table;
}

// The lists below are read from Milesight-IoT/SensorDecoders (v1.5.49), function
// handle_downlink_response of each model's decoder.

/** EM300-TH and EM300-SLD. */
export const em300Replies: ReplySpec = {
  '02': ['collection_interval', 2],
  '03': ['report_interval', 2],
  '06': ['alarm_config', 9],
  '10': ['reboot', 1],
  '27': ['clear_history', 1],
  '28': ['report_status', 1],
  '68': ['history_enable', 1],
  '69': ['retransmit_enable', 1],
  '6a': ['retransmit_interval', 3],
  '6d': ['stop_transmit', 1],
  '79': ['d2d_master_config', 6],
  ea: ['calibration_settings', 3],
};

/** EM500-UDL and EM500-SMTC. */
export const em500Replies: ReplySpec = {
  '02': ['collection_interval', 2],
  '03': ['report_interval', 2],
  '06': ['alarm_config', 9],
  '10': ['reboot', 1],
  '11': ['timestamp', 4],
  '17': ['time_zone', 2],
  '18': ['sensor_enable', 2],
  '1c': ['recollection_config', 2],
  '27': ['clear_history', 1],
  '28': ['report_status', 1],
  '35': ['d2d_key', 8],
  '3b': ['time_sync_enable', 1],
  '4a': ['sync_time', 1],
  '68': ['history_enable', 1],
  '69': ['retransmit_enable', 1],
  '6a': ['retransmit_interval', 3],
  '84': ['d2d_enable', 1],
  '96': ['d2d_master_config', 8],
  f1: ['calibration_settings', 4],
  f2: ['alarm_report_counts', 2],
  f5: ['alarm_release_enable', 1],
};

export const em310Replies: ReplySpec = {
  '02': ['collection_interval', 2],
  '03': ['report_interval', 2],
  '06': ['distance_alarm_config', 9],
  '10': ['reboot', 1],
};

/** AM307 and AM319 (the 0x1a CO2 calibration reply is 1 byte, or 3 in calibration mode 2). */
export const amReplies: ReplySpec = {
  '03': ['report_interval', 2],
  '10': ['reboot', 1],
  '17': ['time_zone', 2],
  '1a': ['co2_calibration_settings', 1, [3]],
  '25': ['child_lock_settings', 1],
  '27': ['clear_history', 1],
  '2c': ['query_status', 1],
  '2d': ['screen_display_enable', 1],
  '2e': ['led_indicator_mode', 1],
  '39': ['co2_abc_calibration_enable', 5],
  '3a': ['report_interval', 2],
  '3b': ['time_sync_enable', 1],
  '3c': ['screen_display_pattern', 1],
  '3d': ['stop_buzzer', 1],
  '3e': ['buzzer_enable', 1],
  '65': ['pm2_5_collection_interval', 2],
  '66': ['screen_display_alarm_enable', 1],
  '68': ['history_enable', 1],
  '69': ['retransmit_enable', 1],
  '6a': ['retransmit_interval', 3],
  '6d': ['stop_transmit', 1],
  eb: ['tvoc_unit', 1],
  f0: ['screen_display_element_settings', 4],
  f4: ['co2_calibration_enable', 1],
};

/**
 * AM319 (and its HCHO variant): the CO2 ABC calibration reply is the enable byte alone
 * (am319-hcho-decoder.js and its encoder's 3-byte command), not the AM307's 5 bytes; the
 * 5-byte form is still taken when only it lets the rest of the uplink parse.
 */
export const am319Replies: ReplySpec = {
  ...amReplies,
  '39': ['co2_abc_calibration_enable', 1, [5]],
};

export const at101Replies: ReplySpec = {
  '10': ['reboot', 1],
  '13': ['motion_report_config', 3],
  '17': ['time_zone', 2],
  '28': ['report_status', 1],
  '2d': ['wifi_positioning_config', 3],
  '3b': ['time_sync_enable', 1],
  '3c': ['gnss_positioning_timeout', 1],
  '4a': ['sync_time', 1],
  '58': ['motion_detection_config', 4],
  '66': ['report_strategy', 1],
  '71': ['positioning_strategy', 1],
  '7e': ['geofence_alarm_config', 4],
  '87': ['tamper_detection_enable', 1],
  '88': ['geofence_center_config', 8],
  '89': ['geofence_radius_config', 4],
  '8a': ['timed_report_config', 3],
  '8e': ['report_interval', 3],
  '8f': ['bluetooth_enable', 1],
};

export const ct101Replies: ReplySpec = {
  '02': ['alarm_report_interval', 2],
  '06': ['current_alarm_config', 9],
  '10': ['reboot', 1],
  '27': ['clear_current_cumulative', 1],
  '28': ['report_status', 1],
  '8e': ['report_interval', 3],
  f2: ['alarm_report_counts', 2],
  // CT101 v2 firmware (ct-series/ct101-v2): the settings it uses to turn current into energy.
  ce: ['voltage', 2],
  cf: ['power_factor', 1],
  d0: ['reporting_type', 1],
};

/** WS101, WS202 and WS301 (WS202 adds its light alarm configuration). */
export const wsSensorReplies: ReplySpec = {
  '03': ['report_interval', 2],
  '06': ['light_alarm_config', 9],
  '10': ['reboot', 1],
  '28': ['query_device_status', 1],
  '2f': ['led_indicator_enable', 1],
  '3e': ['buzzer_enable', 1],
  '74': ['double_click_enable', 1],
};

/** WS52x / WS523 smart plugs. */
export const socketReplies: ReplySpec = {
  '03': ['report_interval', 2],
  '10': ['reboot', 1],
  // 22 (the delay task): read by milesight-socket.ts, not raw.
  '23': ['cancel_delay_task', 2],
  '24': ['current_alarm_config', 2],
  '25': ['child_lock_config', 2],
  '26': ['power_consumption_enable', 1],
  '27': ['reset_power_consumption', 1],
  '28': ['report_status', 1],
  '2c': ['report_attribute', 1],
  '2f': ['led_indicator_enable', 1],
  '30': ['over_current_protection', 2],
};

/**
 * EM500-LGT, EM500-PT100, EM500-SWL and EM500-PP: the EM500 list without the 0x18 sensor
 * switch, the alarm (06) and calibration (f1) settings named after the measurement as their
 * decoders do (`depth_alarm_config`, `pressure_calibration_settings`).
 */
export function em500ProbeReplies(measurement: string): ReplySpec {
  const { '18': _sensorEnable, ...rest } = em500Replies;
  return {
    ...rest,
    '06': [`${measurement}_alarm_config`, 9],
    f1: [`${measurement}_calibration_settings`, 4],
  };
}

/**
 * ff/fe 8e as the WS203 and TS301/TS302 decoders read it: a byte they skip (their encoders
 * always send 00), then the reporting interval in minutes, whatever that first byte is.
 */
export function minutesIntervalReplyChannels(): ChannelTable {
  const channel: Channel = {
    size: 3,
    read: (bytes, at, out) => out.set('report_interval', u16le(bytes, at + 1)),
  };
  return { ff8e: channel, fe8e: channel };
}

const RESULTS = ['success', 'forbidden', 'invalid parameter'] as const;

/**
 * f9 <type> and f8 <type> (handle_downlink_response_ext): a setting's reply, raw as our other
 * replies; f8 adds a result byte, and a result other than 0 is the vendor's device_response_result.
 */
export function extReplyChannels(spec: ReplySpec): ChannelTable {
  const table: Record<string, Channel> = {};
  for (const [type, [name, size]] of Object.entries(spec)) {
    table[`f9${type}`] = { size, read: (b, at, out) => out.set(name, rawReplyValue(b, at, size)) };
    table[`f8${type}`] = {
      size: size + 1,
      read(b, at, out) {
        const result = u8(b, at + size);
        if (result === 0) out.set(name, rawReplyValue(b, at, size));
        else {
          out.set('device_response_result', {
            channel_type: Number.parseInt(type, 16),
            result: label(RESULTS, result),
            request: { [name]: rawReplyValue(b, at, size) },
          });
        }
      },
    };
  }
  return table;
}
