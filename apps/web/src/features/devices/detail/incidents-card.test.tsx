import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, pageOf } from '../../../test/fake-server.ts';
import { testDevice, testUuid as uuid } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { IncidentsCard } from './incidents-card.tsx';

const base = {
  organisationId: 'org-1',
  actionId: uuid(1),
  alertType: 'temperature',
  deviceId: uuid(101),
  deviceName: 'Freezer',
  acknowledgedAt: null,
  acknowledgedVia: null,
  resolvedBy: null,
  assigneeId: null,
  assigneeName: null,
  notes: '',
  firings: 1,
  firstValue: 2,
  lastValue: 2,
  lastFiredAt: '2026-01-15T15:00:00Z',
  escalationStep: 0,
  nextEscalationAt: null,
} as const;

describe("the device page's incidents", () => {
  it("lists the device's latest incidents, newest first, and links to all of them", async () => {
    const server = fakeServer({
      'GET /organisation/:id/incidents': ({ query }) =>
        pageOf(
          [
            {
              ...base,
              id: uuid(2),
              actionName: 'Door open',
              state: 'open',
              openedAt: '2026-01-16T10:00:00Z',
              acknowledgedBy: null,
              resolvedAt: null,
            },
            {
              ...base,
              id: uuid(3),
              actionName: 'Freezer too warm',
              state: 'resolved',
              openedAt: '2026-01-15T15:00:00Z',
              acknowledgedBy: 'Ada',
              resolvedAt: '2026-01-15T16:00:00Z',
            },
          ],
          query,
        ),
    });
    renderWithProviders(<IncidentsCard device={testDevice(101, 'Freezer')} locale="en-CA" />, '/', {
      api: server.api,
    });
    const list = await screen.findByRole('list', { name: 'Incidents' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('OpenDoor open'),
      expect.stringContaining('ResolvedFreezer too warm'),
    ]);
    expect(items[1]?.textContent).toContain('Acknowledged by Ada');
    expect(screen.getByRole('link', { name: 'All incidents of this device' })).toHaveAttribute(
      'href',
      `/incident?device=${uuid(101)}`,
    );
    expect(server.requests[0]?.query.get('deviceId')).toBe(uuid(101));
  });
});
