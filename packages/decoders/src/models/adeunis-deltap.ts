import { s16be, u8, u16be } from '../bytes.ts';
import { activeWord, eachSample, type FrameReader, keepAliveConfig, measure } from '../formats/adeunis.ts';
import { keepAlive, requestStatusText, smartBuildingModel } from '../formats/adeunis-generic.ts';
import type { ResultBuilder } from '../result.ts';

// Adeunis DELTA P (the TTN device repository's `deltap`, @adeunis/codecs's `deltap`,
// deltap_lib.js): a differential air pressure sensor (signed Pa) with a 0-10 V input (signed
// mV). Frames: 0x10 / 0x11 configuration (pressure / 0-10 V sampling), 0x53 / 0x55 periodic data
// (words, newest first), 0x54 / 0x56 alarms (threshold crossed, or back, with the value), 0x2f its
// own downlink acknowledgement, and the shared 0x1f, 0x20, 0x30, 0x33, 0x51, 0x52.
// Readings: the alarms' state is `threshold_alarm`. The differential pressure (a duct's or a
// filter's, in Pa) is none of our pressures (`pressure` is the air's in hPa, `liquid_pressure_kpa`
// a liquid's), and the 0-10 V input is a sensor's signal, not a supply's `voltage`: both stay
// fields.

const config = keepAliveConfig('0x10 Delta P configuration');

/** 0x11: the 0-10 V input's sampling, its registers at 2 (samples), 4 (period), 6 (histories). */
const voltageConfig: FrameReader = (bytes) => {
  const sampling = u16be(bytes, 2);
  const period = u16be(bytes, 4);
  const historization = u16be(bytes, 6);
  return {
    type: '0x11 Delta P 0-10V configuration',
    numberOfHistorizationBeforeSending: historization,
    numberOfSamplingBeforeHistorization: sampling,
    samplingPeriod: measure('s', period * 2),
    calculatedPeriodRecording: measure('s', sampling * period * 2),
    calculatedSendingPeriod: measure('s', sampling * period * historization * 2),
  };
};

/** 0x2f: its own acknowledgement, the request's status alone (no frame code, unlike the shared 0x2f). */
const downlinkAck: FrameReader = (bytes) => ({
  type: '0x2f Delta P Downlink ack',
  requestStatus: requestStatusText(u8(bytes, 2)),
});

function series(bytes: Uint8Array, out: ResultBuilder): number[] {
  const values: number[] = [];
  eachSample(out, { start: 2, end: bytes.length, size: 2 }, (at) => values.push(s16be(bytes, at)));
  return values;
}

const alarm =
  (type: string, name: 'deltaPressure' | 'voltage', unit: string): FrameReader =>
  (bytes, out) => {
    const state = u8(bytes, 2);
    out.alarm(state !== 0);
    return { type, alarmStatus: activeWord(state), [name]: measure(unit, s16be(bytes, 3)) };
  };

const periodic =
  (type: string, name: 'deltaPressure' | 'voltage', unit: string): FrameReader =>
  (bytes, out) => ({
    type,
    decodingInfo: 'values: [t=0, t-1, t-2, ...]',
    [name]: { unit, values: series(bytes, out) },
  });

export const adeunisDeltap = smartBuildingModel({
  modelId: 'adeunis/deltap',
  model: 'DELTA P',
  readings: [],
  status: [],
  frames: new Map([
    [0x10, config],
    [0x11, voltageConfig],
    [0x2f, downlinkAck],
    [0x30, keepAlive],
    [0x53, periodic('0x53 Delta P periodic data', 'deltaPressure', 'pa')],
    [0x54, alarm('0x54 Delta P alarm', 'deltaPressure', 'pa')],
    [0x55, periodic('0x55 Delta P - periodic 0-10 V', 'voltage', 'mV')],
    [0x56, alarm('0x56 Delta P - alarm 0-10 V', 'voltage', 'mV')],
  ]),
});
