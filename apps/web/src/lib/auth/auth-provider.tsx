import { messages } from '@pinpoint/shared/messages.ts';
import type { User, UserManager } from 'oidc-client-ts';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clearTokens, writeTokens } from '../storage.ts';
import { afterFirstScreen, afterFirstScreenMs } from '../when-idle.ts';
import { AuthContext, type AuthSession, type AuthStatus, errorMessage } from './auth-context.ts';
import {
  currentPath,
  isAuthResponse,
  type LoginState,
  pathWithoutAuthParams,
  readAuthParams,
  returnPathFromState,
} from './return-path.ts';
import { isExpired, type SessionUser, type UserManagerLoader, withRetry } from './user-manager.ts';

export type AuthNavigate = (to: string, state?: { message: string }) => void;

type Props = {
  /** Loads oidc-client-ts and gives the one UserManager (user-manager.ts `userManagerLoader`). */
  loadUserManager: UserManagerLoader;
  /** The session oidc-client-ts stored, read without it (`readStoredUser`); none by default. */
  readStoredUser?: () => SessionUser | null;
  /** Replaces the current address (the router's navigate, so screens follow). */
  onNavigate: AuthNavigate;
  children: ReactNode;
};

type State = { status: AuthStatus; user: SessionUser | null; error: string | null };

const noStoredUser = () => null;

/**
 * Spec 4 "Login". A signed-in user's stored session is read at once, without oidc-client-ts, so the
 * first screen and its API calls do not wait for it; it loads when the page is idle (to renew the
 * session on time) or as soon as a sign-in, a renewal or a sign-out needs it.
 */
