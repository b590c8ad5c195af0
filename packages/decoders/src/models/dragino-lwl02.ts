import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { decodeDoorLeakFrame } from '../formats/dragino-door-leak.ts';
import type { ModelDecoder } from '../types.ts';

export const draginoLwl02: ModelDecoder = {
  modelId: 'dragino/lwl02',
  vendor: 'Dragino',
  model: 'LWL02',
  fPorts: [10],
  defaultFPort: 10,
  readings: ['leak', 'door_open', 'battery_mv'],
  location: false,
  decode: (bytes) => decodeDoorLeakFrame(bytes),
  commands: draginoCommands(sources.dragino),
};
