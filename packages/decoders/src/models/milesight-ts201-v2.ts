import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { s16le, u8, u32le } from '../bytes.ts';
import { replyChannels } from '../formats/milesight-replies.ts';
import { addHistory, type ChannelTable, humidityChannel, label } from '../formats/milesight-tlv.ts';
import type { ResultBuilder } from '../result.ts';
import { milesightSensor, pushAlarmEvent, pushEvent } from './milesight-common.ts';
import { READ_STATUS, SENSOR_TYPES, ts201LiveChannels } from './milesight-ts201.ts';

// Milesight TS201 v2: the TS201 whose probe may be an SHT4X (temperature and humidity). Names as
// Milesight's decoder (Milesight-IoT/SensorDecoders ts-series/ts201-v2/ts201-v2-decoder.js, the
// TTN device repository's ts201v2.js alike): the TS201's records, plus the humidity (04 68), its
// alarms (84 68 threshold, 93 68 mutation: the change in 0.5 %) and probe fault (B4 68) listed in
// `event`, the display unit (FF EB). Its history record 20 CE is 9 bytes (timestamp, probe type,
// temperature, humidity, then a byte of the temperature's and humidity's read status, bits 7-6
// and 5-4, and the event, bits 3-0) where the TS201's is 7, so it is a model of its own, named as
// TTN names it. A history value whose read status is not "normal" is no reading.

/** readHistoryEvent of ts201-v2-decoder.js: 2 and 4 an alarm, 3 and 5 its release. */
const EVENTS = [
  'unknown',
  'periodic',
  'temperature alarm (threshold or mutation)',
  'temperature alarm release',
  'humidity alarm (threshold or mutation)',
  'humidity alarm release',
  'immediate',
] as const;
const SHT4X = 2;

function humidityAlarm(out: ResultBuilder, bytes: Uint8Array, at: number, mutation: boolean): void {
  humidityChannel.read(bytes, at, out, 1);
  const event: Record<string, unknown> = { humidity: u8(bytes, at) / 2 };
  if (mutation) event.humidity_mutation = u8(bytes, at + 1) / 2;
  pushAlarmEvent(out, event, 'humidity_alarm', u8(bytes, at + (mutation ? 2 : 1)));
}

const table: ChannelTable = {
  ...ts201LiveChannels,
  ...replyChannels({ '35': ['d2d_key', 8], '96': ['d2d_master_config', 8] }),
  '0468': humidityChannel,
  '8468': { size: 2, read: (bytes, at, out) => humidityAlarm(out, bytes, at, false) },
  '9468': { size: 3, read: (bytes, at, out) => humidityAlarm(out, bytes, at, true) },
  b468: {
    size: 1,
    read: (bytes, at, out) =>
      pushEvent(out, { humidity_sensor_status: label(['read error', 'out of range'], u8(bytes, at)) }),
  },
  ffeb: {
    size: 1,
    read: (bytes, at, out) => out.set('temperature_unit', label(['celsius', 'fahrenheit'], u8(bytes, at))),
  },
  '20ce': {
    size: 9,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const sensor = u8(bytes, at + 4);
      const temperature = s16le(bytes, at + 5) / 10;
      const byte = u8(bytes, at + 8);
      const type = byte & 0x0f;
      const temperatureStatus = label(READ_STATUS, byte >> 6);
      const event: Record<string, unknown> = { event_type: label(EVENTS, type) };
      const entry: Record<string, unknown> = {
        timestamp,
        sensor_type: label(SENSOR_TYPES, sensor),
        event,
        temperature,
      };
      const readings: Array<readonly [ReadingField, number | boolean]> = [];
      const stored = (name: string, status: string, field: ReadingField, value: number) => {
        if (status === 'normal') readings.push([field, value]);
        else out.warn(`history ${name} at ${timestamp} not read (${status}); not stored`);
      };
      // Only an SHT4X probe measures humidity: the decoder prints it, and its status, for it alone.
      if (sensor === SHT4X) {
        const humidityStatus = label(READ_STATUS, (byte >> 4) & 0x03);
        event.humidity_sensor_status = humidityStatus;
        entry.humidity = u8(bytes, at + 7) / 2;
        stored('humidity', humidityStatus, 'humidity', u8(bytes, at + 7) / 2);
      }
      event.temperature_sensor_status = temperatureStatus;
      stored('temperature', temperatureStatus, 'temperature', temperature);
      // The history event does not tell a mutation from a threshold alarm: it stays threshold_alarm.
      if (type === 2 || type === 4) readings.push(['threshold_alarm', true]);
      if (type === 3 || type === 5) readings.push(['threshold_alarm', false]);
      addHistory(out, entry, timestamp, readings);
    },
  },
};

export const milesightTs201V2 = milesightSensor({
  model: 'TS201 v2',
  modelId: 'milesight-iot/ts201v2',
  readings: ['temperature', 'humidity', 'threshold_alarm', 'sudden_change', 'battery_pct'],
  table,
  encoder: { file: 'ts201-v2-encoder.js', minutes: true },
});
