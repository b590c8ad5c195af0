import { elsysModel } from '../formats/elsys.ts';

// Elsys ERS Interact Lite: an ERS Lite with an e-paper display and touch interaction, measuring
// temperature and humidity, on the same generic records (formats/elsys.ts) with the supply voltage
// as the ERS Lite's (elsys-ers.ts). Id and name as Actility's device catalogue
// (actility/device-catalog vendors/elsys/models/ers-interact-lite/model.yaml, protocol
// elsys:generic:1). Any other record it sends stays in the vendor fields.

export const elsysErsInteractLite = elsysModel({
  modelId: 'elsys/ers-interact-lite',
  model: 'ERS Interact Lite',
  readings: ['temperature', 'humidity', 'battery_mv'],
});
