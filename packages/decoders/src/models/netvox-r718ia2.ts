import { u16be } from '../bytes.ts';
import { type NetvoxFamily, netvoxModel, readBattery } from '../formats/netvox.ts';
import { all, batteryChange, wordField } from '../formats/netvox-config.ts';

// Netvox R718IA2 (two 0-24 mA inputs) and R718IB2 (two 0-10 V inputs) analogue interfaces (TTN
// device repository vendor/netvox/payload/r718ia2_ib2.js, r718ia2-codec.yaml). Report 0x01:
// battery, then `ADCRawValue1` and `ADCRawValue2`, big-endian words at bytes 4-7. The codec gives
// the converter's raw counts and nothing says what the wired transmitters measure: vendor fields
// only. Port 7: MinTime, MaxTime, BatteryChange and ADCRawValueChange (bytes 7-8).

const family: NetvoxFamily = {
  reports: {
    1: (bytes, out) => {
      readBattery(bytes, 3, out);
      out.set('ADCRawValue1', u16be(bytes, 4));
      out.set('ADCRawValue2', u16be(bytes, 6));
    },
  },
  config: { changes: all(batteryChange, wordField('ADCRawValueChange', 7)) },
};

const power = ['battery_mv', 'low_battery'] as const;

export const netvoxR718ia2 = netvoxModel(family, 'R718IA2', 0x41, power);
export const netvoxR718ib2 = netvoxModel(family, 'R718IB2', 0x42, power);
