import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { atrackAck, atrackCodec, parseAtrackMessage } from './codec.ts';
import { decoderVectors, frameVectors, type Vector } from './test/traccar-vectors.ts';

// Sources:
// [traccar] traccar/traccar at 9e5c458ad0bf44ceaddf72534bf6874787f41b6c:
//   src/test/java/org/traccar/protocol/AtrackProtocolDecoderTest.java (every vector, replayed as
//   its decoder takes them: one message each) and AtrackFrameDecoderTest.java (through our stream);
//   the expected values are read from the messages per AtrackProtocolDecoder.java's field order.
// [traccar-enc] AtrackProtocolEncoder.java: a command is its text and CR LF.
// [issue-1351] traccar/traccar issue #1351: an AY5i's keep-alive echoed, fe020000b03829063d780b55.

const bytesOf = (v: Vector) => (v.kind === 'hex' ? fromHex(v.data) : Buffer.from(v.data, 'latin1'));
const vector = (start: string) => {
  const found = decoderVectors.find((v) => v.data.startsWith(start));
  if (!found) throw new Error(`no vector ${start}`);
  return bytesOf(found);
};

function recordsOf(events: TrackerEvent[]): TrackerRecord[] & { ack?: string; id?: string } {
  const event = events.find((e) => e.type === 'records');
  if (event?.type !== 'records') throw new Error(`no records: ${JSON.stringify(events)}`);
  return Object.assign([...event.records], { ack: event.ack && toHex(event.ack), id: event.id });
}

describe('ATrack: every Traccar decoder vector [traccar]', () => {
  it('decodes each message; none throws', () => {
    const outcome: Record<string, number> = {};
    let records = 0;
    for (const v of decoderVectors) {
      for (const e of parseAtrackMessage(bytesOf(v))) {
        outcome[e.type] = (outcome[e.type] ?? 0) + 1;
        if (e.type === 'records') records += e.records.length;
      }
    }
    // 32 vectors: 26 position messages (one of them, all times 0, a heartbeat: nothing to place),
    // the @R photo chunk and the keep-alive acknowledged as heartbeats, $INFO, $OK, $ERROR=101.
    expect(outcome).toEqual({ records: 26, heartbeat: 3, command_result: 3 });
    expect(records).toBe(63);
  });
});

describe('ATrack binary messages [traccar]', () => {
  it('reads a record and acknowledges with FE 02, unit id and sequence id', () => {
    const r = recordsOf(parseAtrackMessage(vector('40501e58003301e0')));
    expect(r.id).toBe('352964052096642');
    expect(r.ack).toBe('FE0200014104D8F1968201E0');
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({
      time: new Date('2013-10-16T17:31:09Z'),
      valid: true,
      lat: 40.547543,
      lon: -3.635179,
      course: 0,
      speedKmh: 11,
      hdop: 99,
      odometerM: 416400,
      inputs: 1,
      outputs: 0,
      extra: { reportId: 2, adc1: 0 },
    });
  });

  it('reads the two records of one message, and its trailing padding is no record', () => {
    expect(recordsOf(parseAtrackMessage(vector('4050993f005c0002')))).toHaveLength(2);
    expect(recordsOf(parseAtrackMessage(vector('40501e58003301e0')))).toHaveLength(1);
  });

  it('keeps the text message (FULS fuel sensor line) [traccar: 2018-02-17]', () => {
    const [r] = recordsOf(parseAtrackMessage(vector('4050b5ed004a2523')));
    expect(r).toMatchObject({ time: new Date('2018-02-17T23:01:18Z'), lat: -0.147288, lon: 35.523285 });
    expect(r?.extra?.message).toBe('FULS:F=2091 t=17 N=0901');
  });

  it('reads the long-form dates of firmware that writes year, month, day… [traccar: longDate]', () => {
    const [r] = recordsOf(parseAtrackMessage(vector('0203b494003c00eb')));
    expect(r).toMatchObject({ time: new Date('2014-01-27T11:31:03Z'), lat: 50.689235, lon: 3.17828 });
  });

  it('reads custom information by its %CI format string: power, battery, satellites, GSM', () => {
    const r = recordsOf(parseAtrackMessage(vector('405025e30096eb73')));
    expect(r).toHaveLength(2);
    expect(r[0]).toMatchObject({
      time: new Date('2015-10-27T20:56:24Z'),
      lat: 36.126593,
      lon: 44.041945,
      satellites: 9,
      externalPowerV: 13.1,
      batteryV: 4.2,
      gsmSignalPct: 84,
      extra: { reportId: 101, gsmQuality: 26 },
    });
    const ci = recordsOf(parseAtrackMessage(vector('405064e503092d86')));
    expect(ci).toHaveLength(13);
    expect(ci[0]).toMatchObject({ externalPowerV: 12.7, batteryV: 4, extra: { motion: 0 } });
  });

  it('keeps long numbers of the custom information as text (ICCID, VIN)', () => {
    const [r] = recordsOf(parseAtrackMessage(vector('405ad77c01670410')));
    expect(r?.extra?.iccid).toBe('8901260881215247759');
    expect(r?.extra?.vin).toBe('2T1KR32E28C706185');
  });

  it('a record whose clock was never set (all times ~0) is not stored, the message still acknowledged', () => {
    const events = parseAtrackMessage(vector('40503835003300070001'));
    expect(events).toEqual([{ type: 'heartbeat', id: '356363059253700', ack: expect.any(Uint8Array) }]);
  });

  it('acknowledges an @R photo chunk without keeping it', () => {
    const events = parseAtrackMessage(vector('4052698c032a924f'));
    expect(events).toEqual([
      { type: 'heartbeat', id: '359551037986626', ack: atrackAck(359551037986626n, 0x924f) },
    ]);
  });
});

