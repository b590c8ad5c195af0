import dgram from 'node:dgram';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  failUnansweredTrackerCommands,
  TRACKER_UNANSWERED_ERROR,
} from '../../modules/command/tracker-store.ts';
import { type Person, testApi } from '../../test/api.ts';
import { freePort } from '../../test/ports.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { fromHex, toHex } from './bytes.ts';
import { answeringTrackerProtocols, trackerPortSettings, trackersOff } from './registry.ts';
import { addTracker } from './test/tracker-api.ts';

// Commands to units that speak UDP, through the real listener and a real UDP socket on 127.0.0.1,
// queued through the API. Messages, byte for byte:
// [wiki] Teltonika wiki, "Teltonika Data Sending Protocols" (wiki.teltonika-gps.com/view/
//   Teltonika_Data_Sending_Protocols, revision of 2023): "Codec 8 Extended protocol sending over UDP"
//   (unit 352093086403655, packet id CAFE, AVL packet id 07, answered 0005 CAFE 01 07 01); the UDP
//   channel header (length, packet id, packet type 01, AVL packet id, IMEI length, IMEI); Codec 12's
//   getinfo command as the server sends it and the unit's getinfo response.
// [traccar] traccar/traccar (9e5c458a) TeltonikaProtocolDecoderTest.java testDecodeConnectionless: a
//   UDP Codec 8 datagram of unit 357454072713975 (AVL packet id 22; the test is @Disabled there, the
//   datagram is whole); TeltonikaProtocolDecoder.decodeUdp/parseData: over UDP a Codec 12 response
//   comes in the same channel header without preamble, length or CRC, and is not acknowledged;
//   TeltonikaProtocolEncoder: a command to a UDP unit is the Codec 12 packet as over TCP.
// [traccar-calamp] CalAmpProtocolDecoderTest.java (9e5c458a): unit 352648068863398's Event Report,
//   an acknowledged request (service type 1) of sequence 039C, answered 02 01 039C 02 00….
const fmbA = '352093086403655';
const datagramA =
  '005FCAFE0107000F3335323039333038363430333635358E010000016B4F831C680100000000000000000000000000000000010005000100010100010011009D00010010015E2C880002000B000000003544C87A000E000000001DD7E06A000001';
const ackA = '0005CAFE010701';
const fmbB = '357454072713975';
const datagramB =
  '0049cafe0122000f33353734353430373237313339373508010000015d3766f6a800003eef961ec6215e0063006d09003100070401000200f001c8000242381c18003201c7000000e10001';
const ackB = '0005CAFE012201';
const getinfoCommand = '000000000000000F0C010500000007676574696E666F0100004312';
const getinfoResponse =
  '00000000000000900C010600000088494E493A323031392F372F323220373A3232205254433A323031392F372F323220373A3533205253543A32204552523A312053523A302042523A302043463A302046473A3020464C3A302054553A302F302055543A3020534D533A30204E4F4750533A303A3330204750533A31205341543A302052533A332052463A36352053463A31204D443A30010000C78F';
const calampUnit = '352648068863398';
const calampEventReport =
  '8308352648068863398f01070102039c5cfc4dcd5cfc4dcd19913f5dcce1291e000033fa0000005801110800019aff9d6f0e13003e0b02000000000000000000';
const calampAck = '0201039C020000000000';

const hexOf = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

/** A payload (codec id .. second quantity) in the UDP channel header of unit `imei`. */
function inUdpHeader(imei: string, payload: string): string {
  const body = `CAFE0100${imei.length.toString(16).padStart(4, '0')}${hexOf(imei)}${payload}`;
  return `${(body.length / 2).toString(16).padStart(4, '0')}${body}`.toUpperCase();
}
/** The getinfo response as a UDP unit sends it: the TCP packet's payload, without preamble, length or CRC. */
const udpGetinfoResponse = inUdpHeader(fmbA, getinfoResponse.slice(16, 16 + 0x90 * 2));

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;
let teltonikaPort: number;
let calampPort: number;
const ids: Record<string, string> = {};

