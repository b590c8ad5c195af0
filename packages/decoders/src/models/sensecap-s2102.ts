import { measurementRecordModel } from '../formats/sensecap-measurements.ts';

// Seeed SenseCAP S2102 light intensity sensor: measurement 4099 (lux).
export const sensecapS2102 = measurementRecordModel({
  modelId: 'sensecap/sensecaps2102-light',
  model: 'S2102',
  readings: ['illuminance'],
});
