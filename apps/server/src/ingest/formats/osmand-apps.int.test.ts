import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { hashDeviceToken } from '../pipeline.ts';

// The Traccar Client apps' requests through the real server, read back as a user sees them: the
// position, its speed in m/s, the battery and the SOS button. Sources in osmand-apps.test.ts:
// Traccar Client 10 POSTs form fields (traccar-client-sdk HttpUploader.kt), older apps POST the
// query with no body (traccar-client-android RequestManager.kt, ProtocolFormatter.kt).

let server: TestServer;
let organisationId: string;
let next = 0;

beforeAll(async () => {
  server = await startTestServer();
  ({ organisationId } = await testApi(server).signUp('Tomas'));
});
afterAll(() => server?.close());

async function phone() {
  const token = `dev_traccar_client_${next++}`;
  const row = await server.handle.db
    .insertInto('devices')
    .values({
      organisation_id: organisationId,
      name: 'phone',
      forwarder: 'self-host',
      token_hash: hashDeviceToken(token),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, id: row.id };
}

const query = (sql: string, params: unknown[]) =>
  server.handle.pool.query(sql, params).then((result) => result.rows);
const positions = (id: string) =>
  query('select time, lat, lon, speed, heading, accuracy, alt from positions where device_id = $1', [id]);
const readings = (id: string) =>
  query("select field, value from pinpoint_readings($1, '-infinity', 'infinity') order by field", [id]);
const postForm = (body: string) =>
  fetch(`${server.url}/api/ingest/osmand`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });

describe('Traccar Client 10 (form POST)', () => {
  it('stores the fix, speed from knots, battery percent and millivolts', async () => {
    const { token, id } = await phone();
    const res = await postForm(
      `id=${token}&lat=43.6532&lon=-79.3832&timestamp=1763651000&accuracy=12.5&altitude=91.0&speed=9.72&bearing=87.0&batt=76&charge=false&battery_health=good&battery_voltage=4123&battery_temp=28.5`,
    );
    expect(res.status).toBe(200);
    expect(await positions(id)).toEqual([
      {
        time: new Date('2025-11-20T15:03:20Z'),
        lat: 43.6532,
        lon: -79.3832,
        speed: 5,
        heading: 87,
        accuracy: 12.5,
        alt: 91,
      },
    ]);
    // battery_voltage is the phone's millivolts (AndroidBatteryProcessor.kt: EXTRA_VOLTAGE).
    expect(await readings(id)).toEqual(
      expect.arrayContaining([
        { field: 'battery_mv', value: 4123 },
        { field: 'battery_pct', value: 76 },
      ]),
    );
  });

  it('stores the SOS button as a button press, and a heartbeat without a fix as no position', async () => {
    const { token, id } = await phone();
    const sos = await postForm(
      `id=${token}&lat=43.6532&lon=-79.3832&timestamp=1763651000&accuracy=5.0&altitude=91.0&speed=0.0&bearing=0.0&batt=76&charge=true&alarm=sos&battery_health=good&battery_voltage=4200&battery_temp=30.1`,
    );
    expect(sos.status).toBe(200);
    expect(await readings(id)).toContainEqual({ field: 'button', value: 1 });

    const heartbeat = await postForm(
      `id=${token}&timestamp=1763651300&batt=75&charge=false&battery_health=good&battery_voltage=4190&battery_temp=30.0`,
    );
    expect(heartbeat.status).toBe(200);
    expect(await positions(id)).toHaveLength(1);
    const [device] = await query('select battery_pct from devices where id = $1', [id]);
    expect(device.battery_pct).toBe(75);
  });

  it('acknowledges its push token (push_service.dart _uploadToken) and stores nothing', async () => {
    const { token, id } = await phone();
    const res = await postForm(
      `id=${encodeURIComponent(token)}&notificationToken=${encodeURIComponent('fcm:APA91bH-x_1')}`,
    );
    expect(res.status).toBe(200);
    expect(await query('select count(*)::int as n from frames where device_id = $1', [id])).toEqual([
      { n: 0 },
    ]);
    // An unknown device is still refused.
    const stranger = await postForm('id=dev_nobody&notificationToken=x');
    expect(stranger.status).toBe(401);
  });

  it('keeps an invalid fix (valid=false) as a report without a position', async () => {
    const { token, id } = await phone();
    const res = await postForm(`id=${token}&lat=60.0&lon=30.0&timestamp=1377177267&valid=false&batt=87`);
    expect(res.status).toBe(200);
    expect(await positions(id)).toEqual([]);
    expect(await readings(id)).toEqual([{ field: 'battery_pct', value: 87 }]);
    const [frame] = await query('select decoded from frames where device_id = $1', [id]);
    expect(frame.decoded).toMatchObject({ valid: false });
  });

  it("stores the SDK's JSON upload (an array of the form fields) the same way", async () => {
    const { token, id } = await phone();
    const res = await fetch(`${server.url}/api/ingest/osmand`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { id: token, lat: 43.6532, lon: -79.3832, timestamp: 1763651000, speed: 9.72, bearing: 87, batt: 76 },
        { id: token, lat: 43.6542, lon: -79.3822, timestamp: 1763651060, speed: 0, bearing: 0, batt: 76 },
      ]),
    });
    expect(res.status).toBe(200);
    expect((await positions(id)).map((p) => p.speed)).toEqual([5, 0]);
  });
});

describe('Traccar Client for Android <= 8 (POST with the query, no body)', () => {
  it('stores a GPS fix without the accuracy of 0 it sends for one', async () => {
    const { token, id } = await phone();
    const res = await fetch(
      `${server.url}/api/ingest/osmand?id=${token}&timestamp=1763651000&lat=43.6532&lon=-79.3832&speed=12.5&bearing=87.0&altitude=91.0&accuracy=0.0&batt=76.0&charge=true`,
      { method: 'POST' },
    );
    expect(res.status).toBe(200);
    expect(await positions(id)).toEqual([
      {
        time: new Date('2025-11-20T15:03:20Z'),
        lat: 43.6532,
        lon: -79.3832,
        speed: 6.431,
        heading: 87,
        accuracy: null,
        alt: 91,
      },
    ]);
  });
});
