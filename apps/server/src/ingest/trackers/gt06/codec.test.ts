import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes.ts';
import type { TrackerEvent } from '../codec.ts';
import { crc16X25 } from '../crc.ts';
import { gt06Codec } from './codec.ts';

// Sources:
// [doc] Concox, "GT06 GPS Tracker Communication Protocol" v1.8 (linked from traccar.org/protocols):
//   the login packet example 78 78 0D 01 01 23 45 67 89 01 23 45 00 01 8C DD 0D 0A and the server's
//   response 78 78 05 01 00 01 D9 DC 0D 0A.
// [traccar] traccar/traccar, src/test/java/org/traccar/protocol/Gt06ProtocolDecoderTest.java and
//   Gt06ProtocolEncoderTest.java (real units' packets; expected values where the test states them).

const docLogin = '78780D01012345678901234500018CDD0D0A';
const loginWithType = '787811010864717003664467100f190a0002c6d20d0a'; // [traccar] login with type id and time zone
const gps12 = '78781f120f0a140e150bc505e51e780293a9e800540000f601006e0055da00035f240d0a'; // [traccar]
const gps22 = '787822220F0C1D023305C9027AC8180C46586000140001CC00287D001F71000001000820860D0A'; // [traccar]
const alarmShock = '787825160F0C1D0A2B21C8027AC8040C46581000146F0901CC00287D001F714804040301001C84CF0D0A'; // [traccar]
const alarmPowerCut = '7878251610051b0f1c34c5022515d504b5dcd20738080902d4022bdf009cba5006640201006759680d0a'; // [traccar]
const alarmRemoval = '7878251613020C12141AC5027951430C2A16F60014000900000000001A00007C550300020002F1E70D0A'; // [traccar]
const status = '78780a13c40604000201298f5b0d0a'; // [traccar]

function pushAll(chunks: Uint8Array[]): TrackerEvent[] {
  const stream = gt06Codec.createStream();
  return chunks.flatMap((chunk) => stream.push(chunk));
}

function one(hex: string): TrackerEvent {
  const events = pushAll([fromHex(hex)]);
  expect(events).toHaveLength(1);
  return events[0] as TrackerEvent;
}

function firstRecord(event: TrackerEvent) {
  if (event.type !== 'records') throw new Error(`expected records, got ${JSON.stringify(event)}`);
  return event.records[0];
}

/** An acknowledgement: 78 78 05, the protocol number, the message's serial, a valid CRC-ITU, 0D 0A. */
function expectAck(ack: Uint8Array | undefined, protocol: number, serial: number): void {
  const bytes = Buffer.from(ack ?? []);
  expect(toHex(bytes.subarray(0, 6))).toBe(
    `787805${protocol.toString(16).padStart(2, '0')}${serial.toString(16).padStart(4, '0')}`.toUpperCase(),
  );
  expect(bytes.readUInt16BE(6)).toBe(crc16X25(bytes, 2, 6));
  expect(toHex(bytes.subarray(8))).toBe('0D0A');
}

