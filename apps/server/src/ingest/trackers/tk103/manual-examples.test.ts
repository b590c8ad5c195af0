import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { tk103Codec } from './codec.ts';

// The vendor's worked examples, replayed verbatim:
// [v1.5] "GPRS Communication Protocol, Version 1.5" (TK103B / KX402, 2008/11/4; the copies on
//   scribd.com, dokumen.site and fdocuments.us, "Manual del TK103b_KX402_GPRS_V15_EN"): frame
//   `(` serial number 12, command 4, body `)`; the handshake BP00 and its answer AP01HSO, the login
//   BP05 and its answer AP05, the isochronous feedback BR00, the alarm BO01 and its answer
//   AS01<alarm code>, the one-time call AP00 answered by BP04, the answer BS08 to the feedback
//   set-up AR00, the answer BP12 to the speed limits. The position block: date yyMMdd, A/V,
//   latitude ddmm.mmmm N/S, longitude dddmm.mmmm E/W, speed (5, km/h), time HHmmss, course (6),
//   the I/O state (8), `L` and the mileage (8 hex, metres).
// The example strings are the document's as quoted verbatim by the node tk103 parsers' tests
// ("from protocol document"); the PDF itself was not at hand, so no I/O-state bit is asserted.

const decode = (message: string): TrackerEvent[] =>
  tk103Codec.createStream().push(Buffer.from(message, 'latin1'));
const text = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString('latin1') : undefined);

function recordsOf(events: TrackerEvent[]): { record: TrackerRecord; ack?: string } {
  const e = events.find((x) => x.type === 'records');
  if (e?.type !== 'records') throw new Error(`no records: ${JSON.stringify(events)}`);
  expect(e.records).toHaveLength(1);
  return { record: e.records[0] as TrackerRecord, ack: text(e.ack) };
}

describe('handshake and login [v1.5]', () => {
  it('answers the handshake (013612345678BP00000013612345678HSO) with (013612345678AP01HSO)', () => {
    const events = decode('(013612345678BP00000013612345678HSO)');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'login', id: '013612345678' });
    expect(events[0]?.type === 'login' && text(events[0].accept)).toBe('(013612345678AP01HSO)');
  });

  it('answers the login with (013612345678AP05) and stores its position: 2008-05-24 10:12:41', () => {
    const events = decode(
      '(013612345678BP05000013612345678080524A2232.9806N11404.9355E000.1101241323.8700000000L000450AC)',
    );
    expect(events[0]?.type === 'login' && text(events[0].accept)).toBe('(013612345678AP05)');
    const { record, ack } = recordsOf(events);
    expect(ack).toBeUndefined();
    expect(record).toMatchObject({
      time: new Date('2008-05-24T10:12:41Z'),
      valid: true,
      // 22°32.9806' N, 114°04.9355' E
      lat: 22.549677,
      lon: 114.082258,
      speedKmh: 0.1,
      course: 323.87,
      odometerM: 0x000450ac,
    });
  });
});

describe('isochronous and continuous feedback BR00 [v1.5]', () => {
  it('stores 2008-06-12 02:28:28, 22°32.9828′N 114°04.9297′E, mileage 0x000230AA m, unanswered', () => {
    const events = decode('(013612345678BR00080612A2232.9828N11404.9297E000.0022828000.0000000000L000230AA)');
    expect(events[0]).toEqual({ type: 'login', id: '013612345678' });
    const { record, ack } = recordsOf(events);
    expect(ack).toBeUndefined();
    expect(record).toMatchObject({
      time: new Date('2008-06-12T02:28:28Z'),
      valid: true,
      lat: 22.549713,
      lon: 114.082162,
      speedKmh: 0,
      course: 0,
      odometerM: 0x000230aa,
    });
  });
});

describe('alarm BO01 [v1.5]', () => {
  it('reads alarm code 2 (SOS) and answers (013612345678AS012)', () => {
    const { record, ack } = recordsOf(
      decode('(013612345678BO012061830A2934.0133N10627.2544E040.0080331309.6200000000L000770AD)'),
    );
    expect(ack).toBe('(013612345678AS012)');
    expect(record.alarms).toEqual(['sos']);
    expect(record).toMatchObject({
      lat: 29.566888,
      lon: 106.45424,
      speedKmh: 40,
      course: 309.62,
      odometerM: 0x000770ad,
    });
    // The example's date field, 061830, is no date (month 18): the record is not dated by it, and
    // a position without its date is not taken for a fix.
    expect(record.valid).toBe(false);
    expect(Math.abs(record.time.getTime() - Date.now())).toBeLessThan(60_000);
  });

  // Built from the example with a valid date and the document's codes 0 (vehicle power off) and 5 (overspeed).
  it('answers each alarm with its own code (AS01 + code), here 0 power off and 5 overspeed', () => {
    const message = (code: string) =>
      `(013612345678BO01${code}080331A2934.0133N10627.2544E040.0080331309.6200000000L000770AD)`;
    const power = recordsOf(decode(message('0')));
    expect(power.ack).toBe('(013612345678AS010)');
    expect(power.record).toMatchObject({
      time: new Date('2008-03-31T08:03:31Z'),
      valid: true,
      alarms: ['power_cut'],
    });
    expect(recordsOf(decode(message('5')))).toMatchObject({
      ack: '(013612345678AS015)',
      record: { alarms: ['overspeed'] },
    });
  });
});

describe('one-time call AP00 and its answer BP04 [v1.5]', () => {
  it('writes (013612345678AP00) and takes BP04 as its answer with the position of 2008-05-25 14:18:30', () => {
    const command = tk103Codec.encodeCommand({
      name: 'request_position',
      text: '',
      id: '013612345678',
      serial: 1,
    });
    expect(Buffer.from(command).toString('latin1')).toBe('(013612345678AP00)');
    const events = decode('(013612345678BP04080525A2934.0133N10627.2544E000.0141830309.6200000000L00000023)');
    expect(recordsOf(events).record).toMatchObject({
      time: new Date('2008-05-25T14:18:30Z'),
      valid: true,
      lat: 29.566888,
      lon: 106.45424,
      odometerM: 0x23,
    });
    expect(events.some((e) => e.type === 'command_result')).toBe(true);
  });
});

describe("the unit's answers to set-up commands [v1.5]", () => {
  it('takes BS08 (to AR00, the feedback interval) as a command answer', () => {
    expect(decode('(013612345678BS0800050014)')).toContainEqual({
      type: 'command_result',
      id: '013612345678',
      text: 'BS0800050014',
    });
  });

  it('takes BP12 (to AP12, the high and low speed limits) as a command answer, not a heartbeat', () => {
    expect(decode('(013612345678BP12H0501L030)')).toContainEqual({
      type: 'command_result',
      id: '013612345678',
      text: 'BP12H0501L030',
    });
  });
});
