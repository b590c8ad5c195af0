import type { Base } from '@pinpoint/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../../lib/config.ts';
import {
  apiError,
  type FakeHandler,
  fakeRows,
  fakeServer,
  reply,
  signedInAs,
} from '../../../test/fake-server.ts';
import { testBase as base, testUuid as uuid } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { withSnackbar } from '../../../test/snackbar-probe.tsx';
import { BasesPage } from '../bases-page.tsx';

type Options = {
  routes?: Record<string, FakeHandler>;
  organisationId?: string;
  config?: Partial<PublicConfig>;
};

/** The bases screen over the real API client and a fake server holding `initial`. */
function renderBases(initial: Base[], { routes = {}, organisationId = 'org-1', config }: Options = {}) {
  const bases = fakeRows(initial);
  const server = fakeServer({
    'GET /base/organisation/:id': bases.inOrganisation,
    'POST /base': ({ body }) => {
      const input = body as Partial<Base> & { name: string };
      const created = base(bases.rows().length + 100, input.name, {
        ...input,
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
      });
      return reply(201, bases.add(created));
    },
    'PATCH /base/:id': bases.update,
    'DELETE /base/:id': bases.remove,
    'POST /base/bulk-delete': bases.removeMany,
    ...routes,
  });
  renderWithProviders(withSnackbar(<BasesPage />), '/base', {
    api: server.api,
    organisationId,
    ...(config ? { config } : {}),
  });
  return server;
}

const table = () => screen.getByRole('table', { name: 'Bases' });
const rowOf = (name: string) => within(table()).getByRole('cell', { name }).closest('tr') as HTMLElement;
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
const snackbar = () => screen.getByRole('status', { name: 'Snackbar' });

async function fill(
  values: Partial<Record<'Name' | 'Address' | 'Postcode' | 'Latitude' | 'Longitude', string>>,
) {
  const dialog = screen.getByRole('dialog');
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) });
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

const save = () => userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));

