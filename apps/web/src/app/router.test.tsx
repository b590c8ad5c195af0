import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../lib/chunk.ts';
import { apiError, fakeServer } from '../test/fake-server.ts';
import { fakeAuth } from '../test/fakes.ts';
import { renderRoutes, renderWithProviders } from '../test/render.tsx';
import { ErrorNotice } from './route-error.tsx';
import { appRoutes } from './router.tsx';

describe('routes and page shell', () => {
  it('shows the device list empty state inside the shell at /', async () => {
    renderRoutes(appRoutes, '/');
    expect(await screen.findByRole('heading', { name: 'No devices yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add device' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Devices' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['/device', 'No devices yet'],
    ['/action', 'No actions yet'],
    ['/action/7/logs', 'Action not found'],
    ['/geofence', 'No geofences yet'],
    ['/geofence/add', 'New geofence'],
    ['/contact', 'No contacts yet'],
    ['/dashboard', 'No dashboards yet'],
    ['/report', 'No reports yet'],
    ['/asset', 'No assets yet'],
    ['/organisation', 'Your organisations'],
    ['/organisation/org-1/members', 'No members yet'],
    ['/organisation/org-1/logs', 'No activity yet'],
    ['/organisation/someone-elses/members', 'Organisation not found'],
    ['/billing/limit-reached', 'Device limit reached'],
    ['/command', 'No commands yet'],
    ['/account', 'Units and maps'],
    ['/no/such/page', 'There is nothing at this address.'],
  ])('renders %s as a titled empty state', async (path, text) => {
    renderRoutes(appRoutes, path);
    expect(await screen.findByRole('heading', { name: text })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('renders share views with no top bar and no sidebar (an unknown link: the server’s words)', async () => {
    const server = fakeServer({
      'GET /share/:token': () =>
        apiError(404, 'not_found', 'This shared link does not exist or was turned off'),
    });
    renderRoutes(appRoutes, '/share/abc', {
      api: server.api,
      auth: fakeAuth({ status: 'signedOut', user: null }),
    });
    expect(
      await screen.findByRole('heading', { name: 'This shared link does not exist or was turned off' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('renders shared dashboards publicly, without the shell', async () => {
    const auth = fakeAuth({ status: 'signedOut', user: null });
    const server = fakeServer({
      'GET /share/dashboard/:token': () => apiError(404, 'not_found', 'Share link not found'),
    });
    renderRoutes(appRoutes, '/share/dashboard/abc', { auth, api: server.api });
    expect(await screen.findByRole('heading', { name: 'Share link not found' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('gives dashboard/ paths a full-width content area with no padding', async () => {
    const empty = {
      id: '00000000-0000-4000-8000-000000000009',
      organisationId: 'org-1',
      name: 'Empty',
      widgetCount: 0,
      shared: false,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      widgets: [],
      layouts: { lg: [], md: [], sm: [] },
      range: { kind: 'last', amount: 24, unit: 'hour' },
      version: 1,
    };
    const server = fakeServer({
      'GET /dashboard/:id': () => empty,
      'GET /dashboard/:id/data': () => ({
        range: { from: '', to: '' },
        generatedAt: '',
        devices: {},
        widgets: {},
      }),
    });
    renderRoutes(appRoutes, '/dashboard/9', { api: server.api });
    await screen.findByRole('heading', { name: 'No widgets yet' });
    expect(screen.getByRole('main')).toHaveStyle({ padding: '0px' });
  });

  it('sends a signed-out visitor to the login, remembering the path and query', async () => {
    const auth = fakeAuth({ status: 'signedOut', user: null });
    renderRoutes(appRoutes, '/report?range=week', { auth });
    await vi.waitFor(() => expect(auth.signIn).toHaveBeenCalledWith('/report?range=week'));
    expect(screen.queryByRole('heading', { name: 'No reports yet' })).toBeNull();
  });

  it('keeps /auth-error public', async () => {
    const auth = fakeAuth({ status: 'error', user: null });
    renderRoutes(appRoutes, '/auth-error', { auth });
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('hides the organisation selector unless organisations are enabled', async () => {
    renderRoutes(appRoutes, '/');
    await screen.findByRole('heading', { name: 'No devices yet' });
    expect(screen.queryByRole('combobox', { name: 'Organisation' })).toBeNull();
  });

  it('shows the organisation selector with the selected organisation when enabled', async () => {
    renderRoutes(appRoutes, '/', { config: { organisation_enabled: true } });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Acme')).toBeInTheDocument();
    expect(within(banner).getByRole('combobox', { name: 'Organisation' })).toBeInTheDocument();
  });
});

describe('chunk load failures', () => {
  it('offer a reload', async () => {
    const onReload = vi.fn();
    renderWithProviders(<ErrorNotice error={new ChunkLoadError('timeout')} onReload={onReload} />);
    expect(screen.getByText('Part of Pinpoint could not be loaded')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Reload' }).click();
    expect(onReload).toHaveBeenCalled();
  });
});
