import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, storedPositions } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// MiniFinder (Traccar's minifinder2) through the real listener, with the messages of [traccar]
// traccar/traccar Minifinder2ProtocolDecoderTest.java (9e5c458a): unit 867730053403279's data
// message (index 0000, answer asked): 2022-05-17 08:07:08 UTC at 22.4382, 114.05236, 45 km/h,
// answered with the response 7F 01 00 and its index only once the record is stored; then unit
// 865068040000128's backlog of 29 fixes (index 0C1A) on 2020-09-11, one answer for all of them.
// The protocol has no login message: the IMEI in each data message is the unit's login.
const single =
  'AB103D0035A700000110013836373733303035333430333237390924AC5783620103C250162030CC5F0D5002FB432D00AF005A3158006D0A00000B0931EC5783620A000000';
const backlog =
  'ab10cf0382171a0c0110013836353036383034303030303132380924d2a85b5f010296411620d8d9cf13283b5fc601000000e4065500ac4001000b0924dca85b5f0102964116205fd4cf13c53d5fc6010099009f074300ac4001000b0924e6a85b5f010296411620dbd0cf13b83b5fc60d00df00d0074300ac4001000b0924f0a85b5f010296411620a0cccf1339195fc61c000a01fd074000ac4001000b0924faa85b5f010296411620efd9cf135f0b5fc61f00a600b0074200124101000b092404a95b5f010296411620c1eecf13de235fc627005400d3074300124101000b09240ea95b5f010296411620b6f0cf139d505fc628005400280846007d4101000b092418a95b5f01029641162041f2cf13d5835fc62b0056006a084600514201000b092422a95b5f0102964116204ee6cf137ea25fc62100a00091084000514201000b09242ca95b5f01029641162042d6cf130a9a5fc62100fd0085074300b74201000b092436a95b5f010296411620a6d4cf132b6a5fc628000a01250841001e4301000b092440a95b5f01029641162039d1cf1336445fc61200100127084000894301000b09244aa95b5f010296411620bad5cf13eb3d5fc601004e001d084c00894301000b092454a95b5f01029641162042d6cf13163e5fc6000004006e084500894301000b09245ea95b5f01029641162008d9cf1322395fc60100000032084000894301000b092468a95b5f010296411620bfd5cf1345395fc60000080069084c00894301000b092472a95b5f01029641162001d7cf13e8375fc6000000003e085200894301000b09247ca95b5f0102964116204fd7cf136c3a5fc60000000055085400894301000b092486a95b5f010296411620d2d7cf1364395fc600000000a8076c00894301000b092490a95b5f010296411620fdd6cf13383a5fc6000000003c084d00894301000b09249aa95b5f01029641162049d7cf13d9395fc600000000be076c00894301000b0924a4a95b5f010296411620e8d5cf133f375fc6000000001a085900894301000b0924aea95b5f01029641162080d9cf13e3395fc60000000080076c00894301000b0924b8a95b5f010296411620a1d9cf13ac395fc6000000006f075b00894301000b0924c2a95b5f010296411620f3d9cf13b53a5fc60000000090074f00894301000b0924cca95b5f010296411620a1d7cf13aa385fc6000000001d084d00894301000b0924d6a95b5f0102964116208fd8cf1393385fc600000000fc074d00894301000b0924e0a95b5f0102964116206dd7cf13ae395fc600000000ef074d00894301000b0924eaa95b5f01029641162044d8cf1388395fc600000000a5075200894301000b';
/** Unit 355465071029306's data message (another of Traccar's vectors), never registered. */
const unknown =
  'ab103f007e2533000110013335353436353037313032393330360930e09d245d210100000924b49e245d01025b201620e6c03b1ef367420400000000aa026d00c90e0000100110';

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('minifinder'));
  api = testApi(server);
  owner = await api.signUp('MiniFinderTeam');
}, 60_000);
afterAll(() => server?.close());

describe('MiniFinder over TCP', () => {
  it('stores a data message split over two reads, then answers it with its index', async () => {
    const deviceId = await addTracker(api, owner, 'minifinder', '867730053403279', 'Pico, night shift');
    const tracker = await connectTracker(server.app.trackers()?.ports.minifinder as number);
    await tracker.send(single.slice(0, 40));
    await tracker.send(single.slice(40));
    // AB | flags 00 | length 0003 | CRC-16/XMODEM of 7F 01 00 | index 0000 | 7F 01 00
    expect(await tracker.read(11)).toBe('AB00030008C700007F0100');
    const stored = await storedPositions(api, owner, deviceId, '2022-05-17');
    tracker.end();
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]?.time as string).toISOString()).toBe('2022-05-17T08:07:08.000Z');
    expect(stored[0]?.lat).toBeCloseTo(22.4382, 5);
    expect(stored[0]?.lon).toBeCloseTo(114.05236, 5);
  });

  it('stores a backlog of 29 fixes and answers the message once', async () => {
    const deviceId = await addTracker(api, owner, 'minifinder', '865068040000128', 'Nano, van 3');
    const tracker = await connectTracker(server.app.trackers()?.ports.minifinder as number);
    await tracker.send(backlog);
    expect(await tracker.read(11)).toBe('AB00030008C71A0C7F0100');
    const stored = await storedPositions(api, owner, deviceId, '2020-09-11', 29);
    tracker.end();
    expect(stored).toHaveLength(29);
    expect(stored.map((p) => new Date(p.time).toISOString())).toContain('2020-09-11T16:41:54.000Z');
  });

  it('refuses an unregistered unit: nothing answered, the connection closed, nothing stored', async () => {
    const tracker = await connectTracker(server.app.trackers()?.ports.minifinder as number);
    await tracker.send(unknown);
    await tracker.closed();
    expect(tracker.received()).toBe('');
  });
});
