import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('fills every default of the spec', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.builtInProvider).toBe(true);
    expect(config.demo).toBe(true);
    expect(config.public).toMatchObject({
      siteTitle: 'Pinpoint',
      primaryColour: '#004AAD',
      secondaryColour: '#0d00ad',
      defaultTheme: 'light',
      defaultLanguage: 'en',
      locale: 'en',
      defaultDateFormat: 'MM/DD/YYYY',
      battery_minMV: 2300,
      battery_maxMV: 3000,
      organisation_enabled: false,
      billing_enabled: false,
      manual_add: false,
      self_host: false,
      feedback_enabled: false,
      api_key_enabled: false,
      register_card_enabled: false,
      show_buy_link: false,
      show_geofences: true,
      geocoder: false,
      authDomain: 'http://localhost:8080/oidc',
      authClientId: 'pinpoint-web',
    });
  });

  it('tells the web app whether addresses can be searched (GEOCODER_URL set)', () => {
    expect(loadConfig({ GEOCODER_URL: 'https://nominatim.example.org' }).public.geocoder).toBe(true);
  });

  it('stops with a message naming the variable and the reason', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('Invalid configuration: PORT:');
    expect(() => loadConfig({ PRIMARY_COLOUR: 'blue' })).toThrow(
      'Invalid configuration: PRIMARY_COLOUR (primaryColour): must be a colour like #004AAD',
    );
    expect(() => loadConfig({ BATTERY_MIN_MV: '3100' })).toThrow(
      'BATTERY_MIN_MV (battery_minMV): must be lower than battery_maxMV',
    );
    expect(() => loadConfig({ OIDC_ISSUER: 'https://tenant.auth0.com/' })).toThrow(
      'OIDC_CLIENT_ID: is required when OIDC_ISSUER is set',
    );
  });

  it('reads a JSON file named by CONFIG_FILE, with the environment winning', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pinpoint-config-'));
    const file = path.join(dir, 'config.json');
    writeFileSync(file, JSON.stringify({ siteTitle: 'From file', PORT: 9000, feedback_enabled: true }));
    const config = loadConfig({ CONFIG_FILE: file, PORT: '9100' });
    expect(config.public.siteTitle).toBe('From file');
    expect(config.public.feedback_enabled).toBe(true);
    expect(config.PORT).toBe(9100);
    writeFileSync(file, '{ not json');
    expect(() => loadConfig({ CONFIG_FILE: file })).toThrow(`CONFIG_FILE ${file}:`);
  });

  it('points the app at an external provider and turns the built-in one off', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://tenant.auth0.com/',
      OIDC_CLIENT_ID: 'abc123',
      OIDC_AUDIENCE: 'https://api.example.com',
      DATABASE_URL: 'postgres://db/pinpoint',
    });
    expect(config.builtInProvider).toBe(false);
    expect(config.demo).toBe(false);
    expect(config.public).toMatchObject({
      authDomain: 'https://tenant.auth0.com/',
      authClientId: 'abc123',
      authAudience: 'https://api.example.com',
    });
  });

  // Issue 25 item 6: a plain audience name (Keycloak's audience mappers take any) and an absolute
  // URI (RFC 8707 resource indicators must be one) are both taken; the sign-in's extra scopes
  // and parameters reach the web app, never replacing the request's own parameters.
  it("takes either kind of audience, and the sign-in's extra scopes and parameters", () => {
    const external = { OIDC_ISSUER: 'https://idp.example/realms/r', OIDC_CLIENT_ID: 'web' };
    expect(loadConfig({ ...external, OIDC_AUDIENCE: 'pinpoint-api' }).oidc.audience).toBe('pinpoint-api');
    const config = loadConfig({
      ...external,
      OIDC_AUDIENCE: 'api://0b5c/',
      OIDC_SCOPES: 'api://0b5c/access',
      OIDC_AUTH_PARAMS: 'prompt=consent',
    });
    expect(config.public).toMatchObject({
      authAudience: 'api://0b5c/',
      authScopes: 'api://0b5c/access',
      authParams: 'prompt=consent',
    });
    expect(() =>
      loadConfig({ ...external, OIDC_AUTH_PARAMS: 'prompt=consent&redirect_uri=https://evil' }),
    ).toThrow(
      'OIDC_AUTH_PARAMS (authParams): must be parameters like prompt=consent, without scope, client_id',
    );
  });
});
