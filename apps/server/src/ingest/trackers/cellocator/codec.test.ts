import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { cellocatorCodec } from './codec.ts';
import { checksumOf, encodeMessage } from './frame.ts';
import { decoderVectors, encoderOutputControl, frameVector } from './test/traccar-vectors.ts';

// Sources:
// [traccar] traccar/traccar at 9e5c458ad0bf44ceaddf72534bf6874787f41b6c:
//   src/test/java/org/traccar/protocol/CellocatorProtocolDecoderTest.java (all 11 vectors, verbatim
//   in test/traccar-vectors.ts), CellocatorFrameDecoderTest.java and CellocatorProtocolEncoderTest.java;
//   the answers are those CellocatorProtocolDecoder.sendResponse/sendModuleResponse write; the
//   values those its asserts name, or its decodeStatus/decodeModular read where the test only
//   checks that a position comes out.
// [pointer] Pointer Telocation, "Cellocator Integration: Practical Examples" (2012), message type 0:
//   its raw message is Traccar's third vector; unit ID 85630800 (Intel) = 549765, numerator B2 = 178.
// [jldamians] jldamians/cellocator-decodes lib/commands/ack.js (1b8cb09a): an acknowledgement
//   written out byte by byte, 4D434750 04 81C90800 14 00000000 00 16 00…00 80.

const stream = () => cellocatorCodec.createStream();
const decode = (hex: string): TrackerEvent[] => stream().push(fromHex(hex));
const vector = (i: number) => (decoderVectors[i] as { hex: string }).hex;
const hex = (b?: Uint8Array) => (b ? toHex(b) : undefined);
function recordsOf(list: TrackerEvent[]): { records: TrackerRecord[]; ack?: string } {
  const all = list.filter((e) => e.type === 'records');
  return { records: all.flatMap((e) => e.records), ack: hex(all[0]?.ack) };
}
/** A vector with one byte changed and its checksum made right again. */
function edited(h: string, at: number, value: number): Buffer {
  const bytes = fromHex(h);
  bytes[at] = value;
  bytes[bytes.length - 1] = checksumOf(bytes, bytes.length);
  return bytes;
}