describe('bases screen', () => {
  it('lists the organisation’s bases with status and location, under the places tabs, and searches them', async () => {
    const server = renderBases([
      base(1, 'North depot'),
      base(2, 'Old yard', { status: 'closed', latitude: null, longitude: null, postcode: 'M4C 1B5' }),
      base(3, 'Elsewhere', { organisationId: 'org-2' }),
    ]);
    expect(await screen.findByRole('cell', { name: 'North depot' })).toBeInTheDocument();
    expect(names()).toEqual(['North depot', 'Old yard']);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toContain('GET /base/organisation/org-1');
    expect(within(rowOf('North depot')).getByText('Open')).toBeInTheDocument();
    expect(within(rowOf('North depot')).getByText('43.64530, -79.38060')).toBeInTheDocument();
    expect(within(rowOf('North depot')).getByText('1 Front St W, Toronto')).toBeInTheDocument();
    // The status is explained on hover.
    expect(within(rowOf('Old yard')).getByText('Closed')).toBeInTheDocument();
    expect(
      within(rowOf('Old yard')).getByTitle('Closed: kept on record but not in use, not shown on the map'),
    ).toBeInTheDocument();
    expect(within(rowOf('Old yard')).getByText('No location')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bases' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('tab', { name: 'Geofences' })).toHaveAttribute('href', '/geofence');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'm4c');
    expect(names()).toEqual(['Old yard']);
  });

  it('shows the empty state with Add and Import buttons', async () => {
    renderBases([]);
    expect(await screen.findByRole('heading', { name: 'No bases yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add base' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeInTheDocument();
  });

  it('checks the fields with the shared schema before sending, then adds the base with its coordinates', async () => {
    const server = renderBases([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add base' }));
    const dialog = screen.getByRole('dialog', { name: 'New base' });
    await save();
    for (const message of ['Name is required', 'Address is required', 'Postcode is required'])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();

    await fill({ Name: 'Harbour depot', Address: '1 Queens Quay W', Postcode: 'M5J 2H1', Latitude: '43.64' });
    await save();
    expect(await within(dialog).findByText('Give both latitude and longitude')).toBeInTheDocument();
    await fill({ Longitude: '200' });
    await save();
    // The shared schema's limits, not a generic text.
    expect(await within(dialog).findByText('Longitude must be between -180 and 180')).toBeInTheDocument();
    expect(server.changes()).toEqual([]);
    // What was typed is still there.
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Harbour depot');

    await fill({ Longitude: '-79.38' });
    await save();
    expect(await screen.findByText('Base Harbour depot added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.changes()).toMatchObject([
      {
        method: 'POST',
        path: '/base',
        body: {
          organisationId: 'org-1',
          name: 'Harbour depot',
          address: '1 Queens Quay W',
          postcode: 'M5J 2H1',
          status: 'open',
          latitude: 43.64,
          longitude: -79.38,
        },
      },
    ]);
    expect(await screen.findByRole('cell', { name: 'Harbour depot' })).toBeInTheDocument();
  });

  it('warns when a base without coordinates was stored without a location', async () => {
    const server = renderBases([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add base' }));
    await fill({ Name: 'Yard', Address: '5 Main St', Postcode: 'M4C 1B5' });
    await save();
    expect(
      await screen.findByText('Base Yard added without a location: it is not shown on the map'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(snackbar()).toHaveAttribute('data-severity', 'warning');
    const body = server.changes()[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('latitude');
    expect(body).not.toHaveProperty('longitude');
  });

  it('says "Error adding base" with the server’s reason, and keeps the dialog open', async () => {
    renderBases([base(1, 'North depot')], {
      routes: { 'POST /base': () => apiError(409, 'conflict', 'Base North depot already exists') },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add base' }));
    await fill({ Name: 'North depot', Address: '1 Front St', Postcode: 'M5J 2N8' });
    await save();
    expect(await screen.findByText('Error adding base: Base North depot already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New base' })).toBeInTheDocument();
  });

  it('says only "Error adding base" when the failure has no message for people', async () => {
    renderBases([], { routes: { 'POST /base': () => apiError(500, 'internal', 'boom') } });
    await userEvent.click(await screen.findByRole('button', { name: 'Add base' }));
    await fill({ Name: 'Yard', Address: '5 Main St', Postcode: 'M4C 1B5' });
    await save();
    expect(await screen.findByText('Error adding base')).toBeInTheDocument();
  });

  it('edits a base: closes it, and clearing its coordinates forgets where it is', async () => {
    const server = renderBases([base(1, 'North depot')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit North depot' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit base' });
    expect(within(dialog).getByRole('textbox', { name: /^Latitude/ })).toHaveValue('43.6453');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Status/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Closed' }));
    await save();
    expect(await screen.findByText('Base North depot updated')).toBeInTheDocument();
    expect(server.changes()[0]).toMatchObject({
      method: 'PATCH',
      path: `/base/${uuid(1)}`,
      body: { status: 'closed', latitude: 43.6453, longitude: -79.3806 },
    });
    await waitFor(() => expect(within(rowOf('North depot')).getByText('Closed')).toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Edit North depot' }));
    await fill({ Latitude: '', Longitude: '' });
    await save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.changes()[1]?.body).toMatchObject({ latitude: null, longitude: null });
    expect(await within(table()).findByText('No location')).toBeInTheDocument();
  });

  it('reports "Error updating base" with the server’s reason', async () => {
    renderBases([base(1, 'North depot'), base(2, 'Yard')], {
      routes: { 'PATCH /base/:id': () => apiError(409, 'conflict', 'Base Yard already exists') },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit North depot' }));
    await fill({ Name: 'Yard' });
    await save();
    expect(await screen.findByText('Error updating base: Base Yard already exists')).toBeInTheDocument();
  });

  it('deletes one base after confirming, and several at once', async () => {
    const server = renderBases([base(1, 'North depot'), base(2, 'Old yard'), base(3, 'South site')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete North depot' }));
    const one = await screen.findByRole('dialog', { name: 'Delete base?' });
    expect(within(one).getByText('Delete North depot? This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(one).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Base North depot deleted')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Old yard', 'South site']));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete bases?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('2 bases deleted')).toBeInTheDocument();
    expect(server.changes()).toMatchObject([
      { method: 'DELETE', path: `/base/${uuid(1)}` },
      {
        method: 'POST',
        path: '/base/bulk-delete',
        body: { organisationId: 'org-1', ids: [uuid(2), uuid(3)] },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'No bases yet' })).toBeInTheDocument();
  });

  it('reports "Error deleting base" and keeps the list', async () => {
    renderBases([base(1, 'North depot')], {
      routes: { 'DELETE /base/:id': () => apiError(500, 'internal', 'boom') },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete North depot' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting base')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(names()).toEqual(['North depot']);
  });

  it('imports bases from a CSV: the valid rows are sent, the refused ones are reported', async () => {
    const server = renderBases([], {
      routes: {
        'POST /base/import': ({ body }) => {
          const { rows } = body as { rows: Record<string, string>[] };
          return {
            added: rows.length - 1,
            refused: [{ row: 2, name: 'Yard', reasons: ['Base Yard already exists'] }],
          };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import bases from a CSV file' });
    const csv = [
      'name,address,postcode,status,latitude,longitude',
      'Harbour depot,1 Queens Quay W,M5J 2H1,open,43.64,-79.38',
      'Yard,5 Main St,M4C 1B5,closed,,',
      'No postcode,7 King St,,open,,',
    ].join('\n');
    await userEvent.upload(
      within(dialog).getByLabelText('Choose a CSV file'),
      new File([csv], 'bases.csv', { type: 'text/csv' }),
    );
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import the valid rows (2)' }));
    expect(await within(dialog).findByText('Bases added: 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Error importing 2 bases')).toBeInTheDocument();
    expect(server.changes()).toMatchObject([
      {
        method: 'POST',
        path: '/base/import',
        body: {
          organisationId: 'org-1',
          rows: [
            { name: 'Harbour depot', postcode: 'M5J 2H1', status: 'open', latitude: '43.64' },
            { name: 'Yard', status: 'closed' },
          ],
        },
      },
    ]);
  });

  it('shows a viewer the list without add, edit, delete or import', async () => {
    const server = renderBases([base(1, 'North depot', { organisationId: 'org-3' })], {
      routes: signedInAs('viewer', { id: 'org-3', name: 'Initech' }),
      organisationId: 'org-3',
    });
    expect(await screen.findByRole('cell', { name: 'North depot' })).toBeInTheDocument();
    await waitFor(() => expect(server.requests.some((r) => r.path === '/user/')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Add base' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit North depot' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete North depot' })).toBeNull();
  });

  it('explains the coordinates by whether addresses can be found', async () => {
    renderBases([], { config: { geocoder: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Add base' }));
    expect(
      screen.getByText('Optional: both or neither. Left empty, the location is found from the address.'),
    ).toBeInTheDocument();
  });
});
