import type { DashboardSummary } from '@pinpoint/shared/widgets/dashboard.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeRows, fakeServer, reply, signedInAs } from '../../test/fake-server.ts';
import { testUuid } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { withSnackbar } from '../../test/snackbar-probe.tsx';
import { DashboardListPage } from './dashboard-list-page.tsx';

const summary = (n: number, name: string, overrides: Partial<DashboardSummary> = {}): DashboardSummary => ({
  id: testUuid(n),
  organisationId: 'org-1',
  name,
  widgetCount: 3,
  shared: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  ...overrides,
});

function renderList(role: 'owner' | 'viewer' = 'owner', failing: Record<string, () => unknown> = {}) {
  const rows = fakeRows([summary(1, 'Cold rooms', { shared: true, widgetCount: 5 }), summary(2, 'Fleet')]);
  const server = fakeServer({
    ...signedInAs(role),
    'GET /dashboard/organisation/:id': rows.inOrganisation,
    'POST /dashboard': ({ body }) => reply(201, rows.add(summary(3, (body as { name: string }).name))),
    'PATCH /dashboard/:id': rows.update,
    'POST /dashboard/:id/duplicate': ({ body }) =>
      reply(201, rows.add(summary(4, (body as { name: string }).name))),
    'DELETE /dashboard/:id': rows.remove,
    ...failing,
  });
  const view = renderRoutes(
    [
      { path: '/dashboard', element: withSnackbar(<DashboardListPage />) },
      { path: '/dashboard/:id', element: <p>Opened</p> },
    ],
    '/dashboard',
    { api: server.api, organisationId: 'org-1' },
  );
  return { ...server, ...view };
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const snackbar = () => screen.findByLabelText('Snackbar');

// The first test pays for loading the screen's modules on a busy machine.
describe('dashboard list', { timeout: 20_000 }, () => {
  it('lists each dashboard with its widgets, whether it is shared and when it changed', async () => {
    renderList();
    await screen.findByRole('link', { name: 'Cold rooms' });
    expect(within(row('Cold rooms')).getByText('5')).toBeInTheDocument();
    expect(within(row('Cold rooms')).getByText('Shared')).toBeInTheDocument();
    expect(within(row('Fleet')).getByText('Not shared')).toBeInTheDocument();
    expect(within(row('Fleet')).getByText('3 hours ago')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'fle');
    expect(screen.queryByRole('link', { name: 'Cold rooms' })).toBeNull();
  });

  it('adds a dashboard and opens it', async () => {
    const { changes } = renderList();
    await screen.findByRole('link', { name: 'Fleet' });
    await userEvent.click(screen.getByRole('button', { name: 'Add dashboard' }));
    const dialog = screen.getByRole('dialog', { name: 'New dashboard' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Depot');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByText('Opened');
    expect(changes()).toMatchObject([
      { method: 'POST', path: '/dashboard', body: { organisationId: 'org-1', name: 'Depot' } },
    ]);
  });

  it('says the spec’s words, with the server’s reason, when adding, renaming or deleting fails', async () => {
    renderList('owner', {
      'POST /dashboard': () => apiError(409, 'conflict', 'Dashboard Fleet already exists'),
      'PATCH /dashboard/:id': () => apiError(500, 'internal', 'boom'),
      'DELETE /dashboard/:id': () => apiError(404, 'not_found', 'Dashboard not found'),
    });
    await screen.findByRole('link', { name: 'Fleet' });
    await userEvent.click(screen.getByRole('button', { name: 'Add dashboard' }));
    let dialog = await screen.findByRole('dialog', { name: 'New dashboard' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Fleet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await snackbar()).toHaveTextContent('Error adding Fleet: Dashboard Fleet already exists');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(row('Cold rooms')).getByRole('button', { name: 'Rename Cold rooms' }));
    dialog = await screen.findByRole('dialog', { name: 'Rename dashboard' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await snackbar()).toHaveTextContent(/^Error updating Cold rooms$/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(row('Fleet')).getByRole('button', { name: 'Delete Fleet' }));
    // The confirmation loads with its dialog: found, not assumed there at once (a busy machine).
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete dashboard?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(async () =>
      expect(await snackbar()).toHaveTextContent('Error deleting Fleet: Dashboard not found'),
    );
  });

  it('offers a viewer nothing to change', async () => {
    renderList('viewer');
    await screen.findByRole('link', { name: 'Cold rooms' });
    expect(screen.queryByRole('button', { name: 'Add dashboard' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Fleet' })).toBeNull();
  });
});
