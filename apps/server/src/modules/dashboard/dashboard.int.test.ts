import { dashboardMessages } from '@pinpoint/shared/widgets/index.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { hashDeviceToken } from '../../ingest/pipeline.ts';
import { type Answer, messageOf, type Person, testApi } from '../../test/api.ts';
import { startTestServer } from '../../test/server.ts';

/** Dashboards through the API (issue 13): CRUD, roles, references, versions, the organisation log. */

const server = await startTestServer();
afterAll(() => server.close());
const api = testApi(server);
const { olive, max, vic, otto, orgId } = await api.signUpCast();
const { pool } = server.handle;

async function device(organisationId: string, name: string, extra: Record<string, string> = {}) {
  const row = await pool.query<{ id: string }>(
    `insert into devices (organisation_id, name, type, dev_eui, app_key, claim_code, token_hash)
     values ($1, $2, 'temperature', $3, $4, $5, $6) returning id`,
    [
      organisationId,
      name,
      extra.devEui ?? null,
      extra.appKey ?? null,
      extra.claimCode ?? null,
      extra.tokenHash ?? null,
    ],
  );
  return row.rows[0]?.id as string;
}

const freezer = await device(orgId, 'Freezer 1', { devEui: '70B3D57ED0000A01', appKey: 'A'.repeat(32) });
const van = await device(orgId, 'Van 1', { tokenHash: hashDeviceToken('dashboard-van-token') });
const foreign = await device(otto.organisationId, "Otto's probe");
const foreignGeofence = (
  await api.call('/geofence', {
    token: otto.token,
    body: {
      organisationId: otto.organisationId,
      name: 'Otto yard',
      address: '1 Front St',
      postcode: 'M5J 2N8',
      latitude: 43.64,
      longitude: -79.38,
      radius: 100,
    },
  })
).body.id as string;

const call = (by: Person, path: string, init: { method?: string; body?: unknown } = {}) =>
  api.call(path, { token: by.token, ...init });
const create = (by: Person, body: Record<string, unknown>, organisationId = orgId) =>
  call(by, '/dashboard', { body: { organisationId, ...body } });
const patch = (by: Person, id: string, body: unknown) =>
  call(by, `/dashboard/${id}`, { method: 'PATCH', body });
const count = async () => Number((await pool.query('select count(*) from dashboards')).rows[0].count);

const latest = (devices: string[], id = 'w1') => ({ id, type: 'latest', field: 'temperature', devices });

