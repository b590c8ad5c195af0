import { tektelicModel } from '../formats/tektelic.ts';
import { smartRoomChannels } from '../formats/tektelic-smart-room.ts';

// The third generation of the Kona All-in-One Smart Room Sensor (hardware B and C, firmware 2.1),
// model ids as in the TTN device repository vendor/tektelic/ (t00061xx-smart-room-base-gen3.yaml,
// t00061xx-smart-room-pir-gen3.yaml). TTN gives them the COMFORT and VIVID codec (t00061xx-
// codec.yaml: decoder_smart_room_sensor.js), and they send the smart room frames as Tektelic's
// comfort-vivid v2.2 and v3.1 data converters read them (the battery as 0x00 0xFF, 10 mV, or
// 0x00 0xBA, 1 mV): the family's table (formats/tektelic-smart-room.ts). The Base edition has
// the moisture (leak) detector, the PIR edition the motion sensor. The remaining battery capacity
// (0x00 0xD3) comes with the TRM v4 firmware of the COMFORT and VIVID; here it stays a field.

export const tektelicSmartRoomBaseGen3 = tektelicModel({
  modelId: 'tektelic/t00061xx-smart-room-base-gen3',
  model: 'Kona Smart Room Sensor Base (gen3)',
  table: smartRoomChannels,
  readings: ['temperature', 'humidity', 'door_open', 'leak', 'battery_mv'],
});

export const tektelicSmartRoomPirGen3 = tektelicModel({
  modelId: 'tektelic/t00061xx-smart-room-pir-gen3',
  model: 'Kona Smart Room Sensor PIR (gen3)',
  table: smartRoomChannels,
  readings: ['temperature', 'humidity', 'door_open', 'motion', 'battery_mv'],
});
