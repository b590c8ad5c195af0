import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { createDmtStream, dmtCodec } from './codec.ts';
import { parseDmtMessage } from './messages.ts';
import { analogue, DM_EPOCH_S, data, digital, field, gps, message, record } from './test/build.ts';
import { decoderVectors } from './test/traccar-vectors.ts';

// Sources:
// [traccar] traccar/traccar at 9e5c458ad0bf44ceaddf72534bf6874787f41b6c: DmtProtocolDecoderTest.java,
//   every vector (test/traccar-vectors.ts), replayed as Traccar's frame decoder hands them over (one
//   message each); the values expected are read from the bytes per DmtProtocolDecoder.java, and
//   the answers are the bytes its sendResponse writes.
// [built] messages made by test/build.ts in the same layout, for what no vector carries (alarms,
//   no fix, driver id, a clock never set).

/** 2026-01-01T00:00:00Z: 410,227,200 s after Digital Matter's epoch (2013-01-01), 0x18739200. */
const NOW = Date.UTC(2026, 0, 1);
const parse = (hex: string | Buffer) => parseDmtMessage(typeof hex === 'string' ? fromHex(hex) : hex, NOW);
const vector = (start: string) => {
  const found = decoderVectors.find((v) => v.hex.startsWith(start));
  if (!found) throw new Error(`no vector ${start}`);
  return found.hex;
};
const u8 = (hex: string) => new Uint8Array(fromHex(hex));
const hexOf = (bytes: Uint8Array | undefined) => (bytes ? toHex(bytes) : undefined);

function recordsOf(events: TrackerEvent[]): TrackerRecord[] {
  const event = events.find((e) => e.type === 'records');
  if (event?.type !== 'records') throw new Error(`no records: ${JSON.stringify(events)}`);
  return event.records;
}

describe('Digital Matter: every Traccar decoder vector [traccar]', () => {
  it('decodes what Traccar decodes, answers what it answers, and throws on none', () => {
    const outcome = decoderVectors.map((v) => {
      const events = parse(v.hex);
      const records = events.flatMap((e) => (e.type === 'records' ? e.records : []));
      return { expect: v.expect, records: records.length, types: events.map((e) => e.type) };
    });
    expect(outcome.map((o) => o.records)).toEqual([0, 2, 7, 1, 2, 0, 0, 12, 0, 0, 1]);
    // Traccar's verifyNull vectors: two hellos (login + the hello's details), the 51-byte hello,
    // and 0x22 (answered 0x23) give no position.
    for (const o of outcome.filter((o) => o.expect === 'null')) expect(o.records).toBe(0);
    // Its verifyPositions vectors all give positions but one, the Dart3's reset log (index 8): its
    // 32 records were logged before the unit's clock was set (time 0, 2013-01-01), no fix among
    // them; Traccar stores them at 2013-01-01 with its last known position, we store none (an
    // invented time and place), the message's commit still answered.
    const positions = outcome.map((o, i) => ({ ...o, i })).filter((o) => o.expect === 'positions');
    expect(positions.filter((o) => o.records === 0).map((o) => o.i)).toEqual([8]);
  });

  it('every record of a vector whose location Traccar checks has a valid fix', () => {
    for (const v of decoderVectors.filter((v) => v.expect === 'positions' && v.checkLocation)) {
      for (const r of recordsOf(parse(v.hex))) {
        expect(r.valid).toBe(true);
        expect(Math.abs(r.lat as number)).toBeGreaterThan(0);
      }
    }
  });
});

