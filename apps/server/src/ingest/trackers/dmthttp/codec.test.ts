import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { dmthttpCodec } from './codec.ts';
import { MAX_BODY_BYTES } from './http.ts';
import { parseDmTime } from './payload.ts';
import { decoderVectors, post } from './test/traccar-vectors.ts';

// Sources:
// [traccar] traccar/traccar at 9e5c458ad0bf44ceaddf72534bf6874787f41b6c: DmtHttpProtocolDecoderTest.java,
//   every vector (test/traccar-vectors.ts), POSTed with the head an HTTP/1.1 client sends; the
//   values expected are read from the JSON per DmtHttpProtocolDecoder.java, and the answer is the
//   `HTTP/1.1 200 OK` with `Content-Length: 0` its sendResponse writes (400 where it decodes nothing).
// [dm] Digital Matter, "The HTTP/HTTPS Connector" (support.digitalmatter.com): OEM Server has the
//   unit delete its records once the POST is answered 200 (later: 200, 201, 202 or 204).
// [rfc] RFC 9112 (HTTP/1.1): framing, chunked coding, 100-continue, Connection: close.

const text = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString('latin1') : undefined);
const OK = 'HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n';
const OK_CLOSE = 'HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: close\r\n\r\n';
const NOT_FOUND = 'HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n';
const BAD = 'HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n';

const vector = (name: string) => {
  const found = decoderVectors.find((v) => v.name === name);
  if (!found) throw new Error(`no vector ${name}`);
  return found.body;
};
const push = (...chunks: Array<Buffer | string>) => {
  const stream = dmthttpCodec.createStream();
  return chunks.flatMap((c) => stream.push(typeof c === 'string' ? Buffer.from(c, 'latin1') : c));
};
function recordsOf(events: TrackerEvent[]): TrackerRecord[] {
  return events.flatMap((e) => (e.type === 'records' ? e.records : []));
}
/** The answers the listener would write (the records' once stored), in order. */
const answers = (events: TrackerEvent[]) =>
  events.flatMap((e) =>
    e.type === 'records' || e.type === 'heartbeat' ? [text(e.ack)] : e.type === 'login' ? [] : [],
  );

