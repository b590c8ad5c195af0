import { u8 } from '../bytes.ts';
import { type NetvoxFamily, netvoxModel, readBattery, stateOf } from '../formats/netvox.ts';
import { batteryChange } from '../formats/netvox-config.ts';

// Netvox water leak sensors: R311W (two probes), R718WA and R718WB (one), one layout (TTN device
// repository vendor/netvox/payload/r311w.js). Report 0x01: battery, then each probe's state from
// byte 4: "No water leak: 0, Water leak: 1" (R718WB manual, Data Report). The TTN codec calls any
// value but 0 a leak; we read only 0 and 1 and warn about another value, the vendor field still
// as the codec prints it. The R311W leaks when either probe does.

const word = (state: number): string => (state === 0 ? 'NoLeak' : 'Leak');

function leakFamily(probes: 1 | 2): NetvoxFamily {
  return {
    reports: {
      1: (bytes, out) => {
        readBattery(bytes, 3, out);
        const states = Array.from({ length: probes }, (_, probe) => u8(bytes, 4 + probe));
        const leaks = states.map((state, probe) => {
          const name = probes === 1 ? 'WaterLeak' : `WaterLeak_${probe + 1}`;
          out.set(name, word(state));
          return stateOf(out, state, name);
        });
        if (leaks.includes(true)) out.reading('leak', true);
        else if (leaks.every((leak) => leak === false)) out.reading('leak', false);
      },
    },
    config: { changes: batteryChange },
  };
}

const readings = ['leak', 'battery_mv', 'low_battery'] as const;
const single = leakFamily(1);

export const netvoxR311w = netvoxModel(leakFamily(2), 'R311W', 0x06, readings);
export const netvoxR718wa = netvoxModel(single, 'R718WA', 0x32, readings);
export const netvoxR718wb = netvoxModel(single, 'R718WB', 0x12, readings);
