import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { s16le, u8, u16le, u32le } from '../bytes.ts';
import type { ResultBuilder } from '../result.ts';
import { am319Replies, amReplies, replyChannels } from './milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type Channel,
  type ChannelTable,
  deviceInfoChannels,
  humidityChannel,
  stateWord,
  temperatureChannel,
  twoState,
  warnUnknownState,
} from './milesight-tlv.ts';

// Records of the Milesight AM300 indoor air-quality family (AM307, AM319 and their
// variants). The codec versions disagree on names and scales, so each model passes
// the naming of the source it follows.

export type AmNaming = {
  /** 05 00: PIR state, "pir" or "activity". */
  pir: string;
  /** 0B 7D: "pm2_5" or "pm2.5". */
  pm25: string;
  /** 08 7D: older codecs give the raw word, the current one the IAQ level (raw / 100). */
  tvocDivisor: 1 | 100;
  /** 0E 01: buzzer record name and its two words. */
  buzzer: { name: string; words: readonly [string, string] };
};

const u16Channel = (name: string, divisor: number, reading?: ReadingField): Channel => ({
  size: 2,
  read: (b, at, out) => {
    out.set(name, u16le(b, at) / divisor);
    if (reading) out.reading(reading, u16le(b, at) / divisor);
  },
});

const PIR_WORDS = ['idle', 'trigger'] as const;

export function setPir(out: ResultBuilder, name: string, value: number): void {
  const state = twoState(value);
  out.set(name, stateWord(PIR_WORDS, state));
  if (state === undefined) warnUnknownState(out, name, value);
  else out.reading('motion', state);
}

/**
 * Which of the family's optional sensors a model has: PM2.5 and PM10 (AM308, AM319), HCHO (AM319),
 * O3 (AM319-O3, in HCHO's place).
 */
export type AmSensors = { particulates: boolean; hcho: boolean; o3?: boolean };

/** The readings of a model of the family, as each model lists them. */
export function amReadings(sensors: AmSensors): ReadingField[] {
  return [
    'temperature',
    'humidity',
    'motion',
    'light_level',
    'co2',
    'tvoc_level',
    'tvoc_ugm3',
    'pressure',
    ...(sensors.hcho ? (['hcho'] as const) : []),
    ...(sensors.particulates ? (['pm2_5', 'pm10'] as const) : []),
    ...(sensors.o3 ? (['o3_ppm'] as const) : []),
    'battery_pct',
  ];
}

/**
 * 20 CE (TVOC as IAQ level x 100) and 21 CE (TVOC in µg/m³) history records: 16 bytes, then
 * PM2.5 and PM10 (20) and HCHO or O3 (22) on the models with those sensors (Milesight's am307,
 * am308, am319-hcho and am319-o3 decoders, whose order the entry keeps).
 */
function historyChannel(tvocInMicrograms: boolean, sensors: AmSensors): Channel {
  return {
    size: 16 + (sensors.particulates ? 4 : 0) + (sensors.hcho || sensors.o3 ? 2 : 0),
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const pir = twoState(u8(bytes, at + 8));
      const hchoAt = at + (sensors.particulates ? 20 : 16);
      const entry = {
        timestamp,
        temperature: s16le(bytes, at + 4) / 10,
        humidity: u16le(bytes, at + 6) / 2,
        pir: stateWord(PIR_WORDS, pir),
        light_level: u8(bytes, at + 9),
        co2: u16le(bytes, at + 10),
        tvoc: u16le(bytes, at + 12) / (tvocInMicrograms ? 1 : 100),
        pressure: u16le(bytes, at + 14) / 10,
        ...(sensors.particulates ? { pm2_5: u16le(bytes, at + 16), pm10: u16le(bytes, at + 18) } : {}),
        ...(sensors.hcho ? { hcho: u16le(bytes, hchoAt) / 100 } : {}),
        ...(sensors.o3 ? { o3: u16le(bytes, hchoAt) / 100 } : {}),
      };
      const readings: Array<readonly [ReadingField, number | boolean]> = [
        ['temperature', entry.temperature],
        ['humidity', entry.humidity],
        ...(pir === undefined ? [] : [['motion', pir] as const]),
        ['light_level', entry.light_level],
        ['co2', entry.co2],
        [tvocInMicrograms ? 'tvoc_ugm3' : 'tvoc_level', entry.tvoc],
        ['pressure', entry.pressure],
      ];
      if (entry.pm2_5 !== undefined && entry.pm10 !== undefined) {
        readings.push(['pm2_5', entry.pm2_5], ['pm10', entry.pm10]);
      }
      if (entry.hcho !== undefined) readings.push(['hcho', entry.hcho]);
      if (entry.o3 !== undefined) readings.push(['o3_ppm', entry.o3]);
      if (pir === undefined) warnUnknownState(out, 'history pir', u8(bytes, at + 8));
      addHistory(out, entry, timestamp, readings);
    },
  };
}

/**
 * 05 6A, the AM100's PIR activity count: the TTN examples of the AM307 and AM308 carry it, which
 * none of their decoders reads; it is skipped by its size, with a warning, so the records after it
 * are not lost.
 */
export const pirActivityCountChannel: Channel = {
  size: 2,
  read: (bytes, at, out) => out.warn(`PIR activity count ${u16le(bytes, at)} (record 05 6A) is not decoded`),
};

/**
 * The settings replies a model without a screen does not send (the L models: am307l, am308l and
 * am319l-* decoders throw on them), so their bytes are not taken for a reply.
 */
export const AM_SCREEN_REPLIES = ['2d', '3c', '66', 'f0'] as const;

export function amChannels(naming: AmNaming, sensors: AmSensors): ChannelTable {
  const table: Record<string, Channel> = {
    ...replyChannels(sensors.particulates ? am319Replies : amReplies),
    ...deviceInfoChannels,
    '0175': batteryChannel,
    '0367': temperatureChannel(),
    '0468': humidityChannel,
    '0500': { size: 1, read: (b, at, out) => setPir(out, naming.pir, u8(b, at)) },
    '06cb': {
      size: 1,
      read: (b, at, out) => {
        out.set('light_level', u8(b, at));
        out.reading('light_level', u8(b, at));
      },
    },
    '077d': u16Channel('co2', 1, 'co2'),
    '087d': {
      size: 2,
      read: (b, at, out) => {
        out.set('tvoc', u16le(b, at) / naming.tvocDivisor);
        // The vendor now defines this word as the IAQ level x 100, whatever older codecs printed.
        out.reading('tvoc_level', u16le(b, at) / 100);
      },
    },
    // TVOC in µg/m³, when the device is set to that unit (vendor field `tvoc`).
    '08e6': u16Channel('tvoc', 1, 'tvoc_ugm3'),
    '0973': u16Channel('pressure', 10, 'pressure'),
    '0e01': {
      size: 1,
      read: (b, at, out) => out.set(naming.buzzer.name, stateWord(naming.buzzer.words, twoState(u8(b, at)))),
    },
  };
  table['20ce'] = historyChannel(false, sensors);
  table['21ce'] = historyChannel(true, sensors);
  if (sensors.hcho) table['0a7d'] = u16Channel('hcho', 100, 'hcho');
  // The AM319-O3's ozone in ppm (am319-o3-decoder.js: word / 100).
  if (sensors.o3) table['0d7d'] = u16Channel('o3', 100, 'o3_ppm');
  if (sensors.particulates) {
    table['0b7d'] = u16Channel(naming.pm25, 1, 'pm2_5');
    table['0c7d'] = u16Channel('pm10', 1, 'pm10');
  }
  return table;
}