describe('Digital Matter HTTP: every Traccar decoder vector [traccar]', () => {
  it('decodes each one, logs its unit in (404 and close if unknown) and answers 200 once stored', () => {
    const outcome = decoderVectors.map((v) => {
      const events = push(post(v.body));
      const login = events[0];
      expect(login?.type).toBe('login');
      if (login?.type === 'login') expect(text(login.reject)).toBe(NOT_FOUND);
      expect(events.filter((e) => e.type === 'bad_frame')).toEqual([]);
      expect(answers(events)).toEqual([OK]);
      return { id: login?.type === 'login' ? login.id : '', records: recordsOf(events).length };
    });
    // Traccar takes the IMEI (root IMEI, or device.imei of the Edge form).
    expect(outcome).toEqual([
      { id: '351358810439486', records: 1 },
      { id: '352656106127312', records: 1 },
      { id: '352656106127312', records: 1 },
      { id: '354043000000000', records: 1 },
      { id: '356692063643328', records: 5 },
    ]);
  });

  it('Edge with counters, no place: the battery (counter 0, mV) and the other counters kept', () => {
    const [r] = recordsOf(push(post(vector('edgeCounters'))));
    expect(r).toEqual({
      time: new Date('2021-12-12T16:04:52Z'),
      valid: false,
      extra: {
        serial: '416581',
        productId: 85,
        firmware: '1.12',
        sequence: 1549,
        logReason: 42,
        batteryV: 5.304,
        counter3: 3200,
        counter4: 5066,
        counter128: 1,
        counter129: 8,
        counter130: 0,
        counter131: 0,
        counter132: 0,
        counter134: 1,
        counter138: 0,
        counter139: 36,
        counter142: 1629023,
        counter145: 0,
        counter146: 1,
      },
    });
  });

  it('Edge without lat/lng: no place, its analogues and digital state kept', () => {
    const [r] = recordsOf(push(post(vector('edgeNoFix'))));
    expect(r?.time).toEqual(new Date('2021-10-04T18:15:47Z'));
    expect(r?.valid).toBe(false);
    expect(r?.lat).toBeUndefined();
    expect(r).toMatchObject({ inputs: 1, outputs: 0, ignition: true });
    expect(r?.extra).toMatchObject({
      sequence: 40927,
      logReason: 11,
      analog1: 4265,
      analog3: 3800,
      analog4: 12,
      analog5: 4251,
      status: 137,
      inTrip: true,
    });
  });

  it('Edge with a place OEM Server solved: time, lat, lng, accuracy and its solution', () => {
    const [r] = recordsOf(push(post(vector('edgeFix'))));
    expect(r).toMatchObject({
      time: new Date('2021-10-04T18:14:55Z'),
      valid: true,
      lat: 26.87366,
      lon: -80.10618,
      ignition: true,
    });
    expect(r?.extra).toMatchObject({
      sequence: 40925,
      logReason: 1,
      accuracyM: 47.7,
      gdop: 4.68,
      beidouSatellites: 2,
      gpsSatellites: 4,
      positionSource: 1,
      analog4: 16,
    });
  });

  it('Edge over LoRaWAN: nanoseconds in its date, a hex serial, its HDOP', () => {
    const [r] = recordsOf(push(post(vector('edgeLora'))));
    expect(r).toMatchObject({
      time: new Date('2021-04-20T11:10:03.702Z'),
      valid: true,
      lat: 1.1,
      lon: 2.2,
      hdop: 0.1,
      inputs: 5001,
      ignition: true,
      outputs: 0,
    });
    expect(r?.extra).toMatchObject({
      serial: '0016C001F000ABEC',
      productId: 0.2,
      firmware: '1.1',
      sequence: 347263802,
      logReason: 3,
      accuracyM: 30.1,
      pdop: 0.2,
      analog1: 300,
      analog2: 500,
      status: 17,
      counter11: 43,
      counter23: 8800,
    });
  });

  it('traditional: five records of a unit, each its log time, GPS, digital and analogue fields', () => {
    const records = recordsOf(push(post(vector('traditional'))));
    expect(records.map((r) => r.time.toISOString())).toEqual([
      '2017-05-11T05:58:44.000Z',
      '2017-05-11T17:59:45.000Z',
      '2017-05-11T19:30:03.000Z',
      '2017-05-11T19:32:03.000Z',
      '2017-05-11T19:36:15.000Z',
    ]);
    expect(records[0]).toEqual({
      time: new Date('2017-05-11T05:58:44Z'),
      valid: true,
      lat: 43.7370138,
      lon: -79.3462607,
      altitude: 197,
      speedKmh: 0,
      course: 66,
      inputs: 2,
      ignition: false,
      outputs: 0,
      gsmSignalPct: 84,
      extra: {
        serial: 131693,
        productId: 33,
        firmware: '33.4.1.27',
        sequence: 125,
        logReason: 11,
        pdop: 1.8,
        accuracyM: 37,
        speedAccuracy: 13,
        gpsStatus: 7,
        status: 2,
        inTrip: false,
        batteryV: 14.641,
        deviceTempC: 24.84,
        csq: 26,
        solarV: 10.868,
        analog11: 34,
        analog12: 0,
        analog13: 309,
        analog14: 9921,
        analog15: 3,
        fixTime: '2017-05-08T18:04:57.000Z',
      },
    });
    // The third: log reason 9, GPS status 3, inputs 6.
    expect(records[2]).toMatchObject({ valid: true, inputs: 6, ignition: false });
    expect(records[2]?.extra).toMatchObject({ sequence: 130, logReason: 9, gpsStatus: 3, batteryV: 14.599 });
  });
});

