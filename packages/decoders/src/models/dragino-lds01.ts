import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { decodeDoorLeakFrame } from '../formats/dragino-door-leak.ts';
import type { ModelDecoder } from '../types.ts';

// Dragino LDS01 door sensor and LWL01 water leak sensor: the LDS02 / LWL02 frame (fPort 10,
// formats/dragino-door-leak.ts). Dragino publishes one decoder for the four
// (dragino/dragino-end-node-decoder LDS02/lds01_02_Decoder_ttn_v1.5.txt), and the TTN codecs
// vendor/dragino/lds01.js and lwl01.js read the frame the same way.

export const draginoLds01: ModelDecoder = {
  modelId: 'dragino/lds01',
  vendor: 'Dragino',
  model: 'LDS01',
  fPorts: [10],
  defaultFPort: 10,
  readings: ['door_open', 'leak', 'battery_mv'],
  location: false,
  decode: (bytes) => decodeDoorLeakFrame(bytes),
  commands: draginoCommands(sources.dragino),
};

export const draginoLwl01: ModelDecoder = {
  ...draginoLds01,
  modelId: 'dragino/lwl01',
  model: 'LWL01',
  readings: ['leak', 'door_open', 'battery_mv'],
};
