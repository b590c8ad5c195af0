import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, storedPositions } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// ATrack through the real listener, with the messages of [traccar] traccar/traccar
// AtrackProtocolDecoderTest.java (9e5c458a): unit 352964052096642's keep-alive (sequence 0001) and
// its binary position message, sequence 01E0: 2013-10-16 17:31:09 UTC at 40.547543, -3.635179,
// 11 km/h. The keep-alive is answered with itself, the message with FE 02 + unit id + sequence id,
// and only once the record is stored (the unit re-sends what is not acknowledged).
const keepAlive = 'fe0200014104d8f196820001';
const position =
  '40501e58003301e000014104d8f19682525ecd5d525ee344525ee35effc88815026ab4d70000020000104403de01000b0000000007d007d000';

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('atrack'));
  api = testApi(server);
  owner = await api.signUp('ATrackFleet');
}, 60_000);
afterAll(() => server?.close());

describe('ATrack over TCP', () => {
  it('answers the keep-alive, stores a binary position split over two reads, then acknowledges it', async () => {
    const deviceId = await addTracker(api, owner, 'atrack', '352964052096642', 'AK11 truck');
    const tracker = await connectTracker(server.app.trackers()?.ports.atrack as number);
    await tracker.send(keepAlive);
    expect(await tracker.read(12)).toBe(keepAlive.toUpperCase());
    await tracker.send(position.slice(0, 40));
    await tracker.send(position.slice(40));
    expect(await tracker.read(12)).toBe('FE0200014104D8F1968201E0');
    const stored = await storedPositions(api, owner, deviceId, '2013-10-16');
    tracker.end();
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]?.time as string).toISOString()).toBe('2013-10-16T17:31:09.000Z');
    expect(stored[0]?.lat).toBeCloseTo(40.547543, 6);
    expect(stored[0]?.lon).toBeCloseTo(-3.635179, 6);
  });

  it('refuses an unregistered unit: its keep-alive unanswered, the connection closed, nothing stored', async () => {
    const tracker = await connectTracker(server.app.trackers()?.ports.atrack as number);
    // Unit 359551037986626 (the @R vector's), never registered.
    await tracker.send('fe02000147027fe5d7420001');
    await tracker.closed();
    expect(tracker.received()).toBe('');
  });
});
