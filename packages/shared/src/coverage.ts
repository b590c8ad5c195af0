import { z } from 'zod';

/**
 * The coverage layer (issue 30 item 5): where the organisation's own GPS-capable LoRaWAN trackers
 * were heard, each uplink at its GNSS fix, coloured by how well the gateways heard it.
 */

/** The most points one answer carries: the newest first, enough to colour a region's roads. */
export const coverageLimit = 5000;

export const coverageQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days must be 1 to 30')
    .max(30, 'days must be 1 to 30')
    .default(7),
});

export const coveragePointSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  rssi: z.number().nullable(),
  snr: z.number().nullable(),
  at: z.string(),
});
export type CoveragePoint = z.infer<typeof coveragePointSchema>;

/** GET /api/organisation/{id}/coverage?days=7. `truncated`: older uplinks were left out. */
export const coverageSchema = z.object({ points: z.array(coveragePointSchema), truncated: z.boolean() });
export type Coverage = z.infer<typeof coverageSchema>;

export type SignalBand = 'strong' | 'fair' | 'weak';
export const signalBands: readonly SignalBand[] = ['strong', 'fair', 'weak'];

/**
 * How well an uplink was heard. RSSI bands as The Things Network's coverage guidance reads them
 * (better than -100 dBm good, under -115 dBm near the edge); an SNR under -10 dB is weak whatever
 * the RSSI (at SF7 the receiver loses frames under -7.5 dB: Semtech SX1276 datasheet, table 13).
 */
export function signalBand(point: { rssi: number | null; snr: number | null }): SignalBand {
  if ((point.rssi !== null && point.rssi < -115) || (point.snr !== null && point.snr < -10)) return 'weak';
  if ((point.rssi !== null && point.rssi < -100) || (point.snr !== null && point.snr < 0)) return 'fair';
  return 'strong';
}
