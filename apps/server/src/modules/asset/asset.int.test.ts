import { type Asset, type AssetData, assetDataSchema, assetSchema } from '@pinpoint/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crudCalls, messageOf, type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { loadWidgetData } from '../widget-data/service.ts';
import { loadAssetMetricWidgets } from './expand.ts';

let server: TestServer;
let api: ReturnType<typeof testApi>;
// Olive owns the organisation under test, Max is a member of it and Vic a viewer; Otto has his own.
let olive: Person;
let max: Person;
let vic: Person;
let otto: Person;
let orgId: string;
let sensorA: string;
let sensorB: string;
let tracker: string;
let ottosSensor: string;

const { create, getOne, patch, remove, bulkDelete, importRows, listRaw, notFoundOutside } = crudCalls(
  '/asset',
  () => ({ api, orgId }),
);

async function selfHosted(by: Person, name: string, organisationId = orgId): Promise<string> {
  const res = await api.call('/device/self-host', { token: by.token, body: { organisationId, name } });
  if (res.status !== 201) throw new Error(`adding ${name} answered ${res.status}`);
  return res.body.device.id as string;
}

async function reading(deviceId: string, organisationId: string, time: Date, field: string, value: number) {
  await server.handle.pool.query(
    'insert into readings (device_id, organisation_id, time, field, value) values ($1, $2, $3, $4, $5)',
    [deviceId, organisationId, time, field, value],
  );
}

const count = async (table: string) =>
  Number((await server.handle.pool.query(`select count(*) from ${table}`)).rows[0].count);

