import { createContext, useContext } from 'react';
import type { SessionUser } from './user-manager.ts';

/** Spec 4 "Login": loading, then signed in or out; a login error stops loading and is kept. */
export type AuthStatus = 'loading' | 'signedIn' | 'signedOut' | 'error';

export type AuthSession = {
  status: AuthStatus;
  /** The signed-in user's tokens and profile, from oidc-client-ts or, before it loads, from its storage. */
  user: SessionUser | null;
  error: string | null;
  /** Starts the provider login; `returnTo` (path plus query) is restored afterwards. */
  signIn: (returnTo?: string) => Promise<void>;
  /** Clears the tokens and the session, then goes to the provider's end-session endpoint. */
  signOut: () => Promise<void>;
  /** A silent renew (refresh token); the new access token, or null when it failed. */
  renew: () => Promise<string | null>;
  /** Spec 7: the provider's current access token, renewed when expired and saved; null on failure. */
  getAccessToken: () => Promise<string | null>;
};

export const AuthContext = createContext<AuthSession | null>(null);

export function useAuth(): AuthSession {
  const session = useContext(AuthContext);
  if (!session) throw new Error('useAuth must be used inside AuthProvider');
  return session;
}

export function errorMessage(error: unknown): string | null {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return null;
}
