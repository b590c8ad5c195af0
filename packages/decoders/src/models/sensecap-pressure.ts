import { measurementRecordModel } from '../formats/sensecap-measurements.ts';

// Seeed SenseCAP Wireless Barometric Pressure Sensor (first generation, LoRaWAN): measurement
// 4101 in Pa, stored in hPa (TTN vendor/sensecap/sensecap-pressure.yaml, sensecap-codec).
export const sensecapPressure = measurementRecordModel({
  modelId: 'sensecap/sensecap-pressure',
  model: 'Barometric Pressure Sensor',
  readings: ['pressure'],
});
