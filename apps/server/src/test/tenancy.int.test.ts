import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type Answer, type Person, testApi } from './api.ts';
import { startTestServer } from './server.ts';

/**
 * The cross-tenant proof, generated from the route table the server really has:
 * - every /api route that reaches an organisation's things (an id in its path,
 *   or an organisation id in its body), called by a member of ANOTHER
 *   organisation with the ids of real things of organisation A, answers 404
 *   with exactly the answer a random id gets, and changes nothing in the database;
 * - every write (POST/PUT/PATCH/DELETE) of organisation A's things by A's viewer
 *   answers 403 (404 where the spec says so) and changes nothing.
 * The table below says, for each route, how to build its path and body from the
 * ids of things of each kind. A route the server has but the table does not
 * fails the test by name: add an entry for it (or say why it reaches no
 * organisation's things).
 */

type Kind =
  | 'organisation'
  | 'device'
  | 'contact'
  | 'geofence'
  | 'base'
  | 'action'
  | 'member'
  | 'ingestKey'
  | 'invitation';
type Ids = Record<Kind, string> & {
  /** The caller's own organisation (never replaced by a random id). */
  own: string;
  /** Organisation A's name, to confirm its deletion. */
  organisationName: string;
};
type Call = { path: string; body?: unknown };

type Entry =
  /** Reaches no organisation's things by id: public, machine ingest (own tests), or the caller's own. */
  | { none: string }
  | {
      call: (ids: Ids) => Call;
      /** What A's viewer gets for a write; a reason string when a viewer may do it. Reads: undefined. */
      viewer?: 403 | 404 | { allowed: string };
    };

const device = (ids: Ids) => ids.device;
const range = '?from=2026-01-01T00:00:00Z&to=2026-12-31T00:00:00Z';
const place = { address: '1 Front St', postcode: 'M5J 2N8', latitude: 43.64, longitude: -79.38 };

