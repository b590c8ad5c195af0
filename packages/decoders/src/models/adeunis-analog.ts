import { u8, u32be } from '../bytes.ts';
import {
  adeunisModel,
  type Content,
  debounceDurations,
  type FrameReader,
  measure,
  productMode,
} from '../formats/adeunis.ts';
import { networkConfig } from '../formats/adeunis-generic.ts';

// Adeunis ANALOG / ANALOG PWR (the TTN device repository's `analog`, @adeunis/codecs's `analog`,
// analog_lib.js, firmware 1.3.x): two inputs, A and B, each 0-10 V or 4-20 mA as configured.
// Status byte: bit 3 channel A's alarm, bit 4 channel B's. Frames: 0x10 configuration (periods in
// the product mode's unit, each channel's type, threshold and external trigger), 0x11-0x14 the
// channels' high and low thresholds (µV or 10 nA), 0x42 data and 0x30 keep-alive (each channel's
// type in byte 2 / 6 low nibble, 1 V, 2 mA, the value in the next 3 bytes: µV, or 10 nA), 0x20.
// Readings: either channel's alarm is `threshold_alarm`. The inputs' values are a sensor's signal,
// whatever the installer wired (a 4-20 mA level probe, a 0-10 V thermometer): fields only.

const sensorTypes = ['deactivated', '0-10V', '4-20mA'];
const triggers = ['none', 'low', 'high', 'both'];

function channelConfig(bytes: Uint8Array, at: number, name: string): Content {
  const kind = u8(bytes, at);
  const settings = u8(bytes, at + 1);
  const entry: Content = { name, id: kind >> 4, type: sensorTypes[kind & 0x0f] ?? '' };
  if (kind & 0x0f) {
    // The codec's Analog table stops at code 14 (5 min): 15 prints 0 s.
    const [value, unit] = (settings >> 4 === 15 ? undefined : debounceDurations[settings >> 4]) ?? [0, 's'];
    entry.threshold = triggers[settings & 0x03];
    entry.externalTrigger = {
      type: triggers[(settings >> 2) & 0x03],
      debounceDuration: { unit, value },
    };
  }
  return entry;
}

const config: FrameReader = (bytes) => {
  const mode = u8(bytes, 8);
  const [factor, unit] = mode === 2 ? [20, 's'] : [10, 'm'];
  return {
    type: '0x10 Analog configuration',
    transmissionPeriodKeepAlive: measure(unit, u8(bytes, 2) * factor),
    transmissionPeriodData: measure(unit, u8(bytes, 3) * factor),
    channels: [channelConfig(bytes, 4, 'channel A'), channelConfig(bytes, 6, 'channel B')],
    productMode: productMode(mode),
  };
};

/** 0x11-0x14: one channel's high or low threshold and hysteresis, 3 bytes each. */
const threshold =
  (code: number, channel: string, side: 'high' | 'low'): FrameReader =>
  (bytes) => ({
    type: `0x1${code} Analog configuration`,
    threshold: {
      name: channel,
      unit: 'µV or 10 nA',
      [side]: { value: u32be(bytes, 1) & 0xffffff, hysteresis: u32be(bytes, 4) & 0xffffff },
    },
  });

function channel(bytes: Uint8Array, at: number, name: string): Content {
  const kind = u8(bytes, at) & 0x0f;
  const raw = u32be(bytes, at) & 0xffffff;
  if (kind === 1) return { name, unit: 'V', value: Number.parseFloat((raw / 1_000_000).toFixed(3)) };
  if (kind === 2) return { name, unit: 'mA', value: Number.parseFloat((raw / 100_000).toFixed(3)) };
  return { name, state: 'deactivated' };
}

const values =
  (type: string): FrameReader =>
  (bytes) => ({ type, channels: [channel(bytes, 2, 'channel A'), channel(bytes, 6, 'channel B')] });

/** Every frame's status byte carries the channels' alarms. */
const withAlarm =
  (reader: FrameReader): FrameReader =>
  (bytes, out) => {
    const content = reader(bytes, out);
    out.alarm((u8(bytes, 1) & 0x18) !== 0);
    return content;
  };

export const adeunisAnalog = adeunisModel({
  modelId: 'adeunis/analog',
  model: 'ANALOG / ANALOG PWR',
  readings: ['threshold_alarm'],
  status: [
    ['alarmChannelA', 0x08],
    ['alarmChannelB', 0x10],
  ],
  frames: new Map(
    (
      [
        [0x10, config],
        [0x11, threshold(1, 'channel A', 'high')],
        [0x12, threshold(2, 'channel A', 'low')],
        [0x13, threshold(3, 'channel B', 'high')],
        [0x14, threshold(4, 'channel B', 'low')],
        [0x20, networkConfig(false)],
        [0x30, values('0x30 Analog keep alive')],
        [0x42, values('0x42 Analog data')],
      ] as Array<[number, FrameReader]>
    ).map(([code, reader]) => [code, withAlarm(reader)]),
  ),
});
