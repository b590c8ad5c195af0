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
// [doc] Galileosky's protocol document (2019; kuznetsovin/galileosky-protocol docs/galileo-protocol.pdf
// at 6b90bcf8), its tag table; [later] the values at inputs 8-13 of later firmware, tags 0x78-0x7D
// (flespi.com/protocols/galileosky, `ain`; pikhovkin/galileosky galileosky/tags.py at 5427714f).
const head = decoderVectors[7]?.hex as string;
const records = decoderVectors[10]?.hex as string;
// Unit 868345032042426's packet (Traccar's first vector): never registered.
const stranger = decoderVectors[0]?.hex as string;

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;

const port = () => server.app.trackers()?.ports.galileo as number;

/** A main packet's tags (hex) of one record of unit `imei` at `time`, at the document's coordinates example. */
const recordTags = (imei: string, time: Date, more = '') => {
  const seconds = Buffer.alloc(4);
  seconds.writeUInt32LE(Math.floor(time.getTime() / 1000));
  // 0x30: 7 satellites, a correct fix at 53.612224, 86.890424 ([doc] tag table, p. 17).
  return `03${Buffer.from(imei, 'latin1').toString('hex')}20${seconds.toString('hex')}3007C00E3203B8D72D05${more}`;
};

/** The device's positions or frames from `from` to `to`, read until `count` are there (5 s at most). */
async function within(deviceId: string, what: 'positions' | 'frames', from: Date, to: Date, count: number) {
  let body: Array<Record<string, unknown>> = [];
  for (let i = 0; i < 50 && body.length < count; i++) {
    const query = `from=${from.toISOString()}&to=${to.toISOString()}`;
    body = (await api.call(`/device/${deviceId}/${what}?${query}`, { token: owner.token })).body;
    if (body.length < count) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return body;
}

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

  it('stores a record with the values at inputs 8-13 (tags 0x78-0x7D), a frame Traccar refuses', async () => {
    // [later] flespi's Galileosky page (`ain`: tags 0x50...0x57, 0x78...0x7D) and pikhovkin/galileosky
    // tags.py (Tag78, Tag79: unsigned 16 bits): 2 bytes each, as inputs 0-7.
    const imei = '868204001549095';
    const deviceId = await addTracker(api, owner, 'galileo', imei, 'Galileosky 10 loader');
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    const inputs = '78D430' + '790100' + '7A0000' + '7BFFFF' + '7CFF0F' + '7D3200';
    const hex = packet(0x01, recordTags(imei, at, inputs));
    const tracker = await connectTracker(port());
    await tracker.send(hex);
    expect(await tracker.read(3)).toBe(`02${hex.slice(-4)}`);
    const [frame] = await within(deviceId, 'frames', new Date(at.getTime() - 60_000), new Date(), 1);
    tracker.end();
    expect(frame).toMatchObject({
      receivedAt: at.toISOString(),
      timeFlag: null,
      decoded: { adc8: 12_500, adc9: 1, adc10: 0, adc11: 65_535, adc12: 4_095, adc13: 50 },
    });
    const [position] = await within(deviceId, 'positions', new Date(at.getTime() - 60_000), new Date(), 1);
    expect(position).toMatchObject({ time: at.toISOString(), lat: 53.612224, lon: 86.890424 });
  });

  it('stores the archive of a unit with the GPS week rollover bug at its records’ own times, nothing in 2007', async () => {
    // A unit whose GPS module counts weeks from the rollover before dates its records 1024 weeks
    // (619,315,200 s) back: 2007 for 2026. Each is stored at its date moved on by the 1024 weeks, as
    // Traccar's TimeHandler.adjustRollover does, in order, not all at the moment the packet came.
    const imei = '868204001549103';
    const deviceId = await addTracker(api, owner, 'galileo', imei, 'Galileosky 7.0 old GPS');
    const rollover = 619_315_200_000;
    const second = Math.floor(Date.now() / 1000) * 1000;
    const taken = [second - 2 * 3_600_000, second - 3_600_000].map((t) => new Date(t));
    const hex = packet(0x01, taken.map((t) => recordTags(imei, new Date(t.getTime() - rollover))).join(''));
    const tracker = await connectTracker(port());
    await tracker.send(hex);
    expect(await tracker.read(3)).toBe(`02${hex.slice(-4)}`);
    tracker.end();
    const from = new Date(second - 3 * 3_600_000);
    const stored = await within(deviceId, 'positions', from, new Date(second + 60_000), 2);
    expect(stored.map((p) => p.time).sort()).toEqual(taken.map((t) => t.toISOString()));
    const frames = await within(deviceId, 'frames', from, new Date(second + 60_000), 2);
    expect(frames.map((f) => [f.receivedAt, f.timeFlag, f.deviceTime]).sort()).toEqual(
      taken.map((t) => [t.toISOString(), 'rollover', new Date(t.getTime() - rollover).toISOString()]),
    );
    // The history of 2007 holds nothing of it.
    const old = new Date(second - 2 * 3_600_000 - rollover);
    const back = await within(
      deviceId,
      'positions',
      new Date(old.getTime() - 86_400_000),
      new Date(old.getTime() + 86_400_000),
      0,
    );
    expect(back).toEqual([]);
  });
});
