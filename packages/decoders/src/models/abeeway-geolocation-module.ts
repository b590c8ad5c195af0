import type { ModelDecoder } from '../types.ts';
import { abeewayMicroTracker } from './abeeway-at2.ts';

// Abeeway Geolocation Module: the trackers' GNSS / Wi-Fi / BLE board for integrators, on the same
// firmware 2.x (AT2) messages as the trackers of abeeway-at2.ts (formats/abeeway-at2.ts). Id as the
// TTN device repository's vendor/abeeway/index.yaml; its yaml lists firmware 2.3 (no codec of its
// own: the trackers' AT2 one) and an AT3 "pro" firmware 1.1.0, which abeeway/asset-tracker-3 reads.
// Its SOS and motion events are the trackers' (an integrator may wire a button to its SOS input).
export const abeewayGeolocationModule: ModelDecoder = {
  ...abeewayMicroTracker,
  modelId: 'abeeway/abeeway-geolocation-module',
  model: 'Geolocation Module',
};
