import { u8, u16be, u32be } from '../bytes.ts';
import { adeunisModel, type Content, type FrameReader, measure, productMode } from '../formats/adeunis.ts';
import { networkConfig } from '../formats/adeunis-generic.ts';

// Adeunis PULSE, the first generation (firmware 1.x, the TTN device repository's `pulse`, which
// carries no codec there: @adeunis/codecs 1.6.1's `pulse`, src/products/pulse). Two pulse inputs,
// A and B, each a meter's running index (u32). Frames: 0x10 configuration (LoRaWAN 22 bytes with
// the leakage detection settings, Sigfox 9 with a one-byte period), 0x11 / 0x12 leakage settings,
// 0x30 keep-alive (the last 24 h's flow extremes, the flow, tamper and leakage alarms: fields),
// 0x46 both indexes, 0x47 flow alarm (both flows: fields), 0x48 history (frame 0: both indexes at
// the history's start, then per period a word to add for A and for B), and the shared 0x20 (the
// older products' ADR bit only); the codec reads no other shared frame for it ("Unsupported").
// Readings: channel A's index now (0x46) is `pulse_count`, as the PULSE 4's; channel B's, the
// history's indexes (not now) and the flows stay fields.

const debounceMs = [0, 1, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000];
const historicModes = ['noHistoric', 'historicLogEvery10min', 'historicLogEvery1h'];

const TEST_MODE = 2;
const LORAWAN_CONFIG_LENGTH = 22;
const SIGFOX_CONFIG_LENGTH = 9;

/**
 * 0x10. TEST mode counts the periods in 20 s, the others the transmission period in minutes (a
 * Sigfox byte in 10 min). The codec tells TEST mode by byte 8 for the transmission period (the
 * flow period's high byte in this frame; byte 8 is the mode in the TEMP's 0x10) and by byte 2,
 * the product mode it prints, for the flow period: we read byte 2 for both.
 */
const config: FrameReader = (bytes) => {
  const mode = u8(bytes, 2);
  const test = mode === TEST_MODE;
  const sigfox = bytes.length === SIGFOX_CONFIG_LENGTH;
  const offset = sigfox ? -1 : 0;
  const content: Content = { type: '0x10 Pulse configuration', productMode: productMode(mode) };
  const period = sigfox ? u8(bytes, 3) : u16be(bytes, 3);
  content.transmissionPeriod = test ? measure('s', period * 20) : measure('m', sigfox ? period * 10 : period);
  const flowPeriod = u16be(bytes, offset + 8);
  content.flowCalculationPeriod = test ? measure('s', flowPeriod * 20) : measure('m', flowPeriod);
  content.historicMode = historicModes[u8(bytes, offset + 6)] ?? '';
  const inputs = u8(bytes, offset + 5);
  const debounce = u8(bytes, offset + 7);
  content.channels = ['A', 'B'].map((name, index) => {
    const bits = inputs >> (index * 4);
    const channel: Content = {
      name: `channel ${name}`,
      state: bits & 0x01 ? 'enabled' : 'disabled',
      type: bits & 0x02 ? 'gasPullUpOn' : 'otherPullUpOff',
      tamperActivated: (bits & 0x08) !== 0,
      debouncingPeriod: measure('ms', debounceMs[(debounce >> (index * 4)) & 0x0f] ?? 0),
    };
    if (bytes.length === LORAWAN_CONFIG_LENGTH) {
      channel.leakageDetection = {
        overflowAlarmTriggerThreshold: u16be(bytes, 10 + index * 2),
        threshold: u16be(bytes, 14 + index * 2),
        dailyPeriodsBelowWhichLeakageAlarmTriggered: u16be(bytes, 18 + index * 2),
      };
    }
    return channel;
  });
  return content;
};

/** 0x11: both channels' overflow and leakage thresholds. */
const leakageThresholds: FrameReader = (bytes) => ({
  type: '0x11 Pulse configuration',
  channels: ['A', 'B'].map((name, index) => ({
    name: `channel ${name}`,
    leakageDetection: {
      overflowAlarmTriggerThreshold: u16be(bytes, 2 + index * 2),
      threshold: u16be(bytes, 6 + index * 2),
    },
  })),
});

