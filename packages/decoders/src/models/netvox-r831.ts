import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { u8 } from '../bytes.ts';
import { type NetvoxFamily, netvoxModel, type ReportReader } from '../formats/netvox.ts';
import { type AnswerReader, all, statusAt } from '../formats/netvox-config.ts';

// Netvox R831C and R831D relay controllers (TTN device repository vendor/netvox/payload/r831.js,
// r831c- and r831d-codec.yaml), mains powered: no battery byte. Report 0x01:
//   R831C (0xAD): `Relay_1` .. `Relay_3` (bytes 3-5).
//   R831D (0xB0): the R831C's relays, then its dry-contact inputs `Input_1` .. `Input_3` (bytes 6-8).
// Each byte 0 is 'OFF', any other 'ON', as the codec prints them. The relays are the device's
// outputs, `digital_outputs` with bit i relay i + 1 (the numbering of Netvox's own relay commands,
// R831D manual: "bit0=relay1, bit1=relay2, bit2=relay3"); the R831D's inputs `digital_inputs` alike.
// Port 7: MinTime and MaxTime; the switch type (0x83 set; 0x84 get: 0 'Toggle', else 'Momentary').
// (r831.js also reads the R831A / R831B motor controllers, whose reports hold no reading of ours.)

/** The three ON / OFF bytes from `from`, as the codec names them, and their bitmask reading. */
const states =
  (names: readonly string[], from: number, field: ReadingField): ReportReader =>
  (bytes, out) => {
    let mask = 0;
    for (const [i, name] of names.entries()) {
      const on = u8(bytes, from + i) !== 0;
      out.set(name, on ? 'ON' : 'OFF');
      if (on) mask |= 1 << i;
    }
    out.reading(field, mask);
  };

const relays = states(['Relay_1', 'Relay_2', 'Relay_3'], 3, 'digital_outputs');
const inputs = states(['Input_1', 'Input_2', 'Input_3'], 6, 'digital_inputs');

const config: NetvoxFamily['config'] = {
  changes: all(),
  answers: new Map<number, readonly [string, AnswerReader]>([
    [0x83, ['SetSwitchTypeRsp', statusAt(2)]],
    [
      0x84,
      [
        'GetSwitchTypeRsp',
        (bytes, out) => out.set('SwitchType', u8(bytes, 2) === 0 ? 'Toggle' : 'Momentary'),
      ],
    ],
  ]),
};

const relaysOnly: NetvoxFamily = { reports: { 1: relays }, config };
const relaysAndInputs: NetvoxFamily = {
  reports: {
    1: (bytes, out) => {
      relays(bytes, out);
      inputs(bytes, out);
    },
  },
  config,
};

export const netvoxR831c = netvoxModel(relaysOnly, 'R831C', 0xad, ['digital_outputs']);
export const netvoxR831d = netvoxModel(relaysAndInputs, 'R831D', 0xb0, ['digital_outputs', 'digital_inputs']);
