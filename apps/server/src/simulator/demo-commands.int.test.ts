import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../test/api.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

// Issue 27 item 8: commands can be tried on the demo without a network server. The demo's LoRaWAN
// devices sit behind a simulated network server that transmits a downlink after the device's next
// uplink and has the device acknowledge it (reported as The Things Stack's downlink_sent and
// downlink_ack webhook messages); the courier's phone gets its text command in the answer to its
// next OsmAnd report.

let server: TestServer;
let api: ReturnType<typeof testApi>;
let person: Person;
const TICK_MS = 300;

beforeAll(async () => {
  server = await startTestServer({ DEMO: 'true', DEMO_INTERVAL_MS: String(TICK_MS) });
  api = testApi(server);
  person = await api.signUp('Commander');
});
afterAll(() => server.close());

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function deviceNamed(name: string): Promise<string> {
  const { rows } = await server.handle.pool.query(
    'select id from devices where organisation_id = $1 and name = $2',
    [person.organisationId, name],
  );
  return rows[0].id;
}

/** Polls the command until `done` says so, noting every status it passed through. */
// biome-ignore lint/suspicious/noExplicitAny: the answer is read loosely
async function follow(id: string, done: (command: any) => boolean) {
  const seen: string[] = [];
  // biome-ignore lint/suspicious/noExplicitAny: the answer is read loosely
  let command: any;
  for (let i = 0; i < 300; i++) {
    command = (await api.call(`/command/${id}`, { token: person.token })).body;
    if (seen.at(-1) !== command.status) seen.push(command.status);
    if (done(command)) break;
    await pause(50);
  }
  return { seen, command };
}

describe('commands on the demo', () => {
  it('a command to a demo LoRaWAN device goes queued -> sent -> acknowledged within a few ticks', async () => {
    const fridge = await deviceNamed('Walk-in fridge (demo)');
    const catalogue = await api.call(`/command/device/${fridge}/catalogue`, { token: person.token });
    expect(catalogue.status).toBe(200);
    expect(catalogue.body).toMatchObject({ ready: true, problem: null, waitsForUplink: true });

    const created = await api.call('/command', {
      token: person.token,
      body: { deviceId: fridge, command: { kind: 'set_interval', minutes: 10 } },
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('queued');
    // Dragino LHT65 user manual, 2.5 "Downlink Payload": 0x01 and the interval in seconds on 3
    // bytes; its example 0x01000258 sets 600 s.
    expect(created.body.payloadHex).toBe('01000258');

    const { seen, command } = await follow(created.body.id, (c) =>
      ['acknowledged', 'failed'].includes(c.status),
    );
    expect(command.status).toBe('acknowledged');
    // Never backwards: queued, then sent (the network server has it, then it went out on air), then acknowledged.
    const order = ['queued', 'sent', 'acknowledged'];
    expect(seen.map((s) => order.indexOf(s))).toEqual([...seen.map((s) => order.indexOf(s))].sort());
    expect(command.sentAt).not.toBeNull();
    expect(command.transmittedAt).not.toBeNull();
    const [sent, transmitted, acknowledged] = [
      command.sentAt,
      command.transmittedAt,
      command.acknowledgedAt,
    ].map(Date.parse) as [number, number, number];
    expect(transmitted).toBeGreaterThanOrEqual(sent);
    expect(acknowledged).toBeGreaterThanOrEqual(transmitted - 1000);
    // A few ticks: out after the next uplink, acknowledged by the one after.
    expect(acknowledged - Date.parse(command.createdAt)).toBeLessThan(20 * TICK_MS + 5000);
  });

  it('an unconfirmed downlink goes out on air and stays sent: nothing more is ever known of it', async () => {
    const van = await deviceNamed('Delivery van 1 (demo)');
    const created = await api.call('/command', {
      token: person.token,
      body: { deviceId: van, command: { kind: 'raw', hex: '01 00 00 3C', fPort: 2 }, confirmed: false },
    });
    expect(created.status).toBe(201);
    const { command } = await follow(created.body.id, (c) => c.transmittedAt !== null);
    // Two ticks later it is still only sent.
    await pause(2 * TICK_MS);
    const later = (await api.call(`/command/${created.body.id}`, { token: person.token })).body;
    expect(later.status).toBe('sent');
    expect(command.status).toBe('sent');
    expect(command.transmittedAt).not.toBeNull();
    expect(command.acknowledgedAt).toBeNull();
  });

  it("the courier's phone takes its text command with its next OsmAnd report", async () => {
    const phone = await deviceNamed('Courier phone (demo)');
    const catalogue = await api.call(`/command/device/${phone}/catalogue`, { token: person.token });
    expect(catalogue.body).toMatchObject({ transport: 'answer', custom: true, ready: true });
    const created = await api.call('/command', {
      token: person.token,
      body: { deviceId: phone, command: { kind: 'custom', text: 'Call the depot' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('queued');
    const { command } = await follow(created.body.id, (c) => c.status !== 'queued');
    expect(command.status).toBe('sent');
    expect(command.text).toBe('Call the depot');
  });
});
