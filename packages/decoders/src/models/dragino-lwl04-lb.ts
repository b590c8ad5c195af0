import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import type { ModelDecoder } from '../types.ts';
import { draginoWl03aLb } from './dragino-event-counter-lb.ts';

// Dragino LWL04-LB water leak sensor: Dragino's decoder for it (dragino/dragino-end-node-decoder
// LWL04-LB/lwl04v1.0-TTN.txt) is the WL03A-LB's (WL03A-LB/WL03A-LB_TTN_Decoder.txt) line for line
// but the model byte of its port 5 status (0x36, "LWL04") and the Node_type we leave out: the
// leak state, count, last duration and count mode on port 2, the datalog on 3, the settings on 4
// (dragino-event-counter-lb.ts).

export const draginoLwl04Lb: ModelDecoder = {
  ...draginoWl03aLb,
  modelId: 'dragino/lwl04-lb',
  model: 'LWL04-LB',
  decode: (bytes, fPort) =>
    fPort === 5 ? decodeDraginoStatus(bytes, { 54: 'LWL04' }) : draginoWl03aLb.decode(bytes, fPort),
};
