import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { cobanCodec } from './codec.ts';

// The vendor's worked examples, replayed verbatim (codec.test.ts has the log-on, the heartbeat and
// the SOS with GPS). [doc] Coban, "GPS102, GPS103, GPS104 GPRS data protocol" (also circulated as
// "TK102/TK102B/TK103/TK103B/TK104/TK106/TK106B GPRS Data Protocol"), "GPRS command sent by
// tracker": the SOS without GPS, the tracker report, the alarm rows (low battery, geo-fence
// "stockade", move, over speed) with the GPS data the document prints for each.

const push = (...messages: string[]): TrackerEvent[] => {
  const stream = cobanCodec.createStream();
  return messages.flatMap((m) => stream.push(Buffer.from(m, 'latin1')));
};

function recordOf(event: TrackerEvent | undefined): TrackerRecord {
  if (event?.type !== 'records') throw new Error(`expected records, got ${JSON.stringify(event)}`);
  return event.records[0] as TrackerRecord;
}

const fix = '0809231429,13554900601,F,062947.294,A,2234.4026,N,11354.3277,E,0.00,';

describe('coban: the document [doc]', () => {
  it("the tracker report: local 08-09-23 19:29, GPS 11:29:09.397 UTC, 22°34.4669'N 113°54.3287'E, 0.11 knots", () => {
    const events = push(
      'imei:359586015829802,tracker,0809231929,13554900601,F,112909.397,A,2234.4669,N,11354.3287,E,0.11,;',
    );
    expect(events[0]).toMatchObject({ type: 'records', id: '359586015829802' });
    const r = recordOf(events[0]);
    expect(r.time).toEqual(new Date('2008-09-23T11:29:09Z'));
    expect(r.valid).toBe(true);
    expect(r.lat).toBeCloseTo(22 + 34.4669 / 60, 6);
    expect(r.lon).toBeCloseTo(113 + 54.3287 / 60, 6);
    // Speed in knots: 0.11 kn is 0.2 km/h.
    expect(r.speedKmh).toBeCloseTo(0.11 * 1.852, 2);
    expect(r.alarms).toBeUndefined();
  });

  it('the SOS alarm without GPS ("L"): an SOS without a position, and the alarm cancelled with E', () => {
    const events = push('imei:359586015829802,help me,000000000,13554900601,L,;');
    const r = recordOf(events[0]);
    expect(r).toMatchObject({ valid: false, alarms: ['sos'] });
    expect(r.lat).toBeUndefined();
    expect(Buffer.from((events[0] as { ack?: Uint8Array }).ack ?? []).toString('latin1')).toBe(
      '**,imei:359586015829802,E;',
    );
  });

  it('the move alarm without GPS: movement, no position', () => {
    const r = recordOf(push('imei:359586015829802,move,000000000,13554900601,L,;')[0]);
    expect(r).toMatchObject({ valid: false, alarms: ['movement'] });
  });

  it('the alarm rows with GPS: low battery, geo-fence (stockade), move, over speed', () => {
    const rows: Array<[keyword: string, alarm: string]> = [
      ['low battery', 'low_battery'],
      ['stockade', 'geofence_exit'],
      ['move', 'movement'],
      ['speed', 'overspeed'],
    ];
    for (const [keyword, alarm] of rows) {
      const r = recordOf(push(`imei:359586015829802,${keyword},${fix};`)[0]);
      expect(r.alarms, keyword).toEqual([alarm]);
      expect(r.time).toEqual(new Date('2008-09-23T06:29:47Z'));
      expect(r.lat).toBeCloseTo(22 + 34.4026 / 60, 6);
      expect(r.lon).toBeCloseTo(113 + 54.3277 / 60, 6);
    }
  });

  it('the log-on, the heartbeat and a report in one read: LOAD, ON, then the report', () => {
    const events = push(
      '##,imei:359586015829802,A;359586015829802;imei:359586015829802,tracker,0809231929,13554900601,F,112909.397,A,2234.4669,N,11354.3287,E,0.11,;',
    );
    expect(events.map((e) => e.type)).toEqual(['login', 'heartbeat', 'records']);
  });
});
