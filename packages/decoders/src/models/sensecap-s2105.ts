import { measurementRecordModel } from '../formats/sensecap-measurements.ts';

// Seeed SenseCAP S2105 soil moisture, temperature and EC sensor: measurements 4102, 4103,
// 4108 (EC in dS/m, stored in µS/cm); the TTN id keeps the repository's "soll" spelling.
export const sensecapS2105 = measurementRecordModel({
  modelId: 'sensecap/sensecaps2105-soll-moisture-temp-ec',
  model: 'S2105',
  readings: ['soil_moisture', 'soil_temperature', 'soil_conductivity'],
});
