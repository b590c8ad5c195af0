import { testUuid as uuid } from '../../test/fixtures.ts';
import type { Incident, IncidentAckView, IncidentDetail } from './api.ts';

/** Test data of the incidents screens' tests. */
export function incident(n: number, overrides: Partial<Incident> = {}): Incident {
  return {
    id: uuid(n),
    organisationId: 'org-1',
    actionId: uuid(1),
    actionName: 'Freezer too warm',
    alertType: 'temperature',
    deviceId: uuid(101),
    deviceName: 'Freezer',
    state: 'open',
    openedAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    acknowledgedAt: null,
    acknowledgedBy: null,
    acknowledgedVia: null,
    resolvedAt: null,
    resolvedBy: null,
    assigneeId: null,
    assigneeName: null,
    notes: '',
    firings: 1,
    firstValue: -5,
    lastValue: -5,
    lastFiredAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    escalationStep: 0,
    nextEscalationAt: null,
    ...overrides,
  };
}

export const detail = (n: number, overrides: Partial<IncidentDetail> = {}): IncidentDetail => ({
  ...incident(n),
  events: [
    {
      id: 1,
      kind: 'opened',
      at: '2026-01-15T15:00:00Z',
      step: null,
      channel: null,
      recipient: null,
      actor: null,
      value: -5,
    },
    {
      id: 2,
      kind: 'notified',
      at: '2026-01-15T15:00:00Z',
      step: 0,
      channel: 'email',
      recipient: 'Night shift <night@example.com>',
      actor: null,
      value: null,
    },
  ],
  ...overrides,
});

export const ackView = (overrides: Partial<IncidentAckView> = {}): IncidentAckView => ({
  actionName: 'Freezer too warm',
  deviceName: 'Walk-in freezer',
  alertType: 'temperature',
  lastValue: -4.5,
  openedAt: '2026-01-15T15:00:00Z',
  state: 'open',
  acknowledgedBy: null,
  acknowledgedAt: null,
  sentTo: 'Night shift',
  usable: 'ok',
  ...overrides,
});
