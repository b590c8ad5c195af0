import { decodeMteFrame } from '../formats/moko-lw008-mte.ts';
import type { ModelDecoder } from '../types.ts';

// MOKO LW008-MTE (and LW008-PTE) and LW001-BGE: the trackers MOKO decodes with one decoder
// (formats/moko-lw008-mte.ts), whose frames differ from the LW008-MT's and LW001-BG PRO's. Not in
// TTN's device repository: the model ids follow its vendor/moko naming. Port 199 carries LoRa Cloud
// data for a solver and is not accepted, nor are ports 10 and 11, on which MOKO's decoder reads
// nothing.

const shared = {
  vendor: 'MOKO',
  fPorts: [1, 2, 3, 4, 5, 6, 7, 8, 9, 12],
  defaultFPort: 2,
  readings: ['battery_mv', 'low_battery', 'fall_detected', 'motion', 'temperature'],
  location: true,
  decode: decodeMteFrame,
  commandsNote:
    "MOKO's downlink commands are not encoded: send a raw command from MOKO's payload document for the model.",
} as const satisfies Omit<ModelDecoder, 'modelId' | 'model'>;

export const mokoLw008Mte: ModelDecoder = {
  ...shared,
  modelId: 'moko/lw008-mte',
  model: 'LW008-MTE / LW008-PTE',
};

export const mokoLw001Bge: ModelDecoder = { ...shared, modelId: 'moko/lw001-bge', model: 'LW001-BGE' };
