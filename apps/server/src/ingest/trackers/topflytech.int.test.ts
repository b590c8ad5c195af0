import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, storedPositions } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// Topflytech through the real listener, with the messages of [traccar] traccar/traccar
// T800xProtocolDecoderTest.java (9e5c458a): T8803 unit 357367031063979's login (0x2323 0x01),
// answered with the head and serial 0001 once the unit is known, then its alarm (0x04, external
// power cut): 2015-10-22 12:16:48 UTC at 18.596584, 73.793228, answered with the alarm code only
// once the record is stored.
const login = '232301001500020357367031063979150208625010';
const alarm =
  '232304004200030357367031063979003c03842307d00000c80000050100008000008900890100000017b100151022121648b8ef0c4422969342cec5944100000110';

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('topflytech'));
  api = testApi(server);
  owner = await api.signUp('TopflyFleet');
}, 60_000);
afterAll(() => server?.close());

describe('Topflytech over TCP', () => {
  it('answers the login, stores an alarm split over two reads, then answers it with its code', async () => {
    const deviceId = await addTracker(api, owner, 'topflytech', '357367031063979', 'T8803 van');
    const tracker = await connectTracker(server.app.trackers()?.ports.topflytech as number);
    await tracker.send(login);
    expect(await tracker.read(15)).toBe('232301000F00010357367031063979');
    await tracker.send(alarm.slice(0, 40));
    await tracker.send(alarm.slice(40));
    expect(await tracker.read(16)).toBe('23230400100001035736703106397901');
    const stored = await storedPositions(api, owner, deviceId, '2015-10-22');
    tracker.end();
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]?.time as string).toISOString()).toBe('2015-10-22T12:16:48.000Z');
    expect(stored[0]?.lat).toBeCloseTo(18.596584, 5);
    expect(stored[0]?.lon).toBeCloseTo(73.793228, 5);
  });

  it('refuses an unregistered unit: its login unanswered, the connection closed, nothing stored', async () => {
    const tracker = await connectTracker(server.app.trackers()?.ports.topflytech as number);
    // Unit 880316890202968 (another of Traccar's vectors), never registered.
    await tracker.send('232301001500000880316890202968140197625020');
    await tracker.closed();
    expect(tracker.received()).toBe('');
  });
});
