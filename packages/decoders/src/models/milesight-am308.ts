import { amChannels, amReadings, pirActivityCountChannel } from '../formats/milesight-am.ts';
import { amReplies, replyChannels } from '../formats/milesight-replies.ts';
import type { Channel, ChannelTable } from '../formats/milesight-tlv.ts';
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

const SENSORS = { particulates: true, hcho: false };

function am308Table(screen: boolean): ChannelTable {
  const table: Record<string, Channel> = {
    ...amChannels(
      {
        pir: 'pir',
        pm25: 'pm2_5',
        tvocDivisor: 100,
        buzzer: { name: 'buzzer_status', words: ['off', 'on'] },
      },
      SENSORS,
    ),
    // The AM307's replies (its 5-byte ff 39), not the AM319's.
    ...replyChannels(amReplies),
    '056a': pirActivityCountChannel,
  };
  if (!screen) {
    for (const type of ['2d', '3c', '66', 'f0']) {
      delete table[`ff${type}`];
      delete table[`fe${type}`];
    }
  }
  return table;
}

export const milesightAm308 = milesightSensor({
  model: 'AM308',
  readings: amReadings(SENSORS),
  table: am308Table(true),
  encoder: { file: 'am308-encoder.js', seconds: 'u16 LE' },
});

export const milesightAm308l = milesightSensor({
  model: 'AM308L',
  readings: amReadings(SENSORS),
  table: am308Table(false),
  encoder: { file: 'am308l-encoder.js', seconds: 'u16 LE' },
});
