import { u8, u16le, u24le, u32le } from '../bytes.ts';
import {
  extReplyChannels,
  minutesIntervalReplyChannels,
  type ReplySpec,
  replyChannels,
} from '../formats/milesight-replies.ts';
import { type Channel, type ChannelTable, deviceInfoChannels, label } from '../formats/milesight-tlv.ts';
import type { ResultBuilder } from '../result.ts';
import { passageModel } from './milesight-vs350.ts';

// Milesight VS373 radar fall detection sensor. Names as Milesight's decoder
// (Milesight-IoT/SensorDecoders vs-series/vs373/vs373-decoder.js; its README has no example).
// The room's `detection_status` (03 F8, firmware 1.0.1; 07 B0, 1.0.2) gives the readings:
// "vacant" is no one there (`occupied` false), "normal", "in_bed", "out_of_bed" and "fall" someone
// (`occupied` true), and "fall" is `fall_detected` (false for the others). The regions'
// occupancy, bed times, breathing, alarm events and their history stay fields.

/** handle_downlink_response of vs373-decoder.js (8e: minutesIntervalReplyChannels). */
const replies: ReplySpec = {
  '04': ['confirm_mode_enable', 1],
  '10': ['reboot', 1],
  '11': ['timestamp', 4],
  '28': ['report_status', 1],
  '2f': ['led_indicator_enable', 1],
  '35': ['d2d_key', 8],
  '3e': ['buzzer_enable', 1],
  '40': ['adr_enable', 1],
  '42': ['wifi_enable', 1],
  '64': ['release_alarm', 1],
  '69': ['retransmit_enable', 1],
  '6a': ['retransmit_interval', 3],
  '84': ['d2d_enable', 1],
  '96': ['d2d_master_config', 8],
};

/** handle_downlink_response_ext of vs373-decoder.js (f8 / f9). */
const extReplies: ReplySpec = {
  '48': ['delete_region', 1],
  '49': ['region_settings', 9],
  '4a': ['region_detection_settings', 5],
  '4b': ['bed_detection_settings', 9],
  '4c': ['d2d_slave_config', 5],
  '4d': ['wifi_ssid_hidden', 1],
  '4e': ['digital_output', 1],
  '4f': ['detection_region_settings', 12],
  '50': ['detection_settings', 2],
  '51': ['fall_detection_settings', 6],
  '52': ['dwell_detection_settings', 3],
  '53': ['motion_detection_settings', 3],
  '56': ['existence_detection_settings', 2],
  '85': ['rejoin_config', 2],
  '86': ['data_rate', 1],
  '87': ['tx_power_level', 1],
  '91': ['time_sync_config', 5],
  b1: ['sleep_detection_config', 7],
  b2: ['respiratory_detection_config', 3],
  b3: ['ai_fall_detection_enable', 1],
  b4: ['confirm_fall_alarm', 3],
  b5: ['trigger_digital_output_config', 6],
};

const DETECTION = ['normal', 'vacant', 'in_bed', 'out_of_bed', 'fall'] as const;
const TARGET = ['normal', 'motionless', 'abnormal', 'lying_down'] as const;
const OCCUPANCY = ['vacant', 'occupied'] as const;
const REGION_TYPES: Readonly<Record<number, string>> = {
  0: 'custom',
  1: 'bed',
  2: 'door',
  3: 'ignore',
  255: 'unset',
};
const ALARM_TYPES = [
  'fall',
  'motionless',
  'dwell',
  'out_of_bed',
  'occupied',
  'vacant',
  'bradynea',
  'tachypnea',
  'lying_down',
] as const;
const ALARM_STATUS: Readonly<Record<number, string>> = {
  1: 'alarm_triggered',
  2: 'alarm_deactivated',
  3: 'alarm_ignored',
  4: 'respiratory_status',
};
const BREATH = ['', 'no_data_input', 'normal', 'tachypnea', 'bradypnea', 'undetectable'] as const;
/** Alarm types whose record names its region: out of bed, bradypnoea, tachypnoea. */
const REGION_ALARMS = new Set([3, 6, 7]);

