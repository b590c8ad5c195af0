import type { Geofence } from '@pinpoint/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, type FakeHandler, fakeRows, fakeServer, signedInAs } from '../../../test/fake-server.ts';
import { testGeofence, testUuid as uuid } from '../../../test/fixtures.ts';
import type { TestContext } from '../../../test/render.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { withSnackbar } from '../../../test/snackbar-probe.tsx';
import { GeofenceListPage } from '../geofence-list-page.tsx';

const orgId = 'org-1';

/** A 1.5 km circle at Front St W. */
const geofence = (n: number, name: string, overrides: Partial<Geofence> = {}) =>
  testGeofence(n, name, {
    address: `${n} Front St W`,
    postcode: 'M5J 1E6',
    latitude: 43.645,
    longitude: -79.38,
    radius: 1500,
    area: Math.PI * 1500 * 1500,
    ...overrides,
  });

const square = [
  { lat: 43.6, lon: -79.4 },
  { lat: 43.6, lon: -79.38 },
  { lat: 43.615, lon: -79.38 },
  { lat: 43.615, lon: -79.4 },
];

function renderList(
  initial: Geofence[],
  routes: Record<string, FakeHandler> = {},
  context: Omit<TestContext, 'api' | 'store'> = {},
) {
  const geofences = fakeRows(initial);
  const server = fakeServer({
    'GET /geofence/organisation/:id': geofences.inOrganisation,
    'PATCH /geofence/:id/status': geofences.update,
    'DELETE /geofence/:id': geofences.remove,
    'POST /geofence/bulk-delete': geofences.removeMany,
    ...routes,
  });
  renderWithProviders(withSnackbar(<GeofenceListPage />), '/geofence', {
    ...context,
    api: server.api,
    organisationId: orgId,
  });
  return server;
}

const table = () => screen.getByRole('table', { name: 'Geofences' });
const row = (name: string) => within(table()).getByRole('link', { name }).closest('tr') as HTMLElement;
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).queryAllByRole('link')[0]?.textContent);

