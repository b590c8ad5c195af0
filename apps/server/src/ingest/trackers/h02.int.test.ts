import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { fromHex } from './bytes.ts';
import { traccarBinaryVectors } from './h02/test/traccar-binary-vectors.ts';
import { traccarVectors } from './h02/test/traccar-vectors.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, storedPositions } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// H02 through the real listener, with unit 2130510938's two reports in [traccar] traccar/traccar
// H02ProtocolDecoderTest.java (9e5c458a): a 46-byte binary report of 2017-03-10 01:27:17 UTC and a
// V1 text report of 01:26:32 at 5° 20.0663' N, 100° 28.6324' E that ends with its odometer
// (69129336 m) and altitude, on one connection, binary first: the framing learns the binary
// length and still finds the text message after it.
const id = '2130510938';
const binary = traccarBinaryVectors.find((v) => v.hex?.startsWith(`24${id}`))?.hex as string;
const text = traccarVectors.find((v) => v.text?.startsWith(`*HQ,${id},V1,`))?.text as string;

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('h02'));
  api = testApi(server);
  owner = await api.signUp('H02Fleet');
}, 60_000);
afterAll(() => server?.close());

describe('H02 over TCP [traccar]', () => {
  it('stores a binary and a text report of one unit, confirming the V1 with V4', async () => {
    const deviceId = await addTracker(api, owner, 'h02', id, 'Truck');
    const tracker = await connectTracker(server.app.trackers()?.ports.h02 as number);
    await tracker.send(Buffer.concat([fromHex(binary), Buffer.from(text, 'latin1')]));
    // *HQ,2130510938,V4,V1,<yyyyMMddHHmmss>#: 36 bytes.
    expect(Buffer.from(await tracker.read(36), 'hex').toString('latin1')).toMatch(
      /^\*HQ,2130510938,V4,V1,20\d{12}#$/,
    );
    const stored = await storedPositions(api, owner, deviceId, '2017-03-10', 2);
    expect(stored.map((p) => new Date(p.time).toISOString()).sort()).toEqual([
      '2017-03-10T01:26:32.000Z',
      '2017-03-10T01:27:17.000Z',
    ]);
    for (const p of stored) {
      expect(p.lat).toBeCloseTo(5.334, 2);
      expect(p.lon).toBeCloseTo(100.477, 2);
    }
    tracker.end();
  });
});
