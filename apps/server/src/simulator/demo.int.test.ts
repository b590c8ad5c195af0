import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { obtainTokens, uniqueEmail } from '../test/oidc-flow.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ DEMO: 'true', DEMO_INTERVAL_MS: '300' });
});
afterAll(() => server.close());

describe('demo mode', () => {
  it('gives a new organisation labelled demo devices that the simulator drives through ingest around Toronto', async () => {
    const email = uniqueEmail('demo');
    const tokens = await obtainTokens(server.url, { email, password: 'demo-password' });
    const sub = JSON.parse(
      Buffer.from(tokens.access_token.split('.')[1] as string, 'base64url').toString(),
    ).sub;
    const res = await fetch(`${server.url}/api/user/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, sub }),
    });
    const orgId = ((await res.json()) as { data: { organisations: Array<{ id: string }> } }).data
      .organisations[0]?.id;
    const devices = () =>
      server.handle.pool
        .query(
          'select name, is_demo, lat, lon, temperature, battery_mv, battery_pct, last_seen_at from devices where organisation_id = $1',
          [orgId],
        )
        .then((r) => r.rows);
    expect((await devices()).length).toBe(9);
    expect((await devices()).every((d) => d.is_demo && d.name.endsWith('(demo)'))).toBe(true);

    for (let i = 0; i < 50 && (await devices()).some((d) => !d.last_seen_at); i++)
      await new Promise((r) => setTimeout(r, 100));
    const seen = await devices();
    expect(seen.every((d) => d.last_seen_at)).toBe(true);
    const vans = seen.filter((d) => d.name.includes('van'));
    for (const van of vans) {
      expect(van.lat).toBeGreaterThan(43.58);
      expect(van.lat).toBeLessThan(43.86);
      expect(van.lon).toBeGreaterThan(-79.64);
      expect(van.lon).toBeLessThan(-79.11);
    }
    // Sensors report volts (BatV), never a bare number that could pass for a percentage.
    const sos = seen.find((d) => d.name.includes('SOS'));
    expect(sos).toMatchObject({ battery_mv: 3000, battery_pct: 100 });
    const freezer = seen.find((d) => d.name.startsWith('Freezer'));
    expect(freezer.temperature).toBeLessThan(-10);

    // The vans move: a later position differs.
    const before = vans.map((v) => v.lon);
    await new Promise((r) => setTimeout(r, 1000));
    const after = (await devices()).filter((d) => d.name.includes('van')).map((v) => v.lon);
    expect(after).not.toEqual(before);
  });
});
