import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { createTopinStream, topinCodec } from './codec.ts';

// Sources:
// [traccar] traccar/traccar src/test/java/org/traccar/protocol/TopinProtocolDecoderTest.java at
//   b7b80e1383b46a1ab30fc7cadbd44deac906b0fb (checked at HEAD 9e5c458ad0bf), every vector verbatim;
//   what Traccar answers read from TopinProtocolDecoder.java at the same commit (sendResponse:
//   78 78, the length byte as received, the protocol number, the content, 0D 0A).
// [traccar-enc] TopinProtocolEncoderTest.java (5505721ed532): SOS number 13533333333.
// [pr4548] traccar/traccar pull request #4548 (Topin time update, from the ZhongXun Topin
//   document): 0x30 answered 78 78 07 30 07E0 07 05 05 37 18 0D 0A for 2016-07-05 05:55:24.
// [forum] traccar.org forum "Observation regarding Topin protocol": 365GPS answers a 0x11 with
//   78 78 15 11 and the six time bytes.

const NOW = new Date('2024-03-09T10:20:30Z');
/** The time answer for NOW: year 07E8, 03 09 0A 14 1E. */
const TIME_NOW = '78780730' + '07E803090A141E' + '0D0A';

const decode = (hex: string) => createTopinStream(() => NOW).push(fromHex(hex));
const hexOf = (bytes: Uint8Array | undefined) => (bytes ? toHex(bytes) : undefined);

function only(hex: string): TrackerEvent {
  const events = decode(hex);
  expect(events).toHaveLength(1);
  return events[0] as TrackerEvent;
}
function record(hex: string): TrackerRecord & { ack?: string } {
  const e = only(hex);
  if (e.type !== 'records') throw new Error(`no records: ${JSON.stringify(e)}`);
  expect(e.records).toHaveLength(1);
  return { ...(e.records[0] as TrackerRecord), ...(e.ack ? { ack: hexOf(e.ack) } : {}) };
}

/** Every vector of TopinProtocolDecoderTest, in its order, with what Traccar asserts. */
const traccarVectors: Array<{
  hex: string;
  traccar: 'null' | 'notNull' | 'attribute' | 'attributes' | 'position';
}> = [
  { hex: '787801080D0A', traccar: 'null' },
  { hex: '78780d0103593390754169634d0d0a', traccar: 'null' },
  {
    hex: '787803181604130318491475905bd30e25001e10bbf7635d14759006e626560401cc00000028660090df425f000028660090df576c00002866009487566700002866009ca15667000d0a',
    traccar: 'notNull',
  },
  { hex: '7878006921120412565802010601071e4a9764071e4a9864010d0a', traccar: 'attribute' },
  { hex: '787801940D0A', traccar: 'attribute' },
  { hex: '787801990D0A', traccar: 'attribute' },
  { hex: '78780A13424008196400041F000D0A', traccar: 'attributes' },
  { hex: '78781510120B05030D2498038077200BE2078F0034000102030D0A', traccar: 'position' },
  { hex: '7878200813081A0733211608C8D1710DED1D1608DFFB710E06D51039050100286489000D0A', traccar: 'position' },
  { hex: '78782008140709121f36300d769f02058cfd300d771202058c6f0000000300005c99000d0a', traccar: 'position' },
  { hex: '787812100A03170F32179C026B3F3E0C22AD651F34600D0A', traccar: 'position' },
  { hex: '78780a132827010063000000000d0a', traccar: 'attributes' },
  {
    hex: '7878001719111120141807019456465111aa3c465111ab464651c1a550465106b150465342f750465342f65a465111a95a000d0a',
    traccar: 'notNull',
  },
  { hex: '787812100a03170f32179c026b3f3e0c22ad651f34600d0a', traccar: 'position' },
  { hex: '78780713514d0819640d0a', traccar: 'attributes' },
  { hex: '787801300d0a', traccar: 'null' },
];

