import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, storedFrameReadings, storedPositions } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// GPS watches through the real listener, with the messages of [traccar] traccar/traccar
// WatchProtocolDecoderTest.java: the SeTracker document's UD of watch 8800000015 (2014-04-22
// 13:46:52 UTC, 22.571707, 113.8613968), an AL with the SOS bit (status 00010000) after the
// AL_LTE vector's layout, LK answered `[SG*8800000015*0002*LK]` and AL answered `AL` as the
// SeTracker server protocol requires; CR (request position) as WatchProtocolEncoder writes it.
const ud =
  '[SG*8800000015*0087*UD,220414,134652,A,22.571707,N,113.8613968,E,0.1,0.0,100,7,60,90,1000,50,0000,4,1,460,0,9360,4082,131,9360,4092,148,9360,4091,143,9360,4153,141]';
const sos =
  '[SG*8800000016*0064*AL,230414,101500,A,43.653226,N,79.383184,W,0.0,0.0,90,6,80,55,0,0,00010000,1,1,302,720,1234,5678,140]';

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;
let port: number;

const ascii = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');

const addWatch = (imei: string, name: string) => addTracker(api, owner, 'watch', imei, name);
const positions = (deviceId: string, day: string, count = 1) =>
  storedPositions(api, owner, deviceId, day, count);

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('watch'));
  api = testApi(server);
  owner = await api.signUp('WatchCare');
  port = server.app.trackers()?.ports.watch as number;
}, 60_000);
afterAll(() => server?.close());

describe('Watch over TCP', () => {
  it('answers LK and stores a UD position, split over two reads, answering nothing for it', async () => {
    const deviceId = await addWatch('8800000015', 'Senior watch');
    const tracker = await connectTracker(port);
    await tracker.send(Buffer.from('[SG*8800000015*0002*LK]', 'latin1'));
    const lk = '[SG*8800000015*0002*LK]';
    expect(ascii(await tracker.read(lk.length))).toBe(lk);
    const bytes = Buffer.from(ud, 'latin1');
    await tracker.send(bytes.subarray(0, 30));
    await tracker.send(bytes.subarray(30));
    const stored = await positions(deviceId, '2014-04-22');
    expect(tracker.received()).toBe('');
    tracker.end();
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]?.time as string).toISOString()).toBe('2014-04-22T13:46:52.000Z');
    expect(stored[0]?.lat).toBeCloseTo(22.571707, 6);
    expect(stored[0]?.lon).toBeCloseTo(113.8613968, 6);
  });

  it('stores an AL with the SOS bit as an SOS (Button pressed) and answers AL after it', async () => {
    const deviceId = await addWatch('8800000016', 'Lone worker');
    const tracker = await connectTracker(port);
    await tracker.send(Buffer.from(sos, 'latin1'));
    const al = '[SG*8800000016*0002*AL]';
    expect(ascii(await tracker.read(al.length))).toBe(al);
    // The answer follows the commit: the alarm is there once it is heard.
    const stored = await positions(deviceId, '2014-04-23');
    expect(stored).toHaveLength(1);
    expect(stored[0]?.lat).toBeCloseTo(43.653226, 6);
    expect(stored[0]?.lon).toBeCloseTo(-79.383184, 6);
    const frames = await storedFrameReadings(
      api,
      owner,
      deviceId,
      ['2014-04-23T00:00:00Z', '2014-04-23T23:59:59Z'],
      'button',
    );
    expect(frames).toEqual([expect.objectContaining({ button: 1, battery_pct: 55 })]);
    // The alarm is the record's event, not the watch's state: its current readings keep the battery.
    const device = await api.call(`/device/${deviceId}`, { token: owner.token });
    expect(device.body.readings).toMatchObject({ battery_pct: 55 });
    expect(device.body.readings.button).toBeUndefined();
    tracker.end();
  });

  it('writes a queued request for a position (CR) in the vendor the watch uses, and takes its echo as the answer', async () => {
    const deviceId = await addWatch('8800000017', 'Kids watch');
    const queued = await api.call('/command', {
      token: owner.token,
      body: { deviceId, command: { kind: 'request_position' } },
    });
    expect(queued.status).toBe(201);
    const tracker = await connectTracker(port);
    await tracker.send(Buffer.from('[CS*8800000017*0002*LK]', 'latin1'));
    const lk = '[CS*8800000017*0002*LK]';
    const command = '[CS*8800000017*0002*CR]';
    // The LK's answer and the command, in whichever order the two were written.
    const written = ascii(await tracker.read(lk.length + command.length));
    expect([lk + command, command + lk]).toContain(written);
    await tracker.send(Buffer.from('[CS*8800000017*0002*CR]', 'latin1'));
    let status = '';
    for (let i = 0; i < 50 && status !== 'acknowledged'; i++) {
      const res = await api.call(`/command/${queued.body.id}`, { token: owner.token });
      status = res.body.status;
      if (status !== 'acknowledged') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    tracker.end();
    expect(status).toBe('acknowledged');
  });

  it('refuses an unregistered watch by closing the connection, storing and answering nothing', async () => {
    const tracker = await connectTracker(port);
    await tracker.send(Buffer.from('[SG*9999999999*0002*LK]', 'latin1'));
    await tracker.closed();
    expect(tracker.received()).toBe('');
  });
});
