import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { jt600Codec } from './codec.ts';
import { traccarFrames, traccarVectors } from './test/traccar-vectors.ts';
import { answers, decode, wire } from './test/wire.ts';

// Sources:
// [traccar] traccar/traccar src/test/java/org/traccar/protocol/Jt600ProtocolDecoderTest.java at
//   9e5c458ad0bf44ceaddf72534bf6874787f41b6c, every vector in test/traccar-vectors.ts. Traccar asserts
//   values for two of them; the others' expected values are read from their bytes by the field
//   lists of Jt600ProtocolDecoder and, for the long binary layout, P45 and WLNET,5, of the JT701D
//   protocol manual V1.4 (Jointech, 2021-12-31; CliffJr/jointech-tcp-parser doc/, c89239c6).
// [traccar-frame] Jt600FrameDecoderTest.java: what the frame decoder takes from a unit's bytes.
// [traccar-enc] Jt600ProtocolEncoderTest.java: the commands' text.

const main = (events: TrackerEvent[]) => events.filter((e) => e.type !== 'login');

function bytesOf(i: number): Buffer {
  const vector = traccarVectors[i];
  if (!vector) throw new Error(`no vector ${i}`);
  return wire(vector);
}

const recordsOf = (i: number): TrackerRecord[] =>
  decode(bytesOf(i)).flatMap((e) => (e.type === 'records' ? e.records : []));

const answersOf = (i: number) => answers(decode(bytesOf(i)));

