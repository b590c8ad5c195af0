import { s16le, u8, u16le } from '../bytes.ts';
import { type ReplySpec, replyChannels, withoutReplies } from '../formats/milesight-replies.ts';
import { socketChannels } from '../formats/milesight-socket.ts';
import {
  type Channel,
  type ChannelTable,
  label,
  stateChannel,
  warnUnknownState,
} from '../formats/milesight-tlv.ts';
import type { ResultBuilder } from '../result.ts';
import { milesightSensor } from './milesight-common.ts';

// Milesight WS513 and WS515 in-wall sockets (their decoders are the same word for word:
// Milesight-IoT/SensorDecoders ws-series/ws513/ws513-decoder.js, ws515/ws515-decoder.js). The
// WS523's records under the same names (socket_status "off" / "on", power_consumption in Wh,
// current in mA), plus the socket's temperature (firmware 1.9+): 09 67 (0xFFFD over range, 0xFFFF
// read failed: a `temperature_sensor_status`, no reading), its alarm 89 67 (threshold, overheat and
// alarms raise `threshold_alarm`, the release clears it; a mutation alarm is the `sudden_change`
// event) and the older mutation alarm 99 67.
// The v3 firmware (ws513-v3, ws515-v3) is another protocol, not read here.

/** handle_downlink_response of ws513-decoder.js. */
const replies: ReplySpec = {
  '03': ['report_interval', 2],
  '06': ['temperature_alarm_config', 9],
  '10': ['reboot', 1],
  '22': ['delay_task', 4],
  '23': ['cancel_delay_task', 2],
  '24': ['current_alarm_config', 2],
  '25': ['child_lock_config', 2],
  '26': ['power_consumption_enable', 1],
  '27': ['reset_power_consumption', 1],
  '28': ['report_status', 1],
  '2f': ['led_indicator_enable', 2],
  '30': ['over_current_protection', 2],
  '34': ['d2d_command', 3],
  '8d': ['overload_current_protection', 1],
  a5: ['led_indicator_reserve', 1],
  ab: ['temperature_calibration_settings', 3],
};

const TEMPERATURE_ALARM = [
  'threshold alarm release',
  'threshold alarm',
  'overheat alarm',
  'mutation alarm',
] as const;
const MUTATION = 3;
const OVER_RANGE = 0xfffd;
const READ_FAILED = 0xffff;

function setTemperature(out: ResultBuilder, bytes: Uint8Array, at: number): void {
  out.set('temperature', s16le(bytes, at) / 10);
  out.reading('temperature', s16le(bytes, at) / 10);
}

function setAlarm(out: ResultBuilder, type: number): void {
  out.set('temperature_alarm', label(TEMPERATURE_ALARM, type));
  if (type === MUTATION) out.suddenChange();
  else if (type < TEMPERATURE_ALARM.length) out.alarm(type !== 0);
  else warnUnknownState(out, 'temperature_alarm', type);
}

const temperatureChannels: ChannelTable = {
  '0967': {
    size: 2,
    read(bytes, at, out) {
      const word = u16le(bytes, at);
      if (word === OVER_RANGE || word === READ_FAILED) {
        const status = word === OVER_RANGE ? 'over range alarm' : 'read failed';
        out.set('temperature_sensor_status', status);
        out.warn(`temperature ${status}; not stored`);
      } else setTemperature(out, bytes, at);
    },
  },
  '8967': {
    size: 3,
    read(bytes, at, out) {
      setTemperature(out, bytes, at);
      setAlarm(out, u8(bytes, at + 2));
    },
  },
  '9967': {
    size: 5,
    read(bytes, at, out) {
      setTemperature(out, bytes, at);
      out.set('temperature_mutation', s16le(bytes, at + 2) / 10);
      setAlarm(out, MUTATION);
    },
  },
};

// The WS523's records without its replies (ff 2c, ff 3f are none of the WS513's), with its own.
const socketStatus: Channel = stateChannel('socket_status', ['off', 'on'], 'relay_on');
const table: ChannelTable = {
  ...withoutReplies(
    socketChannels({
      powerFactor: 'power_factor',
      energy: 'power_consumption',
      relay: { name: 'socket_status', words: ['off', 'on'] },
    }),
    ['2c', '3f'],
  ),
  ...replyChannels(replies),
  // The decoder prints a byte other than 0 / 1 as "unknown" (the WS523's reads bit 0).
  '0870': socketStatus,
  ...temperatureChannels,
};

const readings = [
  'voltage',
  'current',
  'power',
  'power_factor',
  'energy',
  'relay_on',
  'temperature',
  'threshold_alarm',
  'sudden_change',
] as const;

export const milesightWs513 = milesightSensor({
  model: 'WS513',
  readings,
  table,
  encoder: { file: 'ws513-encoder.js', seconds: '60-64800' },
});

export const milesightWs515 = milesightSensor({
  model: 'WS515',
  readings,
  table,
  encoder: { file: 'ws515-encoder.js', seconds: '60-64800' },
});
