import { tektelicPortsModel } from '../formats/tektelic-frames.ts';
import { chickadeePorts } from '../formats/tektelic-lr-tracker.ts';

// The CHICKADEE asset tracker (GNSS, Wi-Fi and BLE), decoded as Tektelic's chickadee-v2.7 converter
// reads it; not in the TTN device repository, so its id is the product's name.
// formats/tektelic-lr-tracker.ts.
export const tektelicChickadee = tektelicPortsModel({
  modelId: 'tektelic/chickadee',
  model: 'CHICKADEE Asset Tracker',
  readings: ['battery_pct', 'temperature', 'motion'],
  location: true,
  ports: chickadeePorts,
});
