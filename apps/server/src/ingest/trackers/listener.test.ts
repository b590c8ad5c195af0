import dgram from 'node:dgram';
import client from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { fromHex, toHex } from './bytes.ts';
import type { TrackerCodec } from './codec.ts';
import { createTrackerCommandHub, type TrackerCommandStore } from './commands.ts';
import type { TrackerContext, TrackerIdentity } from './context.ts';
import { eelinkCodec } from './eelink/codec.ts';
import { createAddressBook, defaultTrackerLimits } from './limits.ts';
import { startTrackerListener, type TrackerListener } from './listener.ts';
import { createTrackerMetrics } from './metrics.ts';
import { teltonikaCodec } from './teltonika/codec.ts';

// UDP units through the real listener on 127.0.0.1, with an in-memory command queue:
// [wiki] Teltonika wiki, "Teltonika Data Sending Protocols" (revision of 2023): "Codec 8 Extended
//   protocol sending over UDP" (unit 352093086403655, packet id CAFE, AVL packet id 07, one record,
//   answered 0005 CAFE 01 07 01), and the Codec 12 getinfo command as the server sends it.
// [traccar-eelink] traccar/traccar (9e5c458a) EelinkProtocolDecoderTest.java: unit 352544071677471's
//   UDP login (454C0027E753…) and UDP location (454C0050EAE2…); EelinkProtocolEncoderTest.java
//   testEncodeUdp: RELAY,1# to a UDP unit is the 0x80 package 676780000F00000100000000 52454C41592C3123
//   inside the 454C wrapper with the unit's IMEI.
const teltonikaDatagram =
  '005FCAFE0107000F3335323039333038363430333635358E010000016B4F831C680100000000000000000000000000000000010005000100010100010011009D00010010015E2C880002000B000000003544C87A000E000000001DD7E06A000001';
const teltonikaAck = '0005CAFE010701';
const getinfoCommand = '000000000000000F0C010500000007676574696E666F0100004312';
const eelinkLogin = '454C0027E753035254407167747167670100180002035254407167747100200205020500010432000086BD';
const eelinkLocation =
  '454C0050EAE2035254407167747167671200410021590BD93803026B940D0C3952AD0021000000000501CC0001A53F0170F0AB1305890F11000000000000C2D0001C001600000000000000000000000000000000';
const eelinkRelayPackage = '676780000F0000010000000052454C41592C3123';

const SESSION_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Queued = { id: string; kind: string; text: string };

/** The command module's queue, in memory: what is queued, taken (sent) and put back, per device. */
function memoryStore() {
  const queued = new Map<string, Queued[]>();
  const sent: string[] = [];
  const store: TrackerCommandStore = {
    take: async (deviceId) => {
      const taken = queued.get(deviceId) ?? [];
      queued.set(deviceId, []);
      sent.push(...taken.map((c) => c.id));
      return taken;
    },
    requeue: async () => {},
    answer: async () => {},
    fail: async () => {},
  };
  const queue = (deviceId: string, command: Queued) =>
    queued.set(deviceId, [...(queued.get(deviceId) ?? []), command]);
  const waiting = (deviceId: string) => (queued.get(deviceId) ?? []).map((c) => c.id);
  return { store, queue, waiting, sent };
}

const open: Array<{ close(): unknown }> = [];
afterEach(async () => {
  for (const item of open.splice(0)) await item.close();
});

async function serve(codec: TrackerCodec, devices: Record<string, TrackerIdentity>, storeMs = 0) {
  const queue = memoryStore();
  const log = { info: () => {}, warn: () => {}, debug: () => {} };
  const hub = createTrackerCommandHub(queue.store, log);
  const context: TrackerContext = {
    // A slow commit: a command must still wait for the acknowledgement that follows it.
    submit: async () => {
      await sleep(storeMs);
      return { status: 'stored', deviceId: 'any' };
    },
    identify: async (imei) => devices[imei],
    unknown: () => {},
    commands: hub.hooks,
    metrics: createTrackerMetrics(new client.Registry()),
    limits: defaultTrackerLimits,
    addresses: createAddressBook(defaultTrackerLimits),
    log,
  };
  const listener: TrackerListener = await startTrackerListener(codec, context, {
    host: '127.0.0.1',
    port: 0,
    datagramSessionMs: SESSION_MS,
  });
  open.push(hub, listener);
  return { ...queue, hub, port: listener.port };
}

