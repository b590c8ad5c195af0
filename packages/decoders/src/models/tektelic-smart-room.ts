import { tektelicModel } from '../formats/tektelic.ts';
import { smartRoomChannels } from '../formats/tektelic-smart-room.ts';

// Tektelic smart room sensors, model ids as in the TTN device repository vendor/tektelic/.
// The Base editions have the moisture (leak) detector under the case, the PIR editions the
// motion sensor instead (Kona Home Sensor TRM T0005370_TRM, 3.4.7 and 3.4.8); all have the reed
// switch, temperature and humidity. COMFORT and VIVID also report the battery's remaining
// capacity (from TRM v4 on).

export const tektelicSmartRoomBase = tektelicModel({
  modelId: 'tektelic/t000489x-smart-room-base',
  model: 'Kona Smart Room Sensor Base',
  table: smartRoomChannels,
  readings: ['temperature', 'humidity', 'door_open', 'leak', 'battery_mv'],
});

export const tektelicSmartRoomPir = tektelicModel({
  modelId: 'tektelic/t00048xx-smart-room-pir',
  model: 'Kona Smart Room Sensor PIR',
  table: smartRoomChannels,
  readings: ['temperature', 'humidity', 'door_open', 'motion', 'battery_mv'],
});

export const tektelicComfort = tektelicModel({
  modelId: 'tektelic/t00061xx-comfort',
  model: 'COMFORT',
  table: smartRoomChannels,
  readings: ['temperature', 'humidity', 'door_open', 'leak', 'battery_mv', 'battery_pct'],
});

export const tektelicVivid = tektelicModel({
  modelId: 'tektelic/t00061xx-vivid',
  model: 'VIVID',
  table: smartRoomChannels,
  readings: ['temperature', 'humidity', 'door_open', 'motion', 'battery_mv', 'battery_pct'],
});
