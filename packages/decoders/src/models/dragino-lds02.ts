import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { decodeDoorLeakFrame } from '../formats/dragino-door-leak.ts';
import type { ModelDecoder } from '../types.ts';

export const draginoLds02: ModelDecoder = {
  modelId: 'dragino/lds02',
  vendor: 'Dragino',
  model: 'LDS02',
  fPorts: [10],
  defaultFPort: 10,
  readings: ['door_open', 'leak', 'battery_mv'],
  location: false,
  decode: (bytes) => decodeDoorLeakFrame(bytes),
  commands: draginoCommands(sources.dragino),
};
