import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { s16le, u8, u16le, u32le } from '../bytes.ts';
import {
  extReplyChannels,
  minutesIntervalReplyChannels,
  replyChannels,
} from '../formats/milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type Channel,
  type ChannelTable,
  deviceInfoChannels,
  label,
} from '../formats/milesight-tlv.ts';
import type { ResultBuilder } from '../result.ts';
import { alarmLabel, milesightSensor } from './milesight-common.ts';

// Milesight VS321, the AI occupancy sensor: how many people its camera sees in its area now
// (`people_total_counts`, 05 FD: the `people_count` reading), whether each of its 10 regions is
// occupied (06 FE, fields: a region is no room), the room's temperature and humidity and their
// alarms. Names as Milesight's decoder (Milesight-IoT/SensorDecoders vs-series/vs321/
// vs321-decoder.js; the TTN device repository's vs321.js alike). A temperature of 0xFFFF or a
// humidity of 0xFF is the sensor's read failure (`temperature_sensor_status` "read_failed"): no
// reading. Its history record 20 CE holds the people count (type 0) or the regions (type 1).

const SENSOR_STATUS = ['normal', 'over_range', 'read_failed'] as const;
const READ_FAILED = 2;
const OCCUPANCY = ['vacant', 'occupied'] as const;
const ENABLE = ['disable', 'enable'] as const;
const ALARMS = ['threshold_alarm_release', 'threshold_alarm'] as const;
const REGIONS = 10;

/** 06 FE and a type 1 history record: the regions' enable mask, then their occupancy bits. */
function regions(bytes: Uint8Array, at: number): Record<string, string> {
  const mask = u16le(bytes, at);
  const data = u16le(bytes, at + 2);
  const entry: Record<string, string> = {};
  for (let region = 1; region <= REGIONS; region++) {
    entry[`region_${region}_enable`] = label(ENABLE, (mask >> (region - 1)) & 1);
    entry[`region_${region}`] = label(OCCUPANCY, (data >> (region - 1)) & 1);
  }
  return entry;
}

function temperature(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  if (u16le(bytes, at) === 0xffff) {
    out.set('temperature_sensor_status', label(SENSOR_STATUS, READ_FAILED));
    out.warn('temperature not read (read_failed); not stored');
    return;
  }
  out.set('temperature', s16le(bytes, at) / 10);
  out.reading('temperature', s16le(bytes, at) / 10);
}

function humidity(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  if (u8(bytes, at) === 0xff) {
    out.set('humidity_sensor_status', label(SENSOR_STATUS, READ_FAILED));
    out.warn('humidity not read (read_failed); not stored');
    return;
  }
  out.set('humidity', u8(bytes, at) / 2);
  out.reading('humidity', u8(bytes, at) / 2);
}

/** 83 67 / 84 68: the value (read as the decoder does, without the read-failure check) and its alarm byte. */
function alarmChannel(size: number, name: string, read: (b: Uint8Array, at: number) => number): Channel {
  const field = name === 'temperature_alarm' ? 'temperature' : 'humidity';
  return {
    size: size + 1,
    read(bytes, at, out) {
      out.set(field, read(bytes, at));
      out.reading(field, read(bytes, at));
      out.set(name, alarmLabel(out, name, ALARMS, u8(bytes, at + size)));
    },
  };
}

/**
 * 20 CE: timestamp, type, then the people count (type 0, 2 bytes) or the regions (type 1, 4). The
 * decoder reads nothing after the type byte of another type (and goes on from the timestamp's
 * bytes); we skip the record with a warning.
 */
const historyChannel: Channel = {
  size: 7,
  sizeFrom: (bytes, at) => (at + 4 < bytes.length ? ({ 0: 7, 1: 9 }[u8(bytes, at + 4)] ?? 5) : undefined),
  read(bytes, at, out) {
    const timestamp = u32le(bytes, at);
    const type = u8(bytes, at + 4);
    if (type === 0) {
      const count = u16le(bytes, at + 5);
      addHistory(out, { timestamp, people_total_counts: count }, timestamp, [['people_count', count]]);
    } else if (type === 1) {
      addHistory(out, { timestamp, ...regions(bytes, at + 5) }, timestamp, []);
    } else out.warn(`unknown history data type ${type}; not decoded`);
  },
};

const table: ChannelTable = {
  ...deviceInfoChannels,
  ...replyChannels({
    '02': ['collection_interval', 2],
    '06': ['alarm_config', 9],
    '10': ['reboot', 1],
    '35': ['d2d_key', 8],
    '40': ['adr_enable', 1],
    '65': ['lora_port', 1],
    '68': ['history_enable', 1],
    '69': ['retransmit_enable', 1],
    '6a': ['retransmit_interval', 3],
    '6d': ['stop_transmit', 1],
    '84': ['d2d_enable', 1],
    '96': ['d2d_master_config', 8],
  }),
  ...minutesIntervalReplyChannels(),
  ...extReplyChannels({
    '10': ['report_type', 1],
    '6b': ['detection_mode', 1],
    '6c': ['detect', 1],
    '6e': ['reset', 1],
  }),
  '0175': batteryChannel,
  '0367': { size: 2, read: (bytes, at, out) => temperature(bytes, at, out) },
  '0468': { size: 1, read: (bytes, at, out) => humidity(bytes, at, out) },
  '05fd': {
    size: 2,
    read(bytes, at, out) {
      out.set('people_total_counts', u16le(bytes, at));
      out.reading('people_count', u16le(bytes, at));
    },
  },
  '06fe': {
    size: 4,
    read: (bytes, at, out) => {
      for (const [name, value] of Object.entries(regions(bytes, at))) out.set(name, value);
    },
  },
  '07ff': {
    size: 1,
    read: (bytes, at, out) => out.set('illuminance_status', label(['dim', 'bright'], u8(bytes, at))),
  },
  // The decoder skips the first byte.
  '08f4': {
    size: 2,
    read: (bytes, at, out) =>
      out.set('detection_status', label(['normal', 'unavailable'], u8(bytes, at + 1))),
  },
  '0aef': { size: 4, read: (bytes, at, out) => out.set('timestamp', u32le(bytes, at)) },
  '8367': alarmChannel(2, 'temperature_alarm', (bytes, at) => s16le(bytes, at) / 10),
  '8468': alarmChannel(1, 'humidity_alarm', (bytes, at) => u8(bytes, at) / 2),
  '20ce': historyChannel,
};

const READINGS: readonly ReadingField[] = [
  'temperature',
  'humidity',
  'people_count',
  'threshold_alarm',
  'battery_pct',
];

export const milesightVs321 = milesightSensor({
  model: 'VS321',
  readings: READINGS,
  table,
  encoder: { file: 'vs321-encoder.js', minutes: true },
});
