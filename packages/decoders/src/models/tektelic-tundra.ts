import { tektelicPortsModel } from '../formats/tektelic-frames.ts';
import { decodeTundra } from '../formats/tektelic-tundra.ts';

// The TUNDRA cold room temperature sensor; both TTN device repository ids (t00067xx-tundra-sensor,
// t00073xx-tundra-sensor) use one codec, decoder_tundra_sensor.js; formats/tektelic-tundra.ts.
const tundra = (modelId: string) =>
  tektelicPortsModel({
    modelId,
    model: 'TUNDRA Temperature Sensor',
    readings: ['temperature', 'humidity', 'external_temperature', 'door_open', 'battery_mv', 'battery_pct'],
    location: false,
    ports: { 10: decodeTundra(10), 32: decodeTundra(32) },
  });

export const tektelicTundra67 = tundra('tektelic/t00067xx-tundra-sensor');
export const tektelicTundra73 = tundra('tektelic/t00073xx-tundra-sensor');
