import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, storedPositions } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// Laipac through the real listener, with the sentences of [traccar] traccar/traccar
// LaipacProtocolDecoderTest.java (5505721e): unit 358174067149865's alarm-button report
// (2018-03-19 14:29:45 UTC, 50.835423, 4.33415, event 3), answered `$AVCFG,00000000,d` as
// LaipacProtocolDecoder does; unit 999999999999999's report with a lower-case status, answered
// `$EAVACK,<event>,<checksum>` (as GpsGate does, traccar/traccar issue #2423); unit MSG00002's
// `$ECHK` keep-alive, echoed. Its id has letters: Laipac units name themselves by their serial.
const sos =
  '$AVRMC,358174067149865,142945,R,5050.1254,N,00420.0490,E,0.00,0.00,190318,3,3455,119,1,0,0,3EE4A617,020610*53\r\n';
const lowerCase =
  '$AVRMC,999999999999999,084514,r,5050.1314,N,00419.9719,E,0.68,306.39,120318,0,3882,84,1,0,0,3EE4A617,020610*4D\r\n';
const keepAlive = '$ECHK,MSG00002,0*5E\r\n';

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;

const port = () => server.app.trackers()?.ports.laipac as number;
const ascii = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');
const bytes = (text: string) => Buffer.from(text, 'latin1');

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('laipac'));
  api = testApi(server);
  owner = await api.signUp('LaipacCare');
}, 60_000);
afterAll(() => server?.close());

describe('Laipac over TCP', () => {
  it('stores an SOS report split over two reads, then answers it with $AVCFG', async () => {
    const deviceId = await addTracker(api, owner, 'laipac', '358174067149865', 'S911 Lola, room 12');
    const tracker = await connectTracker(port());
    await tracker.send(bytes(sos.slice(0, 40)));
    await tracker.send(bytes(sos.slice(40)));
    expect(ascii(await tracker.read(22))).toBe('$AVCFG,00000000,d*31\r\n');
    const stored = await storedPositions(api, owner, deviceId, '2018-03-19');
    tracker.end();
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]?.time as string).toISOString()).toBe('2018-03-19T14:29:45.000Z');
    expect(stored[0]?.lat).toBeCloseTo(50 + 50.1254 / 60, 6);
    expect(stored[0]?.lon).toBeCloseTo(4 + 20.049 / 60, 6);
  });

  it('acknowledges a report with a lower-case status once it is stored', async () => {
    const deviceId = await addTracker(api, owner, 'laipac', '999999999999999', 'LaiTrack van');
    const tracker = await connectTracker(port());
    await tracker.send(bytes(`\r\n${lowerCase}`));
    expect(ascii(await tracker.read(17))).toBe('$EAVACK,0,4D*5B\r\n');
    const stored = await storedPositions(api, owner, deviceId, '2018-03-12');
    tracker.end();
    expect(stored).toHaveLength(1);
    // 0.68 knots
    expect(stored[0]?.speed).toBeCloseTo((0.68 * 1.852) / 3.6, 3);
  });

  it('echoes a keep-alive and writes a queued position request (AVREQ) to the unit', async () => {
    const deviceId = await addTracker(api, owner, 'laipac', 'MSG00002', 'S911 Bracelet');
    const queued = await api.call('/command', {
      token: owner.token,
      body: { deviceId, command: { kind: 'request_position' } },
    });
    expect(queued.status).toBe(201);
    const tracker = await connectTracker(port());
    await tracker.send(bytes(keepAlive));
    const echo = '$ECHK,MSG00002,0*5E\r\n';
    const request = '$AVREQ,00000000,1*60\r\n';
    const written = ascii(await tracker.read(echo.length + request.length));
    tracker.end();
    expect(written.split('\r\n').sort()).toEqual(`${echo}${request}`.split('\r\n').sort());
  });

  it('refuses an unregistered unit: nothing answered, the connection closed', async () => {
    const tracker = await connectTracker(port());
    await tracker.send(
      bytes(
        '$AVRMC,80006405,212645,r,3013.9938,N,08133.3998,W,0.00,0.00,010317,a,4076,0,1,0,0,53170583,310260*78\r\n',
      ),
    );
    await tracker.closed();
    expect(tracker.received()).toBe('');
  });
});