describe('Digital Matter hello [traccar]', () => {
  it('logs in by the IMEI and answers 0x01 with the time since 2013 and flags 0 (refused: 1)', () => {
    const events = parse(vector('025500310038f901003335333332333038313636393733300038393631303138'));
    expect(events[0]).toEqual({
      type: 'login',
      id: '353323081669730',
      accept: u8('02550108000092731800000000'),
      reject: u8('02550108000092731801000000'),
    });
    // The hello's details are kept once per connection: serial, SIM, product, firmware.
    expect(events[1]).toEqual({
      type: 'heartbeat',
      record: {
        extra: {
          serial: 129336,
          iccid: '89610185001824844630',
          productId: 34,
          hardwareRevision: 2,
          firmware: '1.9',
          helloFlags: 0,
        },
      },
    });
  });

  it('answers the 51-byte hello with five zero bytes, as Traccar does, and refuses by closing', () => {
    const [login] = parse(vector('0255003300001b00'));
    expect(login).toEqual({ type: 'login', id: '353229027539251', accept: u8('02550105000000000000') });
  });

  it('refuses a hello whose IMEI is no id', () => {
    const bad = fromHex(vector('025500310038f90100'));
    bad.write('35332308166973X', 9, 'latin1');
    const events = createDmtStream(() => NOW).push(bad);
    expect(events).toEqual([expect.objectContaining({ type: 'bad_frame', reason: 'malformed' })]);
  });
});

describe('Digital Matter data records [traccar]', () => {
  it('reads the GPS, digital and analogue fields of a record', () => {
    const [first, second] = recordsOf(parse(vector('0255047a00')));
    expect(first).toEqual({
      time: new Date('2021-02-05T05:51:55Z'),
      valid: true,
      lat: 55.457414,
      lon: 9.9343941,
      altitude: 30,
      speedKmh: 83.88,
      course: 296,
      inputs: 3,
      outputs: 0,
      ignition: true,
      gsmSignalPct: 77,
      extra: {
        sequence: 565,
        logReason: 3,
        pdop: 1.2,
        accuracyM: 7,
        gpsStatus: 3,
        status: 3,
        inTrip: true,
        batteryV: 4.125,
        deviceTempC: 21.12,
        csq: 24,
        solarV: 4.072,
        analog6: 7214,
      },
    });
    expect(second).toMatchObject({ time: new Date('2021-02-05T06:07:02Z'), lat: 55.5500261, lon: 9.6395707 });
  });

  it('times a record by its log time, the fix time kept when it differs; external supply in volts', () => {
    const [r] = recordsOf(parse(vector('0255043D00')));
    expect(r).toMatchObject({
      time: new Date('2014-05-05T02:55:18Z'),
      valid: true,
      lat: -31.9536144,
      lon: 115.824465,
      externalPowerV: 0.3,
      ignition: false,
      gsmSignalPct: 94,
      extra: { logReason: 11, fixTime: '2014-05-05T02:44:18.000Z', status: 10, inTrip: false },
    });
  });

  it('keeps GSM signal 99 (CSQ: unknown) as it is, without a percentage', () => {
    const records = recordsOf(parse(vector('025504ab01')));
    expect(records).toHaveLength(7);
    expect(records[0]?.gsmSignalPct).toBeUndefined();
    expect(records[0]?.extra?.csq).toBe(99);
    expect(records[0]).toMatchObject({ lat: 38.9420733, lon: -94.656648, speedKmh: 66.67, course: 88 });
  });

  it('reads all twelve records of a message [traccar: 2017-06-12]', () => {
    const records = recordsOf(parse(vector('025504d803')));
    expect(records).toHaveLength(12);
    expect(records.map((r) => r.extra?.sequence)).toEqual([
      518, 519, 520, 521, 522, 523, 524, 525, 526, 527, 528, 529,
    ]);
    expect(records[11]).toMatchObject({
      time: new Date('2017-06-12T07:19:01Z'),
      lat: -36.7480035,
      lon: 174.7001223,
    });
  });
});

describe('Digital Matter fixed 64-byte records [traccar]', () => {
  it('reads the packed date, longitude before latitude, and the flags’ fix bit', () => {
    const [r] = recordsOf(parse(vector('025510400')));
    expect(r).toMatchObject({
      time: new Date('2018-03-14T11:46:24Z'),
      valid: true,
      lat: -29.4937869,
      lon: 31.2025029,
      altitude: 66,
      speedKmh: 0,
      course: 252,
      inputs: 1,
      ignition: true,
      extra: { sequence: 894124, logReason: 3, pdop: 2.38, analog1: 4235, analog2: 13925 },
    });
    expect(recordsOf(parse(vector('025510800')))).toHaveLength(2);
  });
});

