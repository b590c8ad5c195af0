import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, type FakeHandler, fakeServer } from '../../test/fake-server.ts';
import { fakeAuth } from '../../test/fakes.ts';
import { renderRoutes } from '../../test/render.tsx';
import { SharedViewPage } from './shared-view-page.tsx';

function renderShare(handler: FakeHandler) {
  const server = fakeServer({ 'GET /share/:token': handler });
  renderRoutes([{ path: '/share/:id', element: <SharedViewPage /> }], '/share/tok_123', {
    api: server.api,
    auth: fakeAuth({ status: 'signedOut', user: null }),
  });
  return server;
}

describe('the public share view', () => {
  it('shows the shared device’s name, position and latest readings, nothing about its organisation', async () => {
    const server = renderShare(() => ({
      name: 'Delivery van',
      type: 'location',
      batteryPct: 76.4,
      temperature: 4.5,
      location: { lat: 43.65321, lon: -79.38321, at: new Date().toISOString() },
      lastSeenAt: new Date().toISOString(),
      readings: { temperature: 4.5, humidity: 61, battery_pct: 76.4 },
    }));
    expect(await screen.findByRole('heading', { name: 'Delivery van', level: 1 })).toBeInTheDocument();
    expect(server.requests[0]?.path).toBe('/share/tok_123');
    expect(screen.getByText('43.65321, -79.38321')).toBeInTheDocument();
    expect(screen.getByText('76 %')).toBeInTheDocument();
    expect(screen.getByText('4.5 °C')).toBeInTheDocument();
    expect(screen.getByText('61 %')).toBeInTheDocument();
    expect(screen.getByText('Updated every 30 seconds.')).toBeInTheDocument();
  });

  it('tells a visitor that the link is gone in the server’s words, on a public page with no way into sign-in', async () => {
    renderShare(() => apiError(404, 'not_found', 'This shared link does not exist or was turned off'));
    expect(
      await screen.findByRole('heading', {
        name: 'This shared link does not exist or was turned off',
        level: 1,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ask the person who shared this link for a new one.')).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /devices/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers a retry, not "gone", when the server cannot be reached', async () => {
    let calls = 0;
    renderShare(() => {
      calls += 1;
      return apiError(503, 'unavailable', 'Service unavailable, try again shortly');
    });
    expect(
      await screen.findByRole('heading', { name: 'This shared view could not be loaded', level: 1 }),
    ).toBeInTheDocument();
    screen.getByRole('button', { name: 'Try again' }).click();
    await vi.waitFor(() => expect(calls).toBe(2));
  });
});
