import { u8, u16be } from '../bytes.ts';
import { type NetvoxFamily, netvoxModel, readBattery } from '../formats/netvox.ts';
import { type AnswerTable, batteryChange, statusAt } from '../formats/netvox-config.ts';

// Netvox pulse counters: R718H (one input) and R718H2 (two), one layout (TTN device repository
// vendor/netvox/payload/r718h.js). Report 0x01: battery, then each input's count (a word).
// Out of the box the count "is automatically cleared after transmission" (R718H2 manual, Data
// Report; its PulseCounterClearMode 0x00, "Clear when send"), so it is the pulses since the
// previous report, not the running total `pulse_count` holds, and the frame does not say which
// mode the unit is in: the counts stay vendor fields.

const answers: AnswerTable = new Map([
  [0x83, ['SetFiltertimeRsp', statusAt(2)]],
  // FilterTime in ms: the answer's byte counts 5 ms steps.
  [0x84, ['GetFiltertimeRsp', (bytes, out) => out.set('FilterTime', u8(bytes, 2) * 5)]],
  [0x85, ['SetPulseCounterClearModeRsp', statusAt(2)]],
  [
    0x86,
    [
      'GetPulseCounterClearModeRsp',
      (bytes, out) =>
        out.set('PulseCounterClearMode', u8(bytes, 2) === 0x00 ? 'Clear when send' : 'Clear when Roll-Over'),
    ],
  ],
]);

function pulseFamily(names: readonly string[]): NetvoxFamily {
  return {
    reports: {
      1: (bytes, out) => {
        readBattery(bytes, 3, out);
        for (const [input, name] of names.entries()) out.set(name, u16be(bytes, 4 + input * 2));
      },
    },
    config: { changes: batteryChange, answers },
  };
}

const readings = ['battery_mv', 'low_battery'] as const;

export const netvoxR718h = netvoxModel(pulseFamily(['PulseCount']), 'R718H', 0x1f, readings);
export const netvoxR718h2 = netvoxModel(
  pulseFamily(['PulseCount1', 'PulseCount2']),
  'R718H2',
  0x3f,
  readings,
);