export function AuthProvider({
  loadUserManager,
  readStoredUser = noStoredUser,
  onNavigate,
  children,
}: Props) {
  const [state, setState] = useState<State>({ status: 'loading', user: null, error: null });
  const attached = useRef<UserManager | null>(null);
  const started = useRef(false);
  const signingOut = useRef(false);
  const renewing = useRef<Promise<string | null> | null>(null);

  // The UserManager's events keep the state current (renewals, a session removed); they are
  // attached when it first loads and detached when the provider goes.
  const events = useRef<{
    loaded: (user: User) => void;
    unloaded: () => void;
    renewError: (error: Error) => void;
  }>(null);
  events.current ??= {
    loaded: (user) => {
      writeTokens(user);
      setState({ status: 'signedIn', user, error: null });
    },
    unloaded: () => {
      clearTokens();
      if (!signingOut.current) setState({ status: 'signedOut', user: null, error: null });
    },
    renewError: (error) => console.error('Silent renew failed', error),
  };

  const manager = useCallback(async (): Promise<UserManager> => {
    const userManager = await loadUserManager();
    const handlers = events.current;
    if (attached.current !== userManager && handlers) {
      attached.current = userManager;
      userManager.events.addUserLoaded(handlers.loaded);
      userManager.events.addUserUnloaded(handlers.unloaded);
      userManager.events.addSilentRenewError(handlers.renewError);
    }
    return userManager;
  }, [loadUserManager]);

  useEffect(
    () => () => {
      const userManager = attached.current;
      const handlers = events.current;
      attached.current = null;
      if (!userManager || !handlers) return;
      userManager.events.removeUserLoaded(handlers.loaded);
      userManager.events.removeUserUnloaded(handlers.unloaded);
      userManager.events.removeSilentRenewError(handlers.renewError);
    },
    [],
  );

  const fail = useCallback(
    (error: unknown) => {
      console.error(messages.loginFailed, error);
      const message = errorMessage(error) ?? messages.loginFailed;
      setState({ status: 'error', user: null, error: message });
      onNavigate('/auth-error', { message });
    },
    [onNavigate],
  );

  const signIn = useCallback(
    async (returnTo: string = currentPath()) => {
      const loginState: LoginState = { returnTo };
      try {
        await (await manager()).signinRedirect({ state: loginState });
      } catch (error) {
        fail(error);
      }
    },
    [manager, fail],
  );

  const renew = useCallback((): Promise<string | null> => {
    renewing.current ??= manager()
      .then((manager) => withRetry(() => manager.signinSilent()))
      .then((user) => user?.access_token ?? null)
      .catch((error: unknown) => {
        console.error('Silent renew failed', error);
        return null;
      })
      .finally(() => {
        renewing.current = null;
      });
    return renewing.current;
  }, [manager]);

  const getAccessToken = useCallback(async (): Promise<string | null> => {
    try {
      // The stored session, kept current by oidc-client-ts, answers without loading it.
      const stored = readStoredUser();
      if (stored && !isExpired(stored)) {
        writeTokens(stored);
        return stored.access_token;
      }
      const user = await (await manager()).getUser();
      if (user && !user.expired) {
        writeTokens(user);
        return user.access_token;
      }
      const token = await renew();
      if (!token) throw new Error('The session could not be renewed');
      return token;
    } catch (error) {
      console.error(messages.getAccessTokenFailed, error);
      return null;
    }
  }, [manager, readStoredUser, renew]);

  const signOut = useCallback(async () => {
    signingOut.current = true;
    setState((current) => ({ ...current, status: 'loading' }));
    const userManager = await manager();
    const user = await userManager.getUser().catch(() => null);
    clearTokens();
    await userManager.removeUser();
    try {
      await userManager.signoutRedirect({ id_token_hint: user?.id_token });
    } catch (error) {
      // A provider without an end-session endpoint: the local session is gone, start again.
      console.error('Logout redirect failed', error);
      window.location.assign('/');
    }
  }, [manager]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = readAuthParams(window.location.search);
    const start = async () => {
      if (isAuthResponse(params)) {
        if (params.error && !params.state) {
          fail(params.errorDescription || params.error);
          return;
        }
        const userManager = await manager();
        const user = await userManager.signinCallback(window.location.href);
        // Silent renew and popup callbacks hand the answer to the opener and stop here.
        if (!user) return;
        writeTokens(user);
        onNavigate(returnPathFromState(user.state) ?? pathWithoutAuthParams(window.location));
        setState({ status: 'signedIn', user, error: null });
        return;
      }
      const stored = readStoredUser();
      if (stored && !isExpired(stored)) {
        writeTokens(stored);
        setState({ status: 'signedIn', user: stored, error: null });
        // oidc-client-ts renews the session before it expires: load it after the first screen,
        // when idle (its 17 KB fetched while the list waits for its data would delay the list),
        // and soon enough to renew a token that expires within the minute or so.
        const untilRenewal =
          typeof stored.expires_at === 'number' ? stored.expires_at * 1000 - Date.now() - 70_000 : Infinity;
        afterFirstScreen(
          () => {
            manager()
              .then(async (userManager) => {
                await userManager.clearStaleState().catch(() => undefined);
                // Starts its renewal timers for the stored user.
                await userManager.getUser();
              })
              .catch((error: unknown) => console.error('Loading the sign-in library failed', error));
          },
          Math.max(0, Math.min(afterFirstScreenMs, untilRenewal)),
        );
        return;
      }
      const userManager = await manager();
      await userManager.clearStaleState().catch(() => undefined);
      const user = await userManager.getUser();
      if (user && !user.expired) {
        writeTokens(user);
        setState({ status: 'signedIn', user, error: null });
        return;
      }
      if (user?.refresh_token && (await renew())) return;
      setState({ status: 'signedOut', user: null, error: null });
    };
    start().catch(fail);
  }, [manager, readStoredUser, onNavigate, fail, renew]);

  const session = useMemo<AuthSession>(
    () => ({ ...state, signIn, signOut, renew, getAccessToken }),
    [state, signIn, signOut, renew, getAccessToken],
  );
  return <AuthContext value={session}>{children}</AuthContext>;
}
