import type { Asset } from '@pinpoint/shared/asset.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, reply, signedInAs } from '../../test/fake-server.ts';
import { testDevice, testTracker, testUuid as uuid } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { withSnackbar } from '../../test/snackbar-probe.tsx';
import { previewAssetsCsv } from './asset-import-dialog.tsx';
import { AssetListPage } from './asset-list-page.tsx';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const probe = testDevice(1, 'Freezer probe', {
  type: 'temperature',
  lastSeenAt: minutesAgo(5),
  readings: { external_temperature: -19.2, door_open: 0 },
});
const quietProbe = testDevice(2, 'Cellar probe', { lastSeenAt: minutesAgo(180), readings: { humidity: 71 } });
const van = testTracker(3, { lastAlertAt: minutesAgo(60) });

function asset(n: number, name: string, metrics: Asset['metrics']): Asset {
  return {
    id: uuid(100 + n),
    organisationId: 'org-1',
    name,
    description: `${name} description`,
    metrics,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
}
const metric = (id: string, type: string, deviceId: string, deviceName: string, field = type) =>
  ({ id, type, field, deviceId, deviceName, since: null }) as Asset['metrics'][number];

const assets = [
  asset(1, 'Walk-in freezer', [
    metric('m1', 'temperature', probe.id, probe.name, 'external_temperature'),
    metric('m2', 'door_open', probe.id, probe.name),
  ]),
  asset(2, 'Wine cellar', [metric('m3', 'humidity', quietProbe.id, quietProbe.name)]),
  asset(3, 'Delivery van', [metric('m4', 'position', van.id, van.name)]),
];

function renderList(role: 'member' | 'viewer' = 'member') {
  const server = fakeServer({
    ...signedInAs(role),
    'GET /asset/organisation/:id': () => assets,
    'GET /organisation/:id/devices': () => [probe, quietProbe, van],
    'POST /asset': ({ body }) => reply(201, { ...assets[0], ...(body as object), id: uuid(200) }),
  });
  renderWithProviders(withSnackbar(<AssetListPage />), '/asset', {
    api: server.api,
    organisationId: 'org-1',
  });
  return server;
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('the asset list', () => {
  it("shows each asset's metrics' current values from its devices, and its status", async () => {
    renderList();
    expect(await screen.findByRole('link', { name: 'Walk-in freezer' })).toBeInTheDocument();
    const freezer = row('Walk-in freezer');
    expect(within(freezer).getByText('Temperature: -19.2 °C')).toBeInTheDocument();
    expect(within(freezer).getByText('Door open: No')).toBeInTheDocument();
    expect(within(freezer).getByText('OK')).toBeInTheDocument();
    expect(within(row('Wine cellar')).getByText('Silent')).toBeInTheDocument();
    expect(within(row('Delivery van')).getByText('Alerting')).toBeInTheDocument();
    expect(within(row('Delivery van')).getByText('Position: 43.65000, -79.38000')).toBeInTheDocument();
  });

  it('finds assets by name, description or device', async () => {
    renderList();
    await screen.findByRole('link', { name: 'Walk-in freezer' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'cellar probe');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Walk-in freezer' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Wine cellar' })).toBeInTheDocument();
  });

  it('adds an asset from a device field, checked by the shared schema first', async () => {
    const server = renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Add asset' }));
    const dialog = await screen.findByRole('dialog', { name: 'New asset' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Pump 4');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Basement');
    // The first metric starts on a field its device reports (the probe's external temperature).
    expect(within(dialog).getByRole('combobox', { name: 'Field' })).toHaveTextContent(
      'External probe temperature (reported)',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.method === 'POST' && r.path === '/asset')).toBe(true),
    );
    const sent = server.requests.find((r) => r.method === 'POST' && r.path === '/asset')?.body;
    expect(sent).toMatchObject({
      organisationId: 'org-1',
      name: 'Pump 4',
      description: 'Basement',
      metrics: [{ type: 'temperature', deviceId: probe.id, field: 'external_temperature' }],
    });
  });

  it('offers no changes to viewers', async () => {
    renderList('viewer');
    await screen.findByRole('link', { name: 'Walk-in freezer' });
    expect(screen.queryByRole('button', { name: 'Add asset' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
  });
});

describe('the asset CSV preview', () => {
  it('groups rows by name and refuses a whole asset for one bad row, as the server does', () => {
    const preview = previewAssetsCsv(
      [
        'Name,Description,Metric type,Device,Field',
        'Pump 1,Basement,temperature,Probe A,',
        'Pump 1,,humidity,Probe A,temperature',
        'Van,Route 12,position,Van tracker,',
        'Shelf,,,,',
      ].join('\n'),
    );
    expect(preview.missingColumns).toEqual([]);
    expect(preview.rows.map((r) => r.problems)).toEqual([
      ['Another row of this asset was refused'],
      ['This field does not measure the metric type'],
      [],
      ['Description is required'],
    ]);
  });
});
