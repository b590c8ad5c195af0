import dgram from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { fromHex, toHex } from './bytes.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, storedPositions } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// Cellocator through the real listener, with the messages of [traccar] traccar/traccar
// CellocatorProtocolDecoderTest.java (9e5c458a): unit 549765's status message (Pointer's
// "Cellocator Integration: Practical Examples", 2012, lays the same bytes out), 2012-09-11 16:50:09
// UTC at 20.647799, 85.612194, numerator B2, acknowledged (type 4 with its numerator) only once
// stored; unit 995587's status (numerator 33); unit 2254558's extended modular message, over UDP,
// answered with the modular acknowledgement. Commands are written as Traccar's encoder writes them.
const example =
  '4D43475000856308000004B2DE1F04009E00200100000000696CF7AB002F1A00000000000000325C000402069BFDE70857E22502F41C000036000000DF0B0932100B09DC0719';
const status =
  '4d4347500003310f004018331424641a1d002000638000002a00b67ff6000000b8a5c7010000402d00040210af1ba9f88fb383fc10080100000000000000190015050ce80714';
const modular =
  '4d4347500bde66220048165400cb0000000000080600000124161400061300050402095501aaf8218787fcac390100010000070700013133150f07131905001e000100000293001e00697e6f24148240040000000083400400000000844004000000008540040000000086400400000000874004000000008840040000000089400400000000814004000000008c4004000000008d4004000000008e4004000000009140040000000090400400000000804004000000008a400400000000974004000000008b4004000000009d4004000000009b400400000000da';

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;

const port = () => server.app.trackers()?.ports.cellocator as number;

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('cellocator'));
  api = testApi(server);
  owner = await api.signUp('CellocatorFleet');
}, 60_000);
afterAll(() => server?.close());

describe('Cellocator over TCP', () => {
  it('stores a status message split over two reads, then acknowledges it with its numerator', async () => {
    const deviceId = await addTracker(api, owner, 'cellocator', '549765', 'CR200 van');
    const tracker = await connectTracker(port());
    await tracker.send(example.slice(0, 50));
    await tracker.send(example.slice(50));
    // MCGP 04 | unit | command numerator 0 | authentication 0 | action 0 | numerator B2 | 11 × 0 | sum
    expect(await tracker.read(28)).toBe('4D4347500485630800000000000000B20000000000000000000000A6');
    const stored = await storedPositions(api, owner, deviceId, '2012-09-11');
    tracker.end();
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]?.time as string).toISOString()).toBe('2012-09-11T16:50:09.000Z');
    expect(stored[0]?.lat).toBeCloseTo(20.647799, 5);
    expect(stored[0]?.lon).toBeCloseTo(85.612194, 5);
  });

  it("writes a queued request for a position (the catalogue's status) and takes the reply as its answer", async () => {
    const deviceId = await addTracker(api, owner, 'cellocator', '995587', 'CR300 truck');
    const queued = await api.call('/command', {
      token: owner.token,
      body: { deviceId, command: { kind: 'request_position' } },
    });
    expect(queued.status).toBe(201);
    const tracker = await connectTracker(port());
    await tracker.send(status);
    // The command (type 0: code 00 twice, data 00, command numerator 01) and the acknowledgement, in
    // either order: the command is written when the unit names itself, the acknowledgement once stored.
    const command = '4D4347500003310F0001000000000000000000000000000044';
    const ack = '4D4347500403310F000000000000003300000000000000000000007A';
    expect([command + ack, ack + command]).toContain(await tracker.read(25 + 28));
    // [ours] the same status with transmission reason 31, the reply to a command.
    const reply = fromHex(status);
    reply[18] = 31;
    reply[reply.length - 1] = reply.subarray(4, -1).reduce((sum, b) => (sum + b) & 0xff, 0);
    await tracker.send(toHex(reply));
    let answer = '';
    for (let i = 0; i < 50 && answer !== 'acknowledged'; i++) {
      answer = (await api.call(`/command/${queued.body.id}`, { token: owner.token })).body.status;
      if (answer !== 'acknowledged') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    tracker.end();
    expect(answer).toBe('acknowledged');
  });

  it('registers a unit by its short number (Pointer numbers units from 1) and stores its message', async () => {
    // Unit 6 (Pointer's own, [traccar] vector 8): numerator 02, acknowledged once stored.
    const deviceId = await addTracker(api, owner, 'cellocator', '6', 'Pointer test unit');
    const tracker = await connectTracker(port());
    await tracker.send(
      '4D4347500006000000081A02021204000000210062300000006B00E100000000000000000000E5A100040206614EA303181A57034E1200000000000000001525071403D60749',
    );
    expect(await tracker.read(28)).toMatch(/^4D434750040600000000000000000002/);
    // 2006 is more than a GPS week rollover (19.6 years) ago: the position is dated when it came.
    const stored = await storedPositions(api, owner, deviceId, new Date().toISOString().slice(0, 10));
    tracker.end();
    expect(stored).toHaveLength(1);
  });

  it('refuses a unit id of more than 20 digits or with letters when it is added', async () => {
    for (const imei of ['123456789012345678901', '12A4']) {
      const refused = await api.call('/device/tracker', {
        token: owner.token,
        body: { organisationId: owner.organisationId, name: 'Not a unit', protocol: 'cellocator', imei },
      });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('Unit ID must be 1 to 20 digits (0-9)');
    }
  });

  it('refuses an unregistered unit: nothing acknowledged, the connection closed', async () => {
    const tracker = await connectTracker(port());
    // Unit 3255192 (another of Traccar's vectors), never registered.
    await tracker.send(
      '4d4347500098ab31000856b12b2c041016002c0023b3000021f3f5ffb04c8f0100000000000078dd0004020f716445f75f3b0701126e0200b303000036002538151b0ce607ab',
    );
    await tracker.closed();
    expect(tracker.received()).toBe('');
  });
});

describe('Cellocator over UDP', () => {
  it('stores an extended modular message and only then answers it with the modular acknowledgement', async () => {
    const deviceId = await addTracker(api, owner, 'cellocator', '2254558', 'Cello-IQ bus');
    const socket = dgram.createSocket('udp4');
    const answers: string[] = [];
    socket.on('message', (message) => answers.push(toHex(message)));
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    socket.send(fromHex(modular), port(), '127.0.0.1');
    for (let i = 0; i < 50 && !answers.length; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    socket.close();
    expect(answers).toEqual(['4D4347500BDE6622005400000000800A00000000000903000000005B']);
    const stored = await storedPositions(api, owner, deviceId, '2019-07-15');
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]?.time as string).toISOString()).toBe('2019-07-15T21:51:49.000Z');
    expect(stored[0]?.lat).toBeCloseTo(-33.361563, 5);
  });
});
