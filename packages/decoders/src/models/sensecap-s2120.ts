import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { decodeS2120Frames, SENSOR_COMMANDS_NOTE } from '../formats/sensecap-measurements.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Seeed SenseCAP S2120 8-in-1 weather station. Not the S210x measurement records: frames
// of a 1-byte id and a fixed big-endian body (formats/sensecap-measurements.ts), on port 3
// by default; Seeed's decoder ignores the port.
const readings: readonly ReadingField[] = [
  'temperature',
  'humidity',
  'illuminance',
  'uv_index',
  'wind_speed_ms',
  'wind_direction_deg',
  'pressure',
  'battery_pct',
];

export const sensecapS2120: ModelDecoder = {
  modelId: 'sensecap/sensecaps2120-8-in-1',
  vendor: 'Seeed SenseCAP',
  model: 'S2120',
  fPorts: 'any',
  defaultFPort: 3,
  readings,
  location: false,
  decode(bytes) {
    const out = new ResultBuilder();
    decodeS2120Frames(bytes, readings, out);
    return out.build();
  },
  commandsNote: SENSOR_COMMANDS_NOTE,
};
