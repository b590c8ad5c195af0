import type { Invitation, MemberRole, Organisation, Role } from '@pinpoint/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, type FakeHandler, fakeServer, reply } from '../../test/fake-server.ts';
import { testOrganisation, testUser } from '../../test/fakes.ts';
import { testUuid as uuid } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { withSnackbar } from '../../test/snackbar-probe.tsx';
import { OrganisationMembersPage } from './organisation-members-page.tsx';

const member = (n: number, name: string, role: Role): MemberRole => ({
  userId: n === 1 ? testUser.id : uuid(n),
  email: `${name.toLowerCase()}@example.com`,
  name,
  role,
  since: '2026-01-01T00:00:00Z',
});

function renderMembers(myRole: Role, routes: Record<string, FakeHandler> = {}) {
  let members = [member(1, 'Ada', myRole), member(2, 'Grace', 'member'), member(3, 'Linus', 'owner')];
  let invitations: Invitation[] = [
    {
      id: uuid(50),
      email: 'tim@example.com',
      role: 'viewer',
      invitedBy: 'Ada',
      createdAt: '2026-01-02T00:00:00Z',
    },
  ];
  const organisations: Organisation[] = [testOrganisation({ role: myRole })];
  const server = fakeServer({
    'GET /organisation': () => organisations,
    'GET /organisation/:id/members': () => ({ members, invitations }),
    'POST /organisation/:id/members': ({ body }) => {
      const { email, role } = body as { email: string; role: Role };
      invitations = [
        ...invitations,
        { id: uuid(51), email, role, invitedBy: 'Ada', createdAt: new Date().toISOString() },
      ];
      return reply(201, { status: 'invited' });
    },
    'PATCH /organisation/:id/members/:userId': ({ body }, { userId }) => {
      members = members.map((m) => (m.userId === userId ? { ...m, role: (body as { role: Role }).role } : m));
      return members.find((m) => m.userId === userId);
    },
    'DELETE /organisation/:id/members/:userId': (_request, { userId }) => {
      members = members.filter((m) => m.userId !== userId);
      return reply(204);
    },
    'DELETE /organisation/:id/invitations/:invitationId': (_request, { invitationId }) => {
      invitations = invitations.filter((i) => i.id !== invitationId);
      return reply(204);
    },
    'POST /organisation/:id/leave': () => reply(204),
    ...routes,
  });
  const page = withSnackbar(<OrganisationMembersPage />);
  const result = renderRoutes(
    [
      { path: '/organisation/:id/members', element: page },
      { path: '/organisation', element: <p>Organisations list</p> },
    ],
    '/organisation/org-1/members',
    { api: server.api, config: { organisation_enabled: true } },
  );
  return { ...result, server };
}

const snackbar = () => screen.findByRole('status', { name: 'Snackbar', hidden: true });
const membersTable = () => screen.getByRole('table', { name: 'Members of Acme' });
const memberRow = (name: string) =>
  within(membersTable())
    .getByRole('cell', { name: new RegExp(`^${name}`) })
    .closest('tr') as HTMLElement;