describe('ATrack ASCII messages [traccar]', () => {
  it('reads a record with Unix times and negative longitude', () => {
    const r = recordsOf(parseAtrackMessage(vector('@P,93D1,419,0,357766091026083')));
    expect(r.id).toBe('357766091026083');
    expect(r.ack).toBe(toHex(atrackAck(357766091026083n, 0)));
    expect(r[0]).toMatchObject({
      time: new Date('2019-05-06T21:36:29Z'),
      lat: 37.406241,
      lon: -121.899637,
      course: 338,
      speedKmh: 0,
      odometerM: 280900,
      hdop: 0.8,
      extra: { reportId: 230 },
    });
  });

  it('reads yyyyMMddHHmmss times and a decimal odometer', () => {
    const [r] = recordsOf(parseAtrackMessage(vector('@P,1126,121,104547')));
    expect(r).toMatchObject({
      time: new Date('2018-04-12T14:35:13Z'),
      lat: 48.1787,
      lon: 16.423389,
      odometerM: 650,
    });
  });

  it('reads every line of a multi-record message, with its custom cell information', () => {
    const r = recordsOf(parseAtrackMessage(vector('@P,0EBB,687,1917')));
    expect(r).toHaveLength(5);
    expect(r[0]).toMatchObject({
      time: new Date('2018-08-19T22:38:00Z'),
      lat: 44.210148,
      lon: -88.643875,
      course: 270,
      speedKmh: 130,
      satellites: 16,
      externalPowerV: 13.7,
      inputs: 1,
      extra: { mcc: 310, mnc: 260, cellId: 7888593, gsmQuality: 5 },
    });
    expect(r[4]?.time).toEqual(new Date('2018-08-19T22:38:12Z'));
  });
});

describe('ATrack replies and keep-alives', () => {
  it('takes $OK, $ERROR and $INFO as command answers ($INFO names its unit)', () => {
    expect(parseAtrackMessage(Buffer.from('$OK\r\n'))).toEqual([{ type: 'command_result', text: '$OK' }]);
    expect(parseAtrackMessage(Buffer.from('$ERROR=101\r\n'))).toEqual([
      { type: 'command_result', text: '$ERROR=101' },
    ]);
    expect(parseAtrackMessage(vector('$INFO='))[0]).toMatchObject({
      type: 'command_result',
      id: '358683066267395',
    });
  });

  it('answers the first keep-alive as a login with the same 12 bytes, later ones as heartbeats [issue-1351]', () => {
    const stream = atrackCodec.createStream();
    const keepAlive = fromHex('fe020000b03829063d780b55');
    expect(stream.push(keepAlive)).toEqual([
      { type: 'login', id: '193755252931960', accept: new Uint8Array(keepAlive) },
    ]);
    const next = fromHex('fe020000b03829063d780b56');
    expect(stream.push(next)).toEqual([
      { type: 'heartbeat', id: '193755252931960', ack: new Uint8Array(next) },
    ]);
  });
});

describe('ATrack stream: Traccar frame decoder vectors [traccar]', () => {
  it('frames each one whole; a message split anywhere or coalesced gives the same events', () => {
    const types = frameVectors.map((v) =>
      atrackCodec
        .createStream()
        .push(bytesOf(v))
        .map((e) => e.type),
    );
    // @R chunk (login), two ASCII messages, the date-form one (its CRC is not checked), $OK,
    // the keep-alive (login), a binary message.
    expect(types).toEqual([
      ['login'],
      ['login', 'records'],
      ['login', 'records'],
      ['login', 'records'],
      ['command_result'],
      ['login'],
      ['login', 'records'],
    ]);
    const all = Buffer.concat(frameVectors.map(bytesOf));
    const whole = atrackCodec.createStream().push(all);
    for (const step of [1, 7, 64]) {
      const stream = atrackCodec.createStream();
      const events: TrackerEvent[] = [];
      for (let at = 0; at < all.length; at += step) events.push(...stream.push(all.subarray(at, at + step)));
      expect(events).toEqual(whole);
      expect(stream.buffered()).toBe(0);
    }
  });

  it('refuses a binary message whose CRC fails, and goes on with the next', () => {
    const good = vector('40501e58003301e0');
    const bad = Buffer.from(good);
    bad[30] = (bad[30] as number) ^ 0xff;
    const events = atrackCodec.createStream().push(Buffer.concat([bad, good]));
    expect(events.map((e) => e.type)).toEqual(['bad_frame', 'login', 'records']);
    expect(events[0]).toMatchObject({ reason: 'checksum' });
  });

  it('takes a UDP datagram as one message', () => {
    const events = atrackCodec.parseDatagram?.(vector('40501e58003301e0')) ?? [];
    expect(events.map((e) => e.type)).toEqual(['login', 'records']);
  });
});

describe('ATrack commands [traccar-enc]', () => {
  it('sends the AT$ command as typed, ended by CR LF', () => {
    const bytes = atrackCodec.encodeCommand({ name: 'custom', text: 'AT$INFO?', id: '1', serial: 1 });
    expect(Buffer.from(bytes).toString('latin1')).toBe('AT$INFO?\r\n');
    expect(atrackCodec.answersCommands).toBe(true);
    expect(atrackCodec.setupSms?.('gps.example.com', 5044)).toContain('gps.example.com');
  });
});
