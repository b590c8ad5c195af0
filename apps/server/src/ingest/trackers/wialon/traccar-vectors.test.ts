import { describe, expect, it } from 'vitest';
import type { TrackerRecord } from '../codec.ts';
import { bytes, decode, NOW, recordOf, recordsOf, refusal, signed, text, vector } from './test/helpers.ts';
import { traccarVectors } from './test/traccar-vectors.ts';

// [traccar] traccar/traccar src/test/java/org/traccar/protocol/WialonProtocolDecoderTest.java at
//   2aa0d1b82ea0 (mirror HEAD 9e5c458ad0bf), every vector in test/traccar-vectors.ts with the check
//   Traccar makes of it; the values read from the packets per the document's field lists
//   ([doc-2.0] Wialon IPS v2.0 10/2014, Gurtam), and Traccar's own assertions.

describe('Wialon IPS: every Traccar vector [traccar]', () => {
  it('decodes 25 of the 27; the two logins Traccar also leaves unregistered are refused with their code', () => {
    const outcome: Record<string, number> = {};
    for (const v of traccarVectors) {
      const events = decode(v.text);
      for (const e of events) {
        const key = e.type === 'bad_frame' ? `bad_${e.reason}` : e.type;
        outcome[key] = (outcome[key] ?? 0) + 1;
      }
      const records = recordsOf(events);
      // Traccar's verifyPosition(s): a record each with coordinates; verifyNull: no record.
      if (v.check === 'verifyPosition' || v.check === 'verifyPositions') {
        expect(records.length, v.text).toBeGreaterThan(0);
        for (const r of records) expect(r.lat, v.text).toBeTypeOf('number');
      }
      if (v.check === 'verifyNull') expect(records).toEqual([]);
      else expect(events.filter((e) => e.type === 'bad_frame')).toEqual([]);
    }
    // 23 data packets (D, SD, B), one 1.1 login, the ping; the 2.0 login's CE45 is not the
    // checksum of `2.0;42001300083;;` (DBEB: answered AL 10), and `2002` is no 6-20 digit IMEI.
    expect(outcome).toEqual({ records: 23, login: 1, heartbeat: 3, bad_checksum: 1, bad_malformed: 1 });
  });

  it('gives what Traccar asserts, in our terms: positions to 0.00001°, params, cells, battery, temperature', () => {
    const asserted: Record<string, (r: TrackerRecord) => void> = {
      '"di_light", 1.0': (r) => expect(r.extra?.di_light).toBe(1),
      '"motion", false': (r) => expect(r.extra?.motion).toBe(false),
      // Traccar's Network of two cells: the cells' params, kept by their names.
      '"network", new Network( CellTower.from(250, 2, 5901, 45542), CellTower.from(222, 22, 2222, 22222))': (
        r,
      ) =>
        expect(r.extra).toMatchObject({
          mcc1: 250,
          mnc1: 2,
          lac1: 5901,
          cell_id1: 45542,
          mcc2: 222,
          mnc2: 22,
          lac2: 2222,
          cell_id2: 22222,
        }),
      // The unit's own temperature (Traccar's deviceTemp): no air sensor's, so kept as `temp`, in °C.
      'Position.KEY_DEVICE_TEMP, 18': (r) => expect(r.extra?.temp).toBe(18),
      'Position.KEY_BATTERY_LEVEL, 99': (r) => expect(r.batteryPct).toBe(99),
    };
    let checked = 0;
    for (const v of traccarVectors) {
      if (!v.expect) continue;
      const [r] = recordsOf(decode(v.text)) as [TrackerRecord];
      const position = /^position\("([^"]+)", (true|false), (-?[\d.]+), (-?[\d.]+)\)$/.exec(v.expect);
      if (position) {
        const [, time, valid, lat, lon] = position;
        expect(r.time).toEqual(new Date(`${(time as string).replace(' ', 'T')}Z`));
        expect(r.valid).toBe(valid === 'true');
        expect(Math.abs((r.lat as number) - Number(lat))).toBeLessThanOrEqual(1e-5);
        expect(Math.abs((r.lon as number) - Number(lon))).toBeLessThanOrEqual(1e-5);
      } else (asserted[v.expect] as (r: TrackerRecord) => void)(r);
      checked++;
    }
    expect(checked).toBe(7);
  });

  it('SD with a v2.0 checksum, a two-digit longitude degree and no satellites', () => {
    const r = recordOf(vector('#SD#300924'));
    expect(r.time.toISOString()).toBe('2024-09-30T15:42:45.000Z');
    expect(r.lat).toBeCloseTo(55 + 54.350052 / 60, 6);
    expect(r.lon).toBeCloseTo(36 + 44.67041 / 60, 6);
    expect(r).toMatchObject({ valid: true, speedKmh: 2.92, ack: '#ASD#1\r\n' });
    expect(r.course).toBeUndefined();
    expect(r.satellites).toBeUndefined();
  });

  it('SD 270413: the document Annex example, 55.743375 N 37.66139 E [traccar][doc-2.0]', () => {
    const r = recordOf(vector('#SD#270413'));
    expect(r.time.toISOString()).toBe('2013-04-27T20:56:01.000Z');
    expect(r.lat).toBeCloseTo(55.743375, 6);
    expect(r.lon).toBeCloseTo(37.66139, 6);
    expect(r).toMatchObject({ valid: true, speedKmh: 1, course: 2, altitude: 3, satellites: 4 });
    const prefixed = recordOf(vector('99999999#SD#'));
    expect(prefixed).toMatchObject({ id: '99999999', lat: r.lat, lon: r.lon, ack: '#ASD#1\r\n' });
  });

  it('SD with an empty course', () => {
    const r = recordOf(vector('#SD#021214'));
    expect(r).toMatchObject({ speedKmh: 0, altitude: 170.9, satellites: 5, valid: true });
    expect(r.course).toBeUndefined();
  });

  it('D with params (di_light 1, Traccar asserts 1.0) and its checksum', () => {
    const r = recordOf(vector('#D#220323'));
    expect(r.time.toISOString()).toBe('2023-03-22T11:41:50.000Z');
    expect(r.lat).toBeCloseTo(22.58008, 6);
    expect(r.lon).toBeCloseTo(113.914631, 6);
    expect(r).toMatchObject({ altitude: 59, satellites: 11, ack: '#AD#1\r\n' });
    expect(r.extra).toEqual({ d_battr: 94, d_csq: 21, di_light: 1 });
  });

  it('D without date and time (registered now), long fractions, a 0x-written checksum', () => {
    const r = recordOf(vector('#D#NA;NA;5429'));
    expect(r.time).toEqual(NOW);
    expect(r.lat).toBeCloseTo(54 + 29.681944502211763 / 60, 9);
    expect(r.lon).toBeCloseTo(26 + 54.60403650999069 / 60, 9);
    expect(r.extra).toMatchObject({ adc1: 1, m1: 9196679, fuel1: 21588, pv1: 35.98, finish: 1 });
  });

  it('D without coordinates: no fix, 0 satellites, params whose names hold dots', () => {
    const r = recordOf(vector('#D#120319;112003;NA;NA;NA;NA;0.000;NA;NA;0;NA;NA;NA;NA;NA;101_'));
    expect(r).toMatchObject({ valid: false, satellites: 0, speedKmh: 0 });
    expect(r.lat).toBeUndefined();
    expect(r.extra).toMatchObject({ '101_521347': 521246, '101_521055_2.9': 509 });
  });

  it('D 101118: negative altitude, HDOP; the same with the UDP-style prefix over TCP', () => {
    const r = recordOf(vector('#D#101118'));
    expect(r.time.toISOString()).toBe('2018-11-10T06:11:43.000Z');
    expect(r.lat).toBeCloseTo(7 + 56.093 / 60, 6);
    expect(r.lon).toBeCloseTo(123 + 38.6403 / 60, 6);
    expect(r).toMatchObject({ speedKmh: 18.223, course: 99.766, altitude: -4, satellites: 10, hdop: 0.8 });
    expect(recordOf(vector('2.0;99999999#D#'))).toMatchObject({
      id: '99999999',
      altitude: -4,
      ack: '#AD#1\r\n',
    });
  });

  it('D in the v1.1 form (no checksum): inputs, power voltages by their names', () => {
    expect(recordOf(vector('#D#151216;135910')).inputs).toBe(241);
    const r = recordOf(vector('#D#151216;140203'));
    expect(r).toMatchObject({ externalPowerV: 12.81, batteryV: 4.28, extra: { evid: 1 } });
  });

  it('D with ADC and typed params: the document example count1:1:564,fuel:2:45.8,hw:3:V4.5', () => {
    const r = recordOf(vector('#D#270413'));
    expect(r).toMatchObject({ hdop: 0, inputs: 0, outputs: 0 });
    expect(r.extra).toEqual({ adc1: 14.77, adc2: 0.02, adc3: 3.6, count1: 564, fuel: 45.8, hw: 'V4.5' });
    expect(recordOf(vector('#D#190114')).inputs).toBe(452986639);
    expect(
      recordOf(vector('#D#021214;065947;2237.7552;N;11404.8851;E;0.000;;170.9;5;1.74;NA;NA;NA')).hdop,
    ).toBe(1.74);
    expect(
      recordOf(vector('#D#021214;065947;2237.7552;N;11404.8851;E;0.000;;170.9;5;1.74;NA;NA;;')).extra,
    ).toBeUndefined();
  });

  it('params: string booleans, cells kept by name, SOS, bat as a level', () => {
    expect(
      recordOf(vector('#D#120319;112003;NA;NA;NA;NA;0.000;NA;NA;0;NA;NA;NA;NA;NA;motion')).extra,
    ).toEqual({
      motion: false,
    });
    const cells = recordOf(vector('#D#NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;;NA;mnc1'));
    expect(cells).toMatchObject({ valid: false, time: NOW });
    expect(cells.extra).toMatchObject({ mnc1: 2, mcc1: 250, lac1: 5901, cell_id1: 45542, mcc3: 333 });
    const r = recordOf(vector('#D#NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;;NA;SOS'));
    expect(r).toMatchObject({ batteryPct: 99, extra: { temp: 18 } });
    expect(r.alarms).toBeUndefined();
  });

  it('B: black box batches answered with the count registered, UTF-8 names', () => {
    const events = decode(vector('#B#080914'));
    const [e] = events;
    if (e?.type !== 'records') throw new Error('no records');
    expect(text(e.ack)).toBe('#AB#2\r\n');
    expect(e.records.map((r) => r.time.toISOString())).toEqual([
      '2014-09-08T07:32:35.000Z',
      '2014-09-08T07:34:20.000Z',
    ]);
    expect(e.records[1]).toMatchObject({ speedKmh: 1.996, course: 292.54, extra: { батарея: '100 %' } });
    expect(recordOf(vector('#B#110914')).ack).toBe('#AB#1\r\n');
    // 64.0167 minutes are no NMEA: read as Traccar reads them, 53° + 64.0167'.
    const uacc = recordOf(vector('#B#110315;045857;5364.0167;N;06127.8262;E;0;155;965;7;2.40;4;0;;NA;Uacc'));
    expect(uacc.lat).toBeCloseTo(53 + 64.0167 / 60, 6);
    expect(uacc).toMatchObject({
      batteryV: 3.4,
      externalPowerV: 13.2,
      extra: { iacc: 0, tcpu: 14.4, balance: 167.65, gps: 'Off' },
    });
    expect(
      recordOf(vector('#B#110315;045857;5364.0167;N;06127.8262;E;0;155;965;7;2.40;4;0;14.77')).extra,
    ).toEqual({
      adc1: 14.77,
      adc2: 0.02,
      adc3: 3.6,
      ibutton: 'AB45DF01145',
    });
  });

  it('L, P: logins in both versions, the ping answered AP', () => {
    expect(decode(vector('#L#123456789012345'))).toEqual([
      {
        type: 'login',
        id: '123456789012345',
        accept: bytes('#AL#1\r\n'),
        reject: bytes('#AL#0\r\n'),
        form: '1.1',
      },
    ]);
    expect(refusal(decode(vector('#L#2.0;42001300083')))).toEqual({
      answer: '#AL#10\r\n',
      reason: 'checksum',
    });
    expect(decode(signed('#L#', '2.0;42001300083;;'))).toMatchObject([
      { type: 'login', id: '42001300083', form: '2.0' },
    ]);
    expect(refusal(decode(vector('#L#2002')))).toEqual({ answer: '#AL#0\r\n', reason: 'malformed' });
    expect(decode('#P#')).toEqual([{ type: 'heartbeat', ack: bytes('#AP#\r\n') }]);
  });
});
