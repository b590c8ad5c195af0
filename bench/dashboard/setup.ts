import pg from 'pg';
import { seedFleet, twelveWidgets } from '../../apps/server/src/modules/widget-data/fixture.ts';
import { obtainTokens } from '../../apps/server/src/test/oidc-flow.ts';
import { freePort } from '../../apps/server/src/test/ports.ts';
import { openBenchDatabase } from '../ingest/database.ts';
import { startPinpoint } from '../ingest/processes.ts';

/** A running server with the speed-target dashboard, for the API figures and (later) the browser's. */
export type DashboardBench = {
  url: string;
  /** A signed-in owner's access token (Bearer). */
  token: string;
  organisationId: string;
  dashboardId: string;
  /** A public link to the dashboard (signed out). */
  shareToken: string;
  deviceIds: string[];
  rows: { readings: number; positions: number; frames: number };
  close: () => Promise<void>;
};

/** The password of the owners signUpOwner makes (to sign in again when the access token expires). */
export const BENCH_PASSWORD = 'benchmark-password';

/**
 * Signs a new user up through the server's built-in OpenID provider and creates their user (and
 * with it their own organisation): their access token, their user id and that organisation's id.
 */
export async function signUpOwner(url: string, email: string) {
  const tokens = await obtainTokens(url, { email, password: BENCH_PASSWORD });
  const sub = JSON.parse(
    Buffer.from(tokens.access_token.split('.')[1] as string, 'base64url').toString(),
  ).sub;
  const user = (await (
    await fetch(`${url}/api/user/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, sub }),
    })
  ).json()) as { data: { id: string; organisations: Array<{ id: string }> } };
  return {
    token: tokens.access_token,
    userId: user.data.id,
    organisationId: user.data.organisations[0]?.id as string,
  };
}

/**
 * Starts PostgreSQL (embedded, or a fresh database on DATABASE_URL), the real server in its
 * own process, signs an owner up, seeds `devices` devices with `days` of readings (temperature,
 * humidity, battery), positions and frames every `everyMinutes`, a geofence, a base and alerts,
 * and saves the twelve-widget dashboard with a public link.
 */
export async function startDashboardBench(options: {
  devices: number;
  days: number;
  everyMinutes: number;
}): Promise<DashboardBench> {
  const database = await openBenchDatabase();
  const server = await startPinpoint(database.url, await freePort());
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const close = async () => {
    await pool.end().catch(() => {});
    await server.stop();
    await database.close();
  };
  try {
    const { token, organisationId } = await signUpOwner(
      server.url,
      `bench-dashboard-${Date.now()}@example.test`,
    );
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const fleet = await seedFleet(pool, { organisationId, ...options });
    await pool.query('vacuum analyze');
    const counts = await pool.query<{ readings: number; positions: number; frames: number }>(
      `select (select count(*) from readings)::int as readings, (select count(*) from positions)::int as positions,
              (select count(*) from frames)::int as frames`,
    );
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${server.url}/api${path}`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const dashboard = await post('/dashboard', {
      organisationId,
      name: 'Fleet overview',
      widgets: twelveWidgets(fleet.deviceIds, fleet.geofenceId),
      range: { kind: 'last', amount: 7, unit: 'day' },
    });
    const share = await post(`/dashboard/${dashboard.id}/shares`, {});
    return {
      url: server.url,
      token,
      organisationId,
      dashboardId: dashboard.id as string,
      shareToken: share.token as string,
      deviceIds: fleet.deviceIds,
      rows: counts.rows[0] as DashboardBench['rows'],
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