/** A unit's UDP socket: what it hears, in order. */
async function unit() {
  const socket = dgram.createSocket('udp4');
  const heard: string[] = [];
  socket.on('message', (message) => heard.push(toHex(message)));
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  open.push({ close: () => new Promise<void>((resolve) => socket.close(() => resolve())) });
  const send = (hex: string, port: number) => socket.send(fromHex(hex), port, '127.0.0.1');
  const until = async (count: number) => {
    for (let i = 0; i < 50 && heard.length < count; i++) await sleep(20);
    return heard;
  };
  return { heard, send, until };
}

const fmb = { deviceId: 'dev-fmb', organisationId: 'org', imei: '352093086403655' };

describe('commands to UDP units', () => {
  it('writes a queued command after the datagram’s ack, to the address and port it came from', async () => {
    const listener = await serve(teltonikaCodec, { [fmb.imei]: fmb }, 100);
    listener.queue(fmb.deviceId, { id: 'c1', kind: 'custom', text: 'getinfo' });
    const tracker = await unit();
    tracker.send(teltonikaDatagram, listener.port);
    expect(await tracker.until(2)).toEqual([teltonikaAck, getinfoCommand]);
    expect(listener.sent).toEqual(['c1']);
  });

  it('sends a command at once to a unit heard just before, and keeps it queued once the unit is silent', async () => {
    const listener = await serve(teltonikaCodec, { [fmb.imei]: fmb });
    const tracker = await unit();
    tracker.send(teltonikaDatagram, listener.port);
    expect(await tracker.until(1)).toEqual([teltonikaAck]);
    // Queued while the unit's datagram is fresh: PostgreSQL's NOTIFY wakes the hub, which writes it.
    await sleep(50);
    listener.queue(fmb.deviceId, { id: 'c2', kind: 'custom', text: 'getinfo' });
    await listener.hub.deliver(fmb.deviceId);
    expect(await tracker.until(2)).toEqual([teltonikaAck, getinfoCommand]);

    // Silent for longer than its session: a new command waits for the unit's next datagram.
    await sleep(SESSION_MS + 100);
    listener.queue(fmb.deviceId, { id: 'c3', kind: 'custom', text: 'getinfo' });
    await listener.hub.deliver(fmb.deviceId);
    await sleep(200);
    expect(tracker.heard).toHaveLength(2);
    expect(listener.waiting(fmb.deviceId)).toEqual(['c3']);
    tracker.send(teltonikaDatagram, listener.port);
    expect(await tracker.until(4)).toEqual([teltonikaAck, getinfoCommand, teltonikaAck, getinfoCommand]);
    expect(listener.sent).toEqual(['c2', 'c3']);
  });

  it('writes an Eelink unit its command in the UDP wrapper when its session starts with a location, not its login', async () => {
    const unitId = { deviceId: 'dev-eelink', organisationId: 'org', imei: '352544071677471' };
    const listener = await serve(eelinkCodec, { [unitId.imei]: unitId });
    const tracker = await unit();
    tracker.send(eelinkLogin, listener.port);
    expect(await tracker.until(1)).toHaveLength(1);
    // The login's session ends; the next datagram is a location, which names the unit but says no form.
    await sleep(SESSION_MS + 100);
    listener.queue(unitId.deviceId, { id: 'c4', kind: 'custom', text: 'RELAY,1#' });
    tracker.send(eelinkLocation, listener.port);
    const [, ack, command] = await tracker.until(3);
    expect(ack?.startsWith('454C')).toBe(true);
    // The wrapper (454C, length 001E, checksum, IMEI 0352544071677471) around Traccar's package.
    expect(command?.slice(0, 8)).toBe('454C001E');
    expect(command?.slice(12, 28)).toBe('0352544071677471');
    expect(command?.slice(28)).toBe(eelinkRelayPackage);
  });
});
