import type { ReportDelivery } from '@pinpoint/shared/report.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeServer } from '../../test/fake-server.ts';
import { testUuid } from '../../test/fixtures.ts';
import { renderRoutes, renderWithProviders } from '../../test/render.tsx';
import type { ReportRun } from './api.ts';
import { ReportDetailPage } from './report-detail-page.tsx';
import { RunHistory } from './run-history.tsx';

/** What a person reads on the report screens when something is missing or was not mailed (issue 27.9). */

const delivery = (overrides: Partial<ReportDelivery>): ReportDelivery => ({
  id: testUuid(300),
  recipient: 'quinn@example.com',
  name: 'Quinn Rivera',
  status: 'sent',
  destination: 'smtp',
  attached: true,
  attempts: 1,
  error: null,
  finishedAt: '2026-11-02T12:00:05.000Z',
  ...overrides,
});

const run = (deliveries: ReportDelivery[]): ReportRun => ({
  id: testUuid(200),
  reportId: testUuid(100),
  trigger: 'manual',
  status: 'done',
  periodFrom: '2026-11-01T05:00:00.000Z',
  periodTo: '2026-11-02T05:00:00.000Z',
  attempts: 1,
  error: null,
  createdAt: '2026-11-02T12:00:00.000Z',
  startedAt: '2026-11-02T12:00:01.000Z',
  finishedAt: '2026-11-02T12:00:05.000Z',
  files: [],
  deliveries,
});

describe('report texts', () => {
  it('says once that an unknown report is not found, and why it may be', async () => {
    const server = fakeServer({
      'GET /report/:id': () => apiError(404, 'not_found', 'Report not found'),
    });
    renderRoutes([{ path: '/report/:id', element: <ReportDetailPage /> }], `/report/${testUuid(9)}`, {
      api: server.api,
    });
    expect(await screen.findByRole('heading', { name: 'Report not found' })).toBeInTheDocument();
    expect(screen.getAllByText('Report not found')).toHaveLength(1);
    expect(screen.getByText(/It may have been deleted/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Reports' })[0]).toHaveAttribute('href', '/report');
  });

  it('says a report e-mail kept in the outbox was not mailed, why, and where to read it', () => {
    renderWithProviders(
      <RunHistory
        reportId={testUuid(100)}
        timeZone="America/Toronto"
        onPreview={() => undefined}
        runs={[
          run([
            delivery({ destination: 'outbox', attached: false }),
            delivery({ id: testUuid(301), name: 'Ada', recipient: 'ada@example.com' }),
          ]),
        ]}
      />,
    );
    const kept = screen.getByText(/^Quinn Rivera: not e-mailed\./);
    expect(kept).toHaveTextContent('This deployment has no mail server');
    expect(kept).toHaveTextContent('Actions, Outbox tab');
    expect(screen.queryByText(/Sent, kept in the outbox/)).toBeNull();
    // A mail that did go out still says so.
    expect(screen.getByText('Ada: Sent, by e-mail, files attached')).toBeInTheDocument();
  });

  it('says why a run waits for another try: the database disk full (issue 28.4)', () => {
    renderWithProviders(
      <RunHistory
        reportId={testUuid(100)}
        timeZone="America/Toronto"
        onPreview={() => undefined}
        runs={[{ ...run([]), status: 'queued', error: 'disk_full', attempts: 2, finishedAt: null }]}
      />,
    );
    expect(screen.getByText('Queued')).toBeInTheDocument();
    expect(screen.getByText("The server's database disk is full: trying again soon")).toBeInTheDocument();
  });
});
