import { elsysModel } from '../formats/elsys.ts';

// Elsys ERS Display room sensors: the ERS with an e-paper display, one operating manual for the ERS
// series, the same generic records (formats/elsys.ts) and per variant the sensors of its ERS twin
// (elsys-ers.ts): temperature, humidity, light, PIR and supply voltage, the Lite ones temperature
// and humidity only. Ids and names as Actility's device catalogue
// (actility/device-catalog vendors/elsys/models/ers-display*/model.yaml, protocol elsys:generic:1).
const room = ['temperature', 'humidity', 'illuminance', 'motion', 'battery_mv'] as const;

export const elsysErsDisplay = elsysModel({
  modelId: 'elsys/ers-display',
  model: 'ERS Display',
  readings: room,
});

export const elsysErsDisplayLite = elsysModel({
  modelId: 'elsys/ers-display-lite',
  model: 'ERS Display Lite',
  readings: ['temperature', 'humidity', 'battery_mv'],
});

export const elsysErsDisplayCo2 = elsysModel({
  modelId: 'elsys/ers-display-co2',
  model: 'ERS Display CO2',
  readings: [...room, 'co2'],
});

export const elsysErsDisplayCo2Lite = elsysModel({
  modelId: 'elsys/ers-display-co2-lite',
  model: 'ERS Display CO2 Lite',
  readings: ['temperature', 'humidity', 'co2', 'battery_mv'],
});

export const elsysErsDisplayVoc = elsysModel({
  modelId: 'elsys/ers-display-voc',
  model: 'ERS Display VOC',
  readings: [...room, 'tvoc'],
});

export const elsysErsDisplaySound = elsysModel({
  modelId: 'elsys/ers-display-sound',
  model: 'ERS Display Sound',
  readings: [...room, 'sound_dba'],
});