const table: Record<string, Entry> = {
  'GET /api/docs': { none: 'API documentation' },
  'GET /api/docs/static/index.html': { none: 'API documentation' },
  'GET /api/docs/static/swagger-initializer.js': { none: 'API documentation' },
  'GET /api/docs/json': { none: 'API documentation' },
  'GET /api/docs/yaml': { none: 'API documentation' },
  'GET /api/docs/static/*': { none: 'API documentation' },
  'GET /api/openapi.json': { none: 'API documentation' },
  'GET /api/live': { none: 'WebSocket; its organisation refusals are tested in live/live.int.test.ts' },
  'POST /api/user/email-verification': { none: "the caller's own e-mail address" },
  'POST /api/user/': { none: "the caller's own account" },
  'PATCH /api/user/settings': { none: "the caller's own settings" },
  'POST /api/user/auth/validate-token': { none: "the caller's own token" },
  'POST /api/auth/validate-token': { none: "the caller's own token" },
  'GET /api/user/invitations': { none: "the caller's own invitations" },
  'GET /api/organisation': { none: "the caller's own organisations" },
  'POST /api/organisation': { none: 'creates an organisation of its own' },
  'GET /api/operator/status': { none: "the platform operator's own screens (operator tests)" },
  'GET /api/operator/overview': { none: "the platform operator's own screens (operator tests)" },
  'GET /api/operator/inventory': { none: "the platform operator's own screens (operator tests)" },
  'POST /api/operator/inventory/import': { none: "the platform operator's own screens (operator tests)" },
  'GET /api/operator/account-mail': { none: "the platform operator's own screens (operator tests)" },
  'GET /api/share/:token': { none: 'public by design: the share token is the credential' },
  'GET /api/geofence/geocode': { none: 'geocodes an address; no organisation' },
  'POST /api/ingest/ttn': { none: 'machine ingest: ingest keys and device tokens (ingest tests)' },
  'POST /api/ingest/chirpstack': { none: 'machine ingest: ingest keys and device tokens (ingest tests)' },
  'POST /api/ingest/helium': { none: 'machine ingest: ingest keys and device tokens (ingest tests)' },
  'POST /api/ingest/http': { none: 'machine ingest: ingest keys and device tokens (ingest tests)' },
  'GET /api/ingest/osmand': { none: 'machine ingest: device tokens (ingest tests)' },
  'POST /api/ingest/osmand': { none: 'machine ingest: device tokens (ingest tests)' },
  'POST /api/ingest/owntracks': { none: 'machine ingest: device tokens (ingest tests)' },

  // Organisation, members, invitations.
  'GET /api/organisation/:id': { call: (x) => ({ path: `/organisation/${x.organisation}` }) },
  'PATCH /api/organisation/:id': {
    call: (x) => ({ path: `/organisation/${x.organisation}`, body: { name: 'Taken over' } }),
    viewer: 403,
  },
  'DELETE /api/organisation/:id': {
    call: (x) => ({ path: `/organisation/${x.organisation}`, body: { confirmName: x.organisationName } }),
    viewer: 403,
  },
  'GET /api/organisation/:id/logs': { call: (x) => ({ path: `/organisation/${x.organisation}/logs` }) },
  'GET /api/organisation/:id/roles': { call: (x) => ({ path: `/organisation/${x.organisation}/roles` }) },
  'GET /api/organisation/:id/members': { call: (x) => ({ path: `/organisation/${x.organisation}/members` }) },
  'POST /api/organisation/:id/members': {
    call: (x) => ({
      path: `/organisation/${x.organisation}/members`,
      body: { email: 'intruder@example.com', role: 'owner' },
    }),
    viewer: 403,
  },
  'PATCH /api/organisation/:id/members/:userId': {
    call: (x) => ({ path: `/organisation/${x.organisation}/members/${x.member}`, body: { role: 'viewer' } }),
    viewer: 403,
  },
  'DELETE /api/organisation/:id/members/:userId': {
    call: (x) => ({ path: `/organisation/${x.organisation}/members/${x.member}` }),
    viewer: 403,
  },
  'POST /api/organisation/:id/leave': {
    call: (x) => ({ path: `/organisation/${x.organisation}/leave`, body: {} }),
    viewer: { allowed: 'any member may leave (spec 7)' },
  },
  'DELETE /api/organisation/:id/invitations/:invitationId': {
    call: (x) => ({ path: `/organisation/${x.organisation}/invitations/${x.invitation}` }),
    viewer: 403,
  },
  'POST /api/user/invitations/:invitationId/accept': {
    call: (x) => ({ path: `/user/invitations/${x.invitation}/accept`, body: {} }),
    viewer: 404, // only the invitee sees an invitation
  },
  'POST /api/user/invitations/:invitationId/decline': {
    call: (x) => ({ path: `/user/invitations/${x.invitation}/decline`, body: {} }),
    viewer: 404,
  },
  'GET /api/organisation/:id/demo-claim-codes': {
    call: (x) => ({ path: `/organisation/${x.organisation}/demo-claim-codes` }),
  },
  'GET /api/organisation/:id/outbox': { call: (x) => ({ path: `/organisation/${x.organisation}/outbox` }) },

  // Ingest keys.
  'POST /api/organisation/:id/ingest-keys': {
    call: (x) => ({ path: `/organisation/${x.organisation}/ingest-keys`, body: { name: 'Stolen' } }),
    viewer: 403,
  },
  'GET /api/organisation/:id/ingest-keys': {
    call: (x) => ({ path: `/organisation/${x.organisation}/ingest-keys` }),
  },
  'DELETE /api/ingest-key/:id': { call: (x) => ({ path: `/ingest-key/${x.ingestKey}` }), viewer: 403 },

  // Contacts.
  'GET /api/contact/organisation/:id': { call: (x) => ({ path: `/contact/organisation/${x.organisation}` }) },
  'POST /api/contact': {
    call: (x) => ({
      path: '/contact',
      body: {
        organisationId: x.organisation,
        name: 'Planted',
        email: 'planted@example.com',
        phone: '+14165550199',
        contactMethod: 'email',
      },
    }),
    viewer: 403,
  },
  'POST /api/contact/bulk-delete': {
    call: (x) => ({
      path: '/contact/bulk-delete',
      body: { organisationId: x.organisation, ids: [x.contact] },
    }),
    viewer: 403,
  },
  'GET /api/contact/:id': { call: (x) => ({ path: `/contact/${x.contact}` }) },
  'PATCH /api/contact/:id': {
    call: (x) => ({ path: `/contact/${x.contact}`, body: { name: 'Moved' } }),
    viewer: 403,
  },
  'DELETE /api/contact/:id': { call: (x) => ({ path: `/contact/${x.contact}` }), viewer: 403 },

  // Devices.
  'GET /api/organisation/:id/devices': { call: (x) => ({ path: `/organisation/${x.organisation}/devices` }) },
  'POST /api/device': {
    call: (x) => ({
      path: '/device',
      body: {
        organisationId: x.organisation,
        name: 'Planted tracker',
        devEui: '70B3D57ED0000001',
        appEui: '70B3D57ED0000002',
        appKey: '0123456789ABCDEF0123456789ABCDEF',
        type: 'location',
      },
    }),
    viewer: 403,
  },
  'POST /api/device/self-host': {
    call: (x) => ({
      path: '/device/self-host',
      body: { organisationId: x.organisation, name: 'Planted phone' },
    }),
    viewer: 403,
  },
  'POST /api/device/claim': {
    call: (x) => ({
      path: '/device/claim',
      body: { organisationId: x.organisation, claimCode: 'NO-SUCH-CODE' },
    }),
    viewer: 403,
  },
  'POST /api/device/import': {
    call: (x) => ({
      path: '/device/import',
      body: {
        organisationId: x.organisation,
        rows: [
          {
            dev_eui: '70B3D57ED0000003',
            app_eui: '70B3D57ED0000004',
            app_key: '0123456789ABCDEF0123456789ABCDEF',
          },
        ],
      },
    }),
    viewer: 403,
  },
  'POST /api/device/bulk-delete': {
    call: (x) => ({
      path: '/device/bulk-delete',
      body: { organisationId: x.organisation, ids: [device(x)] },
    }),
    viewer: 403,
  },
  'GET /api/device/:id': { call: (x) => ({ path: `/device/${device(x)}` }) },
  'PATCH /api/device/:id': {
    call: (x) => ({ path: `/device/${device(x)}`, body: { name: 'Renamed' } }),
    viewer: 403,
  },
  'DELETE /api/device/:id': {
    call: (x) => ({ path: `/device/${device(x)}`, body: { confirmName: 'Tenancy van' } }),
    viewer: 403,
  },
  'POST /api/device/:id/share': {
    call: (x) => ({ path: `/device/${device(x)}/share`, body: {} }),
    viewer: 403,
  },
  'DELETE /api/device/:id/share': { call: (x) => ({ path: `/device/${device(x)}/share` }), viewer: 403 },
  'POST /api/device/:id/transfer': {
    call: (x) => ({ path: `/device/${device(x)}/transfer`, body: { organisationId: x.own } }),
    viewer: 403,
  },
  'GET /api/device/:id/readings': { call: (x) => ({ path: `/device/${device(x)}/readings${range}` }) },
  'GET /api/device/:id/positions': { call: (x) => ({ path: `/device/${device(x)}/positions${range}` }) },
  'GET /api/device/:id/frames': { call: (x) => ({ path: `/device/${device(x)}/frames${range}` }) },
  'GET /api/device/:id/export.:format': {
    call: (x) => ({ path: `/device/${device(x)}/export.csv${range}` }),
  },

  // Geofences and bases.
  'GET /api/geofence/organisation/:organisationId': {
    call: (x) => ({ path: `/geofence/organisation/${x.organisation}` }),
  },
  'POST /api/geofence': {
    call: (x) => ({
      path: '/geofence',
      body: { organisationId: x.organisation, name: 'Planted yard', ...place, radius: 100 },
    }),
    viewer: 403,
  },
  'POST /api/geofence/import': {
    call: (x) => ({
      path: '/geofence/import',
      body: { organisationId: x.organisation, rows: [{ name: 'Planted', ...place, radius: 100 }] },
    }),
    viewer: 403,
  },
  'POST /api/geofence/bulk-delete': {
    call: (x) => ({
      path: '/geofence/bulk-delete',
      body: { organisationId: x.organisation, ids: [x.geofence] },
    }),
    viewer: 403,
  },
  'GET /api/geofence/:id': { call: (x) => ({ path: `/geofence/${x.geofence}` }) },
  'PATCH /api/geofence/:id': {
    call: (x) => ({ path: `/geofence/${x.geofence}`, body: { name: 'Moved yard' } }),
    viewer: 403,
  },
  'DELETE /api/geofence/:id': { call: (x) => ({ path: `/geofence/${x.geofence}` }), viewer: 403 },
  'PATCH /api/geofence/:id/status': {
    call: (x) => ({ path: `/geofence/${x.geofence}/status`, body: { status: 'paused' } }),
    viewer: 403,
  },
  'GET /api/base/organisation/:organisationId': {
    call: (x) => ({ path: `/base/organisation/${x.organisation}` }),
  },
  'POST /api/base': {
    call: (x) => ({
      path: '/base',
      body: { organisationId: x.organisation, name: 'Planted depot', ...place },
    }),
    viewer: 403,
  },
  'POST /api/base/import': {
    call: (x) => ({
      path: '/base/import',
      body: { organisationId: x.organisation, rows: [{ name: 'Planted', ...place }] },
    }),
    viewer: 403,
  },
  'POST /api/base/bulk-delete': {
    call: (x) => ({ path: '/base/bulk-delete', body: { organisationId: x.organisation, ids: [x.base] } }),
    viewer: 403,
  },
  'GET /api/base/:id': { call: (x) => ({ path: `/base/${x.base}` }) },
  'PATCH /api/base/:id': {
    call: (x) => ({ path: `/base/${x.base}`, body: { name: 'Moved depot' } }),
    viewer: 403,
  },
  'DELETE /api/base/:id': { call: (x) => ({ path: `/base/${x.base}` }), viewer: 403 },

  // Actions.
  'GET /api/action/:id': { call: (x) => ({ path: `/action/${x.action}` }) },
  'POST /api/action': {
    call: (x) => ({
      path: '/action',
      body: {
        organisationId: x.organisation,
        name: 'Planted alert',
        actionType: 'alert',
        alertType: 'button',
        message: 'Pressed',
        contactIds: [x.contact],
        deviceIds: [device(x)],
        repeatMode: 'open',
        repeatMinutes: 5,
      },
    }),
    viewer: 403,
  },
  'PATCH /api/action/:id': {
    call: (x) => ({ path: `/action/${x.action}`, body: { name: 'Hijacked' } }),
    viewer: 403,
  },
  'PATCH /api/action/:id/enabled': {
    call: (x) => ({ path: `/action/${x.action}/enabled`, body: { enabled: false } }),
    viewer: 403,
  },
  'POST /api/action/:id/rotate-secret': {
    call: (x) => ({ path: `/action/${x.action}/rotate-secret` }),
    viewer: 403,
  },
  'DELETE /api/action/:id': { call: (x) => ({ path: `/action/${x.action}` }), viewer: 403 },
  'GET /api/action/:id/logs': { call: (x) => ({ path: `/action/${x.action}/logs` }) },
};

