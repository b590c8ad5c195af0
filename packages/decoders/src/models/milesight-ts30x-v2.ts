import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { s16le, toHex, u8, u32le, unixToIso } from '../bytes.ts';
import { minutesIntervalReplyChannels, type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type Channel,
  type ChannelTable,
  deviceInfoChannels,
  label,
  warnUnknownState,
} from '../formats/milesight-tlv.ts';
import type { ResultBuilder } from '../result.ts';
import { milesightSensor, pushEvent } from './milesight-common.ts';
import { magnetChannel, probeKey } from './milesight-ts30x.ts';

// Milesight TS301 and TS302 on the v2 firmware: a probe socket takes a temperature probe, an SHT4X
// (temperature and humidity) or a magnetic contact. Names as Milesight's decoders
// (Milesight-IoT/SensorDecoders ts-series/ts301-v2/ts301-v2-decoder.js, ts302-v2/ts302-v2-decoder.js):
// TS301 `temperature` / `humidity` / `magnet`, TS302 the same with `_chn1` / `_chn2`. Per probe:
// xx 67 temperature, xx 9a humidity (0.1 %), xx 00 contact; 8x alarms (a type byte: even an alarm,
// odd its release), 9x mutation alarms, bx sensor status. The history record (20 ce; the TS302's
// second probe 21 ce) is 9 bytes: timestamp, events (temperature high nibble, humidity low), humidity
// word, temperature word, where -999 is no value, -1000 / -1001 a contact closed / open, -1002 over
// range. The v1 record has the temperature where this has the humidity, so the v2 firmware is a model
// of its own. Readings: probe 1 `temperature` and `humidity`, probe 2 `external_temperature` (its
// humidity stays a field), a contact `door_open` (open when either is), alarms `threshold_alarm`,
// mutation alarms the `sudden_change` event.

/** handle_downlink_response of ts301-v2 / ts302-v2-decoder.js (8e: minutesIntervalReplyChannels). */
const replies: ReplySpec = {
  '02': ['collection_interval', 2],
  '06': ['alarm_config', 9],
  '10': ['reboot', 1],
  '27': ['clear_history', 1],
  '28': ['report_status', 1],
  '2d': ['display_mode', 1],
  '35': ['d2d_key', 8],
  '4a': ['sync_time', 1],
  '68': ['history_enable', 1],
  '69': ['retransmit_enable', 1],
  '6a': ['retransmit_interval', 3],
  '6d': ['stop_transmit', 1],
  '7e': ['alarm_config', 5],
  '91': ['magnet_throttle', 5],
  '96': ['d2d_master_config', 8],
  bd: ['time_zone', 2],
  e9: ['time_display', 1],
  ea: ['calibration_settings', 3],
  eb: ['temperature_unit_display', 1],
  f5: ['alarm_release_enable', 1],
};

/** readAlarmType: an even type is an alarm, an odd one its release; 8 the mutation alarm. */
const ALARM_TYPES = [
  'above_threshold_alarm',
  'above_threshold_alarm_release',
  'below_threshold_alarm',
  'below_threshold_alarm_release',
  'between_threshold_alarm',
  'between_threshold_alarm_release',
  'outside_threshold_alarm',
  'outside_threshold_alarm_release',
  'mutation_alarm',
] as const;
const MUTATION = 8;

/** readHistoryEvent: the alarm types + 1 (1-8 alarms, odd, and releases, even; 9 mutation), 10 periodic. */
const EVENTS = [
  'none',
  ...ALARM_TYPES,
  'period_report',
  'magnet_alarm',
  'abnormal_alarm',
  'button_trigger',
] as const;
const SENSOR_STATUS = ['collection_failed', 'over_range', 'under_range'] as const;
const SENSOR_TYPES = ['unknown', 'PT100', 'SHT4X', 'DS18B20', 'MAGNET'] as const;

const NO_VALUE = -999;
const MAGNET_CLOSED = -1000;
const MAGNET_OPEN = -1001;
const OVER_RANGE = -1002;

type Probe = {
  /** Channel id of its live records (03, 04); alarms + 0x80, mutation alarms + 0x90, status + 0xb0. */
  id: number;
  /** Appended to the vendor's names: '' on the TS301, '_chn1' / '_chn2' on the TS302. */
  suffix: string;
  temperature: ReadingField;
  /** Probe 2's humidity has no reading field of its own. */
  humidity?: ReadingField;
  /** Its history record's channel id (20, 21) and the name of a contact's event there. */
  history: number;
  magnetEvent: string;
};

