import dgram from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { fromHex, toHex } from './bytes.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, storedPositions } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// Eelink through the real listener, with the messages of [traccar] traccar/traccar
// EelinkProtocolDecoderTest.java (9e5c458a): unit 352544071750518's login (sequence 007B),
// answered with the same PID and sequence, the server's time, version 1 and no action, once the unit
// is known; then a protocol-2 location (sequence 066C): 2017-05-30 01:27:04 UTC at 1.390599,
// 103.767959, 70 km/h, answered with its PID and sequence only once the record is stored. Over UDP,
// unit 352544071677471's wrapped location (sequence 0021), answered in the wrapper once stored.
const login = '676701000c007b03525440717505180104';
const location =
  '676712002d066c592cca6803002631a60b22127700240046005c08020d000301af000da0fd12007f11ce05820000001899c0';
const datagram =
  '454C0050EAE2035254407167747167671200410021590BD93803026B940D0C3952AD0021000000000501CC0001A53F0170F0AB1305890F11000000000000C2D0001C001600000000000000000000000000000000';

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('eelink'));
  api = testApi(server);
  owner = await api.signUp('EelinkFleet');
}, 60_000);
afterAll(() => server?.close());

describe('Eelink over TCP', () => {
  it('answers the login, stores a location split over two reads, then answers it', async () => {
    const deviceId = await addTracker(api, owner, 'eelink', '352544071750518', 'TK116 bike');
    const tracker = await connectTracker(server.app.trackers()?.ports.eelink as number);
    await tracker.send(login);
    const answer = await tracker.read(14);
    expect(answer.slice(0, 14)).toBe('6767010009007B');
    expect(Math.abs(Number.parseInt(answer.slice(14, 22), 16) - Date.now() / 1000)).toBeLessThan(60);
    expect(answer.slice(22)).toBe('000100');
    await tracker.send(location.slice(0, 30));
    await tracker.send(location.slice(30));
    expect(await tracker.read(7)).toBe('6767120002066C');
    const stored = await storedPositions(api, owner, deviceId, '2017-05-30');
    tracker.end();
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]?.time as string).toISOString()).toBe('2017-05-30T01:27:04.000Z');
    expect(stored[0]?.lat).toBeCloseTo(1.390599, 5);
    expect(stored[0]?.lon).toBeCloseTo(103.767959, 5);
  });

  it('refuses an unregistered unit: its login unanswered, the connection closed, nothing stored', async () => {
    const tracker = await connectTracker(server.app.trackers()?.ports.eelink as number);
    // Unit 354188046618349 (another of Traccar's vectors), never registered.
    await tracker.send('676701000b001b035418804661834901');
    await tracker.closed();
    expect(tracker.received()).toBe('');
  });
});

describe('Eelink over UDP', () => {
  it('stores a wrapped location and only then answers it in the wrapper', async () => {
    const deviceId = await addTracker(api, owner, 'eelink', '352544071677471', 'GPT06 case');
    const socket = dgram.createSocket('udp4');
    const answers: string[] = [];
    socket.on('message', (message) => answers.push(toHex(message)));
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    socket.send(fromHex(datagram), server.app.trackers()?.ports.eelink as number, '127.0.0.1');
    for (let i = 0; i < 50 && !answers.length; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    socket.close();
    expect(answers).toEqual(['454C0011A67E035254407167747167671200020021']);
    const stored = await storedPositions(api, owner, deviceId, '2017-05-05');
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]?.time as string).toISOString()).toBe('2017-05-05T01:45:28.000Z');
    expect(stored[0]?.lat).toBeCloseTo(22.558158, 5);
  });
});