describe('Digital Matter answers', () => {
  it('answers a commit with 0x06 success [traccar]', () => {
    expect(parse('0255050000')).toEqual([{ type: 'heartbeat', ack: u8('02550601000' + '1') }]);
  });

  it('ends an async session at once: 0x22 answered 0x23 [traccar]', () => {
    expect(parse(vector('0255220000')).map((e) => e.type === 'heartbeat' && hexOf(e.ack))).toEqual([
      '0255230000',
    ]);
  });

  it('answers version data (0x14) with 0x15 and twelve zero bytes [traccar]', () => {
    const [e] = parse(message(0x14, Buffer.alloc(13)));
    expect(e?.type === 'heartbeat' && hexOf(e.ack)).toBe(`0255150C00${'00'.repeat(12)}`);
  });

  it('answers a time request (0x30) with 0x31 and the time since 2013', () => {
    const [e] = parse(message(0x30));
    expect(e?.type === 'heartbeat' && hexOf(e.ack)).toBe('0255310400' + '00927318');
  });

  it('answers nothing to a socket closure (0x26) or an async message answer (0x21)', () => {
    expect(parse(message(0x26))).toEqual([]);
    expect(parse(message(0x21, Buffer.alloc(5)))).toEqual([]);
  });

  it('counts an unknown message type as unsupported, and goes on', () => {
    const stream = createDmtStream(() => NOW);
    const events = stream.push(Buffer.concat([message(0x7e, Buffer.of(1, 2)), message(0x05)]));
    expect(events).toEqual([
      { type: 'bad_frame', reason: 'unsupported', detail: 'message type 0x7e' },
      { type: 'heartbeat', ack: u8('025506010001') },
    ]);
  });
});

describe('Digital Matter alarms, no fix, driver id [built]', () => {
  const t = Date.UTC(2025, 5, 1, 12) / 1000;
  const fix = { time: t, lat: 51.5, lon: -0.12, alt: 20, speedCms: 1000, heading: 90, status: 1 };

  it('turns Traccar’s log reasons into alarms: tamper, tow, harsh driving, accident, geofences', () => {
    const reasons = [12, 13, 14, 18, 20, 23, 29, 44, 45];
    const records = recordsOf(
      parse(data(...reasons.map((reason, i) => record(i, t + i, reason, gps(fix), digital(0, 0, 0b10))))),
    );
    expect(records.map((r) => r.alarms ?? [])).toEqual([
      ['harsh_braking'],
      ['harsh_acceleration'],
      [],
      ['overspeed'],
      ['tow'],
      ['accident'],
      ['tamper'],
      ['geofence_enter'],
      ['geofence_exit'],
    ]);
    expect(records[2]?.extra?.logReason).toBe(14);
    expect(records[0]).toMatchObject({ speedKmh: 36, course: 90, altitude: 20, valid: true });
  });

  it('reads the status flags: battery not good → low battery, tamper flag → tamper', () => {
    const [low, tampered, fine] = recordsOf(
      parse(
        data(
          record(1, t, 3, digital(0, 0, 0)),
          record(2, t + 1, 3, digital(1, 2, 0b1000010)),
          record(3, t + 2, 3, digital(0, 0, 0b110)),
        ),
      ),
    );
    expect(low?.alarms).toEqual(['low_battery']);
    expect(tampered).toMatchObject({ alarms: ['tamper'], ignition: true, inputs: 1, outputs: 2 });
    expect(fine?.alarms).toBeUndefined();
  });

  it('keeps a last known position without a fix as not valid; a zero position as none', () => {
    const [lastKnown, nowhere, noGps] = recordsOf(
      parse(
        data(
          record(1, t, 11, gps({ ...fix, status: 0 })),
          record(2, t + 60, 11, gps({ time: 0 + DM_EPOCH_S, lat: 0, lon: 0, status: 0 })),
          record(3, t + 120, 11, analogue({ 1: 3600 })),
        ),
      ),
    );
    expect(lastKnown).toMatchObject({ valid: false, lat: 51.5, lon: -0.12 });
    expect(nowhere).toMatchObject({ time: new Date((t + 60) * 1000), valid: false });
    expect(nowhere?.lat).toBeUndefined();
    expect(noGps).toMatchObject({ time: new Date((t + 120) * 1000), valid: false, extra: { batteryV: 3.6 } });
    expect(noGps?.lat).toBeUndefined();
  });

  it('reads the driver id, the trip and the odometer and run hours fields', () => {
    const trip = Buffer.alloc(8);
    trip.writeUInt32LE(12_345, 0);
    trip.writeUInt32LE(600, 4);
    const odo = Buffer.alloc(8);
    odo.writeUInt32LE(98_765_432, 0);
    odo.writeUInt32LE(36_000, 4);
    const [r] = recordsOf(
      parse(
        data(
          record(
            1,
            t,
            17,
            field(3, Buffer.from([1, 0x01, 0x23, 0x45, 0x67, 0x89])),
            field(26, trip),
            field(27, odo),
            field(99, Buffer.of(1, 2, 3)),
          ),
        ),
      ),
    );
    expect(r).toMatchObject({
      odometerM: 98_765_432,
      extra: {
        driverId: '0123456789',
        driverIdType: 1,
        tripDistanceM: 12_345,
        tripSeconds: 600,
        runHours: 10,
      },
    });
  });

  it('stores no record logged before the clock was set; a message of only those gives nothing', () => {
    expect(parse(data(record(1, 0, 21, field(1, Buffer.from('xxRESET'))), record(2, t, 3)))).toEqual([
      { type: 'records', records: [expect.objectContaining({ time: new Date(t * 1000) })] },
    ]);
    expect(parse(data(record(1, 0, 21)))).toEqual([]);
  });

  it('refuses a message whose record runs past its end', () => {
    const bad = data(record(1, t, 3, gps(fix)));
    bad.writeUInt16LE(200, 5);
    expect(createDmtStream(() => NOW).push(bad)).toEqual([
      expect.objectContaining({ type: 'bad_frame', reason: 'malformed' }),
    ]);
  });
});