describe('Cellocator: every Traccar decoder vector [traccar]', () => {
  it('stores a position for each, the short unit ids of Pointer’s own units too', () => {
    const outcome: Record<string, number> = {};
    for (const v of decoderVectors)
      for (const e of decode(v.hex)) outcome[e.type] = (outcome[e.type] ?? 0) + 1;
    expect(outcome).toEqual({ login: 11, records: 11 });
    // Units 6 and 257 (Pointer's own, at its Rosh HaAyin office): a unit id is a number, not an IMEI.
    const events = decode(vector(8));
    expect(events[0]).toEqual({ type: 'login', id: '6' });
    expect(recordsOf(events).records[0]).toMatchObject({
      time: new Date('2006-03-20T07:37:21Z'),
      valid: true,
    });
  });

  it('reads the status message of Pointer’s example and answers it with its numerator [pointer][traccar]', () => {
    const events = decode(vector(2));
    expect(events[0]).toEqual({ type: 'login', id: '549765' });
    const { records, ack } = recordsOf(events);
    // MCGP 04 | unit 85630800 | command numerator 0 | authentication 0 | action 0 | numerator B2 | 11 × 0 | sum
    expect(ack).toBe('4D4347500485630800000000000000B20000000000000000000000A6');
    expect(records[0]).toMatchObject({
      time: new Date('2012-09-11T16:50:09Z'),
      valid: true,
      satellites: 6,
      altitude: 74.12,
      // 54 cm/s, 3039 mrad
      speedKmh: 1.944,
      course: 174.12,
      ignition: false,
      externalPowerV: 12.706,
      batteryV: 4.068,
    });
    expect(records[0]?.lat).toBeCloseTo(20.647799, 6);
    expect(records[0]?.lon).toBeCloseTo(85.612194, 6);
  });

  it('reads the driver’s iButton and the fix of the first vector [traccar: b8a5c7010000]', () => {
    const { records } = recordsOf(decode(vector(0)));
    expect(records[0]).toMatchObject({
      time: new Date('2024-12-05T21:00:25Z'),
      valid: true,
      satellites: 16,
      altitude: 676,
      speedKmh: 0,
      extra: { driverUniqueId: 'b8a5c7010000', reason: 32 },
    });
    expect(records[0]?.lat).toBeCloseTo(-33.505243, 6);
    expect(records[0]?.lon).toBeCloseTo(-70.551191, 6);
  });

  it('reads the ignition of a CR300 on the move [traccar: ignition true]', () => {
    const { records, ack } = recordsOf(decode(vector(1)));
    expect(ack).toBe('4D4347500498AB3100000000000000B1000000000000000000000029');
    expect(records[0]).toMatchObject({
      time: new Date('2022-12-27T21:56:37Z'),
      ignition: true,
      altitude: 1592.5,
      // 947 cm/s; 54 mrad
      speedKmh: 34.092,
      course: 3.09,
      externalPowerV: 28.588,
      extra: { mileage: 102220 },
    });
    expect(records[0]?.lat).toBeCloseTo(9.884191, 6);
    expect(records[0]?.lon).toBeCloseTo(-83.908092, 6);
  });

  it('reads the distress button as an SOS (reason 70) [traccar: decodeAlarm]', () => {
    const { records } = recordsOf(decode(vector(6)));
    expect(records[0]).toMatchObject({ time: new Date('2017-02-08T15:03:01Z'), alarms: ['sos'] });
    expect(records[0]?.lat).toBeCloseTo(32.108431, 6);
    expect(records[0]?.lon).toBeCloseTo(34.969875, 6);
    // Reason 54 (the button released) is no alarm.
    expect(recordsOf(decode(vector(7))).records[0]?.alarms).toBeUndefined();
  });

  it('reads main power cut (80) and low (81) as alarms [traccar: decodeAlarm]', () => {
    const cut = recordsOf(stream().push(edited(vector(6), 18, 80))).records[0];
    expect(cut?.alarms).toEqual(['power_cut']);
    const low = recordsOf(stream().push(edited(vector(6), 18, 81))).records[0];
    expect(low?.alarms).toEqual(['low_external_power']);
  });

  it('reads the MCPG form, coordinates in degrees, checksum unchecked [traccar]', () => {
    const { records, ack } = recordsOf(decode(vector(5)));
    expect(ack).toBe('4D4347500441420F0000000000000002000000000000000000000098');
    expect(records[0]).toMatchObject({
      time: new Date('2019-01-12T19:25:22Z'),
      valid: true,
      lat: 36.6843392,
      lon: -1.2474457,
      altitude: 19.56,
      satellites: 12,
    });
  });

  it('reads the extended modular messages and answers them with the modular acknowledgement [traccar]', () => {
    const first = recordsOf(decode(vector(3)));
    // MCGP 0B | unit | numerator 54 | authentication 0 | 80 | 0A00 | 0 reserved | module 9, 3 bytes: 0, 0000 | sum
    expect(first.ack).toBe('4D4347500BDE6622005400000000800A00000000000903000000005B');
    expect(first.records[0]).toMatchObject({
      time: new Date('2019-07-15T21:51:49Z'),
      valid: true,
      satellites: 9,
      altitude: 803,
    });
    expect(first.records[0]?.lat).toBeCloseTo(-33.361563, 6);
    expect(first.records[0]?.lon).toBeCloseTo(-70.517507, 6);
    const second = recordsOf(decode(vector(4))).records[0];
    expect(second).toMatchObject({ time: new Date('2014-09-04T16:10:37Z'), valid: true, satellites: 17 });
    expect(second?.lat).toBeCloseTo(25.804997, 6);
    // The programmable logic's values, under Traccar's io<id> names.
    expect(second?.extra).toMatchObject({ io16388: 2778, io16402: 484709 });
  });

  it('keeps no fix where the receiver says it has none (Mode 1 and 2 zero) [traccar: frame decoder test]', () => {
    const { records } = recordsOf(decode(frameVector));
    expect(records[0]).toMatchObject({
      time: new Date('2014-06-08T20:23:17Z'),
      valid: false,
      satellites: 13,
    });
  });
});

