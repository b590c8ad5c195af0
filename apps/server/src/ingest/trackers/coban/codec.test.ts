import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { cobanCodec } from './codec.ts';

const text = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString('latin1') : undefined);
const push = (...chunks: string[]) => {
  const stream = cobanCodec.createStream();
  return chunks.flatMap((chunk) => stream.push(Buffer.from(chunk, 'latin1')));
};
const record = (events: TrackerEvent[]): TrackerRecord | undefined =>
  events.flatMap((event) => (event.type === 'records' ? event.records : []))[0];

// Coban "GPS102, GPS103, GPS104 GPRS data protocol" (TK102/TK103 GPRS Data Protocol), commands sent
// by the tracker: log-on request, heartbeat, SOS alarm and the no-GPS report, byte for byte.
const logOn = '##,imei:359586015829802,A;';
const heartbeat = '359586015829802;';
const sos =
  'imei:359586015829802,help me,0809231429,13554900601,F,062947.294,A,2234.4026,N,11354.3277,E,0.00,;';
const noGps = 'imei:359586015829802,tracker,000000000,13554900601,L,;';

describe('Coban (gps103): log-on and heartbeat', () => {
  it('answers the log-on request with LOAD', () => {
    const [event] = push(logOn);
    expect(event).toMatchObject({ type: 'login', id: '359586015829802' });
    expect(text((event as { accept?: Uint8Array }).accept)).toBe('LOAD');
  });

  it('answers the heartbeat (the IMEI alone) with ON', () => {
    const [event] = push(heartbeat);
    expect(event).toMatchObject({ type: 'heartbeat', id: '359586015829802' });
    expect(text((event as { ack?: Uint8Array }).ack)).toBe('ON');
  });
});

describe('Coban (gps103): positions', () => {
  it('reads the SOS alarm, its UTC time from the local date and GPS time, and cancels it with E', () => {
    const events = push(sos);
    expect(events[0]).toMatchObject({ type: 'records', id: '359586015829802' });
    expect(text((events[0] as { ack?: Uint8Array }).ack)).toBe('**,imei:359586015829802,E;');
    expect(record(events)).toMatchObject({
      // Local 14:29 against UTC 06:29:47: a tracker set to UTC+8.
      time: new Date('2008-09-23T06:29:47Z'),
      valid: true,
      lat: 22.573377,
      lon: 113.905462,
      speedKmh: 0,
      alarms: ['sos'],
    });
  });

  it('keeps a report without GPS as an invalid position', () => {
    const found = record(push(noGps));
    expect(found?.valid).toBe(false);
    expect(found?.lat).toBeUndefined();
  });

  it('crosses midnight backwards when the local date is a day ahead of UTC', () => {
    // Traccar Gps103ProtocolDecoderTest: expected 2015-10-26 23:59:57, 24.49193, 44.40971.
    const found = record(
      push(
        'imei:359710049092324,tracker,151027025958,,F,235957.000,A,2429.5156,N,04424.5828,E,0.01,27.91,,0,0,,,;',
      ),
    );
    expect(found?.time).toEqual(new Date('2015-10-26T23:59:57Z'));
    expect(found?.lat).toBeCloseTo(24.49193, 5);
    expect(found?.lon).toBeCloseTo(44.40971, 5);
    expect(found).toMatchObject({ course: 27.91, ignition: false, speedKmh: 0.02 });
  });

  it('reads south and west, and speed in knots as km/h', () => {
    // Traccar Gps103ProtocolDecoderTest (its frame's `;` added back).
    const found = record(
      push('imei:012497000208821,tracker,1301080525,,F,212511.000,A,2228.5279,S,06855.6328,W,18.62,268.98,;'),
    );
    expect(found?.time).toEqual(new Date('2013-01-07T21:25:11Z'));
    expect(found?.lat).toBeCloseTo(-22.475465, 6);
    expect(found?.lon).toBeCloseTo(-68.92721, 5);
    expect(found?.speedKmh).toBeCloseTo(34.48, 2);
  });

  it('reads altitude, ignition, fuel and temperature', () => {
    // Traccar Gps103ProtocolDecoderTest ("fuel1" 10.5).
    const found = record(
      push(
        'imei:353451044508750,001,0809231929,13554900601,F,055403.000,A,2233.1870,N,11354.3067,E,0.00,30.1,65.43,1,0,10.5%,0.0%,28;',
      ),
    );
    expect(found).toMatchObject({
      altitude: 65.43,
      course: 30.1,
      ignition: true,
      extra: { door: false, fuel1: 10.5, fuel2: 0, temperature: 28, keyword: '001' },
    });
  });

  it('reads ignition on, and a power cut from "ac alarm"', () => {
    // Traccar Gps103ProtocolDecoderTest.
    expect(
      record(
        push(
          'imei:864180036029895,acc on,180508145653,,F,065645.000,A,4729.1497,N,01904.2342,E,0.00,0,,1,,0.00%,,;',
        ),
      ),
    ).toMatchObject({ ignition: true });
    const cut = record(
      push('imei:862106021237716,ac alarm,1611291645,,F,204457.000,A,1010.2783,N,06441.0274,W,0.00,,;'),
    );
    expect(cut).toMatchObject({ alarms: ['power_cut'], time: new Date('2016-11-29T20:44:57Z') });
    expect(cut?.lon).toBeLessThan(0);
  });

  it('answers ON to a heartbeat glued to a report, and reads the report', () => {
    // Traccar Gps103ProtocolDecoderTest (its `;` added back).
    const [event] = push(
      '359769031878322imei:359769031878322,tracker,1602160718,2,F,221811.000,A,1655.2193,S,14546.6722,E,0.00,,;',
    );
    expect(event).toMatchObject({ type: 'records', id: '359769031878322' });
    expect(text((event as { ack?: Uint8Array }).ack)).toBe('ON');
  });
});

