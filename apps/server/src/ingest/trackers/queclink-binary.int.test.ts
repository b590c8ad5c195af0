import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, storedPositions } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// Queclink @Track in its binary (HEX) report format through the real listener, on the same
// connection as the text form:
// [traccar] traccar/traccar Gl200BinaryProtocolDecoderTest.java at commit
//   9e5c458ad0bf44ceaddf72534bf6874787f41b6c: the +RSP GTFRI of GB100 unit 865084030003675
//   (2017-08-01 08:26:42, 39.611009, -9.068207, count 19E1), byte for byte but for its GPS
//   accuracy (byte 31, 0 there: "last known position", which is not stored as a fix), set to 1.
//   Its checksum is not verified (the HEX documents do not define it), so nothing else changes.
// [queclink-gl300] Queclink "GL300 @Track Air Interface Protocol", the +RESP:GTFRI example
//   (2009-02-14 01:32:54, 31.222073, 121.354335, count 11F0), with this unit's IMEI.
const traccarFri =
  '2b5253500700fc1fbf005d4501020209563254030003430564377e42071001000000000000007eff75a151025c6a8107e10801081a2a02680003189c1ac500000000000002100700000000000000000007e1080108241019e17ebe0d0a';
const binaryFri = Buffer.from(traccarFri, 'hex');
binaryFri[31] = 1;
const imei = '865084030003675';
const textFri = `+RESP:GTFRI,1A0102,${imei},,0,0,1,1,4.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00,,20090214093254,11F0$`;

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;
let deviceId: string;

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('queclink'));
  api = testApi(server);
  owner = await api.signUp('QueclinkBinaryFleet');
  deviceId = await addTracker(api, owner, 'queclink', imei, 'GB100 in HEX mode');
}, 60_000);
afterAll(() => server?.close());

const sack = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');

describe('Queclink @Track binary over TCP', () => {
  it('stores a registered unit’s binary GTFRI, answers +SACK, and still reads text on the connection', async () => {
    const port = server.app.trackers()?.ports.queclink as number;
    const tracker = await connectTracker(port);
    // Split mid-frame (inside the mask), to be joined by the listener.
    const frame = binaryFri;
    await tracker.send(frame.subarray(0, 7));
    await tracker.send(frame.subarray(7));
    expect(sack(await tracker.read(11))).toBe('+SACK:19E1$');

    await tracker.send(Buffer.from(textFri, 'latin1'));
    expect(sack(await tracker.read(11))).toBe('+SACK:11F0$');

    const binaryDay = await storedPositions(api, owner, deviceId, '2017-08-01');
    const textDay = await storedPositions(api, owner, deviceId, '2009-02-14');
    tracker.end();

    expect(binaryDay).toHaveLength(1);
    expect(new Date(binaryDay[0]?.time as string).toISOString()).toBe('2017-08-01T08:26:42.000Z');
    expect(binaryDay[0]?.lat).toBeCloseTo(39.611009, 6);
    expect(binaryDay[0]?.lon).toBeCloseTo(-9.068207, 6);
    expect(textDay).toHaveLength(1);
    expect(new Date(textDay[0]?.time as string).toISOString()).toBe('2009-02-14T01:32:54.000Z');
    expect(textDay[0]?.lat).toBeCloseTo(31.222073, 6);
    expect(textDay[0]?.lon).toBeCloseTo(121.354335, 6);
  });
});
