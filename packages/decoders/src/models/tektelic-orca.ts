import { tektelicPortsModel } from '../formats/tektelic-frames.ts';
import { decodeOrca } from '../formats/tektelic-orca.ts';

// The ORCA Industrial GPS Asset Tracker (T0006129), model id as in the TTN device repository
// vendor/tektelic/ (t0006129-orca.yaml, codec t0006129-codec); formats/tektelic-orca.ts.
export const tektelicOrca = tektelicPortsModel({
  modelId: 'tektelic/t0006129-orca',
  model: 'ORCA Industrial GPS Asset Tracker',
  readings: ['temperature', 'motion', 'battery_mv', 'low_battery'],
  location: true,
  ports: { 10: decodeOrca(10), 15: decodeOrca(15), 25: decodeOrca(25) },
});
