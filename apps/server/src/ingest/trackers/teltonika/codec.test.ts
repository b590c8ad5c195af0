import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes.ts';
import type { TrackerEvent } from '../codec.ts';
import { crc16Ibm } from '../crc.ts';
import { teltonikaCodec } from './codec.ts';

// Sources:
// [wiki] Teltonika wiki, "Teltonika Data Sending Protocols" (wiki.teltonika-gps.com/view/Teltonika_Data_Sending_Protocols):
//   the IMEI example, Codec 8 examples 1 and 3, the Codec 8 Extended and Codec 16 examples, the Codec 8
//   UDP example and its server response, and the Codec 12 getinfo / getio examples.
// [hercules] Teltonika wiki, "Sending Codec12 commands using Hercules": the getinfo command bytes.
// [traccar] traccar/traccar, src/test/java/org/traccar/protocol/TeltonikaProtocolDecoderTest.java.

const imeiPacket = '000F333536333037303432343431303133'; // [wiki] IMEI 356307042441013
const codec8Example1 =
  '000000000000003608010000016B40D8EA30010000000000000000000000000000000105021503010101425E0F01F10000601A014E0000000000000000010000C7CF';
const codec8Example3 =
  '000000000000004308020000016B40D57B480100000000000000000000000000000001010101000000000000016B40D5C198010000000000000000000000000000000101010101000000020000252C';
const codec8ExtExample =
  '000000000000004A8E010000016B412CEE000100000000000000000000000000000000010005000100010100010011001D00010010015E2C880002000B000000003544C87A000E000000001DD7E06A00000100002994';
const codec16Example =
  '000000000000005F10020000016BDBC7833000000000000000000000000000000000000B05040200010000030002000B00270042563A00000000016BDBC7871800000000000000000000000000000000000B05040200010000030002000B00260042563A00000200005FB3';
// [traccar] an FMB record with a fix.
const traccarWithFix =
  '000000000000004508010000015eb70a86d00024089d4d21dee3860137005f12005f000e06ef01f00150011503c800450108b5000bb6000642382718005fcd057ace19d3430f57440000000001000002bf';

function pushAll(chunks: Uint8Array[]): TrackerEvent[] {
  const stream = teltonikaCodec.createStream();
  return chunks.flatMap((chunk) => stream.push(chunk));
}

function records(event: TrackerEvent | undefined) {
  if (event?.type !== 'records') throw new Error(`expected records, got ${JSON.stringify(event)}`);
  return event;
}

/** A TCP AVL packet around a payload (codec id .. number of data 2), with its CRC. */
function avlPacket(payloadHex: string): Buffer {
  const payload = fromHex(payloadHex);
  const out = Buffer.alloc(12 + payload.length);
  out.writeUInt32BE(payload.length, 4);
  payload.copy(out, 8);
  out.writeUInt32BE(crc16Ibm(payload), 8 + payload.length);
  return out;
}

