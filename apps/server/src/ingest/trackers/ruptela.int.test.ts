import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { decoderVectors } from './ruptela/test/traccar-vectors.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, storedPositions } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// Ruptela through the real listener, with the packets of [traccar] traccar/traccar
// RuptelaProtocolDecoderTest.java (9e5c458a): unit 863591024076709's records packet (command 1)
// of two records, 2015-04-27 06:57:02 and 06:57:24 UTC near 25.2848, 55.3507, acknowledged with
// 0x64 0x01 (00 02 64 01 13 BC) only once both are stored (the unit re-sends what is not).
const records = decoderVectors[13]?.hex as string;
// Unit 863071016796572's records packet: never registered.
const stranger = decoderVectors[11]?.hex as string;

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('ruptela'));
  api = testApi(server);
  owner = await api.signUp('RuptelaFleet');
}, 60_000);
afterAll(() => server?.close());

describe('Ruptela over TCP', () => {
  it('stores the records of a packet split over two reads, then acknowledges them', async () => {
    const deviceId = await addTracker(api, owner, 'ruptela', '863591024076709', 'FM-Eco4 van');
    const tracker = await connectTracker(server.app.trackers()?.ports.ruptela as number);
    await tracker.send(records.slice(0, 50));
    await tracker.send(records.slice(50));
    expect(await tracker.read(6)).toBe('0002640113BC');
    const stored = await storedPositions(api, owner, deviceId, '2015-04-27', 2);
    tracker.end();
    expect(stored).toHaveLength(2);
    const times = stored.map((p) => new Date(p.time).toISOString()).sort();
    expect(times).toEqual(['2015-04-27T06:57:02.000Z', '2015-04-27T06:57:24.000Z']);
    const last = stored.find((p) => p.time.startsWith('2015-04-27T06:57:24'));
    expect(last?.lat).toBeCloseTo(25.284915, 6);
    expect(last?.lon).toBeCloseTo(55.3507183, 6);
  });

  it('refuses an unregistered unit: its records unacknowledged, the connection closed, nothing stored', async () => {
    const tracker = await connectTracker(server.app.trackers()?.ports.ruptela as number);
    await tracker.send(stranger);
    await tracker.closed();
    expect(tracker.received()).toBe('');
  });
});
