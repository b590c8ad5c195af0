import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, aroundNow, storedFrameReadings, storedPositions } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// Topin watches through the real listener, with the messages of [traccar] traccar/traccar
// TopinProtocolDecoderTest.java (b7b80e1383b4): the login of IMEI 359339075416963, answered
// 78 78 0D 01 01 0D 0A then the time (0x30), as TopinProtocolDecoder does once the IMEI is known;
// its GPS 0x10 of 2018-11-05 03:13:36 UTC (32.63931, 110.75692) answered with its time bytes
// after it is stored; the SOS 0x99 stored as Button pressed. An unknown IMEI is answered 0x44
// (Traccar's refusal) and closed, nothing stored.
const login = (imei: string) => `78780d010${imei}4d0d0a`;
const gps = '78781510120B05030D2498038077200BE2078F0034000102030D0A';
const gpsAck = '78781510120B05030D240D0A';

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;
let port: number;

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('topin'));
  api = testApi(server);
  owner = await api.signUp('TopinCare');
  port = server.app.trackers()?.ports.topin as number;
}, 60_000);
afterAll(() => server?.close());

describe('Topin over TCP', () => {
  it('answers a registered watch’s login with 01 and the time, and stores a GPS position, answered after it', async () => {
    const deviceId = await addTracker(api, owner, 'topin', '359339075416963', 'Senior watch');
    const tracker = await connectTracker(port);
    await tracker.send(login('359339075416963'));
    expect(await tracker.read(7)).toBe('78780D01010D0A');
    const time = await tracker.read(13);
    expect(time).toMatch(/^78780730[0-9A-F]{14}0D0A$/);
    const year = Number.parseInt(time.slice(8, 12), 16);
    expect(Math.abs(year - new Date().getUTCFullYear())).toBeLessThanOrEqual(1);
    const bytes = Buffer.from(gps, 'hex');
    await tracker.send(bytes.subarray(0, 10));
    await tracker.send(bytes.subarray(10));
    // The answer follows the commit: the position is there once it is heard.
    expect(await tracker.read(gpsAck.length / 2)).toBe(gpsAck);
    const stored = await storedPositions(api, owner, deviceId, '2018-11-05');
    tracker.end();
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]?.time as string).toISOString()).toBe('2018-11-05T03:13:36.000Z');
    expect(stored[0]?.lat).toBeCloseTo(32.6393067, 5);
    expect(stored[0]?.lon).toBeCloseTo(110.756915, 5);
  });

  it('stores an SOS (0x99) as Button pressed and a status’ battery', async () => {
    const deviceId = await addTracker(api, owner, 'topin', '359339075416964', 'Lone worker');
    const tracker = await connectTracker(port);
    await tracker.send(login('359339075416964'));
    await tracker.read(7 + 13);
    await tracker.send('78780A13424008196400041F000D0A');
    expect(await tracker.read(15)).toBe('78780A13424008196400041F000D0A');
    await tracker.send('787801990D0A');
    const frames = await storedFrameReadings(api, owner, deviceId, aroundNow(), 'button');
    tracker.end();
    expect(frames.find((f) => 'button' in f)).toEqual({ button: 1 });
    // An SOS is that moment's event: the watch's current readings keep its battery, not the alarm.
    const device = await api.call(`/device/${deviceId}`, { token: owner.token });
    expect(device.body.readings).toMatchObject({ battery_pct: 66 });
    expect(device.body.readings.button).toBeUndefined();
  });

  it('refuses an unregistered watch with 0x44 and closes, storing nothing', async () => {
    const tracker = await connectTracker(port);
    await tracker.send(login('359339075419999'));
    await tracker.closed();
    expect(tracker.received()).toBe('78780D01440D0A');
  });
});
