import { s16be, u8 } from '../bytes.ts';
import {
  adeunisModel,
  type Content,
  type FrameReader,
  measure,
  productMode,
  temperatureReading,
} from '../formats/adeunis.ts';
import { networkConfig } from '../formats/adeunis-generic.ts';
import type { ResultBuilder } from '../result.ts';

// Adeunis TEMP, the first generation (firmware 1.x, the TTN device repository's `temp`, which
// carries no codec there: @adeunis/codecs 1.6.1's `temp`, src/products/temp). An internal probe
// (probe 1) and an optional external one (probe 2), each with its id in the high nibble of its
// state byte and, from firmware 1.3.8, its activation in bit 0 (older firmware sends 2 in the low
// nibble of probe 2's byte, and the codec prints no state). Frames: 0x10 configuration (periods,
// thresholds' triggering, product mode), 0x11 / 0x12 probe 1's / probe 2's thresholds, 0x30
// keep-alive and 0x43 data (both probes' temperatures now), and the shared 0x20 (the older
// products' ADR bit only); the codec reads no other shared frame for it ("Unsupported").
// Status bits 3 and 4: probe 1's and probe 2's threshold alarm. Readings: probe 1 is
// `temperature`, probe 2 `external_temperature` (none for the codec's invalid -3276.8 °C nor for
// a probe the device says is deactivated), and the status alarm bits `threshold_alarm` on the
// frames that carry temperatures.

const PROBE_1_ALARM = 0x08;
const PROBE_2_ALARM = 0x10;

const thresholdTriggering = ['none', 'low', 'high', 'both'];

/** 0x10: TEST mode (byte 8 = 2) counts the periods in 20 s and 10 s, the others in 10 min and 1 min. */
const config: FrameReader = (bytes) => {
  const test = u8(bytes, 8) === 2;
  const content: Content = { type: '0x10 Temperature configuration' };
  content.transmissionPeriodKeepAlive = test
    ? measure('s', u8(bytes, 2) * 20)
    : measure('m', u8(bytes, 2) * 10);
  content.transmissionPeriodData = test ? measure('s', u8(bytes, 3) * 20) : measure('m', u8(bytes, 3) * 10);
  content.samplingPeriod = test ? measure('s', u8(bytes, 10) * 10) : measure('m', u8(bytes, 10));
  const activation = u8(bytes, 9);
  content.probes = [1, 2].map((probe) => ({
    name: `probe ${probe}`,
    id: u8(bytes, 2 + probe * 2) >> 4,
    threshold: thresholdTriggering[u8(bytes, 3 + probe * 2) & 0x03],
    state: activation & probe ? 'activated' : 'deactivated',
  }));
  content.productMode = productMode(u8(bytes, 8));
  return content;
};

/** 0x11 / 0x12: one probe's high and low thresholds (0.1 °C, signed) and hystereses (0.1 °C). */
const thresholds =
  (code: number, probe: number): FrameReader =>
  (bytes) => {
    const content: Content = {
      type: `0x${code.toString(16)} Temperature configuration`,
      threshold: {
        name: `probe ${probe}`,
        unit: '°C',
        high: { value: s16be(bytes, 2) / 10, hysteresis: u8(bytes, 4) / 10 },
        low: { value: s16be(bytes, 5) / 10, hysteresis: u8(bytes, 7) / 10 },
      },
    };
    if (probe === 1) content.superSamplingFactor = u8(bytes, 8);
    return content;
  };

const fields = ['temperature', 'external_temperature'] as const;

/** 0x43 data and 0x30 keep-alive: [state][temperature word] per probe. */
const temperatures =
  (type: string): FrameReader =>
  (bytes: Uint8Array, out: ResultBuilder) => {
    // Firmware older than 1.3.8 marks itself with 2 in the low nibble of probe 2's state byte.
    const withState = (u8(bytes, 5) & 0x0f) !== 2;
    const probes = [0, 1].map((index) => {
      const at = 2 + index * 3;
      const state = u8(bytes, at);
      const value = s16be(bytes, at + 1) / 10;
      const probe: Content = { name: `probe ${index + 1}`, id: state >> 4, unit: '°C', value };
      if (withState) probe.state = state & 0x01 ? 'activated' : 'deactivated';
      const field = fields[index] ?? 'temperature';
      // A deactivated probe's word is no measurement (the value it sends is not documented).
      if (probe.state !== 'deactivated') temperatureReading(out, field, value, `probe ${index + 1}`);
      return probe;
    });
    out.alarm((u8(bytes, 1) & (PROBE_1_ALARM | PROBE_2_ALARM)) !== 0);
    return { type, temperatures: probes };
  };

export const adeunisTempV1 = adeunisModel({
  modelId: 'adeunis/temp',
  model: 'TEMP (firmware 1.x)',
  readings: ['temperature', 'external_temperature', 'threshold_alarm'],
  status: [
    ['probe1Alarm', PROBE_1_ALARM],
    ['probe2Alarm', PROBE_2_ALARM],
  ],
  frames: new Map([
    [0x10, config],
    [0x11, thresholds(0x11, 1)],
    [0x12, thresholds(0x12, 2)],
    [0x20, networkConfig(false)],
    [0x30, temperatures('0x30 Temperature keep alive')],
    [0x43, temperatures('0x43 Temperature data')],
  ]),
});
