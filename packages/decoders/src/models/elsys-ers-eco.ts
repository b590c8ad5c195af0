import { elsysModel } from '../formats/elsys.ts';

// Elsys ERS Eco room sensors: light-harvesting ERS models "powered by ambient light" (Actility's
// device catalogue, actility/device-catalog vendors/elsys/models/ers-eco*/model.yaml, protocol
// elsys:generic:1), measuring temperature and humidity, the ERS Eco CO2 also CO2, on the same
// generic records (formats/elsys.ts). Powered by light, not a battery, their supply voltage record
// (vdd) is that of the harvested energy store: it stays a vendor field, not `battery_mv`, so that
// it never reads as a battery running out.

export const elsysErsEco = elsysModel({
  modelId: 'elsys/ers-eco',
  model: 'ERS Eco',
  readings: ['temperature', 'humidity'],
  unread: ['battery_mv'],
});

export const elsysErsEcoCo2 = elsysModel({
  modelId: 'elsys/ers-eco-co2',
  model: 'ERS Eco CO2',
  readings: ['temperature', 'humidity', 'co2'],
  unread: ['battery_mv'],
});