describe('Digital Matter HTTP: what the vectors do not show', () => {
  const traditional = (
    records: unknown[],
    root: Record<string, unknown> = { SerNo: 810095, IMEI: '353785725680796' },
  ) => JSON.stringify({ ...root, Records: records });
  const gpsRecord = (over: Record<string, unknown> = {}) => ({
    SeqNo: 7494,
    Reason: 11,
    DateUTC: '2023-10-21 23:21:42',
    Fields: [
      {
        GpsUTC: '2023-10-21 23:17:40',
        Lat: -31.4577084,
        Long: 152.64215,
        Alt: 35,
        Spd: 1500,
        SpdAcc: 2,
        Head: 270,
        PDOP: 17,
        PosAcc: 10,
        GpsStat: 7,
        FType: 0,
      },
      { AnalogueData: { '1': 4641, '2': 1245, '3': -250, '4': 99 }, FType: 6 },
      { TT: 2, Trim: 300, FType: 15 },
      { FType: 2, DIn: 1, DOut: 1, DevStat: 1 },
    ],
    ...over,
  });

  it('speed (cm/s), heading, external supply, a negative temperature, an unknown CSQ, other field types', () => {
    const [r] = recordsOf(push(post(traditional([gpsRecord()]))));
    expect(r).toMatchObject({ speedKmh: 54, course: 270, externalPowerV: 12.45, ignition: true, outputs: 1 });
    expect(r?.gsmSignalPct).toBeUndefined();
    expect(r?.extra).toMatchObject({ deviceTempC: -2.5, csq: 99, f15_TT: 2, f15_Trim: 300, inTrip: true });
  });

  it('an alarm from the log reason, as the binary protocol gives (20 tow, 44 geofence entry)', () => {
    const records = recordsOf(
      push(post(traditional([gpsRecord({ Reason: 20 }), gpsRecord({ Reason: 44 })]))),
    );
    expect(records.map((r) => r.alarms)).toEqual([['tow'], ['geofence_enter']]);
  });

  it('no fix (status 0): the last known place kept, not valid; 0,0 is no place', () => {
    const noFix = gpsRecord();
    (noFix.Fields[0] as Record<string, unknown>).GpsStat = 0;
    const zero = gpsRecord();
    Object.assign(zero.Fields[0] as Record<string, unknown>, { Lat: 0, Long: 0 });
    const [a, b] = recordsOf(push(post(traditional([noFix, zero]))));
    expect(a).toMatchObject({ valid: false, lat: -31.4577084, lon: 152.64215 });
    expect(b?.valid).toBe(false);
    expect(b?.lat).toBeUndefined();
  });

  it('a clock never set: the fix time, else the record is left out (answered all the same)', () => {
    const unset = gpsRecord({ DateUTC: '2013-01-01 00:00:00' });
    const none = gpsRecord({ DateUTC: 'garbage', Fields: [] });
    const events = push(post(traditional([unset, none])));
    expect(recordsOf(events).map((r) => r.time.toISOString())).toEqual(['2023-10-21T23:17:40.000Z']);
    expect(answers(events)).toEqual([OK]);
    expect(events.at(-1)).toMatchObject({ type: 'bad_frame', reason: 'malformed' });
  });

  it('no records (or none placed in time): answered 200 with nothing stored, its unit still looked up', () => {
    const events = push(post(traditional([])));
    expect(events.map((e) => e.type)).toEqual(['login', 'heartbeat']);
    expect(events[1]).toMatchObject({ type: 'heartbeat', id: '353785725680796' });
    expect(answers(events)).toEqual([OK]);
  });

  it('the serial when there is no IMEI; 400 when neither is an id', () => {
    const bySerial = push(post(traditional([gpsRecord()], { SerNo: 810095 })));
    expect(bySerial[0]).toMatchObject({ type: 'login', id: '810095' });
    const none = push(post(traditional([gpsRecord()], { SerNo: 12 })));
    expect(none.map((e) => e.type)).toEqual(['heartbeat', 'bad_frame']);
    expect(answers(none)).toEqual([BAD]);
  });

  it('a body that is no payload: 400, the connection kept for the next POST', () => {
    const events = push(
      post('{"SerNo": 1'),
      post('[1,2]'),
      post('{"hello":1}'),
      post(traditional([gpsRecord()])),
    );
    expect(answers(events)).toEqual([BAD, BAD, BAD, OK]);
    expect(events.filter((e) => e.type === 'bad_frame')).toHaveLength(3);
    expect(recordsOf(events)).toHaveLength(1);
  });
});

