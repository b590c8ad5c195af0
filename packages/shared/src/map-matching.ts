import { z } from 'zod';
import { historyQuerySchema } from './device.ts';

/**
 * A device's track over a range, snapped to roads by the deployment's road-matching
 * service (MAP_MATCHING_URL, issue 20) where it could be, and as reported elsewhere.
 */

const latLonSchema = z.object({ lat: z.number(), lon: z.number() });

/** GET /device/{id}/track: the range only (the matcher bounds the points itself). */
export const matchedTrackQuerySchema = historyQuerySchema.pick({ from: true, to: true });

/**
 * One position of the range, where playback shows it: on the matched road when `matched`,
 * else where the device reported it.
 */
export const trackPointSchema = z.object({
  time: z.string(),
  lat: z.number(),
  lon: z.number(),
  matched: z.boolean(),
});
export type TrackPoint = z.infer<typeof trackPointSchema>;

/**
 * A piece of the line: along the roads when `matched`, else straight between reported
 * positions (a gap, a tunnel, off-road, or the matcher failed there), drawn dashed.
 */
export const trackSegmentSchema = z.object({
  matched: z.boolean(),
  path: z.array(latLonSchema).min(2),
});
export type TrackSegment = z.infer<typeof trackSegmentSchema>;

export const matchedTrackSchema = z.object({
  /** `matched`: the server has a road-matching service; `raw`: it has none, the positions as reported. */
  source: z.enum(['matched', 'raw']),
  /**
   * False when part of the range could not be matched for now (the service was slow or
   * failing, or this request's time ran out): those parts are raw and are tried again later.
   */
  complete: z.boolean(),
  /** More positions than the server matches at once: only the first ones are here. */
  truncated: z.boolean(),
  points: z.array(trackPointSchema),
  segments: z.array(trackSegmentSchema),
  /** The length of the line drawn, and how much of it follows matched roads, in metres. */
  distance: z.object({ metres: z.number(), matchedMetres: z.number() }),
});
export type MatchedTrack = z.infer<typeof matchedTrackSchema>;
