import type { MatchedTrack } from '@pinpoint/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { testUser } from '../../../test/fakes.ts';
import { testTracker } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { LocationHistory } from './location-history.tsx';

const van = testTracker(1);
const range = { from: '2026-03-02T00:00:00.000Z', to: '2026-03-03T00:00:00.000Z' };
const positions = [0, 1, 2].map((i) => ({
  time: `2026-03-02T10:00:${String(i * 10).padStart(2, '0')}.000Z`,
  lat: 43.65,
  lon: -79.4 + i * 0.001,
  alt: null,
  accuracy: 8,
  speed: null,
  heading: null,
  source: 'phone',
}));
const matched: MatchedTrack = {
  source: 'matched',
  complete: true,
  truncated: false,
  points: positions.map((p) => ({ time: p.time, lat: 43.6503, lon: p.lon, matched: true })),
  segments: [
    {
      matched: true,
      path: [
        { lat: 43.6503, lon: -79.4 },
        { lat: 43.6503, lon: -79.398 },
      ],
    },
  ],
  distance: { metres: 161, matchedMetres: 161 },
};

function renderHistory({
  setting,
  server: hasMatcher,
  track = matched,
}: {
  setting: boolean;
  server: boolean;
  track?: MatchedTrack;
}) {
  const server = fakeServer({
    'POST /user/': () => ({
      data: { ...testUser, settings: { ...testUser.settings, mapMatching: setting } },
    }),
    'GET /device/:id/positions': () => positions,
    'GET /device/:id/track': () => track,
  });
  renderRoutes([{ path: '/', element: <LocationHistory device={van} range={range} locale="en" /> }], '/', {
    api: server.api,
    config: { mapMatching: hasMatcher },
  });
  return server;
}

const region = () => screen.getByRole('region', { name: 'Location history' });
const trackRequests = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((r) => r.path.endsWith('/track'));

describe('the location history and map matching (issue 20)', () => {
  it('draws the track snapped to roads when the setting is on and the server has a service, and says so', async () => {
    const server = renderHistory({ setting: true, server: true });
    await within(region()).findByText(/^Snapped to roads by the road-matching service/);
    const [request] = trackRequests(server);
    expect(request?.query.get('from')).toBe(range.from);
    expect(request?.query.get('to')).toBe(range.to);
    // Playback steps through the matched positions, one a position.
    const slider = within(region()).getByRole('slider', { name: 'Playback position' });
    expect(slider).toHaveAttribute('aria-valuemax', '2');
    await userEvent.click(within(region()).getByRole('button', { name: 'Play' }));
  });

  it('draws the positions as reported when the setting is off, asking for no matched track', async () => {
    const server = renderHistory({ setting: false, server: true });
    await within(region()).findByText('Positions as reported, joined by straight lines.');
    expect(trackRequests(server)).toHaveLength(0);
  });

  it('says the server has no road-matching service when the setting is on without one', async () => {
    const server = renderHistory({ setting: true, server: false });
    await within(region()).findByText(
      'Map matching is on in your settings, but this server has no road-matching service: the track shows the positions as reported.',
    );
    expect(trackRequests(server)).toHaveLength(0);
  });

  it('says when part of the track could not be matched for now', async () => {
    renderHistory({ setting: true, server: true, track: { ...matched, complete: false } });
    await within(region()).findByText(
      'Part of this track could not be snapped to roads just now: it is dashed, and will be tried again.',
    );
  });

  it('falls back to the positions as reported when the matched track cannot be loaded', async () => {
    const server = fakeServer({
      'POST /user/': () => ({ data: { ...testUser, settings: { ...testUser.settings, mapMatching: true } } }),
      'GET /device/:id/positions': () => positions,
    });
    renderRoutes([{ path: '/', element: <LocationHistory device={van} range={range} locale="en" /> }], '/', {
      api: server.api,
      config: { mapMatching: true },
    });
    await waitFor(() =>
      expect(
        within(region()).getByText(
          'The track could not be snapped to roads: it shows the positions as reported.',
        ),
      ).toBeInTheDocument(),
    );
  });
});