describe('Digital Matter stream', () => {
  const session = Buffer.concat([
    fromHex(vector('025500310038f90100')),
    fromHex(vector('0255043D00')),
    fromHex(vector('0255047a00')),
    message(0x05),
  ]);

  it('gives hello, records and commit in order, however the bytes are split', () => {
    const whole = createDmtStream(() => NOW).push(session);
    expect(whole.map((e) => e.type)).toEqual(['login', 'heartbeat', 'records', 'records', 'heartbeat']);
    for (let cut = 1; cut < session.length; cut += 7) {
      const stream = createDmtStream(() => NOW);
      const events = [...stream.push(session.subarray(0, cut)), ...stream.push(session.subarray(cut))];
      expect(events).toEqual(whole);
      expect(stream.buffered()).toBe(0);
    }
  });

  it('skips bytes before a message, counted once', () => {
    const events = createDmtStream(() => NOW).push(Buffer.concat([Buffer.from('junk\x02x'), message(0x05)]));
    expect(events.map((e) => e.type)).toEqual(['bad_frame', 'bad_frame', 'heartbeat']);
  });

  it('drops a message longer than the codec allows, then goes on', () => {
    const stream = dmtCodec.createStream();
    const big = message(0x04, Buffer.alloc(20_000));
    const events = [
      ...stream.push(big.subarray(0, 100)),
      ...stream.push(big.subarray(100)),
      ...stream.push(message(0x05)),
    ];
    expect(events.map((e) => (e.type === 'bad_frame' ? e.reason : e.type))).toEqual([
      'too_long',
      'heartbeat',
    ]);
  });
});

describe('Digital Matter codec', () => {
  it('takes no commands, and says how units are pointed here', () => {
    expect(dmtCodec.answersCommands).toBe(false);
    expect(() => dmtCodec.encodeCommand({ name: 'custom', text: 'x', id: '1', serial: 1 })).toThrow(
      /OEM Server/,
    );
    expect(dmtCodec.setupSteps?.('track.example.com', 5137)).toContain('track.example.com port 5137');
    expect(dmtCodec.defaultPort).toBe(5137);
  });

  it('answers the hello with the time it is', () => {
    const [login] = dmtCodec.createStream().push(fromHex(vector('025500310038f90100')));
    const seconds = login?.type === 'login' && login.accept ? Buffer.from(login.accept).readUInt32LE(5) : 0;
    expect(Math.abs(seconds + DM_EPOCH_S - Date.now() / 1000)).toBeLessThan(5);
  });
});
