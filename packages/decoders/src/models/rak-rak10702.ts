import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { type LppRecord, rakTypes } from '../formats/cayenne-lpp.ts';
import { type LppRule, lppModel, millivolts, zeroOrOne } from '../formats/cayenne-lpp-readings.ts';

// RAKwireless RAK10702 Indoor Comfort (WisBlock air quality kit). Its firmware
// (RAKWireless/RAK10702-Indoor-Comfort at adb8fac7, include/cayenne_lpp.h, src/sensors/*.cpp,
// src/main.cpp) sends RAK's standardized payload (extended Cayenne LPP) on port 2 with the
// channels of the modules it finds: 1 battery (116, V), 2 / 3 RAK1901 humidity and temperature,
// 4 RAK1902 pressure, 5 RAK1903 light, 6 / 7 / 8 RAK1906 humidity, temperature and pressure,
// 15 RAK12010 light, 16 RAK12047 VOC index (138), 35 RAK12037 CO2 (125, ppm), 40 / 41 / 42
// RAK12039 PM1.0 / PM2.5 / PM10 in µg/m³ (sent as the VOC type, 138), 48 the PIR's occupancy
// (102: set by motion, cleared after 10 minutes without). Field names are those of RAK's
// decoder (RAKwireless_Standardized_Payload.js). Where two modules measure the same, the
// lower channel gives the reading (formats/cayenne-lpp-readings.ts). The VOC index (1-500, no
// unit) and PM1.0 have no reading: fields only.

const readings: readonly ReadingField[] = [
  'battery_mv',
  'temperature',
  'humidity',
  'pressure',
  'illuminance',
  'co2',
  'pm2_5',
  'pm10',
  'occupied',
];

const VOC_INDEX = 138;

const channels: ReadonlyMap<number, { type: number; rule: LppRule }> = new Map([
  [1, { type: 116, rule: { field: 'battery_mv', convert: millivolts } }],
  [2, { type: 104, rule: { field: 'humidity' } }],
  [3, { type: 103, rule: { field: 'temperature' } }],
  [4, { type: 115, rule: { field: 'pressure' } }],
  [5, { type: 101, rule: { field: 'illuminance' } }],
  [6, { type: 104, rule: { field: 'humidity' } }],
  [7, { type: 103, rule: { field: 'temperature' } }],
  [8, { type: 115, rule: { field: 'pressure' } }],
  [15, { type: 101, rule: { field: 'illuminance' } }],
  [35, { type: 125, rule: { field: 'co2' } }],
  [41, { type: VOC_INDEX, rule: { field: 'pm2_5' } }],
  [42, { type: VOC_INDEX, rule: { field: 'pm10' } }],
  [48, { type: 102, rule: { field: 'occupied', convert: zeroOrOne } }],
] satisfies [number, { type: number; rule: LppRule }][]);

const plan = (record: LppRecord): LppRule | undefined => {
  const channel = channels.get(record.channel);
  return channel?.type === record.type ? channel.rule : undefined;
};

export const rakRak10702 = lppModel({
  modelId: 'rakwireless/rak10702',
  vendor: 'RAKwireless',
  model: 'RAK10702 Indoor Comfort',
  defaultFPort: 2,
  readings,
  location: false,
  plan,
  types: rakTypes,
  commandsNote:
    'The RAK10702 is set up with AT commands over USB or BLE; no LoRaWAN command is in the catalogue.',
});
