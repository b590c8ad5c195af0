import { s16le, u8, u16le, u32le } from '../bytes.ts';
import { milesightSensorCommands } from '../commands/milesight.ts';
import { documented } from '../commands/sources.ts';
import {
  am102Replies,
  am107Replies,
  reportScheduleChannel,
  sensorEnableChannel,
} from '../formats/milesight-am100.ts';
import { replyChannels } from '../formats/milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type ChannelTable,
  decodeTlv,
  deviceInfoChannels,
  humidityChannel,
  temperatureChannel,
} from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight AM102 (temperature, humidity) and AM103 (and CO2) ambience sensors with an
// e-ink screen. Names as Milesight's decoders (Milesight-IoT/SensorDecoders
// am-series/am102/am102-decoder.js, am-series/am103/am103-decoder.js). Their settings replies,
// report schedule and sensor switches are the AM104/AM107's (formats/milesight-am100.ts): the
// AM103's replies are the AM107's list.

const common: ChannelTable = {
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0367': temperatureChannel(),
  '0468': humidityChannel,
};

export const am102Table: ChannelTable = {
  ...replyChannels(am102Replies),
  ...common,
  ff3a: reportScheduleChannel(false),
  fe3a: reportScheduleChannel(false),
  ff18: sensorEnableChannel({ temperature: 0, humidity: 1 }),
  '20ce': {
    size: 7,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const temperature = s16le(bytes, at + 4) / 10;
      const humidity = u8(bytes, at + 6) / 2;
      addHistory(out, { timestamp, temperature, humidity }, timestamp, [
        ['temperature', temperature],
        ['humidity', humidity],
      ]);
    },
  },
};

export const am103Table: ChannelTable = {
  ...replyChannels(am107Replies),
  ...common,
  ff3a: reportScheduleChannel(true),
  fe3a: reportScheduleChannel(true),
  ff18: sensorEnableChannel({ temperature: 0, humidity: 1, co2: 4 }),
  '077d': {
    size: 2,
    read(bytes, at, out) {
      out.set('co2', u16le(bytes, at));
      out.reading('co2', u16le(bytes, at));
    },
  },
  '20ce': {
    size: 9,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const temperature = s16le(bytes, at + 4) / 10;
      const humidity = u8(bytes, at + 6) / 2;
      const co2 = u16le(bytes, at + 7);
      addHistory(out, { timestamp, temperature, humidity, co2 }, timestamp, [
        ['temperature', temperature],
        ['humidity', humidity],
        ['co2', co2],
      ]);
    },
  },
};

export const milesightAm102: ModelDecoder = {
  modelId: 'milesight-iot/am102',
  vendor: 'Milesight',
  model: 'AM102',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['temperature', 'humidity', 'battery_pct'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, am102Table),
  commands: milesightSensorCommands(
    documented('Milesight SensorDecoders, am102-encoder.js (ff03 s, ff10ff)'),
  ),
};

export const milesightAm103: ModelDecoder = {
  modelId: 'milesight-iot/am103',
  vendor: 'Milesight',
  model: 'AM103',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['temperature', 'humidity', 'co2', 'battery_pct'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, am103Table),
  commands: milesightSensorCommands(
    documented('Milesight SensorDecoders, am103-encoder.js (ff03 s, ff10ff)'),
  ),
};
