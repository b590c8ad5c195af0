import { dashboardMessages } from '@pinpoint/shared/widgets/index.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { hashDeviceToken } from '../../ingest/pipeline.ts';
import { SHARE_CAP_CLOSE_CODE, SHARE_SOCKETS_PER_IP } from '../../live/share-subscription.ts';
import { messageOf, type Person, testApi } from '../../test/api.ts';
import { startTestServer } from '../../test/server.ts';

/**
 * Public dashboard links (WIDGETS.md §4): what a link shows and never shows, over HTTP and
 * live, and that a revoked, expired or deleted one is gone at once, sockets included.
 */

const server = await startTestServer();
afterAll(() => server.close());
const api = testApi(server);
const [olive, otto] = (await api.signUpEach(['Olive', 'Otto'] as const)) as [Person, Person];
const orgId = olive.organisationId;
const { pool } = server.handle;

const EMAIL = 'night-shift@example.com';
const PHONE = '+14165550123';
const VAN_TOKEN = 'share-test-van-token';
const secrets = {
  devEui: '70B3D57ED00F0A01',
  appKey: '0123456789ABCDEF0123456789ABCDEF',
  claimCode: 'CLAIM-SECRET-77',
  barcode: 'BC-SECRET-77',
};

async function device(organisationId: string, name: string, tokenHash: string | null = null) {
  const row = await pool.query<{ id: string }>(
    `insert into devices (organisation_id, name, type, dev_eui, app_key, claim_code, barcode, model_id, token_hash,
                          network, battery_pct, lat, lon, last_seen_at, state)
     values ($1, $2, 'temperature', $3, $4, $5, $6, 'dragino/lht65', $7, '{"ttn": {"applicationId": "secret-app"}}',
             77, 43.65, -79.38, now(), '{"temperature": 4.5, "co2": 612}')
     returning id`,
    [
      organisationId,
      name,
      organisationId === orgId && name === 'Freezer' ? secrets.devEui : null,
      organisationId === orgId && name === 'Freezer' ? secrets.appKey : null,
      name === 'Freezer' ? secrets.claimCode : null,
      name === 'Freezer' ? secrets.barcode : null,
      tokenHash,
    ],
  );
  return row.rows[0]?.id as string;
}

const freezer = await device(orgId, 'Freezer');
const van = await device(orgId, 'Van', hashDeviceToken(VAN_TOKEN));
const secretBox = await device(orgId, 'Secret box');
const othersProbe = await device(otto.organisationId, 'Otto probe');
await pool.query(
  `insert into readings (device_id, organisation_id, time, field, value)
   select d, $1, now() - make_interval(mins => m), f, 4 + m % 3
     from unnest($2::uuid[]) d, generate_series(1, 120, 10) m, unnest(array['temperature', 'co2']) f`,
  [orgId, [freezer, van, secretBox]],
);
await pool.query(
  `insert into positions (device_id, organisation_id, time, lat, lon, source)
   select d, $1, now() - make_interval(mins => m), 43.65 + m / 1000.0, -79.38, 'gnss'
     from unnest($2::uuid[]) d, generate_series(1, 60, 10) m`,
  [orgId, [freezer, van, secretBox]],
);
await pool.query(
  `insert into frames (organisation_id, device_id, received_at, kind, payload, decoded, radio, dedup_key, source)
   select $1, d, now() - make_interval(mins => m), 'uplink', '\\x01ff'::bytea, '{"temperature": 4}',
          jsonb_build_object('rssi', -97, 'snr', 6.25, 'gateways', jsonb_build_array(jsonb_build_object('id', 'gw-secret'))),
          md5(d::text || m), 'ttn'
     from unnest($2::uuid[]) d, generate_series(1, 60, 10) m`,
  [orgId, [freezer, van]],
);
const action = await pool.query<{ id: string }>(
  `insert into actions (organisation_id, name, action_type, alert_type, comparison, threshold, message)
   values ($1, 'Warm', 'alert', 'temperature', 'above', 5, $2) returning id`,
  [orgId, `Call ${EMAIL} or ${PHONE}`],
);
await pool.query(
  `insert into action_logs (organisation_id, action_id, event, device_id, value, message, recipient, created_at)
   values ($1, $2, 'fired', $3, 6.5, $4, $5, now() - interval '5 minutes')`,
  [orgId, action.rows[0]?.id, freezer, `Call ${EMAIL} or ${PHONE}`, EMAIL],
);
const yard = (
  await api.call('/geofence', {
    token: olive.token,
    body: {
      organisationId: orgId,
      name: 'Yard',
      address: '1 Front St',
      postcode: 'M5J 2N8',
      latitude: 43.65,
      longitude: -79.38,
      radius: 500,
    },
  })
).body.id as string;
await pool.query(
  `insert into geofence_devices (geofence_id, device_id, organisation_id, inside, changed_at)
   values ($1, $2, $3, true, now()), ($1, $4, $3, true, now())
   on conflict (geofence_id, device_id) do update set inside = true`,
  [yard, freezer, orgId, secretBox],
);
await pool.query(`update geofence_devices set inside = false where device_id = $1`, [van]);