// [traccar] Gps103ProtocolDecoderTest.java: messages the rules above did not read.
describe('Coban (gps103): other messages [traccar]', () => {
  const recordsOf = (events: TrackerEvent[]) =>
    events.flatMap((e) => (e.type === 'records' ? e.records : []));

  it('reads the position of vt<packets>, the photo announcement (Gps103ProtocolDecoderTest: verifyPosition)', () => {
    const events = push(
      'imei:864180034124375,vt14,190116192753,,F,172750.000,A,3649.2186,N,00235.8411,W,0.00,0,,0,0,51.93%,,+22;',
    );
    expect(events[0]).toMatchObject({ type: 'records', id: '864180034124375' });
    expect(recordsOf(events)[0]).toMatchObject({
      time: new Date('2019-01-16T17:27:50Z'),
      valid: true,
      lat: 36.82031,
      lon: -2.597352,
      extra: { keyword: 'vt14' },
    });
  });

  it('reads the alternative layout with decimal degrees and km/h (Gps103ProtocolDecoderTest: verifyPosition)', () => {
    const fix = recordsOf(
      push(
        'imei:861359038609986,Equipo 1,---,------,----,214734,241018,26,1,-33.42317,-70.61930,067,229,0674,1.00,08,0,1,---,*',
      ),
    );
    expect(fix).toEqual([
      {
        time: new Date('2018-10-24T21:47:34Z'),
        valid: true,
        lat: -33.42317,
        lon: -70.6193,
        speedKmh: 67,
        course: 229,
        altitude: 674,
        hdop: 1,
        satellites: 8,
        ignition: false,
        extra: { charging: true },
      },
    ]);
    const noFix = recordsOf(
      push(
        'imei:861359038609986,Equipo 1,---,------,----,214812,241018,14,0,-33.42317,-70.61930,000,000,0000,99.9,00,0,1,---,*',
      ),
    );
    expect(noFix[0]).toMatchObject({ valid: false, time: new Date('2018-10-24T21:48:12Z') });
  });

  it('stores nothing for a message too short to be a report (Gps103ProtocolDecoderTest: verifyNull)', () => {
    expect(push('imei:123451234512345,L,*')).toEqual([{ type: 'heartbeat', id: '123451234512345' }]);
  });
});

describe('Coban (gps103): framing', () => {
  it('joins a message split over several reads and splits coalesced ones', () => {
    const all = `${logOn}${heartbeat}\r\n${sos}${noGps}`;
    const events = push(all.slice(0, 5), all.slice(5, 40), all.slice(40, 41), all.slice(41));
    expect(events.map((e) => e.type)).toEqual(['login', 'heartbeat', 'records', 'records']);
  });

  it('drops a message longer than maxFrameBytes up to its `;`, then reads the next', () => {
    const stream = cobanCodec.createStream();
    const flood = `imei:359586015829802,${'x'.repeat(cobanCodec.maxFrameBytes + 100)}`;
    const events = [...stream.push(Buffer.from(flood)), ...stream.push(Buffer.from(`tail;${heartbeat}`))];
    expect(events.map((e) => (e.type === 'bad_frame' ? e.reason : e.type))).toEqual([
      'too_long',
      'heartbeat',
    ]);
    expect(stream.buffered()).toBe(0);
  });

  it('counts what is not a Coban message as malformed', () => {
    const events = push('GET / HTTP/1.1\r\n');
    expect(events).toEqual([expect.objectContaining({ type: 'bad_frame', reason: 'malformed' })]);
  });
});

describe('Coban (gps103): commands', () => {
  const base = { text: '', id: '359586015829802', serial: 1 };

  it('encodes the monitoring center commands (**,imei:<imei>,<code>)', () => {
    expect(text(cobanCodec.encodeCommand({ ...base, name: 'position_single' }))).toBe(
      '**,imei:359586015829802,B',
    );
    expect(text(cobanCodec.encodeCommand({ ...base, name: 'engine_stop' }))).toBe(
      '**,imei:359586015829802,J',
    );
    expect(text(cobanCodec.encodeCommand({ ...base, name: 'engine_resume' }))).toBe(
      '**,imei:359586015829802,K',
    );
    expect(text(cobanCodec.encodeCommand({ ...base, name: 'cancel_alarm' }))).toBe(
      '**,imei:359586015829802,E',
    );
    expect(text(cobanCodec.encodeCommand({ ...base, name: 'position_periodic', text: '30s' }))).toBe(
      '**,imei:359586015829802,C,30s',
    );
  });

  it('passes a custom command through and refuses what would end it early', () => {
    expect(text(cobanCodec.encodeCommand({ ...base, name: 'custom', text: 'C,01m' }))).toBe(
      '**,imei:359586015829802,C,01m',
    );
    expect(() => cobanCodec.encodeCommand({ ...base, name: 'custom', text: 'B;**,imei:1,J' })).toThrow();
    expect(() => cobanCodec.encodeCommand({ ...base, name: 'reboot' })).toThrow();
  });

  it('points the tracker at the server by SMS', () => {
    expect(cobanCodec.setupSms?.('203.0.113.5', 5001)).toBe('adminip123456 203.0.113.5 5001');
  });
});
