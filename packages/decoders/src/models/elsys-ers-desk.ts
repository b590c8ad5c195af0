import { elsysModel } from '../formats/elsys.ts';

// Elsys ERS Desk: an ERS (temperature, humidity, light, PIR) with a body-heat sensor under the
// desk that reports occupancy (0x11). Its id and records as Elsys's own device repository:
// elsys-se/lorawan-devices vendor/elsys/ers-desk.yaml and ers-desk-codec.yaml (elsys.js).
export const elsysErsDesk = elsysModel({
  modelId: 'elsys/ers-desk',
  model: 'ERS Desk',
  readings: ['temperature', 'humidity', 'illuminance', 'motion', 'battery_mv', 'occupied'],
});
