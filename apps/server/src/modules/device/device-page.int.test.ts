import { unpackDevicePositions } from '@pinpoint/shared/device-positions.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

// Issue 31 item 2: the device table a page at a time, sorted, searched and filtered on the server,
// and the map's compact positions; both answer 304 while nothing changed, like the whole list.

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;
let outsider: Person;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

const get = (person: Person, path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/organisation/${person.organisationId}/devices/${path}`, {
    headers: { authorization: `Bearer ${person.token}`, ...headers },
  });
type Page = {
  items: Array<{ name: string }>;
  total: number;
  page: number;
  pageSize: number;
  types: string[];
};
const page = async (query: string) => {
  const res = await get(owner, `page?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Page;
};
const names = (p: Page) => p.items.map((d) => d.name);

async function addSelfHosted(name: string, type: string) {
  const res = await api.call('/device/self-host', {
    token: owner.token,
    body: { organisationId: owner.organisationId, name, type },
  });
  expect(res.status).toBe(201);
  ids[name] = res.body.device.id;
  tokens[name] = res.body.token;
}

beforeAll(async () => {
  server = await startTestServer({ SELF_HOST: 'true' });
  api = testApi(server);
  [owner, outsider] = await api.signUpEach(['Olive', 'Otto'] as const);
  // Five devices: names out of order, two types, batteries as millivolts, percent or none.
  for (const [name, type] of [
    ['Van 3', 'location'],
    ['cold room', 'temperature'],
    ['Van 1', 'location'],
    ['Freezer', 'temperature'],
    ['Van 2', 'location'],
  ] as const)
    await addSelfHosted(name, type);
  const set = (name: string, sql: string) =>
    server.handle.pool.query(`update devices set ${sql} where id = $1`, [ids[name]]);
  // The deployment's range is 2300-3000 mV: 2650 mV is 50%, shown beside devices reporting percent.
  await set('Van 1', 'battery_mv = 2650');
  await set('Van 2', 'battery_pct = 90');
  await set('Van 3', 'battery_pct = 10');
  await set('Freezer', 'battery_mv = 3000');
}, 60_000);
afterAll(() => server.close());

