import { act, render, screen, waitFor } from '@testing-library/react';
import type { User, UserManager } from 'oidc-client-ts';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreenMs } from '../when-idle.ts';
import { useAuth } from './auth-context.ts';
import { AuthProvider } from './auth-provider.tsx';
import type { SessionUser } from './user-manager.ts';

function oidcUser(overrides: Partial<User> = {}): User {
  return {
    access_token: 'access-1',
    id_token: 'id-1',
    expired: false,
    profile: { sub: 'user-1', email: 'ada@example.com' },
    state: undefined,
    ...overrides,
  } as User;
}

function fakeUserManager(overrides: Record<string, unknown> = {}) {
  const noop = () => undefined;
  return {
    events: {
      addUserLoaded: noop,
      removeUserLoaded: noop,
      addUserUnloaded: noop,
      removeUserUnloaded: noop,
      addSilentRenewError: noop,
      removeSilentRenewError: noop,
    },
    signinCallback: vi.fn(),
    getUser: vi.fn(async () => null),
    clearStaleState: vi.fn(async () => undefined),
    signinRedirect: vi.fn(async () => undefined),
    signinSilent: vi.fn(async () => null),
    removeUser: vi.fn(async () => undefined),
    signoutRedirect: vi.fn(async () => undefined),
    ...overrides,
  };
}

function Status() {
  const auth = useAuth();
  const [token, setToken] = useState<string | null>(null);
  return (
    <div>
      <p>status: {auth.status}</p>
      <p>token: {token}</p>
      <button type="button" onClick={() => void auth.signOut()}>
        Logout
      </button>
      <button type="button" onClick={() => void auth.getAccessToken().then(setToken)}>
        Token
      </button>
    </div>
  );
}

function renderProvider(manager: ReturnType<typeof fakeUserManager>, stored: SessionUser | null = null) {
  const onNavigate = vi.fn();
  const loadUserManager = vi.fn(async () => manager as unknown as UserManager);
  render(
    <AuthProvider loadUserManager={loadUserManager} readStoredUser={() => stored} onNavigate={onNavigate}>
      <Status />
    </AuthProvider>,
  );
  return { onNavigate, loadUserManager };
}

describe('AuthProvider', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('completes the login and goes back to the remembered path, saving the tokens', async () => {
    window.history.replaceState(null, '', '/?code=abc&state=xyz');
    const manager = fakeUserManager({
      signinCallback: vi.fn(async () => oidcUser({ state: { returnTo: '/report?range=week' } })),
    });
    const { onNavigate } = renderProvider(manager);
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    await screen.findByText('status: signedIn');
    expect(onNavigate).toHaveBeenCalledWith('/report?range=week');
    expect(localStorage.getItem('access_token')).toBe('access-1');
    expect(localStorage.getItem('id_token')).toBe('id-1');
  });

  it('sends a provider error to /auth-error with its message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/?error=access_denied&error_description=Denied&state=xyz');
    const manager = fakeUserManager({
      signinCallback: vi.fn(async () => Promise.reject(new Error('Denied'))),
    });
    const { onNavigate } = renderProvider(manager);
    await screen.findByText('status: error');
    expect(onNavigate).toHaveBeenCalledWith('/auth-error', { message: 'Denied' });
  });

  it('says Login failed when the failure has no message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/?code=abc&state=xyz');
    const manager = fakeUserManager({ signinCallback: vi.fn(async () => Promise.reject({})) });
    const { onNavigate } = renderProvider(manager);
    await screen.findByText('status: error');
    expect(onNavigate).toHaveBeenCalledWith('/auth-error', { message: 'Login failed' });
  });

  it('restores a stored session on load and writes the tokens again', async () => {
    const manager = fakeUserManager({ getUser: vi.fn(async () => oidcUser({ access_token: 'access-2' })) });
    renderProvider(manager);
    await screen.findByText('status: signedIn');
    expect(localStorage.getItem('access_token')).toBe('access-2');
  });

  it('is signed out without a session', async () => {
    renderProvider(fakeUserManager());
    await screen.findByText('status: signedOut');
  });

  it('clears the tokens and the session on logout, then leaves for the provider', async () => {
    const manager = fakeUserManager({ getUser: vi.fn(async () => oidcUser()) });
    renderProvider(manager);
    await screen.findByText('status: signedIn');
    await act(async () => screen.getByRole('button', { name: 'Logout' }).click());
    await waitFor(() => expect(manager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-1' }));
    expect(manager.removeUser).toHaveBeenCalled();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('id_token')).toBeNull();
  });

  it('shows a stored session at once, loading the sign-in library only after the first screen', async () => {
    vi.useFakeTimers();
    try {
      const stored = {
        access_token: 'stored-1',
        id_token: 'id-s',
        expires_at: Date.now() / 1000 + 600,
        profile: {},
      };
      const manager = fakeUserManager({ getUser: vi.fn(async () => oidcUser({ access_token: 'stored-1' })) });
      const { loadUserManager } = renderProvider(manager, stored as SessionUser);
      expect(screen.getByText('status: signedIn')).toBeInTheDocument();
      expect(loadUserManager).not.toHaveBeenCalled();
      expect(localStorage.getItem('access_token')).toBe('stored-1');
      await act(async () => screen.getByRole('button', { name: 'Token' }).click());
      expect(screen.getByText('token: stored-1')).toBeInTheDocument();
      // Not while the first screen fetches its data and code (issue 31: the list's 200 KB).
      await act(() => vi.advanceTimersByTimeAsync(afterFirstScreenMs - 100));
      expect(loadUserManager).not.toHaveBeenCalled();
      // Then it loads, to renew the session before it expires.
      await act(() => vi.advanceTimersByTimeAsync(5100));
      expect(manager.getUser).toHaveBeenCalled();
      expect(loadUserManager).toHaveBeenCalledTimes(1);
      expect(screen.getByText('status: signedIn')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads the sign-in library at once when the stored session needs renewing within the minute', async () => {
    vi.useFakeTimers();
    try {
      const stored = { access_token: 'soon', expires_at: Date.now() / 1000 + 40, profile: {} };
      const manager = fakeUserManager({ getUser: vi.fn(async () => oidcUser({ access_token: 'soon' })) });
      const { loadUserManager } = renderProvider(manager, stored as SessionUser);
      expect(screen.getByText('status: signedIn')).toBeInTheDocument();
      // Only the idle wait, not the first screen's ten seconds: its renewal is due before then.
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(loadUserManager).toHaveBeenCalledTimes(1);
      expect(manager.getUser).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('renews an expired stored session through the sign-in library', async () => {
    const stored = {
      access_token: 'old',
      expires_at: Date.now() / 1000 - 10,
      profile: {},
      refresh_token: 'r',
    };
    const manager = fakeUserManager({
      getUser: vi.fn(async () => oidcUser({ access_token: 'old', expired: true, refresh_token: 'r' })),
      signinSilent: vi.fn(async () => oidcUser({ access_token: 'renewed' })),
    });
    const { loadUserManager } = renderProvider(manager, stored as SessionUser);
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    expect(loadUserManager).toHaveBeenCalled();
    await waitFor(() => expect(manager.signinSilent).toHaveBeenCalled());
    await act(async () => screen.getByRole('button', { name: 'Token' }).click());
    await screen.findByText('token: renewed');
  });
});
