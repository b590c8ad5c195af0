import { s16be } from '../bytes.ts';
import { type NetvoxFamily, netvoxModel, readBattery } from '../formats/netvox.ts';
import { all, batteryChange, wordField } from '../formats/netvox-config.ts';

// Netvox R718Y differential pressure and temperature sensor (TTN device repository
// vendor/netvox/payload/r718y.js, r718y-codec.yaml). Report 0x01: battery, `DiffPressure` at bytes
// 4-5 and `Temp` at bytes 6-7, both big-endian, signed, in tenths (r718y-codec.yaml: 03E8 is 100,
// 00FD 25.3 °C). A pressure difference between two ports is neither the air pressure nor a
// liquid's: it has no reading of its own and stays a vendor field. Port 7: MinTime, MaxTime,
// BatteryChange, DiffPressureChange and TempChange (tenths).

const family: NetvoxFamily = {
  reports: {
    1: (bytes, out) => {
      readBattery(bytes, 3, out);
      out.set('DiffPressure', s16be(bytes, 4) / 10);
      const temperature = s16be(bytes, 6) / 10;
      out.set('Temp', temperature);
      out.reading('temperature', temperature);
    },
  },
  config: {
    changes: all(batteryChange, wordField('DiffPressureChange', 7, 10), wordField('TempChange', 9, 10)),
  },
};

export const netvoxR718y = netvoxModel(family, 'R718Y', 0xac, ['temperature', 'battery_mv', 'low_battery']);
