import type { PositionsData, TripsData } from '@pinpoint/shared/widgets/index.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { testApi } from '../../test/api.ts';
import { startTestServer } from '../../test/server.ts';
import { TILE_MS, tileOf } from '../map-matching/chunking.ts';
import { startStubEngine } from '../map-matching/stub-engine.ts';

/**
 * Issue 20 through the API: a dashboard's trip summary and map follow the roads for a viewer
 * whose map-matching setting is on, and the positions as reported for one whose setting is off,
 * on the same dashboard at the same time.
 */

const engine = await startStubEngine();
const server = await startTestServer({ SELF_HOST: 'true', MAP_MATCHING_URL: engine.url });
afterAll(async () => {
  await server.close();
  await engine.close();
});
const api = testApi(server);
const { olive, vic, orgId } = await api.signUpCast();
const { pool } = server.handle;

const start = tileOf(Date.now()) - 2 * TILE_MS + 10 * 60_000;
const van = (
  await pool.query<{ id: string }>(
    `insert into devices (organisation_id, name, type) values ($1, 'Van 7', 'tracker') returning id`,
    [orgId],
  )
).rows[0]?.id as string;
for (let i = 0; i < 30; i++)
  await pool.query(
    `insert into positions (device_id, organisation_id, time, lat, lon, accuracy, source)
     values ($1, $2, $3, $4, $5, 8, 'gnss')`,
    [van, orgId, new Date(start + i * 10_000), 43.65 + (i % 2) * 0.00002, -79.4 + i * 0.0002],
  );

describe('dashboards follow the map-matching setting (issue 20)', () => {
  it('answers matched tracks and road distances to the user with the setting on only', async () => {
    const board = await api.call('/dashboard', {
      token: olive.token,
      body: {
        organisationId: orgId,
        name: 'Vans',
        widgets: [
          { id: 'trips', type: 'trip-summary', devices: [van] },
          { id: 'map', type: 'map', devices: [van], options: { tracks: true } },
        ],
      },
    });
    expect(board.status).toBe(201);
    const on = await api.call('/user/settings', {
      token: vic.token,
      method: 'PATCH',
      body: { mapMatching: true },
    });
    expect(on.status).toBe(200);
    const range = `from=${new Date(start - 60_000).toISOString()}&to=${new Date(start + 3_600_000).toISOString()}`;
    const read = async (token: string) => {
      const res = await api.call(`/dashboard/${board.body.id}/data?${range}`, { token });
      expect(res.status).toBe(200);
      return {
        trips: res.body.widgets.trips.data as TripsData,
        map: res.body.widgets.map.data as PositionsData,
      };
    };

    const matched = await read(vic.token);
    expect(matched.trips.distanceSource).toBe('matched');
    expect(matched.map.tracks[0]?.stretches?.[0]?.points[0]).toEqual([-79.4, 43.6503]);
    expect(engine.requests.length).toBeGreaterThan(0);

    const raw = await read(olive.token);
    expect(raw.trips.distanceSource).toBe('raw');
    expect(raw.map.tracks[0]?.stretches).toBeUndefined();
    expect(raw.trips.devices[0]?.distanceKm).toBeLessThan(matched.trips.devices[0]?.distanceKm as number);
  });
});
