import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { s16le, u8, u16le, u32le } from '../bytes.ts';
import { milesightSensorCommands } from '../commands/milesight.ts';
import { documented } from '../commands/sources.ts';
import { type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type Channel,
  type ChannelTable,
  decodeTlv,
  deviceInfoChannels,
  label,
  warnUnknownState,
} from '../formats/milesight-tlv.ts';
import type { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight EM320-TH temperature & humidity. Names as Milesight's decoders
// (Milesight-IoT/SensorDecoders em-series/em320-th/em320-th-decoder.js, and for the v2 firmware
// em-series/em320-th-v2/em320-th-v2-decoder.js). One model serves both firmwares (a unit is
// upgraded in the field; TTN lists one EM320-TH): the v2 records use channel/type pairs v1 never
// sends, except the history record 20 CE, 7 bytes in v1 (timestamp, temperature, humidity byte / 2)
// and 9 in v2 (humidity word / 10, record type). v1's length is tried first, so a v1 uplink
// decodes as before; v2's is taken when only it lets the rest of the uplink parse.
// The v2 firmware flags a temperature it could not read (0x8001-0x8003) or a humidity (0xFF,
// 0xFFFF): the vendor's word, no reading.

/** handle_downlink_response of em320-th-decoder.js, and of em320-th-v2-decoder.js (35 .. c9). */
const replies: ReplySpec = {
  '02': ['collection_interval', 2],
  '03': ['report_interval', 2],
  '06': ['temperature_alarm_config', 9],
  '10': ['reboot', 1],
  '27': ['clear_history', 1],
  '28': ['report_status', 1],
  '68': ['history_enable', 1],
  '69': ['retransmit_enable', 1],
  '6a': ['retransmit_interval', 3],
  '35': ['d2d_key', 8],
  '8e': ['report_interval', 3],
  f2: ['alarm_count', 2],
  f5: ['threshold_release', 1],
  ea: ['calibration_config', 3],
  c9: ['full_storage_alarm_enable', 1],
};

const TEMPERATURE_ERRORS = ['', 'collection_err', 'lower_range_err', 'over_range_err'] as const;
/** readAlarmType of em320-th-v2-decoder.js: 1-4 an alarm, 6-9 its clearing. */
const ALARM_TYPES = [
  'unknown',
  'Below alarm',
  'Above alarm',
  'Between alarm',
  'Outside alarm',
  'unknown',
  'Below alarm clear',
  'Above alarm clear',
  'Between alarm clear',
  'Outside alarm clear',
] as const;
/** readRecordType of em320-th-v2-decoder.js (1-24). */
const RECORD_TYPES = [
  'unknown',
  'periodic_report',
  'manual_operation_report',
  ...['below', 'above', 'within', 'below_or_above'].map((kind) => `temperature_${kind}`),
  'temperature_mutation_alarm',
  ...['below', 'above', 'within', 'below_or_above'].map((kind) => `temperature_${kind}_clear`),
  'temperature_over_range_upper',
  'temperature_over_range_lower',
  'temperature_collection_err',
  ...['below', 'above', 'within', 'below_or_above'].map((kind) => `humidity_${kind}`),
  'humidity_mutation_alarm',
  ...['below', 'above', 'within', 'below_or_above'].map((kind) => `humidity_${kind}_clear`),
  'humidity_collection_err',
] as const;
const STORAGE = ['unknown', 'sufficient', 'less_than_10_percent', 'full', 'overwritten'] as const;

function setTemperature(out: ResultBuilder, raw: number): void {
  const error = raw >= 0x8001 && raw <= 0x8003 ? TEMPERATURE_ERRORS[raw - 0x8000] : undefined;
  if (error) {
    out.set('temperature', error);
    out.warn(`temperature not read (${error}); not stored`);
    return;
  }
  const value = (raw > 0x7fff ? raw - 0x10000 : raw) / 10;
  out.set('temperature', value);
  out.reading('temperature', value);
}

/** A humidity, or the v2 firmware's collection error (`error`: the raw value that means it). */
function setHumidity(out: ResultBuilder, raw: number, error: number, scale: number): void {
  if (raw === error) {
    out.set('humidity', 'collection_err');
    out.warn('humidity not read (collection_err); not stored');
    return;
  }
  out.set('humidity', raw / scale);
  out.reading('humidity', raw / scale);
}

/** The threshold alarm of alarm_type (1-4 raised, 6-9 cleared); another value is no alarm. */
function thresholdAlarm(out: ResultBuilder, name: string, value: number): string {
  const word = label(ALARM_TYPES, value);
  if (word === 'unknown') warnUnknownState(out, `${name}.alarm_type`, value);
  else out.alarm(value < 5);
  return word;
}

/** A v2 alarm record: `value`'s reading at `at` (`size` bytes), then its change if any, the alarm byte. */
function alarmRecord(spec: {
  name: string;
  key: 'temperature' | 'relative_humidity';
  reading: ReadingField;
  read: (bytes: Uint8Array, at: number) => number;
  size: number;
  mutation?: { key: string; word: string };
}): Channel {
  const { name, key, reading, read, size, mutation } = spec;
  return {
    size: mutation ? size * 2 + 1 : size + 1,
    read(bytes, at, out) {
      const entry: Record<string, unknown> = { [key]: read(bytes, at) };
      out.reading(reading, read(bytes, at));
      if (mutation) {
        entry[mutation.key] = read(bytes, at + size);
        const type = u8(bytes, at + 2 * size);
        // The decoder names only 0 (the mutation alarm: a sudden change, never the threshold
        // alarm); another byte is left without a type.
        if (type === 0) {
          entry.alarm_type = mutation.word;
          out.suddenChange();
        } else warnUnknownState(out, `${name}.alarm_type`, type);
      } else entry.alarm_type = thresholdAlarm(out, name, u8(bytes, at + size));
      out.set(name, entry);
    },
  };
}

const temperatureOf = (bytes: Uint8Array, at: number) => s16le(bytes, at) / 10;
const humidityWord = (bytes: Uint8Array, at: number) => s16le(bytes, at) / 10;
const humidityByte = (bytes: Uint8Array, at: number) => u8(bytes, at) / 2;

const errorRecord = (name: string, labels: readonly string[]): Channel => ({
  // The decoder reads one byte and skips a second.
  size: 2,
  read: (bytes, at, out) => out.set(name, label(labels, u8(bytes, at))),
});

/** 20 CE: v1's 7 bytes or v2's 9 (the walker passes the length it took). */
const historyChannel: Channel = {
  size: 7,
  altSizes: [9],
  read(bytes, at, out, size) {
    const timestamp = u32le(bytes, at);
    const temperature = s16le(bytes, at + 4) / 10;
    if (size === 7) {
      const humidity = u8(bytes, at + 6) / 2;
      addHistory(out, { timestamp, temperature, humidity }, timestamp, [
        ['temperature', temperature],
        ['humidity', humidity],
      ]);
      return;
    }
    const rawHumidity = u16le(bytes, at + 6);
    const type = u8(bytes, at + 8);
    const recordType = label(RECORD_TYPES, type);
    const humidity = rawHumidity === 0xffff ? 'collection_err' : rawHumidity / 10;
    const readings: Array<readonly [ReadingField, number | boolean]> = [];
    // 12-14: the temperature over range or not read; 24 (or 0xFFFF): the humidity not read.
    if (type >= 12 && type <= 14) out.warn(`history temperature at ${timestamp} ${recordType}; not stored`);
    else readings.push(['temperature', temperature]);
    if (typeof humidity === 'number' && type !== 24) readings.push(['humidity', humidity]);
    // 3-6 and 15-18 a temperature or humidity threshold alarm, 8-11 and 20-23 its clearing; 7 and
    // 19 a mutation alarm, the sudden_change event.
    if ((type >= 3 && type <= 6) || (type >= 15 && type <= 18)) readings.push(['threshold_alarm', true]);
    if ((type >= 8 && type <= 11) || (type >= 20 && type <= 23)) readings.push(['threshold_alarm', false]);
    if (type === 7 || type === 19) readings.push(['sudden_change', true]);
    addHistory(out, { timestamp, temperature, humidity, record_type: recordType }, timestamp, readings);
  },
};

const table: ChannelTable = {
  ...replyChannels(replies),
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0367': { size: 2, read: (bytes, at, out) => setTemperature(out, u16le(bytes, at)) },
  '0468': { size: 1, read: (bytes, at, out) => setHumidity(out, u8(bytes, at), 0xff, 2) },
  '049a': { size: 2, read: (bytes, at, out) => setHumidity(out, u16le(bytes, at), 0xffff, 10) },
  '056b': {
    size: 1,
    read: (bytes, at, out) => out.set('trigger_type', label(['unknown', 'external_trigger'], u8(bytes, at))),
  },
  '059c': { size: 1, read: (bytes, at, out) => out.set('storage_status', label(STORAGE, u8(bytes, at))) },
  '8367': alarmRecord({
    name: 'temperature_threshold_alarm',
    key: 'temperature',
    reading: 'temperature',
    read: temperatureOf,
    size: 2,
  }),
  '9367': alarmRecord({
    name: 'temperature_mutation_alarm',
    key: 'temperature',
    reading: 'temperature',
    read: temperatureOf,
    size: 2,
    mutation: { key: 'temperature_change', word: 'Temperature mutation' },
  }),
  '849a': alarmRecord({
    name: 'humidity_threshold_alarm',
    key: 'relative_humidity',
    reading: 'humidity',
    read: humidityWord,
    size: 2,
  }),
  '949a': alarmRecord({
    name: 'humidity_mutation_alarm',
    key: 'relative_humidity',
    reading: 'humidity',
    read: humidityWord,
    size: 2,
    mutation: { key: 'relative_humidity_change', word: 'Humidity mutation' },
  }),
  '8468': alarmRecord({
    name: 'humidity_threshold_alarm',
    key: 'relative_humidity',
    reading: 'humidity',
    read: humidityByte,
    size: 1,
  }),
  '9468': alarmRecord({
    name: 'humidity_mutation_alarm',
    key: 'relative_humidity',
    reading: 'humidity',
    read: humidityByte,
    size: 1,
    mutation: { key: 'relative_humidity_change', word: 'Humidity mutation' },
  }),
  b367: errorRecord(
    'temperature_error',
    TEMPERATURE_ERRORS.map((word) => word || 'unknown'),
  ),
  b468: errorRecord('humidity_error', ['unknown', 'collection_err']),
  b49a: errorRecord('humidity_error', ['unknown', 'collection_err']),
  '20ce': historyChannel,
};

export const milesightEm320Th: ModelDecoder = {
  modelId: 'milesight-iot/em320-th',
  vendor: 'Milesight',
  model: 'EM320-TH',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['temperature', 'humidity', 'threshold_alarm', 'sudden_change', 'battery_pct'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(
    documented('Milesight SensorDecoders, em320-th-encoder.js (ff03 60-64800 s, ff10ff)'),
  ),
};
