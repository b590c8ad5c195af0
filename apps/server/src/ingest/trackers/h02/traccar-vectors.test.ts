import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { h02Codec } from './codec.ts';
import { traccarBinaryVectors } from './test/traccar-binary-vectors.ts';
import { traccarVectors } from './test/traccar-vectors.ts';

// [traccar] traccar/traccar at 9e5c458ad0bf, src/test/java/org/traccar/protocol/H02ProtocolDecoderTest.java:
// every vector (test/traccar-vectors.ts, test/traccar-binary-vectors.ts), each through a new
// connection's stream, with the check Traccar makes of it; H02ProtocolDecoder.java read for what
// its checks do not say (the answers, the SMS result, the odometer form).

type Vector = { check: string; expect?: string; text?: string; hex?: string };
const all: Vector[] = [...traccarVectors, ...traccarBinaryVectors];
const bytesOf = (v: Vector) => (v.hex !== undefined ? fromHex(v.hex) : Buffer.from(v.text ?? '', 'latin1'));
const decode = (v: Vector): TrackerEvent[] => h02Codec.createStream().push(bytesOf(v));
const recordsOf = (events: TrackerEvent[]): TrackerRecord[] =>
  events.flatMap((e) => (e.type === 'records' ? e.records : []));
const find = (start: string) => all.find((v) => (v.text ?? v.hex)?.startsWith(start)) as Vector;