/** A unit's UDP socket: what it hears, in order. */
async function udpUnit(port: () => number) {
  const socket = dgram.createSocket('udp4');
  const heard: string[] = [];
  socket.on('message', (message) => heard.push(toHex(message)));
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    heard,
    send: (hex: string) => socket.send(fromHex(hex), port(), '127.0.0.1'),
    async until(count: number) {
      for (let i = 0; i < 50 && heard.length < count; i++) await new Promise((r) => setTimeout(r, 100));
      return heard;
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
let unitA: Awaited<ReturnType<typeof udpUnit>>;
let unitB: Awaited<ReturnType<typeof udpUnit>>;

const commandOf = async (id: string) => (await api.call(`/command/${id}`, { token: owner.token })).body;
async function commandUntil(id: string, status: string) {
  let command = await commandOf(id);
  for (let i = 0; i < 50 && command.status !== status; i++) {
    await new Promise((r) => setTimeout(r, 100));
    command = await commandOf(id);
  }
  return command;
}
async function send(deviceId: string, text: string) {
  const queued = await api.call('/command', {
    token: owner.token,
    body: { deviceId, command: { kind: 'custom', text } },
  });
  // Not its status: a unit heard just before may be written it before the answer is read.
  expect(queued.status).toBe(201);
  return queued.body.id as string;
}

beforeAll(async () => {
  const env = trackersOff();
  env[trackerPortSettings.teltonika] = String(await freePort());
  env[trackerPortSettings.calamp] = String(await freePort());
  server = await startTestServer(env);
  api = testApi(server);
  owner = await api.signUp('UdpFleet');
  teltonikaPort = server.app.trackers()?.ports.teltonika as number;
  calampPort = server.app.trackers()?.ports.calamp as number;
  ids.a = await addTracker(api, owner, 'teltonika', fmbA, 'FMB A');
  ids.b = await addTracker(api, owner, 'teltonika', fmbB, 'FMB B');
  ids.silent = await addTracker(api, owner, 'teltonika', '356307042441013', 'FMB never heard');
  ids.calamp = await addTracker(api, owner, 'calamp', calampUnit, 'LMU-2630');
  // Two units behind one address: each its own socket, so its own port.
  unitA = await udpUnit(() => teltonikaPort);
  unitB = await udpUnit(() => teltonikaPort);
}, 60_000);
afterAll(async () => {
  await unitA?.close();
  await unitB?.close();
  await server?.close();
});

describe('commands to Teltonika units over UDP', () => {
  let getinfoA: string;
  let getverB: string;

  it('writes each unit of one address its own queued command, after the ack of its next datagram, at its own port', async () => {
    getinfoA = await send(ids.a as string, 'getinfo');
    getverB = await send(ids.b as string, 'getver');
    // Not heard yet: both wait, queued.
    await new Promise((r) => setTimeout(r, 300));
    expect((await commandOf(getinfoA)).status).toBe('queued');
    expect((await commandOf(getverB)).status).toBe('queued');

    unitA.send(datagramA);
    unitB.send(datagramB);
    expect(await unitA.until(2)).toEqual([ackA, getinfoCommand]);
    const [ack, getver] = await unitB.until(2);
    expect(ack).toBe(ackB);
    // Codec 12 as [wiki]'s getinfo, for a 6-letter text: data size 0x0E, codec 0C, quantity 1,
    // type 05 (command), size 6, "getver", quantity 1, CRC.
    expect(getver?.slice(0, 30)).toBe('000000000000000E0C010500000006');
    expect(getver?.slice(30, 42)).toBe(hexOf('getver'));
    expect((await commandOf(getinfoA)).status).toBe('sent');
    expect((await commandOf(getverB)).status).toBe('sent');
    await new Promise((r) => setTimeout(r, 300));
    expect(unitA.heard).toHaveLength(2);
    expect(unitB.heard).toHaveLength(2);
  });

  it('acknowledges the command with the answer the unit sends back in a datagram', async () => {
    unitA.send(udpGetinfoResponse);
    const command = await commandUntil(getinfoA, 'acknowledged');
    expect(command.status).toBe('acknowledged');
    expect(command.answer).toMatch(/^INI:2019\/7\/22 7:22 RTC:2019\/7\/22 7:53/);
    // A Codec 12 response is not acknowledged (Traccar's parseData answers no CODEC_12 packet).
    await new Promise((r) => setTimeout(r, 200));
    expect(unitA.heard).toHaveLength(2);
  });

  it('sends a command queued just after a unit was heard at once, to where its datagram came from', async () => {
    const getgps = await send(ids.a as string, 'getgps');
    const [, , command] = await unitA.until(3);
    expect(command?.slice(0, 30)).toBe('000000000000000E0C010500000006');
    expect(command?.slice(30, 42)).toBe(hexOf('getgps'));
    expect((await commandUntil(getgps, 'sent')).status).toBe('sent');
  });

  it('fails a command left unanswered for 10 minutes, as over TCP', async () => {
    await sql`update commands set sent_at = sent_at - make_interval(mins => 11)
               where id = ${getverB}`.execute(server.handle.db);
    expect(await failUnansweredTrackerCommands(server.handle.db, answeringTrackerProtocols)).toContain(
      getverB,
    );
    expect(await commandOf(getverB)).toMatchObject({ status: 'failed', error: TRACKER_UNANSWERED_ERROR });
  });

  it('keeps a command to a unit that is not heard queued, whoever else sends', async () => {
    const waiting = await send(ids.silent as string, 'getinfo');
    unitA.send(datagramA);
    unitB.send(datagramB);
    await unitA.until(4);
    await unitB.until(3);
    await new Promise((r) => setTimeout(r, 500));
    expect((await commandOf(waiting)).status).toBe('queued');
    expect(unitA.heard.slice(3)).toEqual([ackA]);
    expect(unitB.heard.slice(2)).toEqual([ackB]);
  });
});

describe('commands to CalAmp LM Direct units', () => {
  it('refuses a command when it is sent, with the reason, rather than leave it waiting', async () => {
    const refused = await api.call('/command', {
      token: owner.token,
      body: { deviceId: ids.calamp, command: { kind: 'custom', text: 'reboot' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/^CalAmp units take no commands from Pinpoint: /);
  });

  it('acknowledges an acknowledged request each time the unit sends it, its re-sends too', async () => {
    const lmu = await udpUnit(() => calampPort);
    lmu.send(calampEventReport);
    expect(await lmu.until(1)).toEqual([calampAck]);
    // The unit heard no ack (lost on the way) and sends it again within its session.
    lmu.send(calampEventReport);
    expect(await lmu.until(2)).toEqual([calampAck, calampAck]);
    await lmu.close();
  });
});