describe('gt06 codec', () => {
  it("answers the document's login example with the document's response [doc]", () => {
    expect(one(docLogin)).toEqual({
      type: 'login',
      id: '123456789012345',
      accept: fromHex('787805010001D9DC0D0A'),
    });
  });

  it('takes a login that carries a type id and time zone, answering with its serial [traccar]', () => {
    const event = one(loginWithType);
    expect(event).toMatchObject({ type: 'login', id: '864717003664467' });
    if (event.type === 'login') expectAck(event.accept, 0x01, 0x0002);
  });

  it('decodes a GPS+LBS packet (0x12) [traccar: 2015-10-20 14:21:11, valid, 54.94535, 24.01762]', () => {
    const event = one(gps12);
    const record = firstRecord(event);
    expect(record?.time.toISOString()).toBe('2015-10-20T14:21:11.000Z');
    expect(record?.valid).toBe(true);
    expect(record?.lat).toBeCloseTo(54.94535, 5);
    expect(record?.lon).toBeCloseTo(24.01762, 5);
    expect(record?.satellites).toBe(5);
    expect(record?.speedKmh).toBe(0);
    expect(record?.extra).toMatchObject({ mcc: 246, mnc: 1 });
    if (event.type === 'records') expectAck(event.ack, 0x12, 0x0003);
  });

  it('decodes a GPS+LBS packet (0x22) with ACC and the re-upload flag [traccar]', () => {
    const record = firstRecord(one(gps22));
    expect(record?.time.toISOString()).toBe('2015-12-29T02:51:05.000Z');
    expect(record?.valid).toBe(true);
    expect(record?.lat).toBeCloseTo(23.111693, 5);
    expect(record?.lon).toBeCloseTo(114.409298, 5);
    expect(record?.satellites).toBe(9);
    expect(record?.ignition).toBe(false);
    expect(record?.extra).toMatchObject({ mcc: 460, archive: true });
  });

  it('decodes a southern/western fix from the course/status word [traccar]', () => {
    // Course/status 0x195A: positioned, west longitude, south latitude, course 346 (a Brazilian unit, MCC 724).
    const record = firstRecord(
      one('7878241216040e102c22cf00915ffb04c6016300195a02d402283b00753f400571040001dda4880d0a'),
    );
    expect(record?.lat).toBeLessThan(0);
    expect(record?.lon).toBeLessThan(0);
    expect(record?.course).toBe(346);
    expect(record?.extra).toMatchObject({ mcc: 724 });
  });

  it('turns alarm packets (0x16) into alarms and acknowledges them with their serial [traccar]', () => {
    const shock = one(alarmShock);
    expect(firstRecord(shock)?.alarms).toEqual(['vibration']);
    expect(firstRecord(shock)).toMatchObject({ batteryPct: 67, gsmSignalPct: 100, ignition: false });
    if (shock.type === 'records') expectAck(shock.ack, 0x16, 0x001c);
    expect(firstRecord(one(alarmPowerCut))?.alarms).toEqual(['power_cut']);
    // Traccar: ALARM_REMOVING for terminal information alarm bits 111.
    expect(firstRecord(one(alarmRemoval))?.alarms).toEqual(['tamper']);
  });

  it('takes the status packet (0x13) as a heartbeat with its state and acknowledges it [traccar]', () => {
    const event = one(status);
    expect(event).toMatchObject({
      type: 'heartbeat',
      record: { ignition: false, outputs: 1, batteryPct: 100, gsmSignalPct: 100 },
    });
    if (event.type === 'heartbeat') {
      expect(event.record?.extra).toMatchObject({ charging: true, fuelCut: true, gpsTracking: true });
      expect(event.record?.alarms).toBeUndefined();
      expectAck(event.ack, 0x13, 0x0129);
    }
  });

  it('turns command replies (0x15, and 0x21 in UTF-16) into command results [traccar]', () => {
    expect(
      one(
        '78782d152500000000437574206f666620746865206675656c20737570706c793a2053756363657373210002013b898a0d0a',
      ),
    ).toMatchObject({ type: 'command_result', text: 'Cut off the fuel supply: Success!' });
    expect(
      one('787829152100000000526573746f7265206675656c20737570706c793a2053756363657373210002014077ce0d0a'),
    ).toMatchObject({ type: 'command_result', text: 'Restore fuel supply: Success!' });
    expect(
      one('797900262100000000020043006f006d006d0061006e00640020006500720072006f0072002100236e850d0a'),
    ).toEqual({
      type: 'command_result',
      text: 'Command error!',
    });
  });

  it('encodes an online command (0x80) byte for byte [traccar: Gt06ProtocolEncoderTest, "Relay,1#"]', () => {
    const bytes = gt06Codec.encodeCommand({
      name: 'engine_stop',
      text: 'Relay,1#',
      id: '123456789012345',
      serial: 0,
    });
    expect(toHex(bytes)).toBe('787812800C0000000052656C61792C312300009DEE0D0A');
  });

  it('gives the SERVER SMS with the domain or IP mode', () => {
    expect(gt06Codec.setupSms('track.example.com', 5023)).toBe('SERVER,1,track.example.com,5023,0#');
    expect(gt06Codec.setupSms('203.0.113.7', 5023)).toBe('SERVER,0,203.0.113.7,5023,0#');
  });
});

