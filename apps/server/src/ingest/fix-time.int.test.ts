import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../modules/ingest-keys/service.ts';
import { testApi } from '../test/api.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

// A fix's own time (network-decoded/vendor-fix-times.test.ts for each codec's): posted as The Things
// Stack sends it, the position is stored at the time the fix was taken, and a fix older than the
// device's current position is kept in its history without moving the device back.

let server: TestServer;
let ingestKey: string;
let deviceId: string;
const devEui = '70B3D57ED0F1A7E0';

beforeAll(async () => {
  server = await startTestServer();
  const nadia = await testApi(server).signUp('Nadia');
  ingestKey = (await createKey(server.handle.db, '', nadia.organisationId, 'Network servers')).key;
  const row = await server.handle.db
    .insertInto('devices')
    .values({ organisation_id: nadia.organisationId, name: 'tracker', dev_eui: devEui, forwarder: 'ttn' })
    .returning('id')
    .executeTakeFirstOrThrow();
  deviceId = row.id;
});
afterAll(() => server?.close());

/** A TTS webhook uplink with the codec's decoded payload (and TTS's frm-payload location, if any). */
function uplink(receivedAt: string, fCnt: number, decoded: Record<string, unknown>, located = false) {
  return JSON.stringify({
    end_device_ids: { device_id: 'tracker', application_ids: { application_id: 'fleet' }, dev_eui: devEui },
    received_at: receivedAt,
    uplink_message: {
      f_port: 2,
      f_cnt: fCnt,
      frm_payload: 'AQID',
      decoded_payload: decoded,
      // The Application Server's position from the payload's lat / lon (tts-metadata.ts).
      ...(located
        ? {
            locations: {
              'frm-payload': { latitude: decoded.lat, longitude: decoded.lon, source: 'SOURCE_GPS' },
            },
          }
        : {}),
      rx_metadata: [{ gateway_ids: { gateway_id: 'gw' }, rssi: -98, snr: 8 }],
      received_at: receivedAt,
    },
  });
}

async function post(body: string) {
  const res = await fetch(`${server.url}/api/ingest/ttn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ingestKey}` },
    body,
  });
  expect({ status: res.status, body: await res.json() }).toEqual({
    status: 200,
    body: { stored: 1, duplicates: 0 },
  });
}

const positions = async () =>
  (
    await server.handle.pool.query<{ time: Date; lat: number; lon: number }>(
      'select time, lat, lon from positions where device_id = $1 order by time',
      [deviceId],
    )
  ).rows.map((r) => ({ time: r.time.toISOString(), lat: r.lat, lon: r.lon }));
const state = async () =>
  (
    await server.handle.pool.query<{ lat: number; lon: number; location_at: Date; last_seen_at: Date }>(
      'select lat, lon, location_at, last_seen_at from devices where id = $1',
      [deviceId],
    )
  ).rows.map((r) => ({
    lat: r.lat,
    lon: r.lon,
    locationAt: r.location_at.toISOString(),
    lastSeenAt: r.last_seen_at.toISOString(),
  }))[0];

// MOKO LW001-BG PRO, lw001-bgpro-codec.yaml "gps fixed payload": the fix at utc_time (time zone 0).
const moko = {
  utc_time: '2022-8-3 9:15:31  TZ:0',
  battery_voltage: 3.4,
  demolish_state: 0,
  fix_tech: 'gps',
  fix_type: 'work_mode_fix',
  idle_state: 0,
  lat: 30.458075,
  lon: 114.4692816,
  lorawan_downlink_count: 0,
  low_power_state: 0,
  motion_state: 0,
  pack_type: 'fix_success',
  pdop: 1.2,
  ic_temperature: '31°C',
  work_mode: 'period mode',
};
// Abeeway asset-tracker-2-codec.yaml "Uplink containing GPS_FIX position"; `age` in seconds.
const abeeway = (age: number) => ({
  ackToken: 0,
  age,
  appState: 1,
  batteryLevel: 193,
  batteryStatus: 'OPERATING',
  deviceConfiguration: { mode: 'MOTION_START_END_TRACKING' },
  dynamicMotionState: 'STATIC',
  gpsLatitude: 48.9208064,
  gpsLongitude: 2.3082752,
  horizontalAccuracy: 7.84,
  messageType: 'POSITION_MESSAGE',
  onDemand: false,
  payload: '036ac18900001d28b901603702',
  periodicPosition: true,
  rawPositionType: 'GPS',
  sosFlag: 0,
  temperatureMeasure: 25.3,
  trackingMode: 'MOTION_START_END_TRACKING',
});

describe("a fix's own time", () => {
  it('stores the position at the time the fix was taken, also where TTS repeats it as frm-payload', async () => {
    await post(uplink('2022-08-03T09:20:00.000Z', 1, moko, true));
    expect(await positions()).toEqual([
      { time: '2022-08-03T09:15:31.000Z', lat: 30.458075, lon: 114.4692816 },
    ]);
    expect(await state()).toEqual({
      lat: 30.458075,
      lon: 114.4692816,
      locationAt: '2022-08-03T09:15:31.000Z',
      lastSeenAt: '2022-08-03T09:20:00.000Z',
    });
  });

  it('keeps an older fix in the history without moving the current position back', async () => {
    // Received after the MOKO fix, but taken 1984 s before it was sent: 08:51:56, before 09:15:31.
    await post(uplink('2022-08-03T09:25:00.000Z', 2, abeeway(1984)));
    expect(await positions()).toEqual([
      { time: '2022-08-03T08:51:56.000Z', lat: 48.9208064, lon: 2.3082752 },
      { time: '2022-08-03T09:15:31.000Z', lat: 30.458075, lon: 114.4692816 },
    ]);
    expect(await state()).toEqual({
      lat: 30.458075,
      lon: 114.4692816,
      locationAt: '2022-08-03T09:15:31.000Z',
      // The uplink itself is the device's latest hearing.
      lastSeenAt: '2022-08-03T09:25:00.000Z',
    });
    const { rows } = await server.handle.pool.query(
      'select received_at from frames where device_id = $1 and f_cnt = 2',
      [deviceId],
    );
    expect(rows[0].received_at.toISOString()).toBe('2022-08-03T09:25:00.000Z');
  });

  it('a newer fix moves the device on, at its own time', async () => {
    await post(uplink('2022-08-03T09:30:00.000Z', 3, abeeway(64)));
    expect(await state()).toEqual({
      lat: 48.9208064,
      lon: 2.3082752,
      locationAt: '2022-08-03T09:28:56.000Z',
      lastSeenAt: '2022-08-03T09:30:00.000Z',
    });
  });
});

