import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, storedPositions } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// Suntech through the real listener, with the messages of [traccar] traccar/traccar
// SuntechProtocolDecoderTest.java: the ST300 status report of unit 007238270 (2019-02-20
// 12:05:04 UTC, 4.644623, -74.076922, 10.39 km/h, ignition on), sent with the \r that ends it;
// the commands as SuntechProtocolEncoder writes them, the answer as the ST300 manual's CMD;Res.
const status =
  'ST300STT;007238270;40;313;20190220;12:05:04;c99e48;+04.644623;-074.076922;010.390;202.77;20;1;997100;14.10;100000;2;8384;003634;4.1;1\r';
const universalStatus =
  'STT;0560001616;BFFFFF;56;1.0.15;1;20200219;20:52:25;00008D6C;334;20;0925;24;+20.741764;-103.430364;0.00;0.00;19;1;00000001;00000000;2;1;1765;00008003;0.0;12.14;136598\r';

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;

const addUnit = (imei: string, name: string) => addTracker(api, owner, 'suntech', imei, name);
const positions = (deviceId: string, day: string, count = 1) =>
  storedPositions(api, owner, deviceId, day, count);

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('suntech'));
  api = testApi(server);
  owner = await api.signUp('SuntechFleet');
}, 60_000);
afterAll(() => server?.close());

describe('Suntech over TCP', () => {
  it('stores an ST300 status report (id with its leading zeros), split over two reads, answering nothing', async () => {
    const deviceId = await addUnit('007238270', 'ST300 van');
    const tracker = await connectTracker(server.app.trackers()?.ports.suntech as number);
    const bytes = Buffer.from(status, 'latin1');
    await tracker.send(bytes.subarray(0, 11));
    await tracker.send(bytes.subarray(11));
    const stored = await positions(deviceId, '2019-02-20');
    expect(tracker.received()).toBe('');
    tracker.end();
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]?.time as string).toISOString()).toBe('2019-02-20T12:05:04.000Z');
    expect(stored[0]?.lat).toBeCloseTo(4.644623, 6);
    expect(stored[0]?.lon).toBeCloseTo(-74.076922, 6);
  });

  it('writes a queued reboot in the universal form the unit reports in, and takes RES as its answer', async () => {
    const deviceId = await addUnit('0560001616', 'ST4300 trailer');
    const queued = await api.call('/command', {
      token: owner.token,
      body: { deviceId, command: { kind: 'reboot' } },
    });
    expect(queued.status).toBe(201);
    const tracker = await connectTracker(server.app.trackers()?.ports.suntech as number);
    await tracker.send(Buffer.from(universalStatus, 'latin1'));
    const command = 'CMD;0560001616;03;03\r';
    expect(Buffer.from(await tracker.read(command.length), 'hex').toString('latin1')).toBe(command);
    await tracker.send(Buffer.from('RES;0560001616;03;03\r', 'latin1'));
    let status = '';
    for (let i = 0; i < 50 && status !== 'acknowledged'; i++) {
      const res = await api.call(`/command/${queued.body.id}`, { token: owner.token });
      status = res.body.status;
      if (status !== 'acknowledged') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    tracker.end();
    expect(status).toBe('acknowledged');
    expect(await positions(deviceId, '2020-02-19')).toHaveLength(1);
  });

  it('refuses an unregistered unit by closing the connection', async () => {
    const tracker = await connectTracker(server.app.trackers()?.ports.suntech as number);
    await tracker.send(Buffer.from('SA200ALV;999111\r', 'latin1'));
    await tracker.closed();
  });
});
