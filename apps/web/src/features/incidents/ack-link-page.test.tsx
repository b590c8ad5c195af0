import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, type FakeHandler, fakeServer } from '../../test/fake-server.ts';
import { renderRoutes } from '../../test/render.tsx';
import { AckLinkPage } from './ack-link-page.tsx';
import { ackView } from './test-fixtures.ts';

function renderLink(routes: Record<string, FakeHandler>, token = 'the-token') {
  const server = fakeServer(routes);
  renderRoutes([{ path: '/ack/:token', element: <AckLinkPage /> }], `/ack/${token}`, { api: server.api });
  return server;
}

describe("the 'I'm on it' page, signed out", () => {
  it('shows the incident, and its button acknowledges it once', async () => {
    const server = renderLink({
      'GET /incident-ack/:token': () => ackView(),
      'POST /incident-ack/:token': () => ackView({ state: 'acknowledged', usable: 'used' }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Freezer too warm: Walk-in freezer', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sent to Night shift')).toBeInTheDocument();
    expect(server.changes()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: "I'm on it" }));
    expect(await screen.findByText("Thanks: you're on it. The others have been told.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "I'm on it" })).not.toBeInTheDocument();
    await waitFor(() => expect(server.changes().map((r) => r.path)).toEqual(['/incident-ack/the-token']));
  });

  it('says who took it, and that a link is not valid', async () => {
    renderLink({
      'GET /incident-ack/:token': () =>
        ackView({ state: 'acknowledged', usable: 'taken', acknowledgedBy: 'Ada' }),
    });
    expect(await screen.findByText('Ada is on it already.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "I'm on it" })).not.toBeInTheDocument();
  });

  it('says a forged or unknown link is not valid', async () => {
    renderLink({ 'GET /incident-ack/:token': () => apiError(404, 'not_found', 'This link is not valid') });
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
  });
});
