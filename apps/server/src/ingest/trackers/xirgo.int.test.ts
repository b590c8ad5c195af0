import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, storedPositions } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// Xirgo through the real listener, with a message of [traccar] traccar/traccar
// XirgoProtocolDecoderTest.java (5505721e): unit 354660046140722's old-layout report, event 6001,
// 2013-01-22 15:36:18 UTC at 25.80907, -80.32531, 19 mph. Xirgo waits for no answer over TCP.
const report =
  '$$354660046140722,6001,2013/01/22,15:36:18,25.80907,-80.32531,7.1,19,165.2,11,0.8,11.1,17,1,1,3.9,2##';

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('xirgo'));
  api = testApi(server);
  owner = await api.signUp('XirgoFleet');
}, 60_000);
afterAll(() => server?.close());

describe('Xirgo over TCP', () => {
  it("stores a registered unit's report split over two reads, answering nothing", async () => {
    const deviceId = await addTracker(api, owner, 'xirgo', '354660046140722', 'XT-4500 pickup');
    const tracker = await connectTracker(server.app.trackers()?.ports.xirgo as number);
    const bytes = Buffer.from(report, 'latin1');
    await tracker.send(bytes.subarray(0, 30));
    await tracker.send(bytes.subarray(30, bytes.length - 1));
    await tracker.send(bytes.subarray(bytes.length - 1));
    const stored = await storedPositions(api, owner, deviceId, '2013-01-22');
    expect(tracker.received()).toBe('');
    tracker.end();
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]?.time as string).toISOString()).toBe('2013-01-22T15:36:18.000Z');
    expect(stored[0]?.lat).toBeCloseTo(25.80907, 5);
    expect(stored[0]?.lon).toBeCloseTo(-80.32531, 5);
    expect(stored[0]?.speed).toBeCloseTo(8.494, 2); // 19 mph in m/s
  });

  it('refuses an unregistered unit: the connection closed unanswered, nothing stored', async () => {
    const tracker = await connectTracker(server.app.trackers()?.ports.xirgo as number);
    // Unit 357207059646786 (another of Traccar's vectors), never registered.
    await tracker.send(
      Buffer.from(
        '$$357207059646786,4003,2015/05/19,15:54:56,-20.21422,-70.14927,37.5,1.8,0.0,11,0.8,12.9,31,297,1,0,0.0,0.0,0,1,1,1##',
        'latin1',
      ),
    );
    await tracker.closed();
    expect(tracker.received()).toBe('');
  });
});
