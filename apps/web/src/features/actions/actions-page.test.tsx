import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, type FakeHandler, fakeRows, fakeServer, signedInAs } from '../../test/fake-server.ts';
import { testContact as contact, testUuid as uuid } from '../../test/fixtures.ts';
import { onPhone } from '../../test/phone-width.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { withSnackbar } from '../../test/snackbar-probe.tsx';
import { ActionsPage } from './actions-page.tsx';
import type { Action } from './api.ts';
import { action, device } from './test-fixtures.ts';

const devices = [device(101, 'Freezer'), device(102, 'Fridge')];

function renderActions(initial: Action[], routes: Record<string, FakeHandler> = {}, path = '/action') {
  const actions = fakeRows(initial);
  const server = fakeServer({
    'GET /action/:id': actions.inOrganisation,
    'GET /organisation/:id/devices': () => devices,
    'GET /contact/organisation/:id': () => [contact(201, 'Ada')],
    'GET /geofence/organisation/:id': () => [],
    'PATCH /action/:id/enabled': actions.update,
    // As the server answers a resume: the streak cleared.
    'POST /action/:id/resume': (request, params) =>
      actions.update(
        { ...request, body: { pausedAt: null, deliveryFailures: 0, failingSince: null } },
        params,
      ),
    'DELETE /action/:id': actions.remove,
    ...routes,
  });
  renderWithProviders(withSnackbar(<ActionsPage />), path, { api: server.api, organisationId: 'org-1' });
  return server;
}