const shownWidgets = [
  { id: 'map-of-vans', type: 'map', title: 'Where', devices: [van, freezer], options: { tracks: true } },
  {
    id: 'temps',
    type: 'series',
    title: 'Cold chain',
    fields: ['temperature'],
    devices: [freezer],
    options: { band: true },
  },
  { id: 'now', type: 'latest', field: 'temperature', devices: [freezer, van] },
  {
    id: 'table',
    type: 'device-table',
    devices: [freezer, van],
    options: { columns: ['status', 'location', 'battery', 'temperature'] },
  },
  { id: 'feed', type: 'event-feed', devices: [freezer] },
  { id: 'yard', type: 'geofence-occupancy', geofences: [yard] },
  { id: 'radio', type: 'uplink-health', devices: [freezer] },
  { id: 'note', type: 'note', markdown: 'Temperatures in °C' },
  { id: 'trips', type: 'trip-summary', devices: [van] },
];
const board = (
  await api.call('/dashboard', {
    token: olive.token,
    body: { organisationId: orgId, name: 'Public board', widgets: shownWidgets },
  })
).body;
const other = (
  await api.call('/dashboard', {
    token: olive.token,
    body: {
      organisationId: orgId,
      name: 'Private board',
      widgets: [{ id: 'x', type: 'latest', field: 'co2', devices: [secretBox] }],
    },
  })
).body;
if (!board.id || !other.id) throw new Error(`setup: ${JSON.stringify(board)}`);

