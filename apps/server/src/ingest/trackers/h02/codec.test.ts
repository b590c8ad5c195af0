import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromHex } from '../bytes.ts';
import type { TrackerEvent } from '../codec.ts';
import { h02Codec } from './codec.ts';

// Sources:
// [doc] the H02 protocol document's message formats: "*XX,YYYYYYYYYY,V1,HHMMSS,S,latitude,D,longitude,G,
//   speed,direction,DDMMYY,vehicle_status#", the V4 confirm message and the command structure
//   "*XX,YYYYYYYYYY,CMD,HHMMSS,PARA1,PARA2,...#"; vehicle_status in negative logic (bit = 0 is on).
// [traccar] traccar/traccar, src/test/java/org/traccar/protocol/H02ProtocolDecoderTest.java (real
//   units' messages, with the time, validity and coordinates the test expects where it states them)
//   and H02ProtocolEncoderTest.java.

const text = (s: string) => Buffer.from(s, 'latin1');
const v1 = '*HQ,4210051415,V1,164549,A,0956.3869,N,08406.7068,W,000.00,000,221215,FFFFFBFF,712,01,0,0,6#';
const v1Dashed = '*HQ,1451316409,V1,030149,A,-23-29.0095,S,-46-51.5852,W,2.4,065,070315,FFFFFFFF#';
const v1NoValidity = '*HQ,355488020119695,V1,050418,,2827.61232,N,07703.84822,E,0.00,0,031015,FFFEFBFF#';
const v4 = '*TH,2020916012,V4,S20,DONE,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,F7FFFBFF#';
const binary45 = '24410600082621532131081504419390060740418306000000fffffbfdff0015060000002c02dc0c000000001f';
const binary32 = '2441060116601245431311165035313006004318210e000000fffffbffff0024';

function pushAll(chunks: Uint8Array[]): TrackerEvent[] {
  const stream = h02Codec.createStream();
  return chunks.flatMap((chunk) => stream.push(chunk));
}

function record(event: TrackerEvent | undefined) {
  if (event?.type !== 'records') throw new Error(`expected records, got ${JSON.stringify(event)}`);
  return event.records[0];
}