describe('H02: every Traccar decoder vector [traccar]', () => {
  afterEach(() => vi.useRealTimers());

  it('takes all 89, refusing none; a record with coordinates for every position Traccar checks', () => {
    const outcome: Record<string, number> = {};
    for (const v of all) {
      const events = decode(v);
      for (const e of events) outcome[e.type] = (outcome[e.type] ?? 0) + 1;
      expect(events.filter((e) => e.type === 'bad_frame')).toEqual([]);
      expect(events.length).toBeGreaterThan(0);
      const records = recordsOf(events);
      if (v.check === 'verifyPosition') {
        expect(records, v.text ?? v.hex).toHaveLength(1);
        expect(records[0]?.lat, v.text ?? v.hex).toBeTypeOf('number');
        expect(records[0]?.lon).toBeTypeOf('number');
      }
      // What Traccar stores nothing of (no date, no coordinates, BS/BASE/XT reports) we store nothing of.
      if (v.check === 'verifyNull') expect(records).toEqual([]);
    }
    expect(all).toHaveLength(89);
    // 64 positions: Traccar's 61 verifyPosition (15 binary) and the 3 of its status test; 24 reports
    // without a fix (5 V3, 8 NBR, 2 LINK, 2 HTBT, VP1,V, XT, BS, BASE, the empty one, the 2 V1s
    // without a date); 9 command results (the 8 V4 replies, the SMS).
    expect(outcome).toEqual({ records: 64, heartbeat: 24, command_result: 9 });
  });

  it('gives what Traccar asserts: time, validity and coordinates (to 0.00001°), status word, battery', () => {
    let checked = 0;
    for (const v of all) {
      if (!v.expect) continue;
      const events = decode(v);
      const [record] = recordsOf(events);
      const position = /^position\("([^"]+)", (true|false), (-?[\d.]+), (-?[\d.]+)\)$/.exec(v.expect);
      const status = /^Position\.KEY_STATUS, 0x([0-9A-F]{8})L$/.exec(v.expect);
      if (position) {
        const [, time, valid, lat, lon] = position;
        expect(record?.time).toEqual(new Date(`${(time as string).replace(' ', 'T')}Z`));
        expect(record?.valid).toBe(valid === 'true');
        expect(Math.abs((record?.lat as number) - Number(lat))).toBeLessThanOrEqual(1e-5);
        expect(Math.abs((record?.lon as number) - Number(lon))).toBeLessThanOrEqual(1e-5);
      } else if (status) {
        expect(record?.extra?.status).toBe(status[1]);
      } else if (v.expect === 'Position.KEY_BATTERY_LEVEL, 100') {
        expect(events).toMatchObject([{ type: 'heartbeat', record: { batteryPct: 100 } }]);
      } else {
        // Position.KEY_RESULT: the SMS answer, checked below.
        expect(v.expect).toMatch(/^Position\.KEY_RESULT, "ST906/);
      }
      checked++;
    }
    expect(checked).toBe(10);
  });

  it("keeps an SMS answer's whole text, its commas and line breaks, as the command's result", () => {
    const sms = find('*HQ,5226073533,SMS,');
    expect(decode(sms)).toEqual([
      {
        type: 'command_result',
        id: '5226073533',
        text: 'ST906(70SACD)_TQ_V_2.0 2024/06/07\nID:5226073533\nIP:1.2.3.4 5013\nUT:30,30,300\nVOLT:12.9V\nAPN:internet.example.com\nGPS:A-24-23\nGSM:26',
      },
    ]);
  });

  it('dates a V1 with coordinates but no clock when it arrives, not valid (Traccar: new Date())', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), toFake: ['Date'] });
    const events = decode(find('*HQ,353505220873067,V1,,V,'));
    expect(recordsOf(events)).toEqual([
      {
        time: new Date('2026-03-01T10:00:00Z'),
        valid: false,
        lat: 46 + 5.75732 / 60,
        lon: 14 + 30.73863 / 60,
        speedKmh: 0,
        course: 0,
        ignition: true,
        // Bit 4 is none of the document's alarms.
        extra: { status: 'FFFFFFEF', tail: '125,194,64,d3' },
      },
    ]);
    // Without coordinates (nor a date) it stays no position, as Traccar's verifyNull has it.
    expect(recordsOf(decode(find('*HQ,353505510948929,V1,,V,,N,')))).toEqual([]);
  });

  it('reads the odometer, altitude and cell of the form that ends with them', () => {
    const [r] = recordsOf(decode(find('*HQ,2130510938,V1,012632')));
    expect(r).toMatchObject({
      time: new Date('2017-03-10T01:26:32Z'),
      valid: true,
      odometerM: 69129336,
      altitude: 18,
      extra: { temperature: 0, fuel: 100, lac: 0x5141, cellId: 0x5a20, status: 'FFFFDFFF' },
    });
    // Bit 13 clear is no alarm of the document's.
    expect(r?.alarms).toBeUndefined();
    // The same unit's binary report a minute later: the same place (binary carries no odometer).
    const [binary] = recordsOf(decode(find('2421305109380127171003170520046500100286297e')));
    expect(binary?.time).toEqual(new Date('2017-03-10T01:27:17Z'));
    expect(Math.abs((binary?.lat as number) - (r?.lat as number))).toBeLessThan(0.001);
    expect(Math.abs((binary?.lon as number) - (r?.lon as number))).toBeLessThan(0.001);
  });

  it('answers as Traccar does: V4 for each V1 and NBR, the HTBT echoed, the rest not', () => {
    const answers = all
      .filter((v) => v.text !== undefined)
      .flatMap((v) => decode(v).flatMap((e) => ('ack' in e && e.ack ? [Buffer.from(e.ack).toString()] : [])));
    const kinds = answers.map((a) => /^\*HQ,\d*,(V4,V1|V4,NBR|HTBT)/.exec(a)?.[1]);
    // 31 of the 32 V1 reports (one has no id to answer); Traccar leaves the 2 it cannot read (no
    // date) unanswered, we confirm them too: the unit hears that we have its message, harmlessly.
    expect(kinds.filter((k) => k === 'V4,V1')).toHaveLength(31);
    expect(kinds.filter((k) => k === 'V4,NBR')).toHaveLength(8);
    expect(kinds.filter((k) => k === 'HTBT')).toHaveLength(2);
    expect(kinds).not.toContain(undefined);
  });

  it('raises the alarms of the cleared status bits that Traccar raises for its vectors', () => {
    // Deliberately, we raise each cleared bit's alarm (Traccar's processStatus only the first of
    // its else-if chain) and take bit 0 for the door, as the H02 document's vehicle_status tables
    // name it (Traccar: vibration); no vector of Traccar's clears bit 0 or two alarm bits of ours.
    const [r] = recordsOf(decode(find('*HQ,4210209006,V1,201812')));
    // EFE7F9FF: bits 9, 10 (ACC off), 19 (external power cut), 20 and 28 (car power off) clear.
    expect(r).toMatchObject({ alarms: ['power_cut'], ignition: false });
    // FFFFFBFD: bit 1 clear, SOS.
    expect(recordsOf(decode(find('24410600082621532131081504419390060740418306')))[0]?.alarms).toEqual([
      'sos',
    ]);
  });
});