describe('GET /organisation/{id}/devices/page', () => {
  it('answers one page in the sort asked for, with the total and every type', async () => {
    const first = await page('pageSize=2');
    // By name, ignoring case, as the table sorted in the browser.
    expect(names(first)).toEqual(['cold room', 'Freezer']);
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2, types: ['location', 'temperature'] });
    expect(names(await page('pageSize=2&page=3'))).toEqual(['Van 3']);
    expect(names(await page('pageSize=2&page=9'))).toEqual([]);
    expect(names(await page('pageSize=10&sort=name&direction=desc'))).toEqual([
      'Van 3',
      'Van 2',
      'Van 1',
      'Freezer',
      'cold room',
    ]);
  });

  it('sorts names as a person reads them: digits by their value, case aside, in the page and the whole list', async () => {
    // Another organisation's fleet, so the other tests' five stay five.
    const [fleet] = await api.signUpEach(['Nadia'] as const);
    for (const name of ['Van 10', 'van 9', 'Van 1', 'Trailer 2b', 'Trailer 12', 'Trailer 2a'])
      expect(
        (
          await api.call('/device/self-host', {
            token: fleet.token,
            body: { organisationId: fleet.organisationId, name, type: 'location' },
          })
        ).status,
      ).toBe(201);
    const read = async (path: string) => {
      const res = await get(fleet, path);
      expect(res.status).toBe(200);
      return res.json();
    };
    const expected = ['Trailer 2a', 'Trailer 2b', 'Trailer 12', 'Van 1', 'van 9', 'Van 10'];
    expect(names((await read('page?pageSize=10')) as Page)).toEqual(expected);
    expect(names((await read('page?pageSize=10&direction=desc')) as Page)).toEqual(expected.toReversed());
    // The second page continues where the first stopped.
    expect(names((await read('page?pageSize=4&page=2')) as Page)).toEqual(['van 9', 'Van 10']);
    const whole = await fetch(`${server.url}/api/organisation/${fleet.organisationId}/devices`, {
      headers: { authorization: `Bearer ${fleet.token}` },
    });
    expect(((await whole.json()) as Array<{ name: string }>).map((d) => d.name)).toEqual(expected);
  });

  it('sorts by the battery percent the list shows, empty last in both directions', async () => {
    expect(names(await page('sort=battery'))).toEqual(['Van 3', 'Van 1', 'Van 2', 'Freezer', 'cold room']);
    expect(names(await page('sort=battery&direction=desc'))).toEqual([
      'Freezer',
      'Van 2',
      'Van 1',
      'Van 3',
      'cold room',
    ]);
  });

  it("sorts by type in the order of the reader's labels when the browser sends it, by code without", async () => {
    // By code: location before temperature, each by name.
    const byCode = ['Van 1', 'Van 2', 'Van 3', 'cold room', 'Freezer'];
    expect(names(await page('sort=type'))).toEqual(byCode);
    // Descending turns the types round; the names within a type stay A to Z, as in every sort.
    expect(names(await page('sort=type&direction=desc'))).toEqual([
      'cold room',
      'Freezer',
      'Van 1',
      'Van 2',
      'Van 3',
    ]);
    // A reader whose labels put temperature first ("Humidité", "Pile", "Température" before
    // "Position" would not; this order does): the types in that order, then by name in each.
    const order = 'humidity,temperature,battery,location';
    expect(names(await page(`sort=type&typeOrder=${order}`))).toEqual([
      'cold room',
      'Freezer',
      'Van 1',
      'Van 2',
      'Van 3',
    ]);
    // A type the order leaves out comes after the ones it names.
    expect(names(await page('sort=type&typeOrder=humidity'))).toEqual(byCode);
    // The order is part of the question: a page cached for one is not the other's.
    const first = await get(owner, 'page?sort=type');
    const etag = first.headers.get('etag') as string;
    expect((await get(owner, `page?sort=type&typeOrder=${order}`, { 'if-none-match': etag })).status).toBe(
      200,
    );
  });

  it('searches any part of the name, ignoring case, and filters by type', async () => {
    expect(names(await page('search=VAN'))).toEqual(['Van 1', 'Van 2', 'Van 3']);
    expect(names(await page('search=%20room%20'))).toEqual(['cold room']);
    // A search pages and sorts as the whole list does: by battery, fullest first, two a page.
    const searched = await page('search=van&sort=battery&direction=desc&pageSize=2');
    expect(names(searched)).toEqual(['Van 2', 'Van 1']);
    expect(searched).toMatchObject({ total: 3, types: ['location', 'temperature'] });
    expect(names(await page('search=van&sort=battery&direction=desc&pageSize=2&page=2'))).toEqual(['Van 3']);
    expect(names(await page('search=E&sort=name&direction=desc'))).toEqual(['Freezer', 'cold room']);
    const temperature = await page('type=temperature');
    expect(names(temperature)).toEqual(['cold room', 'Freezer']);
    // The type filter's choices stay every type the organisation has.
    expect(temperature).toMatchObject({ total: 2, types: ['location', 'temperature'] });
    expect(await page('search=van&type=temperature')).toMatchObject({ items: [], total: 0 });
    // LIKE's wildcards are plain text here.
    expect((await page('search=%25')).total).toBe(0);
  });

  it('refuses a bad question with a message a person can act on', async () => {
    for (const [query, message] of [
      ['pageSize=500', 'Rows per page must be at most 200'],
      ['pageSize=0', 'Rows per page must be at least 1'],
      ['page=two', 'Page must be a number'],
      ['page=1.5', 'Page must be a whole number'],
      ['sort=colour', 'Sort must be one of name, type, battery'],
      ['direction=up', 'Direction must be asc or desc'],
      [`search=${'x'.repeat(201)}`, 'Search must be at most 200 characters'],
      ['sort=type&typeOrder=location,car', 'Type order must list device types separated by commas'],
    ] as const) {
      const res = await get(owner, `page?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message, query).toContain(message);
    }
  });

  it('answers 304 while nothing changed, and the new page after an edit', async () => {
    const first = await get(owner, 'page?pageSize=2');
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^W\//);
    const again = await get(owner, 'page?pageSize=2', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Another page has another tag.
    expect((await get(owner, 'page?pageSize=3', { 'if-none-match': etag })).status).toBe(200);
    const renamed = await api.call(`/device/${ids['cold room']}`, {
      method: 'PATCH',
      token: owner.token,
      body: { name: 'Cold room A' },
    });
    expect(renamed.status).toBe(200);
    const changed = await get(owner, 'page?pageSize=2', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(names((await changed.json()) as Page)).toEqual(['Cold room A', 'Freezer']);
  });

  it("answers another organisation's member 404, as for an organisation that does not exist", async () => {
    const foreign = await fetch(`${server.url}/api/organisation/${owner.organisationId}/devices/page`, {
      headers: { authorization: `Bearer ${outsider.token}` },
    });
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain('Van');
  });
});

describe('GET /organisation/{id}/devices/positions', () => {
  it('answers every positioned device, compact, with its place to the centimetre and its times', async () => {
    const empty = await get(owner, 'positions');
    expect(empty.status).toBe(200);
    expect(empty.headers.get('content-type')).toContain('application/json');
    expect(unpackDevicePositions(await empty.json()).devices).toEqual([]);
    const emptyTag = empty.headers.get('etag') as string;
    expect((await get(owner, 'positions', { 'if-none-match': emptyTag })).status).toBe(304);

    // An uplink places Van 1 (OsmAnd's query form, as the self-hosted guide sends it).
    const uplink = await fetch(
      `${server.url}/api/ingest/osmand?id=${tokens['Van 1']}&lat=43.6426789&lon=-79.3871234`,
    );
    expect(uplink.status).toBe(200);
    const placed = await get(owner, 'positions', { 'if-none-match': emptyTag, 'accept-encoding': 'br' });
    expect(placed.status).toBe(200);
    expect(placed.headers.get('etag')).not.toBe(emptyTag);
    expect(placed.headers.get('content-encoding')).toBe('br');
    // fetch decodes Brotli itself.
    const { devices, builtAt } = unpackDevicePositions(await placed.json());
    expect(devices).toHaveLength(1);
    const [van] = devices;
    expect(van?.id).toBe(ids['Van 1']);
    expect(van?.lat).toBeCloseTo(43.6426789, 7);
    expect(van?.lon).toBeCloseTo(-79.3871234, 7);
    expect(Math.abs(Date.parse(van?.lastSeenAt ?? '') - Date.now())).toBeLessThan(60_000);
    expect(van?.lastAlertAt).toBeNull();
    expect(Math.abs(builtAt - Date.now())).toBeLessThan(60_000);
  });

  it('tells each device its usual interval, the median of its last gaps, wherever a device is answered', async () => {
    // Van 2 heard five times since placing, one gap a missed uplink: the median shrugs it off.
    // The Freezer has three gaps: too few to call anything usual.
    const seen = '2031-03-01T12:00:00.000Z';
    await server.handle.pool.query(
      `update devices set uplink_gaps = '{300,310,290,305,900}', last_seen_at = $2, lat = 43.65, lon = -79.38
        where id = $1`,
      [ids['Van 2'], seen],
    );
    await server.handle.pool.query(`update devices set uplink_gaps = '{300,300,300}' where id = $1`, [
      ids.Freezer,
    ]);
    const expected = { usualIntervalS: 305, expectedAt: '2031-03-01T12:05:05+00:00' };
    const vanPage = (await page('search=Van%202')) as unknown as { items: unknown[] };
    expect(vanPage.items).toEqual([expect.objectContaining(expected)]);
    const freezerPage = (await page('search=Freezer')) as unknown as { items: unknown[] };
    expect(freezerPage.items).toEqual([expect.objectContaining({ usualIntervalS: null, expectedAt: null })]);
    // The whole list (spec 7) and the one device.
    const list = await fetch(`${server.url}/api/organisation/${owner.organisationId}/devices`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const all = (await list.json()) as Array<{ id: string }>;
    expect(all.find((d) => d.id === ids['Van 2'])).toMatchObject(expected);
    expect(all.find((d) => d.id === ids.Freezer)).toMatchObject({ usualIntervalS: null });
    const one = await fetch(`${server.url}/api/device/${ids['Van 2']}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(await one.json()).toMatchObject(expected);
    // The map's packed positions carry it too.
    const { devices } = unpackDevicePositions(await (await get(owner, 'positions')).json());
    expect(devices.find((d) => d.id === ids['Van 2'])).toMatchObject({ usualIntervalS: 305 });
  });

  it("answers another organisation's member 404", async () => {
    const foreign = await fetch(`${server.url}/api/organisation/${owner.organisationId}/devices/positions`, {
      headers: { authorization: `Bearer ${outsider.token}` },
    });
    expect(foreign.status).toBe(404);
  });
});
