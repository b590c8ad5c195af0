import { measurementRecordModel } from '../formats/sensecap-measurements.ts';

// Seeed SenseCAP Wireless Soil Moisture and Temperature Sensor (first generation, LoRaWAN):
// measurements 4102 (soil temperature) and 4103 (soil moisture, %)
// (TTN vendor/sensecap/sensecap-soil-th.yaml, sensecap-codec).
export const sensecapSoilTh = measurementRecordModel({
  modelId: 'sensecap/sensecap-soil-th',
  model: 'Soil Moisture and Temperature Sensor',
  readings: ['soil_temperature', 'soil_moisture'],
});
