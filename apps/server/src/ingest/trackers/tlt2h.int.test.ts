import dgram from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, aroundNow, storedFrameReadings, storedPositions } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// TLT-2H through the real listener, with the messages of [traccar] traccar/traccar
// Tlt2hProtocolDecoderTest.java (9e5c458a), each ended by `##\r\n` as Tlt2hProtocol frames them:
// unit 357671030946351's fix of 2013-03-07 22:38:35 UTC at -6.25591, 107.14297, 14.62 knots; unit
// 123456789000001's three records of 2007-12-25; unit 867198059727390's report (the header of the
// Mictrack MT700 document's example, 3.8 V backup battery); unit 862255061752835's MT710 fix of
// 2024-03-01 by UDP. The MT700 document: reports and commands go "without ACK", so nothing is answered.
const v500 =
  '#357671030946351#V500#0000#AUTO#1\r\n#$GPRMC,223835.000,A,0615.3545,S,10708.5779,E,14.62,97.41,070313,,,D*70\r\n##\r\n';
const backlog =
  '#123456789000001#V3338#0000#SMS#3\r\n#25ee0dff$GPRMC,083945.180,A,2233.4249,N,11406.0046,E,0.00,315.00,251207,,,A*6E\r\n#25ee0dff$GPRMC,083950.180,A,2233.4249,N,11406.0046,E,0.00,315.00,251207,,,A*6E\r\n#25ee0dff$GPRMC,083955.180,A,2233.4249,N,11406.0046,E,0.00,315.00,251207,,,A*6E\r\n##\r\n';
const mt700 =
  '#867198059727390#MT700#0000#AUTO#1\r\n#38$GPRMC,105721.00,A,2238.3071,N,11401.7575,E,,96.70,250321,,,A*74\r\n##\r\n';

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;

const port = () => server.app.trackers()?.ports.tlt2h as number;
const bytes = (text: string) => Buffer.from(text, 'latin1');

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('tlt2h'));
  api = testApi(server);
  owner = await api.signUp('Tlt2hFleet');
}, 60_000);
afterAll(() => server?.close());

