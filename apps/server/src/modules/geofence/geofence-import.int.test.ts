import {
  type Geofence,
  geofenceSchema,
  importResultSchema,
  organisationLogPageSchema,
} from '@pinpoint/shared';
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

const { importRows } = crudCalls('/geofence', () => ({ api, orgId }));
const list = async (by: Person = olive) =>
  ((await api.call(`/geofence/organisation/${orgId}`, { token: by.token })).body as Geofence[]).map((g) =>
    geofenceSchema.parse(g),
  );

beforeAll(async () => {
  delete process.env.GEOCODER_URL;
  server = await startTestServer();
  api = testApi(server);
  ({ olive, max, vic, otto, orgId } = await api.signUpCast());
  await api.call('/geofence', {
    token: olive.token,
    body: {
      organisationId: orgId,
      name: 'CN Tower',
      address: '290 Bremner Blvd, Toronto',
      postcode: 'M5V 3L9',
      latitude: 43.6426,
      longitude: -79.3871,
      radius: 250,
    },
  });
});
afterAll(() => server.close());

describe('POST /api/geofence/import', () => {
  it('adds the valid rows and lists each refused row with its reasons', async () => {
    const res = await importRows(max, [
      {
        name: 'Pearson T1',
        address: '6301 Silver Dart Dr',
        postcode: 'L5P 1B2',
        latitude: '43.6777',
        longitude: '-79.6248',
        radius: '500',
      },
      {
        Name: ' Pearson T3 ',
        Address: '3111 Convair Dr',
        Postcode: 'L5P 1C2',
        Latitude: '43.6813',
        Longitude: '-79.6110',
        Radius: '',
      },
      { name: 'No postcode', address: '1 Yonge St', postcode: '', latitude: '43.64', longitude: '-79.37' },
      { name: 'Half', address: '1 Front St', postcode: 'M5J', latitude: '43.64', longitude: '' },
      { name: 'Where', address: '100 Queen St W', postcode: 'M5H 2N2' },
      { name: 'pearson t1', address: 'Again', postcode: 'L5P', latitude: '43.6', longitude: '-79.6' },
      { name: 'CN Tower', address: 'Again', postcode: 'M5V', latitude: '43.6', longitude: '-79.6' },
      {
        name: 'Wide',
        address: 'Lake',
        postcode: 'M5V',
        latitude: 'north',
        longitude: '-79.6',
        radius: '200000',
      },
    ]);
    expect(res.status).toBe(200);
    expect(importResultSchema.parse(res.body)).toEqual({
      added: 2,
      refused: [
        { row: 3, name: 'No postcode', reasons: ['Postcode is required'] },
        { row: 4, name: 'Half', reasons: ['Give both latitude and longitude'] },
        { row: 5, name: 'Where', reasons: ['Give latitude and longitude: no geocoder is configured'] },
        { row: 6, name: 'pearson t1', reasons: ['Name appears twice in the file'] },
        { row: 7, name: 'CN Tower', reasons: ['Geofence CN Tower already exists'] },
        {
          row: 8,
          name: 'Wide',
          reasons: ['Latitude must be a number', 'Radius must be at most 100 km (100000 m)'],
        },
      ],
    });
    const added = (await list()).filter((g) => g.name.startsWith('Pearson'));
    expect(added.map((g) => [g.name, g.type, g.latitude, g.longitude, g.radius, g.status])).toEqual([
      ['Pearson T1', 'circle', 43.6777, -79.6248, 500, 'active'],
      ['Pearson T3', 'circle', 43.6813, -79.611, 100, 'active'],
    ]);
  });

  it('adds nothing from a file whose rows are all refused', async () => {
    const before = (await list()).length;
    const res = await importRows(max, [{ name: '', address: '', postcode: '' }]);
    expect(res.body).toEqual({
      added: 0,
      refused: [
        { row: 1, name: null, reasons: ['Name is required', 'Address is required', 'Postcode is required'] },
      ],
    });
    expect((await list()).length).toBe(before);
  });

  it('refuses a viewer (403), an outsider (404) and an empty file (400)', async () => {
    const row = { name: 'X', address: 'Y', postcode: 'Z', latitude: '43.6', longitude: '-79.4' };
    expect((await importRows(vic, [row])).status).toBe(403);
    expect((await importRows(otto, [row])).status).toBe(404);
    const empty = await importRows(olive, []);
    expect(empty.status).toBe(400);
    expect(messageOf(empty)).toContain('rows: The file has no rows');
  });
});

describe('the organisation log', () => {
  it('leaves a log row for every geofence imported', async () => {
    const log = organisationLogPageSchema.parse(
      (await api.call(`/organisation/${orgId}/logs?pageSize=200`, { token: olive.token })).body,
    );
    const rows = log.items.filter((i) => i.objectType === 'geofence').map((i) => [i.action, i.details.name]);
    expect(rows.slice(0, 2).sort()).toEqual([
      ['import', 'Pearson T1'],
      ['import', 'Pearson T3'],
    ]);
  });
});
