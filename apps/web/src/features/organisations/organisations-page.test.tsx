import type { Organisation } from '@pinpoint/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../lib/config.ts';
import { useCurrentUser } from '../../lib/user.ts';
import { apiError, type FakeHandler, fakeRows, fakeServer, reply } from '../../test/fake-server.ts';
import { testOrganisation, testOrganisations } from '../../test/fakes.ts';
import { onPhone } from '../../test/phone-width.ts';
import { renderRoutes } from '../../test/render.tsx';
import { withSnackbar } from '../../test/snackbar-probe.tsx';
import { OrganisationsPage } from './organisations-page.tsx';

function renderOrganisations(
  options: { routes?: Record<string, FakeHandler>; config?: Partial<PublicConfig>; path?: string } = {},
) {
  const organisations = fakeRows<Organisation>(testOrganisations);
  const server = fakeServer({
    'GET /organisation': () => organisations.rows(),
    'POST /organisation': ({ body }) =>
      reply(
        201,
        organisations.add(
          testOrganisation({ ...(body as Partial<Organisation>), id: 'org-9', role: 'owner' }),
        ),
      ),
    'PATCH /organisation/:id': organisations.update,
    'DELETE /organisation/:id': organisations.remove,
    'POST /organisation/:id/leave': organisations.remove,
    ...options.routes,
  });
  const page = withSnackbar(
    <>
      <UserLoader />
      <OrganisationsPage />
    </>,
  );
  const result = renderRoutes(
    [
      { path: '/organisation', element: page },
      { path: '/device/:id', element: page },
      { path: '/', element: <p>Devices</p> },
    ],
    options.path ?? '/organisation',
    { api: server.api, organisationId: 'org-1', config: options.config },
  );
  return { ...result, server };
}

/** As the shell does: keeps the user data loaded, so a refresh refetches it. */
function UserLoader() {
  useCurrentUser();
  return null;
}

const snackbar = () => screen.findByRole('status', { name: 'Snackbar', hidden: true });
const organisationsTable = () => screen.getByRole('table', { name: 'Your organisations' });
const row = (name: string) =>
  within(organisationsTable())
    .getByRole('cell', { name: new RegExp(`^${name}`) })
    .closest('tr') as HTMLElement;

