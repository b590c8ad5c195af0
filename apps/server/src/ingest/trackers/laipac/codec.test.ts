import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { laipacCodec } from './codec.ts';
import { traccarVectors } from './test/traccar-vectors.ts';

// Sources:
// [traccar] traccar/traccar src/test/java/org/traccar/protocol/LaipacProtocolDecoderTest.java at
//   5505721ed5327eb65cfbbf64ad95bc956d588ba4, every vector in test/traccar-vectors.ts; its one
//   asserted position (2003-07-18 16:43:39, 43.85090, -79.39241), the rest read by the field list
//   of LaipacProtocolDecoder's PATTERN_AVRMC (speed in knots, date ddMMyy, mileage km).
// [traccar-dec] LaipacProtocolDecoder.java (mirror HEAD 9e5c458ad0bf): the answers, `$EAVACK,<event>,
//   <checksum>` to a lower-case status and `$AVCFG,00000000,<code>` to events 3, M, S, T, X, 4, Y, Z;
//   its earlier form (e.g. 2019's) wrote them as constants: `$AVCFG,00000000,d*31`, `x*2D`, `t*21`.
// [gpsgate] GpsGate Server's answer quoted in traccar/traccar issue #2423 (2016-10-08): unit 96414215's
//   `$AVRMC,…,p,…,0,4069,98,1,0,0*04` answered `$EAVACK,0,04*2F`.
// [traccar-enc] LaipacProtocolEncoder.java: `$AVREQ,<password>,1`, `$AVRESET,<id>,<password>`.
// No Laipac protocol document was found.

const text = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString('latin1') : undefined);

function decode(line: string): TrackerEvent[] {
  return laipacCodec.createStream().push(Buffer.from(`${line}\r\n`, 'latin1'));
}

const vector = (start: string) => {
  const found = traccarVectors.find((v) => v.data.startsWith(start));
  if (!found) throw new Error(`no vector ${start}`);
  return found.data;
};

function reportOf(line: string): { record: TrackerRecord; ack: string | undefined } {
  const event = decode(line).find((e) => e.type === 'records');
  if (event?.type !== 'records') throw new Error(`no records: ${JSON.stringify(decode(line))}`);
  expect(event.records).toHaveLength(1);
  return { record: event.records[0] as TrackerRecord, ack: text(event.ack) };
}

describe('Laipac: every Traccar vector [traccar]', () => {
  it('gives each vector the outcome Traccar does', () => {
    const outcome: Record<string, number> = {};
    for (const v of traccarVectors) {
      const events = decode(v.data);
      expect(events[0]).toMatchObject({ type: 'login' });
      const key = `${v.traccar}:${events
        .slice(1)
        .map((e) => e.type)
        .join('+')}`;
      outcome[key] = (outcome[key] ?? 0) + 1;
    }
    // 37 vectors: 32 reports, each a record; $AVSYS and $ECHK (Traccar's nulls) keep the unit
    // alive, $ECHK echoed; $EAVSYS (attributes) keeps the SIM's ICCID and the firmware.
    expect(outcome).toEqual({ 'position:records': 32, 'null:heartbeat': 4, 'attributes:heartbeat': 1 });
  });

  it('reads the report Traccar asserts, in UTC, knots to km/h [traccar: 2003-07-18 16:43:39, 43.85090, -79.39241]', () => {
    const { record, ack } = reportOf(vector('$AVRMC,99999999,164339,A,'));
    expect(record).toMatchObject({
      time: new Date('2003-07-18T16:43:39Z'),
      valid: true,
      speedKmh: 0.537,
      course: 78.66,
      batteryV: 3.727,
      odometerM: 17_000,
      extra: { status: 'A', event: '0', gps: 1, adc1: 0 },
    });
    expect(record.lat).toBeCloseTo(43.8509, 5);
    expect(record.lon).toBeCloseTo(-79.39241, 5);
    expect(record.alarms).toBeUndefined();
    // Upper-case status, event 0: nothing to answer.
    expect(ack).toBeUndefined();
  });

  it('reads the newer report with its cell, battery in mV, and acknowledges its lower-case status [traccar, traccar-dec]', () => {
    const { record, ack } = reportOf(vector('$AVRMC,80006405,212645,r,'));
    expect(record).toMatchObject({
      time: new Date('2017-03-01T21:26:45Z'),
      valid: true,
      speedKmh: 0,
      batteryV: 4.076,
      odometerM: 0,
      extra: { status: 'r', event: 'a', lac: 0x5317, cellId: 0x0583, mcc: 310, mnc: 260 },
    });
    expect(record.lat).toBeCloseTo(30 + 13.9938 / 60, 6);
    expect(record.lon).toBeCloseTo(-(81 + 33.3998 / 60), 6);
    expect(ack).toBe('$EAVACK,a,78*75\r\n');
  });

  it('answers a lower-case status with $EAVACK as GpsGate does [gpsgate]', () => {
    expect(reportOf(vector('$AVRMC,96414215,170046,p,')).ack).toBe('$EAVACK,0,04*2F\r\n');
    expect(reportOf(vector('$AVRMC,99999999,164339,a,')).ack).toBe('$EAVACK,0,17*2D\r\n');
  });

  it('keeps no position for a report without a fix [traccar]', () => {
    const invalid = reportOf(vector('$AVRMC,99999999,164339,v,'));
    expect(invalid.record.valid).toBe(false);
    expect(invalid.ack).toBe('$EAVACK,0,00*2B\r\n');
    const none = reportOf(vector('$AVRMC,MSG00002,124022,V,')).record;
    expect(none).toMatchObject({ time: new Date('2014-06-24T12:40:22Z'), valid: false, alarms: ['sos'] });
    expect(none.lat).toBeUndefined();
  });

  it('maps the event codes to alarms and answers them with $AVCFG [traccar, traccar-dec]', () => {
    const of = (event: string) =>
      reportOf(vector(`$AVRMC,99999999,164339,A,4351.0542,N,07923.5445,W,0.29,78.66,180703,${event},`));
    expect(of('3')).toMatchObject({ record: { alarms: ['sos'] }, ack: '$AVCFG,00000000,d*31\r\n' });
    expect(of('X')).toMatchObject({
      record: { alarms: ['geofence_enter'] },
      ack: '$AVCFG,00000000,x*2D\r\n',
    });
    expect(of('4')).toMatchObject({ record: { alarms: ['geofence_exit'] }, ack: '$AVCFG,00000000,x*2D\r\n' });
    expect(of('T')).toMatchObject({ record: { alarms: ['tamper'] }, ack: '$AVCFG,00000000,t*21\r\n' });
    // S (no alarm Traccar names) is answered all the same.
    const s = of('S');
    expect(s.ack).toBe('$AVCFG,00000000,t*21\r\n');
    expect(s.record.alarms).toBeUndefined();
    expect(reportOf(vector('$AVRMC,358174067149865,143407,R,')).record.alarms).toEqual(['vibration']);
    const off = reportOf(vector('$AVRMC,358174067149865,143648,A,'));
    expect(off.record.extra).toMatchObject({ alarm: 'powerOff', event: 'H' });
    expect(off.ack).toBeUndefined();
  });

  it('reads input states from the event codes A-D [traccar]', () => {
    expect(reportOf(vector('$AVRMC,358174067149865,143747,P,')).record.inputs).toBe(0);
    const c = '$AVRMC,99999999,164339,A,4351.0542,N,07923.5445,W,0.29,78.66,180703,C,3.727,17,1,0,0';
    const sum = [...c.slice(1)].reduce((x, ch) => x ^ ch.charCodeAt(0), 0);
    expect(reportOf(`${c}*${sum.toString(16).toUpperCase().padStart(2, '0')}`).record.inputs).toBe(0b10);
  });

  it('echoes $ECHK and keeps $EAVSYS (ICCID, firmware) [traccar-dec]', () => {
    expect(decode(vector('$ECHK,99999999'))).toEqual([
      { type: 'login', id: '99999999' },
      { type: 'heartbeat', id: '99999999', ack: expect.anything() },
    ]);
    const echk = decode(vector('$ECHK,MSG00002'))[1];
    expect(echk?.type === 'heartbeat' && text(echk.ack)).toBe('$ECHK,MSG00002,0*5E\r\n');
    expect(decode(vector('$EAVSYS'))[1]).toEqual({
      type: 'heartbeat',
      id: 'MSG00002',
      record: { extra: { iccid: '8931086013104404999', firmware: '0x52014406' } },
    });
  });
});

