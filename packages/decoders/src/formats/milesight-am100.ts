import { u8, u16le } from '../bytes.ts';
import type { ReplySpec } from './milesight-replies.ts';
import type { Channel } from './milesight-tlv.ts';

// Settings records of the Milesight AM100 ambience sensors with an e-ink screen, as their
// decoders read them (Milesight-IoT/SensorDecoders am-series/am104/am104-decoder.js and
// am107-decoder.js, v1.5.49). The AM102/AM103 (models/milesight-am10x.ts) answer the same way
// (am102/am103-decoder.js), but the AM102's lacks the screen elements' reply (f0).

/** handle_downlink_response of am102-decoder.js, but 0x3a (reportScheduleChannel). */
export const am102Replies: ReplySpec = {
  '03': ['report_interval', 2],
  '06': ['temperature_alarm_config', 9],
  '10': ['reboot', 1],
  '11': ['timestamp', 4],
  '17': ['time_zone', 2],
  '27': ['clear_history', 1],
  '2d': ['screen_display_enable', 1],
  '2f': ['led_indicator_mode', 1],
  '3b': ['time_sync_enable', 1],
  '56': ['screen_intelligent_enable', 1],
  '57': ['clear_report_schedule', 1],
  '59': ['reset_battery', 1],
  '5a': ['screen_refresh_interval', 2],
  '68': ['history_enable', 1],
  '69': ['retransmit_enable', 1],
  '6a': ['retransmit_interval', 3],
  '75': ['hibernate_config', 7],
  '85': ['screen_display_time_enable', 1],
  '86': ['screen_last_refresh_interval', 1],
};

/** am104-decoder.js adds the screen elements (0xf0). */
export const am104Replies: ReplySpec = {
  ...am102Replies,
  f0: ['screen_display_element_settings', 4],
};

/**
 * am107-decoder.js (and am103-decoder.js, the same list) adds the CO2 and altitude settings (0x1a
 * is 3 bytes in calibration mode 2).
 */
export const am107Replies: ReplySpec = {
  ...am104Replies,
  '1a': ['co2_calibration_settings', 1, [3]],
  '39': ['co2_abc_calibration_settings', 5],
  '54': ['co2_alarm_config', 5],
  '87': ['altitude_calibration_settings', 3],
};

/**
 * ff/fe 3a, the report schedule: a count, then 6 bytes per period (start and end hour × 10,
 * reporting interval, the CO2 collection interval on a model with CO2 (AM103, AM107), collection
 * interval).
 */
export function reportScheduleChannel(co2: boolean): Channel {
  return {
    size: 1,
    sizeFrom: (bytes, at) => (at < bytes.length ? 1 + 6 * u8(bytes, at) : undefined),
    read(bytes, at, out) {
      const entries: Array<Record<string, number>> = [];
      for (let entry = at + 1; entry < at + 1 + 6 * u8(bytes, at); entry += 6) {
        entries.push({
          start_time: u8(bytes, entry) / 10,
          end_time: u8(bytes, entry + 1) / 10,
          report_interval: u16le(bytes, entry + 2),
          ...(co2 ? { co2_collection_interval: u8(bytes, entry + 4) } : {}),
          collection_interval: u8(bytes, entry + 5),
        });
      }
      if (entries.length > 0) out.set('report_schedule_config', entries);
    },
  };
}

/** ff 18: which sensors are on (the second byte, one bit each), "enable" or "disable". */
export function sensorEnableChannel(bits: Readonly<Record<string, number>>): Channel {
  return {
    size: 2,
    read(bytes, at, out) {
      const mask = u8(bytes, at + 1);
      out.set(
        'sensor_enable',
        Object.fromEntries(
          Object.entries(bits).map(([name, bit]) => [name, (mask >> bit) & 1 ? 'enable' : 'disable']),
        ),
      );
    },
  };
}
