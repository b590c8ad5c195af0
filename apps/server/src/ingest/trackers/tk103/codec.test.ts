import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { tk103Codec } from './codec.ts';
import { traccarVectors } from './test/traccar-vectors.ts';

// Sources:
// [traccar] traccar/traccar src/test/java/org/traccar/protocol/Tk103ProtocolDecoderTest.java at
//   296395d14ce7f1a3620a621f00cd493c8cf49aca, every vector in test/traccar-vectors.ts; the expected
//   values are Traccar's own assertions where it makes them, else read from the messages by the
//   field lists of Tk103ProtocolDecoder's patterns.
// [traccar-frame] Tk103FrameDecoderTest.java: frames between ( and ), a ) inside $…$ text kept.
// [traccar-enc] Tk103ProtocolEncoderTest.java: the commands' text.
// [protocol] TK103B GPRS communication protocol v1.5: BP00/AP01 handshake, BP05/AP05 login,
//   BO01 alarm codes and their AS01 answer.

const text = (events: TrackerEvent[]) =>
  events.map((e) => ({
    ...e,
    ...('accept' in e && e.accept ? { accept: Buffer.from(e.accept).toString('latin1') } : {}),
    ...('ack' in e && e.ack ? { ack: Buffer.from(e.ack).toString('latin1') } : {}),
  }));

function decode(message: string): TrackerEvent[] {
  return tk103Codec.createStream().push(Buffer.from(message, 'latin1'));
}

const vector = (start: string) => {
  const found = traccarVectors.find((v) => v.data.startsWith(start));
  if (!found) throw new Error(`no vector ${start}`);
  return found.data;
};

function recordOf(message: string): TrackerRecord {
  const records = decode(message).find((e) => e.type === 'records');
  if (records?.type !== 'records') throw new Error(`no records: ${JSON.stringify(decode(message))}`);
  expect(records.records).toHaveLength(1);
  return records.records[0] as TrackerRecord;
}

