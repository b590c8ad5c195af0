/** Shared set-up of the geofence editor's screen tests: a fake server, a stored geofence, field helpers. */
import type { Geofence, Role } from '@pinpoint/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, type FakeHandler, fakeServer, reply, signedInAs } from '../../../test/fake-server.ts';
import { testDevice, testGeofence, testUuid } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { withSnackbar } from '../../../test/snackbar-probe.tsx';
import { GeofenceEditorPage } from '../geofence-editor-page.tsx';

export const org = '00000000-0000-4000-8000-0000000000a1';
export const uuid = testUuid;

/** The stored geofence: a 300 m circle on Front St W, alerting on entering. */
export const geofence = (overrides: Partial<Geofence> = {}) =>
  testGeofence(1, 'Depot yard', { organisationId: org, alertType: 'enter', ...overrides });

const device = (n: number, name: string) => testDevice(100 + n, name, { organisationId: org });

type Options = { stored?: Geofence[]; role?: Role; geocoder?: boolean; routes?: Record<string, FakeHandler> };

/** The editor at `path`, over the real API client and a fake server holding `stored`. */
export function renderEditor(
  path: string,
  { stored = [], role = 'owner', geocoder = false, routes = {} }: Options = {},
) {
  const geofences = [...stored];
  const server = fakeServer({
    ...signedInAs(role, { id: org, name: 'Acme' }),
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
  const page = withSnackbar(<GeofenceEditorPage />);
  const rendered = renderRoutes(
    [
      { path: '/geofence/add', element: page },
      { path: '/geofence/:id', element: page },
      { path: '/geofence', element: <h1>Geofence list</h1> },
    ],
    path,
    { api: server.api, organisationId: org, config: { geocoder } },
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
