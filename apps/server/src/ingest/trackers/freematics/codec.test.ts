import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { freematicsCodec } from './codec.ts';
import { byteSum, createFreematicsParser } from './parse.ts';
import { traccarVectors } from './test/traccar-vectors.ts';

// Sources:
// [traccar] traccar/traccar FreematicsProtocolDecoderTest.java at af3df62ce824, every vector in
//   test/traccar-vectors.ts; FreematicsProtocolDecoder.java for the answer `1#EV=<n>,RX=1,TS=<ts>`.
// [fw] stanleyhuangyc/Freematics at 9b0a68d89ac1: firmware_v5/telelogger (teleclient.cpp notify and
//   verifyChecksum, telestore.cpp, telelogger.ino's logging order), firmware_v4/telelogger.
// [srv] the same repository's server/teleserver/udpserver.c (Freematics' own server).
// [doc] freematics.com "Freematics Hub API" (`<Device ID>#EV=<event ID>,SK=<server key>,TS=<device
//   timestamp>,VIN=<vehicle ID>*<checksum>`) and "Freematics Packed Data Format" (the PID list).

const NOW = new Date('2025-01-15T12:00:00Z');
const UNIT = '352625690000001';
const text = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString('latin1') : undefined);
const sign = (body: string) => `${body}*${byteSum(body).toString(16).toUpperCase()}`;

function decode(datagram: string, now = () => NOW): TrackerEvent[] {
  return createFreematicsParser(now)(Buffer.from(datagram, 'latin1'));
}

/** A vector under a registrable id: its header and `ID=` replaced, its checksum made again. */
function reheaded(vector: string, id = UNIT): string {
  const body = vector
    .slice(vector.indexOf('#'), vector.lastIndexOf('*'))
    .replace(/ID=[0-9A-Za-z]+/, `ID=${id}`);
  return sign(`${id}${body}`);
}

function recordsOf(datagram: string): { records: TrackerRecord[]; ack?: string; id?: string } {
  const events = decode(datagram);
  expect(events).toHaveLength(1);
  const [e] = events;
  if (e?.type !== 'records') throw new Error(`no records: ${JSON.stringify(events)}`);
  return { records: e.records, ack: text(e.ack), id: e.id };
}

/** What the firmware does with an answer ([fw] TeleClientUDP::notify): the sum, then `EV=<event>`. */
function firmwareAccepts(answer: string | undefined, event: number): boolean {
  if (!answer) return false;
  const star = answer.lastIndexOf('*');
  return (
    star > 0 &&
    Number.parseInt(answer.slice(star + 1), 16) === byteSum(answer.slice(0, star)) &&
    answer.includes(`EV=${event}`)
  );
}

const vector = (start: string) => traccarVectors.find((v) => v.startsWith(start)) as string;

describe('Freematics: every Traccar vector as it is [traccar]', () => {
  it('takes the firmware’s letter-and-digit ids; refuses data under a feed id and 4 bad checksums', () => {
    // Through the codec as the listener calls it, each vector one datagram.
    const parseDatagram = freematicsCodec.parseDatagram as (d: Uint8Array) => TrackerEvent[];
    const outcome = traccarVectors.map((v) =>
      parseDatagram(Buffer.from(v, 'latin1')).map((e) =>
        e.type === 'bad_frame' ? `bad_${e.reason}` : e.type,
      ),
    );
    // UCFLFAYM, M0ZR4X0, ESP32305C06C40A24, ID1C6606C40A24 are the firmware's device ids, which
    // a member registers as typed; `1#…` data is under a feed id, which names no unit. The two
    // hand-edited `10D` vectors sum to 4B and 78, not 7A; `…20:0;0;0` to 16, not D; the DF login to
    // B0, not 9E.
    expect(outcome).toEqual([
      ['login', 'heartbeat'],
      ['records'],
      ['records'],
      ['heartbeat'],
      ['login', 'heartbeat'],
      ['bad_unsupported'],
      ['bad_unsupported'],
      ['bad_unsupported'],
      ['bad_checksum'],
      ['bad_checksum'],
      ['bad_checksum'],
      ['bad_checksum'],
    ]);
    const [login] = decode(traccarVectors[0] as string);
    expect(login).toMatchObject({ type: 'login', id: 'UCFLFAYM' });
    const [feed] = decode(vector('1#0:49244'));
    expect(feed).toMatchObject({ reason: 'unsupported', detail: expect.stringContaining('feed id "1"') });
  });
});

