import type { PublicConfig } from '@pinpoint/shared';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';

/** Spec 9 identity constants. */
export const authLimits = {
  popupTimeoutSeconds: 60,
  requestTimeoutSeconds: 10,
  tokenRequestAttempts: 3,
} as const;

export const authScope = 'openid profile email offline_access';

/** config.authDomain is either a full issuer URL or a bare domain (Auth0 style). */
export function normalizeAuthority(domain: string): string {
  const trimmed = domain.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

export function isAuthConfigured(config: PublicConfig): boolean {
  return config.authDomain.trim() !== '' && config.authClientId.trim() !== '';
}

/** OpenID Connect code flow with PKCE; the session lives in local storage (spec 7). */
export function createUserManager(
  config: PublicConfig,
  origin: string = window.location.origin,
  storage: Storage = window.localStorage,
): UserManager {
  const home = `${origin}/`;
  return new UserManager({
    authority: normalizeAuthority(config.authDomain),
    client_id: config.authClientId,
    redirect_uri: home,
    silent_redirect_uri: home,
    post_logout_redirect_uri: home,
    response_type: 'code',
    scope: authScope,
    // The ID token carries the profile; the access token is for the API's audience, which
    // providers' userinfo endpoints may refuse (the built-in one does).
    loadUserInfo: false,
    userStore: new WebStorageStateStore({ store: storage }),
    stateStore: new WebStorageStateStore({ store: storage }),
    automaticSilentRenew: true,
    requestTimeoutInSeconds: authLimits.requestTimeoutSeconds,
    silentRequestTimeoutInSeconds: authLimits.requestTimeoutSeconds,
    maxSilentRenewTimeoutRetries: authLimits.tokenRequestAttempts,
    popupWindowFeatures: { closePopupWindowAfterInSeconds: authLimits.popupTimeoutSeconds },
    extraQueryParams: config.authAudience ? { audience: config.authAudience } : {},
  });
}

/** Runs a token request up to `attempts` times, returning the first success. */
export async function withRetry<T>(
  task: () => Promise<T>,
  attempts: number = authLimits.tokenRequestAttempts,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await task();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
