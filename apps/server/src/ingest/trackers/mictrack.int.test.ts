import dgram from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, storedPositions } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// Mictrack through the real listener, with the messages of [traccar] traccar/traccar
// MictrackProtocolDecoderTest.java (9e5c458a), each ended with CR LF: unit 866425031361423's GPS
// report, 2019-01-09 09:18:03 UTC at 22.63827, 114.02922, 2.14 km/h; unit 861108032038761's
// low-altitude batch of two fixes on 2017-11-13; unit 867035041390699's answer
// `netlock=Success!`. The protocol answers nothing; commands are written as typed.
const report = 'MT;6;866425031361423;R0;10+190109091803+22.63827+114.02922+2.14+69+2+3744+113\r\n';
const batch =
  '861108032038761$062232.00,A,2238.2832,N,11401.7381,E,0.01,309.62,95.0,131117$062332.00,A,2238.2836,N,11401.7386,E,0.06,209.62,95.0,131117\r\n';

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;

const port = () => server.app.trackers()?.ports.mictrack as number;
const bytes = (text: string) => Buffer.from(text, 'latin1');

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('mictrack'));
  api = testApi(server);
  owner = await api.signUp('MictrackFleet');
}, 60_000);
afterAll(() => server?.close());

describe('Mictrack over TCP', () => {
  it('stores a GPS report split over two reads, answering nothing', async () => {
    const deviceId = await addTracker(api, owner, 'mictrack', '866425031361423', 'MT821 pallet');
    const tracker = await connectTracker(port());
    await tracker.send(bytes(report.slice(0, 35)));
    await tracker.send(bytes(report.slice(35)));
    const stored = await storedPositions(api, owner, deviceId, '2019-01-09');
    tracker.end();
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]?.time as string).toISOString()).toBe('2019-01-09T09:18:03.000Z');
    expect(stored[0]?.lat).toBeCloseTo(22.63827, 5);
    expect(stored[0]?.lon).toBeCloseTo(114.02922, 5);
    // 2.14 km/h, stored in m/s.
    expect(stored[0]?.speed).toBeCloseTo(0.594, 3);
    expect(tracker.received()).toBe('');
  });

  it('stores both fixes of a low-altitude batch', async () => {
    const deviceId = await addTracker(api, owner, 'mictrack', '861108032038761', 'MT600-L drone');
    const tracker = await connectTracker(port());
    await tracker.send(bytes(batch));
    const stored = await storedPositions(api, owner, deviceId, '2017-11-13', 2);
    tracker.end();
    expect(stored.map((p) => new Date(p.time).toISOString()).sort()).toEqual([
      '2017-11-13T06:22:32.000Z',
      '2017-11-13T06:23:32.000Z',
    ]);
  });

  it('writes a queued command once the unit names itself, and takes its answer', async () => {
    const deviceId = await addTracker(api, owner, 'mictrack', '867035041390699', 'MT710 dog collar');
    const queued = await api.call('/command', {
      token: owner.token,
      body: { deviceId, command: { kind: 'custom', text: 'MODE,1,60' } },
    });
    expect(queued.status).toBe(201);
    const tracker = await connectTracker(port());
    await tracker.send(bytes('MT;5;867035041390699;RH;5+190116112648+0+0+0+0+11+3954+1\r\n'));
    expect(Buffer.from(await tracker.read('MODE,1,60'.length), 'hex').toString('latin1')).toBe('MODE,1,60');
    await tracker.send(bytes('867035041390699 netlock=Success!\r\n'));
    let answer: { status?: string; response?: string } = {};
    for (let i = 0; i < 50 && answer.status !== 'acknowledged'; i++) {
      answer = (await api.call(`/command/${queued.body.id}`, { token: owner.token })).body;
      if (answer.status !== 'acknowledged') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    tracker.end();
    expect(answer.status).toBe('acknowledged');
  });

  it('refuses an unregistered unit by closing the connection, storing nothing', async () => {
    const tracker = await connectTracker(port());
    // Unit 866425031377981 (another of Traccar's vectors), never registered.
    await tracker.send(
      bytes('MT;6;866425031377981;R1;190108024848+6a:db:54:5a:79:6d,-91,00:9a:cd:a2:e6:21,-94+3+3831+0\r\n'),
    );
    await tracker.closed();
    expect(tracker.received()).toBe('');
  });
});

describe('Mictrack over UDP', () => {
  // [ours] an R0 report built on the layout of Traccar's: 2018-11-29 08:10:17 at -33.86882, 151.20929.
  it('stores a report sent as a datagram without a line end', async () => {
    const deviceId = await addTracker(api, owner, 'mictrack', '866425031379169', 'MT821 container');
    const socket = dgram.createSocket('udp4');
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    socket.send(
      bytes('MT;1;866425031379169;R0;7+181129081017+-33.86882+151.20929+0+0+2+3976+5'),
      port(),
      '127.0.0.1',
    );
    const stored = await storedPositions(api, owner, deviceId, '2018-11-29');
    socket.close();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.lat).toBeCloseTo(-33.86882, 5);
  });
});