describe('Jointech: every Traccar vector [traccar]', () => {
  it('gives each vector the outcome Traccar does, or the documented difference', () => {
    const outcome: Record<string, number> = {};
    for (const v of traccarVectors) {
      const what = main(decode(wire(v)))
        .map((e) => (e.type === 'bad_frame' ? `bad_${e.reason}` : e.type))
        .join('+');
      const key = `${v.check.split(' ')[0]}:${what}`;
      outcome[key] = (outcome[key] ?? 0) + 1;
    }
    // 41 vectors. Traccar's 38 positions: 33 records here; 5 from units restarted without a fix,
    // their clock at 2000-01-01 (`010100`), are kept as the unit's state (a heartbeat): a time that
    // is no time places nothing. Its 3 nulls (U04, @JT, U09) are heartbeats of a named unit.
    expect(outcome).toEqual({
      'verifyAttribute:records': 1,
      'verifyNull:heartbeat': 3,
      'verifyPosition:heartbeat': 3,
      'verifyPosition:records': 14,
      'verifyPositions:heartbeat': 2,
      'verifyPositions:records': 18,
    });
  });

  it('reads the two vectors Traccar asserts as it does', () => {
    // position("2011-02-16 05:59:10.000", true, 22.54977, -114.07705)
    const [binary] = recordsOf(30);
    expect(binary?.time).toEqual(new Date('2011-02-16T05:59:10Z'));
    expect(binary?.valid).toBe(true);
    expect(binary?.lat).toBeCloseTo(22.54977, 5);
    expect(binary?.lon).toBeCloseTo(-114.07705, 4);
    // position("2011-05-04 06:37:36.000", true, 22.54994, 114.07701)
    const [w01] = recordsOf(34);
    expect(w01?.time).toEqual(new Date('2011-05-04T06:37:36Z'));
    expect(w01?.lat).toBeCloseTo(22.54994, 4);
    expect(w01?.lon).toBeCloseTo(114.07701, 4);
  });

  // [vector, records, time, latitude, longitude, km/h, course]; no latitude: the unit had no fix.
  // Binary speeds are knots (x 1.852), course units of 2 degrees; U speeds mph (x 1.609344).
  const fixes: Array<[number, number, string, number | undefined, number, number, number]> = [
    [0, 1, '2025-02-28T08:59:53Z', -25.282147, -57.546567, 0, 0],
    [1, 1, '2019-07-22T16:31:18Z', undefined, 0, 0, 0],
    [2, 1, '2024-11-05T20:40:46Z', 9.861502, -83.950336, 1, 0],
    [3, 1, '2019-03-18T19:19:58Z', undefined, 0, 0, 0],
    [4, 1, '2022-03-29T13:24:12Z', -25.28217, -57.54683, 0, 0],
    [5, 1, '2021-10-06T07:54:43Z', 54.322718, -6.355705, 0, 0],
    [6, 1, '2019-08-19T20:06:18Z', 51.63476, -3.427038, 0, 0],
    [7, 1, '2015-10-13T03:46:47Z', 22.5526, 113.925515, 0, 0],
    [9, 6, '2009-06-09T08:04:53Z', 22.940042, 113.403882, 9.26, 304],
    [10, 15, '2009-06-09T08:04:53Z', 22.940042, 113.403882, 9.26, 304],
    [11, 1, '2018-06-13T13:33:37Z', 23.836037, 90.369263, 1.852, 94],
    [12, 1, '2009-06-09T08:04:53Z', 22.940042, 113.403882, 9.26, 304],
    [14, 1, '2017-11-13T10:36:19Z', 6.897542, 79.874662, 0, 0],
    [15, 1, '2017-07-19T03:49:36Z', 31.462005, 74.39292, 75.932, 176],
    [16, 15, '2017-07-19T03:41:21Z', 31.476038, 74.357087, 29.632, 172],
    [17, 1, '2016-11-11T00:31:13Z', -26.240727, 28.351318, 1.852, 216],
    [18, 1, '2015-10-13T03:46:47Z', 22.5526, 113.925515, 0, 0],
    [19, 1, '2016-09-28T01:15:28Z', undefined, 0, 0, 0],
    [20, 1, '2012-08-04T18:53:02Z', 22.564025, 113.242329, 8.384682, 152],
    [21, 1, '2012-08-04T18:53:02Z', 22.564025, 113.242329, 8.04672, 152],
    [22, 1, '2012-08-04T18:53:02Z', 22.564025, 113.242329, 8.04672, 152],
    [24, 1, '2012-08-04T18:53:02Z', 22.564025, 113.242329, 8.04672, 152],
    [25, 1, '2016-09-22T13:52:51Z', 9.552607, -13.658292, 0.498897, 0],
    [28, 1, '2016-09-22T13:56:43Z', 9.552553, -13.658265, 0.9817, 0],
    [29, 1, '2016-09-22T14:06:19Z', 9.552495, -13.658227, 0.692018, 0],
    [31, 1, '2012-10-17T05:28:31Z', -24.63502, 25.889403, 0, 50],
    [32, 1, '2012-10-17T05:33:05Z', -24.634995, 25.889307, 0, 8],
    [33, 1, '2009-06-09T08:04:53Z', 22.940042, 113.403882, 9.26, 304],
    [35, 1, '2012-10-17T05:33:39Z', -24.634995, 25.889258, 0, 8],
    [38, 1, '2012-08-04T18:53:02Z', undefined, 0, 0, 0],
    [39, 1, '2016-09-25T13:32:07Z', 7.011013, -25.060708, 44.433988, 102],
  ];

  it.each(fixes)(
    'reads vector %i: %i record(s), the first at %s',
    (i, count, time, lat, lon, speed, course) => {
      const records = recordsOf(i);
      expect(records).toHaveLength(count);
      const r = records[0] as TrackerRecord;
      expect(r.time).toEqual(new Date(time));
      if (lat === undefined) {
        // A record without a fix keeps no coordinates (and no speed or course of one).
        expect(r).toMatchObject({ valid: false });
        expect(r.lat).toBeUndefined();
        expect(r.speedKmh).toBeUndefined();
        return;
      }
      expect(r.valid).toBe(true);
      expect(r.lat).toBeCloseTo(lat, 5);
      expect(r.lon).toBeCloseTo(lon, 5);
      expect(r.speedKmh).toBeCloseTo(speed, 3);
      expect(r.course).toBe(course);
    },
  );

  it('reads a batch of records each at its own time, oldest first [traccar: 15 records of 2017-07-19]', () => {
    const times = recordsOf(16).map((r) => r.time.toISOString());
    expect(times).toHaveLength(15);
    expect(times[1]).toBe('2017-07-19T03:42:06.000Z');
    expect(times.at(-1)).toBe('2017-07-19T03:47:21.000Z');
    expect([...times].sort()).toEqual(times);
  });
});