describe('Digital Matter HTTP: HTTP/1.1 framing [rfc]', () => {
  const body = decoderVectors[4]?.body as string;
  const other = decoderVectors[0]?.body as string;

  it('POSTs split anywhere, or two in one read, give the same events', () => {
    const whole = push(post(body), post(body));
    const bytes = Buffer.concat([post(body), post(body)]);
    const split = push(...Array.from({ length: bytes.length }, (_, i) => bytes.subarray(i, i + 1)));
    expect(split).toEqual(whole);
    // One login for the unit: the second POST on the kept connection is its records alone.
    expect(whole.map((e) => e.type)).toEqual(['login', 'records', 'records']);
  });

  it('another unit on the same connection logs in again', () => {
    const events = push(post(body), post(other), post(body));
    expect(events.map((e) => (e.type === 'login' ? e.id : e.type))).toEqual([
      '356692063643328',
      'records',
      '351358810439486',
      'records',
      '356692063643328',
      'records',
    ]);
  });

  it('answers `Connection: close` to a client that closes (and to HTTP/1.0 without keep-alive)', () => {
    expect(answers(push(post(body, ['Connection: close'])))).toEqual([OK_CLOSE]);
    const old = post(body).toString('latin1').replace('HTTP/1.1', 'HTTP/1.0');
    expect(answers(push(old))).toEqual([OK_CLOSE]);
    const kept = post(body, ['Connection: keep-alive']).toString('latin1').replace('HTTP/1.1', 'HTTP/1.0');
    expect(answers(push(kept))).toEqual([OK]);
  });

  it('answers `100 Continue` to `Expect: 100-continue` while the body is to come', () => {
    const request = post(body, ['Expect: 100-continue']);
    const headEnd = request.indexOf('\r\n\r\n') + 4;
    const stream = dmthttpCodec.createStream();
    const first = stream.push(request.subarray(0, headEnd));
    expect(first.map((e) => (e.type === 'heartbeat' ? text(e.ack) : e.type))).toEqual([
      'HTTP/1.1 100 Continue\r\n\r\n',
    ]);
    const rest = stream.push(request.subarray(headEnd));
    expect(recordsOf(rest)).toHaveLength(5);
    // The body already there: no interim answer.
    expect(push(request).map((e) => e.type)).toEqual(['login', 'records']);
  });

  it('takes a chunked body (trailers dropped) and any path', () => {
    const data = Buffer.from(body);
    const chunks = [data.subarray(0, 100), data.subarray(100, 1000), data.subarray(1000)];
    const request = Buffer.concat([
      Buffer.from('POST /dm/uplink?token=abc HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n'),
      ...chunks.flatMap((c, i) => [
        Buffer.from(`${c.length.toString(16)}${i === 1 ? ';ext=1' : ''}\r\n`),
        c,
        Buffer.from('\r\n'),
      ]),
      Buffer.from('0\r\nX-Trailer: 1\r\n\r\n'),
    ]);
    expect(recordsOf(push(request))).toHaveLength(5);
    const split = push(...Array.from({ length: request.length }, (_, i) => request.subarray(i, i + 1)));
    expect(recordsOf(split)).toHaveLength(5);
  });

  it('a method other than POST: 405, the connection kept', () => {
    const events = push('GET / HTTP/1.1\r\nHost: x\r\n\r\n', post(body));
    expect(answers(events)).toEqual([
      'HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\nAllow: POST\r\n\r\n',
      OK,
    ]);
    expect(events[1]).toMatchObject({ type: 'bad_frame', reason: 'unsupported' });
  });

  it('what cannot be framed: its error, `Connection: close`, and a fatal bad frame', () => {
    const refused = (status: string, ...chunks: Array<Buffer | string>) => {
      const events = push(...chunks);
      expect(answers(events)).toEqual([
        `HTTP/1.1 ${status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      ]);
      expect(events.at(-1)).toMatchObject({ type: 'bad_frame', fatal: true });
    };
    refused('400 Bad Request', '\x02\x55\x00\x31 binary\r\n\r\n');
    refused('400 Bad Request', 'POST / HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n');
    refused('400 Bad Request', 'POST / HTTP/1.1\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n');
    refused('400 Bad Request', 'POST / HTTP/1.1\r\n folded\r\n\r\n');
    refused('400 Bad Request', 'POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n');
    refused('501 Not Implemented', 'POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n');
    refused('505 HTTP Version Not Supported', 'POST / HTTP/2.0\r\n\r\n');
    refused('413 Content Too Large', `POST / HTTP/1.1\r\nContent-Length: ${MAX_BODY_BYTES + 1}\r\n\r\n`);
    refused('431 Request Header Fields Too Large', `POST / HTTP/1.1\r\nX-Long: ${'a'.repeat(9000)}`);
    // Nothing more is read after it.
    const stream = dmthttpCodec.createStream();
    stream.push(Buffer.from('nonsense\r\n\r\n'));
    expect(stream.push(post(body))).toEqual([]);
  });

  it('holds no more than a request', () => {
    const stream = dmthttpCodec.createStream();
    const request = post(body);
    stream.push(request.subarray(0, request.length - 1));
    expect(stream.buffered()).toBeLessThan(request.length);
    expect(stream.buffered()).toBeLessThanOrEqual(dmthttpCodec.maxFrameBytes);
  });
});

describe('Digital Matter HTTP: times and the rest of the codec', () => {
  it('reads both forms of time, and refuses what is no instant', () => {
    expect(parseDmTime('2017-05-11 05:58:44')).toEqual(new Date('2017-05-11T05:58:44Z'));
    expect(parseDmTime('2021-04-20T11:10:03.702659861Z')).toEqual(new Date('2021-04-20T11:10:03.702Z'));
    expect(parseDmTime('2021-04-20T13:10:03+02:00')).toEqual(new Date('2021-04-20T11:10:03Z'));
    for (const bad of ['2021-02-30 00:00:00', '2021-04-20 24:00:00', '2021-04-20', '', 'x', undefined])
      expect(parseDmTime(bad)).toBeUndefined();
  });

  it('takes no commands, and says how OEM Server is pointed at us', () => {
    expect(() => dmthttpCodec.encodeCommand({ name: 'custom', text: 'x', id: '1', serial: 1 })).toThrow(
      /OEM Server/,
    );
    expect(dmthttpCodec.setupSteps?.('pinpoint.example', 5139)).toContain('http://pinpoint.example:5139/');
    expect(dmthttpCodec.defaultPort).toBe(5139);
  });
});
