import { User } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../../test/fakes.ts';
import { createUserManager } from './oidc-user-manager.ts';
import { authScope, isExpired, normalizeAuthority, readStoredUser, withRetry } from './user-manager.ts';

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
      scope: authScope,
      automaticSilentRenew: true,
      requestTimeoutInSeconds: 10,
      extraQueryParams: { audience: 'https://api' },
    });
    expect(settings.popupWindowFeatures.closePopupWindowAfterInSeconds).toBe(60);
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
