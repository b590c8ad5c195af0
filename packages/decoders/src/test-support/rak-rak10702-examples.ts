import type { CodecExample } from './codec-example.ts';

// RAK's standardized-payload decoder (RAKWireless/RAKwireless_Standardized_Payload
// RAKwireless_Standardized_Payload.js at e3f620eb97c9b864ba906dc6fd12f3505d2f1e4e, decodeUplink) run in
// Node on RAK10702 uplinks built from its firmware's channels (RAKWireless/RAK10702-Indoor-Comfort
// adb8fac7: include/cayenne_lpp.h, src/sensors/*.cpp, src/main.cpp): `output` is its `data` verbatim,
// which our fields equal; `readings` and `warnings` ours. RAK publishes no RAK10702 uplink as bytes.
// Used by rak-more-models.test.ts and by apps/server's vendor-codecs-agreement.test.ts (codec-outputs.ts).

const RAK = 'RAKwireless_Standardized_Payload e3f620eb RAKwireless_Standardized_Payload.js';

export const rak10702Examples: readonly CodecExample[] = [
  {
    model: 'rakwireless/rak10702',
    source: `${RAK}, RAK1901 / RAK1902 / RAK1903, VOC index, CO2, PM1.0 / 2.5 / 10, occupied`,
    fPort: 2,
    hex: '0174017202685A036700E60473278D0565012C108A0078237D028A288A0005298A00082A8A000C306601',
    output: {
      voltage_1: 3.7,
      humidity_2: 45,
      temperature_3: 23,
      barometer_4: 1012.5,
      illuminance_5: 300,
      voc_16: 120,
      concentration_35: 650,
      voc_40: 5,
      voc_41: 8,
      voc_42: 12,
      presence_48: 1,
    },
    readings: {
      battery_mv: 3700,
      humidity: 45,
      temperature: 23,
      pressure: 1012.5,
      illuminance: 300,
      co2: 650,
      pm2_5: 8,
      pm10: 12,
      occupied: true,
    },
  },
  {
    model: 'rakwireless/rak10702',
    source: `${RAK}, RAK1906 / RAK12010, below freezing, CO2, room empty`,
    fPort: 2,
    hex: '0174014A0668650767FFE7087326AC0F6504D2237D0400306600',
    output: {
      voltage_1: 3.3,
      humidity_6: 50.5,
      temperature_7: -2.5,
      barometer_8: 990,
      illuminance_15: 1234,
      concentration_35: 1024,
      presence_48: 0,
    },
    readings: {
      battery_mv: 3300,
      humidity: 50.5,
      temperature: -2.5,
      pressure: 990,
      illuminance: 1234,
      co2: 1024,
      occupied: false,
    },
  },
];
