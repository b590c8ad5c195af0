import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, reply } from '../../test/fake-server.ts';
import { testUser } from '../../test/fakes.ts';
import { testContact as contact, testUuid as uuid } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { withSnackbar } from '../../test/snackbar-probe.tsx';
import { ActionsPage } from './actions-page.tsx';
import type { Action } from './api.ts';
import { action, device } from './test-fixtures.ts';

function renderEditor(initial: Action[]) {
  const user = { ...testUser, settings: { ...testUser.settings, temperatureUnit: 'F' } };
  const server = fakeServer({
    'POST /user/': () => ({ data: user }),
    'GET /action/:id': () => initial,
    'GET /organisation/:id/devices': () => [device(101, 'Freezer')],
    'GET /contact/organisation/:id': () => [contact(201, 'Ada'), contact(202, 'Bo'), contact(203, 'Cy')],
    'GET /geofence/organisation/:id': () => [],
    'GET /action/:id/escalation-preview': () => ({
      at: '2026-01-15T15:00:00Z',
      steps: [
        {
          step: 0,
          at: '2026-01-15T15:00:00Z',
          afterMinutes: 0,
          contacts: [{ contactId: uuid(201), name: 'Ada', channels: ['email'], skipped: false }],
        },
        {
          step: 1,
          at: '2026-01-15T15:10:00Z',
          afterMinutes: 10,
          contacts: [{ contactId: uuid(202), name: 'Bo', channels: ['sms'], skipped: true }],
        },
      ],
    }),
    'POST /action': ({ body }) => reply(201, { ...action(9, 'Saved'), ...(body as object) }),
    'PATCH /action/:id': ({ body }) => ({ ...initial[0], ...(body as object) }),
  });
  renderWithProviders(withSnackbar(<ActionsPage />), '/action', { api: server.api, organisationId: 'org-1' });
  return server;
}

const dialog = () => screen.getByRole('dialog');

// Dialogs full of MUI fields are slow to drive in jsdom.
describe('the action editor’s incident fields (issue 30)', { timeout: 40_000 }, () => {
  it('shows the dry run of a saved action, and sends a clear threshold in °C and an escalation step', async () => {
    const server = renderEditor([
      action(1, 'Freezer too warm', {
        threshold: -10,
        escalation: [{ afterMinutes: 10, contactIds: [uuid(202)] }],
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Freezer too warm' }));
    const preview = await within(dialog()).findByRole('list', {
      name: 'Who would be told when (if it fired now)',
    });
    await within(preview).findByText('Step 2 · After 10 min');
    expect(within(preview).getByText('Bo (quiet hours: skipped)')).toBeInTheDocument();
    expect(within(dialog()).getByRole('textbox', { name: 'After (minutes)' })).toHaveValue('10');

    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Clears past (°F)' }), '10.4');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add an escalation step' }));
    await userEvent.click(within(dialog()).getByRole('combobox', { name: 'Contacts of step 3' }));
    await userEvent.click(await screen.findByRole('option', { name: /Cy/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.changes()).toHaveLength(1));
    expect(server.changes()[0]?.body).toMatchObject({
      clearThreshold: -12,
      clearMinutes: 0,
      escalation: [
        { afterMinutes: 10, contactIds: [uuid(202)] },
        { afterMinutes: 15, contactIds: [uuid(203)] },
      ],
    });
  });
});
