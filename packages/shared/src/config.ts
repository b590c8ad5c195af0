import { z } from 'zod';
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
  reservedAuthParams,
  scopesPattern,
  themeModes,
} from './config-rules.ts';

export { hexToRgb } from './config-rules.ts';

/**
 * Deployment configuration served to the web app at /config.json (spec 3,
 * "Configuration fields"; defaults from spec 9). Keys keep the spec's names.
 * Each field lists the environment variable that sets it.
 */
const colour = z.string().regex(colourPattern, 'must be a colour like #004AAD');
const flag = z.preprocess(
  (v) => (typeof v === 'string' ? ['true', '1', 'yes', 'on'].includes(v.toLowerCase()) : v),
  z.boolean(),
);
const millivolts = z.coerce
  .number()
  .int('must be a whole number of millivolts')
  .min(minMillivolts)
  .max(maxMillivolts);
const urlOrEmpty = z.union([z.literal(''), z.url('must be a URL like https://example.com')]);
const pathOrUrl = z.string().refine(isPathOrUrl, 'must be a path like /api or a URL');

export const publicConfigSchema = z
  .object({
    API_URL: pathOrUrl.default('/api'),
    siteTitle: z.string().min(1).default('Pinpoint'),
    siteTitleDescription: z.string().default('Live GPS and IoT asset tracking'),
    websiteURL: urlOrEmpty.default(''),
    shareUrl: z.string().default('/share/'),
    dashboardShareUrl: z.string().default('/share/dashboard/'),
    mapAccessToken: z.string().default(''),
    mapStyle: z.string().default(''),
    /** The style for the dark theme; empty: the same as mapStyle (or the built-in dark style). */
    mapStyleDark: z.string().default(''),
    /**
     * Set by the server from MAP_PMTILES_PATH: where it serves the operator's PMTiles basemap
     * (/basemap/<file>.pmtiles), drawn in the built-in light and dark styles; empty: none.
     */
    mapPmtiles: z.string().default(''),
    /** Glyphs for the PMTiles styles' labels ({fontstack} and {range} in a URL or path); empty: no labels. */
    mapGlyphs: z
      .string()
      .refine(
        isGlyphsUrl,
        'must be a URL or path with {fontstack} and {range}, like /fonts/{fontstack}/{range}.pbf',
      )
      .default(''),
    authDomain: z.string().default(''),
    authClientId: z.string().default(''),
    authAudience: z.string().default(''),
    /** Scopes the sign-in asks for besides openid, profile, email and offline_access (Entra's API scope). */
    authScopes: z.string().regex(scopesPattern, 'must be scopes separated by spaces').default(''),
    /** Parameters added to the sign-in request, like `prompt=consent` (a provider strict about offline_access). */
    authParams: z
      .string()
      .refine(
        isAuthParams,
        `must be parameters like prompt=consent, without ${reservedAuthParams.join(', ')}`,
      )
      .default(''),
    battery_minMV: millivolts.default(2300),
    battery_maxMV: millivolts.default(3000),
    primaryColour: colour.default('#004AAD'),
    primaryColourRGB: z.string().default(''),
    secondaryColour: colour.default('#0d00ad'),
    defaultTheme: z.enum(themeModes).default('light'),
    defaultLanguage: z.enum(languages).default('en'),
    locale: z.string().min(2).default('en'),
    defaultDateFormat: z.enum(dateFormats).default('MM/DD/YYYY'),
    supportUrl: urlOrEmpty.default(''),
    organisation_enabled: flag.default(false),
    billing_enabled: flag.default(false),
    manual_add: flag.default(false),
    self_host: flag.default(false),
    feedback_enabled: flag.default(false),
    feedback_url: urlOrEmpty.default(''),
    show_geofences: flag.default(true),
    api_key_enabled: flag.default(false),
    register_card_enabled: flag.default(false),
    show_buy_link: flag.default(false),
    buy_link: urlOrEmpty.default(''),
    /** Set by the server, not by a variable of its own: true when GEOCODER_URL is configured. */
    geocoder: z.boolean().default(false),
    /** Set by the server, not by a variable of its own: true when MAP_MATCHING_URL is configured. */
    mapMatching: z.boolean().default(false),
    /** Set by the server from RETENTION_FRAMES_DAYS / RETENTION_HISTORY_DAYS: the most days kept (0: for ever). */
    retentionFramesDays: z.number().int().min(0).default(90),
    retentionHistoryDays: z.number().int().min(0).default(400),
  })
  .refine((c) => c.battery_minMV < c.battery_maxMV, {
    path: ['battery_minMV'],
    message: 'must be lower than battery_maxMV',
  })
  .transform((c) => ({ ...c, primaryColourRGB: c.primaryColourRGB || hexToRgb(c.primaryColour) }));

export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** The environment variable that sets each public configuration field (geocoder and mapMatching are derived). */
export const publicConfigEnv: Record<
  Exclude<
    keyof PublicConfig,
    'geocoder' | 'mapMatching' | 'mapPmtiles' | 'retentionFramesDays' | 'retentionHistoryDays'
  >,
  string
> = {
  API_URL: 'API_URL',
  siteTitle: 'SITE_TITLE',
  siteTitleDescription: 'SITE_TITLE_DESCRIPTION',
  websiteURL: 'WEBSITE_URL',
  shareUrl: 'SHARE_URL',
  dashboardShareUrl: 'DASHBOARD_SHARE_URL',
  mapAccessToken: 'MAP_ACCESS_TOKEN',
  mapStyle: 'MAP_STYLE',
  mapStyleDark: 'MAP_STYLE_DARK',
  mapGlyphs: 'MAP_GLYPHS_URL',
  authDomain: 'OIDC_ISSUER',
  authClientId: 'OIDC_CLIENT_ID',
  authAudience: 'OIDC_AUDIENCE',
  authScopes: 'OIDC_SCOPES',
  authParams: 'OIDC_AUTH_PARAMS',
  battery_minMV: 'BATTERY_MIN_MV',
  battery_maxMV: 'BATTERY_MAX_MV',
  primaryColour: 'PRIMARY_COLOUR',
  primaryColourRGB: 'PRIMARY_COLOUR_RGB',
  secondaryColour: 'SECONDARY_COLOUR',
  defaultTheme: 'DEFAULT_THEME',
  defaultLanguage: 'DEFAULT_LANGUAGE',
  locale: 'LOCALE',
  defaultDateFormat: 'DEFAULT_DATE_FORMAT',
  supportUrl: 'SUPPORT_URL',
  organisation_enabled: 'ORGANISATION_ENABLED',
  billing_enabled: 'BILLING_ENABLED',
  manual_add: 'MANUAL_ADD',
  self_host: 'SELF_HOST',
  feedback_enabled: 'FEEDBACK_ENABLED',
  feedback_url: 'FEEDBACK_URL',
  show_geofences: 'SHOW_GEOFENCES',
  api_key_enabled: 'API_KEY_ENABLED',
  register_card_enabled: 'REGISTER_CARD_ENABLED',
  show_buy_link: 'SHOW_BUY_LINK',
  buy_link: 'BUY_LINK',
};
