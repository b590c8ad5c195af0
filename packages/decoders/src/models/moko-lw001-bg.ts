import { decodeLw001Frame } from '../formats/moko-lw001.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// MOKO LW001-BG PRO, and the LW001-BG on the firmware TTN's lw001-bg-codec.yaml shows (1.0.x, the
// PRO's frames): ports 1-12, formats/moko-lw001.ts. The LW001-BG's first firmware (1.2.x, frames
// starting 0x02 with float coordinates) and the PRO V2 "Charge" variant (5-byte header) are not
// decoded.

const COMMANDS_NOTE =
  "MOKO's downlink commands are not encoded: send a raw command from MOKO's LW001-BG PRO payload document.";

const shared = {
  vendor: 'MOKO',
  fPorts: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  defaultFPort: 2,
  readings: ['battery_mv', 'low_battery', 'tamper', 'fall_detected', 'motion', 'temperature'],
  location: true,
  decode(bytes: Uint8Array, fPort: number) {
    const out = new ResultBuilder();
    decodeLw001Frame(bytes, fPort, out);
    return out.build();
  },
  commandsNote: COMMANDS_NOTE,
} as const satisfies Omit<ModelDecoder, 'modelId' | 'model'>;

export const mokoLw001Bgpro: ModelDecoder = { ...shared, modelId: 'moko/lw001-bgpro', model: 'LW001-BG PRO' };

export const mokoLw001Bg: ModelDecoder = { ...shared, modelId: 'moko/lw001-bg', model: 'LW001-BG' };
