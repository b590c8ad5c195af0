import { z } from 'zod';

/**
 * One request to a road-matching service speaking the OSRM match API
 * (`/match/v1/{profile}/{lon,lat;...}`): osrm-routed itself, Valhalla's OSRM-compatible
 * answers, or a hosted service with the same request and answer (Mapbox Map Matching v5).
 */

/** A position as the matcher sends it. */
export type MatchInput = { lat: number; lon: number; time: Date; accuracy: number | null };

export type MatchOptions = {
  profile: string;
  gaps: 'split' | 'ignore';
  /** The largest search radius sent (metres); a position's accuracy above it is capped. */
  maxRadius: number;
};

/** The radius sent for a position without an accuracy: a typical GNSS fix. */
const DEFAULT_RADIUS_M = 10;
/** OSRM's own default; a smaller radius (a phone's optimistic 1 m) finds no road at all. */
const MIN_RADIUS_M = 5;

const tracepointSchema = z
  .object({
    location: z.tuple([z.number(), z.number()]),
    matchings_index: z.number().int().min(0),
    waypoint_index: z.number().int().min(0).optional(),
  })
  .nullable();
const matchingSchema = z.object({
  confidence: z.number().optional(),
  geometry: z.object({ coordinates: z.array(z.tuple([z.number(), z.number()]).rest(z.number())) }),
});
const answerSchema = z.object({
  code: z.string(),
  message: z.string().optional(),
  tracepoints: z.array(tracepointSchema).optional(),
  matchings: z.array(matchingSchema).optional(),
});
export type OsrmTracepoint = z.infer<typeof tracepointSchema>;
export type OsrmMatching = z.infer<typeof matchingSchema>;

export type MatchAnswer =
  | { ok: true; tracepoints: OsrmTracepoint[]; matchings: OsrmMatching[] }
  /**
   * `permanent`: the service looked and found no road for these positions (NoMatch,
   * NoSegment); asking again gives the same. Otherwise (timeout, refusal, service error)
   * it may pass, and the positions are tried again later.
   */
  | {
      ok: false;
      permanent: boolean;
      reason: string /** Not asked: the request's time ran out first. */;
      budget?: boolean;
    };

/**
 * The request URL. A service URL without a path gets OSRM's `/match/v1`; one with a path
 * (Mapbox's `/matching/v5`, a proxy's prefix) is used as it is, and its query (an access
 * token) is kept.
 */
export function matchUrl(base: string, points: readonly MatchInput[], options: MatchOptions): URL {
  const url = new URL(base);
  const prefix = url.pathname === '/' || url.pathname === '' ? '/match/v1' : url.pathname.replace(/\/+$/, '');
  const coordinates = points.map((p) => `${p.lon.toFixed(6)},${p.lat.toFixed(6)}`).join(';');
  url.pathname = `${prefix}/${options.profile}/${coordinates}`;
  // OSRM wants timestamps that never go back: positions are in time order, sub-second ones may tie.
  let previous = 0;
  const timestamps = points.map((p) => {
    previous = Math.max(previous, Math.floor(p.time.getTime() / 1000));
    return previous;
  });
  const radius = (accuracy: number | null) =>
    Math.round(Math.min(options.maxRadius, Math.max(MIN_RADIUS_M, accuracy ?? DEFAULT_RADIUS_M)) * 10) / 10;
  const params = {
    timestamps: timestamps.join(';'),
    radiuses: points.map((p) => radius(p.accuracy)).join(';'),
    geometries: 'geojson',
    overview: 'full',
    tidy: 'true',
    gaps: options.gaps,
    steps: 'false',
    annotations: 'false',
  };
  for (const [key, v] of Object.entries(params)) url.searchParams.set(key, v);
  return url;
}

/** Asks the service to match `points`; never throws: a failure is an answer saying why. */
export async function requestMatch(
  base: string,
  points: readonly MatchInput[],
  options: MatchOptions & { timeoutMs: number; signal?: AbortSignal },
  fetchImpl: typeof fetch = fetch,
): Promise<MatchAnswer> {
  const signal = options.signal
    ? AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)])
    : AbortSignal.timeout(options.timeoutMs);
  let status: number;
  let body: unknown;
  try {
    const res = await fetchImpl(matchUrl(base, points, options), {
      headers: { accept: 'application/json', 'user-agent': 'Pinpoint map matching (GPS/IoT tracking)' },
      signal,
    });
    status = res.status;
    body = await res.json().catch(() => undefined);
  } catch (err) {
    const name = (err as Error).name;
    const reason = name === 'TimeoutError' || name === 'AbortError' ? 'timed out' : (err as Error).message;
    return { ok: false, permanent: false, reason };
  }
  const answer = answerSchema.safeParse(body);
  if (!answer.success) return { ok: false, permanent: false, reason: `answered ${status} without a match` };
  const { code, message, tracepoints, matchings } = answer.data;
  if (status === 200 && code === 'Ok') {
    if (tracepoints?.length === points.length) return { ok: true, tracepoints, matchings: matchings ?? [] };
    return {
      ok: false,
      permanent: false,
      reason: `answered ${tracepoints?.length ?? 0} tracepoints for ${points.length}`,
    };
  }
  const permanent = code === 'NoMatch' || code === 'NoSegment';
  return { ok: false, permanent, reason: `answered ${status} ${code}${message ? `: ${message}` : ''}` };
}
