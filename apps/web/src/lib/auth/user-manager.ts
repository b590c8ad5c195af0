import type { PublicConfig } from '@pinpoint/shared';
import type { User, UserManager } from 'oidc-client-ts';
import { loadChunk } from '../chunk.ts';

/** Spec 9 identity constants. */
export const authLimits = {
  popupTimeoutSeconds: 60,
  requestTimeoutSeconds: 10,
  tokenRequestAttempts: 3,
} as const;

const baseScope = 'openid profile email';

/** What the sign-in asks the provider for, beyond the client, redirect and PKCE. */
export type SignInRequest = { scope: string; prompt?: string; extraQueryParams: Record<string, string> };

/**
 * The sign-in request for this deployment's provider. A refresh token keeps the session past the
 * access token's expiry: OpenID Connect asks for one with the `offline_access` scope, requested
 * where the discovery document lists it (or lists no scopes at all); Google's lists scopes without
 * it and refuses it. A provider strict about offline_access also wants `prompt=consent` (OpenID
 * Connect Core 1.0, section 11): that, and Google-style parameters, come from OIDC_AUTH_PARAMS.
 * Auth0 reads the API from `audience`; Entra from a scope in OIDC_SCOPES.
 */
export function signInRequest(config: PublicConfig, scopesSupported?: readonly string[]): SignInRequest {
  const offline = !scopesSupported || scopesSupported.includes('offline_access');
  const scopes = [baseScope, offline ? 'offline_access' : '', config.authScopes.trim()];
  const params = Object.fromEntries(new URLSearchParams(config.authParams));
  const { prompt, ...extra } = params;
  return {
    scope: scopes.filter(Boolean).join(' '),
    // As a default, not a fixed parameter: silent renewal in a frame still sends prompt=none.
    ...(prompt ? { prompt } : {}),
    extraQueryParams: { ...(config.authAudience ? { audience: config.authAudience } : {}), ...extra },
  };
}

/** config.authDomain is either a full issuer URL or a bare domain (Auth0 style). */
export function normalizeAuthority(domain: string): string {
  const trimmed = domain.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

export function isAuthConfigured(config: PublicConfig): boolean {
  return config.authDomain.trim() !== '' && config.authClientId.trim() !== '';
}

/** A loader of the app's one UserManager: oidc-client-ts is its own chunk, loaded on first use. */
export type UserManagerLoader = () => Promise<UserManager>;

/**
 * oidc-client-ts is needed to sign in, renew and sign out, not to read the session it stored:
 * the first screen of a signed-in user does not wait for it (readStoredUser). The first call
 * loads it (with the spec's chunk timeout), reads the provider's discovery document and makes
 * the UserManager; later calls share it, and a failed one is tried again on the next call.
 */
export function userManagerLoader(config: PublicConfig): UserManagerLoader {
  let loading: Promise<UserManager> | undefined;
  return () => {
    loading ??= loadChunk(() => import('./oidc-user-manager.ts'))
      .then((module) => module.openUserManager(config))
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };
}

/** What the app reads of a session: oidc-client-ts's User has these, and so has its stored form. */
export type SessionUser = Pick<User, 'access_token' | 'profile'> &
  Partial<Pick<User, 'id_token' | 'refresh_token' | 'expires_at' | 'state'>>;

/** Where oidc-client-ts's UserManager keeps the user (WebStorageStateStore, prefix `oidc.`). */
export function storedUserKey(config: PublicConfig): string {
  return `oidc.user:${normalizeAuthority(config.authDomain)}:${config.authClientId}`;
}

/** As oidc-client-ts's `User.expired`: no expiry time means it does not expire. */
export function isExpired(user: SessionUser, now: number = Date.now()): boolean {
  return typeof user.expires_at === 'number' && user.expires_at <= Math.floor(now / 1000);
}

/** The session oidc-client-ts stored, read synchronously without it; null if none or unreadable. */
export function readStoredUser(
  config: PublicConfig,
  storage: Storage = window.localStorage,
): SessionUser | null {
  try {
    const stored = storage.getItem(storedUserKey(config));
    if (!stored) return null;
    const user = JSON.parse(stored) as Partial<SessionUser> | null;
    if (typeof user?.access_token !== 'string' || typeof user.profile !== 'object' || !user.profile)
      return null;
    return user as SessionUser;
  } catch {
    return null;
  }
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
