import { type Base, baseSchema, importResultSchema, organisationLogPageSchema } from '@pinpoint/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crudCalls, messageOf, type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
let api: ReturnType<typeof testApi>;
// Olive owns the organisation under test, Max is a member of it and Vic a viewer; Otto has his own.
let olive: Person;
let max: Person;
let vic: Person;
let otto: Person;
let orgId: string;
let ottosBase: Base;

const depot = {
  name: 'Etobicoke depot',
  address: '20 Fasken Dr',
  postcode: 'M9W 1K5',
  latitude: 43.7155,
  longitude: -79.5902,
};
const { create, getOne, patch, remove, bulkDelete, importRows, notFoundOutside } = crudCalls('/base', () => ({
  api,
  orgId,
}));
const list = async (by: Person = olive) =>
  ((await api.call(`/base/organisation/${orgId}`, { token: by.token })).body as Base[]).map((b) =>
    baseSchema.parse(b),
  );

beforeAll(async () => {
  delete process.env.GEOCODER_URL;
  server = await startTestServer();
  api = testApi(server);
  ({ olive, max, vic, otto, orgId } = await api.signUpCast());
  ottosBase = (await create(otto, { ...depot, name: 'Otto depot' }, otto.organisationId)).body;
});
afterAll(() => server.close());

describe('POST /api/base', () => {
  it('lets a member add a base, open by default', async () => {
    const res = await create(max, depot);
    expect(res.status).toBe(201);
    expect(baseSchema.parse(res.body)).toMatchObject({ ...depot, organisationId: orgId, status: 'open' });
  });

  it('adds a base without a location when no geocoder is configured', async () => {
    const res = await create(max, {
      name: 'Scarborough yard',
      address: '1 Yard Rd',
      postcode: 'M1B',
      status: 'closed',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'closed', latitude: null, longitude: null });
  });

  it('answers 409 for a name the organisation has, and 400 naming each field', async () => {
    const taken = await create(olive, { ...depot, name: 'ETOBICOKE DEPOT' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual({ code: 'conflict', message: 'Base ETOBICOKE DEPOT already exists' });
    expect((await create(otto, depot, otto.organisationId)).status).toBe(201);
    const bad = await create(olive, { name: '', address: '', postcode: '', status: 'shut', latitude: 43 });
    expect(bad.status).toBe(400);
    for (const part of [
      'name: Name is required',
      'address: Address is required',
      'postcode: Postcode is required',
      'status:',
    ])
      expect(messageOf(bad)).toContain(part);
    expect(messageOf(await create(olive, { ...depot, name: 'Half', longitude: undefined }))).toBe(
      'longitude: Give both latitude and longitude',
    );
  });

  it('refuses a viewer (403) and an outsider (404)', async () => {
    expect((await create(vic, { ...depot, name: 'Other' })).status).toBe(403);
    expect((await create(otto, { ...depot, name: 'Other' })).status).toBe(404);
  });
});

describe('GET /api/base/organisation/:organisationId and /api/base/:id', () => {
  it('lists the bases by name to a viewer; 404 to an outsider', async () => {
    expect((await list(vic)).map((b) => b.name)).toEqual(['Etobicoke depot', 'Scarborough yard']);
    expect((await api.call(`/base/organisation/${orgId}`, { token: otto.token })).status).toBe(404);
  });

  it('shows one base to a viewer; 404 to an outsider and for unknown ids', async () => {
    const [first] = await list();
    const id = first?.id as string;
    expect(await getOne(vic, id)).toEqual({ status: 200, body: first });
    expect(await notFoundOutside({ id, outsider: otto, othersId: ottosBase.id, member: olive })).toEqual({
      statuses: [404, 404, 404, 404],
      message: 'Base not found',
    });
  });
});

describe('PATCH /api/base/:id', () => {
  it('closes a base, moves it and takes its location away', async () => {
    const [first] = await list();
    const id = first?.id as string;
    const closed = await patch(max, id, { status: 'closed' });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'closed', latitude: depot.latitude });
    const moved = await patch(max, id, { latitude: 43.72, longitude: -79.6 });
    expect(moved.body).toMatchObject({ latitude: 43.72, longitude: -79.6, status: 'closed' });
    const away = await patch(max, id, { latitude: null, longitude: null });
    expect(away.body).toMatchObject({ latitude: null, longitude: null });
    expect((await patch(max, id, { status: 'open' })).body.status).toBe('open');
  });

  it('answers 409 for a taken name, 400 naming the field, 403 to a viewer and 404 to an outsider', async () => {
    const [first] = await list();
    const id = first?.id as string;
    const taken = await patch(max, id, { name: 'scarborough YARD' });
    expect(taken.status).toBe(409);
    expect(messageOf(taken)).toBe('Base scarborough YARD already exists');
    expect(messageOf(await patch(max, id, { latitude: 43.7 }))).toBe(
      'longitude: Give both latitude and longitude',
    );
    expect(messageOf(await patch(max, id, { status: 'ajar' }))).toContain('status:');
    expect((await patch(vic, id, { status: 'closed' })).status).toBe(403);
    expect((await patch(otto, id, { status: 'closed' })).status).toBe(404);
    expect((await patch(olive, ottosBase.id, { status: 'closed' })).status).toBe(404);
  });
});

