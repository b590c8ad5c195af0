import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { xirgoCodec } from './codec.ts';
import { decoderVectors, encoderVector } from './test/traccar-vectors.ts';

// Sources:
// [traccar] traccar/traccar XirgoProtocolDecoderTest.java and XirgoProtocolEncoderTest.java at
//   5505721ed5327eb65cfbbf64ad95bc956d588ba4, every vector in test/traccar-vectors.ts; values read
//   as XirgoProtocolDecoder reads them (mph, miles, GS 1 = valid), and Traccar's own assertions.
// [doc] Xirgo "Communication Specification and Data Format" (XT-2060-G rev. 1.2G, XT4860 rev. 2.0J):
//   the layouts' field lists and the event numbers (events.ts).

const bytes = (text: string) => Buffer.from(text, 'latin1');
/** As the unit sends it: Traccar's vectors without `##` are given it (its frame decoder strips it). */
const framed = (text: string) => bytes(text.endsWith('##') ? text : `${text}##`);

function decode(...texts: string[]): TrackerEvent[] {
  const stream = xirgoCodec.createStream();
  return texts.flatMap((t) => stream.push(framed(t)));
}

function recordOf(events: TrackerEvent[]): TrackerRecord & { id: string } {
  const found = events.filter((e) => e.type === 'records');
  const last = found[found.length - 1];
  if (last?.type !== 'records') throw new Error(`no records: ${JSON.stringify(events)}`);
  expect(last.records).toHaveLength(1);
  return { ...(last.records[0] as TrackerRecord), id: last.id as string };
}

const vector = (start: string, test?: string) => {
  const found = decoderVectors.find((v) => v.data.startsWith(start) && (!test || v.test === test));
  if (!found) throw new Error(`no vector ${start}`);
  return found.data;
};

