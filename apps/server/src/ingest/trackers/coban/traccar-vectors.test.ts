import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { cobanCodec } from './codec.ts';
import { traccarObdVectors } from './test/traccar-obd-vectors.ts';
import { traccarVectors } from './test/traccar-vectors.ts';

// [traccar] traccar/traccar at 9e5c458ad0bf, src/test/java/org/traccar/protocol/Gps103ProtocolDecoderTest.java
// (Traccar's name for the Coban protocol): every vector, each through a new connection's stream,
// with the check Traccar makes of it; Gps103ProtocolDecoder.java read for what the checks do not say.

type Vector = { check: string; expect?: string; text?: string };
const all: Vector[] = [...traccarVectors, ...traccarObdVectors];
// Traccar's frame decoder keeps the `;` or `*` that ends a message, and older vectors were written
// without it: a unit always ends its message, so `;` is added where the vector has no end.
const wire = (v: Vector) => (/[;*]$/.test(v.text ?? '') ? (v.text as string) : `${v.text};`);
const decode = (v: Vector): TrackerEvent[] => cobanCodec.createStream().push(Buffer.from(wire(v), 'latin1'));
const recordsOf = (events: TrackerEvent[]): TrackerRecord[] =>
  events.flatMap((e) => (e.type === 'records' ? e.records : []));
const find = (start: string) => all.find((v) => v.text?.startsWith(start)) as Vector;

describe('Coban (gps103): every Traccar decoder vector [traccar]', () => {
  afterEach(() => vi.useRealTimers());

  it('takes all 81, refusing none; a record with a fix for every position Traccar checks', () => {
    const outcome: Record<string, number> = {};
    for (const v of all) {
      const events = decode(v);
      for (const e of events) outcome[e.type] = (outcome[e.type] ?? 0) + 1;
      expect(
        events.filter((e) => e.type === 'bad_frame'),
        v.text,
      ).toEqual([]);
      expect(events.length).toBeGreaterThan(0);
      const records = recordsOf(events);
      if (v.check === 'verifyPosition') {
        expect(records, v.text).toHaveLength(1);
        // Valid but for the alternative layout's report whose GPS flag is 0 (`…,14,0,-33.42317,…`).
        expect(records[0]?.valid).toBe(!v.text?.includes(',241018,14,0,'));
        expect(records[0]?.lat).toBeTypeOf('number');
        expect(records[0]?.lon).toBeTypeOf('number');
      }
      if (v.check === 'verifyNull') expect(records).toEqual([]);
    }
    expect(all).toHaveLength(81);
    // 65 records: the 55 positions, 4 more with a fix whose values Traccar asserts or checks (course,
    // temperature, fuel, a `001` report), 6 cell-only reports (`L`, no GPS: dated when they arrive);
    // 15 heartbeats: the 12 OBD reports, the IMEI alone, `imei:…,L,*` and the photo packet; the log-on.
    expect(outcome).toEqual({ records: 65, heartbeat: 15, login: 1 });
  });

  it('gives what Traccar asserts: time, validity, coordinates (to 0.00001°), course, fuel, temperature, alarm', () => {
    let checked = 0;
    for (const v of all) {
      if (!v.expect) continue;
      const [record] = recordsOf(decode(v));
      const position = /^position\("([^"]+)", (true|false), (-?[\d.]+), (-?[\d.]+)\)$/.exec(v.expect);
      if (position) {
        const [, time, valid, lat, lon] = position;
        expect(record?.time).toEqual(new Date(`${(time as string).replace(' ', 'T')}Z`));
        expect(record?.valid).toBe(valid === 'true');
        expect(Math.abs((record?.lat as number) - Number(lat))).toBeLessThanOrEqual(1e-5);
        expect(Math.abs((record?.lon as number) - Number(lon))).toBeLessThanOrEqual(1e-5);
      } else {
        const asserted: Record<string, Partial<TrackerRecord>> = {
          'Position.KEY_ALARM, Position.ALARM_VIBRATION': { alarms: ['vibration'] },
          '"course", 83.95': { course: 83.95 },
          'Position.PREFIX_TEMP + 1, 11': { extra: { temperature: 11 } },
          '"fuel1", 10.5': { extra: { fuel1: 10.5 } },
        };
        expect(record).toMatchObject(asserted[v.expect] as Partial<TrackerRecord>);
      }
      checked++;
    }
    expect(checked).toBe(7);
  });

  it('reads the OBD report: the vehicle battery, rpm, coolant, load, throttle and trouble codes', () => {
    expect(decode(find('imei:359710048977327,OBD,'))).toEqual([
      {
        type: 'heartbeat',
        id: '359710048977327',
        record: {
          externalPowerV: 14.24,
          extra: {
            obdOdometer: 5000000,
            fuelConsumption: 0,
            engineHours: 98,
            obdSpeed: 18,
            engineLoad: 68.63,
            coolantTemp: 55,
            throttle: 25.1,
            rpm: 1368,
          },
        },
      },
    ]);
    const codes = decode(find('imei:359710049057798,OBD,'))[0];
    expect(codes).toMatchObject({ record: { extra: { dtcs: 'P0134 P0571', coolantTemp: 75 } } });
    // Its battery 0.00 is no reading: no volts stored.
    expect(codes).not.toHaveProperty('record.externalPowerV');
  });

  it('reads the temperature of `T:<°C>` and the fuel level of `oil <level>` reports', () => {
    expect(recordsOf(decode(find('imei:353451044508750,T:+28.0,')))[0]?.extra).toEqual({
      keyword: 'T:+28.0',
      temperature: 28,
    });
    expect(recordsOf(decode(find('imei:353451044508750,oil 51.67,')))[0]?.extra).toEqual({
      keyword: 'oil 51.67',
      fuel: 51.67,
    });
  });

  it('takes a photo packet as a sign of life, so that a burst of them does not close the connection', () => {
    // Deliberately: Traccar assembles the photo (vt14 announced 14 packets); we keep no photos.
    const stream = cobanCodec.createStream();
    const packet = Buffer.from(wire(find('imei:864180034124375,vr,')), 'latin1');
    const events = [1, 2, 3, 4, 5].flatMap(() => stream.push(packet));
    expect(events).toEqual(Array(5).fill({ type: 'heartbeat', id: '864180034124375' }));
  });

  it('deliberately dates a fix whose GPS time is no hhmmss when it arrives (Traccar: the local clock as UTC)', () => {
    // `F,31.0,A,…` with the local date 150401165832: the unit's time zone is unknown without the
    // GPS's UTC time, and the local clock read as UTC would put a unit east of Greenwich hours in
    // the future (this one is in Ho Chi Minh City, UTC+7).
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), toFake: ['Date'] });
    const [r] = recordsOf(decode(find('imei:353552045375005,tracker,150401165832,61.0,F,31.0,')));
    expect(r).toMatchObject({ time: new Date('2026-03-01T10:00:00Z'), valid: true, altitude: 22 });
    expect(r?.lat).toBeCloseTo(10 + 50.73696 / 60, 6);
    expect(r?.lon).toBeCloseTo(106 + 36.49489 / 60, 6);
  });
});