describe('DELETE /api/base/:id and POST /api/base/bulk-delete', () => {
  it('deletes one base for a member; refuses a viewer (403) and an outsider (404)', async () => {
    const id = (await create(olive, { ...depot, name: 'Vaughan site' })).body.id;
    expect((await remove(vic, id)).status).toBe(403);
    expect((await remove(otto, id)).status).toBe(404);
    expect((await remove(max, id)).status).toBe(204);
    expect((await api.call(`/base/${id}`, { token: olive.token })).status).toBe(404);
  });

  it("deletes only the organisation's own bases among the ids; refuses a viewer and an outsider", async () => {
    const ids = await Promise.all(
      ['Mississauga', 'Markham'].map(async (name) => (await create(olive, { ...depot, name })).body.id),
    );
    expect((await bulkDelete(vic, ids)).status).toBe(403);
    expect((await bulkDelete(otto, ids)).status).toBe(404);
    expect(await bulkDelete(max, [...ids, ottosBase.id])).toEqual({ status: 200, body: { deleted: 2 } });
    expect((await api.call(`/base/${ottosBase.id}`, { token: otto.token })).status).toBe(200);
    expect(messageOf(await bulkDelete(olive, []))).toContain('ids: Select at least one');
  });
});

describe('POST /api/base/import', () => {
  it('adds the valid rows and lists each refused row with its reasons', async () => {
    const res = await importRows(max, [
      {
        name: 'Oshawa depot',
        address: '100 Depot Rd',
        postcode: 'L1H',
        status: 'Closed',
        latitude: '43.9',
        longitude: '-78.85',
      },
      { name: 'Brampton yard', address: '2 Yard St', postcode: 'L6T' },
      { name: 'No address', address: '', postcode: 'L6T' },
      { name: 'Etobicoke depot', address: 'Again', postcode: 'M9W' },
      { name: 'Odd', address: '3 Odd St', postcode: 'M1M', status: 'ajar' },
    ]);
    expect(res.status).toBe(200);
    const result = importResultSchema.parse(res.body);
    expect(result.added).toBe(2);
    expect(result.refused.map((r) => [r.row, r.name, r.reasons])).toEqual([
      [3, 'No address', ['Address is required']],
      [4, 'Etobicoke depot', ['Base Etobicoke depot already exists']],
      [5, 'Odd', [expect.stringMatching(/^status: /)]],
    ]);
    const added = (await list()).filter((b) => ['Oshawa depot', 'Brampton yard'].includes(b.name));
    expect(added.map((b) => [b.name, b.status, b.latitude, b.longitude])).toEqual([
      ['Brampton yard', 'open', null, null],
      ['Oshawa depot', 'closed', 43.9, -78.85],
    ]);
  });

  it('refuses a viewer (403), an outsider (404) and an empty file (400)', async () => {
    const row = { name: 'X', address: 'Y', postcode: 'Z' };
    expect((await importRows(vic, [row])).status).toBe(403);
    expect((await importRows(otto, [row])).status).toBe(404);
    expect((await importRows(olive, [])).status).toBe(400);
  });

  it('leaves a log row for every change', async () => {
    const log = organisationLogPageSchema.parse(
      (await api.call(`/organisation/${orgId}/logs?pageSize=200`, { token: olive.token })).body,
    );
    const rows = log.items.filter((i) => i.objectType === 'base').map((i) => [i.action, i.details.name]);
    expect(rows[0]).toEqual(['import', expect.stringMatching(/Oshawa depot|Brampton yard/)]);
    for (const row of [
      ['create', 'Etobicoke depot'],
      ['update', 'Etobicoke depot'],
      ['delete', 'Vaughan site'],
      ['delete', 'Markham'],
    ])
      expect(rows).toContainEqual(row);
  });
});