describe('Xirgo: every Traccar vector [traccar]', () => {
  it('stores a position where Traccar gives one, and none where it gives null', () => {
    for (const v of decoderVectors) {
      // Traccar's testDecodeOld runs on one decoder, so its ambiguous 6031 vector follows an old one.
      const before = v.test === 'old' ? [vector('$$354660046140722')] : [];
      const events = decode(...before, v.data);
      expect(events.filter((e) => e.type === 'bad_frame')).toEqual([]);
      const records = events.filter((e) => e.type === 'records');
      expect(records.length, v.data).toBe(v.expect === 'position' ? before.length + 1 : 0);
    }
  });

  it('reads the old layout as Traccar asserts it: 2013-01-22 15:36:18, valid, 25.80907, -80.32531', () => {
    const r = recordOf(decode(vector('$$354660046140722')));
    expect(r).toMatchObject({
      id: '354660046140722',
      time: new Date('2013-01-22T15:36:18Z'),
      valid: true,
      lat: 25.80907,
      lon: -80.32531,
      altitude: 7.1,
      speedKmh: 30.578, // 19 mph
      course: 165.2,
      satellites: 11,
      hdop: 0.8,
      externalPowerV: 11.1,
      gsmSignalPct: 55, // CSQ 17
      odometerM: 1609, // 1 mile
    });
    expect(r.extra).toMatchObject({ event: 6001, eventName: 'direction_change', gpsStatus: 1 });
  });

  it("reads the new layout with the wired units' I/O group: ignition on, inputs, output 1, engine values", () => {
    const r = recordOf(decode(vector('$$352054058132185,4001')));
    expect(r).toMatchObject({
      id: '352054058132185',
      time: new Date('2017-04-21T00:01:05Z'),
      valid: true,
      lat: 32.54659,
      lon: -116.9067,
      altitude: 143.2,
      speedKmh: 0,
      course: 0,
      satellites: 12,
      hdop: 0.9,
      odometerM: Math.round(765840 * 1609.344),
      externalPowerV: 14.5,
      ignition: true,
      inputs: 0b100, // 0011: inputs 1 and 2 low, input 3 high
      outputs: 1, // output 1 high
    });
    expect(r.extra).toMatchObject({
      event: 4001,
      rpm: 598,
      fuelEconomy: 7,
      adc1: 8.5,
      fuelLevel: 63.2,
      engineHours: 21999,
      oilTemp: 671,
      coolantTemp: 185,
    });
  });

  it("reads the new layout's speed in mph and its RPM [traccar: 44.7 mph at 2622 rpm]", () => {
    const r = recordOf(decode(vector('$$355922061611345,6001,2016/08/25,20:10:51')));
    expect(r).toMatchObject({
      speedKmh: 71.938,
      course: 27,
      altitude: 1197,
      satellites: 12,
      odometerM: 1609,
    });
    expect(r.extra).toMatchObject({ rpm: 2622, acceleration: 0, deceleration: 0 });
  });

  it('keeps the VIN and firmware of a power-up report (6015) [doc: 4006/6015/6053 carry VN, FWM]', () => {
    const r = recordOf(decode(vector('$$355922060162167,6015')));
    expect(r.extra).toMatchObject({ event: 6015, vin: '1C4BJWDG4GL191009', firmware: 'X0z1-1137CD1' });
    expect(r.inputs).toBeUndefined();
  });

  it("maps ignition off, and reads the old layout's 4003 (ignition on) [traccar]", () => {
    expect(recordOf(decode(vector('$$355922060162167,4002'))).ignition).toBe(false);
    const r = recordOf(decode(vector('$$357207059646786,4003,2015/05/19,15:54:56')));
    expect(r).toMatchObject({
      ignition: true,
      lat: -20.21422,
      lon: -70.14927,
      speedKmh: 2.897, // 1.8 mph
      satellites: 11,
      externalPowerV: 12.9,
      gsmSignalPct: 100,
      odometerM: Math.round(297 * 1609.344),
      valid: true,
    });
  });

  it("reads a message that fits both layouts as the connection's earlier ones, else as the new one", () => {
    const ambiguous = vector('$$354898045650537', 'new');
    // Alone: the new layout (7 satellites, GS 1).
    expect(recordOf(decode(ambiguous))).toMatchObject({ satellites: 7, valid: true, odometerM: 3219 });
    // After an old-layout report on the same connection: the old one (0 satellites, GS 2: no fix).
    const r = recordOf(decode(vector('$$354660046140722'), ambiguous));
    expect(r).toMatchObject({ satellites: 0, valid: false, lat: 33.42552 });
  });

  it('reads the dynamic form (mm/dd/yyyy) by its documented first fields, km/h, the rest kept [traccar custom]', () => {
    const r = recordOf(decode(vector('$$183900034')));
    expect(r).toMatchObject({
      id: '183900034',
      time: new Date('2019-03-30T02:15:22Z'),
      valid: true,
      lat: 46.848577,
      lon: -114.022213,
      speedKmh: 0,
      ignition: false,
    });
    expect(r.extra).toMatchObject({
      form: 'dynamic',
      event: 4002,
      fields: '978,0.0,172.3,16,1.2,13.291,20,3,2,2,1',
    });
    expect(recordOf(decode(vector('$$184800793,4002,03/15/2019'))).time).toEqual(
      new Date('2019-03-15T21:30:21Z'),
    );
  });

  it('keeps a report event without a date (Traccar: null) as a heartbeat with its fields', () => {
    const events = decode(vector('$$184800619'));
    expect(events).toEqual([
      { type: 'login', id: '184800619' },
      {
        type: 'heartbeat',
        id: '184800619',
        record: { extra: { event: 6115, fields: 'Y1z1.1179AA2.3.7c79d34,,,000' } },
      },
    ]);
  });
});

describe('Xirgo: alarms, clock not set, command answers [doc]', () => {
  const report = (event: number, date = '2016/08/25,20:10:51') =>
    `$$355922061611345,${event},${date},51.13042,-114.22752,1197,44.7,0.0,0.0,2622,27,12,0.8,1,0.0,13.9,24,1##`;

  it('raises our alarms for the documented alerts, keeping the number', () => {
    const alarms = (event: number) => recordOf(decode(report(event))).alarms;
    expect(alarms(6002)).toEqual(['overspeed']);
    expect(alarms(6006)).toEqual(['harsh_acceleration']);
    expect(alarms(6007)).toEqual(['harsh_braking']);
    expect(alarms(6008)).toEqual(['low_battery']);
    expect(alarms(6009)).toEqual(['power_cut']);
    expect(alarms(6017)).toEqual(['tow']);
    expect(alarms(6030)).toEqual(['movement']);
    expect(alarms(6091)).toEqual(['low_battery']);
    expect(alarms(6016)).toBeUndefined();
    expect(recordOf(decode(report(6011))).ignition).toBe(true);
    expect(recordOf(decode(report(6012))).ignition).toBe(false);
    expect(recordOf(decode(report(6016))).extra).toMatchObject({ event: 6016, eventName: 'idle' });
  });

  it("keeps a report whose clock is not set (2000/00/00) as the unit's state, without a fix", () => {
    const events = decode(report(4001, '2000/00/00,00:00:00'));
    const hb = events.find((e) => e.type === 'heartbeat');
    expect(events.some((e) => e.type === 'records')).toBe(false);
    expect(hb).toMatchObject({ id: '355922061611345', record: { ignition: true, externalPowerV: 13.9 } });
    expect(hb?.type === 'heartbeat' && hb.record?.lat).toBeUndefined();
  });

  it('takes `$$<id>,<code>,…##` as the answer to a +XT command', () => {
    expect(decode('$$355922061549942,3001,1.0,1,0,0,0##')).toEqual([
      { type: 'login', id: '355922061549942' },
      { type: 'command_result', id: '355922061549942', text: '3001,1.0,1,0,0,0' },
    ]);
    // A position request answered with a report: stored, and the answer.
    const events = decode(report(7001));
    expect(events.map((e) => e.type)).toEqual(['login', 'records', 'command_result']);
  });
});