describe('h02 text messages', () => {
  it('decodes V1 [traccar: 2015-12-22 16:45:49, valid, 9.93978, -84.11178]', () => {
    const before = Date.now();
    const [event] = pushAll([text(v1)]);
    expect(event).toMatchObject({ type: 'records', id: '4210051415' });
    // Confirmed as Traccar's H02ProtocolDecoder does (sendResponse "V1"): *HQ,<id>,V4,V1,<UTC now>#.
    const ack = Buffer.from((event as { ack?: Uint8Array }).ack ?? []).toString('latin1');
    const stamp = /^\*HQ,4210051415,V4,V1,(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)#$/.exec(ack);
    expect(stamp, ack).not.toBeNull();
    const [, y, mo, d, h, mi, s] = (stamp as RegExpExecArray).map(Number);
    const sent = Date.UTC(y as number, (mo as number) - 1, d, h, mi, s);
    expect(sent).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(sent).toBeLessThanOrEqual(Date.now());
    const r = record(event);
    expect(r?.time.toISOString()).toBe('2015-12-22T16:45:49.000Z');
    expect(r?.valid).toBe(true);
    expect(r?.lat).toBeCloseTo(9.93978, 5);
    expect(r?.lon).toBeCloseTo(-84.11178, 5);
    expect(r?.ignition).toBe(false); // status bit 10 clear
    expect(r?.alarms).toBeUndefined();
    expect(r?.extra).toMatchObject({ status: 'FFFFFBFF', tail: '712,01,0,0,6' });
  });

  it('reads -dd-mm.mmmm coordinates and converts knots to km/h [traccar: -23.48349, -46.85975]', () => {
    const r = record(pushAll([text(v1Dashed)])[0]);
    expect(r?.time.toISOString()).toBe('2015-03-07T03:01:49.000Z');
    expect(r?.lat).toBeCloseTo(-23.48349, 5);
    expect(r?.lon).toBeCloseTo(-46.85975, 5);
    expect(r?.speedKmh).toBeCloseTo(2.4 * 1.852, 2);
    expect(r?.course).toBe(65);
    expect(r?.ignition).toBe(true);
  });

  it('takes a V1 without the validity letter as no fix [traccar: valid false, 28.46021, 77.06414]', () => {
    const r = record(pushAll([text(v1NoValidity)])[0]);
    expect(r?.valid).toBe(false);
    expect(r?.lat).toBeCloseTo(28.46021, 5);
    expect(r?.lon).toBeCloseTo(77.06414, 5);
  });

  it('raises the alarms whose status bits are 0 (negative logic) [doc]', () => {
    // Same V1 with status FFFBFFFC: bit 0 (illegal door opening), bit 1 (SOS) and bit 18 (SOS,
    // as Traccar reads it) cleared. The bits' meanings: manual-examples.test.ts.
    const r = record(pushAll([text(v1.replace('FFFFFBFF', 'FFFBFFFC'))])[0]);
    expect(r?.alarms).toEqual(['door', 'sos']);
  });

  it('turns a V4 confirmation into the command result and the position [traccar]', () => {
    const events = pushAll([text(v4)]);
    expect(events[0]).toEqual({ type: 'command_result', id: '2020916012', text: 'S20,DONE' });
    const r = record(events[1]);
    expect(r?.time.toISOString()).toBe('2002-09-22T05:03:16.000Z');
    expect(r?.lat).toBeCloseTo(22.214575, 5);
    expect(r?.speedKmh).toBeCloseTo(14.28 * 1.852, 2);
  });

  it('echoes HTBT heartbeats and keeps LINK/NBR/XT reports as heartbeats [traccar]', () => {
    const events = pushAll([
      text('*HQ,865205030330012,HTBT,95#'),
      text('*HQ,1700086468,LINK,180902,15,0,84,0,0,240517,FFFFFBFF#'),
      text('*HQ,356327080425330,XT,1,100#'),
    ]);
    expect(events[0]).toMatchObject({ type: 'heartbeat', id: '865205030330012', record: { batteryPct: 95 } });
    if (events[0]?.type === 'heartbeat') {
      expect(Buffer.from(events[0].ack ?? []).toString('latin1')).toBe('*HQ,865205030330012,HTBT#');
    }
    expect(events[1]).toMatchObject({
      type: 'heartbeat',
      id: '1700086468',
      record: { batteryPct: 84, ignition: false },
    });
    expect(events[2]).toMatchObject({ type: 'heartbeat', id: '356327080425330' });
    // Only V1 and NBR get Traccar's V4 confirmation; LINK and XT none.
    expect(events[1]).not.toHaveProperty('ack');
    expect(events[2]).not.toHaveProperty('ack');
  });

  it('confirms an NBR cell report with V4 as Traccar does [traccar]', () => {
    // [traccar] H02ProtocolDecoderTest.java: an NBR report; H02ProtocolDecoder answers it with
    // sendResponse(..., "NBR"), i.e. *HQ,<id>,V4,NBR,<yyyyMMddHHmmss>#.
    const [event] = pushAll([
      text('*HQ,7401004662,NBR,160453,234,10,0,2,21580,27766,-67,21580,27766,-67,291019,FFFFFBFF,6#'),
    ]);
    expect(event).toMatchObject({ type: 'heartbeat', id: '7401004662' });
    const ack = Buffer.from((event as { ack?: Uint8Array }).ack ?? []).toString('latin1');
    expect(ack).toMatch(/^\*HQ,7401004662,V4,NBR,20\d{12}#$/);
  });

  it('reads longitudes within a degree of Greenwich, with no degree digits [traccar: 2025-10-22 21:39:45, 35.70340, -0.64418]', () => {
    // [traccar] H02ProtocolDecoderTest.java: V8 with `38.6508,W`, i.e. 0°38.6508' W.
    const r = record(
      pushAll([
        text(
          '*HQ,9001000002,V8,213945,A,3542.2043,N,38.6508,W,0.00,170,221025,FBFFF9FF,0,0,0,0,22,31,126,0#',
        ),
      ])[0],
    );
    expect(r?.time.toISOString()).toBe('2025-10-22T21:39:45.000Z');
    expect(r?.valid).toBe(true);
    expect(r?.lat).toBeCloseTo(35 + 42.2043 / 60, 6);
    expect(r?.lon).toBeCloseTo(-38.6508 / 60, 6);
  });

  it('reads coordinates written without the point, dddmm and four decimals of minutes [traccar]', () => {
    // [traccar] H02ProtocolDecoderTest.java: `37573392,S,145037022,E` is 37°57.3392' S, 145°03.7022' E.
    const r = record(
      pushAll([
        text(
          '*HQ,5905101893,V1,105759,A,37573392,S,145037022,E,000.00,173,280122,FF7FFBFF,,,9059e2c,8232,4#',
        ),
      ])[0],
    );
    expect(r?.time.toISOString()).toBe('2022-01-28T10:57:59.000Z');
    expect(r?.lat).toBeCloseTo(-(37 + 57.3392 / 60), 6);
    expect(r?.lon).toBeCloseTo(145 + 3.7022 / 60, 6);
  });

  it('skips a battery level between course and date [traccar]', () => {
    // [traccar] H02ProtocolDecoderTest.java: `...,000.5,047,4,080918,EEE7FBDF,...`.
    const r = record(
      pushAll([
        text('*HQ,4210209006,V1,054048,A,2828.2297,N,07733.4332,E,000.5,047,4,080918,EEE7FBDF,4261193,0#'),
      ])[0],
    );
    expect(r?.time.toISOString()).toBe('2018-09-08T05:40:48.000Z');
    expect(r?.lat).toBeCloseTo(28 + 28.2297 / 60, 6);
    expect(r?.course).toBe(47);
    expect(r?.extra).toMatchObject({ status: 'EEE7FBDF' });
  });

  it('stores nothing for a V1 without date or time [traccar: verifyNull]', () => {
    const events = pushAll([text('*HQ,353505510948929,V1,,V,,N,,E,0.00,0,,FFFFF7FF,f0,a,11a0,c0c6#')]);
    expect(events.map((e) => e.type)).toEqual(['heartbeat']);
  });
});

describe('h02 VP1 (a position without a time of day) [traccar]', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the fix, knots to km/h; a report of an earlier day keeps its date at midnight UTC', () => {
    // H02ProtocolDecoderTest: verifyPosition, read as PATTERN_VP1 (speed in knots, ddmmyy).
    const [event] = pushAll([text('*hq,356327080425330,VP1,A,2702.7245,S,15251.9311,E,0.48,0.0000,080917#')]);
    expect(event).toMatchObject({ type: 'records', id: '356327080425330' });
    const fix = record(event);
    expect(fix).toMatchObject({ time: new Date('2017-09-08T00:00:00Z'), valid: true, course: 0 });
    expect(fix?.lat).toBeCloseTo(-27.045408, 6);
    expect(fix?.lon).toBeCloseTo(152.865518, 6);
    expect(fix?.speedKmh).toBeCloseTo(0.48 * 1.852, 2);
  });

  it('takes a report of today as of its arrival', () => {
    vi.useFakeTimers({ now: new Date('2017-09-05T14:03:07Z'), toFake: ['Date'] });
    const [event] = pushAll([text('*hq,356327080425330,VP1,A,2702.7215,S,15251.9309,E,0.62,0.0000,050917#')]);
    expect(record(event)?.time).toEqual(new Date('2017-09-05T14:03:07Z'));
  });

  it('keeps the cell report without a fix (VP1,V) as a heartbeat', () => {
    const [event] = pushAll([text('*hq,356327081001239,VP1,V,470,002,92,3565,0Y92,19433,30Y92,1340,29#')]);
    expect(event).toEqual({
      type: 'heartbeat',
      id: '356327081001239',
      record: { extra: { type: 'VP1', mcc: 470, mnc: 2, cells: 3 } },
    });
  });
});

