import { s16be, u8 } from '../bytes.ts';
import {
  adeunisModel,
  type Content,
  configurationInconsistency,
  eachSample,
  type FrameReader,
  keepAliveConfig,
  measure,
  samplesEnd,
  temperatureReading,
  timestampField,
  timestampFlag,
} from '../formats/adeunis.ts';
import { alertMessage, downlinkAck, networkFrames, softwareVersion } from '../formats/adeunis-generic.ts';
import type { ResultBuilder } from '../result.ts';

// Adeunis TEMP 4 / TEMP 2S 4 (application firmware 2.1.x, the TTN device repository's `temp-4`,
// whose codec temp_lib.js is @adeunis/codecs's `temp4`). TEMP 3 (firmware 2.0.x) sends the same
// frames without the timestamp bit, so they read the same. Status bit 4: two channels. Channel 1
// is `temperature`, channel 2 `external_temperature` (as apps/server's network-decoded mapping
// reads the codec's `temperatures` list); -3276.8 °C is the codec's invalid value (no probe).
// Frames: 0x10 configuration, 0x30 keep-alive (the channels' temperatures now), 0x57 periodic
// data (two bytes per channel and sample, newest first), 0x58 alarm (per channel: state, the
// temperature), and the shared 0x20, 0x2f, 0x33, 0x36, 0x37.

const twoChannels = (bytes: Uint8Array): boolean => (u8(bytes, 1) & 0x10) !== 0;
const fields = ['temperature', 'external_temperature'] as const;
const celsius = (bytes: Uint8Array, at: number) => s16be(bytes, at) / 10;

const config = keepAliveConfig('0x10 Temp 4 configuration', (b) => ({ redundantSamples: u8(b, 10) }));

const keepAlive: FrameReader = (bytes, out) => {
  const channels = twoChannels(bytes) ? 2 : 1;
  const content: Content = { type: '0x30 Temp 4 keep alive', ...timestampField(bytes, 2 + channels * 2) };
  const temperatures = [];
  for (let channel = 0; channel < channels; channel += 1) {
    const value = celsius(bytes, 2 + channel * 2);
    temperatures.push({ name: `temperature ${channel + 1}`, unit: '°C', value });
    temperatureReading(out, fields[channel] ?? 'temperature', value, `temperature ${channel + 1}`);
  }
  content.temperatures = temperatures;
  return content;
};

function periodic(bytes: Uint8Array, out: ResultBuilder): Content {
  const channels = twoChannels(bytes) ? 2 : 1;
  const series: number[][] = Array.from({ length: channels }, () => []);
  eachSample(out, { start: 2, end: samplesEnd(bytes), size: 2 * channels }, (at) => {
    for (const [channel, values] of series.entries()) values.push(celsius(bytes, at + channel * 2));
  });
  return {
    type: '0x57 Temp 4 periodic data',
    ...timestampField(bytes, bytes.length - 4),
    decodingInfo: 'values: [t=0, t-1, t-2, ...]',
    temperatures: series.map((values, channel) => {
      const newest = values[0];
      if (newest !== undefined) {
        temperatureReading(out, fields[channel] ?? 'temperature', newest, `temperature ${channel + 1}`);
      }
      return { name: `temperature ${channel + 1}`, unit: '°C', values };
    }),
  };
}

const alarmStatus = (value: number) =>
  value === 1 ? 'highThreshold' : value === 2 ? 'lowThreshold' : 'none';

const alarm: FrameReader = (bytes, out) => {
  const channels = twoChannels(bytes) ? 2 : 1;
  const alarms = [];
  for (let channel = 0; channel < channels; channel += 1) {
    const at = 2 + channel * 3;
    const value = celsius(bytes, at + 1);
    alarms.push({
      name: `temperature ${channel + 1}`,
      alarmStatus: alarmStatus(u8(bytes, at)),
      temperature: measure('°C', value),
    });
    temperatureReading(out, fields[channel] ?? 'temperature', value, `temperature ${channel + 1}`);
  }
  const content: Content = {
    type: '0x58 Temp 4 alarm',
    ...timestampField(bytes, channels === 2 ? 8 : 5),
    alarms,
  };
  out.alarm(alarms.some((entry) => entry.alarmStatus !== 'none'));
  return content;
};

export const adeunisTemp4 = adeunisModel({
  modelId: 'adeunis/temp-4',
  model: 'TEMP 4 / TEMP 2S 4',
  readings: ['temperature', 'external_temperature', 'threshold_alarm'],
  status: [configurationInconsistency, ['configuration2ChannelsActivated', 0x10], timestampFlag],
  frames: new Map([
    ...networkFrames(true),
    [0x10, config],
    [0x2f, downlinkAck],
    [0x30, keepAlive],
    [0x36, alertMessage],
    [0x37, softwareVersion],
    [0x57, periodic],
    [0x58, alarm],
  ]),
});
