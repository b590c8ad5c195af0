import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { testUser } from '../../../test/fakes.ts';
import { testDevice } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { DeviceDetailPage } from '../device-detail-page.tsx';

// Issue 30 item 5 on the device page: a device silent for longer than usual says so, with the
// likely reasons in plain sentences from what the server knows and the battery forecast.

const org = '00000000-0000-4000-8000-0000000000a1';
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

/** A trailer tracker reporting every 10 minutes, last heard `silentFor` minutes ago. */
function trailer(silentFor: number) {
  return testDevice(1, 'Trailer 7', {
    organisationId: org,
    devEui: '70B3D57ED0051A01',
    forwarder: 'ttn',
    type: 'temperature',
    lastSeenAt: minutesAgo(silentFor),
    usualIntervalS: 600,
    readings: { temperature: 4 },
  });
}

/** 20 uplinks 10 minutes apart, the signal fading 1 dB each and fewer gateways hearing it. */
const fading = Array.from({ length: 20 }, (_, i) => ({
  at: minutesAgo(40 + (19 - i) * 10),
  rssi: -95 - i,
  snr: 5,
  sf: 7,
  gateways: i < 10 ? 3 : i < 15 ? 2 : 1,
}));

function renderPage(device: ReturnType<typeof trailer>, daysLeft: number | null) {
  const server = fakeServer({
    'POST /user/': () => ({
      data: { ...testUser, organisations: [{ id: org, name: 'Acme', role: 'owner' as const }] },
    }),
    'GET /organisation/:id/devices': () => [device],
    'GET /device/:id': () => device,
    'GET /device/:id/positions': () => [],
    'GET /device/:id/readings': () => [],
    'GET /device/:id/frames': () => [],
    'GET /device/:id/silence': () => ({
      usualIntervalS: 600,
      lastSeenAt: device.lastSeenAt,
      uplinks: fading,
      lastJoinAt: null,
      lastDownlinkFailure: { at: minutesAgo(35), error: 'no gateway available for downlink' },
      checklist: null,
    }),
    'GET /device/:id/battery-forecast': () => ({
      unit: 'mv',
      forecast:
        daysLeft === null
          ? null
          : { daysLeft, confidence: 'high', slopePerDay: -10, since: minutesAgo(60 * 24 * 30), days: 30 },
    }),
  });
  renderRoutes([{ path: '/device/:id', element: <DeviceDetailPage /> }], `/device/${device.id}`, {
    api: server.api,
    organisationId: org,
  });
  return server;
}

describe("the device page's silence explanation", () => {
  it('calls a device silent for 40 minutes of its usual 10 late, and says why in sentences', async () => {
    renderPage(trailer(40), 5);
    const card = await screen.findByRole('region', { name: 'Why it may be silent' });
    expect(card).toHaveTextContent(
      'Late: it usually reports every 10 minutes and has been silent for 40 minutes.',
    );
    // Both answers in: the server's facts and the battery forecast the page shares.
    await within(card).findByText('Its battery forecast gave about 5 days left: the battery may be flat.');
    const reasons = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(reasons[0]).toMatch(
      /^The network server could not deliver a downlink to it on .+: no gateway available for downlink\.$/,
    );
    expect(reasons).toContain('Its battery forecast gave about 5 days left: the battery may be flat.');
    expect(reasons).toContain(
      'Its signal has been fading, from -100 dBm to -110 dBm over its last uplinks: it may have moved away from the gateways or be shielded by metal, a basement or a closed container.',
    );
    expect(reasons).toContain(
      'Fewer gateways hear it: 3 before, only 1 on its last uplink. A gateway nearby may be down.',
    );
    // The status says late too, and the learned interval.
    const status = screen.getByRole('region', { name: 'Current status' });
    expect(status).toHaveTextContent('Late: silent for longer than usual');
    expect(status).toHaveTextContent('Usual interval10 minutes');
  });

  it('says nothing while the device reports on time', async () => {
    const server = renderPage(trailer(5), null);
    const status = await screen.findByRole('region', { name: 'Current status' });
    expect(status).toHaveTextContent('Heard from in the last hour');
    expect(screen.queryByRole('region', { name: 'Why it may be silent' })).toBeNull();
    expect(server.requests.some((r) => r.path.endsWith('/silence'))).toBe(false);
  });

  it('calls it offline after the hour, as before', async () => {
    renderPage(trailer(90), null);
    const card = await screen.findByRole('region', { name: 'Why it may be silent' });
    expect(card).toHaveTextContent(
      'Offline: it usually reports every 10 minutes and has been silent for 90 minutes.',
    );
  });
});
