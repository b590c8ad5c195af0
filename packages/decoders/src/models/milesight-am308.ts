import { s16le, u8, u16le, u32le } from '../bytes.ts';
import { amChannels } from '../formats/milesight-am.ts';
import { amReplies, replyChannels } from '../formats/milesight-replies.ts';
import {
  addHistory,
  type Channel,
  type ChannelTable,
  stateWord,
  twoState,
  warnUnknownState,
} from '../formats/milesight-tlv.ts';
import { milesightSensor } from './milesight-common.ts';

// Milesight AM308 and AM308L indoor air quality (the AM307's sensors and PM2.5 / PM10, no HCHO
// or O3). Names as Milesight's decoders (Milesight-IoT/SensorDecoders am-series/am308/
// am308-decoder.js, am308l/am308l-decoder.js): `pir`, `pm2_5`, `buzzer_status`, `tvoc` as the
// IAQ level (08 7D, word / 100) or in µg/m³ (08 E6). Their history records are 20 bytes: the
// AM307's 16 and the two particulate counts (the AM319's 22 add HCHO). The AM308L answers as the
// AM308 but for the screen settings it has no screen for (2d, 3c, 66, f0).
//
// Like the AM307's, the TTN examples (am308-codec.yaml, am308l-codec.yaml) carry the AM100's PIR
// activity count (05 6A), which neither decoder reads: it is skipped by its size, with a warning.

const PIR_WORDS = ['idle', 'trigger'] as const;

/** 20 CE (TVOC as the IAQ level × 100) and 21 CE (TVOC in µg/m³). */
function historyChannel(tvocInMicrograms: boolean): Channel {
  return {
    size: 20,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const pir = twoState(u8(bytes, at + 8));
      const entry = {
        timestamp,
        temperature: s16le(bytes, at + 4) / 10,
        humidity: u16le(bytes, at + 6) / 2,
        pir: stateWord(PIR_WORDS, pir),
        light_level: u8(bytes, at + 9),
        co2: u16le(bytes, at + 10),
        tvoc: u16le(bytes, at + 12) / (tvocInMicrograms ? 1 : 100),
        pressure: u16le(bytes, at + 14) / 10,
        pm2_5: u16le(bytes, at + 16),
        pm10: u16le(bytes, at + 18),
      };
      if (pir === undefined) warnUnknownState(out, 'history pir', u8(bytes, at + 8));
      addHistory(out, entry, timestamp, [
        ['temperature', entry.temperature],
        ['humidity', entry.humidity],
        ...(pir === undefined ? [] : [['motion', pir] as const]),
        ['light_level', entry.light_level],
        ['co2', entry.co2],
        [tvocInMicrograms ? 'tvoc_ugm3' : 'tvoc_level', entry.tvoc],
        ['pressure', entry.pressure],
        ['pm2_5', entry.pm2_5],
        ['pm10', entry.pm10],
      ]);
    },
  };
}

function am308Table(screen: boolean): ChannelTable {
  const table: Record<string, Channel> = {
    ...amChannels(
      {
        pir: 'pir',
        pm25: 'pm2_5',
        tvocDivisor: 100,
        buzzer: { name: 'buzzer_status', words: ['off', 'on'] },
      },
      { particulates: true },
    ),
    // The AM307's replies (its 5-byte ff 39), not the AM319's.
    ...replyChannels(amReplies),
    '056a': {
      size: 2,
      read: (bytes, at, out) =>
        out.warn(`PIR activity count ${u16le(bytes, at)} (record 05 6A) is not decoded`),
    },
    '20ce': historyChannel(false),
    '21ce': historyChannel(true),
  };
  // No HCHO sensor: 0A 7D is not the AM308's.
  delete table['0a7d'];
  if (!screen) {
    for (const type of ['2d', '3c', '66', 'f0']) {
      delete table[`ff${type}`];
      delete table[`fe${type}`];
    }
  }
  return table;
}

const READINGS = [
  'temperature',
  'humidity',
  'motion',
  'light_level',
  'co2',
  'tvoc_level',
  'tvoc_ugm3',
  'pressure',
  'pm2_5',
  'pm10',
  'battery_pct',
] as const;

export const milesightAm308 = milesightSensor({
  model: 'AM308',
  readings: READINGS,
  table: am308Table(true),
  encoder: { file: 'am308-encoder.js', seconds: 'u16 LE' },
});

export const milesightAm308l = milesightSensor({
  model: 'AM308L',
  readings: READINGS,
  table: am308Table(false),
  encoder: { file: 'am308l-encoder.js', seconds: 'u16 LE' },
});
