import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { s16le, u8, u16le, u32le } from '../bytes.ts';
import { milesightSensorCommands } from '../commands/milesight.ts';
import { sources } from '../commands/sources.ts';
import { amChannels } from '../formats/milesight-am.ts';
import { addHistory, type Channel, decodeTlv } from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight AM319-HCHO. Only the vendor's own decoder has vectors for this model, so
// it follows that naming: `pir`, `pm2_5`, TVOC as IAQ level (word / 100).

/** 20 CE holds TVOC as IAQ level x 100, 21 CE in µg/m³; both 22 bytes. */
function historyChannel(tvocInMicrograms: boolean): Channel {
  return {
    size: 22,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const raw = {
        temperature: s16le(bytes, at + 4) / 10,
        humidity: u16le(bytes, at + 6) / 2,
        light_level: u8(bytes, at + 9),
        co2: u16le(bytes, at + 10),
        tvoc: u16le(bytes, at + 12) / (tvocInMicrograms ? 1 : 100),
        pressure: u16le(bytes, at + 14) / 10,
        pm2_5: u16le(bytes, at + 16),
        pm10: u16le(bytes, at + 18),
        hcho: u16le(bytes, at + 20) / 100,
      };
      const pir = u8(bytes, at + 8) === 1;
      const readings: Array<readonly [ReadingField, number | boolean]> = [
        ['temperature', raw.temperature],
        ['humidity', raw.humidity],
        ['motion', pir],
        ['light_level', raw.light_level],
        ['co2', raw.co2],
        ['pressure', raw.pressure],
        ['pm2_5', raw.pm2_5],
        ['pm10', raw.pm10],
        ['hcho', raw.hcho],
      ];
      if (!tvocInMicrograms) readings.push(['tvoc_level', raw.tvoc]);
      addHistory(out, { timestamp, ...raw, pir: pir ? 'trigger' : 'idle' }, timestamp, readings);
    },
  };
}

const base = amChannels(
  { pir: 'pir', pm25: 'pm2_5', tvocDivisor: 100, buzzer: { name: 'buzzer_status', words: ['off', 'on'] } },
  { particulates: true },
);

const table: Record<string, Channel> = {
  ...base,
  // TVOC in µg/m³ (a device setting); no reading, as it cannot be turned into ppb.
  '08e6': { size: 2, read: (b, at, out) => out.set('tvoc', u16le(b, at)) },
  '20ce': historyChannel(false),
  '21ce': historyChannel(true),
};

export const milesightAm319Hcho: ModelDecoder = {
  modelId: 'milesight-iot/am319-hcho',
  vendor: 'Milesight',
  model: 'AM319-HCHO',
  fPorts: 'any',
  defaultFPort: 85,
  readings: [
    'temperature',
    'humidity',
    'motion',
    'light_level',
    'co2',
    'tvoc_level',
    'pressure',
    'hcho',
    'pm2_5',
    'pm10',
    'battery_pct',
  ],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(sources.milesight),
};
