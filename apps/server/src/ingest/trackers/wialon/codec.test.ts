import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { createWialonStream, parseWialonDatagram, wialonCodec } from './codec.ts';
import { bytes, decode, now, recordOf, refusal, signed, text, vector } from './test/helpers.ts';

// Sources:
// [traccar] traccar/traccar src/test/java/org/traccar/protocol/WialonProtocolDecoderTest.java at
//   2aa0d1b82ea0, its vectors (test/traccar-vectors.ts; every one replayed in traccar-vectors.test.ts).
// [traccar-enc] WialonProtocolEncoder.java: `reboot\r\n`, sent as a custom message.
// [doc-1.1] Wialon IPS v.1.1 (Gurtam), [doc-2.0] Wialon IPS v2.0 10/2014 (Gurtam), as kept in
//   gotrackery/protocol doc/wialon_ips at 4847cc74af7f: the answer codes, the Annex's coordinate
//   example, the compressed L and D packet examples (v2.0 pp. 21-22, v1.1 p. 9), the checksum.

describe('Wialon IPS: the documents [doc-1.1][doc-2.0]', () => {
  it('the compressed D example (v2.0 p. 22): checksum 4BC3 holds; ign, SOS and typed params', () => {
    const hex =
      'FF76007801258CCB0AC24010043F26D77599DE9931ECF4C9D7351EF2050145024625F8FF9818EA540DD5CDB9290A41215CAB57BABA65AB652FEC28A55564B35A8517CA828AB02532FE86242BEC0E1C1FAF4020DD3EC33C4C5142330CBE1C79FA6E9BC6F33DDFA7346E8AD8B9A7FEDAAF1DED78D21FEF7522F7';
    const [e] = decode(Buffer.from(hex, 'hex'));
    if (e?.type !== 'records') throw new Error('no records');
    expect(text(e.ack)).toBe('#AD#1\r\n');
    const r = e.records[0] as TrackerRecord;
    // ddmmyy: 23 October 2012.
    expect(r.time.toISOString()).toBe('2012-10-23T15:39:59.000Z');
    expect(r.lat).toBeCloseTo(53 + 54.4926 / 60, 6);
    expect(r.lon).toBeCloseTo(27 + 31.4499 / 60, 6);
    expect(r).toMatchObject({
      altitude: 300,
      satellites: 7,
      hdop: 1.1,
      inputs: 0,
      outputs: 0,
      ignition: true,
    });
    expect(r.alarms).toEqual(['sos']);
    expect(r.extra).toEqual({
      adc1: 1,
      adc2: 0,
      adc3: 0,
      adc4: 0,
      // biome-ignore lint/suspicious/noApproximativeNumericConstant: the document's example value, not π
      dparam: 3.14159265,
      tparam: 'lorem',
      iparam: -55,
    });
  });

  it('the compressed L examples inflate; their id `imei` is no IMEI, so AL 0 (not 10: A932 holds)', () => {
    const v2 = 'FF1B00780153F65136D233B0CECC4DCDB4F673B476B4343602002FF404E6';
    const v11 = 'FF180078DA53F651CECC4DCDB42E482C2E2ECF2F4A01002D1C05E5';
    for (const hex of [v2, v11]) expect(refusal(decode(Buffer.from(hex, 'hex'))).answer).toBe('#AL#0\r\n');
  });

  it('answers a bad checksum with each packet type’s code: ASD 13, AD 16, AB empty, AM 01', () => {
    const sd = vector('#SD#300924').replace('7A01', '7A02');
    expect(refusal(decode(sd))).toEqual({ answer: '#ASD#13\r\n', reason: 'checksum' });
    expect(refusal(decode(vector('#D#220323').replace('E7C9', 'FFFF')))).toEqual({
      answer: '#AD#16\r\n',
      reason: 'checksum',
    });
    const box = signed(
      '#B#',
      '270413;205601;5544.6025;N;03739.6834;E;1;2;3;4|270413;205701;5544.6025;N;03739.6834;E;1;2;3;4|',
    );
    expect(text((decode(box)[0] as { ack?: Uint8Array }).ack)).toBe('#AB#2\r\n');
    expect(refusal(decode(`${box.slice(0, -4)}0000`))).toEqual({ answer: '#AB#\r\n', reason: 'checksum' });
    const stream = createWialonStream(now);
    stream.push(Buffer.from(`${signed('#L#', '2.0;123456789012345;NA;')}\r\n`));
    expect(stream.push(Buffer.from(`${signed('#M#', 'Stuck at the gate;')}\r\n`))).toEqual([
      {
        type: 'heartbeat',
        record: { extra: { message: 'Stuck at the gate' } },
        ack: bytes('#AM#1\r\n'),
      },
    ]);
    expect(refusal(stream.push(Buffer.from('#M#Stuck at the gate;0000\r\n')))).toEqual({
      answer: '#AM#01\r\n',
      reason: 'checksum',
    });
  });

  it('answers what it cannot read with the documented codes', () => {
    const code = (packet: string) => refusal(decode(packet)).answer;
    expect(code('#SD#270413;205601;5544.6025;N;03739.6834;E;1;2;3')).toBe('#ASD#-1\r\n');
    expect(code('#SD#310213;205601;5544.6025;N;03739.6834;E;1;2;3;4')).toBe('#ASD#0\r\n');
    expect(code('#SD#270413;205601;9074.6025;N;03739.6834;E;1;2;3;4')).toBe('#ASD#10\r\n');
    expect(code('#SD#270413;205601;5544.6025;X;03739.6834;E;1;2;3;4')).toBe('#ASD#10\r\n');
    expect(code('#SD#270413;205601;5544.6025;N;03739.6834;E;fast;2;3;4')).toBe('#ASD#11\r\n');
    expect(code('#SD#270413;205601;5544.6025;N;03739.6834;E;1;2;3;four')).toBe('#ASD#12\r\n');
    const d = (tail: string) => `#D#270413;205601;5544.6025;N;03739.6834;E;1;2;3;4;${tail}`;
    expect(code(d('x;0;0;;NA;NA'))).toBe('#AD#12\r\n');
    expect(code(d('1;0x;0;;NA;NA'))).toBe('#AD#13\r\n');
    expect(code(d('1;0;0;1,a;NA;NA'))).toBe('#AD#14\r\n');
    expect(code(d('1;0;0;;NA;fuel=5'))).toBe('#AD#15\r\n');
    // A value not of its type is dropped alone (v2.0 p. 9); a string may hold a comma.
    expect(recordOf(`${d('1;0;0;;NA;fuel:1:4.5,addr:3:Main St, Toronto,n:1:7')}`).extra).toEqual({
      addr: 'Main St, Toronto',
      n: 7,
    });
  });

  it('takes packets split anywhere and several in one read, skipping a snapshot’s binary block', () => {
    const snapshot = Buffer.concat([
      Buffer.from('#I#5;0;0;070512;124010;a.jpg;0000\r\n'),
      Buffer.from([0, 1, 0x0a, 2, 3]),
    ]);
    const all = Buffer.concat([
      Buffer.from('#P#\r\n'),
      snapshot,
      Buffer.from(`${vector('#SD#270413')}\r\n#P#\n`),
    ]);
    const stream = createWialonStream(now);
    const events: TrackerEvent[] = [];
    for (let i = 0; i < all.length; i += 7) events.push(...stream.push(all.subarray(i, i + 7)));
    expect(events.map((e) => (e.type === 'bad_frame' ? e.reason : e.type))).toEqual([
      'heartbeat',
      'unsupported',
      'records',
      'heartbeat',
    ]);
    expect(stream.buffered()).toBe(0);
  });
});

