import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, type FakeHandler, fakeServer, reply } from '../../test/fake-server.ts';
import { testUser } from '../../test/fakes.ts';
import { testDevice, testUuid } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { withSnackbar } from '../../test/snackbar-probe.tsx';
import { DeviceDetailPage } from './device-detail-page.tsx';

const id = testUuid(1);
const org1 = '00000000-0000-4000-8000-0000000000a1';
const org2 = '00000000-0000-4000-8000-0000000000a2';

const van = testDevice(1, 'Delivery van', {
  organisationId: org1,
  devEui: '0004A30B001C0530',
  appEui: '70B3D57ED0000000',
  hasAppKey: true,
  forwarder: 'ttn',
  isDemo: true,
  batteryMv: 2650,
  batteryPct: 50,
  temperature: 4.5,
  location: { lat: 43.65321, lon: -79.38321, at: new Date().toISOString() },
  lastSeenAt: new Date().toISOString(),
  readings: { temperature: 4.5, humidity: 61, door_open: 1, battery_mv: 2650 },
});

const user = {
  ...testUser,
  settings: { ...testUser.settings, temperatureUnit: 'F' as const },
  organisations: [
    { id: org1, name: 'Acme', role: 'owner' as const },
    { id: org2, name: 'Globex', role: 'member' as const },
  ],
};

