import type { Device } from '@pinpoint/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeRows, fakeServer } from '../../test/fake-server.ts';
import { testTracker as device } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DeviceListPage } from './device-list-page.tsx';
import { deviceListRoutes } from './test-device-pages.ts';

// Issue 30 item 4: the device list's battery forecast column, from one request for the organisation.
const orgId = 'org-1';
const forecast = (daysLeft: number, confidence = 'high') => ({
  unit: 'mv',
  daysLeft,
  confidence,
  slopePerDay: -10,
  since: '2026-01-01T00:00:00Z',
  days: 40,
});

function renderPage(devices: Device[], forecasts: Record<string, { daysLeft: number }>) {
  const rows = fakeRows(devices);
  const server = fakeServer({
    // The table sorts by days left on the server (issue 31 item 2).
    ...deviceListRoutes(rows.rows, (id) => forecasts[id]?.daysLeft ?? null),
    'GET /organisation/:id/battery-forecasts': () => ({ forecasts }),
  });
  renderWithProviders(<DeviceListPage />, '/', { api: server.api, organisationId: orgId });
  return server;
}

const table = () => screen.getByRole('table', { name: 'Devices' });
const names = () =>
  within(table())
    .getAllByRole('link')
    .map((link) => link.textContent);
const rowOf = (name: string) => within(table()).getByRole('link', { name }).closest('tr') as HTMLElement;

describe("the device list's battery forecast", () => {
  it('shows days left and the date, sorts by days left with unknown last, in one request', async () => {
    const [a, b, c, d] = [device(1), device(2), device(3), device(4)];
    const server = renderPage([a, b, c, d] as Device[], {
      [a?.id as string]: forecast(120),
      [b?.id as string]: forecast(1, 'low'),
      [c?.id as string]: forecast(12, 'medium'),
    });
    expect(
      await within(await screen.findByRole('table')).findByText(/^12 days · \d\d\/\d\d\/\d{4}$/),
    ).toBeInTheDocument();
    expect(rowOf('Tracker 2')).toHaveTextContent(/1 day · /);
    // Within 30 days: drawn as a warning, the confidence in its title.
    expect(within(rowOf('Tracker 3')).getByTitle('medium confidence')).toBeInTheDocument();
    expect(
      within(rowOf('Tracker 4')).getByTitle('Too little battery history to say, or not draining'),
    ).toBeInTheDocument();

    await userEvent.click(within(table()).getByRole('button', { name: 'Battery forecast' }));
    await waitFor(() => expect(names()).toEqual(['Tracker 2', 'Tracker 3', 'Tracker 1', 'Tracker 4']));
    await userEvent.click(within(table()).getByRole('button', { name: 'Battery forecast' }));
    await waitFor(() => expect(names()).toEqual(['Tracker 1', 'Tracker 3', 'Tracker 2', 'Tracker 4']));

    const asked = server.requests.filter((r) => r.path.includes('battery-forecast'));
    expect(asked.map((r) => r.path)).toEqual([`/organisation/${orgId}/battery-forecasts`]);
  });
});
