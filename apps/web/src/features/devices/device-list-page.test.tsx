import type { Device } from '@pinpoint/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createUiStore } from '../../lib/ui-store.ts';
import { apiError, type FakeHandler, fakeRows, fakeServer } from '../../test/fake-server.ts';
import { testTracker as device } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { withSnackbar } from '../../test/snackbar-probe.tsx';
import { DeviceListPage } from './device-list-page.tsx';
import { deviceListRoutes } from './test-device-pages.ts';

const orgId = 'org-1';

function renderPage(initial: Device[], routes: Record<string, FakeHandler> = {}, phone = false) {
  const devices = fakeRows(initial);
  const server = fakeServer({
    ...deviceListRoutes(devices.rows),
    'POST /device/bulk-delete': devices.removeMany,
    'DELETE /device/:id': devices.remove,
    ...routes,
  });
  const store = createUiStore({ defaultTheme: 'light' });
  store.getState().setSelectedOrganisationId(orgId);
  store.getState().setIsMobile(phone);
  renderWithProviders(withSnackbar(<DeviceListPage />), '/', { api: server.api, store });
  return server;
}

describe('the device list screen', () => {
  it('shows the organisation’s devices beside their map (here: the note that it cannot be drawn)', async () => {
    const server = renderPage([device(1), device(2)]);
    expect(await screen.findByRole('link', { name: 'Tracker 1' })).toBeInTheDocument();
    // One page for the table, then the packed positions for the map; not the whole list (issue 31).
    const asked = server.requests.map((r) => `${r.method} ${r.path}`);
    const page = asked.indexOf(`GET /organisation/${orgId}/devices/page`);
    await waitFor(() =>
      expect(server.requests.map((r) => r.path)).toContain(`/organisation/${orgId}/devices/positions`),
    );
    expect(page).toBeGreaterThanOrEqual(0);
    expect(
      server.requests.findIndex((r) => r.path === `/organisation/${orgId}/devices/positions`),
    ).toBeGreaterThan(page);
    expect(asked).not.toContain(`GET /organisation/${orgId}/devices`);
    // The map starts once the page is idle after the list (issue 31): its dots drawn plainly until then.
    expect(screen.getByRole('img', { name: 'Loading the map' })).toBeInTheDocument();
    expect(await screen.findByText(/The map cannot be shown/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Marker colours' })).toHaveTextContent('FreshLateStaleAlerting');
    expect(screen.getByRole('button', { name: 'Add device' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeInTheDocument();
  });

  it('on a phone, draws the devices’ dots and starts the map only when asked (issue 31)', async () => {
    const server = renderPage([device(1), device(2)], {}, true);
    expect(await screen.findByRole('link', { name: 'Tracker 1' })).toBeInTheDocument();
    await waitFor(() =>
      expect(server.requests.map((r) => r.path)).toContain(`/organisation/${orgId}/devices/positions`),
    );
    const open = await screen.findByRole('button', { name: 'Open the map' });
    // The dots have a text alternative: a screen reader hears what the preview shows, not a bare button.
    expect(await screen.findByRole('img', { name: 'Map preview: 2 devices placed' })).toBeInTheDocument();
    // Longer than the idle start takes here (the test above): on a phone nothing starts it.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(screen.queryByText(/The map cannot be shown/)).not.toBeInTheDocument();
    await userEvent.click(open);
    expect(await screen.findByText(/The map cannot be shown/, {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('has an empty state that starts the add flows', async () => {
    renderPage([]);
    expect(await screen.findByRole('heading', { name: 'No devices yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add device' }));
    expect(await screen.findByRole('dialog', { name: 'Add device' })).toBeInTheDocument();
  });

  it('deletes the selected devices after confirming', async () => {
    const server = renderPage([device(1), device(2), device(3)]);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Tracker 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Tracker 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete devices?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Devices deleted: 2')).toBeInTheDocument();
    expect(server.changes()).toMatchObject([
      {
        method: 'POST',
        path: '/device/bulk-delete',
        body: { organisationId: orgId, ids: [device(1).id, device(3).id] },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Tracker 1' })).toBeNull());
  });

  it('says "Error deleting device(s)" when that fails', async () => {
    renderPage([device(1), device(2)], {
      'POST /device/bulk-delete': () => apiError(500, 'internal', 'boom'),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting device(s)')).toBeInTheDocument();
  });
});
