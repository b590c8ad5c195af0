import { measurementRecordModel } from '../formats/sensecap-measurements.ts';

// Seeed SenseCAP S2103 CO2, temperature and humidity sensor: measurements 4100, 4097, 4098.
export const sensecapS2103 = measurementRecordModel({
  modelId: 'sensecap/sensecaps2103-co2-temp-humid',
  model: 'S2103',
  readings: ['co2', 'temperature', 'humidity'],
});
