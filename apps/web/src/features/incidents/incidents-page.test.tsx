import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, fakeServer, pageOf, signedInAs } from '../../test/fake-server.ts';
import { testDevice, testUuid as uuid } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { withSnackbar } from '../../test/snackbar-probe.tsx';
import { IncidentsPage } from './incidents-page.tsx';
import { detail, incident } from './test-fixtures.ts';

function renderIncidents(routes: Record<string, FakeHandler> = {}, path = '/incident') {
  const server = fakeServer({
    ...signedInAs('member'),
    'GET /organisation/:id/incidents': ({ query }) =>
      pageOf(
        [
          incident(1),
          incident(2, { state: 'acknowledged', acknowledgedBy: 'Ada', acknowledgedVia: 'email' }),
        ].filter((i) => !query.get('state') || i.state === query.get('state')),
        query,
      ),
    'GET /organisation/:id/devices': () => [testDevice(101, 'Freezer')],
    // The action filter's names (only id and name are read).
    'GET /action/:id': () => [{ id: uuid(1), name: 'Freezer too warm' }],
    'GET /organisation/:id/members': () => ({
      members: [
        { userId: uuid(301), email: 'ada@example.com', name: 'Ada', role: 'member', since: '2026-01-01' },
      ],
      invitations: [],
    }),
    'GET /incident/:id': () => detail(1),
    'POST /incident/:id/acknowledge': () => detail(1, { state: 'acknowledged', acknowledgedBy: 'Olive' }),
    'PATCH /incident/:id': ({ body }) => ({ ...detail(1), ...(body as object) }),
    ...routes,
  });
  renderWithProviders(withSnackbar(<IncidentsPage />), path, { api: server.api, organisationId: 'org-1' });
  return server;
}

const table = () => screen.getByRole('table', { name: 'Incidents' });

describe('incidents list', () => {
  it('lists incidents with their state and filters them by state in the address', async () => {
    const server = renderIncidents();
    expect(await screen.findByRole('heading', { name: 'Incidents', level: 1 })).toBeInTheDocument();
    await within(table()).findByText('Open');
    expect(within(table()).getByText('Acknowledged')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Open' }));
    await waitFor(() =>
      expect(
        server.requests.some(
          (r) => r.path === '/organisation/org-1/incidents' && r.query.get('state') === 'open',
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(within(table()).queryByText('Acknowledged')).not.toBeInTheDocument());
  });

  it('acknowledges an open incident from its row, by keyboard', async () => {
    const server = renderIncidents();
    const button = await screen.findByRole('button', { name: 'Acknowledge Freezer too warm: Freezer' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(server.changes().map((r) => `${r.method} ${r.path}`)).toEqual([
        `POST /incident/${uuid(1)}/acknowledge`,
      ]),
    );
    expect(await screen.findByText('Incident acknowledged')).toBeInTheDocument();
  });

  it('shows the timeline, and assigns and notes an incident in its details', async () => {
    const server = renderIncidents();
    await userEvent.click(
      (
        await screen.findAllByRole('button', { name: 'Details of Freezer too warm: Freezer' })
      )[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Freezer too warm: Freezer' });
    const timeline = within(dialog).getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getByText('Opened')).toBeInTheDocument();
    expect(within(timeline).getByText('Told Night shift <night@example.com>')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Assignee' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ada' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Door left open');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.changes().map((r) => r.body)).toEqual([
        { assigneeId: uuid(301), notes: 'Door left open' },
      ]),
    );
  });
});
