import { User } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../../test/fakes.ts';
import { createUserManager } from './oidc-user-manager.ts';
import { isExpired, normalizeAuthority, readStoredUser, signInRequest, withRetry } from './user-manager.ts';

describe('user manager', () => {
  it('accepts an issuer URL or a bare domain', () => {
    expect(normalizeAuthority('http://localhost:8080/oidc')).toBe('http://localhost:8080/oidc');
    expect(normalizeAuthority('tenant.eu.auth0.com')).toBe('https://tenant.eu.auth0.com');
  });

  it('uses the code flow with the spec settings', () => {
    const config = defaultConfig({
      authDomain: 'tenant.auth0.com',
      authClientId: 'client',
      authAudience: 'https://api',
    });
    const { settings } = createUserManager(config, 'https://app.example');
    expect(settings).toMatchObject({
      authority: 'https://tenant.auth0.com',
      client_id: 'client',
      redirect_uri: 'https://app.example/',
      post_logout_redirect_uri: 'https://app.example/',
      response_type: 'code',
      scope: 'openid profile email offline_access',
      automaticSilentRenew: true,
      requestTimeoutInSeconds: 10,
      extraQueryParams: { audience: 'https://api' },
    });
    expect(settings.popupWindowFeatures.closePopupWindowAfterInSeconds).toBe(60);
  });

  // Issue 25 item 6. The scopes_supported of each provider's discovery document
  // (/.well-known/openid-configuration): Google's (https://accounts.google.com/...) lists
  // openid, email and profile and no offline_access (Google's "OpenID Connect" reference:
  // refresh tokens come from access_type=offline instead); Microsoft Entra's v2.0 document
  // (https://login.microsoftonline.com/{tenant}/v2.0/...) lists openid, profile, email and
  // offline_access, as Keycloak's realm document and Auth0's tenant document do.
  it('asks for offline_access where the discovery document lists it, with what the deployment adds', () => {
    const entra = ['openid', 'profile', 'email', 'offline_access'];
    const google = ['openid', 'email', 'profile'];
    const bare = defaultConfig({ authDomain: 'https://idp.example', authClientId: 'c' });
    expect(signInRequest(bare, entra)).toEqual({
      scope: 'openid profile email offline_access',
      extraQueryParams: {},
    });
    expect(signInRequest(bare, google).scope).toBe('openid profile email');
    // A document without scopes_supported (it is only RECOMMENDED): offline_access, as OpenID
    // Connect defines it and a provider ignores a scope it does not know.
    expect(signInRequest(bare).scope).toBe('openid profile email offline_access');

    const strict = defaultConfig({
      authParams: 'prompt=consent',
      authAudience: 'https://pinpoint.example/api',
    });
    expect(signInRequest(strict, entra)).toEqual({
      scope: 'openid profile email offline_access',
      prompt: 'consent',
      extraQueryParams: { audience: 'https://pinpoint.example/api' },
    });
    const withApiScope = defaultConfig({
      authScopes: 'api://1f0c/access',
      authParams: 'domain_hint=example.com',
    });
    expect(signInRequest(withApiScope, entra)).toEqual({
      scope: 'openid profile email offline_access api://1f0c/access',
      extraQueryParams: { domain_hint: 'example.com' },
    });
  });

  it('hands the discovery document to oidc-client-ts, which then asks for what it supports', () => {
    const config = defaultConfig({ authDomain: 'https://accounts.google.com', authClientId: 'c' });
    const metadata = {
      issuer: 'https://accounts.google.com',
      authorization_endpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
      scopes_supported: ['openid', 'email', 'profile'],
    };
    const { settings } = createUserManager(config, 'https://app.example', window.sessionStorage, metadata);
    expect(settings.scope).toBe('openid profile email');
    expect(settings.metadata).toEqual(metadata);
  });

  it('retries a token request up to 3 times', async () => {
    const task = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('1'))
      .mockRejectedValueOnce(new Error('2'));
    task.mockResolvedValueOnce('token');
    await expect(withRetry(task)).resolves.toBe('token');
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    await expect(withRetry(failing)).rejects.toThrow('down');
    expect(failing).toHaveBeenCalledTimes(3);
  });

  it('reads the session oidc-client-ts stored, without it', async () => {
    const config = defaultConfig({ authDomain: 'http://localhost:8080/oidc', authClientId: 'client' });
    const storage = window.sessionStorage;
    storage.clear();
    expect(readStoredUser(config, storage)).toBeNull();
    const manager = createUserManager(config, 'https://app.example', storage);
    const expiresAt = Math.floor(Date.now() / 1000) + 300;
    await manager.storeUser(
      new User({
        access_token: 'access-9',
        id_token: 'id-9',
        token_type: 'Bearer',
        profile: { sub: 'u', email: 'ada@example.com', iss: 'x', aud: 'client', exp: expiresAt, iat: 0 },
        expires_at: expiresAt,
      }),
    );
    const stored = readStoredUser(config, storage);
    expect(stored).toMatchObject({
      access_token: 'access-9',
      id_token: 'id-9',
      profile: { email: 'ada@example.com' },
    });
    expect(stored && isExpired(stored)).toBe(false);
    expect(stored && isExpired(stored, (expiresAt + 1) * 1000)).toBe(true);
    storage.setItem(Object.keys({ ...storage }).find((key) => key.startsWith('oidc.user:')) ?? '', '{broken');
    expect(readStoredUser(config, storage)).toBeNull();
    storage.clear();
  });
});