describe('organisations screen', () => {
  it('shows the selected organisation’s settings and the user’s organisations with their roles', async () => {
    renderOrganisations();
    const details = await screen.findByRole('region', { name: 'Acme' });
    expect(within(details).getByText('1 Front St W, Toronto')).toBeInTheDocument();
    expect(within(details).getByText('office@acme.example')).toBeInTheDocument();
    expect(within(details).getByText('+14165550100')).toBeInTheDocument();
    expect(within(details).getByText('43.6532, -79.3832 (zoom 10)')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Members' })).toHaveAttribute(
      'href',
      '/organisation/org-1/members',
    );
    expect(within(details).getByRole('link', { name: 'Logs' })).toHaveAttribute(
      'href',
      '/organisation/org-1/logs',
    );
    expect(within(row('Acme')).getByText('Owner')).toBeInTheDocument();
    expect(within(row('Globex')).getByText('Member')).toBeInTheDocument();
    expect(within(row('Globex')).getByText('hq@globex.example')).toBeInTheDocument();
  });

  it('creates no organisation while organisation_enabled is off', async () => {
    renderOrganisations();
    await screen.findByRole('region', { name: 'Acme' });
    expect(screen.queryByRole('button', { name: 'Add organisation' })).toBeNull();
  });

  it('edits the settings with spec 5 validation and confirms', async () => {
    const { server } = renderOrganisations();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Acme' });
    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    expect(address).toHaveValue('1 Front St W, Toronto');
    await userEvent.clear(address);
    await userEvent.clear(email);
    await userEvent.type(email, 'office-at-acme');
    await userEvent.clear(phone);
    await userEvent.type(phone, '555-0100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Address is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Invalid phone number, please include country code (eg. +44)'),
    ).toBeInTheDocument();
    await userEvent.type(address, '100 Queen St W');
    await userEvent.clear(email);
    await userEvent.type(email, 'hello@acme.example');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+1 416 555 0199');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Map zoom' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Map zoom' }), '12');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Primary colour' }), '#112233');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await snackbar()).toHaveTextContent('Organisation Acme updated');
    expect(server.changes()).toMatchObject([
      {
        method: 'PATCH',
        path: '/organisation/org-1',
        body: {
          name: 'Acme',
          address: '100 Queen St W',
          email: 'hello@acme.example',
          phone: '+14165550199',
          zoom: 12,
          primaryColour: '#112233',
          secondaryColour: null,
        },
      },
    ]);
    const details = await screen.findByRole('region', { name: 'Acme' });
    expect(await within(details).findByText('100 Queen St W')).toBeInTheDocument();
  });

  it('keeps data for days of its own, whole days, and says what the server keeps when left empty', async () => {
    const { server } = renderOrganisations({
      config: { retentionFramesDays: 90, retentionHistoryDays: 400 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Acme' });
    const frames = within(dialog).getByRole('textbox', { name: 'Keep raw frames (days)' });
    const history = within(dialog).getByRole('textbox', { name: 'Keep readings and positions (days)' });
    expect(frames).toHaveValue('');
    expect(
      within(dialog).getByText(
        'Empty: as long as this server keeps them (400 days, until their whole month is older)',
      ),
    ).toBeInTheDocument();
    await userEvent.type(frames, '7.5');
    await userEvent.type(history, '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be a whole number of days')).toBeInTheDocument();
    expect(server.changes()).toEqual([]);
    await userEvent.clear(frames);
    await userEvent.type(frames, '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await snackbar()).toHaveTextContent('Organisation Acme updated');
    expect(server.changes()).toMatchObject([
      { method: 'PATCH', body: { framesRetentionDays: 7, historyRetentionDays: 30 } },
    ]);
  });

  it('shows the server refusing more days than it keeps under the field, the dialog still open', async () => {
    renderOrganisations({
      routes: {
        'PATCH /organisation/:id': () =>
          apiError(400, 'invalid', 'historyRetentionDays: This server keeps history at most 400 days'),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Acme' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Keep readings and positions (days)' }),
      '500',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const history = within(dialog).getByRole('textbox', { name: 'Keep readings and positions (days)' });
    expect(await within(dialog).findByText('This server keeps history at most 400 days')).toBeInTheDocument();
    expect(history).toHaveAccessibleDescription(/This server keeps history at most 400 days/);
    expect(history).toHaveValue('500');
  });

  it.each([
    [409, 'Organisation Globex already exists', 'Organisation Globex already exists'],
    [500, 'boom', 'Error updating organisation'],
  ])('reports a failed edit (%i)', async (status, message, shown) => {
    renderOrganisations({ routes: { 'PATCH /organisation/:id': () => apiError(status, 'x', message) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit settings' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await snackbar()).toHaveTextContent(shown);
    expect(screen.getByRole('dialog', { name: 'Edit Acme' })).toBeInTheDocument();
  });

  it('switches organisation as spec 4 says: stores the id, refreshes the user', async () => {
    const { server, store } = renderOrganisations();
    await screen.findByRole('region', { name: 'Acme' });
    const userLoads = () => server.requests.filter((request) => request.path === '/user/').length;
    await waitFor(() => expect(userLoads()).toBe(1));
    expect(within(row('Acme')).queryByRole('button', { name: 'Switch to Acme' })).toBeNull();
    await userEvent.click(within(row('Globex')).getByRole('button', { name: 'Switch to Globex' }));
    expect(localStorage.getItem('selectedOrganisationID')).toBe('org-2');
    expect(store.getState().selectedOrganisationId).toBe('org-2');
    expect(await screen.findByRole('region', { name: 'Globex' })).toBeInTheDocument();
    expect(await snackbar()).toHaveTextContent('You are now working in Globex');
    await waitFor(() => expect(userLoads()).toBe(2));
  });

  it('only admins edit, only owners delete', async () => {
    renderOrganisations({ config: { organisation_enabled: true } });
    await screen.findByRole('region', { name: 'Acme' });
    expect(within(row('Acme')).getByRole('button', { name: 'Delete Acme' })).toBeInTheDocument();
    expect(within(row('Acme')).getByRole('button', { name: 'Edit Acme' })).toBeInTheDocument();
    expect(within(row('Globex')).queryByRole('button', { name: 'Delete Globex' })).toBeNull();
    expect(within(row('Globex')).queryByRole('button', { name: 'Edit Globex' })).toBeNull();
    expect(within(row('Globex')).queryByRole('link', { name: 'Logs of Globex' })).toBeNull();
    expect(within(row('Globex')).getByRole('link', { name: 'Members of Globex' })).toBeInTheDocument();
    // The billing section is the selected organisation's, for its owners.
    expect(
      within(row('Acme')).getByRole('link', { name: 'Billing and device limit of Acme' }),
    ).toHaveAttribute('href', '/billing');
    expect(within(row('Globex')).queryByRole('link', { name: /^Billing/ })).toBeNull();
  });

  it('deletes only once the name is typed, sending it to the server', async () => {
    const { server } = renderOrganisations({ config: { organisation_enabled: true } });
    await screen.findByRole('region', { name: 'Acme' });
    await userEvent.click(within(row('Acme')).getByRole('button', { name: 'Delete Acme' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Acme?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Organisation name' }), 'Acm');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Organisation name' }), 'e');
    await userEvent.click(confirm);
    expect(await snackbar()).toHaveTextContent('Organisation Acme deleted');
    expect(server.changes()).toMatchObject([
      { method: 'DELETE', path: '/organisation/org-1', body: { confirmName: 'Acme' } },
    ]);
    await waitFor(() =>
      expect(within(organisationsTable()).queryByRole('cell', { name: /^Acme/ })).toBeNull(),
    );
  });

  it('reports "Error deleting organisation"', async () => {
    renderOrganisations({
      config: { organisation_enabled: true },
      routes: { 'DELETE /organisation/:id': () => apiError(500, 'internal', 'boom') },
    });
    await screen.findByRole('region', { name: 'Acme' });
    await userEvent.click(within(row('Acme')).getByRole('button', { name: 'Delete Acme' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Organisation name' }), 'Acme');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await snackbar()).toHaveTextContent('Error deleting organisation');
  });

  it('leaves an organisation after warning that only the owner can add you back', async () => {
    const { server } = renderOrganisations();
    await screen.findByRole('region', { name: 'Acme' });
    await userEvent.click(within(row('Globex')).getByRole('button', { name: 'Leave Globex' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave Globex?' });
    expect(dialog).toHaveTextContent('Only the organisation owner can add you back.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await snackbar()).toHaveTextContent('You left Globex');
    expect(server.changes()).toMatchObject([{ method: 'POST', path: '/organisation/org-2/leave' }]);
  });

  it('shows the server’s refusal to leave, else "Error leaving organisation"', async () => {
    renderOrganisations({
      routes: {
        'POST /organisation/:id/leave': () =>
          apiError(409, 'conflict', 'An organisation needs at least one owner'),
      },
    });
    await screen.findByRole('region', { name: 'Acme' });
    await userEvent.click(within(row('Acme')).getByRole('button', { name: 'Leave Acme' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(await snackbar()).toHaveTextContent('An organisation needs at least one owner');
  });

  it('does not offer Leave where the user is the only owner; it does when another owner stays', async () => {
    const rolesOf = (...owners: string[]) => ({
      'GET /organisation/:id/roles': () =>
        [...owners, 'Grace'].map((name, index) => ({
          userId: `00000000-0000-4000-8000-00000000000${index + 1}`,
          email: `${name.toLowerCase()}@example.com`,
          name,
          role: owners.includes(name) ? 'owner' : 'member',
          since: '2026-01-01T00:00:00Z',
        })),
    });
    const { server, unmount } = renderOrganisations({ routes: rolesOf('Ada') });
    await screen.findByRole('region', { name: 'Acme' });
    await waitFor(() =>
      expect(server.requests.some((r) => r.path === '/organisation/org-1/roles')).toBe(true),
    );
    expect(within(row('Acme')).queryByRole('button', { name: 'Leave Acme' })).toBeNull();
    // The owner may still delete it; a member leaves Globex as before.
    expect(within(row('Acme')).getByRole('button', { name: 'Delete Acme' })).toBeInTheDocument();
    expect(within(row('Globex')).getByRole('button', { name: 'Leave Globex' })).toBeInTheDocument();
    unmount();
    renderOrganisations({ routes: rolesOf('Ada', 'Linus') });
    await screen.findByRole('region', { name: 'Acme' });
    expect(await within(row('Acme')).findByRole('button', { name: 'Leave Acme' })).toBeInTheDocument();
  });

  it('keeps the only organisation: no leave or delete while organisations are off', async () => {
    renderOrganisations({ routes: { 'GET /organisation': () => [testOrganisation()] } });
    await screen.findByRole('region', { name: 'Acme' });
    expect(within(row('Acme')).queryByRole('button', { name: 'Leave Acme' })).toBeNull();
    expect(within(row('Acme')).queryByRole('button', { name: 'Delete Acme' })).toBeNull();
  });

  it('creates an organisation when enabled and switches to it', async () => {
    const { server } = renderOrganisations({ config: { organisation_enabled: true } });
    await screen.findByRole('region', { name: 'Acme' });
    await userEvent.click(screen.getByRole('button', { name: 'Add organisation' }));
    const dialog = screen.getByRole('dialog', { name: 'New organisation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Initech');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Address' }), '4120 Freidrich Ln');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'hr@initech.example');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '+15125550100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await snackbar()).toHaveTextContent('Organisation Initech added');
    expect(server.changes()).toMatchObject([
      {
        method: 'POST',
        path: '/organisation',
        body: { name: 'Initech', center: { lat: 43.6532, lon: -79.3832 }, zoom: 10 },
      },
    ]);
    expect(localStorage.getItem('selectedOrganisationID')).toBe('org-9');
    expect(await screen.findByRole('region', { name: 'Initech' })).toBeInTheDocument();
  });

  it('says "Organisation {{name}} already exists" when creating a taken name', async () => {
    renderOrganisations({
      config: { organisation_enabled: true },
      routes: { 'POST /organisation': () => apiError(409, 'conflict', 'Organisation Globex already exists') },
    });
    await screen.findByRole('region', { name: 'Acme' });
    await userEvent.click(screen.getByRole('button', { name: 'Add organisation' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Globex');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Address' }), '1 Main St');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'a@globex.example');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '+15125550100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await snackbar()).toHaveTextContent('Organisation Globex already exists');
    expect(localStorage.getItem('selectedOrganisationID')).toBeNull();
  });

  it('reports "Error adding organisation"', async () => {
    renderOrganisations({
      config: { organisation_enabled: true },
      routes: { 'POST /organisation': () => apiError(500, 'internal', 'boom') },
    });
    await screen.findByRole('region', { name: 'Acme' });
    await userEvent.click(screen.getByRole('button', { name: 'Add organisation' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Initech');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Address' }), '1 Main St');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'a@initech.example');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '+15125550100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await snackbar()).toHaveTextContent('Error adding organisation');
  });
});

describe('organisations screen on a 390 px phone', () => {
  onPhone();

  it('gathers each organisation’s actions in a menu', async () => {
    renderOrganisations();
    await screen.findByRole('region', { name: 'Acme' });
    expect(within(row('Globex')).queryByRole('button', { name: 'Leave Globex' })).toBeNull();
    expect(within(row('Globex')).queryByRole('link')).toBeNull();
    await userEvent.click(within(row('Globex')).getByRole('button', { name: 'Actions for Globex' }));
    // The menu loads on its first open (issue 31).
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Switch to Globex', 'Members of Globex', 'Leave Globex']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Leave Globex' }));
    expect(screen.getByRole('dialog', { name: 'Leave Globex?' })).toBeInTheDocument();
  });
});
