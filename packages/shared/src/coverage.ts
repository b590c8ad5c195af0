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

// The bands are read by the device list on the first screen: they live in a module without zod.
export { type SignalBand, signalBand, signalBands } from './coverage-bands.ts';
