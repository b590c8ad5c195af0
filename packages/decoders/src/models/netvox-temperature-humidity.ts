import { s16be, u16be } from '../bytes.ts';
import { type NetvoxFamily, netvoxModel, readBattery } from '../formats/netvox.ts';
import { all, batteryChange, wordField } from '../formats/netvox-config.ts';

// Netvox temperature and humidity sensors: R711 (R712), R718A, R718AB, R720A, one layout
// (TTN device repository vendor/netvox/payload/r711_r718a_r718ab_r720a.js). Report 0x01:
// battery, temperature (signed, 0.01 °C), humidity (0.01 %RH), as in the R718A manual's
// "Data Report" and the r718a-codec.yaml example 01 0B 01 24 09EA 1A90 (3.6 V, 25.38 °C, 68 %).

const family: NetvoxFamily = {
  reports: {
    1: (bytes, out) => {
      readBattery(bytes, 3, out);
      const temperature = s16be(bytes, 4) / 100;
      const humidity = u16be(bytes, 6) / 100;
      out.set('Temp', temperature);
      out.set('Humi', humidity);
      out.reading('temperature', temperature);
      out.reading('humidity', humidity);
    },
  },
  config: {
    changes: all(batteryChange, wordField('TempChange', 7, 100), wordField('HumiChange', 9, 100)),
  },
};

const readings = ['temperature', 'humidity', 'battery_mv', 'low_battery'] as const;

export const netvoxR711 = netvoxModel(family, 'R711', 0x01, readings);
export const netvoxR718a = netvoxModel(family, 'R718A', 0x0b, readings);
export const netvoxR718ab = netvoxModel(family, 'R718AB', 0x13, readings);
export const netvoxR720a = netvoxModel(family, 'R720A', 0x6e, readings);