function renderDetail(routes: Record<string, FakeHandler> = {}) {
  const server = fakeServer({
    'POST /user/': () => ({ data: user }),
    'GET /organisation/:id/devices': () => [van],
    'GET /device/:id': () => van,
    'GET /device/:id/positions': () => [],
    'GET /device/:id/readings': () => [
      {
        field: 'temperature',
        points: [
          { t: '2026-11-21T10:00:00.000Z', avg: 4, min: 3, max: 5 },
          { t: '2026-11-21T11:00:00.000Z', avg: 6, min: 5, max: 7 },
        ],
      },
    ],
    'GET /device/:id/frames': () => [
      {
        id: 7,
        receivedAt: '2026-11-21T11:00:00.000Z',
        kind: 'uplink',
        fCnt: 42,
        fPort: 2,
        payloadHex: 'CBF60B0D0376010ADD7FFF',
        decoded: { TempC_SHT: 28.29 },
        decodeError: null,
        decodeWarning: null,
        decoder: null,
        readings: [],
        rssi: -97,
        snr: 7.5,
        gateways: 2,
        dataRate: 'SF7BW125',
        source: 'ttn',
      },
    ],
    'PATCH /device/:id': ({ body }) => ({ ...van, ...(body as object) }),
    ...routes,
  });
  renderRoutes(
    [
      { path: '/device/:id', element: withSnackbar(<DeviceDetailPage />) },
      { path: '/', element: <p>Device list</p> },
    ],
    `/device/${id}`,
    { api: server.api, organisationId: org1 },
  );
  return server;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the device detail screen', () => {
  it('shows the current status in the user’s units, the readings chart and the frames', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Delivery van', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Demo')).toBeInTheDocument();
    const status = section('Current status');
    await waitFor(() => expect(status).toHaveTextContent('40.1 °F'));
    expect(status).toHaveTextContent('50 %');
    expect(status).toHaveTextContent('43.65321, -79.38321');
    expect(status).toHaveTextContent('Humidity61 %');
    expect(status).toHaveTextContent('Door openYes');
    const charts = section('Readings over time');
    // The chart is an image named like its heading, described by its summary in the user's unit.
    expect(
      await within(charts).findByRole('img', {
        name: 'Temperature (°F)',
        description: /Temperature \(°F\) from .*: lowest 37.4 °F, highest 44.6 °F, latest 42.8 °F/,
      }),
    ).toBeInTheDocument();
    await userEvent.click(within(charts).getByRole('button', { name: 'Show the values as a table' }));
    expect(within(charts).getByRole('table', { name: 'Temperature (°F)' })).toHaveTextContent('39.2 °F');
    const frames = await screen.findByRole('table', { name: 'Frame history' });
    const row = within(frames).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('242-97 dBm7.5 dB2CBF60B0D0376010ADD7FFF');
    await userEvent.click(within(row).getByRole('button', { name: /Show the decoded frame/ }));
    expect(within(frames).getByText(/"TempC_SHT": 28.29/)).toBeInTheDocument();
  });

  it('shows the last alarms and presses as events with their time, not among the readings', async () => {
    const hour = 3_600_000;
    const alarmed = {
      ...van,
      readings: { temperature: 4.5 },
      events: {
        door_open: { value: 1, at: new Date(Date.now() - 3 * hour).toISOString() },
        button: { value: 1, at: new Date(Date.now() - 5 * 60_000).toISOString() },
      },
    };
    renderDetail({ 'GET /device/:id': () => alarmed, 'GET /organisation/:id/devices': () => [alarmed] });
    await screen.findByRole('heading', { name: 'Delivery van', level: 1 });
    const status = section('Current status');
    const heading = await within(status).findByRole('heading', { name: 'Latest events', level: 3 });
    const events = heading.nextElementSibling as HTMLElement;
    // Newest first, each with when it happened; a flag's event is not a "Yes".
    const terms = within(events)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Button pressed', 'Door open']);
    expect(events).toHaveTextContent(/Button pressed5 minutes ago/);
    expect(events).toHaveTextContent(/Door open3 hours ago/);
    expect(events).not.toHaveTextContent('Yes');
    // Not the device's state: the readings list has no door open.
    expect(status).not.toHaveTextContent('Door openYes');
  });

  it('shows no events section for a device that never sent one', async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'Delivery van', level: 1 });
    const status = section('Current status');
    await waitFor(() => expect(status).toHaveTextContent('Door openYes'));
    expect(within(status).queryByRole('heading', { name: 'Latest events' })).toBeNull();
  });

  it('asks the history for the current UTC day by default', async () => {
    const server = renderDetail();
    await screen.findByRole('heading', { name: 'Delivery van', level: 1 });
    const day = new Date().toISOString().slice(0, 10);
    await waitFor(() => expect(server.requests.some((r) => r.path.endsWith('/positions'))).toBe(true));
    const positions = server.requests.find((r) => r.path.endsWith('/positions'));
    expect(positions?.query.get('from')).toBe(`${day}T00:00:00.000Z`);
    expect(screen.getByLabelText('From')).toHaveValue(day);
    expect(screen.getByLabelText('From')).toHaveAttribute('min', '1900-01-01');
    expect(screen.getByLabelText('To')).toHaveAttribute('max', '2099-12-31');
    const [y, m, d] = day.split('-');
    expect(screen.getByText(`${m}/${d}/${y} – ${m}/${d}/${y} (UTC days)`)).toBeInTheDocument();
  });

  it('renames with "Error changing device name" and saves the type with "Error saving device settings"', async () => {
    const server = renderDetail({ 'PATCH /device/:id': () => apiError(500, 'internal', 'boom') });
    const settings = await screen.findByRole('region', { name: 'Settings' });
    const name = within(settings).getByRole('textbox', { name: 'Device name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Va');
    await userEvent.click(within(settings).getByRole('button', { name: 'Rename' }));
    expect(
      await within(settings).findByText('Device name must be at least 3 characters'),
    ).toBeInTheDocument();
    await userEvent.type(name, 'n 2');
    await userEvent.click(within(settings).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Error changing device name')).toBeInTheDocument();
    expect(server.changes()[0]).toMatchObject({ method: 'PATCH', body: { name: 'Van 2' } });
    await userEvent.click(within(settings).getByRole('combobox', { name: 'Type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Temperature' }));
    await userEvent.click(within(settings).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error saving device settings')).toBeInTheDocument();
    expect(server.changes()[1]).toMatchObject({ method: 'PATCH', body: { type: 'temperature' } });
  });

  it('turns sharing on with an expiry and shows the public link once', async () => {
    const server = renderDetail({
      'POST /device/:id/share': () => ({ token: 'tok_123', path: '/share/tok_123', expiresAt: null }),
    });
    const sharing = await screen.findByRole('region', { name: 'Sharing' });
    await userEvent.click(within(sharing).getByRole('combobox', { name: 'Link expires' }));
    await userEvent.click(screen.getByRole('option', { name: 'In 7 days' }));
    await userEvent.click(within(sharing).getByRole('button', { name: 'Turn sharing on' }));
    expect(await within(sharing).findByRole('textbox', { name: 'Public link' })).toHaveValue(
      'http://localhost:3000/share/tok_123',
    );
    const { expiresAt } = (server.changes()[0]?.body ?? {}) as { expiresAt?: string };
    expect(Math.abs(Date.parse(expiresAt ?? '') - Date.now() - 7 * 86_400_000)).toBeLessThan(60_000);
  });

  it('transfers to another of the user’s organisations, showing the server’s support message when refused', async () => {
    const server = renderDetail({
      'POST /device/:id/transfer': () =>
        apiError(
          403,
          'forbidden',
          'You can only transfer devices to organisations you belong to. Contact support to transfer it elsewhere.',
        ),
    });
    const manage = await screen.findByRole('region', { name: 'Transfer and delete' });
    await userEvent.click(within(manage).getByRole('combobox', { name: 'Organisation' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Globex']);
    await userEvent.click(screen.getByRole('option', { name: 'Globex' }));
    await userEvent.click(within(manage).getByRole('button', { name: 'Transfer' }));
    const confirm = screen.getByRole('dialog', { name: 'Transfer Delivery van?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(/Contact support to transfer it elsewhere/)).toBeInTheDocument();
    expect(server.changes()[0]).toMatchObject({ method: 'POST', body: { organisationId: org2 } });
  });

  it('deletes only once the device’s name is typed', async () => {
    const server = renderDetail({ 'DELETE /device/:id': () => reply(204) });
    const manage = await screen.findByRole('region', { name: 'Transfer and delete' });
    await userEvent.click(within(manage).getByRole('button', { name: 'Delete device' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete device?' });
    expect(within(confirm).getByText('Please enter the device name to confirm deletion')).toBeInTheDocument();
    const button = within(confirm).getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    await userEvent.type(within(confirm).getByRole('textbox', { name: 'Device name' }), 'Delivery van');
    await userEvent.click(button);
    expect(await screen.findByText('Device list')).toBeInTheDocument();
    expect(server.changes()[0]).toMatchObject({
      method: 'DELETE',
      path: `/device/${id}`,
      body: { confirmName: 'Delivery van' },
    });
  });

  it('says "No device found" for an unknown device', async () => {
    renderDetail({
      'GET /device/:id': () => apiError(404, 'not_found', 'No device found'),
      'GET /organisation/:id/devices': () => [],
    });
    expect(await screen.findByRole('heading', { name: 'No device found' })).toBeInTheDocument();
  });
});

describe('the panels that fit the device', () => {
  const as = (device: typeof van) => ({
    'GET /organisation/:id/devices': () => [device],
    'GET /device/:id': () => device,
  });

  it('shows no location history for a temperature sensor that never had a position', async () => {
    const server = renderDetail(
      as({ ...van, name: 'Freezer 12', type: 'temperature', location: null, isDemo: false }),
    );
    await screen.findByRole('heading', { name: 'Freezer 12', level: 1 });
    expect(await screen.findByRole('region', { name: 'Readings over time' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Frame history' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Location history' })).toBeNull();
    expect(server.requests.some((r) => r.path.endsWith('/positions'))).toBe(false);
  });

  it('shows a location history for a tracker before its first position', async () => {
    renderDetail(as({ ...van, name: 'New tracker', type: 'location', location: null }));
    expect(await screen.findByRole('region', { name: 'Location history' })).toBeInTheDocument();
  });

  it('shows a self-hosted phone its positions and readings, and no LoRaWAN frame table', async () => {
    const server = renderDetail(
      as({
        ...van,
        name: 'Ada’s phone',
        type: 'location',
        forwarder: 'self-host',
        devEui: null,
        appEui: null,
      }),
    );
    await screen.findByRole('heading', { name: 'Ada’s phone', level: 1 });
    expect(screen.getByRole('region', { name: 'Location history' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Readings over time' })).toBeInTheDocument();
    await waitFor(() => expect(server.requests.some((r) => r.path.endsWith('/positions'))).toBe(true));
    expect(screen.queryByRole('table', { name: 'Frame history' })).toBeNull();
    expect(screen.queryByText('Frame history')).toBeNull();
  });

  it('links a device never heard from to the Integrations page, for admins only', async () => {
    const silent = { ...van, name: 'New freezer', lastSeenAt: null, location: null, readings: {} };
    renderDetail(as(silent));
    await screen.findByRole('heading', { name: 'New freezer', level: 1 });
    expect(screen.getByText(/Nothing heard from this device yet/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Connect a network server or a phone' })).toHaveAttribute(
      'href',
      `/organisation/${org1}/integrations`,
    );
  });

  it('offers no Integrations link once the device has reported, nor to a member', async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'Delivery van', level: 1 });
    expect(screen.queryByText(/Nothing heard from this device yet/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Connect a network server/ })).toBeNull();
  });
});