describe('teltonika codec over TCP', () => {
  it('answers the IMEI packet with 0x01 to accept and 0x00 to refuse [wiki]', () => {
    expect(pushAll([fromHex(imeiPacket)])).toEqual([
      { type: 'login', id: '356307042441013', accept: Uint8Array.of(1), reject: Uint8Array.of(0) },
    ]);
  });

  it('decodes Codec 8 example 1 and acknowledges one record [wiki]', () => {
    const event = records(pushAll([fromHex(codec8Example1)])[0]);
    expect(toHex(event.ack as Uint8Array)).toBe('00000001');
    const [record] = event.records;
    // Timestamp 0x0000016B40D8EA30 = 10.06.2019 10:04:46 UTC, priority 1, no GPS data,
    // event IO 1; IO 21 (GSM signal) = 3, IO 1 (DIN1) = 1, IO 66 (external voltage) = 0x5E0F mV,
    // IO 241 = 0x601A, IO 78 = 0.
    expect(record?.time.toISOString()).toBe('2019-06-10T10:04:46.000Z');
    expect(record?.valid).toBe(false);
    expect(record?.lat).toBeUndefined();
    expect(record?.satellites).toBe(0);
    expect(record?.gsmSignalPct).toBe(60);
    expect(record?.inputs).toBe(1);
    expect(record?.externalPowerV).toBe(24.079);
    expect(record?.extra).toMatchObject({ priority: 1, eventIoId: 1, io241: 0x601a, io78: 0 });
  });

  it('decodes Codec 8 example 3 (two records) and acknowledges two [wiki]', () => {
    const event = records(pushAll([fromHex(codec8Example3)])[0]);
    expect(toHex(event.ack as Uint8Array)).toBe('00000002');
    expect(event.records.map((r) => r.time.toISOString())).toEqual([
      '2019-06-10T10:01:01.000Z',
      '2019-06-10T10:01:19.000Z',
    ]);
    expect(event.records.map((r) => r.inputs)).toEqual([0, 1]);
  });

  it('decodes the Codec 8 Extended example: 2-byte ids and counts [wiki]', () => {
    const [record] = records(pushAll([fromHex(codec8ExtExample)])[0]).records;
    // IO 1 = 1, IO 17 = 0x001D, IO 16 (total odometer) = 0x015E2C88, IO 11 and IO 14 8-byte values.
    expect(record?.time.toISOString()).toBe('2019-06-10T11:36:32.000Z');
    expect(record?.inputs).toBe(1);
    expect(record?.odometerM).toBe(0x015e2c88);
    expect(record?.extra).toMatchObject({ io17: 0x1d, io11: 0x3544c87a, io14: 0x1dd7e06a });
  });

  it('decodes the Codec 16 example: generation type and 2-byte ids [wiki]', () => {
    const event = records(pushAll([fromHex(codec16Example)])[0]);
    expect(toHex(event.ack as Uint8Array)).toBe('00000002');
    const [first, second] = event.records;
    expect(first?.time.toISOString()).toBe('2019-07-10T12:06:54.000Z');
    expect(first?.extra).toMatchObject({ eventIoId: 0x0b, generationType: 5, io11: 0x27 });
    expect(first?.externalPowerV).toBe(0x563a / 1000);
    expect(second?.extra).toMatchObject({ io11: 0x26 });
  });

  it('decodes a record with a fix and the well-known IO elements [traccar]', () => {
    const [record] = records(pushAll([fromHex(traccarWithFix)])[0]).records;
    expect(record).toMatchObject({
      time: new Date(0x15eb70a86d0),
      valid: true,
      lat: 56.8255366,
      lon: 60.4544333,
      altitude: 311,
      course: 95,
      satellites: 18,
      speedKmh: 95,
      ignition: true,
      hdop: 0.6,
      externalPowerV: 14.375,
      batteryV: 3.927,
      gsmSignalPct: 60,
    });
    expect(record?.extra).toMatchObject({ movement: true, gnssStatus: 1, pdop: 1.1 });
  });

  it('raises alarms from panic priority and from the IO element that caused the record', () => {
    // Codec 8, one record at a fix, priority 2 (panic), event IO 252 (unplug) = 1, IO 247 (crash) = 1,
    // IO 246 (towing) = 1 but not the cause. Ids and values from the FMB AVL ID list.
    const payload =
      '0801' +
      '0000016B40D8EA30' +
      '02' +
      '24089D4D21DEE386013700' +
      '5F12005F' +
      'FC' +
      '03' +
      '03FC01F701F601' +
      '00' +
      '00' +
      '00' +
      '01';
    const [record] = records(pushAll([avlPacket(payload)])[0]).records;
    expect(record?.alarms).toEqual(['sos', 'power_cut', 'accident']);
    expect(record?.extra).toMatchObject({ unplugged: true, towing: true, crash: 1 });
  });

  it('turns Codec 12 responses into command results [wiki]', () => {
    const getinfo =
      '00000000000000900C010600000088494E493A323031392F372F323220373A3232205254433A323031392F372F323220373A3533205253543A32204552523A312053523A302042523A302043463A302046473A3020464C3A302054553A302F302055543A3020534D533A30204E4F4750533A303A3330204750533A31205341543A302052533A332052463A36352053463A31204D443A30010000C78F';
    const getio =
      '00000000000000370C01060000002F4449313A31204449323A30204449333A302041494E313A302041494E323A313639323420444F313A3020444F323A3101000066E3';
    expect(pushAll([fromHex(getinfo), fromHex(getio)])).toEqual([
      {
        type: 'command_result',
        text: 'INI:2019/7/22 7:22 RTC:2019/7/22 7:53 RST:2 ERR:1 SR:0 BR:0 CF:0 FG:0 FL:0 TU:0/0 UT:0 SMS:0 NOGPS:0:30 GPS:1 SAT:0 RS:3 RF:65 SF:1 MD:0',
      },
      { type: 'command_result', text: 'DI1:1 DI2:0 DI3:0 AIN1:0 AIN2:16924 DO1:0 DO2:1' },
    ]);
  });

  it('encodes a Codec 12 command byte for byte [hercules]', () => {
    const bytes = teltonikaCodec.encodeCommand({
      name: 'getinfo',
      text: 'getinfo',
      id: '356307042441013',
      serial: 1,
    });
    expect(toHex(bytes)).toBe('000000000000000F0C010500000007676574696E666F0100004312');
  });
});

