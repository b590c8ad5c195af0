// Talkpool OY1200 and OY1700 frames run through their TTN device repository codecs in Node, outside
// this repository (TheThingsNetwork/lorawan-devices vendor/talkpool/oy1200.js and oy1700.js at
// 0a254aaa3adb0237faed50aa34916df1d07cf417; the yamls' examples from oy1200-codec.yaml and
// oy1700-codec.yaml at 62c8acdd7f0f1e43b65a86f6c158d83b3d0cd200): `output` is the codec's `data`,
// verbatim; `readings` and `warnings` are what we give for the bytes.

import type { CodecExample } from './codec-example.ts';

export const talkpoolExamples1: readonly CodecExample[] = [
  {
    model: 'talkpool/oy1200',
    source: 'oy1200-codec.yaml "Example"',
    fPort: 1,
    hex: '01210191019908af0a050000',
    output: { CO2Raw: 401, CO2Filtered: 409, Temperature: 22.23, Humidity: 25.65 },
    readings: { co2: 409, temperature: 22.23, humidity: 25.65 },
  },
  {
    model: 'talkpool/oy1200',
    source: 'oy1200.js, 1000 / 1010 ppm, 20.00 °C, 67.00 %',
    fPort: 1,
    hex: '012103e803f207d01a2c0000',
    output: { CO2Raw: 1000, CO2Filtered: 1010, Temperature: 20, Humidity: 67 },
    readings: { co2: 1010, temperature: 20, humidity: 67 },
  },
  {
    // The codec reads the word unsigned; 0x9000 would be -286.72 °C signed: neither is believable.
    model: 'talkpool/oy1200',
    source: 'oy1200.js, a temperature word with its top bit set (0x9000)',
    fPort: 1,
    hex: '012101f401f4900010000000',
    output: { CO2Raw: 500, CO2Filtered: 500, Temperature: 368.64, Humidity: 40.96 },
    readings: { co2: 500, humidity: 40.96 },
    warnings: ['temperature word 9000 has its top bit set: its sign is undocumented'],
  },
  {
    model: 'talkpool/oy1700',
    source: 'oy1700-codec.yaml "Example"',
    fPort: 2,
    hex: '3d25aa000000000002',
    output: { Temperature: 18.6, RelativeHumidity: 35.2, PM1_0: 0, PM2_5: 0, PM_10: 2 },
    readings: { temperature: 18.6, humidity: 35.2, pm2_5: 0, pm10: 2 },
  },
  {
    model: 'talkpool/oy1700',
    source: 'oy1700.js, the frame of datacake/talkpool-oy1700-coders f63e91f7 talkpool_oy1700_decoder.py',
    fPort: 2,
    hex: '3e26c4000600070008',
    output: { Temperature: 20.4, RelativeHumidity: 36.2, PM1_0: 6, PM2_5: 7, PM_10: 8 },
    readings: { temperature: 20.4, humidity: 36.2, pm2_5: 7, pm10: 8 },
  },
  {
    // The OY1110 manual's (9.3.6) -5.2 °C / 72.3 % words, with 12 / 25 / 42 µg/m³.
    model: 'talkpool/oy1700',
    source: 'oy1700.js, below zero: 2E 3C CD then 12, 25, 42',
    fPort: 2,
    hex: '2e3ccd000c0019002a',
    output: { Temperature: -5.2, RelativeHumidity: 72.3, PM1_0: 12, PM2_5: 25, PM_10: 42 },
    readings: { temperature: -5.2, humidity: 72.3, pm2_5: 25, pm10: 42 },
  },
];
