import type { Base, Contact, Device, Geofence } from '@pinpoint/shared';

/** Test data the screens' tests share: rows of org-1 with every field, a test changing only what it needs. */

/** The n-th test id, a valid UUID (00000000-0000-4000-8000-000000000042 for 42). */
export const testUuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A self-hosted location tracker never heard from, id testUuid(n). */
export function testDevice(n: number, name: string, overrides: Partial<Device> = {}): Device {
  return {
    id: testUuid(n),
    organisationId: 'org-1',
    name,
    devEui: null,
    appEui: null,
    hasAppKey: false,
    type: 'location',
    modelId: null,
    forwarder: 'self-host',
    decoding: 'auto',
    imei: null,
    protocol: null,
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
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

/** "Tracker n", heard from just now at 43.65, -79.38 with half its battery left. */
export function testTracker(n: number, overrides: Partial<Device> = {}): Device {
  const now = new Date().toISOString();
  return testDevice(n, `Tracker ${n}`, {
    batteryPct: 50,
    location: { lat: 43.65, lon: -79.38, at: now },
    lastSeenAt: now,
    ...overrides,
  });
}

/** An active 300 m circle on Front St W, Toronto, alerting on entering and leaving. */
export function testGeofence(n: number, name: string, overrides: Partial<Geofence> = {}): Geofence {
  return {
    id: testUuid(n),
    organisationId: 'org-1',
    name,
    address: `${n} Front St W, Toronto`,
    postcode: 'M5J 2X5',
    type: 'circle',
    latitude: 43.6453,
    longitude: -79.3806,
    radius: 300,
    polygon: null,
    area: 282743,
    status: 'active',
    alertType: 'enter-exit',
    devicesInside: 0,
    deviceIdsInside: [],
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** An open base on Front St W, Toronto. */
export function testBase(n: number, name: string, overrides: Partial<Base> = {}): Base {
  return {
    id: testUuid(n),
    organisationId: 'org-1',
    name,
    address: `${n} Front St W, Toronto`,
    postcode: 'M5J 2N8',
    status: 'open',
    latitude: 43.6453,
    longitude: -79.3806,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** A contact reached by e-mail at name@example.com. */
export function testContact(n: number, name: string, overrides: Partial<Contact> = {}): Contact {
  return {
    id: testUuid(n),
    organisationId: 'org-1',
    name,
    email: `${name.toLowerCase()}@example.com`,
    phone: '+14165550100',
    contactMethod: 'email',
    quietStart: null,
    quietEnd: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}
