import { decodeStrips } from '../formats/sensative-strips.ts';
import type { ModelDecoder } from '../types.ts';

// Sensative Strips: the TTN device repository has one model for the family (vendor/sensative/
// strips.yaml, "Strips - Multisensor"); Comfort, Guard, Drip and Presence send the same reports,
// each the ones its sensors make (formats/sensative-strips.ts).
export const sensativeStrips: ModelDecoder = {
  modelId: 'sensative/strips',
  vendor: 'Sensative',
  model: 'Strips (Comfort, Guard, Drip, Presence, MultiSensor)',
  // Current reports on port 1, history on port 2; port 11 (settings answers) is not decoded.
  fPorts: [1, 2],
  defaultFPort: 1,
  readings: ['temperature', 'humidity', 'illuminance', 'leak', 'occupied', 'battery_pct'],
  location: false,
  decode: decodeStrips,
  commandsNote:
    "Sensative's downlinks (settings on port 11, profiles on port 10) are not in our catalogue yet.",
};
