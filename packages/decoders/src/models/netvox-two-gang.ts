import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { u8 } from '../bytes.ts';
import { type NetvoxFamily, netvoxModel, readBattery, stateOf } from '../formats/netvox.ts';
import { batteryChange } from '../formats/netvox-config.ts';

// Netvox's two-gang state sensors, one layout (TTN device repository vendor/netvox/payload/
// r718da2_r718db2_r718f2.js; r718da2-, r718db2-, r718f2-, r718lb2-codec.yaml). Report 0x01:
// battery, then `status1` (byte 4) and `status2` (byte 5), each sensor's state, 0 or 1, as their
// one-gang models report it (models/netvox-status.ts, netvox-contact.ts):
// - R718DA2 (two rolling-ball vibration sensors), R718DB2 (two spring ones): 1 while a sensor
//   vibrates, `motion` ("When either of the vibration sensors moves or vibrates, R718DA2 can detect
//   vibration or moving signals and send an alert": r718da2.yaml).
// - R718F2 (two reed switches), R718LB2 (two hall sensors): 1 while a magnet is away, `door_open`.
// The one reading is either sensor's: true when either is 1, false when both are 0, none when a
// state is neither (a warning; the vendor fields still as the codec prints them). Port 7: MinTime,
// MaxTime and BatteryChange.

function twoGang(field: ReadingField): NetvoxFamily {
  return {
    reports: {
      1: (bytes, out) => {
        readBattery(bytes, 3, out);
        const states = ['status1', 'status2'].map((name, gang) => {
          const state = u8(bytes, 4 + gang);
          out.set(name, state);
          return stateOf(out, state, name);
        });
        if (states.includes(true)) out.reading(field, true);
        else if (states.every((state) => state === false)) out.reading(field, false);
      },
    },
    config: { changes: batteryChange },
  };
}

const motion = twoGang('motion');
const contact = twoGang('door_open');
const power = ['battery_mv', 'low_battery'] as const;

export const netvoxR718da2 = netvoxModel(motion, 'R718DA2', 0x2f, ['motion', ...power]);
export const netvoxR718db2 = netvoxModel(motion, 'R718DB2', 0x3d, ['motion', ...power]);
export const netvoxR718f2 = netvoxModel(contact, 'R718F2', 0x3e, ['door_open', ...power]);
export const netvoxR718lb2 = netvoxModel(contact, 'R718LB2', 0x45, ['door_open', ...power]);
