import { decodeAbeewayAt2 } from '../formats/abeeway-at2.ts';
import type { ModelDecoder } from '../types.ts';

// Abeeway's trackers on firmware 2.x, one format for all (formats/abeeway-at2.ts), ids as the TTN
// device repository's vendor/abeeway/index.yaml. Port 18 is firmware 2.x (battery %), 17 the 1.x
// firmware's frames (battery voltage). Firmware 3.x (AT3) sends another layout on port 19: refused.

export const abeewayMicroTracker: ModelDecoder = {
  modelId: 'abeeway/abeeway-micro-tracker',
  vendor: 'Abeeway',
  model: 'Micro Tracker',
  fPorts: [17, 18],
  defaultFPort: 18,
  readings: [
    'temperature',
    'battery_pct',
    'battery_mv',
    'motion',
    'button',
    'threshold_alarm',
    'low_battery',
  ],
  // Only a shutdown message's LOW_BATTERY cause says it (formats/abeeway-at2-messages.ts); no
  // message says the battery is no longer low: an event, not the tracker's state.
  momentary: ['low_battery'],
  location: true,
  decode: decodeAbeewayAt2,
  commandsNote:
    "Abeeway's downlink commands are not in the catalogue: send a raw downlink from the trackers' reference guide (port 2).",
};

export const abeewaySmartBadge: ModelDecoder = {
  ...abeewayMicroTracker,
  modelId: 'abeeway/abeeway-smart-badge',
  model: 'Smart Badge',
};
export const abeewayCompactTracker: ModelDecoder = {
  ...abeewayMicroTracker,
  modelId: 'abeeway/abeeway-compact-tracker',
  model: 'Compact Tracker',
};
export const abeewayIndustrialTracker: ModelDecoder = {
  ...abeewayMicroTracker,
  modelId: 'abeeway/abeeway-industrial-tracker',
  model: 'Industrial Tracker',
};
