import { AM_SCREEN_REPLIES, type AmNaming, amChannels, amReadings } from '../formats/milesight-am.ts';
import { withoutReplies } from '../formats/milesight-replies.ts';
import { milesightAm319Hcho } from './milesight-am319-hcho.ts';
import { milesightSensor } from './milesight-common.ts';

// Milesight AM319 variants: the HCHO sensor with an infrared CO2 sensor (AM319-HCHO-IR), the ozone
// sensor in HCHO's place (AM319-O3: 0D 7D, ppm = word / 100, and the history's last word), and
// the models without a screen (AM319L, TTN's id for the AM319L-HCHO-IR: am319l-codec.yaml, whose
// am319l.js is Milesight's AM319 HCHO decoder; AM319L-O3). Names as Milesight's decoders
// (Milesight-IoT/SensorDecoders am-series/am319-hcho-ir, am319-o3, am319l-hcho-ir, am319l-o3):
// `pir`, `pm2_5`, `buzzer_status`, TVOC as the IAQ level. am319-hcho-ir-decoder.js is
// am319-hcho-decoder.js byte for byte, so it reads as that model (its table and readings); the L decoders are their screen
// models' less the screen replies (2d, 3c, 66, f0), which they throw on.

const NAMING: AmNaming = {
  pir: 'pir',
  pm25: 'pm2_5',
  tvocDivisor: 100,
  buzzer: { name: 'buzzer_status', words: ['off', 'on'] },
};
const HCHO = { particulates: true, hcho: true };
const O3 = { particulates: true, hcho: false, o3: true };

export const milesightAm319HchoIr = milesightSensor({
  model: 'AM319-HCHO-IR',
  readings: milesightAm319Hcho.readings,
  table: amChannels(NAMING, HCHO),
  encoder: { file: 'am319-hcho-ir-encoder.js', seconds: 'u16 LE' },
});

export const milesightAm319l = milesightSensor({
  model: 'AM319L',
  readings: amReadings(HCHO),
  table: withoutReplies(amChannels(NAMING, HCHO), AM_SCREEN_REPLIES),
  encoder: { file: 'am319l-hcho-ir-encoder.js', seconds: 'u16 LE' },
});

export const milesightAm319O3 = milesightSensor({
  model: 'AM319-O3',
  readings: amReadings(O3),
  table: amChannels(NAMING, O3),
  encoder: { file: 'am319-o3-encoder.js', seconds: 'u16 LE' },
});

export const milesightAm319lO3 = milesightSensor({
  model: 'AM319L-O3',
  readings: amReadings(O3),
  table: withoutReplies(amChannels(NAMING, O3), AM_SCREEN_REPLIES),
  encoder: { file: 'am319l-o3-encoder.js', seconds: 'u16 LE' },
});
