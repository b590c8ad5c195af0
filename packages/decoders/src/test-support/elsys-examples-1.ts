// Elsys models of elsys-more-models-1.test.ts (ERS Desk, ERS2 and EMS2 families): frames built to
// reach each model's records (and the ERS Desk codec yaml's own example), each decoded in Node by
// Elsys's own decoder, `decodeUplink` of elsys-se/lorawan-devices vendor/elsys/elsys.js at
// 17714fcca088c378c309ac03f2e6220ffe602227 (file last changed in 4edc4f39). `vendor` is its
// `data`, verbatim: we keep Elsys's field names, so our fields must equal it. `readings` and
// `warnings` are ours (reading-fields.ts units).

export type ElsysCase = {
  name: string;
  model: string;
  hex: string;
  vendor: Record<string, unknown>;
  readings: Record<string, number | boolean>;
  warnings?: string[];
};

export const ELSYS_SOURCE = 'elsys-se/lorawan-devices 17714fcc vendor/elsys/elsys.js';

/** elsys-se/lorawan-devices vendor/elsys/ers-desk.yaml and ers-desk-codec.yaml (model elsys/ers-desk). */
export const ersDeskCases: ElsysCase[] = [
  {
    // ers-desk-codec.yaml's example: occupancy 1 is someone arriving or leaving, not settled.
    name: 'codec yaml example, occupancy pending',
    model: 'elsys/ers-desk',
    hex: '0100E2022904002705061101',
    vendor: { temperature: 22.6, humidity: 41, light: 39, motion: 6, occupancy: 1 },
    readings: { temperature: 22.6, humidity: 41, illuminance: 39, motion: true },
  },
  {
    name: 'desk occupied, no PIR trigger, supply voltage',
    model: 'elsys/ers-desk',
    hex: '0100D2023004012C05001102070E10',
    vendor: { temperature: 21, humidity: 48, light: 300, motion: 0, occupancy: 2, vdd: 3600 },
    readings: {
      temperature: 21,
      humidity: 48,
      illuminance: 300,
      motion: false,
      occupied: true,
      battery_mv: 3600,
    },
  },
  {
    name: 'desk free, below 0 °C',
    model: 'elsys/ers-desk',
    hex: '01FFF6021E04000005031100070D48',
    vendor: { temperature: -1, humidity: 30, light: 0, motion: 3, occupancy: 0, vdd: 3400 },
    readings: {
      temperature: -1,
      humidity: 30,
      illuminance: 0,
      motion: true,
      occupied: false,
      battery_mv: 3400,
    },
  },
  {
    name: 'occupancy value 3 (not in Elsys\u2019s 0-2)',
    model: 'elsys/ers-desk',
    hex: '0100EB021B04001405011103',
    vendor: { temperature: 23.5, humidity: 27, light: 20, motion: 1, occupancy: 3 },
    readings: { temperature: 23.5, humidity: 27, illuminance: 20, motion: true },
    warnings: ['unknown occupancy value 3; not stored'],
  },
  {
    // Elsys's decoder reads past the end (occupancy undefined, dropped from its JSON); we stop.
    name: 'occupancy record cut off',
    model: 'elsys/ers-desk',
    hex: '0100C8022C11',
    vendor: { temperature: 20, humidity: 44 },
    readings: { temperature: 20, humidity: 44 },
    warnings: ['payload truncated: type 0x11 (occupancy) at byte 5 needs 2 bytes, has 1; not decoded'],
  },
];

/**
 * actility/device-catalog vendors/elsys/models/<id>/model.yaml (ers2, ers2-co2, ers2-co2-lite,
 * ers2-voc at 87bf07f843fe3d597902a5e967247904b995e7ab; ers2-lite, ers2-eye, ers2-sound at
 * b3b7ba99e4fdc261fb35a22dec1d3bd8583dd0dd), protocol elsys:generic:1.
 */
