/** Shared set-up of the geofence editor's screen tests: a fake server, a stored geofence, field helpers. */
import type { Device, Geofence, Role } from '@pinpoint/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createUiStore } from '../../../lib/ui-store.ts';
import { apiError, type FakeHandler, fakeServer, reply } from '../../../test/fake-server.ts';
import { testUser } from '../../../test/fakes.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { SnackbarProbe } from '../../../test/snackbar-probe.tsx';
import { GeofenceEditorPage } from '../geofence-editor-page.tsx';

export const org = '00000000-0000-4000-8000-0000000000a1';
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function geofence(overrides: Partial<Geofence> = {}): Geofence {
  return {
    id: uuid(1),
    organisationId: org,
    name: 'Depot yard',
    address: '1 Front St W, Toronto',
    postcode: 'M5J 2X5',
    type: 'circle',
    latitude: 43.6453,
    longitude: -79.3806,
    radius: 300,
    polygon: null,
    area: 282743,
    status: 'active',
    alertType: 'enter',
    devicesInside: 0,
    deviceIdsInside: [],
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

function device(n: number, name: string): Device {
  return {
    id: uuid(100 + n),
    organisationId: org,
    name,
    devEui: null,
    appEui: null,
    hasAppKey: false,
    type: 'location',
    modelId: null,
    forwarder: 'self-host',
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
  };
}

type Options = { stored?: Geofence[]; role?: Role; geocoder?: boolean; routes?: Record<string, FakeHandler> };

/** The editor at `path`, over the real API client and a fake server holding `stored`. */
export function renderEditor(
  path: string,
  { stored = [], role = 'owner', geocoder = false, routes = {} }: Options = {},
) {
  const geofences = [...stored];
  const server = fakeServer({
    'POST /user/': () => ({ data: { ...testUser, organisations: [{ id: org, name: 'Acme', role }] } }),
    'GET /organisation/:id/devices': () => [device(1, 'Delivery van'), device(2, 'Forklift')],
    'GET /geofence/geocode': () => apiError(503, 'unavailable', 'No geocoder is configured (GEOCODER_URL)'),
    'GET /geofence/:id': (_request, { id }) =>
      geofences.find((g) => g.id === id) ?? apiError(404, 'not_found', 'Geofence not found'),
    'POST /geofence': ({ body }) => {
      const created = geofence({ ...(body as Partial<Geofence>), id: uuid(50) });
      geofences.push(created);
      return reply(201, created);
    },
    'PATCH /geofence/:id': ({ body }, { id }) => ({
      ...geofences.find((g) => g.id === id),
      ...(body as object),
    }),
    'PATCH /geofence/:id/status': ({ body }, { id }) => ({
      ...geofences.find((g) => g.id === id),
      ...(body as object),
    }),
    ...routes,
  });
  const store = createUiStore({ defaultTheme: 'light' });
  store.getState().setSelectedOrganisationId(org);
  const page = (
    <>
      <GeofenceEditorPage />
      <SnackbarProbe />
    </>
  );
  const rendered = renderRoutes(
    [
      { path: '/geofence/add', element: page },
      { path: '/geofence/:id', element: page },
      { path: '/geofence', element: <h1>Geofence list</h1> },
    ],
    path,
    { api: server.api, store, config: { geocoder } },
  );
  return { ...rendered, server };
}

export const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}( \\*)?$`) });
/** The form, once the user's role is known. */
export const slow = { timeout: 5000 };
export const formReady = () => screen.findByRole('textbox', { name: /^Name( \*)?$/ }, slow);
export const snackbar = () => screen.findByRole('status', { name: 'Snackbar' }, slow);
export const posted = (server: ReturnType<typeof fakeServer>, method: string) =>
  server.requests.filter((request) => request.method === method && request.path.startsWith('/geofence'));

/** Replaces a field's text (pasted: typing each key is slow under load, and tells nothing more here). */
export async function type(name: string, value: string) {
  await enter(field(name), value);
}

export async function enter(input: HTMLElement, value: string) {
  await userEvent.tripleClick(input);
  await userEvent.paste(value);
}

export async function fillDetails() {
  await type('Name', 'North gate');
  await type('Address', '55 Bloor St W, Toronto');
  await type('Postcode', 'M4W 1A5');
}
