import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { crc16Ibm } from '../crc.ts';
import { teltonikaCodec } from './codec.ts';

// The vendor's own worked examples, replayed verbatim where codec.test.ts does not already:
// [wiki] Teltonika wiki, "Teltonika Data Sending Protocols" (wiki.teltonika-gps.com/view/
//   Teltonika_Data_Sending_Protocols, formerly "Codec"; revision of 2023): Codec 8 example 2,
//   "Codec 8 Extended protocol sending over UDP", "Codec 16 protocol sending over UDP", the Codec 13
//   example, and Codec 14 (command, ACK and nACK examples).
// [avl] Teltonika wiki, "FMB AVL ID" / "Full AVL ID List": id 1..3 "Digital Input 1..3" (1 byte,
//   0..1), id 4 "Pulse counter DIN1" (4 bytes), id 21 "GSM Signal" (0..5), id 66 "External Voltage"
//   and 67 "Battery Voltage" (mV), id 16 "Total Odometer" (m), id 180 "Digital Output 2", id 239
//   "Ignition"; the FM36 list's id 4 is "Digital Input Status 4" (1 byte).

function pushAll(hex: string): TrackerEvent[] {
  return teltonikaCodec.createStream().push(fromHex(hex));
}

function onlyRecords(events: TrackerEvent[]): { records: TrackerRecord[]; ack?: Uint8Array; id?: string } {
  const event = events.find((e) => e.type === 'records');
  if (event?.type !== 'records') throw new Error(`expected records, got ${JSON.stringify(events)}`);
  return event;
}

/** A TCP packet around a payload (codec id .. number of data 2), with its CRC. */
function tcpPacket(payloadHex: string): string {
  const payload = fromHex(payloadHex);
  const out = Buffer.alloc(12 + payload.length);
  out.writeUInt32BE(payload.length, 4);
  payload.copy(out, 8);
  out.writeUInt32BE(crc16Ibm(payload), 8 + payload.length);
  return toHex(out);
}

describe('Teltonika Codec 8 example 2 [wiki, Codec 8]', () => {
  it('reads one record: 10.06.2019 10:05:36, GSM 3 of 5, DIN1 on, external voltage 0x5E10 mV', () => {
    const event = onlyRecords(
      pushAll(
        '000000000000002808010000016B40D9AD80010000000000000000000000000000000103021503010101425E100000010000F22A',
      ),
    );
    expect(toHex(event.ack as Uint8Array)).toBe('00000001');
    expect(event.records).toEqual([
      {
        time: new Date('2019-06-10T10:05:36Z'),
        valid: false,
        altitude: 0,
        course: 0,
        satellites: 0,
        speedKmh: 0,
        gsmSignalPct: 60,
        inputs: 1,
        externalPowerV: 24.08,
        extra: { priority: 1, eventIoId: 1 },
      },
    ]);
  });
});

describe('Teltonika over UDP [wiki, Codec 8 Extended / Codec 16 UDP]', () => {
  it('reads the Codec 8 Extended datagram and answers 0005 CAFE 01 07 01', () => {
    const events =
      teltonikaCodec.parseDatagram?.(
        fromHex(
          '005FCAFE0107000F3335323039333038363430333635358E010000016B4F831C680100000000000000000000000000000000010005000100010100010011009D00010010015E2C880002000B000000003544C87A000E000000001DD7E06A000001',
        ),
      ) ?? [];
    expect(events[0]).toEqual({ type: 'login', id: '352093086403655' });
    const event = onlyRecords(events);
    // Packet id CAFE and AVL packet id 07 echoed, one record accepted.
    expect(toHex(event.ack as Uint8Array)).toBe('0005CAFE010701');
    const [record] = event.records;
    // Timestamp 0x0000016B4F831C68; IO 1 = 1, IO 17 = 0x009D, IO 16 = 0x015E2C88 m, IO 11, IO 14.
    expect(record).toMatchObject({
      time: new Date('2019-06-13T06:25:21Z'),
      valid: false,
      inputs: 1,
      odometerM: 0x015e2c88,
      extra: { io17: 0x9d, io11: 0x3544c87a, io14: 0x1dd7e06a },
    });
  });

  // The wiki's Codec 16 UDP example says 0x015B bytes follow the length and "Number of Data 1" is
  // 07, but it holds 72 bytes and one record, closed by "Number of Data 2" 01. A datagram has no
  // CRC, so its length and counts are all that tell a whole datagram from a cut one: it is refused.
  const codec16Record =
    '0000015117E40FE80000000000000000000000000000000000EF05050400010000030000B40000EF01010042111A0000';
  const codec16Imei = '000F333532303934303835323331353932';

  it('refuses the Codec 16 datagram as printed, whose length and first count disagree with it', () => {
    const events = teltonikaCodec.parseDatagram?.(
      fromHex(`015BCAFE0101${codec16Imei}1007${codec16Record}01`),
    );
    expect(events).toEqual([expect.objectContaining({ type: 'bad_frame', reason: 'malformed' })]);
  });

  it('reads the same Codec 16 record once its length (0x48) and count (01) are consistent', () => {
    const events =
      teltonikaCodec.parseDatagram?.(fromHex(`0048CAFE0101${codec16Imei}1001${codec16Record}01`)) ?? [];
    expect(events[0]).toEqual({ type: 'login', id: '352094085231592' });
    const event = onlyRecords(events);
    expect(toHex(event.ack as Uint8Array)).toBe('0005CAFE010101');
    // 18.11.2015 00:00:01, event IO 239 (ignition), generation type 5 (On Change); IO 1 = 0,
    // IO 3 = 0, IO 180 (DOUT2) = 0, IO 239 = 1, IO 66 = 0x111A mV.
    expect(event.records).toEqual([
      {
        time: new Date('2015-11-18T00:00:01Z'),
        valid: false,
        altitude: 0,
        course: 0,
        satellites: 0,
        speedKmh: 0,
        inputs: 0,
        outputs: 0,
        ignition: true,
        externalPowerV: 4.378,
        extra: { priority: 0, eventIoId: 239, generationType: 5 },
      },
    ]);
  });
});

