import type { Asset, AssetBinding, AssetData } from '@pinpoint/shared/asset.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeServer, signedInAs } from '../../test/fake-server.ts';
import { testDevice, testUuid as uuid } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { AssetDetailPage } from './asset-detail-page.tsx';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const probeA = testDevice(1, 'Probe A', { lastSeenAt: minutesAgo(240) });
const probeB = testDevice(2, 'Probe B', {
  lastSeenAt: minutesAgo(2),
  readings: { external_temperature: -20.4 },
});
const id = uuid(100);

const asset: Asset = {
  id,
  organisationId: 'org-1',
  name: 'Walk-in freezer',
  description: 'Back of the kitchen',
  metrics: [
    {
      id: 'm1',
      type: 'temperature',
      field: 'external_temperature',
      deviceId: probeB.id,
      deviceName: 'Probe B',
      since: minutesAgo(60),
    },
  ],
  createdAt: minutesAgo(600),
  updatedAt: minutesAgo(60),
};

const bindings: AssetBinding[] = [
  {
    metricId: 'm1',
    metricType: 'temperature',
    deviceId: probeA.id,
    deviceName: 'Probe A',
    field: 'external_temperature',
    from: null,
    to: minutesAgo(60),
  },
  {
    metricId: 'm1',
    metricType: 'temperature',
    deviceId: probeB.id,
    deviceName: 'Probe B',
    field: 'external_temperature',
    from: minutesAgo(60),
    to: null,
  },
];

const t0 = Date.now() - 3 * 3_600_000;
const data: AssetData = {
  range: { from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date().toISOString() },
  generatedAt: new Date().toISOString(),
  stride: 900,
  origin: new Date(t0).toISOString(),
  devices: {
    [probeA.id]: { name: 'Probe A', type: 'temperature', lastSeenAt: minutesAgo(240), quiet: true },
    [probeB.id]: { name: 'Probe B', type: 'temperature', lastSeenAt: minutesAgo(2), quiet: false },
  },
  metrics: [
    {
      metricId: 'm1',
      type: 'temperature',
      latest: { value: -20.4, time: minutesAgo(2), device: probeB.id },
      points: [
        { t: t0, avg: -18, n: 1, min: -18, max: -18 },
        { t: t0 + 7_200_000, avg: -20, n: 1, min: -20, max: -20 },
      ],
      position: null,
      track: [],
    },
  ],
  alerts: [
    {
      time: minutesAgo(90),
      device: probeA.id,
      actionId: uuid(7),
      actionName: 'Freezer too warm',
      alertType: 'temperature',
      value: -5,
      message: 'Check the door',
    },
  ],
};

function renderAsset(found = true) {
  const server = fakeServer({
    ...signedInAs('viewer'),
    'GET /asset/:id': () => (found ? asset : apiError(404, 'not_found', 'Asset not found')),
    'GET /asset/:id/bindings': () => bindings,
    'GET /asset/:id/data': () => data,
    'GET /organisation/:id/devices': () => [probeA, probeB],
  });
  renderRoutes([{ path: '/asset/:id', element: <AssetDetailPage /> }], `/asset/${id}`, {
    api: server.api,
    organisationId: 'org-1',
  });
  return server;
}

describe('the asset page', () => {
  it('shows its value now, its history, its devices’ alerts and which device fed it when', async () => {
    const server = renderAsset();
    expect(await screen.findByRole('heading', { name: 'Walk-in freezer', level: 1 })).toBeInTheDocument();
    const now = screen.getByRole('list', { name: 'Now' });
    expect(await within(now).findByText('-20.4 °C')).toBeInTheDocument();
    expect(within(now).getByText(/from Probe B/)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Temperature (°C)' })).toBeInTheDocument();
    const alerts = screen.getByRole('region', { name: 'Alerts of its devices' });
    expect(within(alerts).getByRole('link', { name: 'Open the log of Freezer too warm' })).toHaveAttribute(
      'href',
      `/action/${uuid(7)}/logs`,
    );
    const timeline = screen.getByRole('region', { name: 'Which device fed each metric' });
    expect(within(timeline).getByRole('link', { name: 'Probe A' })).toBeInTheDocument();
    expect(within(timeline).getByText(/from its first data/)).toBeInTheDocument();
    expect(within(timeline).getByText(/– now/)).toBeInTheDocument();
    // Viewers read only.
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    const asked = server.requests.find((r) => r.path === `/asset/${id}/data`);
    expect(asked?.query.get('timeZone')).toBeTruthy();
  });

  it("says so for another organisation's or a deleted asset", async () => {
    renderAsset(false);
    expect(await screen.findByRole('heading', { name: 'Asset not found' })).toBeInTheDocument();
  });
});