const makeShare = async (dashboardId: string, body: Record<string, unknown> = {}) => {
  const res = await api.call(`/dashboard/${dashboardId}/shares`, { token: olive.token, body });
  if (res.status !== 201) throw new Error(`share: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { share: { id: string; hint: string }; token: string };
};
const view = (token: string, query = '') => api.call(`/share/dashboard/${token}${query}`);

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const forbiddenKeys = new Set([
  'organisationId',
  'organisation',
  'organisation_id',
  'devEui',
  'dev_eui',
  'appKey',
  'app_key',
  'appEui',
  'claimCode',
  'claim_code',
  'barcode',
  'modelId',
  'model_id',
  'network',
  'frames',
  'payload',
  'decoded',
  'gateways',
  'email',
  'phone',
  'recipient',
  'deviceId',
  'dashboardId',
  'shareId',
  'token',
]);
const forbiddenValues = [
  EMAIL,
  PHONE,
  ...Object.values(secrets),
  'secret-app',
  'gw-secret',
  'Secret box',
  'Private board',
  'Otto probe',
];

/** Everything in a share's JSON that must not be there: ids, private keys, secrets, e-mail, phone. */
function leaks(value: unknown, path = '$', found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) leaks(v, `${path}[${i}]`, found);
  } else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (forbiddenKeys.has(key) || UUID.test(key)) found.push(`${path}.${key}`);
      // The only `id`s are share-local widget keys (w1, w2...), never a database id.
      if (key === 'id' && !(typeof v === 'string' && /^w\d+$/.test(v))) found.push(`${path}.id=${String(v)}`);
      leaks(v, `${path}.${key}`, found);
    }
  else if (typeof value === 'string') {
    if (UUID.test(value)) found.push(`${path}: an id`);
    if (/@[a-z0-9-]+\.[a-z]/i.test(value)) found.push(`${path}: an e-mail address`);
    if (/\+\d{9,}/.test(value)) found.push(`${path}: a phone number`);
    for (const secret of forbiddenValues) if (value.includes(secret)) found.push(`${path}: ${secret}`);
  }
  return found;
}

describe('a public dashboard link', () => {
  it('is made, listed without its token, and shows the dashboard signed out', async () => {
    const { share, token } = await makeShare(board.id);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(share.hint).toBe(token.slice(-4));
    const list = await api.call(`/dashboard/${board.id}/shares`, { token: olive.token });
    expect(list.body).toEqual([
      expect.objectContaining({ id: share.id, createdBy: 'Olive', revokedAt: null }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(token);
    const stored = await pool.query('select token_hash from dashboard_shares where id = $1', [share.id]);
    expect(stored.rows[0].token_hash).not.toContain(token);
    expect((await api.call(`/dashboard/organisation/${orgId}`, { token: olive.token })).body).toContainEqual(
      expect.objectContaining({ id: board.id, shared: true }),
    );

    const seen = await view(token);
    expect(seen.status).toBe(200);
    const { dashboard, data } = seen.body;
    expect(dashboard).toMatchObject({ name: 'Public board', allowRange: false, presets: [] });
    // Trip summaries are not shown on shares; every other widget is, under share keys.
    expect(dashboard.widgets.map((w: { type: string }) => w.type)).toEqual([
      'map',
      'series',
      'latest',
      'device-table',
      'event-feed',
      'geofence-occupancy',
      'uplink-health',
      'note',
    ]);
    expect(dashboard.layouts.lg.map((i: { i: string }) => i.i)).toEqual([
      'w1',
      'w2',
      'w3',
      'w4',
      'w5',
      'w6',
      'w7',
      'w8',
    ]);
    expect(
      Object.values(data.devices)
        .map((d) => (d as { name: string }).name)
        .sort(),
    ).toEqual(['Freezer', 'Van']);
    expect(Object.keys(data.devices).sort()).toEqual(['d1', 'd2']);
    expect(dashboard.widgets[0].devices).toEqual(['d1', 'd2']);
    for (const key of ['w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7'])
      expect(data.widgets[key], key).toMatchObject({ status: 'ok' });
    expect(data.widgets.w1.data.positions).toHaveLength(2);
    expect(data.widgets.w2.data.series[0].points[0]).toHaveProperty('min');
    expect(data.widgets.w4.data.rows[0]).toMatchObject({
      location: null,
      batteryPct: 77,
      values: { temperature: 4.5 },
    });
    expect(data.widgets.w4.data.rows[0].values).not.toHaveProperty('co2');
    expect(data.widgets.w5.data.events[0]).toMatchObject({
      device: 'd2',
      value: 6.5,
      alertType: 'temperature',
      message: null,
    });
    // Geofence names and counts; a device inside that the link does not show is counted, never named.
    expect(data.widgets.w6.data.geofences).toEqual([{ key: 'g1', name: 'Yard', count: 2, devices: ['d2'] }]);
    expect(data.widgets.w7.data.devices[0]).toMatchObject({ device: 'd2', rssi: -97, snr: 6.25 });

    expect(leaks(seen.body)).toEqual([]);
    // The scan finds what it looks for: the signed-in answer of the same dashboard is full of ids.
    const member = await api.call(`/dashboard/${board.id}/data`, { token: olive.token });
    expect(leaks(member.body).length).toBeGreaterThan(10);
  });

  it("never answers another dashboard's or another organisation's data", async () => {
    const a = await makeShare(board.id);
    const b = await makeShare(other.id);
    const seenA = JSON.stringify((await view(a.token)).body);
    const seenB = (await view(b.token)).body;
    expect(seenA).not.toContain('Private board');
    expect(seenB.dashboard.name).toBe('Private board');
    expect(Object.values(seenB.data.devices)).toEqual([expect.objectContaining({ name: 'Secret box' })]);
    expect(JSON.stringify(seenB)).not.toContain('Freezer');

    // A widget naming another organisation's device, written by hand, shows nothing of it.
    await pool.query(`update dashboards set widgets = $1::jsonb where id = $2`, [
      JSON.stringify([{ id: 'x', type: 'latest', field: 'temperature', devices: [othersProbe, secretBox] }]),
      other.id,
    ]);
    const planted = (await view(b.token)).body;
    expect(Object.values(planted.data.devices).map((d) => (d as { name: string }).name)).toEqual([
      'Secret box',
    ]);
    expect(JSON.stringify(planted)).not.toContain('Otto');
  });

  it('offers shorter presets only when the link allows them', async () => {
    const fixedRange = await makeShare(board.id);
    expect((await view(fixedRange.token, '?range=1h')).status).toBe(400);
    expect(messageOf(await view(fixedRange.token, '?range=1h'))).toBe(dashboardMessages.rangeNotAllowed);
    const ranged = await makeShare(board.id, { allowRange: true });
    const seen = await view(ranged.token, '?range=6h&width=700');
    expect(seen.status).toBe(200);
    expect(seen.body.dashboard.presets).toEqual(['1h', '6h', '24h']);
    expect(Date.parse(seen.body.data.range.to) - Date.parse(seen.body.data.range.from)).toBe(6 * 3_600_000);
    expect((await view(ranged.token, '?range=7d')).status).toBe(400);
  });

  it('is not found once revoked or expired, nor for a made-up token, and keeps its last use', async () => {
    const { share, token } = await makeShare(board.id);
    expect((await view(token)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    const used = await pool.query('select last_used_at from dashboard_shares where id = $1', [share.id]);
    expect(used.rows[0].last_used_at).not.toBeNull();

    expect(
      (await api.call(`/dashboard/${board.id}/shares/${share.id}`, { method: 'DELETE', token: olive.token }))
        .status,
    ).toBe(204);
    const revoked = await view(token);
    expect(revoked.status).toBe(404);
    expect(messageOf(revoked)).toBe(dashboardMessages.shareNotFound);

    const expiring = await makeShare(board.id, { expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await pool.query(`update dashboard_shares set expires_at = now() - interval '1 second' where id = $1`, [
      expiring.share.id,
    ]);
    expect(await view(expiring.token)).toMatchObject({ status: 404 });
    const madeUp = await view('x'.repeat(43));
    expect(madeUp.status).toBe(404);
    expect(madeUp.body).toEqual(revoked.body);
    const past = await api.call(`/dashboard/${board.id}/shares`, {
      token: olive.token,
      body: { expiresAt: '2020-01-01T00:00:00Z' },
    });
    expect(past.status).toBe(400);
  });

  // Issue 25 item 7: RFC 9111 section 5.2.2.5, no-store: no browser or shared cache may keep a
  // public dashboard's data, which stays readable there after the link is revoked.
  it('is sent with Cache-Control: no-store, and so is its refusal', async () => {
    const { token } = await makeShare(board.id);
    const seen = await fetch(`${server.url}/api/share/dashboard/${token}`);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('no-store');
    const unknown = await fetch(`${server.url}/api/share/dashboard/${'x'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
  });
});