/** 0x12: both channels' daily periods below which leakage is raised. */
const leakagePeriods: FrameReader = (bytes) => ({
  type: '0x12 Pulse configuration',
  channels: ['A', 'B'].map((name, index) => ({
    name: `channel ${name}`,
    leakageDetection: { dailyPeriodsBelowWhichLeakageAlarmTriggered: u16be(bytes, 2 + index * 2) },
  })),
});

/** 0x30: byte 2 the alarms (bits 0-1 flow, 2-3 tamper, 4-5 leakage; A then B), the 24 h extremes. */
const keepAlive: FrameReader = (bytes) => {
  const alarms = u8(bytes, 2);
  return {
    type: '0x30 Pulse keep alive',
    channels: ['A', 'B'].map((name, index) => ({
      name: `channel ${name}`,
      flow: {
        alarm: (alarms & (0x01 << index)) !== 0,
        last24hMin: u16be(bytes, 7 + index * 2),
        last24hMax: u16be(bytes, 3 + index * 2),
      },
      tamperAlarm: (alarms & (0x04 << index)) !== 0,
      leakageAlarm: (alarms & (0x10 << index)) !== 0,
    })),
  };
};

const indexes: FrameReader = (bytes, out) => {
  const a = u32be(bytes, 2);
  const b = u32be(bytes, 6);
  out.reading('pulse_count', a);
  return {
    type: '0x46 Pulse data',
    decodingInfo: 'counterValues: [Channel A, Channel B]',
    counterValues: [a, b],
  };
};

const flowAlarm: FrameReader = (bytes) => ({
  type: '0x47 Pulse alarm',
  decodingInfo: 'flowValues: [Channel A, Channel B]',
  flowValues: [u16be(bytes, 2), u16be(bytes, 4)],
});

/** The history's first period, as the codec derives it from the frame index and length. */
function historyBase(index: number, length: number): number {
  if (length === 31 || length === 51) return [1, 11][index] ?? 0;
  if (length === 7 && (index === 2 || index === 12)) return 23;
  if (length === 7 && index === 3) return 5;
  if (length === 11) return [1, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23][index] ?? 0;
  return 0;
}

const history: FrameReader = (bytes, out) => {
  const index = u8(bytes, 2);
  const content: Content = { type: '0x48 Pulse historic data', frameIndex: index };
  const a: Content = { name: 'channel A' };
  const b: Content = { name: 'channel B' };
  if (index === 0) {
    a.index = u32be(bytes, 3);
    b.index = u32be(bytes, 7);
  }
  const start = index === 0 ? 11 : 3;
  const deltasA: number[] = [];
  const deltasB: number[] = [];
  let at = start;
  for (; at + 4 <= bytes.length; at += 4) {
    deltasA.push(u16be(bytes, at));
    deltasB.push(u16be(bytes, at + 2));
  }
  // The codec fails on a frame cut inside a pair of words.
  if (at < bytes.length) out.warn(`${bytes.length - at} bytes after the last whole sample not decoded`);
  if (deltasA.length > 0) {
    const base = historyBase(index, bytes.length);
    content.baseTime = base;
    content.decodingInfo = `deltaValues: [t=${base} to t=${base + 1}, t=${base + 1} to t=${base + 2}, ...]`;
    a.deltaValues = deltasA;
    b.deltaValues = deltasB;
  }
  content.channels = [a, b];
  return content;
};

export const adeunisPulseV1 = adeunisModel({
  modelId: 'adeunis/pulse',
  model: 'PULSE (firmware 1.x)',
  readings: ['pulse_count'],
  status: [],
  frames: new Map([
    [0x10, config],
    [0x11, leakageThresholds],
    [0x12, leakagePeriods],
    [0x20, networkConfig(false)],
    [0x30, keepAlive],
    [0x46, indexes],
    [0x47, flowAlarm],
    [0x48, history],
  ]),
});