describe('Freematics: the vectors under a registrable id [traccar]', () => {
  it('EV=4 (reconnect) with SSI and VIN: a login answered as Traccar answers, VIN kept', () => {
    const events = decode(reheaded(traccarVectors[0] as string));
    expect(events).toHaveLength(2);
    const [login, state] = events;
    expect(login).toMatchObject({ type: 'login', id: UNIT });
    const answer = text(login?.type === 'login' ? login.accept : undefined);
    expect(answer).toBe(sign('1#EV=4,RX=1,TS=373624'));
    expect(firmwareAccepts(answer, 4)).toBe(true);
    expect(state).toEqual({
      type: 'heartbeat',
      id: UNIT,
      record: { extra: { event: 'reconnect', vin: 'WAUZZZ8K9CA123456', rssiDbm: -79 } },
    });
  });

  it('v4 data with a date: 14 Feb 2021 08:44:50 at 49.215920, 18.737755, 12.52 V', () => {
    const { records, id, ack } = recordsOf(reheaded(vector('M0ZR4X0#0:204391')));
    expect(id).toBe(UNIT);
    expect(ack).toBe(sign('1#EV=3,RX=1'));
    expect(records).toEqual([
      {
        time: new Date('2021-02-14T08:44:50.000Z'),
        valid: true,
        lat: 49.21592,
        lon: 18.737755,
        altitude: 410,
        speedKmh: 0,
        course: 208,
        externalPowerV: 12.52,
        extra: { acceleration: '0;0;0', deviceTempC: 47 },
      },
    ]);
  });

  it('no fix, a trailing comma: the record at the time it came, 3.00 V, CPU 53 °C', () => {
    const { records } = recordsOf(reheaded(vector('UCFLFAYM#0:33770')));
    expect(records).toEqual([{ time: NOW, valid: false, externalPowerV: 3, extra: { deviceTempC: 53 } }]);
  });

  it('two GNSS samples in one datagram, time without date on the nearest day (04:28:55.80)', () => {
    const { records } = recordsOf(reheaded(vector('1#0:102560')));
    expect(records.map((r) => r.time.toISOString())).toEqual([
      '2025-01-15T04:28:55.800Z',
      '2025-01-15T04:28:56.600Z',
    ]);
    expect(records[0]).toMatchObject({ valid: true, lat: -35.803696, lon: 175.748413, altitude: 0.22 });
    expect(records[0]).toMatchObject({ speedKmh: 0.41, satellites: 5, externalPowerV: 4.25 });
    expect(records[1]?.extra).toEqual({ acceleration: '0;0;0', tripDistance: 88193792 });
  });

  it('no GNSS at all: times from the device ticks, the newest at arrival', () => {
    const { records } = recordsOf(reheaded(vector('1#0:49244')));
    expect(records.map((r) => r.time.getTime())).toEqual([NOW.getTime() - (50779 - 49244), NOW.getTime()]);
    expect(records.map((r) => r.externalPowerV)).toEqual([4.23, 4.25]);
    expect(records.every((r) => !r.valid)).toBe(true);
  });

  it('a 0,0 fix with 18,520,000 km/h is no fix: no place, no speed', () => {
    const { records } = recordsOf(reheaded(vector('1#0:47607')));
    expect(records).toHaveLength(2);
    const second = records[1] as TrackerRecord;
    expect(second).toMatchObject({ valid: false, satellites: 2, externalPowerV: 4.28 });
    expect(second.time.toISOString()).toBe('2025-01-15T04:28:01.400Z');
    expect(second.lat ?? second.lon ?? second.speedKmh ?? second.altitude).toBeUndefined();
  });

  it('OBD PIDs by name, `:` or `=` alike (the hand-edited vectors, signed again)', () => {
    const colon = recordsOf(reheaded(vector('1#0:68338'))).records;
    const equals = recordsOf(reheaded(vector('1#0=68338'))).records;
    expect(equals).toEqual(colon);
    expect(colon).toEqual([
      {
        time: new Date('2025-01-15T06:45:42.000Z'),
        valid: true,
        lat: -32.727482,
        lon: 150.150301,
        altitude: 159,
        speedKmh: 0,
        satellites: 5,
        externalPowerV: 12.5,
        extra: {
          obdSpeedKmh: 79,
          tripDistance: 1010,
          coolantTempC: 199,
          rpm: 4375,
          engineLoadPct: 56,
          throttlePct: 62,
          acceleration: '0;-1;95',
        },
      },
    ]);
  });

  it('EV=2 logout under feed id 1 with ID=: answered after it is kept', () => {
    // The vector with only its ID= replaced: the feed id header stays, the ID= names the unit.
    const v = vector('1#EV=2');
    const [logout] = decode(sign(v.slice(0, v.lastIndexOf('*')).replace(/ID=\w+/, `ID=${UNIT}`)));
    expect(logout).toMatchObject({ type: 'heartbeat', id: UNIT, record: { extra: { event: 'logout' } } });
    const answer = text(logout?.type === 'heartbeat' ? logout.ack : undefined);
    expect(answer).toBe(sign('1#EV=2,RX=1,TS=1871902'));
    expect(firmwareAccepts(answer, 2)).toBe(true);
  });

  it('EV=1 under feed id 0 with a server key, and v4’s DF-first login, answered EV=1', () => {
    for (const v of [vector('0#EV=1'), vector('M0ZR4X0#DF')]) {
      const events = decode(reheaded(v));
      expect(events.map((e) => e.type)).toEqual(['login', 'heartbeat']);
      const answer = text(events[0]?.type === 'login' ? events[0].accept : undefined);
      expect(firmwareAccepts(answer, 1)).toBe(true);
    }
    const [, state] = decode(reheaded(vector('M0ZR4X0#DF')));
    expect(state).toMatchObject({ record: { extra: { event: 'login', rssiDbm: -71, deviceFlags: 4208 } } });
  });
});