describe('dashboards of an organisation', () => {
  it('lists none at first, then each with its widget count, whether it is shared and when it changed', async () => {
    const [lonely] = await api.signUpEach(['Lonely'] as const);
    const empty = await call(lonely, `/dashboard/organisation/${lonely.organisationId}`);
    expect(empty).toEqual({ status: 200, body: [] });

    const added = await create(olive, { name: 'Cold chain', widgets: [latest([freezer])] });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Cold chain', widgetCount: 1, shared: false, version: 1 });
    // Every widget has a place at every breakpoint.
    for (const bp of ['lg', 'md', 'sm'])
      expect(added.body.layouts[bp]).toEqual([expect.objectContaining({ i: 'w1' })]);
    expect(added.body.range).toEqual({ kind: 'last', amount: 24, unit: 'hour' });

    const list = await call(vic, `/dashboard/organisation/${orgId}`);
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual({
      id: added.body.id,
      organisationId: orgId,
      name: 'Cold chain',
      widgetCount: 1,
      shared: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('refuses a name the organisation already uses, in any case', async () => {
    await create(olive, { name: 'Yard overview' });
    const again = await create(max, { name: 'YARD OVERVIEW' });
    expect(again.status).toBe(409);
    expect(messageOf(again)).toBe('Dashboard YARD OVERVIEW already exists');
    // Another organisation may use it.
    expect((await create(otto, { name: 'Yard overview' }, otto.organisationId)).status).toBe(201);
  });

  it('saves widgets and layouts on the version they were made on, and refuses a stale save', async () => {
    const board = (await create(olive, { name: 'Versions' })).body;
    const renamed = await patch(max, board.id, { name: 'Versions renamed' });
    expect(renamed.body).toMatchObject({ name: 'Versions renamed', version: 1 });

    const saved = await patch(max, board.id, { widgets: [latest([freezer])], version: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(2);
    expect(saved.body.layouts.md).toEqual([expect.objectContaining({ i: 'w1' })]);

    const stale = await patch(olive, board.id, { widgets: [], version: 1 });
    expect(stale.status).toBe(409);
    expect(messageOf(stale)).toBe(dashboardMessages.changedElsewhere);
    const unversioned = await patch(olive, board.id, { range: { kind: 'last', amount: 7, unit: 'day' } });
    expect(unversioned.status).toBe(400);

    // A layout outside the grid is brought back into it; an item of no widget is dropped.
    const moved = await patch(olive, board.id, {
      layouts: {
        lg: [
          { i: 'w1', x: 11, y: 0, w: 6, h: 4 },
          { i: 'ghost', x: 0, y: 0, w: 2, h: 2 },
        ],
        md: [],
        sm: [],
      },
      version: 2,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.layouts.lg).toEqual([{ i: 'w1', x: 6, y: 0, w: 6, h: 4 }]);
    expect(moved.body.layouts.sm).toEqual([expect.objectContaining({ i: 'w1' })]);
    expect(moved.body.version).toBe(3);
  });

  it("refuses widgets naming another organisation's device or geofence, naming the field, and stores nothing", async () => {
    const before = await count();
    const refused = await create(olive, {
      name: 'Trojan',
      widgets: [latest([freezer]), latest([van, foreign], 'w2')],
    });
    expect(refused.status).toBe(400);
    expect(messageOf(refused)).toContain('widgets[1].devices[1]');
    expect(messageOf(refused)).toContain(dashboardMessages.foreignDevice);
    const occupancy = await create(olive, {
      name: 'Trojan yard',
      widgets: [{ id: 'o', type: 'geofence-occupancy', geofences: [foreignGeofence] }],
    });
    expect(occupancy.status).toBe(400);
    expect(messageOf(occupancy)).toContain('widgets[0].geofences[0]');
    expect(await count()).toBe(before);

    const board = (await create(olive, { name: 'Honest', widgets: [latest([freezer])] })).body;
    const changed = await patch(olive, board.id, { widgets: [latest([foreign])], version: 1 });
    expect(changed.status).toBe(400);
    expect(messageOf(changed)).toContain('widgets[0].devices[0]');
    expect((await call(olive, `/dashboard/${board.id}`)).body).toMatchObject({
      version: 1,
      widgets: [{ devices: [freezer] }],
    });

    const preview = await call(vic, '/widget-data/preview', {
      body: {
        organisationId: orgId,
        widgets: [{ id: 's', type: 'series', fields: ['temperature'], devices: [foreign] }],
      },
    });
    expect(preview.status).toBe(400);
    expect(messageOf(preview)).toContain('widgets[0].devices[0]');
  });

  it('refuses more devices than a widget type takes', async () => {
    const gauge = await create(olive, {
      name: 'Two gauges',
      widgets: [{ id: 'g', type: 'gauge', field: 'temperature', devices: [freezer, van] }],
    });
    expect(gauge.status).toBe(400);
    expect(messageOf(gauge)).toBe('widgets[0].devices: A widget of this type takes at most 1 devices');
  });

  it('keeps a widget it cannot read as it is, and draws the others', async () => {
    const board = (await create(olive, { name: 'From the future', widgets: [latest([freezer])] })).body;
    const future = { id: 'f1', type: 'hologram', devices: [freezer], beams: 3 };
    await pool.query(`update dashboards set widgets = widgets || $1::jsonb where id = $2`, [
      JSON.stringify([future]),
      board.id,
    ]);
    const read = await call(vic, `/dashboard/${board.id}`);
    expect(read.status).toBe(200);
    expect(read.body.widgets).toEqual([expect.objectContaining({ id: 'w1', type: 'latest' }), future]);
    expect(read.body.layouts.lg.map((i: { i: string }) => i.i)).toEqual(['w1', 'f1']);
    const data = await call(vic, `/dashboard/${board.id}/data`);
    expect(data.status).toBe(200);
    expect(Object.keys(data.body.widgets)).toEqual(['w1']);
  });

  it('duplicates a dashboard under a new name and deletes one, writing each to the organisation log', async () => {
    const board = (await create(olive, { name: 'Original', widgets: [latest([freezer])] })).body;
    const copy = await call(max, `/dashboard/${board.id}/duplicate`, { body: {} });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      name: 'Original (copy)',
      widgets: board.widgets,
      layouts: board.layouts,
    });
    const again = await call(max, `/dashboard/${board.id}/duplicate`, { body: {} });
    expect(again.body.name).toBe('Original (copy 2)');
    const named = await call(max, `/dashboard/${board.id}/duplicate`, { body: { name: 'Original' } });
    expect(named.status).toBe(409);

    expect((await call(max, `/dashboard/${copy.body.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(max, `/dashboard/${copy.body.id}`)).status).toBe(404);
    const logs = await pool.query(
      `select action, details->>'name' as name from organisation_logs
        where organisation_id = $1 and object_type = 'dashboard' and object_id in ($2, $3) order by id`,
      [orgId, board.id, copy.body.id],
    );
    expect(logs.rows).toEqual([
      { action: 'create', name: 'Original' },
      { action: 'create', name: 'Original (copy)' },
      { action: 'delete', name: 'Original (copy)' },
    ]);
  });
});

describe('who may do what', async () => {
  const board = (await create(olive, { name: 'Guarded', widgets: [latest([freezer])] })).body;
  const share = (await call(olive, `/dashboard/${board.id}/shares`, { body: {} })).body.share;
  const writes: Array<[string, string, unknown?]> = [
    ['PATCH', `/dashboard/${board.id}`, { name: 'Taken' }],
    ['DELETE', `/dashboard/${board.id}`],
    ['POST', `/dashboard/${board.id}/duplicate`, {}],
    ['POST', `/dashboard/${board.id}/shares`, {}],
    ['DELETE', `/dashboard/${board.id}/shares/${share.id}`],
  ];
  const reads = [`/dashboard/${board.id}`, `/dashboard/${board.id}/data`, `/dashboard/organisation/${orgId}`];
  const send = (by: Person, [method, path, body]: [string, string, unknown?]): Promise<Answer> =>
    call(by, path, { method, ...(body === undefined ? {} : { body }) });

  it("answers another organisation's member 404, as for a dashboard that does not exist", async () => {
    for (const path of reads) expect((await call(otto, path)).status, path).toBe(404);
    expect(messageOf(await call(otto, `/dashboard/${board.id}`))).toBe(dashboardMessages.notFound);
    for (const write of writes) expect((await send(otto, write)).status, write.join(' ')).toBe(404);
    expect((await call(otto, `/dashboard/${board.id}/shares`)).status).toBe(404);
    expect((await create(otto, { name: 'Planted' })).status).toBe(404);
  });

  it('lets a viewer read but not change, share or delete (403), and changes nothing', async () => {
    for (const path of reads) expect((await call(vic, path)).status, path).toBe(200);
    for (const write of writes) expect((await send(vic, write)).status, write.join(' ')).toBe(403);
    expect((await create(vic, { name: 'Viewer board' })).status).toBe(403);
    const after = (await call(olive, `/dashboard/${board.id}`)).body;
    expect(after).toMatchObject({ name: 'Guarded', version: 1 });
    expect((await call(olive, `/dashboard/${board.id}/shares`)).body[0]).toMatchObject({ revokedAt: null });
  });
});

describe("a dashboard's data", () => {
  it('answers every widget in one call, over the saved range or the one asked', async () => {
    await pool.query(
      `insert into readings (device_id, organisation_id, time, field, value)
       values ($1, $2, now() - interval '30 minutes', 'temperature', 3.5),
              ($1, $2, '2026-01-05T12:00:00Z', 'temperature', -18)`,
      [freezer, orgId],
    );
    const board = (
      await create(olive, {
        name: 'Data',
        widgets: [
          latest([freezer]),
          { id: 'w2', type: 'series', fields: ['temperature'], devices: [freezer, van] },
          { id: 'w3', type: 'note', markdown: 'Hi' },
        ],
      })
    ).body;
    const now = await call(vic, `/dashboard/${board.id}/data?width=800`);
    expect(now.status).toBe(200);
    expect(now.body.widgets.w1).toMatchObject({
      status: 'ok',
      data: { values: [{ value: 3.5, first: 3.5 }] },
    });
    expect(now.body.widgets.w2.data.series).toHaveLength(2);
    expect(now.body.devices[freezer]).toMatchObject({ name: 'Freezer 1', quiet: true });

    const past = await call(
      vic,
      `/dashboard/${board.id}/data?from=2026-01-05T00:00:00Z&to=2026-01-06T00:00:00Z`,
    );
    expect(past.body.range).toEqual({ from: '2026-01-05T00:00:00.000Z', to: '2026-01-06T00:00:00.000Z' });
    expect(past.body.widgets.w1.data.values[0]).toMatchObject({ value: -18, first: -18 });
    expect((await call(vic, `/dashboard/${board.id}/data?from=2026-01-05T00:00:00Z`)).status).toBe(400);
  });
});