describe('organisation members', () => {
  it('lists the members with their roles and the pending invitations', async () => {
    renderMembers('owner');
    expect(await screen.findByRole('heading', { name: 'Members of Acme', level: 1 })).toBeInTheDocument();
    await within(membersTable()).findByRole('cell', { name: /^Grace/ });
    expect(within(memberRow('Ada')).getByText('You')).toBeInTheDocument();
    expect(within(memberRow('Grace')).getByRole('combobox', { name: 'Role of Grace' })).toHaveTextContent(
      'Member',
    );
    const pending = screen.getByRole('table', { name: 'Pending invitations' });
    expect(within(pending).getByRole('cell', { name: 'tim@example.com' })).toBeInTheDocument();
    expect(within(pending).getByRole('cell', { name: 'Viewer' })).toBeInTheDocument();
  });

  it('invites by e-mail with a role and says they were invited', async () => {
    const { server } = renderMembers('owner');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite someone to Acme' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'bob-example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText('Invalid email address')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'bob@example.com');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Viewer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await snackbar()).toHaveTextContent('Invitation sent to bob@example.com');
    expect(server.changes()).toMatchObject([
      {
        method: 'POST',
        path: '/organisation/org-1/members',
        body: { email: 'bob@example.com', role: 'viewer' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const pending = screen.getByRole('table', { name: 'Pending invitations' });
    expect(await within(pending).findByRole('cell', { name: 'bob@example.com' })).toBeInTheDocument();
  });

  it('shows the owner-only re-add refusal', async () => {
    renderMembers('admin', {
      'POST /organisation/:id/members': () =>
        apiError(403, 'forbidden', 'Only the organisation owner can add you back'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'left@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await snackbar()).toHaveTextContent('Only the organisation owner can add you back');
  });

  it('changes a role and removes a member', async () => {
    const { server } = renderMembers('owner');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Role of Grace' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    expect(await snackbar()).toHaveTextContent('Grace is now Admin');
    await waitFor(() =>
      expect(within(memberRow('Grace')).getByRole('combobox', { name: 'Role of Grace' })).toHaveTextContent(
        'Admin',
      ),
    );
    await userEvent.click(within(memberRow('Grace')).getByRole('button', { name: 'Remove Grace' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove Grace?' })).getByRole('button', { name: 'Remove' }),
    );
    expect(await snackbar()).toHaveTextContent('Grace was removed');
    expect(server.changes()).toMatchObject([
      { method: 'PATCH', path: `/organisation/org-1/members/${uuid(2)}`, body: { role: 'admin' } },
      { method: 'DELETE', path: `/organisation/org-1/members/${uuid(2)}` },
    ]);
    await waitFor(() => expect(within(membersTable()).queryByRole('cell', { name: /^Grace/ })).toBeNull());
  });

  it('cancels a pending invitation', async () => {
    const { server } = renderMembers('admin');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancel the invitation of tim@example.com' }),
    );
    expect(await snackbar()).toHaveTextContent('The invitation of tim@example.com was cancelled');
    expect(server.changes()).toMatchObject([
      { method: 'DELETE', path: `/organisation/org-1/invitations/${uuid(50)}` },
    ]);
  });

  it('lets an admin manage members but not owners, nor grant the owner role', async () => {
    renderMembers('admin');
    await within(await screen.findByRole('table', { name: 'Members of Acme' })).findByRole('cell', {
      name: /^Grace/,
    });
    expect(within(memberRow('Linus')).queryByRole('combobox')).toBeNull();
    expect(within(memberRow('Linus')).queryByRole('button', { name: 'Remove Linus' })).toBeNull();
    await userEvent.click(within(memberRow('Grace')).getByRole('combobox', { name: 'Role of Grace' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Admin', 'Member', 'Viewer']);
  });

  it('shows a viewer the members without any change control', async () => {
    renderMembers('viewer');
    await within(await screen.findByRole('table', { name: 'Members of Acme' })).findByRole('cell', {
      name: /^Grace/,
    });
    expect(screen.queryByRole('button', { name: 'Invite member' })).toBeNull();
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Cancel the invitation/ })).toBeNull();
    expect(within(memberRow('Grace')).getByText('Member')).toBeInTheDocument();
  });

  it('leaves the organisation and goes back to the list', async () => {
    const { server, router } = renderMembers('member');
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Leave Acme?' })).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisation'));
    expect(server.changes()).toMatchObject([{ method: 'POST', path: '/organisation/org-1/leave' }]);
  });

  it('does not offer Leave to the only owner, who would be refused; it does when another owner stays', async () => {
    const owners = (...others: MemberRole[]) => ({
      'GET /organisation/:id/roles': () => [member(1, 'Ada', 'owner'), ...others],
    });
    const { server, unmount } = renderMembers('owner', owners(member(2, 'Grace', 'admin')));
    await screen.findByRole('button', { name: 'Invite member' });
    await waitFor(() =>
      expect(server.requests.some((r) => r.path === '/organisation/org-1/roles')).toBe(true),
    );
    expect(screen.queryByRole('button', { name: 'Leave' })).toBeNull();
    unmount();
    renderMembers('owner', owners(member(3, 'Linus', 'owner')));
    expect(await screen.findByRole('button', { name: 'Leave' })).toBeInTheDocument();
  });

  it('says so for an organisation the user is not in', async () => {
    renderMembers('owner', {
      'GET /organisation': () => [testOrganisation({ id: 'org-2', name: 'Globex' })],
    });
    expect(await screen.findByRole('heading', { name: 'Organisation not found' })).toBeInTheDocument();
  });
});