describe("a fix's age from Pinpoint's own decoder", () => {
  it('dates an Abeeway fix its age before the uplink when the network server sent no decoded payload', async () => {
    // An Abeeway Micro Tracker registered with its model: Pinpoint decodes the bytes itself. Abeeway's
    // driver example "GPS_FIX position - FIX 3D" (norbertherbert/abeeway-driver AT2/examples.json,
    // packages/decoders/src/abeeway.test.ts): an extended fix 82 s old at 43.6160283, 7.066115.
    const abeewayEui = '20635F0106000123';
    const owner = await server.handle.db
      .selectFrom('devices')
      .select('organisation_id')
      .where('id', '=', deviceId)
      .executeTakeFirstOrThrow();
    const { id } = await server.handle.db
      .insertInto('devices')
      .values({
        organisation_id: owner.organisation_id,
        name: 'micro tracker',
        dev_eui: abeewayEui,
        forwarder: 'ttn',
        model_id: 'abeeway/abeeway-micro-tracker',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const body = JSON.parse(uplink('2022-08-04T10:00:00.000Z', 1, {})) as {
      end_device_ids: { dev_eui: string; device_id: string };
      uplink_message: Record<string, unknown>;
    };
    body.end_device_ids.dev_eui = abeewayEui;
    body.end_device_ids.device_id = 'micro-tracker';
    delete body.uplink_message.decoded_payload;
    body.uplink_message.f_port = 18;
    body.uplink_message.frm_payload = Buffer.from(
      '0e4c00940000520319ff471b0436341e004d150b5e0013190769',
      'hex',
    ).toString('base64');
    await post(JSON.stringify(body));
    const { rows } = await server.handle.pool.query<{ time: Date; lat: number; lon: number }>(
      'select time, lat, lon from positions where device_id = $1',
      [id],
    );
    expect(rows.map((r) => ({ time: r.time.toISOString(), lat: r.lat, lon: r.lon }))).toEqual([
      { time: '2022-08-04T09:58:38.000Z', lat: 43.6160283, lon: 7.066115 },
    ]);
  });
});

describe('a fix dated by a GPS clock that rolled over', () => {
  it('stores the fix at its date moved on by 1024 weeks, with the frame’s readings as ever; nothing in 2002', async () => {
    // The MOKO fix above, from a GPS module whose firmware predates a week-number rollover: it dates
    // 2022-08-03 09:15:31 1024 weeks (619,315,200 s) back, 2002-12-18 09:15:31. The position is
    // stored at the date moved on by the 1024 weeks, as Traccar's TimeHandler.adjustRollover does
    // (traccar/traccar 9e5c458a); before, it was stored at the uplink's time, 09:20:00.
    const rolledEui = '70B3D57ED0F1A7E1';
    const owner = await server.handle.db
      .selectFrom('devices')
      .select('organisation_id')
      .where('id', '=', deviceId)
      .executeTakeFirstOrThrow();
    const { id } = await server.handle.db
      .insertInto('devices')
      .values({
        organisation_id: owner.organisation_id,
        name: 'old gps',
        dev_eui: rolledEui,
        forwarder: 'ttn',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const body = JSON.parse(
      uplink('2022-08-03T09:20:00.000Z', 1, { ...moko, utc_time: '2002-12-18 9:15:31  TZ:0' }, true),
    ) as { end_device_ids: { dev_eui: string; device_id: string } };
    body.end_device_ids.dev_eui = rolledEui;
    body.end_device_ids.device_id = 'old-gps';
    await post(JSON.stringify(body));
    const { rows } = await server.handle.pool.query<{ time: Date; lat: number; lon: number }>(
      'select time, lat, lon from positions where device_id = $1',
      [id],
    );
    expect(rows.map((r) => ({ time: r.time.toISOString(), lat: r.lat, lon: r.lon }))).toEqual([
      { time: '2022-08-03T09:15:31.000Z', lat: 30.458075, lon: 114.4692816 },
    ]);
    // The uplink's readings (its battery) at the uplink's time, which was right: the frame unflagged.
    const frames = await server.handle.pool.query<{ received_at: Date; time_flag: string | null }>(
      'select received_at, time_flag from frames where device_id = $1',
      [id],
    );
    expect(frames.rows.map((f) => [f.received_at.toISOString(), f.time_flag])).toEqual([
      ['2022-08-03T09:20:00.000Z', null],
    ]);
    const readings = await server.handle.pool.query<{ time: Date }>(
      "select distinct time from pinpoint_readings($1, '2000-01-01', '2030-01-01')",
      [id],
    );
    expect(readings.rows.map((r) => r.time.toISOString())).toEqual(['2022-08-03T09:20:00.000Z']);
  });
});