describe('TK103: every Traccar vector [traccar]', () => {
  it('gives each vector the outcome Traccar does, or the documented difference', () => {
    const outcome: Record<string, number> = {};
    for (const v of traccarVectors) {
      const main = decode(v.data).filter((e) => e.type !== 'login');
      const what =
        main.map((e) => (e.type === 'bad_frame' ? `bad_${e.reason}` : e.type)).join('+') || 'login';
      const key = `${v.traccar}:${what}`;
      outcome[key] = (outcome[key] ?? 0) + 1;
    }
    // 71 vectors. Traccar's 46 positions: 45 records (the DW5B one without a fix, as it has none),
    // one refused (BALLESTEROS3: an id of letters cannot be registered here). Its attributes:
    // ZC20 battery, BZ00/BP05 cell lists, BV00 VIN kept as heartbeats; BQ81 and the dateless
    // BR00 are records; BS50/BS51 battery management is not read (heartbeat). Its nulls: BP00
    // handshakes are a login answered AP01HSO; BQ86 (undocumented) a heartbeat.
    expect(outcome).toEqual({
      'attribute:heartbeat': 2,
      'attribute:records': 2,
      'attributes:heartbeat': 7,
      'attributes:records': 1,
      'notNull:command_result': 2,
      'notNull:heartbeat': 2,
      'notNull:records': 4,
      'null:heartbeat': 2,
      'null:login': 3,
      'position:bad_unsupported': 1,
      'position:records': 45,
    });
  });

  it('reads a BR00 position as Traccar asserts it [traccar: 2015-10-24 05:51:48, -25.92255, 28.92222]', () => {
    const r = recordOf(vector('(088047365460BR00151024'));
    expect(r).toMatchObject({
      time: new Date('2015-10-24T05:51:48Z'),
      valid: true,
      speedKmh: 4.7,
      course: 276.17,
      ignition: true,
      odometerM: 0x9aa3,
      extra: { charge: true, fuel: 0 },
    });
    expect(r.lat).toBeCloseTo(-25.92255, 4);
    expect(r.lon).toBeCloseTo(28.92222, 4);
  });

  it('reads the comma layout, date day first [traccar: 2014-04-24 11:28:25, 45.45586, 9.16626]', () => {
    const events = text(decode(vector('(352606090042050,BP05,240414,A')));
    expect(events[0]).toEqual({ type: 'login', id: '352606090042050', accept: '(352606090042050AP05)' });
    const r = recordOf(vector('(352606090042050,BP05,240414,A'));
    expect(r).toMatchObject({
      time: new Date('2014-04-24T11:28:25Z'),
      valid: true,
      speedKmh: 4.8,
      course: 155.49,
    });
    expect(r.lat).toBeCloseTo(45.45586, 4);
    expect(r.lon).toBeCloseTo(9.16626, 4);
  });

  it('answers a BP05 login with AP05 and stores its position (IMEI in the body, the serial as id)', () => {
    const events = text(decode(vector('(088048003342BP05')));
    expect(events[0]).toEqual({ type: 'login', id: '088048003342', accept: '(088048003342AP05)' });
    expect(events[1]).toMatchObject({ type: 'records', id: '088048003342' });
    const r = recordOf(vector('(088048003342BP05'));
    expect(r).toMatchObject({
      time: new Date('2015-09-17T10:31:15Z'),
      speedKmh: 0,
      course: 265.56,
      odometerM: 0x3f9,
    });
    expect(r.lat).toBeCloseTo(13 + 52.9801 / 60, 6);
    expect(r.lon).toBeCloseTo(100 + 30.905 / 60, 6);
  });

  it('answers a BP00 handshake with AP01HSO and stores nothing [protocol]', () => {
    expect(text(decode(vector('(027044702512BP00')))).toEqual([
      { type: 'login', id: '027044702512', accept: '(027044702512AP01HSO)' },
    ]);
  });

  it('takes a BO01 SOS alarm and answers AS01 with its code [protocol, traccar]', () => {
    const events = text(decode(vector('(013666666666BO012110925')));
    expect(events[1]).toMatchObject({ type: 'records', ack: '(013666666666AS012)' });
    expect(recordOf(vector('(013666666666BO012110925'))).toMatchObject({
      time: new Date('2011-09-25T02:59:48Z'),
      alarms: ['sos'],
      course: 118.72,
    });
  });

  it('maps BQ81 and the ZC/DW event types to alarms and ignition [traccar]', () => {
    expect(recordOf(vector('(044027395704BQ81')).alarms).toEqual(['overspeed']);
    expect(recordOf(vector('(013632651491,ZC13')).alarms).toEqual(['power_cut']);
    expect(recordOf(vector('(864768011069660,ZC11')).alarms).toEqual(['movement']);
    expect(recordOf('(013632651491,ZC15,040613,A,2234.0297N,11405.9101E,000.0,040137,178.48)').ignition).toBe(
      true,
    );
  });

  it('keeps the temperature and status bits of the packed layout [traccar]', () => {
    expect(recordOf(vector('(088046338039BR00160727')).extra).toMatchObject({ temperature: 17.7 });
    expect(recordOf(vector('(087073803649BR00170221')).extra).toMatchObject({ fuel: 0 });
    expect(recordOf(vector('(019358704260BR00')).inputs).toBe(0b10);
  });

  it('stores cell-only reports without an invented fix [traccar]', () => {
    const r = recordOf(vector('(864555555555555,DW51'));
    expect(r).toMatchObject({ time: new Date('2017-11-15T15:44:19Z'), valid: false, alarms: ['movement'] });
    expect(r.lat).toBeUndefined();
    expect(decode(vector('(087073104337BZ00'))[1]).toEqual({
      type: 'heartbeat',
      id: '087073104337',
      record: { extra: { mcc: 740, mnc: 0, lac: 0x3bf7, cellId: 0x0425 } },
    });
  });

  it('reads ZC20 battery, BV00 VIN and ZC03 text answers [traccar]', () => {
    expect(decode(vector('(013632651491,ZC20,040613'))[1]).toMatchObject({
      type: 'heartbeat',
      record: { batteryPct: 100, batteryV: 4.21, externalPowerV: 11.2 },
    });
    expect(decode(vector('(027023361470BV00'))[1]).toMatchObject({
      record: { extra: { vin: '5J6RW2H53HL066029' } },
    });
    expect(decode(vector('(864555555555555,ZC03,191117,234207,$Notice'))[1]).toEqual({
      type: 'command_result',
      id: '864555555555555',
      text: 'Notice: Device version: 1.0',
    });
  });
});

