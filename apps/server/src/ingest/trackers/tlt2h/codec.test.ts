import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { tlt2hCodec } from './codec.ts';
import { framed, traccarVectors } from './test/traccar-vectors.ts';

// Sources:
// [traccar] traccar/traccar at 9e5c458ad0bf44ceaddf72534bf6874787f41b6c:
//   src/test/java/org/traccar/protocol/Tlt2hProtocolDecoderTest.java (all 23 vectors, verbatim in
//   test/traccar-vectors.ts, each ended by `##\r\n` as Tlt2hProtocol frames them), the values its
//   asserts name, or those Tlt2hProtocolDecoder reads where the test checks only that positions
//   come out (speed: RMC knots x 1.852 km/h).

const decode = (i: number): TrackerEvent[] =>
  tlt2hCodec.createStream().push(framed((traccarVectors[i] as { text: string }).text));
const recordsOf = (list: TrackerEvent[]): TrackerRecord[] =>
  list.flatMap((e) => (e.type === 'records' ? e.records : []));

/** The vectors that carry a fix: index, UTC time, latitude, longitude, km/h and course where sent. */
const fixes: Array<[number, string, number, number, number | undefined, number | undefined]> = [
  [0, '2024-03-01T15:14:10Z', 30.173505, -81.771213, undefined, 214.9],
  [1, '2024-02-15T15:56:16Z', 49.532017, -96.875483, 99.638, 90],
  [6, '2021-03-25T10:57:21Z', 22.638452, 114.029292, undefined, 96.7],
  [8, '2019-12-04T17:20:30Z', 48.754843, 19.171237, 0.019, undefined],
  [9, '2019-04-25T00:16:45Z', 53.554867, -113.573095, 0.056, undefined],
  [10, '2018-10-25T08:47:02Z', -32.477953, 115.76614, undefined, 159.8],
  [11, '2017-04-24T16:49:34Z', 18.241423, 99.434277, 0.056, undefined],
  [13, '2017-04-16T17:39:26Z', 42.79746, -83.71166, 0.056, undefined],
  [14, '2016-02-06T21:14:52Z', -0.289647, 36.057366, 0, 0],
  // Traccar asserts -6.25591, 107.14297 (to 1e-5) for these two.
  [15, '2013-03-07T22:38:35Z', -6.255908, 107.142965, 27.076, 97.41],
  [16, '2013-03-07T22:38:35Z', -6.255908, 107.142965, 27.076, 97.41],
  [17, '2013-02-13T14:00:26Z', -26.394087, 28.48165, 0, 65.44],
  [20, '2014-06-13T11:56:47Z', 55.894207, 26.538547, 0, 0],
];

