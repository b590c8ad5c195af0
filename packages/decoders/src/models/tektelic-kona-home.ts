import { tektelicModel } from '../formats/tektelic.ts';
import { smartRoomChannels } from '../formats/tektelic-smart-room.ts';

// The Kona All-in-One Smart Room Sensor's Home editions (hardware and firmware D), model ids as
// in the TTN device repository vendor/tektelic/ (t000489x-home-base.yaml, t00048xx-home-pir.yaml).
// TTN gives them the codec of the Smart Room Base and PIR editions (t00048xx-codec.yaml:
// decoder_smart_room_sensor_pir_base.js), and they send the same smart room frames (Kona Home
// Sensor TRM T0005370_TRM, table 2-1), so they read the family's table with its names, as
// tektelic/t00048xx-smart-room-pir does. The Home Base has the moisture (leak) detector under the
// case, the Home PIR the motion sensor instead (TRM 3.4.7 and 3.4.8; the yamls' sensor lists).

export const tektelicHomeBase = tektelicModel({
  modelId: 'tektelic/t000489x-home-base',
  model: 'Kona Smart Room Sensor Home Base',
  table: smartRoomChannels,
  readings: ['temperature', 'humidity', 'door_open', 'leak', 'battery_mv'],
});

export const tektelicHomePir = tektelicModel({
  modelId: 'tektelic/t00048xx-home-pir',
  model: 'Kona Smart Room Sensor Home PIR',
  table: smartRoomChannels,
  readings: ['temperature', 'humidity', 'door_open', 'motion', 'battery_mv'],
});
