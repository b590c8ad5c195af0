import type { IngestKey, IntegrationSetup, UnknownDevice } from '@pinpoint/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, reply, signedInAs } from '../../test/fake-server.ts';
import { testDevice } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { IntegrationsPage } from './integrations-page.tsx';

const setup: IntegrationSetup = {
  ingestUrl: 'https://track.example.com/api/ingest',
  urls: {
    ttn: 'https://track.example.com/api/ingest/ttn',
    chirpstack: 'https://track.example.com/api/ingest/chirpstack',
    'chirpstack-mqtt': 'application/+/device/+/event/+',
    helium: 'https://track.example.com/api/ingest/helium',
    osmand: 'https://track.example.com/api/ingest/osmand',
    owntracks: 'https://track.example.com/api/ingest/owntracks',
    http: 'https://track.example.com/api/ingest/http',
  },
  mqtt: { configured: false, broker: null, topic: 'application/+/device/+/event/+' },
  selfHost: true,
};

const unknown: UnknownDevice = {
  devEui: '70B3D57ED0051A7C',
  source: 'ttn',
  firstSeenAt: '2026-03-10T14:00:00Z',
  lastSeenAt: '2026-03-10T14:55:00Z',
  count: 3,
  lastUplink: {
    kind: 'uplink',
    receivedAt: '2026-03-10T14:55:00Z',
    fPort: 2,
    fCnt: 12,
    payload: 'CBF6',
    decoded: { TempC_SHT: 4.2 },
    location: null,
    networkName: 'walk-in-cooler',
    joinEui: null,
  },
  suggestedName: 'walk-in-cooler',
};

function renderPage(role: 'owner' | 'member' = 'owner', config = {}) {
  const keys: IngestKey[] = [];
  let inbox = [unknown];
  const server = fakeServer({
    ...signedInAs(role),
    'GET /organisation/:id/ingest-keys': () => keys,
    'POST /organisation/:id/ingest-keys': ({ body }) => {
      const key = {
        id: '00000000-0000-4000-8000-0000000000a1',
        organisationId: 'org-1',
        name: (body as { name: string }).name,
        prefix: 'ppk_AbCd',
        createdAt: '2026-03-10T15:00:00Z',
        lastUsedAt: null,
        revokedAt: null,
        uplinks24h: 0,
      };
      keys.push(key);
      return reply(201, { ...key, key: 'ppk_AbCdEfGhSecret' });
    },
    'GET /organisation/:id/integrations': () => setup,
    'GET /organisation/:id/devices': () => [testDevice(1, 'Fridge', { devEui: '70B3D57ED0000001' })],
    'POST /organisation/:id/integrations/test': ({ body }) => ({
      outcome: 'stored',
      status: 200,
      message: 'Stored: POST /ingest/ttn answered 200',
      deviceId: (body as { deviceId: string }).deviceId,
      devEui: '70B3D57ED0000001',
      request: {
        method: 'POST',
        url: setup.urls.ttn,
        headers: { authorization: 'Bearer <ingest key>' },
        body: '{}',
      },
    }),
    'GET /organisation/:id/unknown-devices': () => ({ items: inbox, limit: 100, days: 7 }),
    'POST /organisation/:id/unknown-devices/:devEui/add': (_request, { devEui }) => {
      inbox = inbox.filter((row) => row.devEui !== devEui);
      return reply(201, testDevice(9, 'walk-in-cooler', { devEui }));
    },
    'GET /organisation/:id/api-keys': () => [],
  });
  renderRoutes(
    [{ path: '/organisation/:id/integrations', element: <IntegrationsPage /> }],
    '/organisation/org-1/integrations',
    { api: server.api, organisationId: 'org-1', config },
  );
  return server;
}

describe('the Integrations page', () => {
  it('creates an ingest key shown once, and pastes it into the source’s header value', async () => {
    const user = userEvent.setup();
    const server = renderPage();
    expect(await screen.findByRole('heading', { name: 'Integrations of Acme' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('https://track.example.com/api/ingest/ttn')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Bearer <your ingest key>')).toBeInTheDocument();
    expect(screen.getByText('Uplink message')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Key name' }), 'The Things Stack');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByDisplayValue('ppk_AbCdEfGhSecret')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Bearer ppk_AbCdEfGhSecret')).toBeInTheDocument();
    expect(server.changes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/organisation/org-1/ingest-keys',
        body: { name: 'The Things Stack' },
      }),
    ]);
  });

  it('sends a test to the chosen device and shows what the ingest path answered', async () => {
    const user = userEvent.setup();
    const server = renderPage();
    await screen.findByDisplayValue('https://track.example.com/api/ingest/ttn');
    await user.click(screen.getByRole('combobox', { name: 'To device' }));
    await user.click(await screen.findByRole('option', { name: 'Fridge (70B3D57ED0000001)' }));
    await user.click(screen.getByRole('button', { name: 'Send a test' }));
    expect(await screen.findByText('Received and stored')).toBeInTheDocument();
    expect(server.changes().at(-1)).toMatchObject({
      path: '/organisation/org-1/integrations/test',
      body: { source: 'ttn', deviceId: testDevice(1, 'Fridge').id },
    });
  });

  it('adds an unknown Dev EUI as a device in one click', async () => {
    const user = userEvent.setup();
    const server = renderPage();
    const table = await screen.findByRole('table', { name: 'Unknown devices' });
    expect(within(table).getByText('70B3D57ED0051A7C')).toBeInTheDocument();
    await user.click(
      within(table).getByRole('button', { name: 'Add 70B3D57ED0051A7C as the device walk-in-cooler' }),
    );
    expect(await screen.findByRole('link', { name: 'Open walk-in-cooler' })).toBeInTheDocument();
    expect(server.changes().at(-1)).toMatchObject({
      method: 'POST',
      path: '/organisation/org-1/unknown-devices/70B3D57ED0051A7C/add',
    });
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Unknown devices' })).not.toBeInTheDocument(),
    );
  });

  it('shows a member only their personal API keys, with roles up to theirs', async () => {
    const user = userEvent.setup();
    renderPage('member', { api_key_enabled: true });
    expect(await screen.findByText('For admins')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ingest keys' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Role' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Viewer', 'Member']);
  });
});
