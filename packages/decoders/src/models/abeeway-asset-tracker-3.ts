import { readHeader, readPosition } from '../formats/abeeway-at3.ts';
import { readNotification } from '../formats/abeeway-at3-notification.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Abeeway trackers running the AT3 firmware, which TTN's device repository decodes with one codec,
// asset-tracker-3: the model id is that codec's (the devices' ids there are those of their AT2
// firmware, models/abeeway-at2.ts). Like Abeeway's driver, the port is not read (its examples use
// 18, 19 and 199). Queries, responses and telemetry keep their header only, with a warning.

export const abeewayAssetTracker3: ModelDecoder = {
  modelId: 'abeeway/asset-tracker-3',
  vendor: 'Abeeway',
  model: 'AT3 firmware trackers',
  fPorts: 'any',
  defaultFPort: 19,
  readings: [
    'battery_pct',
    'battery_mv',
    'button',
    'motion',
    'temperature',
    'threshold_alarm',
    'low_battery',
    'tamper',
  ],
  // The LOW_BATTERY notification is sent once, never ended by one: an event.
  momentary: ['low_battery'],
  location: true,
  decode(bytes) {
    const out = new ResultBuilder();
    const header = readHeader(bytes, out);
    out.set('payload', Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(''));
    if (header.type === 'POSITION') readPosition(header, out);
    else if (header.type === 'NOTIFICATION') readNotification(header, out);
    else out.warn(`${header.type} message: only its header is decoded`);
    return out.build();
  },
  commandsNote:
    "Abeeway's AT3 downlink commands are not encoded here: send a raw command from Abeeway's AT3 reference guide.",
};
