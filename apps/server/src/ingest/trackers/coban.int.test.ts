import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { traccarVectors } from './coban/test/traccar-vectors.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, storedPositions } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// Coban (gps103) through the real listener, with unit 864180034124375's messages of [traccar]
// traccar/traccar Gps103ProtocolDecoderTest.java (9e5c458a): a photo packet (`vr`) and the photo's
// announcement `vt14`, a fix of 2019-01-16 17:27:50 UTC at 36° 49.2186' N, 2° 35.8411' W. The unit
// sends a photo as a burst of packets, which we keep no photo of: they must not close the
// connection (3 bad frames do), or the reports after them are lost.
const imei = '864180034124375';
const vector = (start: string) => traccarVectors.find((v) => v.text?.startsWith(start))?.text as string;
const photoPacket = vector(`imei:${imei},vr,`);
const announcement = vector(`imei:${imei},vt14,`);

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('coban'));
  api = testApi(server);
  owner = await api.signUp('CobanFleet');
}, 60_000);
afterAll(() => server?.close());

describe('Coban over TCP [traccar]', () => {
  it('takes a burst of photo packets and stores the report that follows', async () => {
    const deviceId = await addTracker(api, owner, 'coban', imei, 'Van with a camera');
    const tracker = await connectTracker(server.app.trackers()?.ports.coban as number);
    await tracker.send(Buffer.from(`##,imei:${imei},A;`, 'latin1'));
    expect(Buffer.from(await tracker.read(4), 'hex').toString('latin1')).toBe('LOAD');
    await tracker.send(Buffer.from(photoPacket.repeat(5), 'latin1'));
    await tracker.send(Buffer.from(announcement, 'latin1'));
    const stored = await storedPositions(api, owner, deviceId, '2019-01-16');
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]?.time as string).toISOString()).toBe('2019-01-16T17:27:50.000Z');
    expect(stored[0]?.lat).toBeCloseTo(36 + 49.2186 / 60, 5);
    expect(stored[0]?.lon).toBeCloseTo(-(2 + 35.8411 / 60), 5);
    tracker.end();
  });
});
