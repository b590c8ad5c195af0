import { randomBytes } from 'node:crypto';
import type { Checklist } from '@pinpoint/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

// Issue 27 item 7: once a device has sent anything, its first-uplink checklist follows what its
// own uplinks show (its frames, its latest decode error and sender), not whether the organisation's
// ingest keys were used; in the demo organisation the key is busy every tick.

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;
let key: string;

beforeAll(async () => {
  server = await startTestServer({ DEMO: 'true', DEMO_INTERVAL_MS: '300', MANUAL_ADD: 'true' });
  api = testApi(server);
  owner = await api.signUp('Checker');
  key = (
    await api.call(`/organisation/${owner.organisationId}/ingest-keys`, {
      token: owner.token,
      body: { name: 'TTS' },
    })
  ).body.key;
});
afterAll(() => server.close());

const eui = () => randomBytes(8).toString('hex').toUpperCase();
const checklist = async (id: string) =>
  (await api.call(`/device/${id}/checklist`, { token: owner.token })).body as Checklist;
const step = (c: Checklist, name: string) => c.steps.find((s) => s.step === name);

async function addDevice(devEui: string, modelId: string | null) {
  const res = await api.call('/device', {
    token: owner.token,
    body: {
      organisationId: owner.organisationId,
      name: `Cooler ${devEui.slice(-4)}`,
      devEui,
      appEui: 'A840410000000101',
      appKey: '0123456789ABCDEF0123456789ABCDEF',
      type: 'temperature',
      modelId,
    },
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** A The Things Stack webhook message (TTS docs, "Data Formats": join_accept and uplink_message). */
function tts(devEui: string, message: Record<string, unknown>) {
  return fetch(`${server.url}/api/ingest/ttn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({
      end_device_ids: { device_id: 'cooler', application_ids: { application_id: 'gta' }, dev_eui: devEui },
      received_at: new Date().toISOString(),
      ...message,
    }),
  });
}

describe('the first-uplink checklist of a device receiving uplinks', () => {
  it('says the device joined but sent nothing since, not that no key was used', async () => {
    const devEui = eui();
    const id = await addDevice(devEui, 'dragino/lht65');
    const join = await tts(devEui, {
      join_accept: { session_key_id: 'AYxk', received_at: new Date().toISOString() },
    });
    expect(join.status).toBe(200);
    const c = await checklist(id);
    expect(step(c, 'joined')?.state).toBe('done');
    expect(step(c, 'firstUplink')).toMatchObject({ state: 'open', cause: { code: 'joined_no_uplink' } });
  });

  it('names the decode error of its latest uplink and who sent it', async () => {
    const devEui = eui();
    const id = await addDevice(devEui, 'dragino/lht65');
    // Two bytes: far shorter than any LHT65 frame (Dragino LHT65 user manual, 2.4: 11 bytes).
    const uplink = await tts(devEui, {
      uplink_message: { f_port: 2, f_cnt: 7, frm_payload: 'AQI=', received_at: new Date().toISOString() },
    });
    expect(uplink.status).toBe(200);
    const c = await checklist(id);
    expect(step(c, 'firstUplink')?.state).toBe('done');
    const decoded = step(c, 'decoded');
    expect(decoded?.state).toBe('open');
    expect(decoded?.cause?.code).toBe('decode_error');
    expect(decoded?.cause?.values.source).toBe('ttn');
  });

  it('tells a cellular tracker that has not reported to check its server and port, with no join to wait for', async () => {
    const res = await api.call('/device/tracker', {
      token: owner.token,
      // The IMEI of Teltonika's own example (wiki.teltonika-gps.com, "Teltonika Data Sending Protocols", IMEI packet).
      body: {
        organisationId: owner.organisationId,
        name: 'Truck',
        protocol: 'teltonika',
        imei: '356307042441013',
      },
    });
    expect(res.status).toBe(201);
    const c = await checklist(res.body.id);
    expect(step(c, 'joined')?.state).toBe('skipped');
    expect(step(c, 'firstUplink')?.cause).toEqual({
      code: 'tracker_silent',
      values: { protocol: 'teltonika' },
    });
  });

  it("the demo's LoRaWAN devices, busy every tick, never hear that the organisation's keys went unused", async () => {
    const { rows } = await server.handle.pool.query(
      `select id, name from devices where organisation_id = $1 and is_demo and dev_eui is not null`,
      [owner.organisationId],
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const device of rows) {
      const c = await checklist(device.id);
      for (const s of c.steps.filter((s) => s.step !== 'location'))
        expect(s.state, `${device.name} ${s.step}`).not.toBe('open');
      const causes = c.steps.flatMap((s) => (s.cause ? [s.cause.code] : []));
      expect(causes).not.toContain('key_unused');
      expect(causes).not.toContain('no_ingest_key');
    }
  });
});