describe('teltonika Codec 13 (device messages with a timestamp)', () => {
  it('takes a Codec 13 message, whose type is 0x05, instead of refusing it [traccar]', () => {
    // [traccar] TeltonikaProtocolDecoderTest.java: codec 0x0D, type 0x05, a valid CRC; Traccar keeps
    // it as a position with its result. Codec 13 goes device to server only, whatever its type byte.
    const events = pushAll([
      fromHex('00000000000000170D01050000000F0000016C0A81C320676574696E666F0100006855'),
    ]);
    expect(events).toEqual([{ type: 'heartbeat', record: { extra: { message: expect.any(String) } } }]);
  });

  it('reads the text after the 4-byte timestamp [wiki: Codec 13 structure]', () => {
    // Codec 0x0D, 1 message, type 0x05, size 4 + 6, timestamp 0x5F5E1000, "Hello\n", 1 message.
    const events = pushAll([avlPacket('0D01050000000A5F5E100048656C6C6F0A01')]);
    expect(events).toEqual([{ type: 'heartbeat', record: { extra: { message: 'Hello' } } }]);
  });
});

describe('teltonika Codec 7 (GH3000 family) [traccar]', () => {
  // TeltonikaProtocolDecoderTest's three Codec 7 packets; the layout is Teltonika's "GH3000
  // TCP-IP/UDP-IP data protocols" v1.08 (see gh3000.ts). Refused as an unknown codec before.
  it('reads records with and without a GPS element, floats for coordinates, time from 2007', () => {
    const event = records(
      pushAll([
        fromHex(
          '0000000000000055070450aa14320201f00150aa17f3031f42332a4c4193d68c008d00020901f00150aa1b6a031f423383f54193624f009d00000a01f00150aa1c230fc01a0000552b040164f400dd00f0010143100c0105000000050400006846',
        ),
      ])[0],
    );
    expect(toHex(event.ack as Uint8Array)).toBe('00000004');
    const [noGps, fix, , status] = event.records;
    // 0x50AA1432: priority 1 (top two bits), 0x10AA1432 s after 2007-01-01 = 2015-11-10 21:35:46 UTC.
    expect(noGps).toEqual({
      time: new Date('2015-11-10T21:35:46Z'),
      valid: false,
      extra: { priority: 1, io240: 1 },
    });
    // GPS mask 0x1F: floats 0x42332A4C, 0x4193D68C; altitude 141 m, angle 0, 2 km/h, 9 satellites.
    expect(fix).toMatchObject({
      time: new Date('2015-11-10T21:51:47Z'),
      valid: true,
      lat: 44.791306,
      lon: 18.479759,
      altitude: 141,
      course: 0,
      speedKmh: 2,
      satellites: 9,
    });
    // GPS mask 0xC0 (signal and operator only), then 1-, 2- and 4-byte elements: IO 1 battery
    // 100 %, IO 67 battery 4108 mV.
    expect(status).toMatchObject({ valid: false, batteryPct: 100, batteryV: 4.108 });
    expect(status).not.toHaveProperty('lat');
    expect(status?.extra).toMatchObject({ signal: 26, operator: 21803, io5: 5 });
  });

  it('reads the cell (LAC, cell id) of GPS mask 0x3F', () => {
    const event = records(
      pushAll([
        fromHex(
          '000000000000003107024c61410b013f4231c2c141d0beb9003d000005006483ff4c6140eb013f4231c2c141d0beb9003d000005006483ff02000041df',
        ),
      ])[0],
    );
    expect(event.records).toHaveLength(2);
    expect(event.records[0]).toMatchObject({
      time: new Date('2013-07-31T22:30:35Z'),
      valid: true,
      lat: 44.440189,
      lon: 26.093126,
      altitude: 61,
      satellites: 5,
      extra: { lac: 100, cellId: 33791 },
    });
  });

  it("reads the four full records of Traccar's third packet (its CRC, cut off there, rebuilt)", () => {
    const payload =
      '070441bf9db00fff425adbd741ca6e1e009e1205070001030b160000601a02015e02000314006615000a160067010500000ce441bf9d920fff425adbb141ca6fc900a2b218070001030b160000601a02015e02000314006615000a160067010500000cc641bf9d740fff425adbee41ca739200b6c91e070001030b1f0000601a02015f02000314006615000a160066010500000ca841bf9cfc0fff425adba041ca70c100b93813070001030b1f0000601a02015f02000314002315000a160025010500000c3004';
    const event = records(pushAll([avlPacket(payload)])[0]);
    expect(event.records).toHaveLength(4);
    // Angle 0x12 = 18 x 360/256 degrees; cell LAC 1, id 0x030B, signal 0x16, operator 0x601A.
    expect(event.records[0]).toMatchObject({
      valid: true,
      altitude: 158,
      course: 25.31,
      speedKmh: 5,
      satellites: 7,
      batteryPct: 94,
      extra: { lac: 1, cellId: 779, signal: 22, operator: 24602 },
    });
  });
});

