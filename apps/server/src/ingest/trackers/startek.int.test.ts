import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, storedPositions } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// iStartek (Traccar's startek) through the real listener, with the frames of [traccar]
// traccar/traccar StartekProtocolDecoderTest.java (296395d1): unit 863911061945394's report of
// 2023-09-18 07:25:31 UTC at 22.678598, 114.045970; unit 860262050010565's report of 2021-04-07
// 09:43:23 (an invalid fix: stored without a position), then the engine-stop command written as
// StartekProtocolEncoder writes it (`$$:24,<IMEI>,900,1,1<checksum>`) and the unit's answer in the
// form of Traccar's `&&:23,…,129,OK` vector, for this unit and command. The protocol has no
// acknowledgement: nothing is written back for a report.
const report =
  '&&l141,863911061945394,000,0,,230918072531,A,22.678598,114.045970,26,0.6,0,0,74,2286304571,460|0|249F|00001093,20,001C,00,00,04A7|019C|0000|0000,1,C0\r\n';
const invalidFix =
  '&&>141,860262050010565,000,36,,210407094323,V,-38.229711,145.043161,0,0.0,0,0,0,14222,505|1|306E|082D6115,24,00000039,00,00,04C0|0164|0000|0000,1,,41\r\n';

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;

const port = () => server.app.trackers()?.ports.startek as number;
const ascii = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');
const bytes = (text: string) => Buffer.from(text, 'latin1');

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('startek'));
  api = testApi(server);
  owner = await api.signUp('StartekFleet');
}, 60_000);
afterAll(() => server?.close());

async function commandStatus(id: string, until: string): Promise<string> {
  let status = '';
  for (let i = 0; i < 50 && status !== until; i++) {
    const res = await api.call(`/command/${id}`, { token: owner.token });
    status = res.body.status;
    if (status !== until) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return status;
}

describe('iStartek over TCP', () => {
  it('stores a report split over two reads, answering nothing', async () => {
    const deviceId = await addTracker(api, owner, 'startek', '863911061945394', 'VT200 van');
    const tracker = await connectTracker(port());
    await tracker.send(bytes(report.slice(0, 60)));
    await tracker.send(bytes(report.slice(60)));
    const stored = await storedPositions(api, owner, deviceId, '2023-09-18');
    tracker.end();
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]?.time as string).toISOString()).toBe('2023-09-18T07:25:31.000Z');
    expect(stored[0]?.lat).toBeCloseTo(22.678598, 6);
    expect(stored[0]?.lon).toBeCloseTo(114.04597, 6);
    expect(tracker.received()).toBe('');
  });

  it('writes a queued engine stop once the unit reports, and takes its answer', async () => {
    const deviceId = await addTracker(api, owner, 'startek', '860262050010565', 'VT300 truck');
    const queued = await api.call('/command', {
      token: owner.token,
      body: { deviceId, command: { kind: 'custom', text: '900,1,1' } },
    });
    expect(queued.status).toBe(201);
    const tracker = await connectTracker(port());
    await tracker.send(bytes(invalidFix));
    const written = '$$:24,860262050010565,900,1,191\r\n';
    expect(ascii(await tracker.read(written.length))).toBe(written);
    expect(await commandStatus(queued.body.id, 'sent')).toBe('sent');
    await tracker.send(bytes('&&:23,860262050010565,900,OKA0\r\n'));
    expect(await commandStatus(queued.body.id, 'acknowledged')).toBe('acknowledged');
    tracker.end();
    // The report was handled before the answer (in order): without a fix, it keeps no position.
    const positions = await api.call(
      `/device/${deviceId}/positions?from=2021-04-07T00:00:00Z&to=2021-04-07T23:59:59Z`,
      { token: owner.token },
    );
    expect(positions.status).toBe(200);
    expect(positions.body).toEqual([]);
    // Its readings are kept: external power 0x04C0 = 12.16 V, battery 0x0164 = 3.56 V.
    const device = await api.call(`/device/${deviceId}`, { token: owner.token });
    expect(device.body.readings).toMatchObject({ external_voltage: 12.16, battery_mv: 3560 });
  });

  it('refuses an unregistered unit: nothing answered, the connection closed', async () => {
    const tracker = await connectTracker(port());
    await tracker.send(
      bytes(
        '&&y139,860262050009146,000,0,,210323131512,A,22.678655,114.046223,14,1.1,0,231,71,5,460|0|249F|0099C257,28,0000003D,00,00,0493|0199|0000|0000,1,,33\r\n',
      ),
    );
    await tracker.closed();
    expect(tracker.received()).toBe('');
  });
});