describe('TK103 framing [traccar-frame]', () => {
  const dw3b = '(864755555555555,DW3B,131117,A,5562.02870N,01348.08194E,1.597,223707,291.65,-0.10,4)';
  const zc20 = '(864755555555555,ZC20,131117,223706,6,394,65535,255)';

  it('takes messages glued together, split anywhere, with garbage before them', () => {
    const stream = tk103Codec.createStream();
    const bytes = Buffer.from(`garbage%@#*^$-+<>?$)))$$--${dw3b}\r\n${zc20}`, 'latin1');
    const events = [...stream.push(bytes.subarray(0, 40)), ...stream.push(bytes.subarray(40))];
    expect(events.map((e) => e.type)).toEqual(['bad_frame', 'login', 'records', 'heartbeat']);
    expect(stream.buffered()).toBe(0);
  });

  it('keeps a ) inside $…$ text within the message', () => {
    const zc03 =
      '(86475555555,ZC03,191117,234421,$)Notice:\r\nDevices serial number: \r\n58055555555).\r\nSoftware version:\r\nV2.000,2016/08/23 11:17)$)';
    const events = decode(zc03 + zc20);
    expect(events[1]).toMatchObject({
      type: 'command_result',
      text: expect.stringContaining('V2.000,2016/08/23 11:17)'),
    });
    expect(events.at(-1)).toMatchObject({ type: 'heartbeat' });
  });

  it('drops a message cut short by the next one', () => {
    expect(decode(`(0270447025${zc20}`).map((e) => e.type)).toEqual(['bad_frame', 'login', 'heartbeat']);
  });
});

describe('TK103 commands [traccar-enc]', () => {
  const encode = (name: string, text = '') =>
    Buffer.from(tk103Codec.encodeCommand({ name, text, id: '123456789012345', serial: 1 })).toString(
      'latin1',
    );

  it('writes the catalogue commands as Tk103ProtocolEncoder does', () => {
    expect(encode('request_position')).toBe('(123456789012345AP00)');
    expect(encode('engine_stop')).toBe('(123456789012345AV010)');
    expect(encode('engine_resume')).toBe('(123456789012345AV011)');
    expect(encode('reboot')).toBe('(123456789012345AT00)');
    expect(encode('get_version')).toBe('(123456789012345AP07)');
    expect(encode('set_odometer')).toBe('(123456789012345AX01)');
    expect(encode('position_periodic', '60')).toBe('(123456789012345AR00003C0000)');
    expect(encode('position_stop')).toBe('(123456789012345AR0000000000)');
  });

  it('sends free text in the unit id, or a whole message as typed', () => {
    expect(encode('custom', 'AA00')).toBe('(123456789012345AA00)');
    expect(encode('custom', '[begin]sms2,*getposl*,[end]')).toBe('[begin]sms2,*getposl*,[end]');
    expect(encode('custom', '(123456789012345AV001)')).toBe('(123456789012345AV001)');
    expect(() => encode('custom', 'AV0(1')).toThrow();
    expect(() => encode('unknown_thing')).toThrow();
  });

  it('points a unit at the server by SMS', () => {
    expect(tk103Codec.setupSms?.('203.0.113.5', 5002)).toBe('adminip123456 203.0.113.5 5002');
    expect(tk103Codec.answersCommands).toBe(true);
  });
});