// ---- The server, the cast and organisation A's things ----

const server = await startTestServer({ ORGANISATION_ENABLED: 'true', SELF_HOST: 'true', MANUAL_ADD: 'true' });
afterAll(() => server.close());
const api = testApi(server);
const { olive, vic, otto, max, orgId } = await api.signUpCast();

async function made(path: string, body: unknown): Promise<Answer['body']> {
  const res = await api.call(path, { token: olive.token, body });
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`tenancy setup: ${path} answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
const deviceId = (await made('/device/self-host', { organisationId: orgId, name: 'Tenancy van' })).device.id;
const contactId = (
  await made('/contact', {
    organisationId: orgId,
    name: 'Tenancy contact',
    email: 'tenancy@example.com',
    phone: '+14165550100',
    contactMethod: 'email',
  })
).id;
const geofenceId = (
  await made('/geofence', { organisationId: orgId, name: 'Tenancy yard', ...place, radius: 200 })
).id;
const baseId = (await made('/base', { organisationId: orgId, name: 'Tenancy depot', ...place })).id;
const actionId = (
  await made('/action', {
    organisationId: orgId,
    name: 'Tenancy hook',
    actionType: 'webhook',
    alertType: 'button',
    webhookUrl: 'https://hooks.example.com/pinpoint',
    webhookMethod: 'POST',
    deviceIds: [deviceId],
    repeatMode: 'open',
    repeatMinutes: 5,
  })
).id;
const ingestKeyId = (await made(`/organisation/${orgId}/ingest-keys`, { name: 'Tenancy network server' })).id;
await made(`/device/${deviceId}/share`, {});
await made(`/organisation/${orgId}/members`, { email: 'invitee@example.com', role: 'member' });
const invitationId = (await api.call(`/organisation/${orgId}/members`, { token: olive.token })).body
  .invitations?.[0]?.id as string;
const organisationName = (await api.call(`/organisation/${orgId}`, { token: olive.token })).body
  .name as string;

const idsOfA = (caller: Person): Ids => ({
  organisation: orgId,
  device: deviceId,
  contact: contactId,
  geofence: geofenceId,
  base: baseId,
  action: actionId,
  member: max.userId,
  ingestKey: ingestKeyId,
  invitation: invitationId,
  own: caller.organisationId,
  organisationName,
});
const randomIds = (caller: Person): Ids => ({
  ...(Object.fromEntries(Object.keys(idsOfA(caller)).map((k) => [k, randomUUID()])) as Record<Kind, string>),
  own: caller.organisationId,
  organisationName,
});

/** Every row of every table, as one comparable value: a refused call must leave it as it was. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await server.handle.pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const parts = tables.rows.map(
    ({ name }) =>
      `select '${name}' as name, count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
  );
  const { rows } = await server.handle.pool.query<{ name: string; digest: string }>(
    parts.join(' union all '),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

const methodOf = (key: string) => key.split(' ')[0] as string;
const isWrite = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
const send = (key: string, call: Call, by: Person) =>
  api.call(call.path, {
    method: methodOf(key),
    token: by.token,
    ...(call.body === undefined ? {} : { body: call.body }),
  });

const apiRoutes = [
  ...new Set(server.app.routeList.filter((r) => r.url.startsWith('/api')).map((r) => `${r.method} ${r.url}`)),
];

describe('the tenancy table', () => {
  it('has an entry for every /api route the server has, and none for a route it does not', () => {
    const missing = apiRoutes.filter((key) => !(key in table));
    expect(
      missing,
      `Routes without an entry in the tenancy table (add one to apps/server/src/test/tenancy.int.test.ts): ${missing.join(', ')}`,
    ).toEqual([]);
    const stale = Object.keys(table).filter((key) => !apiRoutes.includes(key));
    expect(stale, `Tenancy table entries for routes the server no longer has: ${stale.join(', ')}`).toEqual(
      [],
    );
  });
});

const scoped = apiRoutes.flatMap((key) => {
  const entry = table[key];
  return entry && 'call' in entry ? [[key, entry] as const] : [];
});

describe("another organisation's member gets exactly a random id's 404, and changes nothing", () => {
  it.each(scoped)('%s', async (key, entry) => {
    const before = await snapshot();
    const foreign = await send(key, entry.call(idsOfA(otto)), otto);
    const after = await snapshot();
    const random = await send(key, entry.call(randomIds(otto)), otto);
    expect(foreign.status, `${key} by an outsider: ${JSON.stringify(foreign.body)}`).toBe(404);
    expect(random.status, `${key} with random ids`).toBe(404);
    expect(foreign.body, `${key}: an outsider's answer differs from a random id's`).toEqual(random.body);
    expect(after, `${key} by an outsider changed the database`).toEqual(before);
  });
});

const writes = scoped.filter(([key, entry]) => isWrite(methodOf(key)) && typeof entry.viewer === 'number');

describe("a viewer's write is refused, and changes nothing", () => {
  it('every write route says what a viewer gets', () => {
    const unsaid = scoped.filter(([key, entry]) => isWrite(methodOf(key)) && entry.viewer === undefined);
    expect(
      unsaid.map(([key]) => key),
      'write routes without a viewer expectation',
    ).toEqual([]);
  });

  it.each(writes)('%s', async (key, entry) => {
    const before = await snapshot();
    const answer = await send(key, entry.call(idsOfA(vic)), vic);
    const after = await snapshot();
    expect(answer.status, `${key} by a viewer: ${JSON.stringify(answer.body)}`).toBe(entry.viewer);
    expect(after, `${key} by a viewer changed the database`).toEqual(before);
  });
});