describe('Wialon IPS over UDP [doc-1.1 p. 8][doc-2.0 p. 20]', () => {
  it('reads one packet a datagram after its prefix, naming the unit; makes no login of it', () => {
    const v2 = parseWialonDatagram(
      Buffer.from(
        `2.0;123456789012345#SD#${signed('', '270413;205601;5544.6025;N;03739.6834;E;1;2;3;4;')}\r\n`,
      ),
      now,
    );
    expect(v2).toMatchObject([{ type: 'records', id: '123456789012345', ack: bytes('#ASD#1\r\n') }]);
    expect(parseWialonDatagram(Buffer.from('123456789012345#P#\r\n'), now)).toEqual([
      { type: 'heartbeat', id: '123456789012345', ack: bytes('#AP#\r\n') },
    ]);
    expect(parseWialonDatagram(Buffer.from('#P#\r\n'), now)).toMatchObject([
      { type: 'bad_frame', reason: 'malformed' },
    ]);
    expect(wialonCodec.parseDatagram?.(Buffer.from([0xff, 9, 0, 1, 2]))).toMatchObject([
      { type: 'bad_frame' },
    ]);
  });
});

describe('Wialon IPS commands [doc-1.1][doc-2.0][traccar-enc]', () => {
  const command = (name: string, text: string, form?: string) =>
    text === ''
      ? ''
      : Buffer.from(
          wialonCodec.encodeCommand({
            name,
            text,
            id: '123456789012345',
            serial: 1,
            ...(form ? { form } : {}),
          }),
        ).toString('utf8');

  it('a message to the driver, signed for a 2.0 unit (upper-case hex, as 0xFC45 => "FC45")', () => {
    expect(command('custom', 'Call the office')).toBe('#M#Call the office\r\n');
    expect(command('custom', 'Call the office', '1.1')).toBe('#M#Call the office\r\n');
    expect(command('custom', 'Call the office', '2.0')).toBe(`${signed('#M#', 'Call the office;')}\r\n`);
    expect(command('custom', '#QI#')).toBe('#QI#\r\n');
    expect(command('reboot', 'reboot', '2.0')).toBe('reboot\r\n');
    expect(() => command('custom', 'two\nlines')).toThrow();
    expect(() => command('request_position', 'x')).toThrow();
    expect(wialonCodec.answersCommands).toBe(false);
    expect(wialonCodec.setupSteps?.('203.0.113.5', 5039)).toContain('203.0.113.5, port 5039');
  });
});
