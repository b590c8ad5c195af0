import { webhookEventSchema } from '@pinpoint/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOf, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { startReceiver, waitFor } from './test-helpers.ts';

// Alerts on the alarms devices raise themselves, through the real routes: a The Things Stack webhook
// carrying a Milesight GS524N smoke detector's frames (Milesight-IoT/SensorDecoders e79c9d8b,
// gs524n-decoder.js: 22 11 … "alarm", 22 17 … "normal", 22 1A … "removed"; each frame's bytes as
// that decoder read them, packages/decoders test-support/milesight-decoder-examples-6.ts) is decoded
// by the device's model, and the smoke and tamper actions reach a webhook receiver.

let server: TestServer;
let api: ReturnType<typeof testApi>;
let token: string;
let orgId: string;
let ingestKey: string;
let deviceId: string;
let fCnt = 1;

const DEV_EUI = '24E124538B223213';

/** One The Things Stack uplink of the detector with these frame bytes, received now. */
function uplink(hex: string, at = new Date()) {
  const now = at.toISOString();
  fCnt += 1;
  return {
    end_device_ids: {
      device_id: 'gs524n-kitchen',
      application_ids: { application_id: 'building-safety' },
      dev_eui: DEV_EUI,
      join_eui: '24E124C0002A0001',
      dev_addr: '260B1234',
    },
    received_at: now,
    uplink_message: {
      f_port: 85,
      f_cnt: fCnt,
      frm_payload: Buffer.from(hex, 'hex').toString('base64'),
      rx_metadata: [{ gateway_ids: { gateway_id: 'gw-1' }, rssi: -80, snr: 7.5 }],
      settings: { data_rate: { lora: { bandwidth: 125000, spreading_factor: 7 } }, frequency: '904300000' },
      received_at: now,
    },
  };
}

const ingest = (body: unknown) =>
  fetch(`${server.url}/api/ingest/ttn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ingestKey}` },
    body: JSON.stringify(body),
  });