/** 03 F8 / 07 B0: detection and target status, then the use times now and today (2 or 3 bytes each). */
const detection = (width: 2 | 3): Channel => ({
  size: 2 + 2 * width,
  read(bytes, at, out) {
    const word = width === 2 ? u16le : u24le;
    const status = u8(bytes, at);
    out.set('detection_status', label(DETECTION, status));
    out.set('target_status', label(TARGET, u8(bytes, at + 1)));
    out.set('use_time_now', word(bytes, at + 2));
    out.set('use_time_today', word(bytes, at + 2 + width));
    if (status > 4) out.warn(`unknown detection_status value ${status}; not stored`);
    else {
      out.reading('occupied', status !== 1);
      out.reading('fall_detected', status === 4);
    }
  },
});

/** An alarm (06 FB, and the history's after its timestamp): id, type, status, region byte. */
function alarm(bytes: Uint8Array, at: number): Record<string, unknown> {
  const type = u8(bytes, at + 2);
  return {
    alarm_id: u16le(bytes, at),
    alarm_type: label(ALARM_TYPES, type),
    alarm_status: ALARM_STATUS[u8(bytes, at + 3)] ?? 'unknown',
    ...(REGION_ALARMS.has(type) ? { region_id: u8(bytes, at + 4) } : {}),
  };
}

function push(out: ResultBuilder, name: string, item: Record<string, unknown>): void {
  const list = out.fields[name];
  if (Array.isArray(list)) list.push(item);
  else out.set(name, [item]);
}

const bedTimes = (first: number, width: 2 | 3, count: number): Channel => ({
  size: width * count,
  read(bytes, at, out) {
    const word = width === 2 ? u16le : u24le;
    for (let index = 0; index < count; index += 1)
      out.set(`region_${first + index}_out_of_bed_time`, word(bytes, at + width * index));
  },
});

// The VS373 answers ff 0b with its status byte and has no ff fe reset record.
const { fffe: _reset, ...deviceInfo } = deviceInfoChannels;

const table: ChannelTable = {
  ...replyChannels(replies),
  ...minutesIntervalReplyChannels(),
  ...extReplyChannels(extReplies),
  ...deviceInfo,
  ff0b: { size: 1, read: (b, at, out) => out.set('device_status', label(['off', 'on'], u8(b, at))) },
  '03f8': detection(2),
  '07b0': detection(3),
  // Firmware 1.0.1's regions: 1 is vacant and anything else occupied (the decoder's comment: "for
  // the old firmware, the occupancy status is 0: occupied, 1: vacant").
  '04f9': {
    size: 4,
    read(bytes, at, out) {
      for (let region = 1; region <= 4; region += 1)
        out.set(`region_${region}_occupancy`, u8(bytes, at + region - 1) === 1 ? 'vacant' : 'occupied');
    },
  },
  '09b2': {
    size: 6,
    read(bytes, at, out) {
      for (let region = 1; region <= 6; region += 1)
        out.set(`region_${region}_type`, REGION_TYPES[u8(bytes, at + region - 1)] ?? 'unknown');
    },
  },
  // Firmware 1.0.2's regions: a count, then a 32-bit mask, bit n region n + 1 (1 occupied).
  '0ab3': {
    size: 5,
    read(bytes, at, out) {
      const count = u8(bytes, at);
      const mask = u32le(bytes, at + 1);
      if (count > 32) out.warn(`region count ${count} is more than the 32 regions of its mask`);
      for (let region = 0; region < Math.min(count, 32); region += 1)
        out.set(`region_${region + 1}_occupancy`, label(OCCUPANCY, (mask >>> region) & 1));
    },
  },
  '05fa': bedTimes(1, 2, 4),
  '0bb4': bedTimes(1, 3, 3),
  '0cb4': bedTimes(4, 3, 3),
  '06fb': { size: 5, read: (bytes, at, out) => push(out, 'events', alarm(bytes, at)) },
  '08b1': {
    size: 3,
    read(bytes, at, out) {
      out.set('respiratory_status', label(BREATH.slice(1), u8(bytes, at) - 1));
      out.set('respiratory_rate', u16le(bytes, at + 1) / 100);
    },
  },
  '20ce': {
    size: 9,
    read: (bytes, at, out) => push(out, 'history', { timestamp: u32le(bytes, at), ...alarm(bytes, at + 4) }),
  },
};

export const milesightVs373 = passageModel(
  'VS373',
  ['occupied', 'fall_detected'],
  table,
  // vs373-encoder.js sets no range on the minutes; we keep the other VS models' 1-1440.
  'ff8e00 min',
);
