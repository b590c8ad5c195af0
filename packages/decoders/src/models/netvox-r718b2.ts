import { s16be } from '../bytes.ts';
import { type NetvoxFamily, netvoxModel, readBattery } from '../formats/netvox.ts';
import { all, batteryChange, wordField } from '../formats/netvox-config.ts';
import { CALIBRATION_PORT, calibrationAnswer } from './netvox-r718b.ts';

// Netvox's two-probe temperature sensors: R718B2 (two PT1000 probes) and the thermocouple
// models R718CK2 (K type), R718CT2 (T type), R718CN2 (N type), one layout (TTN device repository
// vendor/netvox/payload/r718b2.js; r718b2-, r718ck2-, r718ct2-, r718cn2-codec.yaml). Report 0x01:
// battery, then `Temp1` (bytes 4-5) and `Temp2` (bytes 6-7), big-endian, signed, in 0.1 °C
// (r718b2-codec.yaml: 00FD 016D is 25.3 and 36.5 °C). Probe 1 is `temperature`, probe 2
// `external_temperature`, as our other two-probe sensors give them. Port 7: MinTime, MaxTime,
// BatteryChange and TempChange (bytes 7-8, 0.1 °C). Port 14 answers the global calibration
// commands (sensor type 1, temperature; channel; multiplier, divisor and a signed offset), as the
// R718B's (models/netvox-r718b.ts): settings only.

const family: NetvoxFamily = {
  reports: {
    1: (bytes, out) => {
      readBattery(bytes, 3, out);
      const probe1 = s16be(bytes, 4) / 10;
      const probe2 = s16be(bytes, 6) / 10;
      out.set('Temp1', probe1);
      out.set('Temp2', probe2);
      out.reading('temperature', probe1);
      out.reading('external_temperature', probe2);
    },
  },
  config: { changes: all(batteryChange, wordField('TempChange', 7, 10)) },
  ports: { [CALIBRATION_PORT]: calibrationAnswer },
};

const readings = ['temperature', 'external_temperature', 'battery_mv', 'low_battery'] as const;

export const netvoxR718b2 = netvoxModel(family, 'R718B2', 0x14, readings);
export const netvoxR718ck2 = netvoxModel(family, 'R718CK2', 0x16, readings);
export const netvoxR718ct2 = netvoxModel(family, 'R718CT2', 0x17, readings);
export const netvoxR718cn2 = netvoxModel(family, 'R718CN2', 0x18, readings);
