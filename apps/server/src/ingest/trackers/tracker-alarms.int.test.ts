import { readFile } from 'node:fs/promises';
import { webhookEventSchema } from '@pinpoint/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, waitFor } from '../../modules/action/test-helpers.ts';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, aroundNow, storedFrameReadings } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// A tracker's alarm is an event of the record that carries it, not the device's state: trackers send
// it true once and never say it ended. Through the real listener, a Coban unit's reports in the
// layout of Coban's "GPS102, GPS103, GPS104 GPRS data protocol" (its SOS example,
// `imei:359586015829802,help me,0809231429,13554900601,F,062947.294,A,2234.4026,N,11354.3277,E,0.00,;`),
// with the document's `door alarm` and `tracker` keywords and today's date, so that the actions
// engine meets them as current uplinks.
const imei = '359586015829802';

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;

beforeAll(async () => {
  server = await startTestServer({
    ...(await onlyTracker('coban')),
    ALLOW_PRIVATE_WEBHOOKS: 'true',
    MANUAL_ADD: 'true',
  });
  api = testApi(server);
  owner = await api.signUp('CobanVans');
  await api.verifyEmail(owner);
}, 60_000);
afterAll(() => server?.close());

/** A Coban report with this keyword, at `at` (UTC; the unit's local date and its GPS time agree). */
function report(keyword: string, at: Date) {
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${two(at.getUTCFullYear() % 100)}${two(at.getUTCMonth() + 1)}${two(at.getUTCDate())}${two(at.getUTCHours())}${two(at.getUTCMinutes())}`;
  const gpsTime = `${two(at.getUTCHours())}${two(at.getUTCMinutes())}${two(at.getUTCSeconds())}.000`;
  return Buffer.from(
    `imei:${imei},${keyword},${date},13554900601,F,${gpsTime},A,4339.1935,N,07923.0111,W,0.00,;`,
    'latin1',
  );
}

describe("a tracker's alarm as an event", () => {
  it('a door alarm fires its alert with the record, and the device does not show the door open after it', async () => {
    const deviceId = await addTracker(api, owner, 'coban', imei, 'Delivery van 7');
    const receiver = await startReceiver();
    try {
      const created = await api.call('/action', {
        token: owner.token,
        body: {
          organisationId: owner.organisationId,
          name: 'Van door opened',
          actionType: 'webhook',
          alertType: 'door_open',
          webhookUrl: receiver.url,
          webhookMethod: 'POST',
          deviceIds: [deviceId],
          // Open mode: a door *state* would remind every minute until the door is said closed.
          repeatMinutes: 1,
          repeatMode: 'open',
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const tracker = await connectTracker(server.app.trackers()?.ports.coban as number);
      const opened = new Date(Date.now() - 60_000);
      await tracker.send(report('door alarm', opened));

      const [fired] = await waitFor(async () => receiver.received.length > 0 && receiver.received);
      const event = webhookEventSchema.parse(JSON.parse(fired?.body ?? ''));
      expect(event.data).toMatchObject({
        action: { id: created.body.id, name: 'Van door opened' },
        device: { id: deviceId },
        value: 1,
        readings: { door_open: 1 },
      });
      // The alarm is in the record's history...
      const frames = await storedFrameReadings(api, owner, deviceId, aroundNow(), 'door_open');
      expect(frames).toEqual([{ door_open: 1 }]);
      // ...not the van's current state, and the action does not hold the door as open.
      const device = await api.call(`/device/${deviceId}`, { token: owner.token });
      expect(device.body.readings.door_open).toBeUndefined();
      // It is the van's last event, at the record's own time (Coban's times are whole seconds).
      expect(device.body.events?.door_open?.value).toBe(1);
      expect(Math.abs(Date.parse(device.body.events.door_open.at) - opened.getTime())).toBeLessThan(1000);
      const state = await server.handle.pool.query<{ met: boolean }>(
        'select met from action_state where action_id = $1 and device_id = $2',
        [created.body.id, deviceId],
      );
      expect(state.rows.map((r) => r.met)).not.toContain(true);

      // A later periodic report: stored, the door still not shown open.
      await tracker.send(report('tracker', new Date()));
      const [from, to] = aroundNow();
      await waitFor(
        async () =>
          (await api.call(`/device/${deviceId}/frames?from=${from}&to=${to}`, { token: owner.token })).body
            .length > 1,
      );
      const after = await api.call(`/device/${deviceId}`, { token: owner.token });
      expect(after.body.readings.door_open).toBeUndefined();
      expect(after.body.events).toEqual(device.body.events);
      expect(receiver.received).toHaveLength(1);
      tracker.end();
    } finally {
      await receiver.close();
    }
  });
});

describe('alarms kept as state before (migrations 0063, 0065)', () => {
  // LoRaWAN sensors on The Things Stack, added as a member would.
  const addSensor = async (name: string, devEui: string, modelId: string) => {
    const res = await api.call('/device', {
      token: owner.token,
      body: {
        organisationId: owner.organisationId,
        name,
        devEui,
        appEui: '24E124C0002A0001',
        appKey: '00112233445566778899AABBCCDDEEFF',
        type: 'temperature',
        modelId,
        forwarder: 'ttn',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  };
  // As ingest stored them until now: true since the first alarm, the first press.
  const stuck = async (id: string, state: Record<string, number>) =>
    server.handle.pool.query('update devices set state = $2::jsonb where id = $1', [
      id,
      JSON.stringify(state),
    ]);
  const migration = async (file: string) =>
    server.handle.pool.query(await readFile(new URL(`../../db/migrations/${file}`, import.meta.url), 'utf8'));
  const readingsOf = async (id: string) =>
    (await api.call(`/device/${id}`, { token: owner.token })).body.readings;

  it("takes a tracker's alarms, a press-only button's press and a one-off low-battery alarm out of the state, keeping the rest", async () => {
    const van = await addTracker(api, owner, 'coban', '359586015829803', 'Delivery van 8');
    const button = await addSensor('Front desk button', '24E124710B423528', 'milesight-iot/ws101');
    const thermostat = await addSensor('Vaccine fridge logger', '24E124710B423529', 'milesight-iot/ts601');
    await stuck(van, { door_open: 1, button: 1, power_cut: 1, ignition: 1, battery_pct: 40 });
    await stuck(button, { button: 1, battery_pct: 100 });
    await stuck(thermostat, { low_battery: 1, battery_pct: 96, temperature: 4.2 });
    await migration('0063_momentary_readings_out_of_state.sql');
    expect(await readingsOf(van)).toEqual({ ignition: 1, battery_pct: 40 });
    expect(await readingsOf(button)).toEqual({ battery_pct: 100 });
    // A battery changed after a low-battery alarm: 96 %, and no longer shown low.
    expect(await readingsOf(thermostat)).toEqual({ battery_pct: 96, temperature: 4.2 });
  });

  it('takes the flags found since (a threshold crossing, a shutdown for low battery, presence, a fall) out of the state', async () => {
    const freezer = await addSensor('Freezer probe', '0004A30B00FF0001', 'radio-bridge/rbs306-temp-ext');
    const badge = await addSensor('Night guard badge', '20635F0100000001', 'abeeway/abeeway-smart-badge');
    const desk = await addSensor('Desk 4', '0004A30B00FF0002', 'imbuildings/imbuildings-desk-sensor');
    const pallet = await addSensor('Pallet logger', '24E124710B42352A', 'milesight-iot/ts602');
    // The same field stays where it is a state: a Radio Bridge door sensor's door, another model's motion.
    const door = await addSensor('Loading door', '0004A30B00FF0003', 'radio-bridge/rbs301-dws');
    const van = await addSensor('Van tracker', '24E124710B42352B', 'milesight-iot/at101');
    await stuck(freezer, { threshold_alarm: 1, temperature: -18.5 });
    await stuck(badge, { low_battery: 1, battery_pct: 88 });
    await stuck(desk, { motion: 1, occupied: 1 });
    await stuck(pallet, { fall_detected: 1, low_battery: 1, temperature: 5 });
    await stuck(door, { door_open: 1, threshold_alarm: 1 });
    await stuck(van, { motion: 1, battery_pct: 70 });
    await migration('0065_more_momentary_readings.sql');
    expect(await readingsOf(freezer)).toEqual({ temperature: -18.5 });
    expect(await readingsOf(badge)).toEqual({ battery_pct: 88 });
    expect(await readingsOf(desk)).toEqual({ occupied: 1 });
    // 0063 took the TS602's low battery out already; a database that ran it has none to take.
    expect(await readingsOf(pallet)).toEqual({ low_battery: 1, temperature: 5 });
    expect(await readingsOf(door)).toEqual({ door_open: 1, threshold_alarm: 1 });
    expect(await readingsOf(van)).toEqual({ motion: 1, battery_pct: 70 });
  });
});
