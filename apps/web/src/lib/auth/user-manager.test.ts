import { describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../../test/fakes.ts';
import { authScope, createUserManager, normalizeAuthority, withRetry } from './user-manager.ts';

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
});
