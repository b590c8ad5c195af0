import type { InviteeInvitation, MyInvitations } from '@pinpoint/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, type FakeHandler, fakeServer, reply } from '../../test/fake-server.ts';
import { renderRoutes } from '../../test/render.tsx';
import { withSnackbar } from '../../test/snackbar-probe.tsx';
import { OrganisationsPage } from './organisations-page.tsx';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function renderPage(routes: Record<string, FakeHandler>) {
  const server = fakeServer(routes);
  renderRoutes([{ path: '/organisation', element: withSnackbar(<OrganisationsPage />) }], '/organisation', {
    api: server.api,
    organisationId: 'org-1',
  });
  return server;
}

const snackbar = () => screen.findByRole('status', { name: 'Snackbar', hidden: true });

const offer = (n: number, organisationName: string, role: InviteeInvitation['role']): InviteeInvitation => ({
  id: uuid(n),
  organisationId: uuid(100 + n),
  organisationName,
  role,
  invitedBy: 'Olive',
  createdAt: new Date().toISOString(),
});

describe('invitations on the organisations page', () => {
  it('asks an unverified user to verify their address, and sends the link again', async () => {
    let sends = 0;
    const server = renderPage({
      'GET /user/invitations': (): MyInvitations => ({
        email: 'ivy@example.com',
        emailVerified: false,
        canVerify: true,
        invitations: [],
      }),
      'POST /user/email-verification': () => {
        sends += 1;
        return sends === 1
          ? reply(202, { email: 'ivy@example.com' })
          : apiError(429, 'rate_limited', 'A link was sent less than a minute ago.');
      },
    });
    expect(await screen.findByText('Verify your e-mail address')).toBeInTheDocument();
    expect(screen.getByText(/We sent a link to ivy@example.com/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await snackbar()).toHaveTextContent('A new link was sent to ivy@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(async () =>
      expect(await snackbar()).toHaveTextContent(
        'A link was sent less than a minute ago. Check your mail, or try again in a minute.',
      ),
    );
    expect(server.changes()).toMatchObject([
      { method: 'POST', path: '/user/email-verification' },
      { method: 'POST', path: '/user/email-verification' },
    ]);
  });

  it('shows nothing to a verified user without invitations, nor to one whose provider verifies', async () => {
    renderPage({
      'GET /user/invitations': () => ({
        email: 'x@example.com',
        emailVerified: false,
        canVerify: false,
        invitations: [],
      }),
    });
    await screen.findByRole('table', { name: 'Your organisations' });
    expect(screen.queryByText('Verify your e-mail address')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invitations for you' })).toBeNull();
  });

  it('lists the invitations to accept or decline, and says what happened', async () => {
    let invitations = [offer(1, 'Initech', 'viewer'), offer(2, 'Hooli', 'admin')];
    const server = renderPage({
      'GET /user/invitations': () => ({
        email: 'ivy@example.com',
        emailVerified: true,
        canVerify: false,
        invitations,
      }),
      'POST /user/invitations/:id/accept': (_request, { id }) => {
        const taken = invitations.find((i) => i.id === id);
        invitations = invitations.filter((i) => i.id !== id);
        return { organisationId: taken?.organisationId, name: taken?.organisationName, role: taken?.role };
      },
      'POST /user/invitations/:id/decline': (_request, { id }) => {
        invitations = invitations.filter((i) => i.id !== id);
        return reply(204);
      },
    });
    const section = await screen.findByRole('region', { name: 'Invitations for you' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Olive invites you to join Initech as Viewer'),
      expect.stringContaining('Olive invites you to join Hooli as Admin'),
    ]);

    await userEvent.click(within(section).getByRole('button', { name: 'Accept the invitation to Initech' }));
    expect(await snackbar()).toHaveTextContent('You joined Initech');
    await waitFor(() => expect(screen.queryByText(/join Initech/)).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Decline the invitation to Hooli' }));
    expect(await snackbar()).toHaveTextContent('You declined the invitation to Hooli');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Invitations for you' })).toBeNull());
    expect(server.changes()).toMatchObject([
      { method: 'POST', path: `/user/invitations/${uuid(1)}/accept` },
      { method: 'POST', path: `/user/invitations/${uuid(2)}/decline` },
    ]);
  });

  it("shows the server's refusal of an invitation that is gone", async () => {
    renderPage({
      'GET /user/invitations': () => ({
        email: 'ivy@example.com',
        emailVerified: true,
        canVerify: false,
        invitations: [offer(3, 'Initech', 'member')],
      }),
      'POST /user/invitations/:id/accept': () => apiError(404, 'not_found', 'Invitation not found'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the invitation to Initech' }));
    expect(await snackbar()).toHaveTextContent('Invitation not found');
  });
});
