import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { mictrackCodec } from './codec.ts';
import { traccarVectors } from './test/traccar-vectors.ts';

// Sources:
// [traccar] traccar/traccar at 9e5c458ad0bf44ceaddf72534bf6874787f41b6c:
//   src/test/java/org/traccar/protocol/MictrackProtocolDecoderTest.java (all 14 vectors, verbatim in
//   test/traccar-vectors.ts, each followed by CR LF), the values its asserts name, or those
//   MictrackProtocolDecoder reads where the test only checks that attributes come out.
// [protocol 2.0] Mictrack Communication Protocol 2.0 (MT821/MT825) as burberius/mictrack (9c6da1a0)
//   reads it: the event codes (EventType: 5 SOS, 8 low battery, 9/10 geofence) and the sequence
//   number each report ends with (GpsDataParserTest: 10+190109091803+…+2+3744+113).

const line = (text: string) => Buffer.from(`${text}\r\n`, 'latin1');
const decode = (text: string): TrackerEvent[] => mictrackCodec.createStream().push(line(text));
const vector = (i: number) => (traccarVectors[i] as { text: string }).text;
const recordsOf = (list: TrackerEvent[]): TrackerRecord[] =>
  list.flatMap((e) => (e.type === 'records' ? e.records : []));

describe('Mictrack: every Traccar decoder vector [traccar]', () => {
  it('decodes all 14 without a bad frame, one stream after the other as one connection', () => {
    const stream = mictrackCodec.createStream();
    const outcome: Record<string, number> = {};
    for (const v of traccarVectors)
      for (const e of stream.push(line(v.text))) outcome[e.type] = (outcome[e.type] ?? 0) + 1;
    // A login for each unit named anew; two answers (one naming its unit, one the connection's).
    expect(outcome).toEqual({ login: 9, records: 12, command_result: 2 });
  });

  it('reads a GPS report (R0): time, place, km/h, course, battery, event [traccar: 22.63827, 114.02922]', () => {
    const events = decode(vector(3));
    expect(events[0]).toEqual({ type: 'login', id: '866425031361423' });
    expect(recordsOf(events)).toEqual([
      {
        time: new Date('2019-01-09T09:18:03Z'),
        valid: true,
        lat: 22.63827,
        lon: 114.02922,
        speedKmh: 2.14,
        course: 69,
        satellites: 10,
        batteryV: 3.744,
        extra: { event: 2, sequence: 113, mode: 6 },
      },
    ]);
  });

  it('keeps Wi-Fi and cell reports at their own time, without a fix [traccar]', () => {
    const [wifi] = recordsOf(decode(vector(4)));
    expect(wifi).toEqual({
      time: new Date('2019-01-08T02:48:48Z'),
      valid: false,
      batteryV: 3.831,
      extra: { event: 3, sequence: 0, mode: 6, wifi: '6a:db:54:5a:79:6d,-91;00:9a:cd:a2:e6:21,-94' },
    });
    // GSM cells are mnc,cid,lac,mcc; LTE ones add the physical cell id; kept as mcc,mnc,lac,cid.
    expect(recordsOf(decode(vector(5)))[0]?.extra).toMatchObject({ cells: '460,0,20616,21681' });
    expect(recordsOf(decode(vector(6)))[0]?.extra).toMatchObject({ cells: '460,0,14924,167910723' });
    expect(recordsOf(decode(vector(8)))[0]?.extra).toMatchObject({
      wifi: '6a:db:54:5a:79:6d,-91;00:9a:cd:a2:e6:21,-94',
      cells: '460,0,14924,167910723',
    });
  });

  it('reads the access points of a Y1 report past their names [traccar]', () => {
    const [y1] = recordsOf(decode(vector(0)));
    expect(y1?.time).toEqual(new Date('2022-01-11T08:57:41Z'));
    expect(y1?.extra?.wifi).toBe(
      '8c:53:c3:db:e7:26,-58;80:26:89:f0:5e:4f,-74;94:e4:4b:0a:31:08,-75;7a:91:e9:50:26:0b,-85;78:91:e9:40:26:0b,-87',
    );
    expect(y1).toMatchObject({ valid: false, batteryV: 4.092, extra: { event: 0 } });
  });

  it('keeps the heartbeat (RH) as the unit’s state at its time, no place [traccar]', () => {
    expect(recordsOf(decode(vector(9)))).toEqual([
      {
        time: new Date('2019-01-16T11:26:48Z'),
        valid: false,
        satellites: 5,
        batteryV: 3.954,
        extra: { event: 11, sequence: 1, mode: 5 },
      },
    ]);
  });

  it('reads the answers to commands, without their ! [traccar: netlock=Success, mode=Success]', () => {
    expect(decode(vector(1))).toEqual([
      { type: 'login', id: '867035041390699' },
      { type: 'command_result', id: '867035041390699', text: 'netlock=Success' },
    ]);
    const stream = mictrackCodec.createStream();
    stream.push(line(vector(3)));
    expect(stream.push(line(vector(2)))).toEqual([{ type: 'command_result', text: 'mode=Success' }]);
    // Before any unit has named itself, an answer is no one's.
    expect(decode(vector(2))).toEqual([
      {
        type: 'bad_frame',
        reason: 'unsupported',
        detail: 'text from a unit that has not named itself: mode=Success!',
      },
    ]);
  });

  it('reads the low-altitude batch, knots to km/h [traccar: 2017-11-13 06:22:32, 22.63806, 114.028976]', () => {
    const records = recordsOf(decode(vector(12)));
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({
      time: new Date('2017-11-13T06:22:32Z'),
      valid: true,
      // 0.01 kn
      speedKmh: 0.019,
      course: 309.62,
      altitude: 95,
    });
    // 2238.2832' is 22.6380533°: Traccar's test rounds it, and checks to 0.00001 (ProtocolTest).
    expect(Math.abs((records[0]?.lat as number) - 22.63806)).toBeLessThan(0.00001);
    expect(Math.abs((records[0]?.lon as number) - 114.028976)).toBeLessThan(0.00001);
    expect(records[1]?.time).toEqual(new Date('2017-11-13T06:23:32Z'));
    // An empty speed is none; the altitude may be negative.
    const [flight] = recordsOf(decode(vector(10)));
    expect(flight).toMatchObject({ time: new Date('2021-06-22T16:28:35Z'), course: 41.53, altitude: -25.8 });
    expect(flight?.speedKmh).toBeUndefined();
    expect(flight?.lon).toBeCloseTo(-70.162065, 6);
  });
});

