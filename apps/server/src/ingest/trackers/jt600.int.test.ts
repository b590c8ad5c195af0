import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, storedFrameReadings, storedPositions } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// Jointech through the real listener, with the messages of [manual] Jointech's JT701D Protocol
// Manual V1.4 (2021-12-31; CliffJr/jointech-tcp-parser doc/, c89239c6): lock 8000620011's position
// of 2021-04-18 16:22:59 UTC (22.580517, 113.917572, 0x12 knots), answered (P69,0,86), and its P45
// card unlock of 2020-07-17, answered (P69,0,24); and of [traccar] traccar/traccar
// Jt600ProtocolDecoderTest.java (9e5c458a): lock 7500313609's JT126 sensor at 27.5 °C (its WLNET,5
// report, escaped as a unit sends it), unit 3301210003's U01 report answered (S39).

const position = Buffer.from(
  '2480006200111911003418042116225922348310113550543F12980000002D060000000020E028109228661F000100000F0F0F0F0F0F0F0F000001CC0156',
  'hex',
);
const unlock = '(8000620011,P45,170720,020614,22.56035,N,114.01640,E,A,36,270,1,1,0008627839,0,0,24,5)';
// Traccar's 27.5 °C vector, its binary part escaped (3D 11 for a comma, 3D 14 for `)`).
const sensor = Buffer.from(
  '28373530303331333630392C32332C32392C574C4E45542C352C322C22071916311822350966113549495E1F232207191622591190702002FE0117623C0101134700000029',
  'hex',
);

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;

const port = () => server.app.trackers()?.ports.jt600 as number;
const text = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');
const latin1 = (s: string) => Buffer.from(s, 'latin1');

async function readings(deviceId: string, field: string): Promise<Record<string, unknown>> {
  let found: Record<string, unknown> = {};
  for (let i = 0; i < 50 && found[field] === undefined; i++) {
    found = (await api.call(`/device/${deviceId}`, { token: owner.token })).body.readings ?? {};
    if (found[field] === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return found;
}

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('jt600'));
  api = testApi(server);
  owner = await api.signUp('JointechFleet');
}, 60_000);
afterAll(() => server?.close());

describe('Jointech over TCP', () => {
  it('stores a lock’s binary position split over two reads, then its P45, answering each once stored', async () => {
    const deviceId = await addTracker(api, owner, 'jt600', '8000620011', 'Container 42 seal');
    const tracker = await connectTracker(port());
    await tracker.send(position.subarray(0, 20));
    await tracker.send(position.subarray(20));
    expect(text(await tracker.read('(P69,0,86)'.length))).toBe('(P69,0,86)');
    const stored = await storedPositions(api, owner, deviceId, '2021-04-18');
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]?.time as string).toISOString()).toBe('2021-04-18T16:22:59.000Z');
    expect(stored[0]?.lat).toBeCloseTo(22.580517, 6);
    expect(stored[0]?.lon).toBeCloseTo(113.917572, 6);
    // 0x12 = 18 knots = 33.336 km/h, stored in m/s.
    expect(stored[0]?.speed).toBeCloseTo(9.26, 3);

    await tracker.send(latin1(unlock));
    expect(text(await tracker.read('(P69,0,24)'.length))).toBe('(P69,0,24)');
    const event = await storedPositions(api, owner, deviceId, '2020-07-17');
    tracker.end();
    expect(event).toHaveLength(1);
    expect(event[0]?.lat).toBeCloseTo(22.56035, 6);
    // 36 km/h (the manual's unit).
    expect(event[0]?.speed).toBeCloseTo(10, 3);
  });

  it('keeps a JT126 sensor’s temperature and humidity as the lock’s readings, answering its serial', async () => {
    const deviceId = await addTracker(api, owner, 'jt600', '7500313609', 'Reefer 7 seal');
    const tracker = await connectTracker(port());
    await tracker.send(sensor);
    expect(text(await tracker.read('(P69,0,254)'.length))).toBe('(P69,0,254)');
    const found = await readings(deviceId, 'temperature');
    tracker.end();
    expect(found).toMatchObject({ temperature: 27.5, humidity: 71 });
  });

  it('raises tamper when a lock reports its rope cut [ours: the manual’s example, status 0x2028]', async () => {
    const deviceId = await addTracker(api, owner, 'jt600', '8000620012', 'Container 43 seal');
    const cut = Buffer.from(position);
    cut.writeUInt8(0x12, 5);
    cut.writeUInt16BE(0x2028, 36);
    const tracker = await connectTracker(port());
    await tracker.send(cut);
    expect(text(await tracker.read('(P69,0,86)'.length))).toBe('(P69,0,86)');
    // The rope cut is the record's event (in its history), not a state the lock keeps reporting.
    const frames = await storedFrameReadings(
      api,
      owner,
      deviceId,
      ['2021-04-18T00:00:00Z', '2021-04-18T23:59:59Z'],
      'tamper',
    );
    tracker.end();
    expect(frames).toEqual([expect.objectContaining({ tamper: 1, battery_pct: 40 })]);
    const device = await api.call(`/device/${deviceId}`, { token: owner.token });
    expect(device.body.readings).toMatchObject({ battery_pct: 40 });
    expect(device.body.readings.tamper).toBeUndefined();
  });

  it('writes a queued restart as (P15) once the lock reports, and takes its (<id>,P15) as the answer', async () => {
    const deviceId = await addTracker(api, owner, 'jt600', '3301210003', 'JT600 truck');
    const queued = await api.call('/command', {
      token: owner.token,
      body: { deviceId, command: { kind: 'reboot' } },
    });
    expect(queued.status).toBe(201);
    const tracker = await connectTracker(port());
    await tracker.send(
      latin1(
        '(3301210003,U01,040812,185302,T,22.564025,N,113.242329,E,5.21,152,9,32%,00000000000011,10133,5173,22,100,1)',
      ),
    );
    const written = text(await tracker.read('(S39)(P15)'.length));
    expect(written.split(')').sort()).toEqual(['', '(P15', '(S39']);
    await tracker.send(latin1('(3301210003,P15)'));
    let status = '';
    for (let i = 0; i < 50 && status !== 'acknowledged'; i++) {
      status = (await api.call(`/command/${queued.body.id}`, { token: owner.token })).body.status;
      if (status !== 'acknowledged') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    tracker.end();
    expect(status).toBe('acknowledged');
    expect(await storedPositions(api, owner, deviceId, '2012-08-04')).toHaveLength(1);
  });

  it('refuses an unregistered unit by closing the connection, answering and storing nothing', async () => {
    const tracker = await connectTracker(port());
    // Unit 8041300978 (Traccar's JT701D vector), never registered.
    await tracker.send(
      Buffer.from(
        '2480413009781914003406102107544354193631006213423b00000000006c070000000020e064f91ea0671d00020f0f0f0f0f0f0f0f0f0f07f100ea0f6e',
        'hex',
      ),
    );
    await tracker.closed();
    expect(tracker.received()).toBe('');
  });
});