describe('topin: every Traccar vector [traccar]', () => {
  it('takes each one as one whole frame, refusing none', () => {
    const kinds: string[] = [];
    for (const v of traccarVectors) {
      const stream = createTopinStream(() => NOW);
      const events = stream.push(fromHex(v.hex));
      expect(stream.buffered()).toBe(0);
      expect(events).toHaveLength(1);
      kinds.push((events[0] as TrackerEvent).type);
    }
    // Traccar's positions are records; its attribute alarms (0x69's byte, 0x94, 0x99) records
    // without a fix; its status attributes answered state; its nulls a login, a heartbeat and the
    // time sync; its not-nulls the Wi-Fi/LBS reports, stored without a fix.
    expect(kinds).toEqual([
      'heartbeat',
      'login',
      'records',
      'records',
      'records',
      'records',
      'heartbeat',
      'records',
      'records',
      'records',
      'records',
      'heartbeat',
      'records',
      'records',
      'heartbeat',
      'heartbeat',
    ]);
  });

  it('takes all sixteen, coalesced in one read and split byte by byte alike', () => {
    const all = Buffer.concat(traccarVectors.map((v) => fromHex(v.hex)));
    const whole = createTopinStream(() => NOW).push(all);
    const stream = createTopinStream(() => NOW);
    const split: TrackerEvent[] = [];
    for (const b of all) split.push(...stream.push(Uint8Array.of(b)));
    expect(whole.map((e) => e.type)).toEqual(split.map((e) => e.type));
    expect(whole).toHaveLength(16);
    expect(whole.some((e) => e.type === 'bad_frame')).toBe(false);
  });

  it('reads the login IMEI (BCD, leading 0 dropped) and answers 01 then the time, or 44 [traccar]', () => {
    const e = only('78780d0103593390754169634d0d0a');
    expect(e).toEqual({
      type: 'login',
      id: '359339075416963',
      accept: expect.anything(),
      reject: expect.anything(),
    });
    if (e.type !== 'login') return;
    // sendResponse(channel, length, type, 0x01 | 0x44), then updateTime(channel, MSG_TIME_UPDATE).
    expect(hexOf(e.accept)).toBe(`78780D01010D0A${TIME_NOW}`);
    expect(hexOf(e.reject)).toBe('78780D01440D0A');
  });

  it('answers the time sync with the current UTC time [traccar, pr4548]', () => {
    expect(only('787801300d0a')).toEqual({ type: 'heartbeat', ack: fromHex(TIME_NOW) });
    const e = createTopinStream(() => new Date('2016-07-05T05:55:24Z')).push(fromHex('787801300D0A'))[0];
    expect(hexOf(e?.type === 'heartbeat' ? e.ack : undefined)).toBe('7878073007E00705053718' + '0D0A');
  });

  it('takes the bare 0x08 as a heartbeat, unanswered [traccar: null]', () => {
    expect(only('787801080D0A')).toEqual({ type: 'heartbeat' });
  });

  it('reads GPS 0x10 with altitude and alarm byte, answered with the time bytes [traccar: position; forum]', () => {
    const r = record('78781510120B05030D2498038077200BE2078F0034000102030D0A');
    expect(r).toMatchObject({
      time: new Date('2018-11-05T03:13:36Z'),
      valid: true,
      speedKmh: 0,
      course: 0,
      satellites: 8,
      altitude: 258,
      // Bits 0 and 1: Traccar keeps the first (vibration); both are kept here.
      alarms: ['vibration', 'overspeed'],
      ack: '78781510120B05030D240D0A',
    });
    expect(r.lat).toBeCloseTo(32.6393067, 6);
    expect(r.lon).toBeCloseTo(110.756915, 6);
  });

  it('reads GPS 0x10 without V1.2 fields, in either case of hex [traccar: position]', () => {
    for (const hex of [
      '787812100A03170F32179C026B3F3E0C22AD651F34600D0A',
      '787812100a03170f32179c026b3f3e0c22ad651f34600d0a',
    ]) {
      const r = record(hex);
      expect(r).toMatchObject({
        time: new Date('2010-03-23T15:50:23Z'),
        valid: true,
        speedKmh: 31,
        course: 96,
        satellites: 12,
        ack: '787812100A03170F32170D0A',
      });
      expect(r.lat).toBeCloseTo(22.5460967, 6);
      expect(r.lon).toBeCloseTo(113.1106694, 6);
      expect(r.alarms).toBeUndefined();
      expect(r.altitude).toBeUndefined();
    }
  });

  it('answers the offline GPS 0x11 under its own number, as the 365GPS server does [forum]', () => {
    const r = record('78781511120B05030D2498038077200BE2078F0034000000000D0A');
    expect(r).toMatchObject({ valid: true, extra: { offline: true }, ack: '78781511120B05030D240D0A' });
    expect(r.alarms).toBeUndefined();
  });

  it('reads the alternative position 0x08, unanswered [traccar: position]', () => {
    const e = only('7878200813081A0733211608C8D1710DED1D1608DFFB710E06D51039050100286489000D0A');
    expect(e.type === 'records' && e.ack).toBeFalsy();
    expect(
      record('7878200813081A0733211608C8D1710DED1D1608DFFB710E06D51039050100286489000D0A'),
    ).toMatchObject({
      time: new Date('2019-08-26T07:51:33Z'),
      valid: true,
      lat: 22.575697,
      lon: 113.912669,
      speedKmh: 16,
      course: 114,
      satellites: 5,
    });
    // A 0x0D inside the latitude (30 0D 76 9F) is no end of the frame.
    expect(
      record('78782008140709121f36300d769f02058cfd300d771202058c6f0000000300005c99000d0a'),
    ).toMatchObject({
      time: new Date('2020-07-09T18:31:54Z'),
      valid: true,
      lat: 48.882335,
      lon: 2.363773,
      speedKmh: 0,
      course: 0,
      satellites: 0,
    });
  });

  it('reads status 0x13: battery, firmware, signal, charging, answered with its content [traccar: attributes]', () => {
    expect(only('78780A13424008196400041F000D0A')).toEqual({
      type: 'heartbeat',
      ack: fromHex('78780A13424008196400041F000D0A'),
      record: {
        batteryPct: 66,
        gsmSignalPct: 100,
        extra: { firmware: 0x40, timezone: 8, interval: 25, temperatureRaw: '00041F', charging: false },
      },
    });
    expect(only('78780a132827010063000000000d0a')).toMatchObject({
      ack: fromHex('78780a132827010063000000000d0a'),
      record: { batteryPct: 40, gsmSignalPct: 99, extra: { firmware: 0x27, timezone: 1, interval: 0 } },
    });
    // Length 07 for five bytes of content: the frame still ends at its stop bits, answered as sent.
    expect(only('78780713514d0819640d0a')).toEqual({
      type: 'heartbeat',
      ack: fromHex('78780713514d0819640d0a'),
      record: { batteryPct: 81, gsmSignalPct: 100, extra: { firmware: 0x4d, timezone: 8, interval: 25 } },
    });
  });

  it('keeps the heart rate of a later status', () => {
    const e = only('78780B13424008196400041F014B0D0A');
    expect(e).toMatchObject({ record: { extra: { charging: true, heartRate: 75 } } });
  });

  it('reads the Wi-Fi/LBS 0x69 with its vibration alarm byte, answered with the time [traccar: vibration]', () => {
    const r = record('7878006921120412565802010601071e4a9764071e4a9864010d0a');
    expect(r).toEqual({
      time: new Date('2021-12-04T12:56:58Z'),
      valid: false,
      alarms: ['vibration'],
      extra: { protocol: 0x69, wifiCount: 0, cellCount: 2, mcc: 262, mnc: 1, lac: 0x071e, cellId: 0x4a97 },
      ack: '78780069211204125658' + '0D0A',
    });
  });

  it('reads the offline LBS 0x17 of seven cells, stored without a fix [traccar: notNull]', () => {
    const r = record(
      '7878001719111120141807019456465111aa3c465111ab464651c1a550465106b150465342f750465342f65a465111a95a000d0a',
    );
    expect(r).toEqual({
      time: new Date('2019-11-11T20:14:18Z'),
      valid: false,
      extra: {
        protocol: 0x17,
        wifiCount: 0,
        cellCount: 7,
        mcc: 404,
        mnc: 86,
        lac: 0x4651,
        cellId: 0x11aa,
        offline: true,
      },
      ack: '78780017191111201418' + '0D0A',
    });
    expect(r.lat).toBeUndefined();
  });

  it('reads the 0x18 of three access points and four 4G cells (9 bytes each) [traccar: notNull]', () => {
    const r = record(
      '787803181604130318491475905bd30e25001e10bbf7635d14759006e626560401cc00000028660090df425f000028660090df576c00002866009487566700002866009ca15667000d0a',
    );
    expect(r).toEqual({
      time: new Date('2016-04-13T03:18:49Z'),
      valid: false,
      extra: {
        protocol: 0x18,
        wifiCount: 3,
        cellCount: 4,
        mcc: 460,
        mnc: 0,
        lac: 0x2866,
        cellId: 0x0090df42,
      },
      ack: '78780318160413031849' + '0D0A',
    });
  });

  it('stores the vibration 0x94 and SOS 0x99 as alarms at the time heard, unanswered [traccar: attribute]', () => {
    expect(record('787801940D0A')).toEqual({
      time: NOW,
      valid: false,
      alarms: ['vibration'],
      extra: { protocol: 0x94 },
    });
    expect(record('787801990D0A')).toEqual({
      time: NOW,
      valid: false,
      alarms: ['sos'],
      extra: { protocol: 0x99 },
    });
  });

  it('keeps other messages as heartbeats, unanswered (sleep 0x14)', () => {
    expect(only('787801140D0A')).toEqual({ type: 'heartbeat', record: { extra: { protocol: 0x14 } } });
  });
});

