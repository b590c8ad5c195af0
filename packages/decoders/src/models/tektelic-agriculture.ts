import { tektelicModel } from '../formats/tektelic.ts';
import { agricultureChannels } from '../formats/tektelic-agriculture.ts';

// Tektelic agriculture sensors; model ids as in the TTN device repository vendor/tektelic/. Both
// use the same codec there (t00059xx-codec) and the same Tektelic data converter.
const readings = [
  'temperature',
  'humidity',
  'illuminance',
  'soil_temperature',
  'battery_mv',
  'battery_pct',
] as const;

export const tektelicKiwi = tektelicModel({
  modelId: 'tektelic/t00059xx-kiwi',
  model: 'KIWI Agriculture Sensor',
  table: agricultureChannels,
  readings,
});

export const tektelicClover = tektelicModel({
  modelId: 'tektelic/t00059xx-clover',
  model: 'CLOVER Agriculture Sensor',
  table: agricultureChannels,
  readings,
});
