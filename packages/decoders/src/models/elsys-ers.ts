import { elsysModel } from '../formats/elsys.ts';

// Elsys ERS room sensors (the second-generation ERS2 sends the same records, under its own ids:
// elsys-ers2.ts). Every
// ERS measures temperature, humidity and its supply voltage; the full models add light and a
// PIR, each variant its own sensor. Model ids as in the TTN device repository vendor/elsys/.
const room = ['temperature', 'humidity', 'illuminance', 'motion', 'battery_mv'] as const;

export const elsysErs = elsysModel({ modelId: 'elsys/ers', model: 'ERS', readings: room });

export const elsysErsLite = elsysModel({
  modelId: 'elsys/ers-lite',
  model: 'ERS Lite',
  readings: ['temperature', 'humidity', 'battery_mv'],
});

export const elsysErsCo2 = elsysModel({
  modelId: 'elsys/ers-co2',
  model: 'ERS CO2',
  readings: [...room, 'co2'],
});

export const elsysErsCo2Lite = elsysModel({
  modelId: 'elsys/ers-co2-lite',
  model: 'ERS CO2 Lite',
  readings: ['temperature', 'humidity', 'co2', 'battery_mv'],
});

export const elsysErsVoc = elsysModel({
  modelId: 'elsys/ers-voc',
  model: 'ERS VOC',
  readings: [...room, 'tvoc'],
});

// The ERS Eye's body-heat sensor reports occupancy; the ERS Desk sends the same records.
export const elsysErsEye = elsysModel({
  modelId: 'elsys/ers-eye',
  model: 'ERS Eye',
  readings: [...room, 'occupied'],
});

export const elsysErsSound = elsysModel({
  modelId: 'elsys/ers-sound',
  model: 'ERS Sound',
  readings: [...room, 'sound_dba'],
});