const data = async (by: Person, id: string, from: Date, to: Date): Promise<AssetData> => {
  const res = await api.call(
    `/asset/${id}/data?from=${from.toISOString()}&to=${to.toISOString()}&width=400&timeZone=UTC`,
    { token: by.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return assetDataSchema.parse(res.body);
};

const freezer = {
  name: 'Walk-in freezer',
  description: 'Back of the kitchen',
};

beforeAll(async () => {
  server = await startTestServer({ SELF_HOST: 'true' });
  api = testApi(server);
  ({ olive, max, vic, otto, orgId } = await api.signUpCast());
  sensorA = await selfHosted(olive, 'Probe A');
  sensorB = await selfHosted(olive, 'Probe B');
  tracker = await selfHosted(olive, 'Van tracker');
  ottosSensor = await selfHosted(otto, 'Otto probe', otto.organisationId);
});
afterAll(() => server.close());

describe('assets', () => {
  let asset: Asset;

  it('answers an empty list for an organisation without assets', async () => {
    const res = await listRaw(vic);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('lets a member add an asset from two devices, and lists it', async () => {
    const res = await create(max, {
      ...freezer,
      metrics: [
        { type: 'temperature', deviceId: sensorA, field: 'external_temperature' },
        { type: 'position', deviceId: tracker, field: 'position' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    asset = assetSchema.parse(res.body);
    expect(asset.metrics).toMatchObject([
      { type: 'temperature', field: 'external_temperature', deviceId: sensorA, deviceName: 'Probe A' },
      { type: 'position', field: 'position', deviceId: tracker, deviceName: 'Van tracker' },
    ]);
    const list = await listRaw(vic);
    expect(list.body.map((a: Asset) => a.name)).toEqual([freezer.name]);
  });

  it("requires a name and a description with the spec's message", async () => {
    const res = await create(olive, { name: ' ', description: '' });
    expect(res.status).toBe(400);
    expect(messageOf(res)).toContain('Name is required');
    expect(messageOf(res)).toContain('Description is required');
  });

  it('refuses a field that does not measure the metric type', async () => {
    const res = await create(olive, {
      name: 'Odd',
      description: 'x',
      metrics: [{ type: 'temperature', deviceId: sensorA, field: 'humidity' }],
    });
    expect(res.status).toBe(400);
    expect(messageOf(res)).toContain('This field does not measure the metric type');
  });

  it("refuses a metric on another organisation's device, naming the field, and stores nothing", async () => {
    const before = [
      await count('assets'),
      await count('asset_metrics'),
      await count('asset_metric_bindings'),
    ];
    const res = await create(olive, {
      name: 'Smuggler',
      description: 'Reads a foreign probe',
      metrics: [
        { type: 'temperature', deviceId: sensorA, field: 'temperature' },
        { type: 'temperature', deviceId: ottosSensor, field: 'temperature' },
      ],
    });
    expect(res.status).toBe(400);
    expect(messageOf(res)).toBe('metrics[1].deviceId: This device is not in the organisation');
    const after = [await count('assets'), await count('asset_metrics'), await count('asset_metric_bindings')];
    expect(after).toEqual(before);
    // A change does not smuggle it in either.
    const changed = await patch(olive, asset.id, {
      name: 'Renamed',
      metrics: [{ type: 'temperature', deviceId: ottosSensor, field: 'temperature' }],
    });
    expect(changed.status).toBe(400);
    expect(messageOf(changed)).toBe('metrics[0].deviceId: This device is not in the organisation');
    expect((await getOne(olive, asset.id)).body).toMatchObject({
      name: freezer.name,
      metrics: asset.metrics,
    });
  });

  it('answers 409 for a name the organisation has, whatever its case', async () => {
    const res = await create(olive, { name: 'WALK-IN FREEZER', description: 'again' });
    expect(res.status).toBe(409);
    expect(messageOf(res)).toBe('Asset WALK-IN FREEZER already exists');
  });

  it("keeps the asset's history whole across a device swap", async () => {
    const temperature = asset.metrics[0]?.id as string;
    const t0 = Date.now();
    const at = (minutes: number) => new Date(t0 + minutes * 60_000);
    // Probe A reports before the swap; probe B (in another freezer until now) too.
    await reading(sensorA, orgId, at(-90), 'external_temperature', -18);
    await reading(sensorA, orgId, at(-30), 'external_temperature', -19);
    await reading(sensorB, orgId, at(-60), 'external_temperature', 5);

    const swapped = await patch(max, asset.id, {
      metrics: [
        { id: temperature, type: 'temperature', deviceId: sensorB, field: 'external_temperature' },
        { id: asset.metrics[1]?.id, type: 'position', deviceId: tracker, field: 'position' },
      ],
    });
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
    expect(swapped.body.metrics[0]).toMatchObject({
      id: temperature,
      deviceId: sensorB,
      deviceName: 'Probe B',
    });

    // After the swap probe B reports from this freezer; probe A, moved elsewhere, too.
    await reading(sensorB, orgId, at(30), 'external_temperature', -20);
    await reading(sensorA, orgId, at(40), 'external_temperature', 7);

    const answer = await data(vic, asset.id, at(-120), at(60));
    const metric = answer.metrics.find((m) => m.metricId === temperature);
    const values = metric?.points.map((p) => p.avg);
    expect(values).toEqual([-18, -19, -20]);
    expect(metric?.latest).toMatchObject({ value: -20, device: sensorB });
    expect(Object.keys(answer.devices).sort()).toEqual([sensorA, sensorB, tracker].sort());

    const bindings = await api.call(`/asset/${asset.id}/bindings`, { token: vic.token });
    expect(bindings.status).toBe(200);
    const timeline = bindings.body.filter((b: { metricId: string }) => b.metricId === temperature);
    expect(timeline).toHaveLength(2);
    expect(timeline[0]).toMatchObject({ deviceId: sensorA, deviceName: 'Probe A', from: null });
    expect(timeline[1]).toMatchObject({ deviceId: sensorB, to: null });
    expect(timeline[0].to).toBe(timeline[1].from);

    // A dashboard's asset-metric widget reads the same segments.
    const widget = {
      id: 'w1',
      type: 'asset-metric' as const,
      title: '',
      devices: [],
      range: { kind: 'inherit' as const },
      assetId: asset.id,
      metricId: temperature,
      options: { style: 'series' as const },
    };
    const loaded = await loadAssetMetricWidgets(
      server.handle.db,
      orgId,
      [
        {
          widget,
          range: { from: at(-120), to: at(60) },
          stride: { seconds: 60 },
          origin: at(-120).getTime(),
        },
      ],
      'UTC',
    );
    const series = loaded.data.get('w1') as { series: { device: string; points: { avg: number }[] }[] };
    expect(series.series[0]?.points.map((p) => p.avg)).toEqual([-18, -19, -20]);
    // A dashboard's one widget-data call answers it too, naming the device now feeding it.
    const answer2 = await loadWidgetData(server.handle.db, {
      organisationId: orgId,
      widgets: [widget],
      range: { from: at(-120), to: at(60) },
      widthPx: 400,
      audience: 'member',
      now: at(60),
      timeZone: 'UTC',
    });
    const result = answer2.widgets.w1 as { status: string; data: { series: typeof series.series } };
    expect(result.status).toBe('ok');
    expect(result.data.series[0]?.points.map((p) => p.avg)).toEqual([-18, -19, -20]);
    expect(answer2.devices[sensorB]?.name).toBe('Probe B');
    // Another organisation's loader finds no such metric.
    const foreign = await loadAssetMetricWidgets(
      server.handle.db,
      otto.organisationId,
      [
        {
          widget,
          range: { from: at(-120), to: at(60) },
          stride: { seconds: 60 },
          origin: at(-120).getTime(),
        },
      ],
      'UTC',
    );
    expect(foreign.data.size).toBe(0);
  });

  it("checks a dashboard widget's asset and metric like its devices", async () => {
    const preview = (by: Person, organisationId: string, metricId: string) =>
      api.call('/widget-data/preview', {
        token: by.token,
        body: {
          organisationId,
          widgets: [{ id: 'w1', type: 'asset-metric', assetId: asset.id, metricId }],
          width: 400,
        },
      });
    const ok = await preview(vic, orgId, asset.metrics[0]?.id as string);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.widgets.w1.status).toBe('ok');
    const missing = await preview(vic, orgId, 'm-none');
    expect(missing.status).toBe(400);
    expect(messageOf(missing)).toBe('widgets[0].metricId: This asset has no such metric');
    const foreign = await preview(otto, otto.organisationId, asset.metrics[0]?.id as string);
    expect(foreign.status).toBe(400);
    expect(messageOf(foreign)).toBe('widgets[0].assetId: This asset is not in the organisation');
  });

  it('shows a position metric as its last fix and track', async () => {
    const now = Date.now();
    for (const [minutes, lat] of [
      [-20, 43.64],
      [-10, 43.65],
    ] as const)
      await server.handle.pool.query(
        `insert into positions (device_id, organisation_id, time, lat, lon, source) values ($1, $2, $3, $4, -79.38, 'phone')`,
        [tracker, orgId, new Date(now + minutes * 60_000), lat],
      );
    const answer = await data(olive, asset.id, new Date(now - 3_600_000), new Date(now + 60_000));
    const position = answer.metrics.find((m) => m.type === 'position');
    expect(position?.position).toMatchObject({ lat: 43.65, lon: -79.38, device: tracker });
    expect(position?.track.map((p) => p[1])).toEqual([43.64, 43.65]);
  });

  it('keeps viewers from changing assets and outsiders from seeing them', async () => {
    expect((await create(vic, { name: 'Viewer asset', description: 'no' })).status).toBe(403);
    expect((await patch(vic, asset.id, { name: 'Viewer rename' })).status).toBe(403);
    expect((await remove(vic, asset.id)).status).toBe(403);
    const ottos = await create(otto, { name: 'Otto van', description: 'his' }, otto.organisationId);
    expect(ottos.status).toBe(201);
    const outside = await notFoundOutside({
      id: asset.id,
      outsider: otto,
      othersId: ottos.body.id,
      member: max,
    });
    expect(outside).toEqual({ statuses: [404, 404, 404, 404], message: 'Asset not found' });
    expect(
      (await api.call(`/asset/${asset.id}/data?from=2026-01-01&to=2026-01-02`, { token: otto.token })).status,
    ).toBe(404);
    expect((await api.call(`/asset/${asset.id}/bindings`, { token: otto.token })).status).toBe(404);
    expect((await listRaw(otto)).status).toBe(404);
    // A bulk delete of another organisation's asset deletes nothing.
    expect((await bulkDelete(max, [ottos.body.id])).body).toEqual({ deleted: 0 });
  });

  it('writes the organisation log', async () => {
    const logs = await api.call(`/organisation/${orgId}/logs`, { token: olive.token });
    const mine = logs.body.items.filter((l: { objectType: string }) => l.objectType === 'asset');
    expect(mine.map((l: { action: string }) => l.action)).toEqual(['update', 'create']);
  });

  it('deletes an asset with its metrics and bindings', async () => {
    const doomed = await create(olive, {
      name: 'Doomed',
      description: 'gone soon',
      metrics: [{ type: 'humidity', deviceId: sensorA, field: 'humidity' }],
    });
    expect((await remove(max, doomed.body.id)).status).toBe(204);
    expect((await getOne(olive, doomed.body.id)).status).toBe(404);
    const left = await server.handle.pool.query('select count(*) from asset_metrics where asset_id = $1', [
      doomed.body.id,
    ]);
    expect(Number(left.rows[0].count)).toBe(0);
  });
});

describe('POST /api/asset/import', () => {
  it('adds assets from CSV rows, by device name or Dev EUI, and refuses a whole asset for one bad row', async () => {
    await server.handle.pool.query(`update devices set dev_eui = 'A84041000181C8F2' where id = $1`, [
      sensorB,
    ]);
    const res = await importRows(max, [
      { Name: 'Pump 1', Description: 'Basement', 'Metric type': 'Temperature', Device: 'probe a', Field: '' },
      {
        Name: 'pump 1',
        Description: '',
        'Metric type': 'door open',
        Device: 'a8-40-41-00-01-81-c8-f2',
        Field: '',
      },
      { Name: 'Pallet 7', Description: 'Dock', 'Metric type': '', Device: '', Field: '' },
      { Name: 'Fridge 2', Description: 'Bar', 'Metric type': 'temperature', Device: 'Nobody', Field: '' },
      { Name: 'Fridge 2', Description: '', 'Metric type': 'humidity', Device: 'Probe A', Field: '' },
      { Name: 'Walk-in freezer', Description: 'Duplicate', 'Metric type': '', Device: '', Field: '' },
      { Name: 'Odd', Description: 'x', 'Metric type': 'temperature', Device: 'Probe A', Field: 'humidity' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.added).toBe(2);
    expect(res.body.refused).toEqual([
      { row: 4, name: 'Fridge 2', reasons: ['No device found'] },
      { row: 5, name: 'Fridge 2', reasons: ['Another row of this asset was refused'] },
      { row: 6, name: 'Walk-in freezer', reasons: ['Asset Walk-in freezer already exists'] },
      { row: 7, name: 'Odd', reasons: ['This field does not measure the metric type'] },
    ]);
    const list: Asset[] = (await listRaw(olive)).body;
    const pump = list.find((a) => a.name === 'Pump 1');
    expect(pump?.metrics).toMatchObject([
      { type: 'temperature', field: 'temperature', deviceId: sensorA },
      { type: 'door_open', field: 'door_open', deviceId: sensorB },
    ]);
    expect(list.find((a) => a.name === 'Pallet 7')?.metrics).toEqual([]);
    expect(list.some((a) => a.name === 'Fridge 2')).toBe(false);
  });

  it('refuses viewers', async () => {
    const res = await importRows(vic, [{ name: 'Viewer pump', description: 'no' }]);
    expect(res.status).toBe(403);
  });
});
