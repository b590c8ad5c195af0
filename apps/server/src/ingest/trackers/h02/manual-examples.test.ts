import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { h02Codec } from './codec.ts';

// The vendor's own worked examples, replayed verbatim (Traccar's vectors are in codec.test.ts).
// [ST-901] Sinotrack, "Protocol ST-901, 901M, 902, 904, 905/915/915W/925, 906/906W/907" (the H02
//   document): §2 command structure, §3 general (V1) and confirm (V4) messages and vehicle_status,
//   the D1/S17/S14/S20/S32 commands with the tracker's answers, and "the standard mode record"
//   (the binary `$` report) with its field table.

const text = (s: string) => Buffer.from(s, 'latin1');

function events(...messages: Array<string | Uint8Array>): TrackerEvent[] {
  const stream = h02Codec.createStream();
  return messages.flatMap((m) => stream.push(typeof m === 'string' ? text(m) : m));
}

function recordOf(event: TrackerEvent | undefined): TrackerRecord {
  if (event?.type !== 'records') throw new Error(`expected records, got ${JSON.stringify(event)}`);
  return event.records[0] as TrackerRecord;
}

/** The document's fix: 05:03:16 UTC (13:03:16 Beijing) 22 Sep 2002, 22°12.8745'N 113°46.6574'E, 14.28 kn, 28°. */
function expectDocumentFix(r: TrackerRecord): void {
  expect(r.time).toEqual(new Date('2002-09-22T05:03:16Z'));
  expect(r.lat).toBeCloseTo(22 + 12.8745 / 60, 6);
  expect(r.lon).toBeCloseTo(113 + 46.6574 / 60, 6);
  // Speed in knots: 14.28 kn is 26.45 km/h.
  expect(r.speedKmh).toBeCloseTo(14.28 * 1.852, 1);
  expect(r.course).toBe(28);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('h02: the document [ST-901]', () => {
  it('§2 D1: the general message V1 the tracker answers with, ACC off (bit 10 = 0), no alarm', () => {
    // Printed with a space before the closing #.
    const [event] = events('*TH,2020916012,V1,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF #');
    expect(event).toMatchObject({ type: 'records', id: '2020916012' });
    const r = recordOf(event);
    expectDocumentFix(r);
    expect(r).toMatchObject({ valid: true, ignition: false });
    expect(r.alarms).toBeUndefined();
    expect(r.extra).toMatchObject({ status: 'FFFFFBFF' });
  });

  it('§2 S17, S14, S20 and S32: each V4 confirmation is the command result and the position', () => {
    const confirmations = [
      ['*TH,2020916012,V4,S17,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#', 'S17'],
      [
        '*TH,2020916012,V4,S14,100,10,1,3,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#',
        'S14,100,10,1,3',
      ],
      [
        '*TH,2020916012,V4,S20,ERROR,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#',
        'S20,ERROR',
      ],
      [
        '*TH,2020916012,V4,S20,OK,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#',
        'S20,OK',
      ],
      [
        '*TH,2020916012,V4,S32,0000130502.35,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#',
        'S32,0000130502.35',
      ],
    ] as const;
    for (const [message, result] of confirmations) {
      const [answer, position] = events(message);
      expect(answer).toEqual({ type: 'command_result', id: '2020916012', text: result });
      expectDocumentFix(recordOf(position));
    }
  });

  it('§2 S20 DONE: status F7FFFBFF (fuel and power cut, bit 27 = 0) is a state, not an alarm', () => {
    const [, position] = events(
      '*TH,2020916012,V4,S20,DONE,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,F7FFFBFF#',
    );
    const r = recordOf(position);
    expect(r.alarms).toBeUndefined();
    expect(r.extra).toMatchObject({ status: 'F7FFFBFF' });
  });

  it('§3 vehicle_status: each alarm bit the document defines, cleared alone (negative logic)', () => {
    const v1 = (status: string) =>
      recordOf(events(`*TH,2020916012,V1,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,${status}#`)[0]);
    // The word's bit n is cleared in FFFFFBFF (ACC off stays as sent).
    const status = (bit: number) =>
      ((0xfffffbff & ~(1 << bit)) >>> 0).toString(16).toUpperCase().padStart(8, '0');
    const expected: Array<[bit: number, alarm: string, meaning: string]> = [
      [0, 'door', 'fourth byte bit 0: illegal open the door alarm'],
      [1, 'sos', 'fourth byte bit 1: SOS'],
      [2, 'overspeed', 'fourth byte bit 2: over speed alarm'],
      [7, 'geofence_exit', 'fourth byte bit 7: over geo fence alarm'],
      [17, 'vibration', 'second byte bit 1: shake alarm'],
      [19, 'power_cut', 'second byte bit 3: tracker gets its power from the backup battery'],
      [25, 'tow', 'first byte bit 1: tow alert (move alarm)'],
      [28, 'power_cut', 'first byte bit 4: power of the car off alarm'],
    ];
    for (const [bit, alarm, meaning] of expected) {
      expect(v1(status(bit)).alarms, meaning).toEqual([alarm]);
    }
    // Third byte bit 2 is "ACC close": set, the ACC is on.
    expect(v1('FFFFFFFF')).toMatchObject({ ignition: true });
    expect(v1('FFFFFFFF').alarms).toBeUndefined();
  });

  it("the standard mode record ($, binary V1): the field table's values", () => {
    // 24 | id 10 30 73 10 01 | 05 03 16 | 22 09 02 | 22 12 87 45 | 00 | 11 34 66 57 4C | 01 40 28 |
    // FF FF FB FF | usr_alarm_flag FF | 00 | record number 00.
    const record = fromHex('2410307310010503162209022212874500113466574C014028FFFFFBFFFF0000');
    const [event] = events(record);
    expect(event).toMatchObject({ type: 'records', id: '1030731001' });
    const r = recordOf(event);
    expect(r.time).toEqual(new Date('2002-09-22T05:03:16Z'));
    expect(r.lat).toBeCloseTo(22 + 12.8745 / 60, 6);
    expect(r.lon).toBeCloseTo(113 + 46.6574 / 60, 6);
    expect(r.course).toBe(28);
    // "0x014028: speed 014 knot, direction 028" (whole knots in the binary form).
    expect(r.speedKmh).toBeCloseTo(14 * 1.852, 2);
    expect(r).toMatchObject({ ignition: false });
    expect(r.alarms).toBeUndefined();
  });

  it('§2 the command structure: *XX,YYYYYYYYYY,CMD,HHMMSS,PARA1,PARA2,...# (D1 every 60 s, 4 times)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2002-09-22T13:03:05Z'));
    const bytes = h02Codec.encodeCommand({ name: 'custom', text: 'D1,60,4', id: '2020916012', serial: 1 });
    // The document's *TH,000,D1,130305,60,4#, addressed to the unit and under our maker "HQ".
    expect(Buffer.from(bytes).toString('latin1')).toBe('*HQ,2020916012,D1,130305,60,4#');
  });
});
