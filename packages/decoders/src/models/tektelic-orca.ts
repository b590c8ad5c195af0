import { tektelicPortsModel } from '../formats/tektelic-frames.ts';
import { orcaPorts } from '../formats/tektelic-orca.ts';

// The ORCA Industrial GPS Asset Tracker (T0006129), model id as in the TTN device repository
// vendor/tektelic/ (t0006129-orca.yaml, codec t0006129-codec); formats/tektelic-orca.ts.
export const tektelicOrca = tektelicPortsModel({
  modelId: 'tektelic/t0006129-orca',
  model: 'ORCA Industrial GPS Asset Tracker',
  readings: ['temperature', 'motion', 'battery_mv', 'low_battery'],
  location: true,
  ports: orcaPorts,
});
