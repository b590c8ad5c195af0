import type { Geofence } from '@pinpoint/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../../lib/config.ts';
import { fakeServer } from '../../../test/fake-server.ts';
import { testDevice, testGeofence, testUuid } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { GeofencePresence } from './geofence-presence.tsx';

const org = '00000000-0000-4000-8000-0000000000a1';
const deviceId = testUuid(1);
const otherDevice = testUuid(2);

const tracker = testDevice(1, 'Courier bike', {
  organisationId: org,
  location: { lat: 43.65, lon: -79.38, at: '2026-11-01T10:00:00.000Z' },
  lastSeenAt: '2026-11-01T10:00:00.000Z',
});

/** A 200 m circle on Bay St. */
const geofence = (n: number, name: string, overrides: Partial<Geofence> = {}) =>
  testGeofence(100 + n, name, {
    organisationId: org,
    address: `${n} Bay St, Toronto`,
    postcode: 'M5J 2N8',
    latitude: 43.65,
    longitude: -79.38,
    radius: 200,
    area: 125_664,
    ...overrides,
  });

/** The card for a device whose position a button moves (as a live update would). */
function Harness() {
  const [device, setDevice] = useState(tracker);
  return (
    <>
      <button
        type="button"
        onClick={() =>
          setDevice((d) => ({
            ...d,
            location: { lat: 43.7, lon: -79.4, at: '2026-11-01T10:05:00.000Z' },
            lastSeenAt: '2026-11-01T10:05:00.000Z',
          }))
        }
      >
        Move
      </button>
      <GeofencePresence device={device} />
    </>
  );
}

function renderCard(answers: Geofence[][], config?: Partial<PublicConfig>) {
  let call = 0;
  const server = fakeServer({
    'GET /geofence/organisation/:id': () => answers[Math.min(call++, answers.length - 1)],
  });
  renderWithProviders(<Harness />, '/device/x', { api: server.api, ...(config ? { config } : {}) });
  return server;
}

const card = () => screen.getByRole('region', { name: 'Geofences' });

describe('the device’s geofences card', () => {
  it('lists the active geofences the device is inside, each linking to its geofence', async () => {
    const yard = geofence(1, 'Yard', { deviceIdsInside: [deviceId, otherDevice], devicesInside: 2 });
    renderCard([
      [
        yard,
        geofence(2, 'Harbour', { deviceIdsInside: [otherDevice], devicesInside: 1 }),
        geofence(3, 'Paused site', { status: 'paused', deviceIdsInside: [deviceId] }),
      ],
    ]);
    const list = await within(card()).findByRole('list', { name: 'Geofences Courier bike is inside now' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Yard' })).toHaveAttribute('href', `/geofence/${yard.id}`);
    expect(within(card()).queryByText('Not inside any geofence')).toBeNull();
  });

  it('says "Not inside any geofence" when it is inside none', async () => {
    const server = renderCard([[geofence(1, 'Yard', { deviceIdsInside: [otherDevice] })]]);
    expect(await within(card()).findByText('Not inside any geofence')).toBeInTheDocument();
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toContain(
      `GET /geofence/organisation/${org}`,
    );
  });

  it('asks again when the device moves, and shows where it is now', async () => {
    const server = renderCard([
      [geofence(1, 'Yard')],
      [geofence(1, 'Yard', { deviceIdsInside: [deviceId], devicesInside: 1 })],
    ]);
    expect(await within(card()).findByText('Not inside any geofence')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(await within(card()).findByRole('link', { name: 'Yard' })).toBeInTheDocument();
    expect(within(card()).queryByText('Not inside any geofence')).toBeNull();
    await waitFor(() =>
      expect(
        server.requests.filter((r) => r.path === `/geofence/organisation/${org}`).length,
      ).toBeGreaterThanOrEqual(2),
    );
  });

  it('is hidden, and asks nothing, when geofences are turned off', async () => {
    const server = renderCard([[geofence(1, 'Yard', { deviceIdsInside: [deviceId] })]], {
      show_geofences: false,
    });
    await screen.findByRole('button', { name: 'Move' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Geofences' })).toBeNull();
    expect(server.requests.some((r) => r.path.startsWith('/geofence'))).toBe(false);
  });
});
