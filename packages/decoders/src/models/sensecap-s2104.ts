import { measurementRecordModel } from '../formats/sensecap-measurements.ts';

// Seeed SenseCAP S2104 soil moisture and temperature sensor: measurements 4102, 4103
// (and Seeed's older soil ids 4110, 4112 for the same quantities).
export const sensecapS2104 = measurementRecordModel({
  modelId: 'sensecap/sensecaps2104-soil-moisture-temp',
  model: 'S2104',
  readings: ['soil_moisture', 'soil_temperature'],
});
