import { measurementRecordModel } from '../formats/sensecap-measurements.ts';

// Seeed SenseCAP Wireless Air Temperature and Humidity Sensor (first generation, LoRaWAN):
// measurements 4097, 4098 (TTN vendor/sensecap/sensecap-air-th.yaml, sensecap-codec).
export const sensecapAirTh = measurementRecordModel({
  modelId: 'sensecap/sensecap-air-th',
  model: 'Air Temperature and Humidity Sensor',
  readings: ['temperature', 'humidity'],
});
