import { decodeEdge, EDGE_PORTS } from '../formats/digital-matter-edge.ts';
import { digitalMatterCommandsNote } from '../formats/digital-matter-oyster.ts';
import type { ModelDecoder } from '../types.ts';

// Digital Matter Yabby Edge LoRaWAN: its positions are Wi-Fi and GNSS scans for Digital
// Matter's location solver, so it gives the trip state and battery but no location.

export const digitalMatterYabbyEdge: ModelDecoder = {
  modelId: 'digital-matter/yabby-edge',
  vendor: 'Digital Matter',
  model: 'Yabby Edge LoRaWAN',
  fPorts: EDGE_PORTS,
  defaultFPort: 5,
  readings: ['motion', 'battery_mv'],
  location: false,
  decode: decodeEdge,
  commandsNote: digitalMatterCommandsNote,
};
