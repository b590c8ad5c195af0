import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { decodeUltrasonic } from '../formats/dragino-ultrasonic.ts';
import type { ModelDecoder } from '../types.ts';

// Dragino LDDS45 ultrasonic distance sensor (30-4500 mm): the LDDS75's frame, fPort 2. Dragino
// publishes the LDDS75's decoders for it (dragino/dragino-end-node-decoder LDDS45/: LDDS75 decoder
// --TTN.txt for the older 5-byte frame, LDDS75_Decoder_V1.1.4.js for firmware 1.1.4's 8 bytes, the
// latter printing its numbers as text with units, "2821 mm"; we keep the numbers, as the LDDS75).

export const draginoLdds45: ModelDecoder = {
  modelId: 'dragino/ldds45',
  vendor: 'Dragino',
  model: 'LDDS45',
  fPorts: [2],
  defaultFPort: 2,
  readings: ['distance_mm', 'temperature', 'battery_mv'],
  location: false,
  decode: (bytes) => decodeUltrasonic(bytes, 'distance_mm'),
  commands: draginoCommands(sources.dragino),
};
