import { measurementRecordModel } from '../formats/sensecap-measurements.ts';

// Seeed SenseCAP Wireless CO2 Sensor (first generation, LoRaWAN): measurement 4100 in ppm
// (TTN vendor/sensecap/sensecap-co2.yaml, sensecap-codec).
export const sensecapCo2 = measurementRecordModel({
  modelId: 'sensecap/sensecap-co2',
  model: 'CO2 Sensor',
  readings: ['co2'],
});
