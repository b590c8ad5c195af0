import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { decodeDoorCountFrame, decodeDoorLeakFrame } from '../formats/dragino-door-leak.ts';
import type { ModelDecoder } from '../types.ts';

export const draginoLds02: ModelDecoder = {
  modelId: 'dragino/lds02',
  vendor: 'Dragino',
  model: 'LDS02',
  // 10: the regular frame; 7: the EDC (open-count) mode frame of firmware 1.8.
  fPorts: [10, 7],
  defaultFPort: 10,
  readings: ['door_open', 'leak', 'battery_mv'],
  location: false,
  decode: (bytes, fPort) => (fPort === 7 ? decodeDoorCountFrame(bytes) : decodeDoorLeakFrame(bytes)),
  commands: draginoCommands(sources.dragino),
};
