import { u8, u16be, u32be } from '../bytes.ts';
import {
  adeunisModel,
  type Content,
  eachSample,
  type FrameReader,
  measure,
  productMode,
  samplesEnd,
  timestampField,
  timestampFlag,
} from '../formats/adeunis.ts';
import { networkFrames } from '../formats/adeunis-generic.ts';
import type { ResultBuilder } from '../result.ts';

// Adeunis PULSE 4 / PULSE 4 ATEX (firmware 2.1.x, the TTN device repository's `pulse-4`, whose
// codec pulse_lib.js is @adeunis/codecs's `pulse4`; PULSE 3's frames read the same without the
// timestamp bit). Two pulse inputs, A and B, each a meter's running index (u32). Frames: 0x10-0x12
// configuration, 0x30 keep-alive (the last 24 h's flow extremes and the tamper, leak and flow
// alarms: fields), 0x46 both indexes, 0x47 flow alarm (both flows: fields), 0x5a / 0x5b one
// channel's history: its index now, then words to subtract for each earlier sample.
// Readings: channel A's index is `pulse_count`. Channel B's stays in the fields: one device has one
// pulse_count (as a second door of Dragino's LDS03A, or the R718H2's second input, stays a field).

const debounceMs = [0, 1, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000];
const debounce = (code: number) => measure('ms', debounceMs[code] ?? 0);

/** 0x10, whose optional parts depend on the network the length says: 28 bytes LoRaWAN, 11 Sigfox. */
const config: FrameReader = (bytes) => {
  const mode = u8(bytes, 2);
  const network = bytes.length === 28 ? 'lora' : bytes.length === 11 ? 'sigfox' : 'unknown';
  const historization = u16be(bytes, 3);
  const period = u16be(bytes, 6);
  const content: Content = {
    type: '0x10 Pulse 4 configuration',
    productMode: productMode(mode),
    numberOfHistorizationBeforeSending: historization,
    samplingPeriod: measure('s', period * 2),
    calculatedSendingPeriod: measure('s', historization * period * 2),
    flowCalculationPeriod: mode === 2 ? measure('s', u16be(bytes, 9) * 20) : measure('m', u16be(bytes, 9)),
  };
  if (network === 'lora') content.redundantSamples = u8(bytes, 27);
  const states = u8(bytes, 5);
  const debounces = u8(bytes, 8);
  content.channels = [0, 1].map((channel) => {
    const shift = channel * 4;
    const entry: Content = {
      name: channel === 0 ? 'channel A' : 'channel B',
      state: (states >> shift) & 0x01 ? 'enabled' : 'disabled',
      type: (states >> shift) & 0x02 ? 'gasPullUpOn' : 'otherPullUpOff',
      debouncingPeriod: debounce((debounces >> shift) & 0x0f),
    };
    const tamper = ((states >> shift) & 0x08) !== 0;
    if (network === 'lora') {
      entry.leakageDetection = {
        overflowAlarmTriggerThreshold: u16be(bytes, 11 + channel * 2),
        threshold: u16be(bytes, 15 + channel * 2),
        dailyPeriodsBelowWhichLeakageAlarmTriggered: u16be(bytes, 19 + channel * 2),
      };
      entry.tamper = {
        activated: tamper,
        samplePeriodForDetection: measure('s', u8(bytes, 23 + channel * 2) * 10),
        threshold: u8(bytes, 24 + channel * 2),
      };
    } else if (network === 'sigfox') {
      entry.tamper = { activated: tamper };
    }
    return entry;
  });
  return content;
};

/** 0x11 and 0x12: the leak and tamper settings of both channels. */
const leakConfig: FrameReader = (bytes) => ({
  type: '0x11 Pulse 4 configuration',
  channels: [0, 1].map((channel) => ({
    name: channel === 0 ? 'channel A' : 'channel B',
    leakageDetection: {
      overflowAlarmTriggerThreshold: u16be(bytes, 2 + channel * 2),
      threshold: u16be(bytes, 6 + channel * 2),
    },
  })),
});

const tamperConfig: FrameReader = (bytes) => ({
  type: '0x12 Pulse 4 configuration',
  channels: [0, 1].map((channel) => ({
    name: channel === 0 ? 'channel A' : 'channel B',
    leakageDetection: { dailyPeriodsBelowWhichLeakageAlarmTriggered: u16be(bytes, 2 + channel * 2) },
    tamper: {
      samplePeriodForDetection: measure('s', u8(bytes, 6 + channel * 2) * 10),
      threshold: u8(bytes, 7 + channel * 2),
    },
  })),
});

const keepAlive: FrameReader = (bytes) => {
  const content: Content = { type: '0x30 Pulse 4 keep alive', ...timestampField(bytes, 11) };
  const alarms = u8(bytes, 2);
  content.channels = [0, 1].map((channel) => ({
    name: channel === 0 ? 'channel A' : 'channel B',
    flow: {
      alarm: ((alarms >> channel) & 0x01) !== 0,
      last24hMin: u16be(bytes, 7 + channel * 2),
      last24hMax: u16be(bytes, 3 + channel * 2),
    },
    tamperAlarm: ((alarms >> (2 + channel)) & 0x01) !== 0,
    leakageAlarm: ((alarms >> (4 + channel)) & 0x01) !== 0,
  }));
  return content;
};

const indexes: FrameReader = (bytes, out) => {
  const content: Content = { type: '0x46 Pulse 4 data', ...timestampField(bytes, 10) };
  const a = u32be(bytes, 2);
  content.decodingInfo = 'counterValues: [Channel A, Channel B]';
  content.counterValues = [a, u32be(bytes, 6)];
  out.reading('pulse_count', a);
  return content;
};

const flowAlarm: FrameReader = (bytes) => {
  const content: Content = { type: '0x47 Pulse 4 alarm', ...timestampField(bytes, 6) };
  content.decodingInfo = 'flowValues: [Channel A, Channel B]';
  content.flowValues = [u16be(bytes, 2), u16be(bytes, 4)];
  return content;
};

/**
 * 0x5a / 0x5b: the index now, then each earlier sample as the index minus the words so far. The
 * codec does not wrap: an index that rolled over between samples prints earlier values below 0.
 */
const history =
  (channel: 'A' | 'B') =>
  (bytes: Uint8Array, out: ResultBuilder): Content => {
    let index = u32be(bytes, 2);
    const values = [index];
    const end = samplesEnd(bytes);
    const content: Content = {
      type: `0x5${channel === 'A' ? 'a' : 'b'} Pulse 4 data - channel ${channel}`,
      ...timestampField(bytes, end),
    };
    eachSample(out, { start: 6, end: Math.max(end, 6), size: 2, optional: true }, (at) => {
      index -= u16be(bytes, at);
      values.push(index);
    });
    content.decodingInfo = 'counterValues: [t=0, t-1, t-2, ...]';
    content.counterValues = values;
    if (channel === 'A') out.reading('pulse_count', values[0] ?? 0);
    return content;
  };

export const adeunisPulse4 = adeunisModel({
  modelId: 'adeunis/pulse-4',
  model: 'PULSE 4 / PULSE 4 ATEX',
  readings: ['pulse_count'],
  status: [timestampFlag],
  frames: new Map([
    ...networkFrames(true),
    [0x10, config],
    [0x11, leakConfig],
    [0x12, tamperConfig],
    [0x30, keepAlive],
    [0x46, indexes],
    [0x47, flowAlarm],
    [0x5a, history('A')],
    [0x5b, history('B')],
  ]),
});
