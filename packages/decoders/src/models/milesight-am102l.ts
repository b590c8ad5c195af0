import { withoutReplies } from '../formats/milesight-replies.ts';
import { am102Table, am103Table } from './milesight-am10x.ts';
import { milesightSensor } from './milesight-common.ts';

// Milesight AM102L and AM103L: the AM102 / AM103 without the e-ink screen. Milesight's decoders
// for them (Milesight-IoT/SensorDecoders am-series/am102l/am102l-decoder.js, am103l/
// am103l-decoder.js) are the AM102's and AM103's less the screen and hibernation replies, which
// they throw on ("unknown downlink response"): the same records otherwise, so the same table less
// those replies, under TTN's ids (am102l-codec.yaml, am103l-codec.yaml).

/** 2d screen, 56 smart display, 5a / 86 refresh intervals, 75 hibernation, 85 clock display. */
const NO_SCREEN = ['2d', '56', '5a', '75', '85', '86'];

export const milesightAm102l = milesightSensor({
  model: 'AM102L',
  readings: ['temperature', 'humidity', 'battery_pct'],
  table: withoutReplies(am102Table, NO_SCREEN),
  encoder: { file: 'am102l-encoder.js', seconds: 'u16 LE' },
});

export const milesightAm103l = milesightSensor({
  model: 'AM103L',
  readings: ['temperature', 'humidity', 'co2', 'battery_pct'],
  // And f0, the screen elements.
  table: withoutReplies(am103Table, [...NO_SCREEN, 'f0']),
  encoder: { file: 'am103l-encoder.js', seconds: 'u16 LE' },
});
