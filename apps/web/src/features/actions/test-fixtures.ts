import { testDevice, testUuid as uuid } from '../../test/fixtures.ts';
import type { Action, ActionLog } from './api.ts';

/** Test data of the actions screens' tests (contacts and ids: test/fixtures.ts). */

export function action(n: number, name: string, overrides: Partial<Action> = {}): Action {
  return {
    id: uuid(n),
    organisationId: 'org-1',
    name,
    actionType: 'alert',
    alertType: 'temperature',
    comparison: 'above',
    threshold: -10,
    message: '{{device}} is at {{value}}',
    contactIds: [uuid(201)],
    deviceIds: [uuid(101)],
    geofenceId: null,
    repeatMinutes: 15,
    repeatMode: 'close',
    windowStart: null,
    windowEnd: null,
    forwardUrl: null,
    forwardHeaders: {},
    webhookUrl: null,
    webhookMethod: null,
    clearThreshold: null,
    clearMinutes: 0,
    escalation: [],
    hasWebhookSecret: false,
    previousSecretValidUntil: null,
    enabled: true,
    pausedAt: null,
    deliveryFailures: 0,
    failingSince: null,
    timesTriggered: 0,
    lastTriggeredAt: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** A temperature sensor on The Things Network. */
export const device = (n: number, name: string) =>
  testDevice(n, name, {
    devEui: `A84041000000${String(n).padStart(4, '0')}`,
    hasAppKey: true,
    type: 'temperature',
    modelId: 'dragino/lht65',
    forwarder: 'ttn',
    createdAt: '2026-01-01T00:00:00Z',
  });

export function log(n: number, overrides: Partial<ActionLog> = {}): ActionLog {
  return {
    id: n,
    actionId: uuid(1),
    event: 'delivery',
    deviceId: uuid(101),
    deviceName: 'Freezer',
    deliveryId: uuid(900 + n),
    channel: 'email',
    recipient: 'ada@example.com',
    destination: 'outbox',
    status: 'sent',
    attempt: 1,
    error: null,
    latencyMs: null,
    value: null,
    message: null,
    createdAt: '2026-03-02T10:00:00Z',
    ...overrides,
  };
}