type Quantity = { name: string; type: string; reading?: ReadingField };

const quantities = (probe: Probe): Quantity[] => [
  { name: `temperature${probe.suffix}`, type: '67', reading: probe.temperature },
  { name: `humidity${probe.suffix}`, type: '9a', ...(probe.humidity ? { reading: probe.humidity } : {}) },
];

function setValue(out: ResultBuilder, quantity: Quantity, value: number): void {
  out.set(quantity.name, value);
  if (quantity.reading) out.reading(quantity.reading, value);
}

/** 8x / 9x: the value (and for 9x its change), the alarm type, listed in `event` as the decoder does. */
function alarmChannel(quantity: Quantity, mutation: boolean): Channel {
  const alarmName = `${quantity.name}_alarm`;
  return {
    size: mutation ? 5 : 3,
    read(bytes, at, out) {
      const value = s16le(bytes, at) / 10;
      // The mutation record's fifth byte is not read: the decoder prints "mutation_alarm".
      const type = mutation ? MUTATION : u8(bytes, at + 2);
      const alarm = label(ALARM_TYPES, type);
      const event: Record<string, unknown> = { [quantity.name]: value, [alarmName]: alarm };
      setValue(out, quantity, value);
      if (mutation) {
        event[`${quantity.name}_mutation`] = s16le(bytes, at + 2) / 10;
        out.set(`${quantity.name}_mutation`, event[`${quantity.name}_mutation`]);
      }
      out.set(alarmName, alarm);
      pushEvent(out, event);
      if (type === MUTATION) out.suddenChange();
      else if (type < ALARM_TYPES.length) out.alarm(type % 2 === 0);
      else warnUnknownState(out, alarmName, type);
    },
  };
}

function probeChannels(probe: Probe, statusInEvent: boolean): ChannelTable {
  const table: Record<string, Channel> = {
    [probeKey(probe.id, '00')]: magnetChannel(`magnet${probe.suffix}`),
  };
  for (const quantity of quantities(probe)) {
    const status = `${quantity.name}_sensor_status`;
    table[probeKey(probe.id, quantity.type)] = {
      size: 2,
      read: (bytes, at, out) => setValue(out, quantity, s16le(bytes, at) / 10),
    };
    table[probeKey(probe.id + 0x80, quantity.type)] = alarmChannel(quantity, false);
    table[probeKey(probe.id + 0x90, quantity.type)] = alarmChannel(quantity, true);
    table[probeKey(probe.id + 0xb0, quantity.type)] = {
      size: 1,
      read(bytes, at, out) {
        // The TS302 lists it in `event`, the TS301 prints it on its own.
        const value = label(SENSOR_STATUS, u8(bytes, at));
        if (statusInEvent) pushEvent(out, { [status]: value });
        else out.set(status, value);
      },
    };
  }
  return table;
}

/** A history record's threshold alarm: raised by an alarm event (odd, 1-7), released by a release (even). */
function historyAlarm(events: readonly number[]): boolean | undefined {
  if (events.some((event) => event >= 1 && event <= 7 && event % 2 === 1)) return true;
  if (events.some((event) => event >= 2 && event <= 8 && event % 2 === 0)) return false;
  return undefined;
}

type HistoryReading = readonly [ReadingField, number | boolean];

/** A record's readings, kept from overruling another record of the same time that raised an alarm or found a contact open. */
function addMerged(
  out: ResultBuilder,
  entry: Record<string, unknown>,
  timestamp: number,
  readings: HistoryReading[],
) {
  const time = unixToIso(timestamp);
  const raised = (field: ReadingField) =>
    out.readings.some(
      (reading) => reading.field === field && reading.time === time && reading.value === true,
    );
  addHistory(
    out,
    entry,
    timestamp,
    readings.filter(([field, value]) => value !== false || !raised(field)),
  );
}