describe('the geofence list', () => {
  it('lists the geofences with type, radius or area, status, alert type and devices inside', async () => {
    renderList([
      geofence(1, 'Warehouse', { devicesInside: 3, alertType: 'enter' }),
      geofence(2, 'Harbour', {
        type: 'polygon',
        radius: null,
        polygon: square,
        area: 2_345_678,
        status: 'paused',
        alertType: 'exit',
      }),
      geofence(3, 'Gate', { type: 'polygon', radius: null, polygon: square, area: 5_250.4 }),
      geofence(4, 'Elsewhere', { organisationId: 'org-2' }),
    ]);
    await screen.findByRole('link', { name: 'Warehouse' });
    expect(names()).toEqual(['Gate', 'Harbour', 'Warehouse']);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      '',
      'Name',
      'Address',
      'Postcode',
      'Type',
      'Radius or area',
      'Status',
      'Alerts on',
      'Devices inside',
    ]);
    expect(within(row('Warehouse')).getByRole('link')).toHaveAttribute('href', `/geofence/${uuid(1)}`);
    expect(row('Warehouse')).toHaveTextContent(/1 Front St W.*M5J 1E6.*Circle.*1,500 m.*Active.*Enter3$/);
    expect(row('Harbour')).toHaveTextContent(/Polygon.*2\.35 km².*Paused.*Exit0$/);
    expect(row('Gate')).toHaveTextContent(/5,250 m².*Enter or exit/);
    expect(within(row('Warehouse')).getByRole('switch', { name: 'Warehouse active' })).toBeChecked();
    expect(within(row('Harbour')).getByRole('switch', { name: 'Harbour active' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Add geofence' })).toHaveAttribute('href', '/geofence/add');
    expect(screen.getByRole('tab', { name: 'Geofences' })).toHaveAttribute('aria-current', 'page');
    // The map (here: its note that jsdom cannot draw it).
    expect(await screen.findByText(/The map cannot be shown/)).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'harb');
    expect(names()).toEqual(['Harbour']);
  });

  it('pauses a geofence at once, then on the server (PATCH /geofence/{id}/status)', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const server = renderList([geofence(1, 'Warehouse')], {
      'PATCH /geofence/:id/status': ({ body }, { id }) =>
        new Promise((resolve) => {
          answer = resolve;
        }).then(() => geofence(1, 'Warehouse', { id, ...(body as Partial<Geofence>) })),
    });
    const toggle = await screen.findByRole('switch', { name: 'Warehouse active' });
    await userEvent.click(toggle);
    // Optimistic: unchecked before the server answers.
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Warehouse active' })).not.toBeChecked());
    expect(within(row('Warehouse')).getByText('Paused')).toBeInTheDocument();
    const patch = server.changes().find((r) => r.method === 'PATCH');
    expect(patch).toMatchObject({ path: `/geofence/${uuid(1)}/status`, body: { status: 'paused' } });
    answer(null);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Warehouse active' })).not.toBeChecked());
  });

  it('puts the status back and says so when the server refuses the change', async () => {
    renderList([geofence(1, 'Warehouse')], {
      'PATCH /geofence/:id/status': () => apiError(500, 'internal', 'boom'),
    });
    await userEvent.click(await screen.findByRole('switch', { name: 'Warehouse active' }));
    expect(await screen.findByRole('status', { name: 'Snackbar' })).toHaveTextContent(
      'Error updating geofence status',
    );
    expect(screen.getByRole('status', { name: 'Snackbar' })).toHaveAttribute('data-severity', 'error');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Warehouse active' })).toBeChecked());
  });

  it('deletes the selected geofences after a confirmation (POST /geofence/bulk-delete)', async () => {
    const server = renderList([geofence(1, 'Warehouse'), geofence(2, 'Harbour'), geofence(3, 'Gate')]);
    await screen.findByRole('link', { name: 'Warehouse' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Warehouse' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Harbour' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete geofences?' });
    expect(dialog).toHaveTextContent('Delete the 2 selected geofences?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status', { name: 'Snackbar' })).toHaveTextContent('Geofences deleted: 2');
    const bulk = server.changes().find((r) => r.path === '/geofence/bulk-delete');
    const body = bulk?.body as { organisationId: string; ids: string[] } | undefined;
    expect(body?.organisationId).toBe(orgId);
    expect([...(body?.ids ?? [])].sort()).toEqual([uuid(1), uuid(2)]);
    await waitFor(() => expect(names()).toEqual(['Gate']));
  });

  it('keeps the geofences and says so when the delete fails', async () => {
    renderList([geofence(1, 'Warehouse')], {
      'DELETE /geofence/:id': () => apiError(500, 'internal', 'boom'),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Warehouse' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete geofence?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    // The dialog stays open to try again, hiding the rest from assistive technology.
    expect(await screen.findByRole('status', { name: 'Snackbar', hidden: true })).toHaveTextContent(
      'Error deleting geofence(s)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(names()).toEqual(['Warehouse']));
  });

  it('imports a CSV from the header button: the good rows go to POST /geofence/import and join the list', async () => {
    const server = renderList([geofence(1, 'Warehouse')], {
      'POST /geofence/import': ({ body }) => {
        const { rows } = body as { rows: Record<string, string>[] };
        return {
          added: 1,
          refused: [{ row: 2, name: rows[1]?.name ?? null, reasons: ['Geofence Warehouse already exists'] }],
        };
      },
    });
    await screen.findByRole('link', { name: 'Warehouse' });
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import geofences from a CSV file' });
    expect(dialog).toHaveTextContent('No address search is configured');
    const csv = [
      'name,address,postcode,latitude,longitude,radius',
      'Harbour,3 Queens Quay,M5J 2H3,43.64,-79.37,250',
      'Gate,2 Front St W,,43.646,-79.381,',
      'Warehouse,1 Front St W,M5J 1E6,43.645,-79.38,',
    ].join('\n');
    await userEvent.upload(
      within(dialog).getByLabelText('Choose a CSV file'),
      new File([csv], 'geofences.csv', { type: 'text/csv' }),
    );
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import the valid rows (2)' }));
    expect(await within(dialog).findByText('Geofences added: 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Error importing 2 geofences')).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: 'Refused rows' })).toHaveTextContent(
      /2GatePostcode is required3WarehouseGeofence Warehouse already exists/,
    );
    const sent = server.changes().find((r) => r.path === '/geofence/import');
    expect(sent?.body).toEqual({
      organisationId: orgId,
      rows: [
        {
          name: 'Harbour',
          address: '3 Queens Quay',
          postcode: 'M5J 2H3',
          latitude: '43.64',
          longitude: '-79.37',
          radius: '250',
        },
        {
          name: 'Warehouse',
          address: '1 Front St W',
          postcode: 'M5J 1E6',
          latitude: '43.645',
          longitude: '-79.38',
        },
      ],
    });
    // The list is fetched again after the import.
    await waitFor(() =>
      expect(
        server.requests.filter((r) => r.path === `/geofence/organisation/${orgId}`).length,
      ).toBeGreaterThan(1),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a viewer the list without add, import, delete or status controls', async () => {
    renderList([geofence(1, 'Warehouse', { status: 'paused' })], signedInAs('viewer'));
    await screen.findByRole('link', { name: 'Warehouse' });
    await waitFor(() => expect(within(row('Warehouse')).getByText('Paused')).toBeInTheDocument());
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add geofence' })).not.toBeInTheDocument();
  });

  it('shows the empty state with the ways to start', async () => {
    renderList([]);
    expect(await screen.findByRole('heading', { name: 'No geofences yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeInTheDocument();
    expect(screen.queryByText(/The map cannot be shown/)).not.toBeInTheDocument();
  });

  it('says geofences are off on a deployment without them, and leads to the bases', async () => {
    const server = renderList([geofence(1, 'Warehouse')], {}, { config: { show_geofences: false } });
    expect(await screen.findByRole('heading', { name: 'Geofences are turned off' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to bases' })).toHaveAttribute('href', '/base');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.path.startsWith('/geofence'))).toBe(false);
  });
});
