import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { packet } from './galileo/test/packets.ts';
import { decoderVectors, kuznetsovinHead } from './galileo/test/traccar-vectors.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, storedPositions } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// Galileosky through the real listener, with the packets of [traccar] traccar/traccar
// GalileoProtocolDecoderTest.java (9e5c458a): unit 868204001549087's head packet (IMEI, device
// number 50), confirmed 02 85 90 once the unit is known, then a main packet of ten archive records
// that do not name the unit, 2017-02-11 21:13:17 to 21:31:17 UTC at 42.6548, 23.398732, confirmed
// 02 67 C5 (0x02 and the packet's CRC) only once all ten are stored. Commands are written in the
// command packet of Galileosky's protocol document (table 7), as Traccar's encoder writes them.
const head = decoderVectors[7]?.hex as string;
const records = decoderVectors[10]?.hex as string;
// Unit 868345032042426's packet (Traccar's first vector): never registered.
const stranger = decoderVectors[0]?.hex as string;

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;

const port = () => server.app.trackers()?.ports.galileo as number;

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('galileo'));
  api = testApi(server);
  owner = await api.signUp('GalileoskyFleet');
}, 60_000);
afterAll(() => server?.close());

describe('Galileosky over TCP', () => {
  it('confirms the head packet, then stores the archive records of a packet split over two reads before confirming it', async () => {
    const deviceId = await addTracker(api, owner, 'galileo', '868204001549087', 'Base Block truck');
    const tracker = await connectTracker(port());
    await tracker.send(head);
    expect(await tracker.read(3)).toBe('028590');
    await tracker.send(records.slice(0, 300));
    await tracker.send(records.slice(300));
    expect(await tracker.read(3)).toBe('0267C5');
    const stored = await storedPositions(api, owner, deviceId, '2017-02-11', 10);
    tracker.end();
    expect(stored).toHaveLength(10);
    const times = stored.map((p) => new Date(p.time).toISOString()).sort();
    expect(times[0]).toBe('2017-02-11T21:13:17.000Z');
    expect(times[9]).toBe('2017-02-11T21:31:17.000Z');
    for (const p of stored) {
      expect(p.lat).toBeCloseTo(42.6548, 6);
      expect(p.lon).toBeCloseTo(23.398732, 6);
    }
  });

  it('refuses an unregistered unit: its packet unconfirmed, the connection closed, nothing stored', async () => {
    const tracker = await connectTracker(port());
    await tracker.send(stranger);
    await tracker.closed();
    expect(tracker.received()).toBe('');
  });

  it('writes a queued command in the command packet and takes the unit’s answer as its result', async () => {
    // [kuznetsovin] kuznetsovin/galileosky-protocol test/packets.csv (6b90bcf8): unit 862057047745531's head packet.
    const imei = '862057047745531';
    const deviceId = await addTracker(api, owner, 'galileo', imei, 'Galileosky 7.0 van');
    const queued = await api.call('/command', {
      token: owner.token,
      body: { deviceId, command: { kind: 'custom', text: 'status' } },
    });
    expect(queued.status).toBe(201);
    const tracker = await connectTracker(port());
    await tracker.send(kuznetsovinHead);
    // The head packet's confirmation, and the command: IMEI tag, device number 0, command number 1
    // (the listener's first serial), the text "status", CRC; in either order.
    const imeiHex = Buffer.from(imei, 'latin1').toString('hex').toUpperCase();
    const body = `03${imeiHex}040000E001000000E106${Buffer.from('status').toString('hex').toUpperCase()}`;
    const written = packet(0x01, body);
    expect([`02B548${written}`, `${written}02B548`]).toContain(await tracker.read(3 + 37));
    // [ours] the unit's answer: the same tags with its reply text, confirmed with 0x02 and its CRC.
    const answer = packet(
      0x01,
      `03${imeiHex}043200E001000000E10B${Buffer.from('Dev50 Nav=0').toString('hex')}`,
    );
    await tracker.send(answer);
    expect(await tracker.read(3)).toBe(`02${answer.slice(-4)}`);
    let status = '';
    for (let i = 0; i < 50 && status !== 'acknowledged'; i++) {
      status = (await api.call(`/command/${queued.body.id}`, { token: owner.token })).body.status;
      if (status !== 'acknowledged') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    tracker.end();
    expect(status).toBe('acknowledged');
  });
});