async function commandStatus(id: string, until: string): Promise<string> {
  let status = '';
  for (let i = 0; i < 50 && status !== until; i++) {
    status = (await api.call(`/command/${id}`, { token: owner.token })).body.status;
    if (status !== until) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return status;
}

describe('TLT-2H over TCP', () => {
  it('stores a message split over two reads (inside its ##\\r\\n), answering nothing', async () => {
    const deviceId = await addTracker(api, owner, 'tlt2h', '357671030946351', 'V500 van');
    const tracker = await connectTracker(port());
    await tracker.send(bytes(v500.slice(0, -3)));
    await tracker.send(bytes(v500.slice(-3)));
    const stored = await storedPositions(api, owner, deviceId, '2013-03-07');
    tracker.end();
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]?.time as string).toISOString()).toBe('2013-03-07T22:38:35.000Z');
    // Traccar asserts -6.25591, 107.14297.
    expect(stored[0]?.lat).toBeCloseTo(-6.255908, 6);
    expect(stored[0]?.lon).toBeCloseTo(107.142965, 6);
    // 14.62 knots = 27.076 km/h, stored in m/s.
    expect(stored[0]?.speed).toBeCloseTo(7.521, 3);
    expect(tracker.received()).toBe('');
  });

  it('stores each record of a backlog at its own time', async () => {
    const deviceId = await addTracker(api, owner, 'tlt2h', '123456789000001', 'V3338 trailer');
    const tracker = await connectTracker(port());
    await tracker.send(bytes(backlog));
    const stored = await storedPositions(api, owner, deviceId, '2007-12-25', 3);
    tracker.end();
    expect(stored.map((p) => new Date(p.time).toISOString()).sort()).toEqual([
      '2007-12-25T08:39:45.000Z',
      '2007-12-25T08:39:50.000Z',
      '2007-12-25T08:39:55.000Z',
    ]);
  });

  it('writes a queued command as typed once the unit reports; without an answer it stays sent', async () => {
    const deviceId = await addTracker(api, owner, 'tlt2h', '867198059727390', 'MT700 pallet');
    const queued = await api.call('/command', {
      token: owner.token,
      body: { deviceId, command: { kind: 'custom', text: 'MODE,1,60' } },
    });
    expect(queued.status).toBe(201);
    const tracker = await connectTracker(port());
    await tracker.send(bytes(mt700));
    expect(Buffer.from(await tracker.read('MODE,1,60'.length), 'hex').toString('latin1')).toBe('MODE,1,60');
    expect(await commandStatus(queued.body.id, 'sent')).toBe('sent');
    expect(await storedPositions(api, owner, deviceId, '2021-03-25')).toHaveLength(1);
    tracker.end();
    // The backup voltage before the fix: 38, 3.8 V.
    const device = await api.call(`/device/${deviceId}`, { token: owner.token });
    expect(device.body.readings).toMatchObject({ battery_mv: 3800 });
  });

  it('stores an SOS without a fix as Button pressed, an event of that record, not the unit’s state', async () => {
    const deviceId = await addTracker(api, owner, 'tlt2h', '860517049471362', 'MT700 walker');
    const tracker = await connectTracker(port());
    // [ours] Traccar's vector for this unit (no fix yet), with the SOS status.
    await tracker.send(bytes('#860517049471362#MT700#0000#SOS#1\r\n#36$GPRMC,,V,,,,,,,,,,A*5C\r\n##\r\n'));
    const frames = await storedFrameReadings(api, owner, deviceId, aroundNow(), 'button');
    tracker.end();
    // Button pressed (stored as 1) in the record's history.
    expect(frames).toEqual([{ button: 1, battery_mv: 3600, battery_pct: expect.any(Number) }]);
    // The unit never says the alarm ended: the device's current readings keep the battery only.
    const device = await api.call(`/device/${deviceId}`, { token: owner.token });
    expect(device.body.readings).toMatchObject({ battery_mv: 3600 });
    expect(device.body.readings.button).toBeUndefined();
  });

  it('refuses an unregistered unit by closing the connection, storing nothing', async () => {
    const tracker = await connectTracker(port());
    // Unit 868323028789359 (another of Traccar's vectors), never registered.
    await tracker.send(
      bytes(
        '#868323028789359#MT600#0000#AUTOLOW#1\r\n#07d8cd5198$GPRMC,164934.00,A,1814.4854,N,09926.0566,E,0.03,,240417,,,A*4A\r\n##\r\n',
      ),
    );
    await tracker.closed();
    expect(tracker.received()).toBe('');
  });
});

describe('TLT-2H over UDP', () => {
  it('stores a report sent as a datagram, its ##\\r\\n or none (traccar/traccar#5344)', async () => {
    const deviceId = await addTracker(api, owner, 'tlt2h', '862255061752835', 'MT710 dog collar');
    const socket = dgram.createSocket('udp4');
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    socket.send(
      bytes(
        '#862255061752835#MT710#0000#AUTO#1\r\n#4106#$GPRMC,151410.00,A,3010.4103,N,08146.2728,W,,214.90,010324,,,A*58\r\n##\r\n',
      ),
      port(),
      '127.0.0.1',
    );
    // [ours] the same unit's next report ten seconds later, without the delimiter.
    socket.send(
      bytes(
        '#862255061752835#MT710#0000#AUTO#1\r\n#4106#$GPRMC,151420.00,A,3010.4110,N,08146.2730,W,,214.90,010324,,,A*5F\r\n',
      ),
      port(),
      '127.0.0.1',
    );
    const stored = await storedPositions(api, owner, deviceId, '2024-03-01', 2);
    socket.close();
    expect(stored.map((p) => new Date(p.time).toISOString()).sort()).toEqual([
      '2024-03-01T15:14:10.000Z',
      '2024-03-01T15:14:20.000Z',
    ]);
    expect(stored.find((p) => p.time.startsWith('2024-03-01T15:14:10'))?.lat).toBeCloseTo(30.173505, 5);
  });
});
