import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { u16le } from '../bytes.ts';
import {
  am104Replies,
  am107Replies,
  reportScheduleChannel,
  sensorEnableChannel,
} from '../formats/milesight-am100.ts';
import { replyChannels } from '../formats/milesight-replies.ts';
import {
  batteryChannel,
  type Channel,
  type ChannelTable,
  deviceInfoChannels,
  humidityChannel,
  serialNumber6Channel,
  temperatureChannel,
} from '../formats/milesight-tlv.ts';
import { milesightSensor } from './milesight-common.ts';

// Milesight AM104 (temperature, humidity, activity, illumination) and AM107 (and CO2, TVOC,
// barometric pressure) ambience sensors. Names as Milesight's decoders (Milesight-IoT/
// SensorDecoders am-series/am104/am104-decoder.js, am107/am107-decoder.js):
// - `activity` (05 6A) counts the PIR's triggers over the reporting period: a count above 0 is
//   motion seen, 0 none (the AM300's 05 00 is a state instead);
// - `illumination` (06 65) is in lux, followed by the light sensor's two raw channels;
// - `tvoc` (08 7D) is in ppb (README: "unit: ppb, read: uint16"), not the AM300's IAQ level.
// Neither model sends history records; the serial number is the 6-byte ff 08.

const common: ChannelTable = {
  ...deviceInfoChannels,
  ff08: serialNumber6Channel,
  '0175': batteryChannel,
  '0367': temperatureChannel(),
  '0468': humidityChannel,
  '056a': {
    size: 2,
    read(bytes, at, out) {
      out.set('activity', u16le(bytes, at));
      out.reading('motion', u16le(bytes, at) > 0);
    },
  },
  '0665': {
    size: 6,
    read(bytes, at, out) {
      out.set('illumination', u16le(bytes, at));
      out.set('infrared_and_visible', u16le(bytes, at + 2));
      out.set('infrared', u16le(bytes, at + 4));
      out.reading('illuminance', u16le(bytes, at));
    },
  },
};

const u16Channel = (name: string, divisor: number, reading: ReadingField): Channel => ({
  size: 2,
  read: (bytes, at, out) => {
    out.set(name, u16le(bytes, at) / divisor);
    out.reading(reading, u16le(bytes, at) / divisor);
  },
});

export const milesightAm104 = milesightSensor({
  model: 'AM104',
  readings: ['temperature', 'humidity', 'motion', 'illuminance', 'battery_pct'],
  table: {
    ...replyChannels(am104Replies),
    ...common,
    ff3a: reportScheduleChannel(false),
    fe3a: reportScheduleChannel(false),
    ff18: sensorEnableChannel({ temperature: 0, humidity: 1, pir: 2, illumination: 3 }),
  },
  encoder: { file: 'am104-encoder.js', seconds: 'u16 LE' },
});

export const milesightAm107 = milesightSensor({
  model: 'AM107',
  readings: ['temperature', 'humidity', 'motion', 'illuminance', 'co2', 'tvoc', 'pressure', 'battery_pct'],
  table: {
    ...replyChannels(am107Replies),
    ...common,
    ff3a: reportScheduleChannel(true),
    fe3a: reportScheduleChannel(true),
    ff18: sensorEnableChannel({
      temperature: 0,
      humidity: 1,
      pir: 2,
      illumination: 3,
      co2: 4,
      tvoc: 5,
      pressure: 6,
    }),
    '077d': u16Channel('co2', 1, 'co2'),
    '087d': u16Channel('tvoc', 1, 'tvoc'),
    '0973': u16Channel('pressure', 10, 'pressure'),
  },
  encoder: { file: 'am107-encoder.js', seconds: 'u16 LE' },
});
