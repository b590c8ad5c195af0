import { expect } from 'vitest';
import { mapNetworkDecoded } from './map.ts';

/**
 * A vendor codec's documented output and the readings it must give: `want` maps each reading to its
 * value (one reading per field), `dropped` what the warning of each dropped value says.
 */
export type CodecCase = {
  model: string | null;
  decoded: Record<string, unknown>;
  normalized?: Array<Record<string, unknown>>;
  want: Record<string, number | boolean>;
  dropped?: string[];
};

/** Maps the case's decoded payload and checks its readings and warnings. */
export function expectCodecCase({ model, decoded, normalized, want, dropped = [] }: CodecCase): void {
  const mapped = mapNetworkDecoded(decoded, model, normalized);
  expect(Object.fromEntries(mapped.readings.map((r) => [r.field, r.value]))).toStrictEqual(want);
  expect(mapped.dropped).toStrictEqual(dropped.map((warning) => expect.stringContaining(warning)));
}

/**
 * Abeeway's asset-tracker-3 codec output for its documented "GNSS uplink" (TheThingsNetwork/
 * lorawan-devices vendor/abeeway/asset-tracker-3-codec.yaml, verbatim; recvTime
 * 2024-06-20T14:51:53.243+02:00): a POSITION message whose nested gnssFix is the fix.
 */
export const abeewayAt3GnssUplink = {
  header: {
    ackToken: 0,
    batteryLevel: 94,
    multiFrame: false,
    sos: false,
    timestamp: '2024-06-20T12:51:48.000Z',
    type: 'POSITION',
  },
  position: {
    coordinates: [7.06656, 43.615845, 161],
    gnssFix: {
      COG: 0,
      EHPE: 23,
      SOG: 10,
      altitude: 161,
      latitude: 43.615845,
      longitude: 7.06656,
      quality: { fixQuality: 'FIX_3D', numberSatellitesUsed: 5 },
    },
    motion: 1,
    motionCounter: 0,
    positionType: 'GNSS',
    status: 'SUCCESS',
    triggers: {
      geoTriggerGeozoning: 0,
      geoTriggerInMotion: 0,
      geoTriggerInStatic: 0,
      geoTriggerMotionStart: 0,
      geoTriggerMotionStop: 0,
      geoTriggerPod: 1,
      geoTriggerShock: 0,
      geoTriggerSos: 0,
      geoTriggerTempHighThreshold: 0,
      geoTriggerTempLowThreshold: 0,
    },
  },
  payload: '105e0c248a00000119ff3ff20436458000a10000000a1765',
};
