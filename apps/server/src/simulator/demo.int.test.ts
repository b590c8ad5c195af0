import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../test/api.ts';
import { freePort } from '../test/ports.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { distanceM } from './toronto.ts';

let server: TestServer;
beforeAll(async () => {
  // The cellular van reports through the Teltonika listener, on a port of its own here.
  server = await startTestServer({
    DEMO: 'true',
    DEMO_INTERVAL_MS: '300',
    TELTONIKA_PORT: String(await freePort()),
  });
});
afterAll(() => server.close());

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Signs a newcomer up as the web app does; answers their first organisation's id. */
const signUp = async (name: string) => (await testApi(server).signUp(name)).organisationId;

describe('demo mode', () => {
  it('gives a new organisation labelled demo devices that the simulator drives through ingest around Toronto', async () => {
    const orgId = await signUp('demo');
    const devices = () =>
      server.handle.pool
        .query(
          'select id, name, is_demo, lat, lon, temperature, battery_mv, battery_pct, last_seen_at from devices where organisation_id = $1',
          [orgId],
        )
        .then((r) => r.rows);
    expect((await devices()).length).toBe(10);
    expect((await devices()).every((d) => d.is_demo && d.name.endsWith('(demo)'))).toBe(true);

    for (let i = 0; i < 50 && (await devices()).some((d) => !d.last_seen_at); i++) await pause(100);
    const seen = await devices();
    expect(seen.every((d) => d.last_seen_at)).toBe(true);
    const vans = seen.filter((d) => d.name.includes('van'));
    for (const van of vans) {
      expect(van.lat).toBeGreaterThan(43.58);
      expect(van.lat).toBeLessThan(43.86);
      expect(van.lon).toBeGreaterThan(-79.64);
      expect(van.lon).toBeLessThan(-79.11);
    }
    // Batteries read as real ones do: volts under the 3.0 V maximum, never full or a bare percentage.
    // (The cellular van's is a tracker's Li-ion backup cell, 3.5 to 4.2 V.)
    for (const device of seen.filter((d) => d.battery_mv !== null && !d.name.startsWith('Cellular'))) {
      expect(device.battery_mv).toBeGreaterThan(2700);
      expect(device.battery_mv).toBeLessThanOrEqual(3000);
      expect(device.battery_pct).toBeLessThan(100);
    }
    const freezer = seen.find((d) => d.name.startsWith('Freezer'));
    expect(freezer.temperature).toBeLessThan(-10);

    // Another newcomer signs up while the vans drive; each van's fixes stay on its street,
    // a few metres apart at most (they once jumped kilometres when the fleet grew).
    await signUp('second');
    await pause(2500);
    const fixes = await server.handle.pool.query(
      `select device_id, lat, lon, speed from positions
        where organisation_id = $1 order by device_id, time`,
      [orgId],
    );
    const byVan = new Map<string, Array<{ lat: number; lon: number; speed: number }>>();
    for (const row of fixes.rows) byVan.set(row.device_id, [...(byVan.get(row.device_id) ?? []), row]);
    // The three LoRaWAN vans and the cellular one (Teltonika over loopback).
    expect(byVan.size).toBe(4);
    let moved = 0;
    for (const track of byVan.values()) {
      expect(track.length).toBeGreaterThan(5);
      for (let i = 1; i < track.length; i++) {
        expect(
          distanceM(track[i - 1] as { lat: number; lon: number }, track[i] as { lat: number; lon: number }),
        ).toBeLessThan(25);
      }
      const first = track[0] as { lat: number; lon: number };
      const last = track.at(-1) as { lat: number; lon: number };
      if (distanceM(first, last) > 1) moved += 1;
      // A van standing still says so: at a depot its speed is 0.
      else expect(track.at(-1)?.speed).toBe(0);
    }
    expect(moved).toBeGreaterThan(0);
  });
});
