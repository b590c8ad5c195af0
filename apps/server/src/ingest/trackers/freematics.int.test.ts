import dgram from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { byteSum } from './freematics/parse.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, storedPositions } from './test/tracker-api.ts';

// Freematics Hub datagrams through the real UDP listener: a login as the telelogger firmware sends
// it ([fw] stanleyhuangyc/Freematics firmware_v5/telelogger/teleclient.cpp notify), then [traccar]
// FreematicsProtocolDecoderTest.java's dated v4 data vector (14 Feb 2021 08:44:50 UTC at 49.215920,
// 18.737755), both under a device id of digits (the stock firmware's letter ids cannot be
// registered) and signed again for it.
// The stock firmware's device id: 8 letters and digits, registered as the unit prints it.
const UNIT = 'UCFLFAYM';
const sign = (body: string) => `${body}*${byteSum(body).toString(16).toUpperCase().padStart(2, '0')}`;
const login = (id: string) => sign(`${id}#EV=1,TS=23930,ID=${id},SSI=-71,VIN=WAUZZZ8K9CA123456`);
const data = (id: string) =>
  sign(`${id}#0:204391,11:140221,10:8445000,A:49.215920,B:18.737755,C:410,D:0,E:208,24:1252,20:0;0;0,82:47`);

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;
let socket: dgram.Socket;
const answers: string[] = [];

/** Sends datagrams, then waits up to 3 s for `count` answers in all (or the time, for none). */
async function exchange(port: number, datagrams: string[], count: number): Promise<string[]> {
  for (const d of datagrams) {
    socket.send(Buffer.from(d, 'latin1'), port, '127.0.0.1');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (let i = 0; i < 30 && answers.length < count; i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return answers.splice(0);
}

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('freematics'));
  api = testApi(server);
  owner = await api.signUp('FreematicsMakers');
  socket = dgram.createSocket('udp4');
  socket.on('message', (message) => answers.push(message.toString('latin1')));
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
}, 60_000);
afterAll(async () => {
  socket?.close();
  await server?.close();
});

describe('Freematics over UDP', () => {
  it("answers a registered unit's login, stores its data and then sends the sync", async () => {
    const port = server.app.trackers()?.ports.freematics as number;
    expect(port).toBeGreaterThan(0);
    const deviceId = await addTracker(api, owner, 'freematics', UNIT, 'ONE+ Model B');
    const got = await exchange(port, [login(UNIT), data(UNIT)], 2);
    expect(got).toEqual([sign('1#EV=1,RX=1,TS=23930'), sign('1#EV=3,RX=1')]);
    const stored = await storedPositions(api, owner, deviceId, '2021-02-14');
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]?.time as string).toISOString()).toBe('2021-02-14T08:44:50.000Z');
    expect(stored[0]?.lat).toBeCloseTo(49.21592, 6);
    expect(stored[0]?.lon).toBeCloseTo(18.737755, 6);
  });

  it('answers an unregistered unit nothing and lists it for its owner to add', async () => {
    const port = server.app.trackers()?.ports.freematics as number;
    const stranger = '352625690000003';
    expect(await exchange(port, [login(stranger), data(stranger)], 1)).toEqual([]);
    const found = () =>
      api.call(`/organisation/${owner.organisationId}/unknown-trackers/${stranger}`, { token: owner.token });
    await expect.poll(async () => (await found()).status, { timeout: 5000 }).toBe(200);
    expect((await found()).body).toMatchObject({ imei: stranger, protocol: 'freematics' });
  });

  it('opens no TCP port: the protocol is UDP', async () => {
    const port = server.app.trackers()?.ports.freematics as number;
    const net = await import('node:net');
    const refused = await new Promise<boolean>((resolve) => {
      const tcp = net.connect(port, '127.0.0.1', () => {
        tcp.destroy();
        resolve(false);
      });
      tcp.on('error', () => resolve(true));
    });
    expect(refused).toBe(true);
  });
});
