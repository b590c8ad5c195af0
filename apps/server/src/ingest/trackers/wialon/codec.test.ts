import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { crc16Ibm } from '../crc.ts';
import { createWialonStream, parseWialonDatagram, wialonCodec } from './codec.ts';
import { traccarVectors } from './test/traccar-vectors.ts';

// Sources:
// [traccar] traccar/traccar src/test/java/org/traccar/protocol/WialonProtocolDecoderTest.java at
//   2aa0d1b82ea0, every vector in test/traccar-vectors.ts; the expected values read from the
//   packets per the document's field lists, and Traccar's own assertions.
// [traccar-enc] WialonProtocolEncoder.java: `reboot\r\n`, sent as a custom message.
// [doc-1.1] Wialon IPS v.1.1 (Gurtam), [doc-2.0] Wialon IPS v2.0 10/2014 (Gurtam), as kept in
//   gotrackery/protocol doc/wialon_ips at 4847cc74af7f: the answer codes, the Annex's coordinate
//   example, the compressed L and D packet examples (v2.0 pp. 21-22, v1.1 p. 9), the checksum.

const NOW = new Date('2025-01-15T12:00:00Z');
const now = () => NOW;
/** The bytes of an answer, as the codec gives them. */
const bytes = (answer: string) => new Uint8Array(Buffer.from(answer, 'latin1'));
const text = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString('latin1') : undefined);

function decode(packet: string | Buffer): TrackerEvent[] {
  const bytes = typeof packet === 'string' ? Buffer.from(`${packet}\r\n`, 'utf8') : packet;
  return createWialonStream(now).push(bytes);
}

/** The single record of a packet, and its answer. */
function recordOf(packet: string): TrackerRecord & { ack?: string; id?: string } {
  const events = decode(packet);
  expect(events).toHaveLength(1);
  const [e] = events;
  if (e?.type !== 'records') throw new Error(`no records: ${JSON.stringify(events)}`);
  expect(e.records).toHaveLength(1);
  return { ...(e.records[0] as TrackerRecord), ack: text(e.ack), ...(e.id ? { id: e.id } : {}) };
}

/** A refused packet: its answer, then its bad frame. */
function refusal(events: TrackerEvent[]): { answer?: string; reason?: string } {
  expect(events.map((e) => e.type)).toEqual(['heartbeat', 'bad_frame']);
  const [answer, bad] = events;
  return {
    answer: answer?.type === 'heartbeat' ? text(answer.ack) : undefined,
    reason: bad?.type === 'bad_frame' ? bad.reason : undefined,
  };
}

/** A v2.0 packet: its type, its body and the body's CRC16 in upper-case hex. */
const signed = (type: string, body: string) =>
  `${type}${body}${crc16Ibm(Buffer.from(body, 'latin1')).toString(16).toUpperCase().padStart(4, '0')}`;
const vector = (start: string) => traccarVectors.find((v) => v.startsWith(start)) as string;

describe('Wialon IPS: every Traccar vector [traccar]', () => {
  it('decodes 25 of the 27; the two logins Traccar also leaves unregistered are refused with their code', () => {
    const outcome: Record<string, number> = {};
    for (const v of traccarVectors) {
      for (const e of decode(v)) {
        const key = e.type === 'bad_frame' ? `bad_${e.reason}` : e.type;
        outcome[key] = (outcome[key] ?? 0) + 1;
      }
    }
    // 23 data packets (D, SD, B), one 1.1 login, the ping; the 2.0 login's CE45 is not the
    // checksum of `2.0;42001300083;;` (DBEB: answered AL 10), and `2002` is no 6-20 digit IMEI.
    expect(outcome).toEqual({ records: 23, login: 1, heartbeat: 3, bad_checksum: 1, bad_malformed: 1 });
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
    expect(r).toMatchObject({ batteryPct: 99, extra: { temp: '18' } });
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
