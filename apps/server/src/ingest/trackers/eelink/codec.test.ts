import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { createEelinkStream, eelinkCodec, parseEelinkDatagram } from './codec.ts';
import { decoderVectors, encoderTcp, encoderUdp } from './test/traccar-vectors.ts';

// Sources:
// [traccar] traccar/traccar at 9e5c458ad0bf44ceaddf72534bf6874787f41b6c:
//   src/test/java/org/traccar/protocol/EelinkProtocolDecoderTest.java (all 36 vectors, verbatim in
//   test/traccar-vectors.ts, replayed through our stream or datagram parser) and
//   EelinkProtocolEncoderTest.java; the answers are those EelinkProtocolDecoder.decodePackage and
//   EelinkProtocolEncoder.encodeContent write, the values those its asserts name.

/** Logins are answered with the server's time: the tests fix it (2024-01-01T00:00:00Z = 0x65920080). */
const NOW = new Date('2024-01-01T00:00:00Z');
const clock = () => NOW;
const hex = (b?: Uint8Array) => (b ? toHex(b) : undefined);
const bytesOf = (v: string) => fromHex(v);
const decode = (v: string): TrackerEvent[] => {
  const bytes = bytesOf(v);
  return bytes[0] === 0x45 ? parseEelinkDatagram(bytes, clock) : createEelinkStream(clock).push(bytes);
};
const vector = (start: string, nth = 0) => {
  const found = decoderVectors.filter((v) => v.hex.toLowerCase().startsWith(start.toLowerCase()))[nth];
  if (!found) throw new Error(`no vector ${start}`);
  return found.hex;
};
function recordsOf(list: TrackerEvent[]): { records: TrackerRecord[]; ack?: string } {
  const all = list.filter((e) => e.type === 'records');
  return { records: all.flatMap((e) => e.records), ack: hex(all[0]?.ack) };
}

describe('Eelink: every Traccar decoder vector [traccar]', () => {
  it('decodes all 36 without a bad frame, as Traccar expects of each', () => {
    const outcome: Record<string, number> = {};
    for (const v of decoderVectors) {
      const events = decode(v.hex);
      for (const e of events) outcome[e.type] = (outcome[e.type] ?? 0) + 1;
      // verifyNull: a login, nothing stored; verifyPosition(s): records (a fix where Traccar checks one).
      if (v.check === 'verifyNull') expect(events.map((e) => e.type)).toEqual(['login']);
      if (v.check === 'verifyPosition') expect(recordsOf(events).records).toHaveLength(1);
    }
    // 38 records events (9 and 3 packages in two datagrams), 4 heartbeats (two with a status, the
    // OBD status, a bare one), 4 logins, 2 command answers that carry a position.
    expect(outcome).toEqual({ records: 38, heartbeat: 4, login: 4, command_result: 2 });
  });

  it('answers a login with its sequence, the time, version 1 and no action, TCP and UDP', () => {
    const [tcp] = decode(vector('676701000c007b'));
    expect(tcp).toEqual({ type: 'login', id: '352544071750518', accept: expect.any(Uint8Array) });
    expect(hex(tcp?.type === 'login' ? tcp.accept : undefined)).toBe('6767010009007B65920080000100');
    const [short] = decode(vector('676701000b001b'));
    expect(short?.type === 'login' && short.id).toBe('354188046618349');
    const [udp] = decode(vector('454C0027E753'));
    expect(udp?.type === 'login' && [udp.id, hex(udp.accept), udp.form]).toEqual([
      '352544071677471',
      '454C0018E55403525440716774716767010009000265920080000100',
      'udp',
    ]);
  });

  it('stores the first protocol GPS package unanswered, as Traccar', () => {
    const { records, ack } = recordsOf(decode(vector('676702001b03c5')));
    expect(ack).toBeUndefined();
    expect(records[0]).toMatchObject({
      time: new Date('2014-05-24T11:47:43Z'),
      valid: true,
      speedKmh: 15,
      course: 343,
    });
    expect(records[0]?.lat).toBeCloseTo(14.591072, 5);
    const gps = recordsOf(decode(vector('676702002500bb'))).records[0];
    expect(gps).toMatchObject({ batteryV: 4.464, ignition: true, extra: { armed: true, rssi: 50 } });
  });

  it('reads alarms into our kinds, answered once stored [traccar: removing, geofence…]', () => {
    const removing = recordsOf(decode(vector('676714001500035f')));
    expect(removing.ack).toBe('67671400020003');
    expect(removing.records[0]).toMatchObject({
      valid: false,
      alarms: ['tamper'],
      extra: { alarmCode: 0x25 },
    });
    expect(removing.records[0]?.lat).toBeUndefined();
    expect(recordsOf(decode(vector('676704001c01a4'))).records[0]).toMatchObject({
      alarms: ['geofence_enter'],
      valid: true,
    });
    expect(recordsOf(decode(vector('676714002b0051'))).records[0]?.alarms).toEqual(['sos']);
    const vibration = recordsOf(decode(vector('676704001c00b7'))).records[0];
    // No fix (flags bit 0 clear): the last coordinates are kept, not stored as a position.
    expect(vibration).toMatchObject({ valid: false, alarms: ['vibration'] });
  });

  it('reads a protocol-2 location: fix, status, battery, odometer, BLE-less sensors', () => {
    const { records, ack } = recordsOf(decode(vector('676712002d066c')));
    expect(ack).toBe('6767120002066C');
    expect(records[0]).toMatchObject({
      time: new Date('2017-05-30T01:27:04Z'),
      valid: true,
      altitude: 36,
      speedKmh: 70,
      course: 92,
      satellites: 8,
      ignition: true,
      batteryV: 4.558,
      odometerM: 1612224,
    });
    expect(records[0]?.lat).toBeCloseTo(1.390599, 5);
  });

  it('reads the probe temperature [traccar: temp2 -50.0 and 28.75]', () => {
    expect(recordsOf(decode(vector('676712003400e4'))).records[0]?.externalTemperatureC).toBe(-50);
    expect(recordsOf(decode(vector('6767120043000e'))).records[0]?.externalTemperatureC).toBe(28.75);
  });

  it('keeps a cell-only or Wi-Fi report without an invented fix', () => {
    const cell = recordsOf(decode(vector('676712001e0092'))).records[0];
    expect(cell).toMatchObject({ valid: false, extra: { mcc: 505, mnc: 1, cellCount: 1 } });
    expect(cell?.lat).toBeUndefined();
    const lte = recordsOf(decode(vector('454C03EA2B04'))).records;
    expect(lte).toHaveLength(3);
    expect(lte.every((r) => r.lat === undefined && !r.valid)).toBe(true);
    expect(lte[0]?.extra).toMatchObject({ tag1Id: 'f1a00220f0fe', tag1Battery: 3.049 });
  });

  it('takes nine packages of one datagram, each answered in the UDP wrapper with its sequence', () => {
    const events = decode(vector('454c029249a5'));
    const acks = events.map((e) => (e.type === 'records' ? `${e.id} ${hex(e.ack)?.slice(-10)}` : e.type));
    expect(acks).toEqual(
      ['31', '32', '33', '34', '35', '36', '37', '38', '39'].map((n) => `354679090044671 12000221${n}`),
    );
    expect(events[0]?.type === 'records' && hex(events[0].ack)).toBe(
      '454C00111ED4035467909004467167671200022131',
    );
  });

  it('reads heartbeats and the OBD status word [traccar: ignition true]', () => {
    const [beat] = decode(vector('67670300040021'));
    expect(beat).toMatchObject({ type: 'heartbeat', record: { ignition: true } });
    expect(beat?.type === 'heartbeat' && hex(beat.ack)).toBe('67670300020021');
    const [obd] = decode(vector('6767070006000e'));
    expect(obd).toMatchObject({ type: 'heartbeat', record: { ignition: true } });
  });

  it('reads OBD values without a fix [traccar]', () => {
    const { records, ack } = recordsOf(decode(vector('676707006502df')));
    expect(ack).toBe('676707000202DF');
    expect(records[0]).toMatchObject({ valid: false, odometerM: 44791000, extra: { fuelConsumption: 73 } });
  });

  it("reads a command's answer, and the position it gives [traccar]", () => {
    const events = decode(vector('676780005a'));
    expect(events[1]).toEqual({
      type: 'command_result',
      text: 'Lat:N31.83955,Lon:W82.61346,Course:0.00,Speed:0.00km/h,DateTime:2017-12-02 11:29:43',
      ack: expect.any(Uint8Array),
    });
    expect(recordsOf(events).records[0]).toMatchObject({
      time: new Date('2017-12-02T11:29:43Z'),
      lat: 31.83955,
      lon: -82.61346,
    });
    const multiline = recordsOf(decode(vector('676780005E'))).records[0];
    expect(multiline).toMatchObject({ lat: 23.111743, lon: 114.409238, speedKmh: 0.17 });
  });
});