describe('Teltonika Codec 13 [wiki, Codec 13 example]', () => {
  it('takes the message after its 4-byte timestamp (0x0A81C320), type 0x06, "getinfo"', () => {
    expect(pushAll('00000000000000130D01060000000B0A81C320676574696E666F0100001D6B')).toEqual([
      { type: 'heartbeat', record: { extra: { message: 'getinfo' } } },
    ]);
  });
});

describe('Teltonika Codec 14 [wiki, Codec 14]', () => {
  // The wiki's command: "getver" addressed to IMEI 352093081452251 (8 bytes, 03 52 09 30 81 45 22 51).
  const command = '00000000000000160E01050000000E0352093081452251676574766572010000D2C1';

  it('checks the documented command bytes against their CRC, as a Codec 14 frame is framed', () => {
    const bytes = fromHex(command);
    expect(crc16Ibm(bytes, 8, bytes.length - 4)).toBe(0xd2c1);
    // A server-to-device command coming back is not a device's answer: counted, not taken.
    expect(teltonikaCodec.createStream().push(bytes)).toEqual([
      expect.objectContaining({ type: 'bad_frame', reason: 'unsupported' }),
    ]);
  });

  it('takes the ACK (type 0x06): the IMEI, then the getver response, as the command result', () => {
    // Refused as "unknown codec 0xe" before.
    const ack =
      '00000000000000AB0E0106000000A303520930814522515665723A30332E31382E31345F3034204750533A41584E5F352E31305F333333332048773A464D42313230204D6F643A313520494D45493A33353230393330383134353232353120496E69743A323031382D31312D323220373A313320557074696D653A3137323334204D41433A363042444430303136323631205350433A312830292041584C3A30204F42443A3020424C3A312E362042543A340100007AAE';
    expect(pushAll(ack)).toEqual([
      {
        type: 'command_result',
        text: 'Ver:03.18.14_04 GPS:AXN_5.10_3333 Hw:FMB120 Mod:15 IMEI:352093081452251 Init:2018-11-22 7:13 Uptime:17234 MAC:60BDD0016261 SPC:1(0) AXL:0 OBD:0 BL:1.6 BT:4',
      },
    ]);
  });

  it('takes the nACK (type 0x11, IMEI 352093081452468 not the device): the command was not executed', () => {
    // The wiki prints this nACK with CRC 0x32AC; CRC-16/IBM of its codec id .. quantity 2 is 0x635E,
    // so the bytes as printed fail the check every Teltonika packet gets, and are counted as such.
    const printed = '00000000000000100E011100000008035209308145246801000032AC';
    expect(pushAll(printed)).toEqual([expect.objectContaining({ type: 'bad_frame', reason: 'checksum' })]);
    expect(pushAll(tcpPacket('0E011100000008035209308145246801'))).toEqual([
      { type: 'command_result', text: 'nACK: the command for IMEI 352093081452468 was not executed' },
    ]);
  });
});

describe('Teltonika AVL ids: digital inputs and pulse counters [avl]', () => {
  // Codec 8, one record (10.06.2019 10:05:36, priority 1, no fix); `io` is its I/O element, from
  // the event IO id to the last group, then "Number of Data 2".
  const record = (io: string) => tcpPacket(`08010000016B40D9AD8001${'0'.repeat(30)}${io}01`);

  it('does not take FMB id 4 (Pulse counter DIN1, 4 bytes) for a fourth digital input', () => {
    // Event 0, N 2: N1 1 (id 1 = 0), N2 0, N4 1 (id 4 = 1 pulse), N8 0. Read as DIN4 on before.
    const [fmb] = onlyRecords(pushAll(record('0002' + '010100' + '00' + '010400000001' + '00'))).records;
    expect(fmb?.inputs).toBe(0);
    expect(fmb?.extra).toMatchObject({ io4: 1 });
  });

  it('still takes FM36 id 4 (Digital Input Status 4, 1 byte) as input 4', () => {
    // Event 0, N 1: N1 1 (id 4 = 1), N2 0, N4 0, N8 0.
    const [fm36] = onlyRecords(pushAll(record('0001' + '010401' + '00' + '00' + '00'))).records;
    expect(fm36?.inputs).toBe(0b1000);
  });
});
