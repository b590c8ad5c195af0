import { requireLength, s16be, u8, u16be } from '../bytes.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino IVS-LB industrial vibration sensor (an external probe on the machine), big-endian. Names
// and layout as Dragino's decoder (dragino/dragino-end-node-decoder IVS-LB/IVS-LB_TTN_decoder.js),
// Node_type left out:
//   port 2 (a scheduled uplink) and port 10 (an alarm: Alarm "TRUE"): battery (mV, Bat_mV and
//     BatV), the number of samples, a flag byte naming what each sample holds after its
//     temperature (s16 / 10 °C): bit 0 velocity X/Y/Z (s16 / 10 mm/s), bit 1 displacement X/Y/Z
//     (s16 / 10 µm), bit 2 acceleration X/Y/Z (s16 / 10 m/s²), bit 3 frequency X/Y/Z (float32,
//     Hz, 5 decimals); listed under Samples.Sample_<n>.
//   port 5, the device status (model byte 0x51 "IVS-LB").
// Readings: battery_mv; the first sample's probe temperature as `external_temperature` (the
// samples carry no time and the vendor does not say which is newest: we take Sample_1, the one a
// network server's mapping of the vendor's output reads too);
// `threshold_alarm` true on port 10, false on port 2. Vibration has no reading field: vendor
// fields only. A payload shorter than its flags promise is rejected (the vendor returns what it
// read with an Incomplete_field); bytes past the samples are a warning (the vendor's
// Unparsed_bytes).

const HEADER = 4;
const ALARM_PORT = 10;

const VELOCITY = 0x01;
const DISPLACEMENT = 0x02;
const ACCELERATION = 0x04;
const FREQUENCY = 0x08;

const ITEMS: readonly [number, string][] = [
  [VELOCITY, 'Velocity'],
  [DISPLACEMENT, 'Displacement'],
  [ACCELERATION, 'Acceleration'],
  [FREQUENCY, 'Frequency'],
];

/** The three s16 / 10 axes at `at`, named `<prefix>_X<unit>` ... */
function axes(bytes: Uint8Array, at: number, prefix: string, unit: string): Record<string, number> {
  return {
    [`${prefix}_X_${unit}`]: s16be(bytes, at) / 10,
    [`${prefix}_Y_${unit}`]: s16be(bytes, at + 2) / 10,
    [`${prefix}_Z_${unit}`]: s16be(bytes, at + 4) / 10,
  };
}

function float32be(bytes: Uint8Array, at: number): number {
  const view = new DataView(new ArrayBuffer(4));
  for (let index = 0; index < 4; index += 1) view.setUint8(index, u8(bytes, at + index));
  return Number.parseFloat(view.getFloat32(0, false).toFixed(5));
}

function sampleLength(flags: number): number {
  let length = 2;
  if (flags & VELOCITY) length += 6;
  if (flags & DISPLACEMENT) length += 6;
  if (flags & ACCELERATION) length += 6;
  if (flags & FREQUENCY) length += 12;
  return length;
}

function decodeFrame(bytes: Uint8Array, fPort: number): DecodeResult {
  requireLength(bytes, HEADER);
  const count = u8(bytes, 2);
  const flags = u8(bytes, 3);
  const size = sampleLength(flags);
  const end = HEADER + count * size;
  requireLength(bytes, end);
  const out = new ResultBuilder();
  const millivolts = u16be(bytes, 0);
  out.set('Alarm', fPort === ALARM_PORT ? 'TRUE' : 'FALSE');
  out.set('Bat_mV', millivolts);
  out.set('BatV', Number.parseFloat((millivolts / 1000).toFixed(3)));
  out.set('Sample_times', count);
  out.set('Param_flag', flags);
  out.set('Param_flag_binary', flags.toString(2).padStart(8, '0'));
  out.set(
    'Param_items',
    ITEMS.filter(([bit]) => flags & bit)
      .map(([, name]) => name)
      .join(', '),
  );
  out.reading('battery_mv', millivolts);
  out.reading('threshold_alarm', fPort === ALARM_PORT);
  const samples: Record<string, Record<string, number>> = {};
  for (let index = 0; index < count; index += 1) {
    let at = HEADER + index * size;
    const temperature = s16be(bytes, at) / 10;
    let sample: Record<string, number> = { TempC: temperature };
    at += 2;
    if (flags & VELOCITY) {
      sample = { ...sample, ...axes(bytes, at, 'Velocity', 'mm_s') };
      at += 6;
    }
    if (flags & DISPLACEMENT) {
      sample = { ...sample, ...axes(bytes, at, 'Displacement', 'um') };
      at += 6;
    }
    if (flags & ACCELERATION) {
      sample = { ...sample, ...axes(bytes, at, 'Acceleration', 'm_s2') };
      at += 6;
    }
    if (flags & FREQUENCY) {
      sample.Frequency_X_Hz = float32be(bytes, at);
      sample.Frequency_Y_Hz = float32be(bytes, at + 4);
      sample.Frequency_Z_Hz = float32be(bytes, at + 8);
    }
    samples[`Sample_${index + 1}`] = sample;
    if (index === 0) out.reading('external_temperature', temperature);
  }
  out.set('Samples', samples);
  if (bytes.length > end) out.warn(`unexpected ${bytes.length}-byte frame; the first ${end} bytes decoded`);
  return out.build();
}

export const draginoIvsLb = draginoModel({
  modelId: 'dragino/ivs-lb',
  model: 'IVS-LB (vibration sensor)',
  readings: ['external_temperature', 'threshold_alarm', 'battery_mv'],
  frame: decodeFrame,
  ports: {
    [ALARM_PORT]: decodeFrame,
    5: (bytes) => decodeDraginoStatus(bytes, { 81: 'IVS-LB' }),
  },
});
