import type { Contact } from '@pinpoint/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  type FakeHandler,
  fakeRows,
  fakeServer,
  reply,
  signedInAs,
} from '../../test/fake-server.ts';
import { testContact as contact, testUuid as uuid } from '../../test/fixtures.ts';
import { onPhone } from '../../test/phone-width.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { withSnackbar } from '../../test/snackbar-probe.tsx';
import { ContactsPage } from './contacts-page.tsx';

/** The contacts screen over the real API client and a fake server holding `contacts` of org-1. */
function renderContacts(
  initial: Contact[],
  routes: Record<string, FakeHandler> = {},
  organisationId = 'org-1',
) {
  const contacts = fakeRows(initial);
  const server = fakeServer({
    'GET /contact/organisation/:id': contacts.inOrganisation,
    'POST /contact': ({ body }) =>
      reply(
        201,
        contacts.add(contact(contacts.rows().length + 100, (body as Contact).name, body as Partial<Contact>)),
      ),
    'PATCH /contact/:id': contacts.update,
    'DELETE /contact/:id': contacts.remove,
    'POST /contact/bulk-delete': contacts.removeMany,
    ...routes,
  });
  renderWithProviders(withSnackbar(<ContactsPage />), '/contact', { api: server.api, organisationId });
  return server;
}

const table = () => screen.getByRole('table', { name: 'Contacts' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

async function fillContact(values: { name?: string; email?: string; phone?: string }) {
  const dialog = screen.getByRole('dialog');
  for (const [label, value] of [
    ['Name', values.name],
    ['Email', values.email],
    ['Phone', values.phone],
  ] as const) {
    if (value === undefined) continue;
    const input = within(dialog).getByRole('textbox', { name: label });
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

describe('contacts screen', () => {
  it('lists the selected organisation’s contacts with their fields, and searches them', async () => {
    const server = renderContacts([
      contact(1, 'Ada', { contactMethod: 'both' }),
      contact(2, 'Grace', { organisationId: 'org-2' }),
      contact(3, 'Linus', { contactMethod: 'sms', phone: '+442079460000' }),
    ]);
    expect(await screen.findByRole('cell', { name: 'Ada' })).toBeInTheDocument();
    expect(names()).toEqual(['Ada', 'Linus']);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toContain('GET /contact/organisation/org-1');
    const linus = within(table()).getByRole('cell', { name: 'Linus' }).closest('tr') as HTMLElement;
    expect(within(linus).getByText('+442079460000')).toBeInTheDocument();
    expect(within(linus).getByText('SMS')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'ada@');
    expect(names()).toEqual(['Ada']);
  });

  it('shows the empty state with an Add button when there are none', async () => {
    renderContacts([]);
    expect(await screen.findByRole('heading', { name: 'No contacts yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add contact' }).length).toBeGreaterThan(0);
  });

  it('validates a new contact with the spec messages, then adds it to the organisation', async () => {
    const server = renderContacts([]);
    await screen.findByRole('heading', { name: 'No contacts yet' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Add contact' })[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'New contact' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await fillContact({ name: 'Ada', email: 'ada.example.com', phone: '4165550100' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid email address')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Invalid phone number, please include country code (eg. +44)'),
    ).toBeInTheDocument();
    expect(server.changes()).toEqual([]);

    await fillContact({ email: 'ada@example.com', phone: '+1 416 555 0100' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contact Ada added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.changes()[0]).toMatchObject({
      method: 'POST',
      path: '/contact',
      body: {
        organisationId: 'org-1',
        name: 'Ada',
        email: 'ada@example.com',
        phone: '+14165550100',
        contactMethod: 'email',
      },
    });
    expect(await screen.findByRole('cell', { name: 'Ada' })).toBeInTheDocument();
  });

  it('shows the server’s conflict message and keeps the dialog open', async () => {
    renderContacts([contact(1, 'Ada')], {
      'POST /contact': () => apiError(409, 'conflict', 'Contact Ada already exists'),
    });
    await screen.findByRole('cell', { name: 'Ada' });
    await userEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    await fillContact({ name: 'Ada', email: 'ada@example.com', phone: '+14165550100' });
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contact Ada already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New contact' })).toBeInTheDocument();
  });

  it('says "Error adding contact" when the failure has no message for people', async () => {
    renderContacts([], { 'POST /contact': () => apiError(500, 'internal', 'boom') });
    await screen.findByRole('heading', { name: 'No contacts yet' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Add contact' })[0] as HTMLElement);
    await fillContact({ name: 'Ada', email: 'ada@example.com', phone: '+14165550100' });
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error adding contact')).toBeInTheDocument();
  });

  it('edits a contact with its values filled in', async () => {
    const server = renderContacts([contact(1, 'Ada')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Ada' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit contact' });
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await fillContact({ name: 'Ada Lovelace' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contact Ada Lovelace updated')).toBeInTheDocument();
    expect(server.changes()[0]).toMatchObject({ method: 'PATCH', path: `/contact/${uuid(1)}` });
    expect(await screen.findByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('reports "Error updating contact"', async () => {
    renderContacts([contact(1, 'Ada')], { 'PATCH /contact/:id': () => apiError(500, 'internal', 'boom') });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Ada' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error updating contact')).toBeInTheDocument();
  });

  it('deletes one contact after confirming', async () => {
    const server = renderContacts([contact(1, 'Ada'), contact(2, 'Grace')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete contact?' });
    expect(within(dialog).getByText('Delete Ada? This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Contact Ada deleted')).toBeInTheDocument();
    expect(server.changes()).toMatchObject([{ method: 'DELETE', path: `/contact/${uuid(1)}` }]);
    await waitFor(() => expect(names()).toEqual(['Grace']));
  });

  it('deletes the selected contacts at once', async () => {
    const server = renderContacts([contact(1, 'Ada'), contact(2, 'Grace'), contact(3, 'Linus')]);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Ada' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Linus' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete contacts?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 contacts deleted')).toBeInTheDocument();
    expect(server.changes()).toMatchObject([
      {
        method: 'POST',
        path: '/contact/bulk-delete',
        body: { organisationId: 'org-1', ids: [uuid(1), uuid(3)] },
      },
    ]);
    await waitFor(() => expect(names()).toEqual(['Grace']));
  });

  it('reports "Error deleting contact(s)" and keeps the list', async () => {
    renderContacts([contact(1, 'Ada')], { 'DELETE /contact/:id': () => apiError(500, 'internal', 'boom') });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ada' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting contact(s)')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(names()).toEqual(['Ada']);
  });

  it('lets a viewer read only', async () => {
    const server = renderContacts(
      [contact(1, 'Ada', { organisationId: 'org-3' })],
      signedInAs('viewer', { id: 'org-3', name: 'Initech' }),
      'org-3',
    );
    expect(await screen.findByRole('cell', { name: 'Ada' })).toBeInTheDocument();
    await waitFor(() => expect(server.requests.some((r) => r.path === '/user/')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Add contact' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Ada' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Ada' })).toBeNull();
  });
});

describe('contacts screen on a 390 px phone', () => {
  onPhone();

  it('gathers each row’s actions in a menu instead of buttons off-screen', async () => {
    renderContacts([contact(1, 'Ada'), contact(2, 'Grace')]);
    const menuButton = await screen.findByRole('button', { name: 'Actions for Ada' });
    expect(screen.queryByRole('button', { name: 'Edit Ada' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Ada' })).toBeNull();
    await userEvent.click(menuButton);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit Ada', 'Delete Ada']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete Ada' }));
    expect(await screen.findByRole('dialog', { name: 'Delete contact?' })).toHaveTextContent('Delete Ada?');
  });
});
