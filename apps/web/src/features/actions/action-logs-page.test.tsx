import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastDays } from '../../lib/day-range.ts';
import { apiError, type FakeHandler, fakeServer, pageOf } from '../../test/fake-server.ts';
import { testUuid as uuid } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ActionLogsPage } from './action-logs-page.tsx';
import type { ActionLog } from './api.ts';
import { action, log } from './test-fixtures.ts';

function renderLogs(items: ActionLog[], routes: Record<string, FakeHandler> = {}, id = uuid(1)) {
  const server = fakeServer({
    'GET /action/:id': (_request, params) =>
      params.id === uuid(1)
        ? action(1, 'Freezer too warm', { lastTriggeredAt: '2026-01-06T10:00:00Z' })
        : apiError(404, 'not_found', 'Action not found'),
    'GET /action/:id/logs': ({ query }) => pageOf(items, query),
    ...routes,
  });
  renderRoutes([{ path: '/action/:id/logs', element: <ActionLogsPage /> }], `/action/${id}/logs`, {
    api: server.api,
  });
  return server;
}

const logRequests = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((r) => r.path === `/action/${uuid(1)}/logs`);

describe('action logs', () => {
  it('asks for the last 7 days, one page, and shows each firing and delivery with its status', async () => {
    const server = renderLogs([
      log(4, { status: 'refused', error: 'quota reached: 100 e-mails an hour' }),
      log(3, {
        status: 'failed',
        attempt: 2,
        error: 'connection_refused',
        latencyMs: 42,
        destination: 'http',
        channel: 'webhook',
        recipient: 'https://erp.example/hook',
      }),
      log(2, { status: 'sent' }),
      log(1, {
        event: 'fired',
        channel: null,
        recipient: null,
        destination: null,
        status: null,
        attempt: null,
        deliveryId: null,
        value: 4.5,
        message: 'Freezer is at 4.5 °C',
      }),
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Logs of Freezer too warm', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Actions' })).toHaveAttribute('href', '/action');

    const [request] = logRequests(server);
    const { from, to } = lastDays(7);
    expect(request?.query.get('from')).toBe(`${from}T00:00:00.000Z`);
    const end = new Date(`${to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    expect(request?.query.get('to')).toBe(end.toISOString());
    expect(Date.parse(request?.query.get('to') ?? '') - Date.parse(request?.query.get('from') ?? '')).toBe(
      7 * 86_400_000,
    );
    expect(request?.query.get('page')).toBe('1');
    expect(request?.query.get('pageSize')).toBe('25');

    const table = screen.getByRole('table', { name: 'Logs of Freezer too warm' });
    await within(table).findByText('Sent');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const [refused, failed, sent, fired] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(refused).getByText('Refused')).toBeInTheDocument();
    expect(within(refused).getByText('quota reached: 100 e-mails an hour')).toBeInTheDocument();
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('Attempt 2')).toBeInTheDocument();
    expect(within(failed).getByText('connection_refused')).toBeInTheDocument();
    expect(within(failed).getByText('42 ms')).toBeInTheDocument();
    expect(within(failed).getByText('Webhook')).toBeInTheDocument();
    expect(within(sent).getByText('Sent')).toBeInTheDocument();
    expect(within(sent).getByText('E-mail')).toBeInTheDocument();
    expect(within(sent).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(sent).getByText('Outbox (no mail server configured)')).toBeInTheDocument();
    expect(within(fired).getByText('Fired')).toBeInTheDocument();
    expect(within(fired).getByText('4.5 °C')).toBeInTheDocument();
    expect(within(fired).getByText('Freezer is at 4.5 °C')).toBeInTheDocument();
  });

  it('asks again for a new range, and on Refresh', async () => {
    const server = renderLogs([]);
    expect(await screen.findByRole('heading', { name: 'Nothing in this range' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-05' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-06' } });
    await waitFor(() => expect(logRequests(server).at(-1)?.query.get('to')).toBe('2026-01-07T00:00:00.000Z'));
    expect(logRequests(server).at(-1)?.query.get('from')).toBe('2026-01-05T00:00:00.000Z');
    const before = logRequests(server).length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(logRequests(server).length).toBe(before + 1));
  });

  it('shows a not-found view for an action that does not exist', async () => {
    renderLogs([], {}, uuid(2));
    expect(await screen.findByRole('heading', { name: 'Action not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Actions' })).toHaveAttribute('href', '/action');
  });
});
