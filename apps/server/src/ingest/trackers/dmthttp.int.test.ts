import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { decoderVectors, post } from './dmthttp/test/traccar-vectors.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, storedPositions } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// Digital Matter's OEM Server HTTP connector through the real listener, with the JSON bodies of
// [traccar] traccar/traccar DmtHttpProtocolDecoderTest.java (9e5c458a): an Oyster's five
// traditional records (unit 356692063643328, 2017-05-11, at 43.7370138, -79.3462607) and a Yabby
// Edge's solved place (unit 352656106127312, 2021-10-04 18:14:55 at 26.87366, -80.10618). OEM
// Server POSTs many units' records over one kept connection; each POST is answered 200 only once
// its records are stored, and an unregistered unit's is answered 404 with the connection closed.

const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();
const OK = hex('HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n');
const NOT_FOUND = hex('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
const body = (name: string) => decoderVectors.find((v) => v.name === name)?.body as string;

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('dmthttp'));
  api = testApi(server);
  owner = await api.signUp('DigitalMatterHttpFleet');
}, 60_000);
afterAll(() => server?.close());

const port = () => server.app.trackers()?.ports.dmthttp as number;

describe('Digital Matter OEM Server HTTP connector', () => {
  it('stores a unit’s POST and answers 200, then another unit’s POST on the same kept connection', async () => {
    const oyster = await addTracker(api, owner, 'dmthttp', '356692063643328', 'Oyster via OEM Server');
    const yabby = await addTracker(api, owner, 'dmthttp', '352656106127312', 'Yabby Edge');
    const oem = await connectTracker(port());

    const first = post(body('traditional'));
    await oem.send(first.subarray(0, 100));
    await oem.send(first.subarray(100));
    expect(await oem.read(OK.length / 2)).toBe(OK);
    // Answered only once stored: the positions are there at once.
    const res = await api.call(
      `/device/${oyster}/positions?from=2017-05-11T00:00:00Z&to=2017-05-11T23:59:59Z`,
      {
        token: owner.token,
      },
    );
    const stored = res.body as Array<{ time: string; lat: number; lon: number }>;
    expect(stored.map((p) => p.time.slice(0, 19)).sort()).toEqual([
      '2017-05-11T05:58:44',
      '2017-05-11T17:59:45',
      '2017-05-11T19:30:03',
      '2017-05-11T19:32:03',
      '2017-05-11T19:36:15',
    ]);
    expect(stored[0]?.lat).toBeCloseTo(43.7370138, 6);
    expect(stored[0]?.lon).toBeCloseTo(-79.3462607, 6);

    await oem.send(post(body('edgeFix')));
    expect(await oem.read(OK.length / 2)).toBe(OK);
    const [edge] = await storedPositions(api, owner, yabby, '2021-10-04');
    expect(edge?.time.slice(0, 19)).toBe('2021-10-04T18:14:55');
    expect(edge?.lat).toBeCloseTo(26.87366, 5);
    expect(edge?.lon).toBeCloseTo(-80.10618, 5);

    // The same POST again (OEM Server retrying): answered, stored once.
    await oem.send(post(body('traditional')));
    expect(await oem.read(OK.length / 2)).toBe(OK);
    expect(oem.isClosed()).toBe(false);
    oem.end();
    // Acknowledged after the commit: a copy would be there by now.
    expect(await storedPositions(api, owner, oyster, '2017-05-11', 5)).toHaveLength(5);
  });

  it('answers an unregistered unit’s POST 404 and closes, storing nothing of it', async () => {
    const oem = await connectTracker(port());
    // Unit 351358810439486 (Traccar's first Edge vector) was never registered.
    await oem.send(Buffer.concat([post(body('edgeCounters')), post(body('edgeFix'))]));
    expect(await oem.read(NOT_FOUND.length / 2)).toBe(NOT_FOUND);
    await oem.closed();
    // The POST behind it on the same connection is not answered either: OEM Server sends it again.
    expect(oem.received()).toBe('');
  });

  it('answers a body it cannot read 400, and keeps the connection', async () => {
    const oem = await connectTracker(port());
    await oem.send(post('{"Records": "nonsense"'));
    const bad = hex('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n');
    expect(await oem.read(bad.length / 2)).toBe(bad);
    await oem.send(post(body('edgeFix')));
    expect(await oem.read(OK.length / 2)).toBe(OK);
    oem.end();
  });
});