describe('h02 binary reports', () => {
  it('decodes a 45-byte report [traccar: 2015-08-31 21:53:21, valid, 4.69898, -74.06971]', () => {
    const r = record(pushAll([fromHex(binary45)])[0]);
    expect(r?.time.toISOString()).toBe('2015-08-31T21:53:21.000Z');
    expect(r?.valid).toBe(true);
    expect(r?.lat).toBeCloseTo(4.69898, 5);
    expect(r?.lon).toBeCloseTo(-74.06971, 4);
    expect(r?.batteryPct).toBe(100);
    expect(r?.extra).toMatchObject({ status: 'FFFFFBFD' });
  });

  it('reads a 42-byte report whose id is the whole IMEI [traccar]', () => {
    // [traccar] H02ProtocolDecoderTest.java: `$` and 8 bytes of id, of which the first 15 digits count.
    const [event] = pushAll([
      fromHex('2435248308419329301047591808172627335900074412294E024138FEFFFFFFFF01120064BA73005ECC'),
    ]);
    expect(event).toMatchObject({ type: 'records', id: '352483084193293' });
    const r = record(event);
    expect(r?.time.toISOString()).toBe('2017-08-18T10:47:59.000Z');
    expect(r?.valid).toBe(true);
    expect(r?.lat).toBeCloseTo(26 + 27.3359 / 60, 6);
    expect(r?.lon).toBeCloseTo(74 + 41.2294 / 60, 6);
    expect(r?.speedKmh).toBeCloseTo(24 * 1.852, 2);
    expect(r?.course).toBe(138);
  });

  it('learns the report length from the first read and then takes split and coalesced reports', () => {
    const report = fromHex(binary45);
    const stream = h02Codec.createStream();
    expect(stream.push(report).map((e) => e.type)).toEqual(['records']);
    expect(stream.push(report.subarray(0, 20))).toEqual([]);
    expect(stream.push(Buffer.concat([report.subarray(20), report, text(v1)])).map((e) => e.type)).toEqual([
      'records',
      'records',
      'records',
    ]);
    expect(stream.buffered()).toBe(0);
  });

  it('decodes 32-byte reports, two in one read [traccar]', () => {
    const events = pushAll([Buffer.concat([fromHex(binary32), fromHex(binary32)])]);
    expect(events).toHaveLength(2);
    const r = record(events[1]);
    expect(r).toMatchObject({ valid: true });
    expect(r?.time.toISOString()).toBe('2016-11-13T12:45:43.000Z');
    expect(r?.lat).toBeCloseTo(50 + 35.313 / 60, 5);
  });
});

