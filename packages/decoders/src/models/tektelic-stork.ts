import { tektelicPortsModel } from '../formats/tektelic-frames.ts';
import { storkPorts } from '../formats/tektelic-lr-tracker.ts';

// The STORK asset tracker (LoRa Edge: GNSS and Wi-Fi scans for a solver, BLE), decoded as
// Tektelic's stork-v2.2 converter reads it; not in the TTN device repository, so its id is the
// product's name. It reports no position of its own. formats/tektelic-lr-tracker.ts.
export const tektelicStork = tektelicPortsModel({
  modelId: 'tektelic/stork',
  model: 'STORK Asset Tracker',
  readings: ['battery_pct', 'temperature', 'humidity'],
  location: false,
  ports: storkPorts,
});
