import { s16be } from '../bytes.ts';
import { type NetvoxFamily, netvoxModel, readBattery } from '../formats/netvox.ts';
import { all, batteryChange, wordField } from '../formats/netvox-config.ts';

// Netvox's fine temperature sensors R718AD (a contact probe) and R711A (indoor air), one layout
// (TTN device repository vendor/netvox/payload/r718ad.js, r718ad- and r711a-codec.yaml). Report
// 0x01: battery, then `Temp` at bytes 4-5, big-endian, signed, in 0.01 °C (r718ad-codec.yaml:
// 09EA is 25.38 °C). Port 7: MinTime, MaxTime, BatteryChange and TempChange (bytes 7-8, 0.01 °C).

const family: NetvoxFamily = {
  reports: {
    1: (bytes, out) => {
      readBattery(bytes, 3, out);
      const temperature = s16be(bytes, 4) / 100;
      out.set('Temp', temperature);
      out.reading('temperature', temperature);
    },
  },
  config: { changes: all(batteryChange, wordField('TempChange', 7, 100)) },
};

const readings = ['temperature', 'battery_mv', 'low_battery'] as const;

export const netvoxR718ad = netvoxModel(family, 'R718AD', 0x9c, readings);
export const netvoxR711a = netvoxModel(family, 'R711A', 0xbc, readings);