describe('topin framing', () => {
  it('skips bytes before the start bits once the peer spoke, and refuses a peer that never does', () => {
    const stream = createTopinStream(() => NOW);
    const events = stream.push(fromHex('787801080D0A' + 'AABBCC' + '787801300D0A'));
    expect(events.map((e) => e.type)).toEqual(['heartbeat', 'bad_frame', 'heartbeat']);
    expect(createTopinStream().push(Buffer.from('GET / HTTP/1.1\r\n'))).toEqual([
      { type: 'bad_frame', reason: 'malformed', detail: 'bytes that are not a Topin frame', fatal: true },
    ]);
  });

  it('waits for the rest of a frame cut anywhere', () => {
    const hex = '78781510120B05030D2498038077200BE2078F0034000102030D0A';
    const bytes = fromHex(hex);
    for (let at = 1; at < bytes.length; at++) {
      const stream = createTopinStream(() => NOW);
      expect(stream.push(bytes.subarray(0, at))).toEqual([]);
      const events = stream.push(bytes.subarray(at));
      expect(events.map((e) => e.type)).toEqual(['records']);
    }
  });

  it('turns a damaged date into a bad frame and goes on', () => {
    const events = decode('78781510120D05030D2498038077200BE2078F0034000102030D0A787801080D0A');
    expect(events.map((e) => e.type)).toEqual(['bad_frame', 'heartbeat']);
  });
});

describe('topin commands [traccar-enc]', () => {
  const encode = (text: string) =>
    toHex(topinCodec.encodeCommand({ name: 'custom', text, id: '359339075416963', serial: 1 }));

  it('writes the SOS number as Traccar does (0x41, ASCII digits)', () => {
    expect(encode('SOS,13533333333')).toBe('78780C4131333533333333333333330D0A');
  });

  it('sends a whole frame given as hex as it is, and refuses other text', () => {
    expect(encode('78 78 01 30 0D 0A')).toBe('787801300D0A');
    expect(() => encode('WHERE#')).toThrow(RangeError);
    expect(() => encode('SOS,call me')).toThrow(RangeError);
  });

  it('answers no command, and says its set-up is unconfirmed', () => {
    expect(topinCodec.answersCommands).toBe(false);
    expect(topinCodec.defaultPort).toBe(5199);
    expect(topinCodec.setupSteps?.('trackers.example.com', 5199)).toContain(
      'trackers.example.com, port 5199',
    );
  });
});
