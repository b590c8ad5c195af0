import { decodeOysterFamily, digitalMatterCommandsNote } from '../formats/digital-matter-oyster.ts';
import type { ModelDecoder } from '../types.ts';

// Digital Matter Oyster LoRaWAN trackers. The TTN device repository's one Oyster entry
// (`oyster`) is what Oyster, Oyster2 and Oyster3 units are registered as, so it decodes the
// Oyster3's records too: ports 1-4 with the TTN codec's names, ports 30, 31 and 33 as Digital
// Matter's Oyster3 decoder (see formats/digital-matter-oyster.ts). The Yabby3 uses the Oyster3
// decoder (Ducktatorrr/chirpstack-decoders digital-matter/yabby3/README.md: "Same decoder as
// the Oyster3"); Digital Matter's own Yabby3 document was not at hand.

const PORTS = [1, 2, 3, 4, 30, 31, 33] as const;

export const digitalMatterOyster: ModelDecoder = {
  modelId: 'digital-matter/oyster',
  vendor: 'Digital Matter',
  model: 'Oyster / Oyster2 / Oyster3 LoRaWAN',
  fPorts: PORTS,
  defaultFPort: 1,
  readings: ['motion', 'battery_mv', 'low_battery'],
  location: true,
  decode: (bytes, fPort) => decodeOysterFamily(bytes, fPort, 'oyster'),
  commandsNote: digitalMatterCommandsNote,
};

export const digitalMatterYabby3: ModelDecoder = {
  ...digitalMatterOyster,
  modelId: 'digital-matter/yabby3',
  model: 'Yabby3 LoRaWAN',
};