describe('Jointech e-locks: the long binary layout [traccar] read by the JT701D manual', () => {
  it('reads a JT701D report: lock state, battery, signal, cell and its answer (P69,0,<serial>)', () => {
    const events = main(decode(bytesOf(5)));
    expect(answers(events)).toEqual(['(P69,0,110)']);
    const r = recordsOf(5)[0];
    // Odometer 0x6C km, 7 satellites, status 0x20E0 (rope inserted, motor locked, cover closed),
    // battery 0x64 %, CSQ 0x1D, wake-up source 2 (vibration), MCC 0x00EA, MNC 0x0F (high byte 0x0F:
    // one-byte MNC), cell id 0x07F1 << 16 | 0xF91E.
    expect(r).toMatchObject({
      odometerM: 108_000,
      satellites: 7,
      batteryPct: 100,
      gsmSignalPct: 94,
      extra: {
        status: 0x20e0,
        ropeInserted: true,
        locked: true,
        backCoverClosed: true,
        wakeSource: 'vibration',
        mcc: 234,
        mnc: 15,
        cid: 0x07f1f91e,
        lac: 0xa067,
      },
    });
    expect(r?.alarms).toBeUndefined();
  });

  it('answers a JT701 (version 0x17 and below) (P35) when its status asks, and not otherwise', () => {
    // Vector 3: status 0x00F0 asks (bit 5), also a vibration alarm; vector 6: status 0x20C0 does not.
    expect(answersOf(3)).toEqual(['(P35)']);
    expect(recordsOf(3)[0]?.alarms).toEqual(['vibration']);
    expect(answersOf(6)).toEqual([]);
    // 0xFF battery: charging, no level.
    expect(recordsOf(6)[0]).toMatchObject({ extra: { charging: true } });
    expect(recordsOf(6)[0]?.batteryPct).toBeUndefined();
  });

  it('keeps a restarted lock’s report (clock at 2000-01-01, no fix) as its state, answered all the same', () => {
    const events = main(decode(bytesOf(8)));
    expect(events).toMatchObject([
      { type: 'heartbeat', id: '7581029743', record: { batteryPct: 100, extra: { locked: true } } },
    ]);
    expect(answers(events)).toEqual(['(P35)']);
  });

  it('places no record whose position is the cell tower’s (status bit 0) [ours: vector 5, status 0x20E1]', () => {
    const frame = bytesOf(5);
    frame.writeUInt16BE(0x20e1, 36);
    const [event] = main(decode(frame));
    const r = event?.type === 'records' ? event.records[0] : undefined;
    expect(r).toMatchObject({ valid: false, extra: { cellFix: true } });
    expect(r?.lat).toBeUndefined();
  });

  it('raises the manual’s alarms: rope cut and cover opened as tamper, fences, low battery [ours]', () => {
    // Vector 5 with status 0x181E (at byte 36): enter and exit fence, rope cut, vibration; low
    // battery, cover opened; rope out, motor unlocked.
    const frame = bytesOf(5);
    frame.writeUInt16BE(0x181e, 36);
    const [event] = main(decode(frame));
    expect(event?.type === 'records' && event.records[0]).toMatchObject({
      alarms: ['geofence_enter', 'geofence_exit', 'tamper', 'vibration', 'low_battery'],
      extra: { ropeCut: true, backCoverOpened: true, backCoverClosed: false, locked: false },
    });
  });
});

describe('Jointech text messages [traccar]', () => {
  it('answers a P45 lock event (P69,0,<event serial>) and keeps the event [traccar: vector 2]', () => {
    const events = main(decode(bytesOf(2)));
    expect(answers(events)).toEqual(['(P69,0,0)']);
    expect(recordsOf(2)[0]).toMatchObject({
      extra: { lockEvent: 'rfid_card', eventSource: 1, unlocked: true, driverUniqueId: '0012260888' },
    });
    // An automatic lock (event source 5) with the odometer the manual adds (0 km) [traccar: vector 4].
    expect(recordsOf(4)[0]).toMatchObject({ odometerM: 0, extra: { lockEvent: 'auto_lock', locked: true } });
  });

  it('answers U01-U03 (S39) and U06 (S20), as Traccar does, and keeps U06’s alarm number', () => {
    expect(answersOf(20)).toEqual(['(S39)']);
    expect(answersOf(24)).toEqual(['(S20)']);
    expect(recordsOf(24)[0]).toMatchObject({
      satellites: 9,
      batteryPct: 32,
      odometerM: 100_000,
      extra: { alarmType: '1', status: '0000000000011', cid: 10133, lac: 5173 },
    });
  });

  it('reads a JT126 sensor’s temperature and humidity from a WLNET,5 report [traccar: 27.5]', () => {
    const events = main(decode(bytesOf(1)));
    expect(recordsOf(1)[0]).toMatchObject({
      temperatureC: 27.5,
      humidityPct: 71,
      extra: { sensorId: '1190702002', sensorBatteryV: 2.79, sensorBatteryPct: 98, sensorRssi: -60 },
    });
    // The manual answers the sensor's serial (0xFE); Traccar answers nothing.
    expect(answers(events)).toEqual(['(P69,0,254)']);
  });

  it('reads the short layout’s vehicle status as Traccar does [traccar: vector 15]', () => {
    expect(recordsOf(15)[0]).toMatchObject({
      ignition: false,
      odometerM: 30_347_000,
      alarms: ['overspeed', 'tow'],
      extra: { charging: true, blocked: true, fuel: 8 },
    });
    expect(answersOf(15)).toEqual([]);
  });

  it('keeps a unit’s heartbeat and unknown messages as its presence, storing nothing', () => {
    expect(main(decode('(3460311327,@JT)'))).toEqual([{ type: 'heartbeat', id: '3460311327' }]);
    expect(main(decode('(3301210003,U04)'))).toEqual([{ type: 'heartbeat', id: '3301210003' }]);
  });
});

