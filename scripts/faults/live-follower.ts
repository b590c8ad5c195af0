import type { DbHandle } from '../../apps/server/src/db/database.ts';
import { obtainTokens, uniqueEmail } from '../../apps/server/src/test/oidc-flow.ts';
import { connectLive, type LiveStatus } from '../../apps/web/src/lib/live-connection.ts';

/**
 * A dispatcher signed up through the built-in provider on the api process (the authorization code
 * flow the web app walks), then made a viewer of `organisationId`: answers their access token.
 */
export async function signInViewer(apiUrl: string, handle: DbHandle, organisationId: string) {
  const email = uniqueEmail('faults-dispatcher');
  const tokens = await obtainTokens(apiUrl, {
    name: 'Dispatcher',
    email,
    password: 'Dispatcher-password-123',
  });
  const token = tokens.access_token;
  const sub = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).sub as string;
  // POST /api/user/, as the web app does after sign-in: the user's row.
  const res = await fetch(`${apiUrl}/api/user/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, sub }),
  });
  if (!res.ok) throw new Error(`POST /api/user/ answered ${res.status}`);
  const user = await handle.db
    .selectFrom('users')
    .select('id')
    .where('sub', '=', sub)
    .executeTakeFirstOrThrow();
  await handle.db
    .insertInto('memberships')
    .values({ organisation_id: organisationId, user_id: user.id, role: 'viewer' })
    .execute();
  return token;
}

/**
 * The live feed of a signed-in browser: the web app's own connection code (connectLive, with its
 * backoff and jitter) on Node's WebSocket, the browser's API. Keeps when each update arrived and
 * each change of status.
 */
export function followLive(apiUrl: string, organisationId: string, token: string) {
  const statuses: Array<{ status: LiveStatus; at: number }> = [];
  const updates: Array<{ deviceId: string; at: number }> = [];
  const connection = connectLive({
    url: `${apiUrl.replace(/^http/, 'ws')}/api/live`,
    organisationId,
    getToken: async () => token,
    renewToken: async () => token,
    onUpdate: (update) => updates.push({ deviceId: update.deviceId, at: Date.now() }),
    onStatus: (status) => statuses.push({ status, at: Date.now() }),
    onAccessLost: (message) => console.log(`      live feed: access lost (${message})`),
  });
  return {
    statuses,
    updates,
    close: connection.close,
    /** When the feed was next live, and next brought an update, after `since`. */
    backAfter(since: number) {
      const live = statuses.find((s) => s.at > since && s.status === 'live')?.at;
      const update = live === undefined ? undefined : updates.find((u) => u.at >= live)?.at;
      return { live, update };
    },
  };
}
