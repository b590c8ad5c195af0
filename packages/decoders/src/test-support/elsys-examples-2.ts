// Elsys models of elsys-more-models-2.test.ts (ERS Display, ERS Eco and ERS Interact Lite
// families): frames built to reach each model's records, each decoded in Node by Elsys's own
// decoder, `decodeUplink` of elsys-se/lorawan-devices vendor/elsys/elsys.js at
// 17714fcca088c378c309ac03f2e6220ffe602227 (file last changed in 4edc4f39). `vendor` is its
// `data`, verbatim: we keep Elsys's field names, so our fields must equal it. `readings` and
// `warnings` are ours (reading-fields.ts units).

import type { ElsysCase } from './elsys-examples-1.ts';

/**
 * actility/device-catalog vendors/elsys/models/<id>/model.yaml (ers-display, ers-display-lite,
 * ers-display-co2-lite, ers-display-voc at 87bf07f843fe3d597902a5e967247904b995e7ab;
 * ers-display-co2, ers-display-sound at b3b7ba99e4fdc261fb35a22dec1d3bd8583dd0dd), protocol
 * elsys:generic:1.
 */
export const ersDisplayCases: ElsysCase[] = [
  {
    name: 'ERS Display: temperature, humidity, light, PIR, voltage',
    model: 'elsys/ers-display',
    hex: '0100EA022B04012C0503070E2E',
    vendor: { temperature: 23.4, humidity: 43, light: 300, motion: 3, vdd: 3630 },
    readings: { temperature: 23.4, humidity: 43, illuminance: 300, motion: true, battery_mv: 3630 },
  },
  {
    name: 'ERS Display Lite: -2 °C',
    model: 'elsys/ers-display-lite',
    hex: '01FFEC0237070DDE',
    vendor: { temperature: -2, humidity: 55, vdd: 3550 },
    readings: { temperature: -2, humidity: 55, battery_mv: 3550 },
  },
  {
    // A Lite has neither light sensor nor PIR: such records stay fields.
    name: 'ERS Display Lite: light and PIR records kept as fields',
    model: 'elsys/ers-display-lite',
    hex: '0100E4022C0400780500070E10',
    vendor: { temperature: 22.8, humidity: 44, light: 120, motion: 0, vdd: 3600 },
    readings: { temperature: 22.8, humidity: 44, battery_mv: 3600 },
    warnings: [
      'illuminance is not a reading of the ERS Display Lite; kept in the vendor fields only',
      'motion is not a reading of the ERS Display Lite; kept in the vendor fields only',
    ],
  },
  {
    name: 'ERS Display CO2: 1000 ppm, no PIR trigger',
    model: 'elsys/ers-display-co2',
    hex: '0100D2022F04009605000603E8070E10',
    vendor: { temperature: 21, humidity: 47, light: 150, motion: 0, co2: 1000, vdd: 3600 },
    readings: {
      temperature: 21,
      humidity: 47,
      illuminance: 150,
      motion: false,
      co2: 1000,
      battery_mv: 3600,
    },
  },
  {
    name: 'ERS Display CO2 Lite: 700 ppm',
    model: 'elsys/ers-display-co2-lite',
    hex: '0100BE02340602BC070D7A',
    vendor: { temperature: 19, humidity: 52, co2: 700, vdd: 3450 },
    readings: { temperature: 19, humidity: 52, co2: 700, battery_mv: 3450 },
  },
  {
    name: 'ERS Display VOC: 500 ppb',
    model: 'elsys/ers-display-voc',
    hex: '0100E4022C04007805001C01F4070E10',
    vendor: { temperature: 22.8, humidity: 44, light: 120, motion: 0, tvoc: 500, vdd: 3600 },
    readings: {
      temperature: 22.8,
      humidity: 44,
      illuminance: 120,
      motion: false,
      tvoc: 500,
      battery_mv: 3600,
    },
  },
  {
    name: 'ERS Display Sound: peak 90, average 60 dB(A)',
    model: 'elsys/ers-display-sound',
    hex: '0100DC02300400F00502155A3C070E10',
    vendor: {
      temperature: 22,
      humidity: 48,
      light: 240,
      motion: 2,
      soundPeak: 90,
      soundAvg: 60,
      vdd: 3600,
    },
    readings: {
      temperature: 22,
      humidity: 48,
      illuminance: 240,
      motion: true,
      sound_dba: 60,
      battery_mv: 3600,
    },
  },
];

/**
 * actility/device-catalog vendors/elsys/models/<id>/model.yaml (ers-eco, ers-eco-co2 at
 * 87bf07f843fe3d597902a5e967247904b995e7ab), protocol elsys:generic:1. Powered by light: the
 * supply voltage (vdd) is no battery's, a field only (models/elsys-ers-eco.ts).
 */
export const ersEcoCases: ElsysCase[] = [
  {
    name: 'ERS Eco: temperature, humidity, supply voltage',
    model: 'elsys/ers-eco',
    hex: '0100DA0229070C80',
    vendor: { temperature: 21.8, humidity: 41, vdd: 3200 },
    readings: { temperature: 21.8, humidity: 41 },
    // The store's voltage is known not to be a battery's: a field, with no warning on every uplink.
    warnings: undefined,
  },
  {
    name: 'ERS Eco: light and PIR records kept as fields',
    model: 'elsys/ers-eco',
    hex: '0100DA02290400C80500070C80',
    vendor: { temperature: 21.8, humidity: 41, light: 200, motion: 0, vdd: 3200 },
    readings: { temperature: 21.8, humidity: 41 },
    warnings: [
      'illuminance is not a reading of the ERS Eco; kept in the vendor fields only',
      'motion is not a reading of the ERS Eco; kept in the vendor fields only',
    ],
  },
  {
    name: 'ERS Eco CO2: 800 ppm',
    model: 'elsys/ers-eco-co2',
    hex: '0100D2022A060320070C1C',
    vendor: { temperature: 21, humidity: 42, co2: 800, vdd: 3100 },
    readings: { temperature: 21, humidity: 42, co2: 800 },
    warnings: undefined,
  },
];

/**
 * actility/device-catalog vendors/elsys/models/ers-interact-lite/model.yaml at
 * 87bf07f843fe3d597902a5e967247904b995e7ab, protocol elsys:generic:1.
 */
export const ersInteractCases: ElsysCase[] = [
  {
    name: 'ERS Interact Lite: temperature, humidity, voltage',
    model: 'elsys/ers-interact-lite',
    hex: '0100E1022A070E10',
    vendor: { temperature: 22.5, humidity: 42, vdd: 3600 },
    readings: { temperature: 22.5, humidity: 42, battery_mv: 3600 },
  },
  {
    // Digital input and pulse records: no reading on this model, fields only.
    name: 'ERS Interact Lite: digital and pulse records kept as fields',
    model: 'elsys/ers-interact-lite',
    hex: '0100E1022A0D010A0003070E10',
    vendor: { temperature: 22.5, humidity: 42, digital: 1, pulse1: 3, vdd: 3600 },
    readings: { temperature: 22.5, humidity: 42, battery_mv: 3600 },
  },
];