function historyChannel(probe: Probe): Channel {
  return {
    size: 9,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const mask = u8(bytes, at + 4);
      const entry: Record<string, unknown> = { timestamp };
      const readings: HistoryReading[] = [];
      const events: number[] = [];
      const [temperature, humidity] = quantities(probe);
      // The decoder reads the temperature (bytes 7-8, high nibble) first, then the humidity.
      const values = [
        [temperature, s16le(bytes, at + 7), mask >> 4],
        [humidity, s16le(bytes, at + 5), mask & 0x0f],
      ] as const;
      for (const [quantity, word, event] of values) {
        if (quantity === undefined || word === NO_VALUE) continue;
        if (word === MAGNET_CLOSED || word === MAGNET_OPEN) {
          entry[`magnet${probe.suffix}`] = word === MAGNET_OPEN ? 'open' : 'close';
          entry[probe.magnetEvent] = label(EVENTS, event);
          readings.push(['door_open', word === MAGNET_OPEN]);
          continue;
        }
        entry[quantity.name] = word === OVER_RANGE ? 'over_range' : word / 10;
        entry[`${quantity.name}_event`] = label(EVENTS, event);
        events.push(event);
        if (word === OVER_RANGE) out.warn(`history ${quantity.name} at ${timestamp} over_range; not stored`);
        else if (quantity.reading) readings.push([quantity.reading, word / 10]);
      }
      const alarm = historyAlarm(events);
      if (alarm !== undefined) readings.push(['threshold_alarm', alarm]);
      // Event 9, the mutation alarm: a sudden change, never the threshold alarm.
      if (events.includes(MUTATION + 1)) readings.push(['sudden_change', true]);
      addMerged(out, entry, timestamp, readings);
    },
  };
}

/** ff a0: the probe's type and serial number; the TS302 says whose (high nibble 0 or 1). */
function sensorIdChannel(perProbe: boolean): Channel {
  return {
    size: 9,
    read(bytes, at, out) {
      const type = label(SENSOR_TYPES, u8(bytes, at) & 0x0f);
      const serial = toHex(bytes.subarray(at + 1, at + 9));
      const probe = u8(bytes, at) >> 4;
      if (!perProbe) {
        out.set('sensor_type', type);
        out.set('sensor_sn', serial);
      } else if (probe <= 1) {
        out.set(`sensor_chn${probe + 1}_type`, type);
        out.set(`sensor_chn${probe + 1}_sn`, serial);
      }
    },
  };
}

/** fd 6b-6d: the device's answer to a request for its stored history (a time, a range, stop). */
const retrievalChannels: ChannelTable = {
  fd6b: {
    size: 4,
    read: (bytes, at, out) => out.set('retrieval_historical_data_by_time', { timestamp: u32le(bytes, at) }),
  },
  fd6c: {
    size: 8,
    read(bytes, at, out) {
      const range = { start_time: u32le(bytes, at), end_time: u32le(bytes, at + 4) };
      // The decoder throws here ("start time is greater than end time"); we keep the rest.
      if (range.start_time > range.end_time)
        out.warn('history retrieval: start time is greater than end time');
      out.set('retrieval_historical_data_by_time_range', range);
    },
  },
  fd6d: { size: 1, read: (_bytes, _at, out) => out.set('stop_historical_data_retrieval', 'yes') },
};

function table(probes: readonly Probe[]): ChannelTable {
  const twoProbes = probes.length > 1;
  let channels: ChannelTable = {
    ...replyChannels(replies),
    ...minutesIntervalReplyChannels(),
    ...deviceInfoChannels,
    ...retrievalChannels,
    '0175': batteryChannel,
    ffa0: sensorIdChannel(twoProbes),
  };
  for (const probe of probes) {
    channels = {
      ...channels,
      ...probeChannels(probe, twoProbes),
      [probeKey(probe.history, 'ce')]: historyChannel(probe),
    };
  }
  return channels;
}

const ts301Probe: Probe = {
  id: 0x03,
  suffix: '',
  temperature: 'temperature',
  humidity: 'humidity',
  history: 0x20,
  magnetEvent: 'event',
};
const ts302Probes: readonly Probe[] = [
  {
    id: 0x03,
    suffix: '_chn1',
    temperature: 'temperature',
    humidity: 'humidity',
    history: 0x20,
    magnetEvent: 'chn1_event',
  },
  {
    id: 0x04,
    suffix: '_chn2',
    temperature: 'external_temperature',
    history: 0x21,
    magnetEvent: 'chn2_event',
  },
];

export const milesightTs301V2 = milesightSensor({
  model: 'TS301 v2',
  modelId: 'milesight-iot/ts301v2',
  readings: ['temperature', 'humidity', 'door_open', 'threshold_alarm', 'sudden_change', 'battery_pct'],
  table: table([ts301Probe]),
  encoder: { file: 'ts301-v2-encoder.js', minutes: true },
});

export const milesightTs302V2 = milesightSensor({
  model: 'TS302 v2',
  modelId: 'milesight-iot/ts302v2',
  readings: [
    'temperature',
    'external_temperature',
    'humidity',
    'door_open',
    'threshold_alarm',
    'sudden_change',
    'battery_pct',
  ],
  table: table(ts302Probes),
  encoder: { file: 'ts302-v2-encoder.js', minutes: true },
});