describe('Xirgo: framing, UDP and commands [traccar]', () => {
  const old = vector('$$354660046140722');

  it('takes a message split anywhere, several in one read, bytes between them skipped', () => {
    const stream = xirgoCodec.createStream();
    const whole = framed(old);
    const events: TrackerEvent[] = [];
    for (const byte of whole) events.push(...stream.push(Buffer.of(byte)));
    expect(events.map((e) => e.type)).toEqual(['login', 'records']);
    expect(stream.buffered()).toBe(0);
    const two = Buffer.concat([bytes('\r\n'), whole, bytes('garbage'), whole, bytes('\r\n')]);
    const next = xirgoCodec
      .createStream()
      .push(two)
      .map((e) => e.type);
    expect(next).toEqual(['login', 'records', 'bad_frame', 'records']);
  });

  it('ends a message at a line end too, and drops one cut short by the next `$$`', () => {
    const noEnd = vector('$$354898045650537', 'new');
    expect(
      xirgoCodec
        .createStream()
        .push(bytes(`${noEnd}\r\n`))
        .map((e) => e.type),
    ).toEqual(['login', 'records']);
    const events = xirgoCodec.createStream().push(bytes(`${old.slice(0, 40)}${old}`));
    expect(events.map((e) => e.type)).toEqual(['bad_frame', 'login', 'records']);
  });

  it('refuses an over-long message and goes on with the next', () => {
    const stream = xirgoCodec.createStream();
    const events = [
      ...stream.push(bytes(`$$${'1'.repeat(1500)}`)),
      ...stream.push(bytes(`${'2'.repeat(100)}##`)),
      ...stream.push(framed(old)),
    ];
    expect(events.map((e) => (e.type === 'bad_frame' ? e.reason : e.type))).toEqual([
      'too_long',
      'login',
      'records',
    ]);
  });

  it('acknowledges a UDP message ending in a sequence number `!UDP_ACK,<event>,<seq>`, none over TCP', () => {
    const msg = vector('$$357207059646786,4003,2015/05/19,15:54:56');
    const udp = xirgoCodec.parseDatagram?.(bytes(msg)) ?? [];
    const records = udp.find((e) => e.type === 'records');
    expect(records?.type === 'records' && Buffer.from(records.ack ?? []).toString()).toBe('!UDP_ACK,4003,1');
    const tcp = decode(msg).find((e) => e.type === 'records');
    expect(tcp?.type === 'records' && tcp.ack).toBeUndefined();
    // Without its `##` (Traccar's PATTERN_ACK wants it) a datagram is read, not acknowledged.
    const bare = xirgoCodec.parseDatagram?.(bytes(vector('$$354898045650537', 'new'))) ?? [];
    expect(bare.map((e) => e.type)).toEqual(['login', 'records']);
    expect(bare.find((e) => e.type === 'records')).not.toHaveProperty('ack');
  });

  it('writes commands as +XT:<code>,… [traccar encoder: output 1 on = +XT:7005,2,1]', () => {
    const encode = (name: string, text: string) =>
      Buffer.from(xirgoCodec.encodeCommand({ name, text, id: '354660046140722', serial: 1 })).toString(
        'latin1',
      );
    expect(encode('output_control', String(encoderVector.data))).toBe(encoderVector.text);
    expect(encode('output_control', '0')).toBe('+XT:7005,1,1');
    expect(encode('custom', '+XT:7005,2,1')).toBe('+XT:7005,2,1');
    expect(encode('custom', ' +xt:7001 ')).toBe('+XT:7001');
    expect(encode('custom', '3001,1,1,0,0,0')).toBe('+XT:3001,1,1,0,0,0');
    expect(() => encode('custom', 'reboot')).toThrow(/\+XT:/);
    expect(() => encode('custom', '+XT:7005\n,2')).toThrow();
    expect(xirgoCodec.answersCommands).toBe(true);
    expect(xirgoCodec.setupSms?.('trk.example.com', 5081)).toBe('+XT:1001,5081,trk.example.com,4,0,0');
  });
});