async function addWebhook(alertType: string, url: string, device = deviceId, name = `Kitchen ${alertType}`) {
  const res = await api.call('/action', {
    token,
    body: {
      organisationId: orgId,
      name,
      actionType: 'webhook',
      alertType,
      webhookUrl: url,
      webhookMethod: 'POST',
      deviceIds: [device],
      repeatMinutes: 1,
      repeatMode: 'close',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

/** Adds a device of this model, sending through The Things Stack; its id. */
async function addDevice(name: string, devEui: string, modelId: string): Promise<string> {
  const device = await api.call('/device', {
    token,
    body: {
      organisationId: orgId,
      name,
      devEui,
      appEui: '24E124C0002A0001',
      appKey: '00112233445566778899AABBCCDDEEFF',
      type: 'temperature',
      modelId,
      forwarder: 'ttn',
    },
  });
  expect(device.status, JSON.stringify(device.body)).toBe(201);
  return device.body.id as string;
}

beforeAll(async () => {
  server = await startTestServer({ MANUAL_ADD: 'true', ALLOW_PRIVATE_WEBHOOKS: 'true' });
  api = testApi(server);
  const owner = await api.signUp('Alarms');
  await api.verifyEmail(owner);
  token = owner.token;
  orgId = owner.organisationId;
  ingestKey = (await api.call(`/organisation/${orgId}/ingest-keys`, { token, body: { name: 'TTS' } })).body
    .key;
  deviceId = await addDevice('Kitchen smoke detector', DEV_EUI, 'milesight-iot/gs524n');
});
afterAll(() => server.close());

describe("alerts on a device's own alarms", () => {
  it('a smoke alarm and the detector taken off its base each reach their webhook once, from the uplinks alone', async () => {
    const receiver = await startReceiver();
    try {
      const smoke = await addWebhook('smoke', receiver.url);
      const tamper = await addWebhook('tamper', receiver.url);
      const events = () =>
        receiver.received.map((r) => webhookEventSchema.parse(JSON.parse(r.body))).map((e) => e.data);

      // "normal": no smoke, nothing fires.
      expect((await ingest(uplink('22175A001954'))).status).toBe(200);
      // "alarm", 60 % concentration, 25 °C, 90 % battery.
      expect((await ingest(uplink('22115A3C191E'))).status).toBe(200);
      const [fired] = await waitFor(async () => events().length > 0 && events());
      expect(fired).toMatchObject({
        action: { id: smoke, name: 'Kitchen smoke' },
        device: { id: deviceId, name: 'Kitchen smoke detector' },
        value: 1,
      });
      const device = await api.call(`/device/${deviceId}`, { token });
      expect(device.body.readings).toMatchObject({ smoke: 1, temperature: 25, battery_pct: 90 });

      // "removed" from its base: the tamper action, and the smoke action does not fire again.
      expect((await ingest(uplink('221A5A001951'))).status).toBe(200);
      await waitFor(async () => events().length > 1);
      const all = events();
      expect(all.map((e) => e.action.id)).toEqual([smoke, tamper]);
      expect(all[1]).toMatchObject({ device: { id: deviceId }, value: 1 });
    } finally {
      await receiver.close();
    }
  });

  it('refuses an alert type it does not know', async () => {
    const res = await api.call('/action', {
      token,
      body: {
        organisationId: orgId,
        name: 'Fire',
        actionType: 'webhook',
        alertType: 'fire',
        webhookUrl: 'https://example.com/hook',
        webhookMethod: 'POST',
        deviceIds: [deviceId],
        repeatMinutes: 1,
        repeatMode: 'close',
      },
    });
    expect(res.status).toBe(400);
    expect(messageOf(res)).toContain('alertType');
  });
});

describe('a button that sends its presses only', () => {
  it("fires the button's webhook with the press; the device shows it as its last event, not as pressed for ever", async () => {
    // Milesight WS101 (SensorDecoders ws-series/ws101/ws101-decoder.js): 01 75 64 battery 100 %,
    // FF 2E 01 a short press. The button never sends a release.
    const WS101_EUI = '24E124710B423527';
    const buttonId = await addDevice('Reception help button', WS101_EUI, 'milesight-iot/ws101');
    const receiver = await startReceiver();
    try {
      await addWebhook('button', receiver.url, buttonId, 'Reception help');
      // The button's own uplinks (a WS101's ids), at a time of their own when given.
      const press = (hex: string, at?: Date) => {
        const b = uplink(hex, at);
        b.end_device_ids = { ...b.end_device_ids, device_id: 'ws101-reception', dev_eui: WS101_EUI };
        return b;
      };
      const body = press('017564FF2E01');
      expect((await ingest(body)).status).toBe(200);
      const [fired] = await waitFor(async () => receiver.received.length > 0 && receiver.received);
      expect(webhookEventSchema.parse(JSON.parse(fired?.body ?? '')).data).toMatchObject({
        device: { id: buttonId },
        value: 1,
        readings: { button: 1, battery_pct: 100 },
      });
      const device = await api.call(`/device/${buttonId}`, { token });
      expect(device.body.readings).toMatchObject({ battery_pct: 100 });
      expect(device.body.readings.button).toBeUndefined();
      // The press as the device's last event, at the uplink's time.
      const pressedAt = device.body.events?.button?.at;
      expect(device.body.events).toEqual({ button: { value: 1, at: expect.any(String) } });
      expect(Date.parse(pressedAt)).toBe(Date.parse(body.received_at));

      // A later uplink without a press leaves the last press as it was; a new press moves it.
      expect((await ingest(press('017563'))).status).toBe(200);
      const after = await api.call(`/device/${buttonId}`, { token });
      expect(after.body.readings).toMatchObject({ battery_pct: 99 });
      expect(after.body.events).toEqual({ button: { value: 1, at: pressedAt } });
      await new Promise((resolve) => setTimeout(resolve, 5));
      const again = press('FF2E02');
      expect((await ingest(again)).status).toBe(200);
      const pressedAgain = await api.call(`/device/${buttonId}`, { token });
      const lastPress = Date.parse(pressedAgain.body.events.button.at);
      expect(lastPress).toBe(Date.parse(again.received_at));
      expect(lastPress).toBeGreaterThan(Date.parse(pressedAt));
      expect(pressedAgain.body.readings.button).toBeUndefined();

      // Presses that arrive late (sent again by the network server, or queued while the button was
      // out of reach), after an uplink measured a minute on: each older than the device's state. One
      // older than the kept press leaves it; one between them becomes the last event.
      expect((await ingest(press('017562', new Date(lastPress + 60_000)))).status).toBe(200);
      expect((await ingest(press('FF2E01', new Date(lastPress - 30 * 60_000)))).status).toBe(200);
      const kept = await api.call(`/device/${buttonId}`, { token });
      expect(Date.parse(kept.body.events.button.at)).toBe(lastPress);
      expect(kept.body.readings).toMatchObject({ battery_pct: 98 });
      const between = press('FF2E03', new Date(lastPress + 30_000));
      expect((await ingest(between)).status).toBe(200);
      const moved = await api.call(`/device/${buttonId}`, { token });
      expect(Date.parse(moved.body.events.button.at)).toBe(lastPress + 30_000);
      expect(moved.body.readings).toMatchObject({ battery_pct: 98 });
      expect(moved.body.readings.button).toBeUndefined();
    } finally {
      await receiver.close();
    }
  });
});

describe("a sensor's sudden change alarm", () => {
  it('fires the sudden change action and shows as an event; the threshold alarm is neither raised nor left on', async () => {
    // Milesight EM320-TH, firmware v2 (Milesight-IoT/SensorDecoders e79c9d8b,
    // em-series/em320-th-v2/em320-th-v2-decoder.js): 83 67 34 01 02 a temperature threshold alarm
    // ("Above alarm", 30.8 °C), 93 67 34 01 64 00 00 a temperature mutation alarm (30.8 °C, changed
    // by 10 °C): the measurement changed faster than the limit set on the device. Nothing ever
    // releases a mutation alarm, so it must not become the device's threshold alarm.
    const EUI = '24E124136C225107';
    const coolerId = await addDevice('Walk-in cooler', EUI, 'milesight-iot/em320-th');
    const frame = (hex: string) => {
      const b = uplink(hex);
      b.end_device_ids = { ...b.end_device_ids, device_id: 'em320-cooler', dev_eui: EUI };
      return b;
    };
    const receiver = await startReceiver();
    try {
      for (const alertType of ['sudden_change', 'device_alarm'])
        await addWebhook(alertType, receiver.url, coolerId, `Cooler ${alertType}`);
      const fired = () =>
        receiver.received.map((r) => webhookEventSchema.parse(JSON.parse(r.body)).data.action.name);

      const mutation = frame('93673401640000');
      expect((await ingest(mutation)).status).toBe(200);
      await waitFor(async () => receiver.received.length > 0);
      const device = await api.call(`/device/${coolerId}`, { token });
      expect(device.body.readings).toMatchObject({ temperature: 30.8 });
      expect(device.body.readings.threshold_alarm).toBeUndefined();
      expect(device.body.readings.sudden_change).toBeUndefined();
      expect(device.body.events).toEqual({ sudden_change: { value: 1, at: expect.any(String) } });
      expect(Date.parse(device.body.events.sudden_change.at)).toBe(Date.parse(mutation.received_at));

      // A real threshold alarm afterwards is the device's state and fires the device alarm action.
      expect((await ingest(frame('8367340102'))).status).toBe(200);
      await waitFor(async () => receiver.received.length > 1);
      expect(fired()).toEqual(['Cooler sudden_change', 'Cooler device_alarm']);
      const after = await api.call(`/device/${coolerId}`, { token });
      expect(after.body.readings).toMatchObject({ temperature: 30.8, threshold_alarm: 1 });
    } finally {
      await receiver.close();
    }
  });
});
