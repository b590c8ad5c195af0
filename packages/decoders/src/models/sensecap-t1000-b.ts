import type { ModelDecoder } from '../types.ts';
import { sensecapT1000A } from './sensecap-t1000-a.ts';

// Seeed SenseCAP T1000-B: the TTN device repository lists the T1000 A and B as one device
// (vendor/sensecap/sensecapt1000-tracker-ab.yaml) with one codec (sensecapt1000-tracker-ab-codec),
// and Seeed's T1000 decoder reads both: the T1000-A's frames and decoder.

export const sensecapT1000B: ModelDecoder = {
  ...sensecapT1000A,
  modelId: 'sensecap/t1000-b',
  model: 'T1000-B',
};