describe('TLT-2H: every Traccar decoder vector [traccar]', () => {
  it('decodes all 23 on one connection: positions for 22, nothing for the one Traccar refuses', () => {
    const stream = tlt2hCodec.createStream();
    const outcome: Record<string, number> = {};
    for (const v of traccarVectors)
      for (const e of stream.push(framed(v.text))) outcome[e.type] = (outcome[e.type] ?? 0) + 1;
    // Vector 2 (a hand-edited fix: 14:89:96 on 15/13/48, 85 minutes of latitude) and vector 5 (no
    // time) are the unit's state now; vector 12 (`#861075026000000#`, Traccar's verifyNull) is refused.
    expect(outcome).toEqual({ login: 19, records: 20, heartbeat: 2, bad_frame: 2 });
  });

  it.each(fixes)(
    'reads vector %i: its UTC time, place, km/h and course',
    (i, time, lat, lon, kmh, course) => {
      const [record] = recordsOf(decode(i));
      expect(record?.time).toEqual(new Date(time));
      expect(record?.valid).toBe(true);
      expect(record?.lat).toBeCloseTo(lat, 5);
      expect(record?.lon).toBeCloseTo(lon, 5);
      expect(record?.speedKmh).toBe(kmh);
      expect(record?.course).toBe(course);
    },
  );

  it('keeps each record of a backlog at its own time (V3338, SMS, three records) [traccar]', () => {
    const records = recordsOf(decode(18));
    expect(records.map((r) => r.time.toISOString())).toEqual([
      '2007-12-25T08:39:45.000Z',
      '2007-12-25T08:39:50.000Z',
      '2007-12-25T08:39:55.000Z',
    ]);
    expect(records.every((r) => r.valid && r.lat === 22.557082 && r.lon === 114.100077)).toBe(true);
    const two = recordsOf(decode(19));
    expect(two.map((r) => [r.time.toISOString(), r.lat, r.lon])).toEqual([
      ['2013-05-26T15:02:52.000Z', -23.44476, -46.530257],
      ['2013-05-26T15:03:22.000Z', -23.444757, -46.530262],
    ]);
  });

  it('reads the backup voltage before the fix: tenths (38) or millivolts (4106) [traccar]', () => {
    expect(recordsOf(decode(6))[0]?.batteryV).toBe(3.8);
    expect(recordsOf(decode(0))[0]?.batteryV).toBe(4.106);
    // Traccar's verifyAttribute battery 5.065; the fix itself is no time nor place (see above).
    const events = decode(2);
    expect(events).toContainEqual({
      type: 'heartbeat',
      id: '867665041689485',
      record: { batteryV: 5.065, extra: { status: 'HT' } },
    });
    expect(events.some((e) => e.type === 'bad_frame' && e.reason === 'malformed')).toBe(true);
    expect(recordsOf(events)).toEqual([]);
  });

  it('keeps a cell id in hex before the fix as it is sent [traccar]', () => {
    expect(recordsOf(decode(11))[0]?.extra).toEqual({ baseId: '07d8cd5198', status: 'AUTOLOW' });
  });

  it('reads the MT600 header: door, ADC, external power, battery, temperature in tenths [traccar]', () => {
    const [record] = recordsOf(decode(1));
    expect(record).toMatchObject({
      externalPowerV: 14.3,
      batteryV: 4,
      extra: { door: false, adc1: 0, temp1: 0, status: 'AUTO' },
    });
    expect(recordsOf(decode(8))[0]).toMatchObject({ externalPowerV: 12.9, extra: { adc1: 0.1 } });
  });

  it('reads AUTOLOW and AUTOSTOP as ignition off, TOWED as a tow alarm [traccar]', () => {
    expect(recordsOf(decode(9))[0]?.ignition).toBe(false);
    expect(recordsOf(decode(17))[0]?.ignition).toBe(false);
    expect(recordsOf(decode(3))[0]?.alarms).toEqual(['tow']);
  });

  it('does not read the MT700’s AUTO as ignition on, as Traccar does (the document: a periodic report)', () => {
    expect(recordsOf(decode(6))[0]).not.toHaveProperty('ignition');
  });

  it('keeps a Wi-Fi report at its own time, with its access points and cell, and no place [traccar]', () => {
    expect(recordsOf(decode(3))[0]).toEqual({
      time: new Date('2023-11-22T05:15:50Z'),
      valid: false,
      batteryV: 4.502,
      alarms: ['tow'],
      extra: {
        status: 'TOWED',
        wifi: '76:83:c2:cb:c0:b0,-50;76:83:c2:9b:c0:b0,-51;76:83:c2:bb:c0:b0,-51;74:83:c2:db:c0:b0,-51;76:83:c2:ab:c0:b0,-51',
      },
    });
    expect(recordsOf(decode(21))[0]).toEqual({
      time: new Date('2023-01-05T15:49:28Z'),
      valid: false,
      batteryV: 3.9,
      extra: {
        status: 'AUTO',
        cells: '262,3,36070,42610',
        wifi: '3c:a6:2f:52:61:5b,-74;a0:e4:cb:83:85:2d,-82',
      },
    });
  });

  it('keeps an invalid fix at the time and date the unit sent, without a place [traccar]', () => {
    // Traccar gives this one the last known place at the time it is received; the date is in the line.
    expect(recordsOf(decode(22))).toEqual([
      {
        time: new Date('2023-01-05T11:54:19Z'),
        valid: false,
        batteryV: 3.9,
        extra: { status: 'AUTO', cells: '262,3,36070,42610' },
      },
    ]);
  });

  it('keeps a line without a time (no fix yet) as the unit’s state, stored when received [traccar]', () => {
    expect(decode(5)).toEqual([
      { type: 'login', id: '860517049471362' },
      { type: 'heartbeat', id: '860517049471362', record: { batteryV: 3.6, extra: { status: 'AUTO' } } },
    ]);
  });

  it('refuses a header cut in two lines, as Traccar does (verifyNull) [traccar]', () => {
    const events = decode(12);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'bad_frame', reason: 'malformed' });
  });
});

