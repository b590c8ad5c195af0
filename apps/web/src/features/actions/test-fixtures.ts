import type { Action, ActionLog, Contact, Device } from './api.ts';

/** Test data of the actions screens' tests. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

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
    hasWebhookSecret: false,
    enabled: true,
    timesTriggered: 0,
    lastTriggeredAt: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export function device(n: number, name: string): Device {
  return {
    id: uuid(n),
    organisationId: 'org-1',
    name,
    devEui: `A84041000000${String(n).padStart(4, '0')}`,
    appEui: null,
    hasAppKey: true,
    type: 'temperature',
    modelId: 'dragino/lht65',
    forwarder: 'ttn',
    barcode: null,
    isDemo: false,
    batteryMv: null,
    batteryPct: null,
    temperature: null,
    location: null,
    lastSeenAt: null,
    lastAlertAt: null,
    readings: {},
    shared: false,
    shareExpiresAt: null,
    createdAt: '2026-01-01T00:00:00Z',
  };
}

export function contact(n: number, name: string): Contact {
  return {
    id: uuid(n),
    organisationId: 'org-1',
    name,
    email: `${name.toLowerCase()}@example.com`,
    phone: '+14165550100',
    contactMethod: 'email',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  };
}

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
    value: null,
    message: null,
    createdAt: '2026-03-02T10:00:00Z',
    ...overrides,
  };
}
