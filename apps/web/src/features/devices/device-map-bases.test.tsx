import type { Base, Device } from '@pinpoint/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { testTracker as device, testBase } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DeviceListPage } from './device-list-page.tsx';
import { deviceListRoutes } from './test-device-pages.ts';

// jsdom cannot draw a MapLibre map: the map is a plain region and its markers plain elements, so
// what the page puts on the map can be read.
vi.mock('../../components/map/map-view.tsx', () => ({
  MapView: ({ label, children }: { label: string; children?: ReactNode }) => (
    <section aria-label={label}>{children}</section>
  ),
}));
vi.mock('react-map-gl/maplibre', () => ({
  Marker: ({ children }: { children?: ReactNode }) => <div>{children}</div>,
  Popup: ({ children }: { children?: ReactNode }) => <div>{children}</div>,
  useMap: () => ({ current: undefined }),
}));

const orgId = 'org-1';

const base = (n: number, name: string, overrides: Partial<Base> = {}) =>
  testBase(200 + n, name, { latitude: 43.64, longitude: -79.39, ...overrides });

const bases = [
  base(1, 'North depot'),
  base(2, 'Old yard', { status: 'closed' }),
  base(3, 'Pending site', { latitude: null, longitude: null }),
];

function renderPage(devices: Device[]) {
  const server = fakeServer({
    ...deviceListRoutes(() => devices),
    'GET /base/organisation/:id': () => bases,
  });
  return renderWithProviders(<DeviceListPage />, '/', { api: server.api, organisationId: orgId });
}

const map = () => screen.getByRole('region', { name: 'Map of devices' });

describe('bases on the device map', () => {
  it('shows the open bases with a location as labelled places, and the toggle hides them, remembered', async () => {
    const { unmount } = renderPage([device(1)]);
    // The map is a lazily loaded chunk.
    const place = await screen.findByRole('button', { name: 'Base North depot' }, { timeout: 5000 });
    expect(place).toHaveTextContent('North depot');
    expect(within(map()).queryByRole('button', { name: 'Base Old yard' })).toBeNull();
    expect(within(map()).queryByRole('button', { name: 'Base Pending site' })).toBeNull();

    const toggle = screen.getByRole('switch', { name: 'Show bases' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    await waitFor(() => expect(within(map()).queryByRole('button', { name: 'Base North depot' })).toBeNull());
    expect(localStorage.getItem('showBases')).toBe('false');

    unmount();
    renderPage([device(1)]);
    expect(await screen.findByRole('switch', { name: 'Show bases' })).not.toBeChecked();
    await screen.findByRole('region', { name: 'Map of devices' }, { timeout: 5000 });
    expect(within(map()).queryByRole('button', { name: 'Base North depot' })).toBeNull();

    await userEvent.click(screen.getByRole('switch', { name: 'Show bases' }));
    expect(await within(map()).findByRole('button', { name: 'Base North depot' })).toBeInTheDocument();
    expect(localStorage.getItem('showBases')).toBe('true');
  });

  it('shows the map for the bases while the organisation has no devices', async () => {
    renderPage([]);
    expect(await screen.findByRole('heading', { name: 'No devices yet' })).toBeInTheDocument();
    expect(
      await within(await screen.findByRole('region', { name: 'Map of devices' })).findByRole('button', {
        name: 'Base North depot',
      }),
    ).toBeInTheDocument();
  });
});
