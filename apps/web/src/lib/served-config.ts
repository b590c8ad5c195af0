import type { PublicConfig } from '@pinpoint/shared';
import {
  colourPattern,
  dateFormats,
  hexToRgb,
  isAuthParams,
  isGlyphsUrl,
  isPathOrUrl,
  languages,
  maxMillivolts,
  minMillivolts,
  scopesPattern,
  themeModes,
} from '@pinpoint/shared/config-rules.ts';

// The server serves /config.json as publicConfigSchema's output: every field there, each already
// valid. That config is read here without zod (issue 31 item 4: zod stays off the first screen).
// Anything else (a field missing, a flag as a string, a value the schema would refuse) returns
// null and goes through the schema, which fills defaults and words the errors as before. So each
// check may be stricter than the schema, never looser.

type Check = (v: unknown) => boolean;

const anyText: Check = (v) => typeof v === 'string';
const textWith =
  (rule: (v: string) => boolean): Check =>
  (v) =>
    typeof v === 'string' && rule(v);
const oneOf =
  (values: readonly string[]): Check =>
  (v) =>
    typeof v === 'string' && values.includes(v);
const flag: Check = (v) => typeof v === 'boolean';
const colour = textWith((v) => colourPattern.test(v));
// What z.url() accepts and more rarely refuses; anything but an http(s) URL goes to the schema.
const urlOrEmpty = textWith((v) => v === '' || (/^https?:\/\//.test(v) && URL.canParse(v)));
const millivolts: Check = (v) =>
  typeof v === 'number' && Number.isInteger(v) && v >= minMillivolts && v <= maxMillivolts;
const days: Check = (v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** One check a field: typed over every field of PublicConfig, so a new field cannot be forgotten. */
const checks: Record<keyof PublicConfig, Check> = {
  API_URL: textWith(isPathOrUrl),
  siteTitle: textWith((v) => v.length > 0),
  siteTitleDescription: anyText,
  websiteURL: urlOrEmpty,
  shareUrl: anyText,
  dashboardShareUrl: anyText,
  mapAccessToken: anyText,
  mapStyle: anyText,
  mapStyleDark: anyText,
  mapPmtiles: anyText,
  mapGlyphs: textWith(isGlyphsUrl),
  authDomain: anyText,
  authClientId: anyText,
  authAudience: anyText,
  authScopes: textWith((v) => scopesPattern.test(v)),
  authParams: textWith(isAuthParams),
  battery_minMV: millivolts,
  battery_maxMV: millivolts,
  primaryColour: colour,
  primaryColourRGB: anyText,
  secondaryColour: colour,
  defaultTheme: oneOf(themeModes),
  defaultLanguage: oneOf(languages),
  locale: textWith((v) => v.length >= 2),
  defaultDateFormat: oneOf(dateFormats),
  supportUrl: urlOrEmpty,
  organisation_enabled: flag,
  billing_enabled: flag,
  manual_add: flag,
  self_host: flag,
  feedback_enabled: flag,
  feedback_url: urlOrEmpty,
  show_geofences: flag,
  api_key_enabled: flag,
  register_card_enabled: flag,
  show_buy_link: flag,
  buy_link: urlOrEmpty,
  geocoder: flag,
  mapMatching: flag,
  retentionFramesDays: days,
  retentionHistoryDays: days,
};

/**
 * The config as the schema would give it, when the JSON is a complete and valid config (what the
 * server sends); null when only the schema can tell (defaults to fill, or an error to word).
 */
export function readServedConfig(json: unknown): PublicConfig | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const source = json as Record<string, unknown>;
  const config: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(checks)) {
    if (!check(source[key])) return null;
    config[key] = source[key];
  }
  const read = config as PublicConfig;
  if (read.battery_minMV >= read.battery_maxMV) return null;
  return { ...read, primaryColourRGB: read.primaryColourRGB || hexToRgb(read.primaryColour) };
}