describe('TLT-2H framing, answers and commands', () => {
  const message = framed((traccarVectors[14] as { text: string }).text);

  it('holds a message split anywhere (an empty user name’s ## included) until its ##\\r\\n', () => {
    for (let cut = 1; cut < message.length; cut++) {
      const stream = tlt2hCodec.createStream();
      expect(stream.push(message.subarray(0, cut))).toEqual([]);
      expect(recordsOf(stream.push(message.subarray(cut)))).toHaveLength(1);
    }
  });

  it('reads two messages of one read, and the one after an over-long message', () => {
    const stream = tlt2hCodec.createStream();
    expect(
      recordsOf(stream.push(Buffer.concat([message, framed(traccarVectors[6]?.text ?? '')]))),
    ).toHaveLength(2);
    const long = Buffer.alloc(tlt2hCodec.maxFrameBytes + 10, 0x41);
    const events = [...stream.push(long), ...stream.push(Buffer.concat([Buffer.from('##\r\n'), message]))];
    expect(
      events.filter((e) => e.type === 'bad_frame').map((e) => e.type === 'bad_frame' && e.reason),
    ).toEqual(['too_long']);
    expect(recordsOf(events)).toHaveLength(1);
    expect(stream.buffered()).toBe(0);
  });

  it('counts text before a header (a command’s answer has no delimiter) and still reads the report', () => {
    const events = tlt2hCodec.createStream().push(Buffer.concat([Buffer.from('MODE OK'), message]));
    expect(events[0]).toMatchObject({ type: 'login', id: '357671030108689' });
    expect(events.some((e) => e.type === 'bad_frame' && e.reason === 'unsupported')).toBe(true);
    expect(recordsOf(events)).toHaveLength(1);
  });

  it('answers nothing: no event carries bytes to send back', () => {
    const stream = tlt2hCodec.createStream();
    for (const v of traccarVectors)
      for (const e of stream.push(framed(v.text))) {
        expect(e).not.toHaveProperty('ack');
        expect(e).not.toHaveProperty('accept');
      }
  });

  it('takes a UDP datagram with or without its ##\\r\\n (traccar/traccar#5344)', () => {
    const withEnd = tlt2hCodec.parseDatagram?.(framed(traccarVectors[6]?.text ?? '')) ?? [];
    const bare = tlt2hCodec.parseDatagram?.(Buffer.from(traccarVectors[20]?.text ?? '', 'latin1')) ?? [];
    expect(recordsOf(withEnd)).toHaveLength(1);
    expect(recordsOf(bare)).toHaveLength(1);
    expect([...withEnd, ...bare].some((e) => e.type === 'bad_frame')).toBe(false);
  });

  it('writes a command as typed, and refuses one that is not a line of text', () => {
    const request = { name: 'custom', text: ' MODE,1,60 ', id: '867198059727390', serial: 1 };
    expect(Buffer.from(tlt2hCodec.encodeCommand(request)).toString('latin1')).toBe('MODE,1,60');
    expect(() => tlt2hCodec.encodeCommand({ ...request, text: 'MODE\r\n##' })).toThrow(/one line/);
    expect(tlt2hCodec.answersCommands).toBe(false);
  });

  it('listens where Traccar does and says how a unit is pointed at the server', () => {
    expect(tlt2hCodec.defaultPort).toBe(5030);
    expect(tlt2hCodec.setupSteps?.('track.example.com', 5030)).toContain('track.example.com, port 5030');
  });
});