export const ers2Cases: ElsysCase[] = [
  {
    name: 'ERS2: temperature, humidity, light, PIR, voltage',
    model: 'elsys/ers2',
    hex: '0100F5022D0401900502070E42',
    vendor: { temperature: 24.5, humidity: 45, light: 400, motion: 2, vdd: 3650 },
    readings: { temperature: 24.5, humidity: 45, illuminance: 400, motion: true, battery_mv: 3650 },
  },
  {
    name: 'ERS2 Lite: -20 °C',
    model: 'elsys/ers2-lite',
    hex: '01FF380250070D7A',
    vendor: { temperature: -20, humidity: 80, vdd: 3450 },
    readings: { temperature: -20, humidity: 80, battery_mv: 3450 },
  },
  {
    name: 'ERS2 CO2: 1200 ppm, no PIR trigger',
    model: 'elsys/ers2-co2',
    hex: '0100DC023204006405000604B0070E10',
    vendor: { temperature: 22, humidity: 50, light: 100, motion: 0, co2: 1200, vdd: 3600 },
    readings: {
      temperature: 22,
      humidity: 50,
      illuminance: 100,
      motion: false,
      co2: 1200,
      battery_mv: 3600,
    },
  },
  {
    name: 'ERS2 CO2 Lite',
    model: 'elsys/ers2-co2-lite',
    hex: '0100C8022A060190070DAC',
    vendor: { temperature: 20, humidity: 42, co2: 400, vdd: 3500 },
    readings: { temperature: 20, humidity: 42, co2: 400, battery_mv: 3500 },
  },
  {
    name: 'ERS2 VOC: 150 ppb',
    model: 'elsys/ers2-voc',
    hex: '0100E602280400C805011C0096070E10',
    vendor: { temperature: 23, humidity: 40, light: 200, motion: 1, tvoc: 150, vdd: 3600 },
    readings: {
      temperature: 23,
      humidity: 40,
      illuminance: 200,
      motion: true,
      tvoc: 150,
      battery_mv: 3600,
    },
  },
  {
    name: 'ERS2 Eye: occupied',
    model: 'elsys/ers2-eye',
    hex: '0100E1022604005005041102070E10',
    vendor: { temperature: 22.5, humidity: 38, light: 80, motion: 4, occupancy: 2, vdd: 3600 },
    readings: {
      temperature: 22.5,
      humidity: 38,
      illuminance: 80,
      motion: true,
      occupied: true,
      battery_mv: 3600,
    },
  },
  {
    name: 'ERS2 Sound: peak 74, average 48 dB(A)',
    model: 'elsys/ers2-sound',
    hex: '0100E202290400270506154A30070E10',
    vendor: {
      temperature: 22.6,
      humidity: 41,
      light: 39,
      motion: 6,
      soundPeak: 74,
      soundAvg: 48,
      vdd: 3600,
    },
    readings: {
      temperature: 22.6,
      humidity: 41,
      illuminance: 39,
      motion: true,
      sound_dba: 48,
      battery_mv: 3600,
    },
  },
];

/**
 * actility/device-catalog vendors/elsys/models/<id>/model.yaml (ems2 at
 * 87bf07f843fe3d597902a5e967247904b995e7ab; ems2-door, ems2-desk, ems2-lite at
 * b3b7ba99e4fdc261fb35a22dec1d3bd8583dd0dd), protocol elsys:generic:1.
 */
export const ems2Cases: ElsysCase[] = [
  {
    name: 'EMS2: door open (reed 0), 42 openings, dry, acceleration',
    model: 'elsys/ems2',
    hex: '0100E602300301FE3F0D000B0000002A1200070E10',
    vendor: {
      temperature: 23,
      humidity: 48,
      x: 1,
      y: -2,
      z: 63,
      digital: 0,
      pulseAbs: 42,
      waterleak: 0,
      vdd: 3600,
    },
    readings: {
      temperature: 23,
      humidity: 48,
      door_open: true,
      pulse_count: 42,
      leak: false,
      battery_mv: 3600,
    },
  },
  {
    name: 'EMS2: door closed (reed 1), leak 255',
    model: 'elsys/ems2',
    hex: '0100D202400D0112FF070D48',
    vendor: { temperature: 21, humidity: 64, digital: 1, waterleak: 255, vdd: 3400 },
    readings: { temperature: 21, humidity: 64, door_open: false, leak: true, battery_mv: 3400 },
  },
  {
    name: 'EMS2 Door: closed, 256 openings',
    model: 'elsys/ems2-door',
    hex: '0D010B000001000300003F070E10',
    vendor: { digital: 1, pulseAbs: 256, x: 0, y: 0, z: 63, vdd: 3600 },
    readings: { door_open: false, pulse_count: 256, battery_mv: 3600 },
  },
  {
    name: 'EMS2 Desk: occupied',
    model: 'elsys/ems2-desk',
    hex: '0100E6022D11020300003F070E10',
    vendor: { temperature: 23, humidity: 45, occupancy: 2, x: 0, y: 0, z: 63, vdd: 3600 },
    readings: { temperature: 23, humidity: 45, occupied: true, battery_mv: 3600 },
  },
  {
    name: 'EMS2 Lite: leak',
    model: 'elsys/ems2-lite',
    hex: '0100BE02461201070DDE',
    vendor: { temperature: 19, humidity: 70, waterleak: 1, vdd: 3550 },
    readings: { temperature: 19, humidity: 70, leak: true, battery_mv: 3550 },
  },
];
