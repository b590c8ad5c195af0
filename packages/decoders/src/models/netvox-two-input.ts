import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { u8 } from '../bytes.ts';
import { type NetvoxFamily, netvoxModel, readBattery, stateOf } from '../formats/netvox.ts';
import { batteryChange } from '../formats/netvox-config.ts';

// Netvox's two-input sensors on the two-gang layout (TTN device repository vendor/netvox/payload/
// r718da2_r718db2_r718f2.js, which names them; r311ca-, r311cb-, r311cc- and r718j2-codec.yaml).
// Report 0x01: battery, then `status1` (byte 4) and `status2` (byte 5), 0 or 1. Port 7: MinTime,
// MaxTime and BatteryChange.
// - R311CC "Wireless 2-Gang Window/Door Sensor" ("equipped with two external reed switches ... for
//   door and window switch state detection": r311cc.yaml): each state as the R718F2's reed
//   switches (models/netvox-two-gang.ts), 1 while a magnet is away, so `door_open`, true when
//   either is open, false when both are closed, none when a state is neither (a warning).
// - R311CA and R718J2 "2-Input Dry Contact Interface": the state of whatever is wired to each
//   input, so vendor fields only (as the one-input R718J, models/netvox-status.ts).
// - R311CB "Window/Door Sensor and Wireless Glass Sensor": a built-in reed switch and an input
//   for an external reed switch or a broken-glass sensor (r311cb.yaml). The codec does not say
//   which status is which, nor can a glass sensor's state be read as a door, so vendor fields only.

function twoInputs(field?: ReadingField): NetvoxFamily {
  return {
    reports: {
      1: (bytes, out) => {
        readBattery(bytes, 3, out);
        const states = ['status1', 'status2'].map((name, input) => {
          const state = u8(bytes, 4 + input);
          out.set(name, state);
          return field ? stateOf(out, state, name) : undefined;
        });
        if (!field) return;
        if (states.includes(true)) out.reading(field, true);
        else if (states.every((state) => state === false)) out.reading(field, false);
      },
    },
    config: { changes: batteryChange },
  };
}

const inputs = twoInputs();
const power = ['battery_mv', 'low_battery'] as const;

export const netvoxR311cc = netvoxModel(twoInputs('door_open'), 'R311CC', 0x6c, ['door_open', ...power]);
export const netvoxR311ca = netvoxModel(inputs, 'R311CA', 0x4c, power);
export const netvoxR311cb = netvoxModel(inputs, 'R311CB', 0x56, power);
export const netvoxR718j2 = netvoxModel(inputs, 'R718J2', 0x43, power);
