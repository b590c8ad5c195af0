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
    const signedUpAt = new Date();
    const orgId = await signUp('demo');
    const devices = () =>
      server.handle.pool
        .query(
          'select id, name, is_demo, lat, lon, temperature, battery_mv, battery_pct, last_seen_at from devices where organisation_id = $1',
          [orgId],
        )
        .then((r) => r.rows);
    expect((await devices()).length).toBe(11);
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
    // At least six live fixes a van: 2.5 s of 300 ms ticks on a quiet machine, longer when the
    // machine is busy (a CI run once had five in that time), so it asks again for up to 20 s.
    const liveFixes = () =>
      server.handle.pool.query(
        // A position is its device's organisation's (rows keep none since migration 0046).
        `select p.device_id, p.lat, p.lon, p.speed, p.time from positions p join devices d on d.id = p.device_id
          where d.organisation_id = $1 and p.time >= $2 order by p.device_id, p.time`,
        [orgId, signedUpAt],
      );
    const fewest = (rows: { device_id: string }[]) => {
      const counts = new Map<string, number>();
      for (const row of rows) counts.set(row.device_id, (counts.get(row.device_id) ?? 0) + 1);
      return counts.size < 5 ? 0 : Math.min(...counts.values());
    };
    await pause(2500);
    let fixes = await liveFixes();
    for (let i = 0; i < 35 && fewest(fixes.rows) <= 5; i++) {
      await pause(500);
      fixes = await liveFixes();
    }
    type Fix = { lat: number; lon: number; speed: number; time: Date };
    const byVan = new Map<string, Fix[]>();
    for (const row of fixes.rows) byVan.set(row.device_id, [...(byVan.get(row.device_id) ?? []), row]);
    // The three LoRaWAN vans, the cellular one (Teltonika over loopback) and the courier's phone (OsmAnd).
    expect(byVan.size).toBe(5);
    let moved = 0;
    for (const track of byVan.values()) {
      expect(track.length).toBeGreaterThan(5);
      for (let i = 1; i < track.length; i++) {
        const [before, after] = [track[i - 1] as Fix, track[i] as Fix];
        // A tick late on a busy machine lets a van drive on (12 m/s at most); never a jump.
        const seconds = (after.time.getTime() - before.time.getTime()) / 1000;
        expect(distanceM(before, after)).toBeLessThan(25 + 12 * seconds);
      }
      const first = track[0] as { lat: number; lon: number };
      const last = track.at(-1) as { lat: number; lon: number };
      if (distanceM(first, last) > 1) moved += 1;
      // A van standing still says so: at a depot its speed is 0.
      else expect(track.at(-1)?.speed).toBe(0);
    }
    expect(moved).toBeGreaterThan(0);
  });

  it("gives a new organisation the last seven days: daily cold-room cycles, door openings in working hours, the vans' rounds, a few alerts", async () => {
    const signedUpAt = new Date();
    const orgId = await signUp('history');
    const query = (text: string, values: unknown[] = []) =>
      server.handle.pool.query(text, [orgId, ...values]).then((r) => r.rows);
    const week = 7 * 86_400_000;

    // Every sensor has readings across the whole week, up to now and never after it.
    const spans = await query(
      `select d.name, r.field, min(r.time) as first, max(r.time) as last, min(r.value) as low,
              max(r.value) as high, count(distinct (r.time at time zone 'America/Toronto')::date)::int as days
         from devices d cross join lateral pinpoint_readings(d.id, '-infinity', 'infinity') r
        where r.organisation_id = $1 and r.time < $2 and r.field in ('temperature', 'co2', 'humidity')
        group by d.name, r.field`,
      [signedUpAt],
    );
    for (const name of ['Walk-in fridge (demo)', 'Freezer (demo)', 'Boardroom CO2 (demo)']) {
      const temperature = spans.find((s) => s.name === name && s.field === 'temperature');
      expect(temperature, name).toBeDefined();
      expect(signedUpAt.getTime() - temperature.first.getTime()).toBeGreaterThan(week - 3_600_000);
      expect(temperature.days).toBeGreaterThanOrEqual(7);
      expect(temperature.high).toBeGreaterThan(temperature.low);
    }
    // A daily cycle: the fridge is warmer on average in the afternoon than before dawn, every day.
    const byHour = await query(
      `select extract(hour from r.time at time zone 'America/Toronto')::int as hour, avg(r.value) as mean
         from devices d cross join lateral pinpoint_readings(d.id, '-infinity', 'infinity') r
        where r.organisation_id = $1 and d.name = 'Walk-in fridge (demo)' and r.field = 'temperature'
        group by 1`,
    );
    const mean = (from: number, to: number) => {
      const rows = byHour.filter((r) => r.hour >= from && r.hour < to);
      return rows.reduce((sum, r) => sum + r.mean, 0) / rows.length;
    };
    expect(mean(13, 17)).toBeGreaterThan(mean(1, 5) + 0.2);

    // Doors open in working hours only (Monday to Friday, 7:00 to 19:00, or 20:00 in summer time).
    const doors = await query(
      `select extract(hour from r.time at time zone 'America/Toronto')::int as hour,
              extract(isodow from r.time at time zone 'America/Toronto')::int as weekday
         from devices d cross join lateral pinpoint_readings(d.id, '-infinity', 'infinity') r
        where r.organisation_id = $1 and d.name = 'Loading dock door (demo)' and r.field = 'door_open'
          and r.value = 1 and r.time < $2`,
      [signedUpAt],
    );
    expect(doors.length).toBeGreaterThan(20);
    for (const door of doors) {
      expect(door.hour).toBeGreaterThanOrEqual(7);
      expect(door.hour).toBeLessThan(20);
      expect(door.weekday).toBeLessThanOrEqual(5);
    }

    // Each LoRaWAN van drove its round every day of the week, along its street.
    const tracks = await query(
      `select d.name, count(*)::int as fixes, max(p.speed) as fastest,
              count(distinct (p.time at time zone 'America/Toronto')::date)::int as days,
              max(p.lat) - min(p.lat) + max(p.lon) - min(p.lon) as spread
         from positions p join devices d on d.id = p.device_id
        where d.organisation_id = $1 and p.time < $2 group by d.name`,
      [signedUpAt],
    );
    const lorawanVans = tracks.filter(
      (t) => t.name.startsWith('Delivery van') || t.name.startsWith('Service'),
    );
    expect(lorawanVans).toHaveLength(3);
    for (const van of lorawanVans) {
      expect(van.days).toBeGreaterThanOrEqual(7);
      expect(van.fixes).toBeGreaterThanOrEqual(7 * 24 * 9);
      expect(van.spread).toBeGreaterThan(0.02);
      expect(van.fastest).toBeGreaterThan(5);
    }

    // A few alerts in the action logs, fired in the past; the devices' state is their newest uplink.
    const fired = await query(
      `select a.name, l.created_at, l.message from action_logs l join actions a on a.id = l.action_id
        where l.organisation_id = $1 and l.event = 'fired' and l.created_at < $2`,
      [signedUpAt],
    );
    expect(fired.length).toBeGreaterThan(2);
    expect(fired.length).toBeLessThan(100);
    expect(new Set(fired.map((f) => f.name)).size).toBe(2);
    const states = await query(
      `select d.name, d.last_seen_at, (select max(received_at) from frames f where f.device_id = d.id) as newest
         from devices d where d.organisation_id = $1 and d.dev_eui is not null`,
    );
    for (const device of states) {
      expect(device.last_seen_at.getTime(), device.name).toBe(device.newest.getTime());
      expect(device.last_seen_at.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });
});
