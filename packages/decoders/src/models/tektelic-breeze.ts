import { tektelicModel } from '../formats/tektelic.ts';
import { breezeChannels } from '../formats/tektelic-breeze.ts';

// The BREEZE CO2 smart room sensor; model id as in the TTN device repository vendor/tektelic/.
export const tektelicBreezeCo2 = tektelicModel({
  modelId: 'tektelic/t00078xx-smart-room-sensor-co2',
  model: 'BREEZE CO2',
  table: breezeChannels,
  readings: ['co2', 'temperature', 'humidity', 'pressure', 'motion', 'battery_mv', 'battery_pct'],
});
