import { tektelicPortsModel } from '../formats/tektelic-frames.ts';
import { sealPorts } from '../formats/tektelic-seal.ts';

// The SEAL Wearable Safety & GPS Tracker (T0007705), model id as in the TTN device repository
// vendor/tektelic/ (t0007705-seal.yaml, codec t0007705-codec); formats/tektelic-seal.ts.
export const tektelicSeal = tektelicPortsModel({
  modelId: 'tektelic/t0007705-seal',
  model: 'SEAL Wearable Safety & GPS Tracker',
  readings: ['temperature', 'pressure', 'button', 'fall_detected', 'battery_pct'],
  location: true,
  ports: sealPorts,
});