describe('Freematics: the firmware’s and the document’s forms [fw][doc]', () => {
  // A firmware v5 datagram in telelogger.ino's order (OBD tier PIDs, signal, battery, MEMS, GNSS,
  // CPU temperature), its device id set to digits: built for this test, not captured.
  const v5 = sign(
    `${UNIT}#0:1214785,10D:52,10C:2150,111:18,104:33,105:88,12F:64,81:-67,24:1384,20:0.02;-0.01;1,` +
      '10:10152375,A:-33.865143,B:151.2099,C:38.5,D:51.9,E:187,F:11,12:9,82:41',
  );

  it('a v5 data datagram: fix, km/h, HDOP in tenths, signal, OBD values, answered with a sync', () => {
    const { records, ack } = recordsOf(v5);
    expect(records).toEqual([
      {
        time: new Date('2025-01-15T10:15:23.750Z'),
        valid: true,
        lat: -33.865143,
        lon: 151.2099,
        altitude: 38.5,
        speedKmh: 51.9,
        course: 187,
        satellites: 11,
        hdop: 0.9,
        externalPowerV: 13.84,
        gsmSignalPct: 74,
        extra: {
          obdSpeedKmh: 52,
          rpm: 2150,
          throttlePct: 18,
          engineLoadPct: 33,
          coolantTempC: 88,
          fuelLevelPct: 64,
          rssiDbm: -67,
          acceleration: '0.02;-0.01;1',
          deviceTempC: 41,
        },
      },
    ]);
    // The unit takes any event with a good sum as a sync ([fw] TeleClientUDP::inbound).
    expect(firmwareAccepts(ack, 3)).toBe(true);
  });

  it('a sync after data at most every 30 s a unit, as Freematics’ server sends it [srv]', () => {
    let now = NOW.getTime();
    const parse = createFreematicsParser(() => new Date(now));
    const acks = () => {
      const [e] = parse(Buffer.from(v5, 'latin1'));
      return e?.type === 'records' ? text(e.ack) : 'none';
    };
    expect(acks()).toBe(sign('1#EV=3,RX=1'));
    now += 29_000;
    expect(acks()).toBeUndefined();
    now += 1_000;
    expect(acks()).toBe(sign('1#EV=3,RX=1'));
  });

  it('the document’s event form: the device id before `#`, no ID=, a one-digit lower-case sum', () => {
    // A device tick that makes the sum one hex digit, written as `%X` writes it ([fw] tailer).
    const form = (ts: number) => `${UNIT}#EV=1,SK=,TS=${ts},VIN=1FTFW1ET5DFC10312`;
    let ts = 1500;
    while (byteSum(form(ts)) > 0xf) ts++;
    const body = form(ts);
    const events = decode(`${body}*${byteSum(body).toString(16)}`);
    expect(events[0]).toMatchObject({ type: 'login', id: UNIT });
    expect(events[1]).toMatchObject({ record: { extra: { vin: '1FTFW1ET5DFC10312' } } });
  });

  it('a command’s ACK (EV=6) and a ping (EV=7): the ACK unanswered, the ping answered', () => {
    const [ack] = decode(sign(`${UNIT}#EV=6,TS=9000,TK=3,MSG=OK`));
    expect(ack).toEqual({ type: 'heartbeat', id: UNIT, record: { extra: { event: 'ack' } } });
    const [ping] = decode(sign(`${UNIT}#EV=7,TS=9000,ID=${UNIT}`));
    expect(text(ping?.type === 'heartbeat' ? ping.ack : undefined)).toBe(sign('1#EV=7,RX=1,TS=9000'));
  });

  it('refuses a bad sum, a message without `#` or `*`, and a datagram over TCP', () => {
    expect(decode(`${UNIT}#0:1,24:1200*00`)[0]).toMatchObject({ reason: 'checksum' });
    expect(decode(`${UNIT}0:1,24:1200`)[0]).toMatchObject({ reason: 'malformed' });
    expect(decode(sign(`${UNIT}#X:1,Y:2`))[0]).toMatchObject({ reason: 'malformed' });
    expect(decode(sign(`${UNIT}#EV=Q`))[0]).toMatchObject({ reason: 'malformed' });
    expect(freematicsCodec.createStream().push(Buffer.from(v5))[0]).toMatchObject({ fatal: true });
    expect(freematicsCodec.datagramsOnly).toBe(true);
  });

  it('takes no commands, and tells how a kit is pointed at a server', () => {
    expect(freematicsCodec.answersCommands).toBe(false);
    expect(() => freematicsCodec.encodeCommand({ name: 'custom', text: 'x', id: UNIT, serial: 1 })).toThrow();
    const setup = freematicsCodec.setupSteps?.('trackers.example.org', 5170);
    expect(setup).toContain('trackers.example.org');
    expect(setup).toContain('5170');
    expect(setup).toContain('UDP');
  });
});