const snackbar = () => screen.findByRole('status', { name: 'Snackbar', hidden: true });
const table = () => screen.getByRole('table', { name: 'Actions' });
const row = (name: string) => within(table()).getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('actions list', () => {
  it('lists the organisation’s actions with their type, alert type, devices and history', async () => {
    const server = renderActions([
      action(1, 'Freezer too warm', {
        deviceIds: [uuid(101), uuid(102)],
        timesTriggered: 3,
        lastTriggeredAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      }),
      action(2, 'Push to ERP', { actionType: 'forward', alertType: null, forwardUrl: 'https://erp.example' }),
      action(3, 'Other organisation', { organisationId: 'org-2' }),
    ]);
    await screen.findByRole('cell', { name: 'Freezer too warm' });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toContain('GET /action/org-1');
    expect(screen.queryByRole('cell', { name: 'Other organisation' })).not.toBeInTheDocument();

    const freezer = row('Freezer too warm');
    expect(within(freezer).getByText('Alert')).toBeInTheDocument();
    expect(within(freezer).getByText('Temperature')).toBeInTheDocument();
    expect(within(freezer).getByText('Freezer, Fridge')).toBeInTheDocument();
    expect(within(freezer).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(freezer).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(freezer).getByRole('link', { name: 'Logs of Freezer too warm' })).toHaveAttribute(
      'href',
      `/action/${uuid(1)}/logs`,
    );

    const erp = row('Push to ERP');
    expect(within(erp).getByText('Forward to external system')).toBeInTheDocument();
    expect(within(erp).getByText('Never')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'erp');
    expect(screen.queryByRole('cell', { name: 'Freezer too warm' })).not.toBeInTheDocument();
  });

  it('switches an action off at once and asks the server', async () => {
    const server = renderActions([action(1, 'Freezer too warm')]);
    const toggle = await screen.findByRole('switch', { name: 'Enabled: Freezer too warm' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    await waitFor(() =>
      expect(server.changes()).toEqual([
        expect.objectContaining({
          method: 'PATCH',
          path: `/action/${uuid(1)}/enabled`,
          body: { enabled: false },
        }),
      ]),
    );
    expect(await snackbar()).toHaveTextContent('Action Freezer too warm disabled');
  });

  it('puts the switch back and says so when the server refuses the change', async () => {
    let answer: () => void = () => undefined;
    renderActions([action(1, 'Freezer too warm')], {
      'PATCH /action/:id/enabled': () =>
        new Promise((resolve) => {
          answer = () => resolve(apiError(500, 'internal', 'Internal error'));
        }),
    });
    const toggle = await screen.findByRole('switch', { name: 'Enabled: Freezer too warm' });
    await userEvent.click(toggle);
    // Optimistic: off before the server answers.
    expect(toggle).not.toBeChecked();
    answer();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(await snackbar()).toHaveTextContent('Error updating action');
  });

  it('shows a forward paused after repeated failures and resumes it with one click', async () => {
    const paused = {
      actionType: 'forward' as const,
      alertType: null,
      forwardUrl: 'https://erp.example/in',
      pausedAt: new Date(Date.now() - 10 * 60_000).toISOString(),
      deliveryFailures: 20,
      failingSince: new Date(Date.now() - 70 * 60_000).toISOString(),
    };
    const server = renderActions([action(1, 'Push to ERP', paused), action(2, 'Freezer too warm')]);
    await screen.findByRole('cell', { name: 'Push to ERP' });
    const erp = row('Push to ERP');
    expect(within(erp).getByText('Paused')).toBeInTheDocument();
    expect(within(row('Freezer too warm')).queryByText('Paused')).not.toBeInTheDocument();
    expect(within(erp).getByText('Paused').closest('[aria-description]')).toHaveAttribute(
      'aria-description',
      expect.stringContaining('after 20 failed tries in a row'),
    );
    await userEvent.click(within(erp).getByRole('button', { name: 'Resume Push to ERP' }));
    await waitFor(() => expect(within(row('Push to ERP')).queryByText('Paused')).not.toBeInTheDocument());
    expect(server.changes().map((r) => `${r.method} ${r.path}`)).toEqual([`POST /action/${uuid(1)}/resume`]);
    expect(await snackbar()).toHaveTextContent('Action Push to ERP resumed');
  });

  it('shows a viewer a paused action without the Resume button', async () => {
    renderActions([action(1, 'Push to ERP', { pausedAt: new Date().toISOString(), deliveryFailures: 20 })], {
      ...signedInAs('viewer'),
    });
    await screen.findByRole('cell', { name: 'Push to ERP' });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Enabled: Push to ERP' })).toBeDisabled());
    expect(within(row('Push to ERP')).getByText('Paused')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resume Push to ERP' })).not.toBeInTheDocument();
  });

  it('deletes an action after confirming', async () => {
    const server = renderActions([action(1, 'Freezer too warm'), action(2, 'Leak')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Freezer too warm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the action?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Freezer too warm' })).not.toBeInTheDocument(),
    );
    expect(server.changes().map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE /action/${uuid(1)}`]);
    expect(await snackbar()).toHaveTextContent('Action Freezer too warm deleted');
  });

  it('says so when a delete fails, and keeps the action', async () => {
    renderActions([action(1, 'Freezer too warm')], {
      'DELETE /action/:id': () => apiError(500, 'internal', 'Internal error'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Freezer too warm' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete the action?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await snackbar()).toHaveTextContent('Error deleting action');
    // The dialog stays open to try again; the action is still listed behind it.
    expect(screen.getByRole('dialog', { name: 'Delete the action?' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Freezer too warm', hidden: true })).toBeInTheDocument();
  });

  it('shows the empty state with an Add button', async () => {
    renderActions([]);
    expect(await screen.findByRole('heading', { name: 'No actions yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add action' }).length).toBeGreaterThan(0);
  });

  it('shows a viewer the actions without any control to change them, and no outbox', async () => {
    renderActions([action(1, 'Freezer too warm')], signedInAs('viewer'));
    await screen.findByRole('cell', { name: 'Freezer too warm' });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Enabled: Freezer too warm' })).toBeDisabled(),
    );
    expect(screen.queryByRole('button', { name: 'Add action' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Freezer too warm' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Freezer too warm' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Outbox' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logs of Freezer too warm' })).toBeInTheDocument();
  });

  it('shows admins the outbox with a note on why messages are kept there', async () => {
    const server = renderActions([], {
      'GET /organisation/:id/outbox': () => ({
        items: [
          {
            id: 7,
            actionId: uuid(1),
            channel: 'email',
            recipient: 'ada@example.com',
            subject: 'Freezer too warm: Freezer',
            body: `Freezer is at -2 °C\n${'More detail. '.repeat(20)}`,
            createdAt: new Date().toISOString(),
          },
        ],
        total: 1,
        page: 1,
        pageSize: 25,
      }),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Outbox' }));
    const outbox = await screen.findByRole('table', { name: 'Outbox' });
    expect(within(outbox).getByRole('cell', { name: 'ada@example.com' })).toBeInTheDocument();
    expect(within(outbox).getByRole('cell', { name: 'Freezer too warm: Freezer' })).toBeInTheDocument();
    expect(screen.getByText(/No mail server \(SMTP\) or SMS provider is configured/)).toBeInTheDocument();
    expect(
      server.requests.some((r) => r.path === '/organisation/org-1/outbox' && r.query.get('page') === '1'),
    ).toBe(true);
    // The body's first line, and the whole of it on demand.
    expect(within(outbox).queryByText(/More detail/)).not.toBeInTheDocument();
    await userEvent.click(within(outbox).getByRole('button', { name: 'Show all' }));
    expect(within(outbox).getByText(/More detail/)).toBeInTheDocument();
  });
});

describe('actions list on a 390 px phone', () => {
  onPhone();

  it('gathers each row’s logs, edit and delete in a menu', async () => {
    renderActions([action(1, 'Freezer too warm')]);
    const menuButton = await screen.findByRole('button', { name: 'Actions for Freezer too warm' });
    expect(within(row('Freezer too warm')).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Freezer too warm' })).toBeNull();
    await userEvent.click(menuButton);
    // The menu loads on its first open (issue 31).
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Logs of Freezer too warm', 'Edit Freezer too warm', 'Delete Freezer too warm']);
    expect(within(menu).getByRole('menuitem', { name: 'Logs of Freezer too warm' })).toHaveAttribute(
      'href',
      `/action/${uuid(1)}/logs`,
    );
  });
});
