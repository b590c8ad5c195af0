import { decodeOysterFamily, digitalMatterCommandsNote } from '../formats/digital-matter-oyster.ts';
import type { ModelDecoder } from '../types.ts';

// Digital Matter Yabby LoRaWAN (the first Yabby; the Yabby3 decodes as the Oyster3): ports 1
// (position, its own flag layout), 2 (downlink acknowledgement) and 3 (statistics). Not in the
// TTN device repository; names as Digital Matter's Yabby decoder in helium/console-decoders.

export const digitalMatterYabby: ModelDecoder = {
  modelId: 'digital-matter/yabby',
  vendor: 'Digital Matter',
  model: 'Yabby LoRaWAN',
  fPorts: [1, 2, 3],
  defaultFPort: 1,
  readings: ['motion', 'battery_mv'],
  location: true,
  decode: (bytes, fPort) => decodeOysterFamily(bytes, fPort, 'yabby'),
  commandsNote: digitalMatterCommandsNote,
};
