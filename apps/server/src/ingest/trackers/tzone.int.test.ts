import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, storedPositions } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';
import { decoderVectors } from './tzone/test/traccar-vectors.ts';

// Tzone through the real listener, with the frames of [traccar] traccar/traccar
// TzoneProtocolDecoderTest.java (9e5c458a): unit 190023000000002's TT19 frame (hardware 0x040A),
// 2023-08-01 09:57:08 UTC at 22.64033, 114.007642, its built-in sensor at 32.2 °C and 65.1 %,
// packet index 16, answered "@UTC,<now>#@ACK,16#" (Tzone's TT18-4G-M document) only once stored.
const tt19 = decoderVectors[0]?.hex as string;
// Unit 866050033819630's temperature tag frame (0x0406): never registered.
const stranger = decoderVectors[5]?.hex as string;

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('tzone'));
  api = testApi(server);
  owner = await api.signUp('TzoneColdChain');
}, 60_000);
afterAll(() => server?.close());

describe('Tzone over TCP', () => {
  it('stores a frame split over two reads with its temperature, then acknowledges it', async () => {
    const deviceId = await addTracker(api, owner, 'tzone', '190023000000002', 'Reefer 7 logger');
    const tracker = await connectTracker(server.app.trackers()?.ports.tzone as number);
    await tracker.send(tt19.slice(0, 60));
    await tracker.send(tt19.slice(60));
    const ack = Buffer.from(await tracker.read(33), 'hex').toString('latin1');
    expect(ack).toMatch(/^@UTC,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d#@ACK,16#$/);
    const stored = await storedPositions(api, owner, deviceId, '2023-08-01');
    tracker.end();
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]?.time as string).toISOString()).toBe('2023-08-01T09:57:08.000Z');
    expect(stored[0]?.lat).toBeCloseTo(22.64033, 6);
    expect(stored[0]?.lon).toBeCloseTo(114.007642, 6);
    const device = await api.call(`/device/${deviceId}`, { token: owner.token });
    expect(device.body.readings).toMatchObject({ temperature: 32.2, humidity: 65.1, battery_pct: 100 });
  });

  it('refuses an unregistered unit: unanswered, the connection closed, nothing stored', async () => {
    const tracker = await connectTracker(server.app.trackers()?.ports.tzone as number);
    await tracker.send(stranger);
    await tracker.closed();
    expect(tracker.received()).toBe('');
  });
});
