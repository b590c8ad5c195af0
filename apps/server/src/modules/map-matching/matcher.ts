import { createHash } from 'node:crypto';
import type { ServerConfig } from '../../config.ts';
import { createOrganisationLimiter } from './limits.ts';
import { type MatchAnswer, type MatchInput, requestMatch } from './osrm-client.ts';

export type MapMatchingConfig = Pick<
  ServerConfig,
  | 'MAP_MATCHING_URL'
  | 'MAP_MATCHING_PROFILE'
  | 'MAP_MATCHING_MIN_CONFIDENCE'
  | 'MAP_MATCHING_CHUNK_SIZE'
  | 'MAP_MATCHING_CHUNK_OVERLAP'
  | 'MAP_MATCHING_MAX_RADIUS'
  | 'MAP_MATCHING_GAPS'
  | 'MAP_MATCHING_MAX_POINTS'
  | 'MAP_MATCHING_TIMEOUT_MS'
  | 'MAP_MATCHING_REQUEST_BUDGET_MS'
  | 'MAP_MATCHING_ORG_CONCURRENCY'
  | 'MAP_MATCHING_RETRY_SECONDS'
>;

type Log = { warn: (details: object, message: string) => void };

/** The deployment's road-matching service, with its limits. */
export type MapMatcher = {
  chunkSize: number;
  overlap: number;
  minConfidence: number;
  maxPoints: number;
  budgetMs: number;
  retrySeconds: number;
  /**
   * What a cached result depends on besides the positions: the service, its profile and the
   * settings that change an answer. Only its digest is stored (the URL may hold a token).
   */
  engineKey: string;
  /** One request for an organisation, waiting its turn until `deadline` (ms since the epoch). */
  request: (organisationId: string, points: readonly MatchInput[], deadline: number) => Promise<MatchAnswer>;
};

/** A matcher for the configuration, or null when no MAP_MATCHING_URL is set. */
export function createMapMatcher(
  config: MapMatchingConfig,
  deps: { fetch?: typeof fetch; log?: Log } = {},
): MapMatcher | null {
  const url = config.MAP_MATCHING_URL;
  if (!url) return null;
  const limiter = createOrganisationLimiter(config.MAP_MATCHING_ORG_CONCURRENCY);
  const options = {
    profile: config.MAP_MATCHING_PROFILE,
    gaps: config.MAP_MATCHING_GAPS,
    maxRadius: config.MAP_MATCHING_MAX_RADIUS,
  };
  const engineKey = createHash('sha256')
    .update(
      JSON.stringify([
        url,
        options,
        config.MAP_MATCHING_MIN_CONFIDENCE,
        config.MAP_MATCHING_CHUNK_SIZE,
        config.MAP_MATCHING_CHUNK_OVERLAP,
      ]),
    )
    .digest('hex');
  return {
    chunkSize: config.MAP_MATCHING_CHUNK_SIZE,
    overlap: config.MAP_MATCHING_CHUNK_OVERLAP,
    minConfidence: config.MAP_MATCHING_MIN_CONFIDENCE,
    maxPoints: config.MAP_MATCHING_MAX_POINTS,
    budgetMs: config.MAP_MATCHING_REQUEST_BUDGET_MS,
    retrySeconds: config.MAP_MATCHING_RETRY_SECONDS,
    engineKey,
    async request(organisationId, points, deadline) {
      const release = await limiter.acquire(organisationId, deadline);
      if (!release)
        return { ok: false, permanent: false, budget: true, reason: 'no turn before the time ran out' };
      try {
        const timeoutMs = Math.min(config.MAP_MATCHING_TIMEOUT_MS, deadline - Date.now());
        if (timeoutMs <= 0) return { ok: false, permanent: false, budget: true, reason: 'the time ran out' };
        const answer = await requestMatch(url, points, { ...options, timeoutMs }, deps.fetch);
        if (answer.ok || answer.permanent) return answer;
        // Cut short by this request's time, not by the service: the next request asks again.
        if (Date.now() >= deadline) return { ...answer, budget: true };
        const details = { organisationId, positions: points.length, reason: answer.reason };
        deps.log?.warn(details, 'map matching failed');
        return answer;
      } finally {
        release();
      }
    },
  };
}

const matchers = new WeakMap<object, MapMatcher | null>();

/**
 * The matcher of a loaded configuration: one per configuration object, so every caller in
 * the process (the device page, dashboards, reports) shares its per-organisation limit.
 */
export function matcherOf(config: MapMatchingConfig, log?: Log): MapMatcher | null {
  if (!matchers.has(config)) matchers.set(config, createMapMatcher(config, { log }));
  return matchers.get(config) ?? null;
}
