import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeRows, fakeServer } from '../../test/fake-server.ts';
import { testTracker } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DeviceListPage } from './device-list-page.tsx';
import { deviceListRoutes } from './test-device-pages.ts';

// Issue 30 item 5: the coverage layer is turned on from the device list's map, by keyboard too,
// and only then asks for the organisation's uplinks. (jsdom draws no map: the layer itself is
// MapLibre's; this checks the toggle, the request and the legend.)

const orgId = 'org-1';

describe('the coverage toggle', () => {
  it('asks for the coverage only when turned on, and says what the colours mean', async () => {
    const server = fakeServer({
      ...deviceListRoutes(fakeRows([testTracker(1)]).rows),
      'GET /organisation/:id/coverage': () => ({
        points: [
          { lat: 43.64, lon: -79.38, rssi: -98, snr: 8, at: '2026-11-27T10:00:00.000Z' },
          { lat: 43.65, lon: -79.37, rssi: -118, snr: -9, at: '2026-11-27T10:05:00.000Z' },
        ],
        truncated: false,
      }),
    });
    renderWithProviders(<DeviceListPage />, '/', { api: server.api, organisationId: orgId });
    const toggle = await screen.findByRole('switch', { name: 'Coverage' });
    expect(server.requests.some((r) => r.path.endsWith('/coverage'))).toBe(false);
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();
    const legend = await screen.findByRole('list', { name: 'Signal of your trackers’ uplinks, last 7 days' });
    expect(legend).toHaveTextContent('Strong signalFair signalWeak signal');
    expect(await screen.findByText('2 uplinks')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.path === `/organisation/${orgId}/coverage`)).toHaveLength(1);
  });
});
