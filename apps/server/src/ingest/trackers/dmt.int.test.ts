import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// Digital Matter through the real listener, with the messages of [traccar] traccar/traccar
// DmtProtocolDecoderTest.java (9e5c458a): unit 353323081669730's 49-byte hello, and a data message
// of two records (2021-02-05 05:51:55 UTC at 55.457414, 9.9343941 and 06:07:02 at 55.5500261,
// 9.6395707; another unit's in Traccar's test, uploaded here by this one). The hello is answered
// 0x01 (time since 2013, flags 0); the commit that follows the records is answered 0x06 01 only
// once they are stored, so the unit deletes nothing that was not kept.
const hello =
  '025500310038f90100333533333233303831363639373330003839363130313835303031383234383434363330002202010900000000';
const records =
  '0255047a003d0035020000fbb53a0f030015fbb53a0f3c210e2145deeb051e001a0901940c070302080300000000000300060f011d1003400804180005e80f062e1c3d003602000086b93a0f03001586b93a0fe5421c21bbe1be051700c30901a50d070302080300000000000300060f011d1003bb0804180005e80f062e1c';
const commit = '0255050000';

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('dmt'));
  api = testApi(server);
  owner = await api.signUp('DigitalMatterFleet');
}, 60_000);
afterAll(() => server?.close());

const port = () => server.app.trackers()?.ports.dmt as number;

describe('Digital Matter over TCP', () => {
  it('answers the hello, stores the records, then answers the commit', async () => {
    const deviceId = await addTracker(api, owner, 'dmt', '353323081669730', 'Oyster3 trailer');
    const tracker = await connectTracker(port());
    await tracker.send(hello);
    const answer = await tracker.read(13);
    expect(answer.slice(0, 10)).toBe('0255010800');
    expect(answer.slice(18)).toBe('00000000');
    const seconds = Buffer.from(answer.slice(10, 18), 'hex').readUInt32LE(0);
    expect(Math.abs(Date.UTC(2013, 0, 1) / 1000 + seconds - Date.now() / 1000)).toBeLessThan(60);

    await tracker.send(records.slice(0, 60));
    await tracker.send(records.slice(60) + commit);
    expect(await tracker.read(6)).toBe('025506010001');
    // Answered only once stored: the positions are there at once, not eventually.
    const res = await api.call(
      `/device/${deviceId}/positions?from=2021-02-05T00:00:00Z&to=2021-02-05T23:59:59Z`,
      { token: owner.token },
    );
    tracker.end();
    const stored = res.body as Array<{ time: string; lat: number; lon: number; speed?: number }>;
    expect(stored).toHaveLength(2);
    const first = stored.find((p) => p.time.startsWith('2021-02-05T05:51:55'));
    expect(first?.lat).toBeCloseTo(55.457414, 6);
    expect(first?.lon).toBeCloseTo(9.9343941, 6);
    expect(first?.speed).toBeCloseTo(83.88 / 3.6, 2);
  });

  it('refuses an unregistered unit: hello answered with flags 1, closed, its records and commit unanswered', async () => {
    const tracker = await connectTracker(port());
    // The same hello from IMEI 353323081669731, never registered, its upload in the same write.
    const unknown = Buffer.from(hello, 'hex');
    unknown.write('1', 9 + 14, 'latin1');
    await tracker.send(Buffer.concat([unknown, Buffer.from(records + commit, 'hex')]));
    const answer = await tracker.read(13);
    expect(answer.slice(0, 10)).toBe('0255010800');
    expect(answer.slice(18)).toBe('01000000');
    await tracker.closed();
    expect(tracker.received()).toBe('');
  });

  it('closes unanswered on an unregistered unit’s 51-byte hello (Traccar’s other form)', async () => {
    const tracker = await connectTracker(port());
    await tracker.send(
      '0255003300001b00003335333232393032373533393235310038393931353030303030303030313330343539340000000403041910780603',
    );
    await tracker.closed();
    expect(tracker.received()).toBe('');
  });
});