describe('teltonika framing', () => {
  const all = Buffer.concat([fromHex(imeiPacket), fromHex(codec8Example1), fromHex(codec8Example3)]);
  const expectedTypes = ['login', 'records', 'records'];

  it('takes frames split byte by byte', () => {
    const chunks = [...all].map((b) => Uint8Array.of(b));
    expect(pushAll(chunks).map((e) => e.type)).toEqual(expectedTypes);
  });

  it('takes several frames in one read, and a frame split across reads', () => {
    expect(pushAll([all]).map((e) => e.type)).toEqual(expectedTypes);
    const stream = teltonikaCodec.createStream();
    expect(stream.push(all.subarray(0, 30)).map((e) => e.type)).toEqual(['login']);
    expect(stream.buffered()).toBe(13);
    expect(stream.push(all.subarray(30)).map((e) => e.type)).toEqual(['records', 'records']);
    expect(stream.buffered()).toBe(0);
  });

  it('counts a packet whose CRC fails and goes on with the next one', () => {
    const bad = fromHex(codec8Example1);
    bad[20] = (bad[20] as number) ^ 0x01;
    const events = pushAll([Buffer.concat([bad, fromHex(codec8Example3)])]);
    expect(events[0]).toMatchObject({ type: 'bad_frame', reason: 'checksum' });
    expect(events[0]).not.toHaveProperty('fatal');
    expect(records(events[1]).records).toHaveLength(2);
  });

  it('refuses a packet longer than the maximum without holding it, then goes on', () => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(5000, 4);
    const stream = teltonikaCodec.createStream();
    expect(stream.push(header)).toEqual([expect.objectContaining({ type: 'bad_frame', reason: 'too_long' })]);
    expect(stream.push(Buffer.alloc(3000, 0x41))).toEqual([]);
    expect(stream.buffered()).toBe(0);
    // 5012 bytes announced, 8 + 3000 seen: the rest is dropped, then frames parse again.
    const next = stream.push(Buffer.concat([Buffer.alloc(2004, 0x41), fromHex(codec8Example1)]));
    expect(next.map((e) => e.type)).toEqual(['records']);
  });

  it('gives up on bytes that are no Teltonika packet', () => {
    const stream = teltonikaCodec.createStream();
    expect(stream.push(Buffer.from('GET / HTTP/1.1\r\n\r\n'))).toEqual([
      expect.objectContaining({ type: 'bad_frame', fatal: true }),
    ]);
    expect(stream.push(fromHex(codec8Example1))).toEqual([]);
  });

  it('takes the one-byte 0xFF ping as a heartbeat', () => {
    expect(pushAll([Uint8Array.of(0xff), fromHex(codec8Example1)]).map((e) => e.type)).toEqual([
      'heartbeat',
      'records',
    ]);
  });
});

describe('teltonika over UDP', () => {
  it('decodes the Codec 8 UDP example and answers as the wiki shows [wiki]', () => {
    const datagram = fromHex(
      '003DCAFE0105000F33353230393330383634303336353508010000016B4F815B30010000000000000000000000000000000103021503010101425DBC000001',
    );
    const events = teltonikaCodec.parseDatagram?.(datagram) ?? [];
    expect(events[0]).toEqual({ type: 'login', id: '352093086403655' });
    const event = records(events[1]);
    expect(event.id).toBe('352093086403655');
    expect(toHex(event.ack as Uint8Array)).toBe('0005CAFE010501');
    expect(event.records[0]?.time.toISOString()).toBe('2019-06-13T06:23:26.000Z');
    expect(event.records[0]?.externalPowerV).toBe(0x5dbc / 1000);
  });

  it('refuses a datagram whose length does not match', () => {
    const events = teltonikaCodec.parseDatagram?.(fromHex('003ECAFE0105000F333532')) ?? [];
    expect(events).toEqual([expect.objectContaining({ type: 'bad_frame', reason: 'malformed' })]);
  });
});

describe('teltonika set-up', () => {
  it('gives the FMB setparam SMS with empty login and password', () => {
    expect(teltonikaCodec.setupSms?.('track.example.com', 5027)).toBe(
      '  setparam 2004:track.example.com;2005:5027;2006:0',
    );
    expect(teltonikaCodec.defaultPort).toBe(5027);
  });
});
