import { requireLength, u8, u16be, u24be } from '../bytes.ts';
import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';
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
  out.set('TDC', u24be(bytes, 0));
  out.set('DISALARM', u8(bytes, 3) & 0x01);
  out.set('KEEP_STATUS', u8(bytes, 4) & 0x01);
  out.set('KEEP_TIME', u16be(bytes, 5));
  out.set('LEAK_ALARM_TIME', u8(bytes, 7));
  return out.build();
}

export const draginoLwl03a: ModelDecoder = {
  modelId: 'dragino/lwl03a',
  vendor: 'Dragino',
  model: 'LWL03A',
  fPorts: [2, 3, 4, 5],
  defaultFPort: 2,
  readings: ['leak', 'battery_mv'],
  location: false,
  decode(bytes, fPort) {
    if (fPort === 3) return decodeEventDatalog(bytes, spec);
    if (fPort === 4) return decodeSettings(bytes);
    if (fPort === 5) return decodeEventStatus(bytes, spec);
    return decodeEventFrame(bytes, spec);
  },
  commands: draginoCommands(sources.dragino),
};
