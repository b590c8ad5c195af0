import { measurementRecordModel } from '../formats/sensecap-measurements.ts';

// Seeed SenseCAP Wireless Light Intensity Sensor (first generation, LoRaWAN): measurement 4099
// in lux, 0-188000 (TTN vendor/sensecap/sensecap-light.yaml, sensecap-codec).
export const sensecapLight = measurementRecordModel({
  modelId: 'sensecap/sensecap-light',
  model: 'Light Intensity Sensor',
  readings: ['illuminance'],
});