describe('Cellocator framing', () => {
  it('refuses a message whose checksum fails, and reads the next one', () => {
    const bad = fromHex(vector(2));
    bad[40] = (bad[40] as number) ^ 0xff;
    const events = stream().push(Buffer.concat([bad, fromHex(vector(0))]));
    expect(events[0]).toMatchObject({ type: 'bad_frame', reason: 'checksum' });
    expect(recordsOf(events).records).toHaveLength(1);
  });

  it('joins a message split over reads and skips bytes that are no message', () => {
    const s = stream();
    const bytes = Buffer.concat([Buffer.from('\r\nxx'), fromHex(vector(2))]);
    const first = s.push(bytes.subarray(0, 30));
    expect(first).toEqual([
      { type: 'bad_frame', reason: 'malformed', detail: 'no Cellocator system code (MCGP)' },
    ]);
    expect(recordsOf(s.push(bytes.subarray(30))).records).toHaveLength(1);
  });

  it('counts a message type it does not know and goes on', () => {
    const events = stream().push(Buffer.concat([edited(vector(2), 4, 0x20), fromHex(vector(0))]));
    expect(events[0]).toEqual({ type: 'bad_frame', reason: 'unsupported', detail: 'message type 32' });
    expect(recordsOf(events).records).toHaveLength(1);
  });

  it('keeps a status without a date as the unit’s state, still acknowledged', () => {
    const events = stream().push(edited(vector(2), 65, 0));
    expect(events[1]).toMatchObject({ type: 'heartbeat', id: '549765', record: { satellites: 6 } });
    expect(hex((events[1] as { ack?: Uint8Array }).ack)).toMatch(/^4D43475004856308/);
  });

  it('takes a status that answers a command (reason 31) as its result', () => {
    const events = stream().push(edited(vector(2), 18, 31));
    expect(events.map((e) => e.type)).toEqual(['login', 'records', 'command_result']);
  });

  it('reads a UDP datagram and answers it the same way', () => {
    const events = cellocatorCodec.parseDatagram?.(fromHex(vector(2))) ?? [];
    expect(recordsOf(events).ack).toBe('4D4347500485630800000000000000B20000000000000000000000A6');
    expect(cellocatorCodec.parseDatagram?.(fromHex(vector(2)).subarray(0, 40))).toEqual([
      { type: 'bad_frame', reason: 'malformed', detail: 'a datagram that holds no whole message' },
    ]);
  });
});

describe('Cellocator commands', () => {
  it('writes output control as Traccar’s encoder test expects [traccar]', () => {
    const bytes = cellocatorCodec.encodeCommand({ name: 'custom', text: 'output 0 on', id: '0', serial: 0 });
    expect(toHex(bytes)).toBe(encoderOutputControl.toUpperCase());
  });

  it('writes the status request and the reset with the unit ID and the serial as numerator', () => {
    const status = cellocatorCodec.encodeCommand({
      name: 'request_position',
      text: 'status',
      id: '549765',
      serial: 7,
    });
    expect(toHex(status)).toBe('4D4347500085630800070000000000000000000000000000F7');
    const reset = cellocatorCodec.encodeCommand({ name: 'reboot', text: 'reset', id: '549765', serial: 8 });
    expect(toHex(reset)).toBe('4D434750008563080008000000000202020200000000000000');
  });

  it('refuses what it cannot send', () => {
    const send =
      (text: string, id = '549765') =>
      () =>
        cellocatorCodec.encodeCommand({ name: 'custom', text, id, serial: 1 });
    expect(send('output 16 on')).toThrow(/0 to 15/);
    expect(send('engine stop')).toThrow(/status, reset/);
    expect(send('status', '99999999999')).toThrow(/unit ID/);
  });

  it('sums its checksum as Pointer’s acknowledgement written out does [jldamians]', () => {
    const content = Buffer.alloc(13);
    content[1] = 0x16;
    expect(toHex(encodeMessage(4, 0x0008c981, 0x14, content))).toBe(
      '4D4347500481C90800140000000000160000000000000000000000'.concat('80'),
    );
  });
});
