import { publicConfigSchema } from '@pinpoint/shared/config.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readServedConfig } from './served-config.ts';

// /config.json as the server serves it is publicConfigSchema's output (modules/system/routes.ts).
// The hand check must read such a config exactly as the schema would, and hand everything else to
// the schema (null), so defaults and error messages stay the schema's.
const defaults = publicConfigSchema.parse({});
const deployment = publicConfigSchema.parse({
  API_URL: 'https://api.example.com/api',
  siteTitle: 'Fleet Watch',
  websiteURL: 'https://fleet.example.com',
  mapStyle: 'https://tiles.example.com/style.json',
  mapGlyphs: '/fonts/{fontstack}/{range}.pbf',
  authDomain: 'https://id.example.com',
  authClientId: 'pinpoint',
  authScopes: 'api://pinpoint/read',
  authParams: 'prompt=consent',
  battery_minMV: 2500,
  battery_maxMV: 3600,
  primaryColour: '#112233',
  secondaryColour: '#abcdef',
  defaultTheme: 'dark',
  defaultLanguage: 'fr',
  locale: 'fr-CA',
  defaultDateFormat: 'YYYY-MM-DD',
  supportUrl: 'https://help.example.com/support?x=1',
  organisation_enabled: true,
  feedback_enabled: true,
  feedback_url: 'https://feedback.example.com',
  geocoder: true,
  retentionFramesDays: 0,
});

describe('readServedConfig', () => {
  it.each([
    ['the defaults', defaults],
    ['a deployment that sets every kind of field', deployment],
  ])('reads %s as the schema does, without zod', (_name, served) => {
    const json = JSON.parse(JSON.stringify(served));
    expect(readServedConfig(json)).toEqual(publicConfigSchema.parse(json));
  });

  it('keeps only the config fields, as the schema does', () => {
    const json = { ...defaults, somethingNew: 'x' };
    expect(readServedConfig(json)).toEqual(publicConfigSchema.parse(json));
  });

  it('fills the primary colour as RGB when the server leaves it empty', () => {
    expect(readServedConfig({ ...deployment, primaryColourRGB: '' })?.primaryColourRGB).toBe('17, 34, 51');
  });

  it.each([
    ['a missing field (the schema fills its default)', { ...defaults, siteTitle: undefined }],
    ['a flag given as text (the schema reads it)', { ...defaults, manual_add: 'true' }],
    ['millivolts given as text (the schema coerces them)', { ...defaults, battery_minMV: '2300' }],
    ['a colour that is not one', { ...defaults, primaryColour: 'blue' }],
    ['an empty title', { ...defaults, siteTitle: '' }],
    ['an API base that is neither a path nor a URL', { ...defaults, API_URL: 'api' }],
    ['a reserved sign-in parameter', { ...defaults, authParams: 'client_id=x' }],
    ['glyphs without {range}', { ...defaults, mapGlyphs: '/fonts/{fontstack}.pbf' }],
    ['a website that is not a URL', { ...defaults, websiteURL: 'fleet.example.com' }],
    ['a battery range upside down', { ...defaults, battery_minMV: 3000, battery_maxMV: 2300 }],
    ['a theme it does not know', { ...defaults, defaultTheme: 'blue' }],
    ['negative retention', { ...defaults, retentionHistoryDays: -1 }],
    ['not an object', ['siteTitle']],
  ])('leaves %s to the schema', (_name, json) => {
    expect(readServedConfig(json)).toBeNull();
  });

  // Stricter, never looser: whatever a field holds, a config the hand check reads is one the schema
  // reads the same way. Each run changes up to four fields of a valid config to hostile values.
  it('never reads a config the schema would refuse or read otherwise', () => {
    const keys = Object.keys(deployment) as Array<keyof typeof deployment>;
    const hostile = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '',
        ' ',
        'true',
        '#12345',
        '#1234567',
        'http://',
        'javascript:alert(1)',
        '/x',
        '\u0000',
      ),
      fc.integer({ min: -5000, max: 10_000 }),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 2 }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(defaults, deployment),
        fc.array(fc.tuple(fc.constantFrom(...keys), hostile), { minLength: 1, maxLength: 4 }),
        (base, changes) => {
          const json: Record<string, unknown> = JSON.parse(JSON.stringify(base));
          for (const [key, value] of changes) json[key] = value;
          const read = readServedConfig(json);
          if (read === null) return;
          const parsed = publicConfigSchema.safeParse(json);
          expect(parsed.success).toBe(true);
          expect(read).toEqual(parsed.data);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
