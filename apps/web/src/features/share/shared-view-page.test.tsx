import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('is the not-found page for an unknown or revoked link', async () => {
    renderShare(() => apiError(404, 'not_found', 'This shared link does not exist or was turned off'));
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
  });
});
