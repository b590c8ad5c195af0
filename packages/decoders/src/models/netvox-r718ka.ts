import { u8 } from '../bytes.ts';
import { type NetvoxFamily, netvoxModel, type ReportReader, readBattery } from '../formats/netvox.ts';
import { all, batteryChange } from '../formats/netvox-config.ts';

// Netvox R718KA (one 4-20 mA loop input) and R718KA2 (two) (TTN device repository
// vendor/netvox/payload/r718ka.js, r718ka-codec.yaml). Report 0x01: battery, then each loop's
// current as the codec prints it, whole mA and a tenths byte:
//   R718KA: `Current` (byte 4), `FineCurrent` (byte 5, / 10).
//   R718KA2: `Current_1`, `Current_2` (bytes 4-5), `FineCurrent_1`, `FineCurrent_2` (bytes 6-7, / 10).
// A loop current is the signal of whatever transmitter is wired to it, not a load's current, and the
// codec does not say what it measures: vendor fields only. Port 7: MinTime, MaxTime, BatteryChange
// and CurrentChange (byte 7).

const loops = (read: ReportReader): NetvoxFamily => ({
  reports: {
    1: (bytes, out) => {
      readBattery(bytes, 3, out);
      read(bytes, out);
    },
  },
  config: { changes: all(batteryChange, (bytes, out) => out.set('CurrentChange', u8(bytes, 7))) },
});

const one = loops((bytes, out) => {
  out.set('Current', u8(bytes, 4));
  out.set('FineCurrent', u8(bytes, 5) / 10);
});

const two = loops((bytes, out) => {
  out.set('Current_1', u8(bytes, 4));
  out.set('Current_2', u8(bytes, 5));
  out.set('FineCurrent_1', u8(bytes, 6) / 10);
  out.set('FineCurrent_2', u8(bytes, 7) / 10);
});

const power = ['battery_mv', 'low_battery'] as const;

export const netvoxR718ka = netvoxModel(one, 'R718KA', 0x22, power);
export const netvoxR718ka2 = netvoxModel(two, 'R718KA2', 0x44, power);
