/**
 * The rules of /config.json's fields without zod: `publicConfigSchema` (config.ts) refines with
 * them, and the web app's start-up check reads the served config with them, so the first screen
 * loads no zod (issue 31 item 4).
 */

export const themeModes = ['light', 'dark'] as const;
export const languages = ['en', 'fr'] as const;
export const dateFormats = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;

export const colourPattern = /^#[0-9a-fA-F]{6}$/;
export const scopesPattern = /^[\x21\x23-\x5b\x5d-\x7e ]*$/;
export const minMillivolts = 1000;
export const maxMillivolts = 5000;

export const isPathOrUrl = (v: string) => v.startsWith('/') || /^https?:\/\//.test(v);

export const isGlyphsUrl = (v: string) =>
  v === '' || (/^(\/|https?:\/\/)/.test(v) && v.includes('{fontstack}') && v.includes('{range}'));

/** The sign-in request's own parameters, which OIDC_AUTH_PARAMS may not change. */
export const reservedAuthParams = [
  'scope',
  'client_id',
  'redirect_uri',
  'response_type',
  'response_mode',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
];

export const isAuthParams = (v: string) =>
  ![...new URLSearchParams(v).keys()].some((key) => reservedAuthParams.includes(key));

export function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}`;
}