describe('gt06 framing', () => {
  const all = Buffer.concat([fromHex(docLogin), fromHex(gps12), fromHex(status), fromHex(alarmShock)]);
  const types = ['login', 'records', 'heartbeat', 'records'];

  it('takes frames split byte by byte and frames coalesced in one read', () => {
    expect(pushAll([...all].map((b) => Uint8Array.of(b))).map((e) => e.type)).toEqual(types);
    expect(pushAll([all]).map((e) => e.type)).toEqual(types);
  });

  it('keeps only the unfinished frame between reads', () => {
    const stream = gt06Codec.createStream();
    expect(stream.push(all.subarray(0, 25)).map((e) => e.type)).toEqual(['login']);
    expect(stream.buffered()).toBe(7);
    expect(stream.push(all.subarray(25)).map((e) => e.type)).toEqual(['records', 'heartbeat', 'records']);
    expect(stream.buffered()).toBe(0);
  });

  it('counts a frame whose CRC fails and goes on with the next', () => {
    const bad = fromHex(gps12);
    bad[10] = (bad[10] as number) ^ 0x40;
    const events = pushAll([Buffer.concat([bad, fromHex(status)])]);
    expect(events.map((e) => e.type)).toEqual(['bad_frame', 'heartbeat']);
    expect(events[0]).toMatchObject({ reason: 'checksum' });
    expect(events[0]).not.toHaveProperty('fatal');
  });

  it('skips bytes before a start marker and a frame without its stop bits', () => {
    const broken = fromHex(status);
    broken[broken.length - 1] = 0x00;
    const events = pushAll([Buffer.concat([Buffer.from([0x01, 0x02, 0x03]), broken, fromHex(gps12)])]);
    expect(events.map((e) => e.type)).toEqual(['bad_frame', 'bad_frame', 'records']);
    expect(
      events.slice(0, 2).every((e) => e.type === 'bad_frame' && e.reason === 'malformed' && !e.fatal),
    ).toBe(true);
  });

  it('refuses a frame longer than the maximum without holding it', () => {
    const stream = gt06Codec.createStream();
    const header = fromHex('79791388'); // a 2-byte length of 5000
    expect(stream.push(header)).toEqual([expect.objectContaining({ type: 'bad_frame', reason: 'too_long' })]);
    expect(stream.push(Buffer.alloc(4000))).toEqual([]);
    expect(stream.buffered()).toBe(0);
    expect(stream.push(Buffer.concat([Buffer.alloc(1002), fromHex(status)])).map((e) => e.type)).toEqual([
      'heartbeat',
    ]);
  });

  it('counts stray bytes after good frames and goes on', () => {
    const stream = gt06Codec.createStream();
    expect(stream.push(fromHex(status)).map((e) => e.type)).toEqual(['heartbeat']);
    expect(stream.push(Uint8Array.of(0x0a))).toEqual([
      expect.objectContaining({ type: 'bad_frame', reason: 'malformed' }),
    ]);
    expect(stream.push(fromHex(status)).map((e) => e.type)).toEqual(['heartbeat']);
  });

  it('gives up on a peer that does not speak GT06', () => {
    const stream = gt06Codec.createStream();
    expect(stream.push(Buffer.from('GET / HTTP/1.1\r\n'))).toEqual([
      expect.objectContaining({ type: 'bad_frame', fatal: true }),
    ]);
    expect(stream.push(fromHex(status))).toEqual([]);
  });
});
