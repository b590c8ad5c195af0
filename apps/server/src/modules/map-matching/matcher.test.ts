import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createMapMatcher } from './matcher.ts';

describe('map matching configuration', () => {
  it('has no service by default, and says so to the web app', () => {
    const config = loadConfig({});
    expect(config.public.mapMatching).toBe(false);
    expect(createMapMatcher(config)).toBeNull();
  });

  it("defaults to OSRM's limits: 100 coordinates a request, overlapping by 10", () => {
    const config = loadConfig({ MAP_MATCHING_URL: 'http://127.0.0.1:5000' });
    expect(config.public.mapMatching).toBe(true);
    expect(createMapMatcher(config)).toMatchObject({
      chunkSize: 100,
      overlap: 10,
      minConfidence: 0.3,
      maxPoints: 10_000,
      budgetMs: 20_000,
      retrySeconds: 300,
    });
    expect(config).toMatchObject({
      MAP_MATCHING_PROFILE: 'driving',
      MAP_MATCHING_TIMEOUT_MS: 5000,
      MAP_MATCHING_ORG_CONCURRENCY: 2,
      MAP_MATCHING_GAPS: 'split',
    });
  });

  it('refuses settings that cannot work, naming them', () => {
    expect(() => loadConfig({ MAP_MATCHING_CHUNK_SIZE: '10', MAP_MATCHING_CHUNK_OVERLAP: '10' })).toThrow(
      new ConfigError(
        'Invalid configuration: MAP_MATCHING_CHUNK_OVERLAP: must be smaller than MAP_MATCHING_CHUNK_SIZE',
      ),
    );
    expect(() => loadConfig({ MAP_MATCHING_URL: 'not a url' })).toThrow(/MAP_MATCHING_URL: must be a URL/);
    expect(() => loadConfig({ MAP_MATCHING_MIN_CONFIDENCE: '2' })).toThrow(/MAP_MATCHING_MIN_CONFIDENCE/);
  });
});