type Frame = {
  type: string;
  update?: { device?: string; readings?: Record<string, number>; position?: unknown };
  message?: string;
};

/** A signed-out socket on /api/live that follows a link. */
async function follow(token: string) {
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/live`);
  const frames: Frame[] = [];
  const waiters: Array<{ test: (f: Frame) => boolean; resolve: (f: Frame) => void }> = [];
  socket.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as Frame;
    frames.push(frame);
    for (const w of waiters) if (w.test(frame)) w.resolve(frame);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ type: 'subscribeShare', token }));
  const next = (test: (f: Frame) => boolean, ms = 3000) =>
    new Promise<Frame>((resolve, reject) => {
      const found = frames.find(test);
      if (found) return resolve(found);
      waiters.push({ test, resolve });
      setTimeout(() => reject(new Error(`no frame in ${ms} ms; got ${JSON.stringify(frames)}`)), ms);
    });
  const closedWithin = (ms: number) =>
    Promise.race([closed, new Promise<number>((r) => setTimeout(() => r(-1), ms))]);
  return { socket, frames, next, closed, closedWithin };
}

const notify = (update: object) =>
  pool.query(`select pg_notify('pinpoint_live', $1)`, [JSON.stringify({ organisationId: orgId, ...update })]);

describe('a public dashboard link, live', () => {
  it('passes device updates through the projection: share keys, shown fields, positions only for maps', async () => {
    const { token } = await makeShare(board.id);
    const live = await follow(token);
    await live.next((f) => f.type === 'shareSubscribed');

    const res = await fetch(`${server.url}/api/ingest/osmand?id=${VAN_TOKEN}&lat=43.7&lon=-79.4&batt=64`);
    expect(res.status).toBe(200);
    const moved = await live.next((f) => f.type === 'shareDevice' && f.update?.device === 'd1');
    expect(moved.update).toMatchObject({
      device: 'd1',
      position: { lat: 43.7, lon: -79.4 },
      readings: { battery_pct: 64 },
    });

    const at = new Date().toISOString();
    await notify({
      deviceId: freezer,
      lastSeenAt: at,
      readings: { temperature: 5.5, co2: 900 },
      position: { lat: 1, lon: 2, time: at },
    });
    const cold = await live.next((f) => f.type === 'shareDevice' && f.update?.device === 'd2');
    expect(cold.update?.readings).toEqual({ temperature: 5.5 });
    // The freezer is on the map too: its position comes; the secret box is on no shown widget.
    expect(cold.update?.position).toMatchObject({ lat: 1, lon: 2 });
    await notify({ deviceId: secretBox, lastSeenAt: at, readings: { temperature: 1 } });
    await notify({
      deviceId: othersProbe,
      organisationId: otto.organisationId,
      lastSeenAt: at,
      readings: { temperature: 1 },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(live.frames.filter((f) => f.type === 'shareDevice')).toHaveLength(2);
    expect(leaks(live.frames)).toEqual([]);

    // An edit of the dashboard re-resolves what the socket shows, and says so.
    const read = (await api.call(`/dashboard/${board.id}`, { token: olive.token })).body;
    const edited = await api.call(`/dashboard/${board.id}`, {
      method: 'PATCH',
      token: olive.token,
      body: {
        widgets: [...read.widgets, { id: 'co2', type: 'latest', field: 'co2', devices: [freezer] }],
        version: read.version,
      },
    });
    expect(edited.status).toBe(200);
    await live.next((f) => f.type === 'shareChanged');
    await notify({ deviceId: freezer, lastSeenAt: at, readings: { temperature: 5.6, co2: 901 } });
    const withCo2 = await live.next((f) => f.type === 'shareDevice' && f.update?.readings?.co2 === 901);
    expect(withCo2.update?.readings).toEqual({ temperature: 5.6, co2: 901 });
    live.socket.close();
  });

  it('closes with 4404 when the link is revoked, expires, or its dashboard is deleted', async () => {
    const revoked = await makeShare(board.id);
    const onRevoked = await follow(revoked.token);
    await onRevoked.next((f) => f.type === 'shareSubscribed');
    await api.call(`/dashboard/${board.id}/shares/${revoked.share.id}`, {
      method: 'DELETE',
      token: olive.token,
    });
    expect(await onRevoked.closedWithin(3000)).toBe(4404);

    const expiring = await makeShare(board.id, { expiresAt: new Date(Date.now() + 1500).toISOString() });
    const onExpiring = await follow(expiring.token);
    await onExpiring.next((f) => f.type === 'shareSubscribed');
    expect(await onExpiring.closedWithin(5000)).toBe(4404);

    const doomed = (
      await api.call('/dashboard', {
        token: olive.token,
        body: { organisationId: orgId, name: 'Doomed', widgets: [] },
      })
    ).body;
    const onDoomed = await follow((await makeShare(doomed.id)).token);
    await onDoomed.next((f) => f.type === 'shareSubscribed');
    await api.call(`/dashboard/${doomed.id}`, { method: 'DELETE', token: olive.token });
    expect(await onDoomed.closedWithin(3000)).toBe(4404);

    const unknown = await follow('y'.repeat(43));
    expect(await unknown.closedWithin(3000)).toBe(4404);
    expect(unknown.frames).toEqual([]);
  });

  it('caps the live views one address may hold', async () => {
    const { token } = await makeShare(board.id);
    const views = await Promise.all(Array.from({ length: SHARE_SOCKETS_PER_IP }, () => follow(token)));
    await Promise.all(views.map((v) => v.next((f) => f.type === 'shareSubscribed')));
    const oneTooMany = await follow(token);
    expect(await oneTooMany.closedWithin(3000)).toBe(SHARE_CAP_CLOSE_CODE);
    for (const v of views) v.socket.close();
    await Promise.all(views.map((v) => v.closed));
    // Closing frees the places again.
    await new Promise((r) => setTimeout(r, 100));
    const again = await follow(token);
    await again.next((f) => f.type === 'shareSubscribed');
    again.socket.close();
  });
});
