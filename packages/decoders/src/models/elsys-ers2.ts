import { elsysModel } from '../formats/elsys.ts';

// Elsys ERS2 room sensors, the ERS's second generation: the same generic records (formats/elsys.ts)
// and the same sensor per variant as the ERS models of elsys-ers.ts (the full ones: temperature,
// humidity, light, PIR and supply voltage). Ids and names as Actility's device catalogue
// (actility/device-catalog vendors/elsys/models/ers2*/model.yaml, protocol elsys:generic:1).
const room = ['temperature', 'humidity', 'illuminance', 'motion', 'battery_mv'] as const;

export const elsysErs2 = elsysModel({ modelId: 'elsys/ers2', model: 'ERS2', readings: room });

export const elsysErs2Lite = elsysModel({
  modelId: 'elsys/ers2-lite',
  model: 'ERS2 Lite',
  readings: ['temperature', 'humidity', 'battery_mv'],
});

export const elsysErs2Co2 = elsysModel({
  modelId: 'elsys/ers2-co2',
  model: 'ERS2 CO2',
  readings: [...room, 'co2'],
});

export const elsysErs2Co2Lite = elsysModel({
  modelId: 'elsys/ers2-co2-lite',
  model: 'ERS2 CO2 Lite',
  readings: ['temperature', 'humidity', 'co2', 'battery_mv'],
});

export const elsysErs2Voc = elsysModel({
  modelId: 'elsys/ers2-voc',
  model: 'ERS2 VOC',
  readings: [...room, 'tvoc'],
});

// The ERS2 Eye's body-heat sensor reports occupancy (0x11), as the ERS Eye's.
export const elsysErs2Eye = elsysModel({
  modelId: 'elsys/ers2-eye',
  model: 'ERS2 Eye',
  readings: [...room, 'occupied'],
});

export const elsysErs2Sound = elsysModel({
  modelId: 'elsys/ers2-sound',
  model: 'ERS2 Sound',
  readings: [...room, 'sound_dba'],
});
