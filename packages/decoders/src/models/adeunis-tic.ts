import { u8, u16be, u32be } from '../bytes.ts';
import {
  adeunisModel,
  type Content,
  configurationInconsistency,
  type FrameReader,
  measure,
  productMode,
} from '../formats/adeunis.ts';
import { keepAlive, networkConfig } from '../formats/adeunis-generic.ts';
import type { ResultBuilder } from '../result.ts';

// Adeunis TIC CBE / LINKY, single-phase and three-phase (the TTN device repository's
// `tic-cbe-linky-mono` and `tic-cbe-linky-tri`, codecs tic_cbe_linky_mono_lib.js /
// tic_cbe_linky_tri_lib.js: @adeunis/codecs 1.6.1's `ticCbeLinkyMono`, `ticCbeLinkyTri`,
// src/products/tic): a reader of a French electricity meter's customer information output (TIC,
// historic mode). Frames: 0x49 data (the meter's labels at fixed places: text padded with 0x00,
// numbers u32 with 0x80000000 for a label the meter did not send, printed `<label>status:
// "notFound"`), 0x4a alarm (a label, the alarm kind, the value as text), 0x10 configuration, and
// the shared 0x20, 0x30. Status bits 3 configuration inconsistency, 4 read error.
// Readings: the energy index (Wh) → `energy`: BASE on the base tariff, else the off-peak and peak
// indexes' sum (HCHC + HCHP, both sent) on the single-phase meter's peak / off-peak tariff; the
// single-phase instantaneous current (A) → `current`. The three-phase currents (one per phase),
// the subscribed and maximum currents, and the apparent power (VA, not the `power` W) stay fields.

const NOT_FOUND = 0x80000000;
/** Status bit 4: the product reports an error reading the meter. */
const READ_ERROR = 0x10;

type Label =
  | readonly [name: string, kind: 'text', length: number]
  | readonly [name: string, kind: 'value', unit: string];

/** The labels of each meter's 0x49 frame, in order from byte 2 (texts of `length` bytes, values u32). */
const monoLabels: readonly Label[] = [
  ['ADCO', 'text', 12],
  ['OPTARIF', 'text', 4],
  ['BASE', 'value', 'Wh'],
  ['ISOUSC', 'value', 'A'],
  ['IINST', 'value', 'A'],
  ['IMAX', 'value', 'A'],
  ['PAPP', 'value', 'VA'],
  ['HCHC', 'value', 'Wh'],
  ['HCHP', 'value', 'Wh'],
  ['PTEC', 'text', 4],
];

const triLabels: readonly Label[] = [
  ['ADCO', 'text', 12],
  ['BASE', 'value', 'Wh'],
  ['IINST1', 'value', 'A'],
  ['IINST2', 'value', 'A'],
  ['IINST3', 'value', 'A'],
  ['IMAX1', 'value', 'A'],
  ['IMAX2', 'value', 'A'],
  ['IMAX3', 'value', 'A'],
  ['PMAX', 'value', 'W'],
  ['PAPP', 'value', 'VA'],
];

/** Text from `start` to `end`, the 0x00 padding left out. */
function text(bytes: Uint8Array, start: number, end: number): string {
  let value = '';
  for (let at = start; at < end; at += 1) {
    const code = u8(bytes, at);
    if (code !== 0) value += String.fromCharCode(code);
  }
  return value;
}

function readLabels(
  bytes: Uint8Array,
  labels: readonly Label[],
  out: ResultBuilder,
): { content: Content; values: Map<string, number> } {
  if (u8(bytes, 1) & READ_ERROR)
    out.warn('status: readError, the product reports an error reading the meter');
  const content: Content = { type: '0x49 TIC data' };
  const values = new Map<string, number>();
  let at = 2;
  for (const [name, kind, size] of labels) {
    if (kind === 'text') {
      const value = text(bytes, at, at + size);
      if (value.length > 0) content[name] = value;
      else content[`${name}status`] = 'notFound';
      at += size;
    } else {
      const value = u32be(bytes, at);
      if (value !== NOT_FOUND) {
        content[name] = measure(size, value);
        values.set(name, value);
      } else content[`${name}status`] = 'notFound';
      at += 4;
    }
  }
  return { content, values };
}

function energy(values: Map<string, number>, out: ResultBuilder): void {
  const base = values.get('BASE');
  const offPeak = values.get('HCHC');
  const peak = values.get('HCHP');
  if (base !== undefined) out.reading('energy', base);
  else if (offPeak !== undefined && peak !== undefined) out.reading('energy', offPeak + peak);
}

const monoData: FrameReader = (bytes, out) => {
  const { content, values } = readLabels(bytes, monoLabels, out);
  energy(values, out);
  const current = values.get('IINST');
  if (current !== undefined) out.reading('current', current);
  return content;
};

const triData: FrameReader = (bytes, out) => {
  const { content, values } = readLabels(bytes, triLabels, out);
  energy(values, out);
  return content;
};

const alarmTypes = [
  'manualTrigger',
  'labelAppearance',
  'labelDisappearance',
  // The codec's spelling.
  'highTreshold',
  'lowTreshold',
  'endThresholdAlarm',
  'deltaPositive',
  'deltaNegative',
];

/** 0x4a: the label (10 bytes of text), the alarm kind, the label's value as text (to the end). */
const alarm: FrameReader = (bytes) => {
  const kind = u8(bytes, 12);
  return {
    type: '0x4a TIC alarm',
    label: text(bytes, 2, 12) || 'notFound',
    alarmType: alarmTypes[kind] ?? '',
    value: text(bytes, 13, bytes.length) || 'notFound',
  };
};

/** 0x10: TEST mode (byte 5 = 2) counts the keep-alive period in 20 s, the others in 10 min. */
const config: FrameReader = (bytes) => {
  const mode = u8(bytes, 5);
  const test = mode === 2;
  return {
    type: '0x10 TIC configuration',
    transmissionPeriodKeepAlive: test ? measure('s', u8(bytes, 2) * 20) : measure('m', u8(bytes, 2) * 10),
    samplingPeriod: test ? measure('s', u16be(bytes, 6) * 20) : measure('m', u16be(bytes, 6)),
    transmissionPeriodData: u16be(bytes, 3),
    productMode: productMode(mode),
  };
};

const tic = (modelId: string, model: string, data: FrameReader, withCurrent: boolean) =>
  adeunisModel({
    modelId,
    model,
    readings: withCurrent ? ['energy', 'current'] : ['energy'],
    status: [configurationInconsistency, ['readError', READ_ERROR]],
    frames: new Map([
      [0x10, config],
      [0x20, networkConfig(true)],
      [0x30, keepAlive],
      [0x49, data],
      [0x4a, alarm],
    ]),
  });

export const adeunisTicCbeLinkyMono = tic(
  'adeunis/tic-cbe-linky-mono',
  'TIC CBE / LINKY MONO',
  monoData,
  true,
);

export const adeunisTicCbeLinkyTri = tic('adeunis/tic-cbe-linky-tri', 'TIC CBE / LINKY TRI', triData, false);
