import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, storedPositions } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// TK103 through the real listener, with the messages of [traccar] traccar/traccar
// Tk103ProtocolDecoderTest.java: unit 088048003342's BP05 login (2015-09-17 10:31:15 UTC) and
// BR00 report (10:32:24, 13.883002, 100.515083); unit 013666666666's BO01 SOS alarm
// (2011-09-25 02:59:48). The answers are the protocol's: AP05 to a login, AS01<code> to an alarm;
// the command is written as Tk103ProtocolEncoder does, `(<id><command>)`.
const login =
  '(088048003342BP05354188048003342150917A1352.9801N10030.9050E000.0103115265.5600010000L000003F9)';
const report = '(088048003342BR00150917A1352.9801N10030.9050E000.0103224000.0000010000L000003F9)';
const alarm = '(013666666666BO012110925A1234.5678N01234.5678W000.0025948118.7200000000L000024DE)';

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;

const port = () => server.app.trackers()?.ports.tk103 as number;
const ascii = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');

const addUnit = (imei: string, name: string) => addTracker(api, owner, 'tk103', imei, name);
const positions = (deviceId: string, day: string, count = 1) =>
  storedPositions(api, owner, deviceId, day, count);

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('tk103'));
  api = testApi(server);
  owner = await api.signUp('Tk103Fleet');
}, 60_000);
afterAll(() => server?.close());

describe('TK103 over TCP', () => {
  it('answers a registered unit’s login and stores it and a report split over two reads', async () => {
    const deviceId = await addUnit('088048003342', 'TK103 van');
    const tracker = await connectTracker(port());
    await tracker.send(Buffer.from(login, 'latin1'));
    expect(ascii(await tracker.read('(088048003342AP05)'.length))).toBe('(088048003342AP05)');
    const bytes = Buffer.from(report, 'latin1');
    await tracker.send(bytes.subarray(0, 30));
    await tracker.send(bytes.subarray(30));
    const stored = await positions(deviceId, '2015-09-17', 2);
    tracker.end();
    expect(stored.map((p) => new Date(p.time).toISOString()).sort()).toEqual([
      '2015-09-17T10:31:15.000Z',
      '2015-09-17T10:32:24.000Z',
    ]);
    expect(stored[0]?.lat).toBeCloseTo(13.883002, 6);
    expect(stored[0]?.lon).toBeCloseTo(100.515083, 6);
  });

  it('stores an SOS alarm and answers it AS01 with its code', async () => {
    const deviceId = await addUnit('013666666666', 'TK103 car');
    const tracker = await connectTracker(port());
    await tracker.send(Buffer.from(alarm, 'latin1'));
    expect(ascii(await tracker.read('(013666666666AS012)'.length))).toBe('(013666666666AS012)');
    const stored = await positions(deviceId, '2011-09-25');
    tracker.end();
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]?.time as string).toISOString()).toBe('2011-09-25T02:59:48.000Z');
  });

  it("writes a queued request for a position (the catalogue's AP00) after the handshake and takes the BP04 position as its answer", async () => {
    const deviceId = await addUnit('013632782450', 'TK103 truck');
    const queued = await api.call('/command', {
      token: owner.token,
      body: { deviceId, command: { kind: 'request_position' } },
    });
    expect(queued.status).toBe(201);
    const tracker = await connectTracker(port());
    await tracker.send(Buffer.from('(013632782450BP00HSO)', 'latin1'));
    const expected = '(013632782450AP01HSO)(013632782450AP00)';
    const written = ascii(await tracker.read(expected.length));
    expect(written.split(')').sort()).toEqual(expected.split(')').sort());
    await tracker.send(
      Buffer.from(
        '(013632782450BP04120803A2234.0297N11405.9101E000.0174654000.0000000000L00000000)',
        'latin1',
      ),
    );
    let status = '';
    for (let i = 0; i < 50 && status !== 'acknowledged'; i++) {
      const res = await api.call(`/command/${queued.body.id}`, { token: owner.token });
      status = res.body.status;
      if (status !== 'acknowledged') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    tracker.end();
    expect(status).toBe('acknowledged');
    expect(await positions(deviceId, '2012-08-03')).toHaveLength(1);
  });

  it('refuses an unregistered unit by closing the connection, storing nothing', async () => {
    const tracker = await connectTracker(port());
    await tracker.send(
      Buffer.from(
        '(099911122233BP05000099911122233110524A4241.7977N02318.7561E000.0123536356.5100000000L000946BB)',
        'latin1',
      ),
    );
    await tracker.closed();
    expect(tracker.received()).toBe('');
  });
});
