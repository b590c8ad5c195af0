import { messages } from '@pinpoint/shared/messages.ts';
import type { User, UserManager } from 'oidc-client-ts';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clearTokens, writeTokens } from '../storage.ts';
import { AuthContext, type AuthSession, type AuthStatus, errorMessage } from './auth-context.ts';
import {
  currentPath,
  isAuthResponse,
  type LoginState,
  pathWithoutAuthParams,
  readAuthParams,
  returnPathFromState,
} from './return-path.ts';
import { withRetry } from './user-manager.ts';

export type AuthNavigate = (to: string, state?: { message: string }) => void;

type Props = {
  userManager: UserManager;
  /** Replaces the current address (the router's navigate, so screens follow). */
  onNavigate: AuthNavigate;
  children: ReactNode;
};

type State = { status: AuthStatus; user: User | null; error: string | null };

export function AuthProvider({ userManager, onNavigate, children }: Props) {
  const [state, setState] = useState<State>({ status: 'loading', user: null, error: null });
  const started = useRef(false);
  const signingOut = useRef(false);
  const renewing = useRef<Promise<string | null> | null>(null);

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
        await userManager.signinRedirect({ state: loginState });
      } catch (error) {
        fail(error);
      }
    },
    [userManager, fail],
  );

  const renew = useCallback((): Promise<string | null> => {
    renewing.current ??= withRetry(() => userManager.signinSilent())
      .then((user) => user?.access_token ?? null)
      .catch((error: unknown) => {
        console.error('Silent renew failed', error);
        return null;
      })
      .finally(() => {
        renewing.current = null;
      });
    return renewing.current;
  }, [userManager]);

  const getAccessToken = useCallback(async (): Promise<string | null> => {
    try {
      const user = await userManager.getUser();
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
  }, [userManager, renew]);

  const signOut = useCallback(async () => {
    signingOut.current = true;
    setState((current) => ({ ...current, status: 'loading' }));
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
  }, [userManager]);

  useEffect(() => {
    const handleLoaded = (user: User) => {
      writeTokens(user);
      setState({ status: 'signedIn', user, error: null });
    };
    const handleUnloaded = () => {
      clearTokens();
      if (!signingOut.current) setState({ status: 'signedOut', user: null, error: null });
    };
    const handleRenewError = (error: Error) => console.error('Silent renew failed', error);
    userManager.events.addUserLoaded(handleLoaded);
    userManager.events.addUserUnloaded(handleUnloaded);
    userManager.events.addSilentRenewError(handleRenewError);
    return () => {
      userManager.events.removeUserLoaded(handleLoaded);
      userManager.events.removeUserUnloaded(handleUnloaded);
      userManager.events.removeSilentRenewError(handleRenewError);
    };
  }, [userManager]);

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
        const user = await userManager.signinCallback(window.location.href);
        // Silent renew and popup callbacks hand the answer to the opener and stop here.
        if (!user) return;
        writeTokens(user);
        onNavigate(returnPathFromState(user.state) ?? pathWithoutAuthParams(window.location));
        setState({ status: 'signedIn', user, error: null });
        return;
      }
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
  }, [userManager, onNavigate, fail, renew]);

  const session = useMemo<AuthSession>(
    () => ({ ...state, signIn, signOut, renew, getAccessToken }),
    [state, signIn, signOut, renew, getAccessToken],
  );
  return <AuthContext value={session}>{children}</AuthContext>;
}