describe('h02 framing', () => {
  it('takes text messages split byte by byte, with line ends between them', () => {
    const all = text(`${v1}\r\n${v4}\r\n`);
    expect(pushAll([...all].map((b) => Uint8Array.of(b))).map((e) => e.type)).toEqual([
      'records',
      'command_result',
      'records',
    ]);
  });

  it('skips bytes that are no message and goes on with the next', () => {
    const events = pushAll([text(`garbage${v1}`)]);
    expect(events.map((e) => e.type)).toEqual(['bad_frame', 'records']);
    expect(events[0]).toMatchObject({ reason: 'malformed' });
    expect(events[0]).not.toHaveProperty('fatal');
  });

  it('refuses a message longer than the maximum without holding it, then goes on', () => {
    const stream = h02Codec.createStream();
    const events = stream.push(text(`*HQ,1234567890,V1,${'9'.repeat(2000)}`));
    expect(events).toEqual([expect.objectContaining({ type: 'bad_frame', reason: 'too_long' })]);
    expect(stream.buffered()).toBe(0);
    expect(stream.push(text(`${'9'.repeat(500)}#${v1}`)).map((e) => e.type)).toEqual(['records']);
  });
});

describe('h02 commands and set-up', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('encodes *HQ,<id>,<command>,<hhmmss>,<parameters># [traccar: H02ProtocolEncoderTest]', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-02T01:02:03Z'));
    const encode = (commandText: string) =>
      Buffer.from(
        h02Codec.encodeCommand({ name: 'custom', text: commandText, id: '123456789012345', serial: 1 }),
      ).toString('latin1');
    expect(encode('S20,1,1')).toBe('*HQ,123456789012345,S20,010203,1,1#');
    expect(encode('S71,22,10')).toBe('*HQ,123456789012345,S71,010203,22,10#');
    expect(encode('*HQ,123456789012345,SCF,010203,0,0#')).toBe('*HQ,123456789012345,SCF,010203,0,0#');
  });

  it('gives the server SMS', () => {
    expect(h02Codec.setupSms?.('track.example.com', 5013)).toBe('8040000 track.example.com 5013');
    expect(h02Codec.defaultPort).toBe(5013);
  });
});