describe('Jointech framing [traccar-frame]', () => {
  it('takes from each input the frame Traccar takes, then reads it as the frame alone', () => {
    for (const { input, frame } of traccarFrames) {
      const stream = jt600Codec.createStream();
      const fromInput = stream.push(Buffer.from(input, 'hex'));
      // Traccar's frame of the WLNET,5 input is unescaped: escaped back, as the unit sent it.
      const alone = decode(wire({ check: 'frame', hex: frame }));
      expect(fromInput.slice(0, alone.length)).toEqual(alone);
      expect(alone.some((e) => e.type === 'bad_frame')).toBe(false);
    }
  });

  it('reads three frames sent in one read, and a frame split anywhere', () => {
    const three = Buffer.from((traccarFrames[5] as { input: string }).input, 'hex');
    expect(main(jt600Codec.createStream().push(three)).map((e) => e.type)).toEqual([
      'records',
      'records',
      'records',
    ]);
    const bytes = bytesOf(0);
    for (let cut = 1; cut < bytes.length; cut++) {
      const stream = jt600Codec.createStream();
      expect(stream.push(bytes.subarray(0, cut))).toEqual([]);
      expect(main(stream.push(bytes.subarray(cut))).map((e) => e.type)).toEqual(['records']);
    }
  });

  it('counts bytes outside a message and a message cut short, and goes on with the next', () => {
    const events = main(decode('garbage(3460311327,U01,2209(3460311327,@JT)\r\n'));
    expect(events.map((e) => (e.type === 'bad_frame' ? e.detail : e.type))).toEqual([
      '7 bytes outside a message',
      'a message cut short',
      'heartbeat',
    ]);
  });

  it('drops an over-long message as it comes, and a `$` that announces more than any frame [ours]', () => {
    const stream = jt600Codec.createStream();
    const long = `(3460311327,P41,${'0008627839,'.repeat(400)}`;
    const first = stream.push(Buffer.from(long.slice(0, 4200)));
    expect(first).toMatchObject([{ type: 'bad_frame', reason: 'too_long' }]);
    expect(stream.buffered()).toBe(0);
    const rest = main(stream.push(Buffer.from(`${long.slice(4200)})(3460311327,@JT)`)));
    expect(rest).toEqual([{ type: 'heartbeat', id: '3460311327' }]);
    // `$`, an id of digits, a length of 0xFFFF: the `$` is garbage, the heartbeat after it is read.
    const dollar = Buffer.concat([Buffer.from('243460311327ffffff', 'hex'), Buffer.from('(3460311327,@JT)')]);
    expect(main(decode(dollar)).map((e) => (e.type === 'bad_frame' ? e.reason : e.type))).toEqual([
      'malformed',
      'heartbeat',
    ]);
  });

  it('refuses a damaged message as a bad frame of its own', () => {
    expect(
      main(decode('(3301210003,U01,040812,185302,X,22.564025,N,113.242329,E,5,152,9,32%,0,1,2,3,100,1)')),
    ).toEqual([
      { type: 'bad_frame', reason: 'malformed', detail: expect.stringContaining('neither T nor F') },
    ]);
    expect(main(decode('(33012X0003,@JT)'))).toMatchObject([{ type: 'bad_frame', reason: 'malformed' }]);
  });
});

describe('Jointech commands [traccar-enc]', () => {
  const encode = (name: string, text: string) =>
    Buffer.from(jt600Codec.encodeCommand({ name, text, id: '8000620011', serial: 1 })).toString('latin1');

  it('writes a command between parentheses, as Traccar’s encoder writes its own', () => {
    expect(encode('custom', 'S07,0')).toBe('(S07,0)');
    expect(encode('custom', 'S07,1')).toBe('(S07,1)');
    expect(encode('custom', '(S09,1,240)')).toBe('(S09,1,240)');
    expect(encode('custom', 'S17')).toBe('(S17)');
    expect(encode('reboot', 'P15')).toBe('(P15)');
  });

  it('refuses what is no Jointech command', () => {
    expect(() => encode('request_position', '')).toThrow('no command');
    expect(() => encode('custom', 'P43,(1)')).toThrow('holds no ( or )');
    expect(() => encode('custom', 'P01\nP02')).toThrow('one line');
  });

  it('reads a lock’s answer to a command as its result', () => {
    expect(main(decode('(8130630001,P43,1,0)'))).toEqual([
      { type: 'command_result', id: '8130630001', text: 'P43,1,0' },
    ]);
  });
});
