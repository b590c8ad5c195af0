import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { fromHex, toHex } from './bytes.ts';
import { xor8 } from './crc.ts';
import { onlyTracker } from './test/ports.ts';
import { connectTracker } from './test/tracker-client.ts';

// JT/T 808 through the real listener, with the frames of terminal 013511221122 in
// [traccar] traccar/traccar Jt808ProtocolDecoderTest.java (formerly HuabaoProtocolDecoderTest):
// its registration (serial 5), authentication (serial 6) and location (serial 7: 2014-07-23
// 17:20:15 GMT+8, 22.51488, 113.916508). The test's location carries an edited checksum (D0,
// Traccar does not check it); it is recomputed here, the frame otherwise byte for byte.
const registration =
  '7E0100002D013511221122000500000000373031303748422D52303347424400000000000000000000003233363631303402CBD5424136383630387E';
const authentication = '7E0102000E013511221122000661757468656E7469636174696F6E3F7E';
const location = withChecksum(
  '7E02000032013511221122000700000000000C000301578CC006CA3A5C00470000000014072317201501040000000030011631010BD07E',
);

function withChecksum(hex: string): string {
  const frame = fromHex(hex);
  frame[frame.length - 2] = xor8(frame, 1, frame.length - 2);
  return toHex(frame);
}

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;
let deviceId: string;

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('huabao'));
  api = testApi(server);
  owner = await api.signUp('Jt808Fleet');
  const created = await api.call('/device/tracker', {
    token: owner.token,
    body: {
      organisationId: owner.organisationId,
      name: 'JT808 unit',
      protocol: 'huabao',
      imei: '13511221122',
    },
  });
  expect(created.status).toBe(201);
  deviceId = created.body.id;
}, 60_000);
afterAll(() => server?.close());

describe('JT/T 808 over TCP', () => {
  it('registers, authenticates and stores a location, answering each as the terminal expects', async () => {
    const port = server.app.trackers()?.ports.huabao as number;
    const tracker = await connectTracker(port);
    await tracker.send(registration);
    // 0x8100: body 14 bytes (serial 0005, result 0, the code "13511221122"), our serial 0.
    expect(await tracker.read(29)).toBe('7E8100000E01351122112200000005003133353131323231313232897E');
    await tracker.send(authentication);
    expect(await tracker.read(20)).toBe('7E8001000501351122112200010006010200B47E');
    // The location split mid-frame, to be joined by the listener.
    const bytes = fromHex(location);
    await tracker.send(bytes.subarray(0, 9));
    await tracker.send(bytes.subarray(9));
    expect(await tracker.read(20)).toBe('7E8001000501351122112200020007020000B77E');

    let stored: Array<{ time: string; lat: number; lon: number }> = [];
    for (let i = 0; i < 50 && !stored.length; i++) {
      const res = await api.call(
        `/device/${deviceId}/positions?from=2014-07-23T00:00:00Z&to=2014-07-23T23:59:59Z`,
        { token: owner.token },
      );
      stored = res.body;
      if (!stored.length) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    tracker.end();
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]?.time as string).toISOString()).toBe('2014-07-23T09:20:15.000Z');
    expect(stored[0]?.lat).toBeCloseTo(22.51488, 6);
    expect(stored[0]?.lon).toBeCloseTo(113.916508, 6);
  });

  it('sends a 2019 terminal known by its 15-digit IMEI its commands in the 2019 form it registered with', async () => {
    // [traccar] Jt808ProtocolDecoderTest's 2019 registration: version 1, terminal 00000866496077582164.
    const registration2019 =
      '7e0100405c010000086649607758216452180000000000000000000000000000004d443330300000000000000000000000000000000000000000000000000038363634393630373735383231363400000000000000000000000000000004000000000000000000000000000000007a7e';
    const created = await api.call('/device/tracker', {
      token: owner.token,
      body: {
        organisationId: owner.organisationId,
        name: 'JT808 2019',
        protocol: 'huabao',
        imei: '866496077582164',
      },
    });
    expect(created.status).toBe(201);
    const queued = await api.call('/command', {
      token: owner.token,
      body: { deviceId: created.body.id, command: { kind: 'custom', text: 'STATUS#' } },
    });
    expect(queued.status).toBe(201);
    const port = server.app.trackers()?.ports.huabao as number;
    const tracker = await connectTracker(port);
    await tracker.send(registration2019);
    // 0x8100 in the 2019 form: 18 bytes of body (serial 0x5218, result 0, the 15-digit code).
    expect((await tracker.read(38)).slice(0, 36)).toBe('7E8100401201000008664960775821640000');
    // 0x8300, version flag and 9 bytes of body, version 1, the terminal's own ten bytes; the text
    // with its 2019 type byte. (The 2013 form, 7E83000009 and a 6-byte terminal, before.)
    const command = await tracker.read(29);
    expect(command.slice(0, 32)).toBe('7E830040090100000866496077582164');
    expect(command.slice(36, -4)).toBe(`0101${toHex(Buffer.from('STATUS#'))}`);
    tracker.end();
  });

  it('refuses an unregistered terminal with 0x8100 result 4 and closes', async () => {
    const port = server.app.trackers()?.ports.huabao as number;
    const tracker = await connectTracker(port);
    // [traccar] the registration of terminal 014130567872, which nobody registered here.
    await tracker.send(
      '7e0100002d0141305678720024002c012f373031313142534a2d41362d424400000000000000000000003035363738373201d4c14238383838386d7e',
    );
    // 0x8100, 3 bytes of body: the registration's serial 0x0024 and result 4, no code.
    const refusal = await tracker.read(18);
    expect(refusal.slice(0, 32)).toBe('7E810000030141305678720000002404');
    await tracker.closed();
  });
});
