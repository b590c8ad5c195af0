import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { u8 } from '../bytes.ts';
import { type NetvoxFamily, netvoxModel, readBattery, stateReading } from '../formats/netvox.ts';
import { batteryChange } from '../formats/netvox-config.ts';

// Netvox one-state sensors: R718DA and R718DB (vibration), R718J (dry contact input), R718LB
// (hall-effect open / close), R718MBA (activity, an accelerometer), one layout (TTN device
// repository vendor/netvox/payload/r718da_r718db_r718j_r718lb_r718mba.js). Report 0x01: battery,
// then `status`, 0 or 1 (the manuals: "0x00 no alarm, 0x01 alarm"; the R718DB reports 0 when it
// stops vibrating if told to, its RestoreReportSet).
// - R718DA, R718DB: 1 while the sensor vibrates, read as `motion`.
// - R718MBA: 1 while it detects activity (movement), `motion`.
// - R718LB: 1 while the magnet is away (open), as akenza's R718LB decoder (akenza-io/
//   device-type-library types/netvox/R718LB/uplink.js at 11d411ac: "0 = closed, 1 = open").
// - R718J: the state of whatever is wired to its input, so a vendor field only.

function statusFamily(field?: ReadingField): NetvoxFamily {
  return {
    reports: {
      1: (bytes, out) => {
        readBattery(bytes, 3, out);
        out.set('status', u8(bytes, 4));
        if (field) stateReading(out, field, u8(bytes, 4), 'status');
      },
    },
    config: { changes: batteryChange },
  };
}

const motion = statusFamily('motion');
const power = ['battery_mv', 'low_battery'] as const;

export const netvoxR718da = netvoxModel(motion, 'R718DA', 0x1a, ['motion', ...power]);
export const netvoxR718db = netvoxModel(motion, 'R718DB', 0x1b, ['motion', ...power]);
export const netvoxR718mba = netvoxModel(motion, 'R718MBA', 0x27, ['motion', ...power]);
export const netvoxR718lb = netvoxModel(statusFamily('door_open'), 'R718LB', 0x25, ['door_open', ...power]);
export const netvoxR718j = netvoxModel(statusFamily(), 'R718J', 0x21, power);
