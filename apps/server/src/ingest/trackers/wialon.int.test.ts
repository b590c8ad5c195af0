import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { crc16Ibm } from './crc.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, storedPositions } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// Wialon IPS through the real listener, with the packets of [traccar] traccar/traccar
// WialonProtocolDecoderTest.java (the D of 2018-11-10 06:11:43 UTC at 7.934883, 123.644005 with
// its checksum F24A; the black box of 2014-09-08, two messages) sent by a unit that logs in with
// version 2.0, so each packet carries its CRC16 ([doc-2.0] Wialon IPS v2.0, pp. 5-11, 23).
const imei = '864768011234567';
const sign = (type: string, body: string) =>
  `${type}${body}${crc16Ibm(Buffer.from(body, 'utf8')).toString(16).toUpperCase().padStart(4, '0')}\r\n`;
const data =
  '#D#101118;061143;0756.0930;N;12338.6403;E;18.223;99.766;-4.000;10;0.800;NA;NA;NA;NA;101_521347:1:521249,101_521126:1:6593598,101_521127:1:774780,101_521072_21.1:1:0,101_521072_21.2:1:71353;F24A\r\n';
const blackBox = sign(
  '#B#',
  '080914;073235;5027.50625;N;03026.19321;E;0.700;0.000;NA;4;NA;NA;NA;;NA;Батарея:3:100 %|080914;073420;5027.50845;N;03026.18854;E;1.996;292.540;NA;4;NA;NA;NA;;NA;Батарея:3:100 %|',
);

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;

/** The next `answer.length` bytes the server sent, as text. */
async function answer(tracker: Awaited<ReturnType<typeof connectTracker>>, expected: string) {
  return Buffer.from(await tracker.read(Buffer.byteLength(expected)), 'hex').toString('latin1');
}

const positions = (deviceId: string, day: string, count = 1) =>
  storedPositions(api, owner, deviceId, day, count);

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('wialon'));
  api = testApi(server);
  owner = await api.signUp('WialonFleet');
}, 60_000);
afterAll(() => server?.close());

describe('Wialon IPS over TCP', () => {
  it('logs a 2.0 unit in, stores its D and its black box, answering each once committed', async () => {
    const deviceId = await addTracker(api, owner, 'wialon', imei, 'Phone app');
    const tracker = await connectTracker(server.app.trackers()?.ports.wialon as number);

    await tracker.send(Buffer.from(sign('#L#', `2.0;${imei};NA;`), 'utf8'));
    expect(await answer(tracker, '#AL#1\r\n')).toBe('#AL#1\r\n');

    // Split mid-packet: the answer comes once the whole D is stored.
    const bytes = Buffer.from(data, 'latin1');
    await tracker.send(bytes.subarray(0, 40));
    await tracker.send(bytes.subarray(40));
    expect(await answer(tracker, '#AD#1\r\n')).toBe('#AD#1\r\n');
    const stored = await positions(deviceId, '2018-11-10');
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]?.time as string).toISOString()).toBe('2018-11-10T06:11:43.000Z');
    expect(stored[0]?.lat).toBeCloseTo(7 + 56.093 / 60, 5);
    expect(stored[0]?.lon).toBeCloseTo(123 + 38.6403 / 60, 5);

    await tracker.send(Buffer.from(blackBox, 'utf8'));
    expect(await answer(tracker, '#AB#2\r\n')).toBe('#AB#2\r\n');
    const batch = await positions(deviceId, '2014-09-08', 2);
    expect(batch.map((p) => new Date(p.time).toISOString()).sort()).toEqual([
      '2014-09-08T07:32:35.000Z',
      '2014-09-08T07:34:20.000Z',
    ]);

    await tracker.send(Buffer.from('#P#\r\n'));
    expect(await answer(tracker, '#AP#\r\n')).toBe('#AP#\r\n');
    tracker.end();
  });

  it('refuses an unregistered unit with AL 0 and closes, storing nothing it sends', async () => {
    const tracker = await connectTracker(server.app.trackers()?.ports.wialon as number);
    await tracker.send(Buffer.from(`#L#990000000000001;NA\r\n${data}`, 'latin1'));
    expect(await answer(tracker, '#AL#0\r\n')).toBe('#AL#0\r\n');
    await tracker.closed();
    expect(tracker.received()).toBe('');
  });
});