describe('Mictrack alarms [protocol 2.0]', () => {
  const report = (event: number) =>
    `MT;6;866425031361423;R0;10+190109091803+22.63827+114.02922+2.14+69+${event}+3744+113`;
  it('reads SOS, low battery and geofence events as alarms; power on/off keep their code only', () => {
    expect(recordsOf(decode(report(5)))[0]?.alarms).toEqual(['sos']);
    expect(recordsOf(decode(report(8)))[0]?.alarms).toEqual(['low_battery']);
    expect(recordsOf(decode(report(9)))[0]?.alarms).toEqual(['geofence_enter']);
    expect(recordsOf(decode(report(10)))[0]?.alarms).toEqual(['geofence_exit']);
    const off = recordsOf(decode(report(12)))[0];
    expect([off?.alarms, off?.extra?.event]).toEqual([undefined, 12]);
  });

  it('keeps no fix at 0,0 and refuses a report without a time', () => {
    const [zero] = recordsOf(decode('MT;6;866425031361423;R0;0+190109091803+0+0+0+0+2+3744+113'));
    expect(zero?.valid).toBe(false);
    expect(
      decode('MT;6;866425031361423;R0;10+190199091803+22.6+114.0+2.14+69+2+3744+113').at(-1),
    ).toMatchObject({
      type: 'bad_frame',
      reason: 'malformed',
    });
  });
});

describe('Mictrack framing', () => {
  it('joins a message split over reads and reads two in one', () => {
    const stream = mictrackCodec.createStream();
    const bytes = Buffer.concat([line(vector(3)), line(vector(11))]);
    expect(stream.push(bytes.subarray(0, 40))).toEqual([]);
    const events = stream.push(bytes.subarray(40));
    expect(recordsOf(events).map((r) => r.time.toISOString())).toEqual([
      '2019-01-09T09:18:03.000Z',
      '2017-11-13T06:22:32.000Z',
    ]);
  });

  it('takes a whole message without a line end as Traccar does, until the unit ends one with a line end', () => {
    const stream = mictrackCodec.createStream();
    expect(recordsOf(stream.push(Buffer.from(vector(3))))).toHaveLength(1);
    // A part of a message is held for the rest.
    expect(stream.push(Buffer.from(vector(11).slice(0, 30)))).toEqual([]);
    expect(recordsOf(stream.push(Buffer.from(vector(11).slice(30))))).toHaveLength(1);
    // Once a line end has come, a message ends only at one.
    const ended = mictrackCodec.createStream();
    ended.push(line(vector(3)));
    expect(ended.push(Buffer.from(vector(3)))).toEqual([]);
    expect(recordsOf(ended.push(Buffer.from('\r\n')))).toHaveLength(1);
  });

  it('counts bytes before a report and reads the report', () => {
    const events = decode(`3${vector(3)}`);
    expect(events[0]).toEqual({ type: 'bad_frame', reason: 'malformed', detail: '1 bytes before a report' });
    expect(recordsOf(events)).toHaveLength(1);
  });

  it('refuses an id that is not 6-20 digits', () => {
    expect(decode('MT;6;AB12;R0;10+190109091803+22.63827+114.02922+2.14+69+2+3744+113')).toEqual([
      { type: 'bad_frame', reason: 'unsupported', detail: 'an id that is not 6-20 digits: AB12' },
    ]);
  });

  it('reads a UDP datagram, with or without its line end', () => {
    expect(recordsOf(mictrackCodec.parseDatagram?.(Buffer.from(vector(3))) ?? [])).toHaveLength(1);
    expect(recordsOf(mictrackCodec.parseDatagram?.(line(vector(12))) ?? [])).toHaveLength(2);
  });
});

describe('Mictrack commands', () => {
  it('sends the text as typed, and refuses what is not one line of text', () => {
    const send = (text: string) =>
      mictrackCodec.encodeCommand({ name: 'custom', text, id: '866425031361423', serial: 1 });
    expect(Buffer.from(send(' MODE,1,60 ')).toString('latin1')).toBe('MODE,1,60');
    expect(() => send('MODE\r\nRESET')).toThrow(/one line/);
  });

  it('gives the server SMS', () => {
    expect(mictrackCodec.setupSms?.('track.example.com', 5191)).toBe('8040000 track.example.com 5191');
  });
});
