import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuth } from '../../test/fakes.ts';
import { renderRoutes } from '../../test/render.tsx';
import { AuthErrorPage } from './auth-error-page.tsx';

describe('auth error page', () => {
  it("says 'Login failed' when there is no message", () => {
    renderRoutes([{ path: '/auth-error', element: <AuthErrorPage /> }], '/auth-error');
    expect(screen.getByRole('heading', { name: 'We could not sign you in' })).toBeInTheDocument();
    expect(screen.getByText('Login failed')).toBeInTheDocument();
  });

  it('shows what went wrong and starts the login again', async () => {
    const auth = fakeAuth({ status: 'error', user: null });
    const routes = [
      { path: '/', element: null },
      { path: '/auth-error', element: <AuthErrorPage /> },
    ];
    const { router } = renderRoutes(routes, '/', { auth });
    await router.navigate('/auth-error', { state: { message: 'access_denied: user cancelled' } });
    expect(await screen.findByText('access_denied: user cancelled')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(auth.signIn).toHaveBeenCalledWith('/');
  });
});