describe('Laipac framing and checks', () => {
  it('takes sentences between line ends, split anywhere, several in one read', () => {
    const stream = laipacCodec.createStream();
    const bytes = Buffer.from(
      `\r\n${vector('$ECHK,MSG00002')}\r\n\r\n${vector('$AVRMC,MSG00002,124058,A,')}\r\n`,
      'latin1',
    );
    const events = [...stream.push(bytes.subarray(0, 17)), ...stream.push(bytes.subarray(17))];
    expect(events.map((e) => e.type)).toEqual(['login', 'heartbeat', 'records']);
    expect(stream.buffered()).toBe(0);
  });

  it('counts a sentence whose checksum is wrong and stores nothing of it', () => {
    const damaged = vector('$AVRMC,99999999,164339,A,').replace('4351.0542', '4351.0543');
    expect(decode(damaged)).toEqual([
      { type: 'bad_frame', reason: 'checksum', detail: 'checksum 37, expected 36' },
    ]);
  });

  it('refuses text that is no sentence, and an id no unit has', () => {
    expect(decode('hello')).toMatchObject([{ type: 'bad_frame', reason: 'malformed' }]);
    expect(decode('$ECHK,8 1,0*1C')).toMatchObject([{ type: 'bad_frame', reason: 'unsupported' }]);
  });
});

describe('Laipac commands [traccar-enc]', () => {
  const encode = (name: string, text = '', id = '80006405') =>
    Buffer.from(laipacCodec.encodeCommand({ name, text, id, serial: 1 })).toString('latin1');

  it('asks for the position and restarts the unit with the factory password', () => {
    expect(encode('request_position', 'AVREQ,00000000,1')).toBe('$AVREQ,00000000,1*60\r\n');
    expect(encode('reboot', 'AVRESET')).toBe('$AVRESET,80006405,00000000*4D\r\n');
  });

  it('sends a typed sentence with its checksum written afresh, and refuses what is none', () => {
    expect(encode('custom', '$AVREQ,00000000,1*FF')).toBe('$AVREQ,00000000,1*60\r\n');
    expect(encode('custom', 'AVREQ,00000000,1')).toBe('$AVREQ,00000000,1*60\r\n');
    expect(() => encode('custom', 'avreq')).toThrow(/one sentence/);
    expect(() => encode('custom', 'AVREQ,1*2,3')).toThrow(/one sentence/);
    expect(() => encode('engine_stop')).toThrow(/no command/);
    expect(() => encode('reboot', '', '12 34')).toThrow(/not a Laipac unit/);
  });

  it('points the unit at the server in words, there being no documented SMS', () => {
    expect(laipacCodec.setupSms).toBeUndefined();
    expect(laipacCodec.setupSteps?.('trackers.example.com', 5048)).toContain(
      'trackers.example.com, port 5048',
    );
  });
});
