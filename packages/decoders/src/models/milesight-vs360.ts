import { u8 } from '../bytes.ts';
import { extReplyChannels, type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import { type ChannelTable, label } from '../formats/milesight-tlv.ts';
import { passageChannels, passageModel } from './milesight-vs350.ts';

// Milesight VS360 passage people counter: a main unit and a node facing it across the passage.
// Names as Milesight's decoder (Milesight-IoT/SensorDecoders vs-series/vs360/vs360-decoder.js):
// the counts as the VS350's (milesight-vs350.ts); `battery_main` (01 75) is the main unit's, the
// `battery_pct` reading; `battery_node` (02 75), the node's, stays a field; `event` (03 F4) lists
// the device's events: a counting anomaly, the node not answering, the two misaligned.

/** handle_downlink_response of vs360-decoder.js (8e: minutesIntervalReplyChannels). */
const replies: ReplySpec = {
  '06': ['alarm_config', 9],
  '10': ['reboot', 1],
  '28': ['report_status', 1],
  '35': ['d2d_key', 8],
  '4a': ['sync_time', 1],
  '68': ['history_enable', 1],
  '69': ['retransmit_enable', 1],
  '6a': ['retransmit_interval', 3],
  '6d': ['stop_transmit', 1],
  '75': ['hibernate_config', 6],
  '84': ['d2d_enable', 1],
  '96': ['d2d_master_config', 8],
  a6: ['reset_cumulative_enable', 1],
  a8: ['reset_cumulative', 1],
  a9: ['report_cumulative_enable', 1],
  bd: ['time_zone', 2],
  ed: ['reset_cumulative_schedule_config', 3],
  fc: ['counting_mode', 1],
  fd: ['led_indicator_enable', 1],
};

const EVENT_TYPES = ['counting_anomaly', 'node_device_without_response', 'devices_misaligned'] as const;
const EVENT_STATUS = ['alarm_release', 'alarm'] as const;

const table: ChannelTable = {
  ...replyChannels(replies),
  ...extReplyChannels({ '10': ['report_type', 1] }),
  // readAlarmType of vs360-decoder.js knows only 1 (its README prints "Threshold Alarm").
  ...passageChannels({ 1: 'threshold_alarm' }),
  '0175': {
    size: 1,
    read(bytes, at, out) {
      out.set('battery_main', u8(bytes, at));
      out.reading('battery_pct', u8(bytes, at));
    },
  },
  '0275': { size: 1, read: (b, at, out) => out.set('battery_node', u8(b, at)) },
  '03f4': {
    size: 2,
    read(bytes, at, out) {
      const event = {
        type: label(EVENT_TYPES, u8(bytes, at)),
        status: label(EVENT_STATUS, u8(bytes, at + 1)),
      };
      const events = out.fields.event;
      if (Array.isArray(events)) events.push(event);
      else out.set('event', [event]);
    },
  },
};

export const milesightVs360 = passageModel('VS360', ['people_in', 'people_out', 'battery_pct'], table);
