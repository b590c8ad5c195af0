import type { OrganisationLog, Role } from '@pinpoint/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, pageOf } from '../../test/fake-server.ts';
import { testOrganisation } from '../../test/fakes.ts';
import { renderRoutes } from '../../test/render.tsx';
import { OrganisationLogsPage } from './organisation-logs-page.tsx';

const now = new Date('2026-03-10T15:00:00Z');
const ada = { id: '00000000-0000-4000-8000-000000000001', name: 'Ada Lovelace', email: 'ada@example.com' };

const logs: OrganisationLog[] = [
  {
    id: 3,
    user: ada,
    action: 'role',
    objectType: 'member',
    objectId: 'u2',
    details: { email: 'bob@example.com', from: 'viewer', to: 'admin' },
    createdAt: '2026-03-10T14:55:00Z',
  },
  {
    id: 2,
    user: ada,
    action: 'invite',
    objectType: 'invitation',
    objectId: 'i1',
    details: { email: 'bob@example.com', role: 'viewer' },
    createdAt: '2026-03-09T15:00:00Z',
  },
  {
    id: 1,
    user: null,
    action: 'update',
    objectType: 'organisation',
    objectId: 'org-1',
    details: { name: 'Acme', fields: ['address', 'phone'] },
    createdAt: '2026-01-10T15:00:00Z',
  },
];

function renderLogs(role: Role = 'owner') {
  const server = fakeServer({
    'GET /organisation': () => [testOrganisation({ role })],
    'GET /organisation/:id/logs': ({ query }) =>
      pageOf(query.get('page') === '1' ? logs : [{ ...logs[2], id: 0 }], query, 30),
  });
  renderRoutes(
    [{ path: '/organisation/:id/logs', element: <OrganisationLogsPage /> }],
    '/organisation/org-1/logs',
    { api: server.api },
  );
  return server;
}

describe('organisation logs', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());

  it('says who did what to which object and when, newest first', async () => {
    renderLogs();
    await screen.findByText('5 minutes ago');
    const table = screen.getByRole('table', { name: 'Logs of Acme' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['5 minutes ago', 'Ada Lovelace', 'Changed roleFrom Viewer to Admin', 'Member bob@example.com'],
      ['yesterday', 'Ada Lovelace', 'InvitedAs Viewer', 'Invitation bob@example.com'],
      ['2 months ago', 'System', 'UpdatedChanged: Address, Phone', 'Organisation Acme'],
    ]);
    const when = within(rows[0] as HTMLElement).getByText('5 minutes ago');
    expect(when.tagName).toBe('TIME');
    expect(when).toHaveAttribute('datetime', '2026-03-10T14:55:00.000Z');
  });

  it('shows the exact time on hover', async () => {
    renderLogs();
    const when = await screen.findByText('5 minutes ago');
    await userEvent.hover(when);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/2026.*\d{1,2}:55:00/);
  });

  it('pages through the server’s pages', async () => {
    const server = renderLogs();
    await screen.findByText('1–25 of 30');
    await userEvent.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await screen.findByText('26–30 of 30');
    const pages = server.requests
      .filter((r) => r.path === '/organisation/org-1/logs')
      .map((r) => r.query.toString());
    expect(pages).toEqual(['page=1&pageSize=25', 'page=2&pageSize=25']);
  });

  it('tells members that only admins see the logs', async () => {
    const server = renderLogs('member');
    expect(await screen.findByRole('heading', { name: 'Only admins see the logs' })).toBeInTheDocument();
    expect(server.requests.some((r) => r.path.endsWith('/logs'))).toBe(false);
  });
});
