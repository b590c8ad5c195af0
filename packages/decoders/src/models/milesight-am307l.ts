import {
  AM_SCREEN_REPLIES,
  amChannels,
  amReadings,
  pirActivityCountChannel,
} from '../formats/milesight-am.ts';
import { withoutReplies } from '../formats/milesight-replies.ts';
import { milesightSensor } from './milesight-common.ts';

// Milesight AM307L: the AM307 without its screen. Milesight's decoder for it (Milesight-IoT/
// SensorDecoders am-series/am307l/am307l-decoder.js) is the AM307's less the screen replies (2d,
// 3c, 66, f0), which it throws on. TTN's am307l.js is the same older codec as its AM307's, so the
// names follow the AM307 model (models/milesight-am307.ts): `pir`, `beep`, the raw TVOC word
// (Milesight's decoder prints it / 100, the IAQ level our reading is in either way), and the AM100
// activity count of TTN's example (05 6A) skipped with a warning.
const SENSORS = { particulates: false, hcho: false };

export const milesightAm307l = milesightSensor({
  model: 'AM307L',
  readings: amReadings(SENSORS),
  table: {
    ...withoutReplies(
      amChannels(
        { pir: 'pir', pm25: 'pm2_5', tvocDivisor: 1, buzzer: { name: 'beep', words: ['no', 'yes'] } },
        SENSORS,
      ),
      AM_SCREEN_REPLIES,
    ),
    '056a': pirActivityCountChannel,
  },
  encoder: { file: 'am307l-encoder.js', seconds: 'u16 LE' },
});
