import { s16le, u8, u16le } from '../bytes.ts';
import { milesightIntervalSeconds } from '../commands/milesight.ts';
import { documented } from '../commands/sources.ts';
import { type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import {
  batteryChannel,
  type Channel,
  type ChannelTable,
  deviceInfoChannels,
  humidityChannel,
  label,
  temperatureChannel,
} from '../formats/milesight-tlv.ts';
import { milesightSensor } from './milesight-common.ts';

// Milesight GS301 bathroom odour detector. Names as Milesight's decoder
// (Milesight-IoT/SensorDecoders gs-series/gs301/gs301-decoder.js): `temperature` (02 67),
// `humidity` (03 68), `nh3` in ppm (04 7D, 0.01 ppm), `h2s` in ppm (05 7D, 0.01 ppm; 06 7D,
// 0.001 ppm since firmware v1.2). A gas word of 0xFFFE (sensor polarizing, after power-up) or
// 0xFFFF (device error) is `nh3_sensor_status` / `h2s_sensor_status`, never a reading.

/** handle_downlink_response of gs301-decoder.js (8d, the gas calibration: 6 bytes, kept in hex). */
const replies: ReplySpec = {
  '03': ['report_interval', 2],
  '06': ['alarm_config', 9],
  '10': ['reboot', 1],
  '2f': ['led_indicator_enable', 1],
  '3e': ['buzzer_enable', 1],
  '66': ['threshold_report_interval', 2],
  '7d': ['query_life_remain', 1],
  '8d': ['calibration_settings', 6],
};

/** ASCII text of a fixed-length field, up to its first NUL byte, as Milesight's decoders read it. */
export function paddedText(bytes: Uint8Array, at: number, length: number): string {
  const text = bytes.subarray(at, at + length);
  const end = text.indexOf(0);
  return String.fromCharCode(...(end < 0 ? text : text.subarray(0, end)));
}

const SENSOR_STATUS: Readonly<Record<number, string>> = { 65534: 'polarizing', 65535: 'device error' };

function gasChannel(gas: 'nh3' | 'h2s', divisor: number): Channel {
  return {
    size: 2,
    read(bytes, at, out) {
      const raw = u16le(bytes, at);
      const status = SENSOR_STATUS[raw];
      if (status !== undefined) {
        out.set(`${gas}_sensor_status`, status);
        return;
      }
      out.set(gas, raw / divisor);
      out.reading(gas === 'nh3' ? 'nh3_ppm' : 'h2s_ppm', raw / divisor);
    },
  };
}

const CALIBRATION_TYPES = ['factory', 'manual'] as const;
const CALIBRATION_RESULTS = ['success', 'sensor version not match', 'i2c communication error'] as const;

const table: ChannelTable = {
  ...replyChannels(replies),
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0267': temperatureChannel(),
  '0368': humidityChannel,
  '047d': gasChannel('nh3', 100),
  '057d': gasChannel('h2s', 100),
  '067d': gasChannel('h2s', 1000),
  // 07 EA: a calibration's result: the gas (0 NH3, 1 H2S), factory / manual, the value, the outcome.
  '07ea': {
    size: 5,
    read(bytes, at, out) {
      const gas = ['nh3', 'h2s'][u8(bytes, at)];
      if (gas === undefined) return;
      out.set(`${gas}_calibration_result`, {
        type: label(CALIBRATION_TYPES, u8(bytes, at + 1)),
        calibration_value: s16le(bytes, at + 2) / (gas === 'nh3' ? 100 : 1000),
        result: label(CALIBRATION_RESULTS, u8(bytes, at + 4)),
      });
    },
  },
  // ff 7c: the gas sensor's identifier, up to 43 ASCII characters (NUL-padded).
  ff7c: { size: 43, read: (bytes, at, out) => out.set('sensor_id', paddedText(bytes, at, 43)) },
};

export const milesightGs301 = milesightSensor({
  model: 'GS301',
  readings: ['nh3_ppm', 'h2s_ppm', 'temperature', 'humidity', 'battery_pct'],
  table,
  commands: [
    milesightIntervalSeconds(documented('Milesight SensorDecoders, gs301-encoder.js (ff03 seconds)')),
  ],
  commandsNote: 'gs301-encoder.js reboots with ff 10 01, not the ff 10 ff our reboot command sends',
});