describe('Eelink stream', () => {
  it('takes a package split anywhere and skips bytes before a mark', () => {
    const whole = Buffer.concat([Buffer.of(0x00, 0x67, 0x41), bytesOf(vector('676714002b0051'))]);
    for (let cut = 1; cut < whole.length; cut++) {
      const stream = createEelinkStream(clock);
      const out = [...stream.push(whole.subarray(0, cut)), ...stream.push(whole.subarray(cut))];
      expect(out.filter((e) => e.type === 'records')).toHaveLength(1);
      expect(stream.buffered()).toBe(0);
    }
  });

  it('takes a login and positions sent together', () => {
    const both = Buffer.concat([bytesOf(vector('676701000c0026')), bytesOf(vector('676712003400e4'))]);
    expect(
      createEelinkStream(clock)
        .push(both)
        .map((e) => e.type),
    ).toEqual(['login', 'records']);
  });

  it('refuses a package longer than the protocol allows, and a datagram whose checksum fails', () => {
    expect(createEelinkStream().push(fromHex('676712ffff0001'))[0]).toMatchObject({ reason: 'too_long' });
    const bad = bytesOf(vector('454C0050EAE2'));
    bad[20] = (bad[20] as number) ^ 0xff;
    expect(parseEelinkDatagram(bad)).toEqual([expect.objectContaining({ reason: 'checksum' })]);
  });
});

describe('Eelink commands [traccar]', () => {
  it('encodes the instruction package byte-exact as Traccar, TCP and UDP', () => {
    const command = { name: 'engine_stop', text: 'RELAY,1#', id: '123456789012345', serial: 3 };
    expect(toHex(eelinkCodec.encodeCommand(command))).toBe(encoderTcp.toUpperCase());
    expect(toHex(eelinkCodec.encodeCommand({ ...command, form: 'udp' }))).toBe(encoderUdp.toUpperCase());
  });

  it('says how to point a unit at us by SMS', () => {
    expect(eelinkCodec.setupSms?.('trk.example.com', 5064)).toBe('SERVER,1,trk.example.com,5064,0#');
    expect(eelinkCodec.setupSms?.('203.0.113.7', 5064)).toBe('SERVER,0,203.0.113.7,5064,0#');
  });
});
