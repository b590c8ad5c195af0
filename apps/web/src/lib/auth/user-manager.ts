import type { PublicConfig } from '@pinpoint/shared';
import type { User, UserManager } from 'oidc-client-ts';
import { loadChunk } from '../chunk.ts';

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

/** A loader of the app's one UserManager: oidc-client-ts is its own chunk, loaded on first use. */
export type UserManagerLoader = () => Promise<UserManager>;

/**
 * oidc-client-ts is needed to sign in, renew and sign out, not to read the session it stored:
 * the first screen of a signed-in user does not wait for it (readStoredUser). The first call
 * loads it (with the spec's chunk timeout) and makes the UserManager; later calls share it.
 */
export function userManagerLoader(config: PublicConfig): UserManagerLoader {
  let loading: Promise<UserManager> | undefined;
  return () => {
    loading ??= loadChunk(() => import('./oidc-user-manager.ts')).then(
      (module) => module.createUserManager(config),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
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
