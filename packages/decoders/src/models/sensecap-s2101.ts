import { measurementRecordModel } from '../formats/sensecap-measurements.ts';

// Seeed SenseCAP S2101 air temperature and humidity sensor: measurements 4097, 4098.
export const sensecapS2101 = measurementRecordModel({
  modelId: 'sensecap/sensecaps2101-temp-humid',
  model: 'S2101',
  readings: ['temperature', 'humidity'],
});
