import { s16le } from '../bytes.ts';
import { em500Probe } from '../formats/milesight-em500.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight EM500-PP pipe pressure sensor. Names as Milesight's decoder
// (Milesight-IoT/SensorDecoders em-series/em500-pp/em500-pp-decoder.js): `pressure` in kPa,
// a signed 16-bit word (03 7B), and the history record 20 CE (timestamp, pressure). It is the
// liquid's pressure, liquid_pressure_kpa, not the air pressure reading (hPa).

export const milesightEm500Pp: ModelDecoder = em500Probe({
  modelId: 'milesight-iot/em500-pp',
  model: 'EM500-PP',
  channel: '037b',
  size: 2,
  read: s16le,
  name: 'pressure',
  reading: 'liquid_pressure_kpa',
  replies: 'pressure',
  encoder: 'em500-pp-encoder.js',
});
