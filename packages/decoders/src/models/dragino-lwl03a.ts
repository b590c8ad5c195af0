import { requireLength, u8 } from '../bytes.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { readKeepSettings } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';
import {
  decodeEventDatalog,
  decodeEventFrame,
  decodeEventStatus,
  type EventCounterSpec,
} from './dragino-event-counter.ts';

// Dragino LWL03A water leak sensor: leak state, leak count and last leak duration (see
// dragino-event-counter.ts). The count is how many times water was detected, not a volume.

const spec: EventCounterSpec = {
  words: ['NO LEAK', 'LEAK'],
  reading: 'leak',
  names: ['WATER_LEAK_STATUS', 'WATER_LEAK_TIMES', 'LAST_WATER_LEAK_DURATION'],
  datalogHasTdc: false,
  sensorModel: { byte: 0x14, name: 'LWL03A' },
};

/** Port 4: the settings (LWL03A_v1.0TTN.txt). */
function decodeSettings(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 8);
  const out = new ResultBuilder();
  readKeepSettings(bytes, out);
  out.set('LEAK_ALARM_TIME', u8(bytes, 7));
  return out.build();
}

export const draginoLwl03a = draginoModel({
  modelId: 'dragino/lwl03a',
  model: 'LWL03A',
  readings: ['leak', 'battery_mv'],
  frame: (bytes) => decodeEventFrame(bytes, spec),
  ports: {
    3: (bytes) => decodeEventDatalog(bytes, spec),
    4: decodeSettings,
    5: (bytes) => decodeEventStatus(bytes, spec),
  },
});
