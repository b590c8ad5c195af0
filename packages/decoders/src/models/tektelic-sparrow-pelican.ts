import { bleTrackerPorts } from '../formats/tektelic-ble-tracker.ts';
import { tektelicPortsModel } from '../formats/tektelic-frames.ts';

// The SPARROW and PELICAN BLE asset trackers, model ids as in the TTN device repository
// vendor/tektelic/: the SPARROW's codec (decoder_sparrow_enterprise_asset_tracker.js) and the
// PELICANs' (decoder_ble_tracker.js) read one table, as does Tektelic's sparrow-pelican converter;
// formats/tektelic-ble-tracker.ts.
const bleTracker = (modelId: string, model: string) =>
  tektelicPortsModel({
    modelId,
    model,
    readings: ['temperature', 'humidity', 'motion', 'battery_mv', 'low_battery', 'battery_pct'],
    location: false,
    ports: bleTrackerPorts,
  });

export const tektelicSparrow = bleTracker('tektelic/t0007xxx-sparrow', 'SPARROW Enterprise Asset Tracker');
export const tektelicPelican = bleTracker(
  'tektelic/t0007377-pelican',
  'PELICAN Enterprise Outdoor Tracker (T0007377)',
);
export const tektelicPelicanA = bleTracker(
  'tektelic/t0006909-pelican',
  'PELICAN Enterprise Outdoor Tracker (T0006909)',
);
export const tektelicPelicanEx = bleTracker(
  'tektelic/t0007367-pelican-ex',
  'PELICAN EX Enterprise ATEX Outdoor Tracker',
);
