import { describe, expect, it } from 'vitest';
import { FrameError, fromHex, toHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { calampCodec, decodeMessage } from './codec.ts';

// Sources:
// [traccar] traccar/traccar at 9e5c458ad0bf44ceaddf72534bf6874787f41b6c,
//   src/test/java/org/traccar/protocol/CalAmpProtocolDecoderTest.java: every vector, in its order
//   (14 verifyPosition, 1 verifyNull: the ID Report); the acknowledgement as its
//   CalAmpProtocolDecoder.sendResponse writes it.
// [guide] CalAmp, "LM Direct Reference Guide" and "LMU Users Guide": fix status bits (2 last known,
//   3 invalid fix, 5 historic), inputs (bit 0 ignition), HDOP with a 0.1 lsb.

const vectors = {
  userData:
    '830547643586340101010400105f9c39ba5f9c302eeb36d5bddf39df700000000000000000003400040321ff9f4f0087080200001c30783330304544383946333335303139303030303030343637450d0a',
  imeiEvent:
    '8308352648068863398f01070102039c5cfc4dcd5cfc4dcd19913f5dcce1291e000033fa0000005801110800019aff9d6f0e13003e0b02000000000000000000',
  fourAccumulators:
    '83051633033459010101028afd59ae7c1459ae7c140b06bbce2c01520e0000d916000001b900450900005affa50f091f00260d040000000f24000001b90000000000003714',
  longId:
    '83092701131797081078220107010200dc583d4d3f583d4d3f19c70502cd1d512d00005f180000008500ec0800101eff980f090100313102000000000000000000',
  lastKnown:
    '8305133303910501010102004557E5AB2457E3B3E01FD828DBFE9E3465000028C90000004201310704001EFFA12F0B22081BCA05000000000000000F87000E8E2F00EA029E0000082D',
  historic:
    '8305313301481601010102045557ea2eba57ea2eba1ebf06db005f2e5e0000220c00000000000006200000ff8f000a00000bca06000000000000000f1b000f35ef00ea02900000087000000060',
  manyAccumulators:
    '8305454205067001010102008157a9bddc57a96aaa17cdb98fccc1a457000056ac00000000000007250000ff8f000e00082711570000000000ffff101b00003148000010680000000000000000000000050000000000000000000005b0000000000000289600000000000000000000069b00000000000008e400000000000000000000000000000003000000010000070f',
  noFix:
    '83052132052924010101020001575c590300000000000000000000000000000000000000000000002c0000ff8f0000030801010000',
  miniEvent:
    '830543321494860101010a0080560b5a5e0eadd0291becf3c500f005090f1f3305000003010040c0a600000000000000008b12a102',
  miniEventStopped:
    '830543321494860101010a0c215608b6680ead5ada1bed88d300000049801f000500000300003cf33200000000000000008b0ce101',
  idReport:
    '830545321041830101010300010000333862000023c301000000004532104183ffffff353816051610691f420040163953294fffffffffffffffff8996604211639032949f4f54413a317c303b302c317c343b302c34004f5441535441543a302c302c302c302c302c222200564255533a342c322e302e302c343533323130343138332c5630312e30332e30312e34302c5630312e30332e30312e33312c2c0056494e2d494e464f3a56494e3d31464d5a5537324539355a4137303032362c4445562d5245474e3d55532c535256522d5245474e3d555300',
  highway:
    '8308353301059723580f01020102088952d994c352d994c4134fa767c4c482e20000c12700000d29006e1002019affc90f061d00060c0000',
  stopped:
    '8308355233050116134f01020102445652d993e152d993e1124c728cc68f0647000023c00000000000000e02019affc90f071c0015020000',
  historicLastKnown:
    '830545420185450101010200075517fb335516c5c40fb1aea4cf4cbf250000000000000000008900260015ffb10f001108110a0000',
  miniEventUpper:
    '830543321494750101010A00085492798A0EC4F9E71BDA3B81005600040F1F33050000030000000076000000000000000000000000',
} as const;

const parse = (hex: string) => (calampCodec.parseDatagram as (d: Uint8Array) => TrackerEvent[])(fromHex(hex));

function recordsOf(events: TrackerEvent[]) {
  const event = events.find((e) => e.type === 'records');
  if (event?.type !== 'records') throw new Error(`expected records, got ${JSON.stringify(events)}`);
  return event;
}

function onlyRecord(hex: string): TrackerRecord {
  const { records } = recordsOf(parse(hex));
  expect(records).toHaveLength(1);
  return records[0] as TrackerRecord;
}

describe('calamp codec (LM Direct over UDP)', () => {
  it('decodes every Traccar vector: 14 positions and the ID Report without one [traccar]', () => {
    let positions = 0;
    for (const [name, hex] of Object.entries(vectors)) {
      const events = parse(hex);
      expect(
        events.filter((e) => e.type === 'bad_frame'),
        name,
      ).toEqual([]);
      expect(events[0], name).toMatchObject({ type: 'login' });
      if (name === 'idReport') {
        expect(events[1]).toMatchObject({ type: 'heartbeat', id: '4532104183' });
      } else {
        const record = onlyRecord(hex);
        expect(record.time.getTime(), name).toBeGreaterThan(Date.UTC(2014, 0, 1));
        positions += 1;
      }
    }
    expect(positions).toBe(14);
  });

  it('reads an Event Report from an IMEI unit: time, fix, speed cm/s as km/h, inputs, event, accumulators [traccar]', () => {
    const events = parse(vectors.imeiEvent);
    expect(events[0]).toEqual({ type: 'login', id: '352648068863398' });
    const record = onlyRecord(vectors.imeiEvent);
    expect(record).toMatchObject({
      time: new Date('2019-06-09T00:07:41Z'),
      valid: true,
      lat: 42.8949341,
      lon: -85.7659106,
      altitude: 133.06,
      speedKmh: 3.17, // 88 cm/s
      course: 273,
      satellites: 8,
      hdop: 1.4,
      ignition: true,
      inputs: 0b1001, // inputs byte 0x13: ignition, inputs 1 and 4
      gsmSignalPct: 23, // -99 dBm
    });
    expect(record.extra).toMatchObject({
      eventIndex: 62,
      event: 11,
      carrier: 410,
      rssi: -99,
      acc0: 0,
      acc1: 0,
    });
  });

  it('reads a fix at 121 km/h and one from a southern, western unit [traccar]', () => {
    expect(onlyRecord(vectors.highway)).toMatchObject({
      time: new Date('2014-01-17T20:38:27Z'),
      valid: true,
      lat: 32.3987303,
      lon: -99.3754398,
      speedKmh: 121.28,
      course: 110,
      satellites: 16,
    });
    expect(onlyRecord(vectors.fourAccumulators)).toMatchObject({
      time: new Date('2017-09-05T10:27:32Z'),
      valid: true,
      lat: 18.499067,
      lon: 73.8284046,
      speedKmh: 15.88,
      course: 69,
      satellites: 9,
      extra: { acc0: 3876, acc1: 441, acc2: 0, acc3: 14100 },
    });
  });

  it('keeps a last-known or invalid fix with its coordinates but not as valid [guide]', () => {
    const lastKnown = onlyRecord(vectors.lastKnown);
    expect(lastKnown).toMatchObject({ valid: false, lat: 53.4259931, lon: -2.3186331, satellites: 7 });
    expect(lastKnown.extra).toMatchObject({ fixStatus: 4, fixTime: '2016-09-22T10:35:12.000Z' });
    // fix status 0x2C (last known, invalid, historic) and 0,0: no coordinates at all.
    const noFix = onlyRecord(vectors.noFix);
    expect(noFix.valid).toBe(false);
    expect(noFix.lat).toBeUndefined();
    expect(noFix.extra).toMatchObject({ historic: true });
    // a logged report with a good fix stays valid, marked historic.
    expect(onlyRecord(vectors.historic)).toMatchObject({
      valid: true,
      lat: 51.5835611,
      lon: 0.623779,
      extra: { historic: true },
    });
  });

  it('keeps a User Data message with its position and its text [traccar]', () => {
    const record = onlyRecord(vectors.userData);
    expect(record).toMatchObject({
      time: new Date('2020-10-30T16:05:14Z'),
      lat: -34.8727875,
      lon: -54.9855376,
    });
    expect(record.extra?.userData).toBe('0x300ED89F335019000000467E');
  });

  it('reads Mini Event Reports: speed in km/h, satellites and fix in one byte [traccar]', () => {
    expect(onlyRecord(vectors.miniEvent)).toMatchObject({
      time: new Date('2015-09-30T03:43:26Z'),
      valid: true,
      lat: 24.6272041,
      lon: 46.8513733,
      speedKmh: 5,
      course: 240,
      satellites: 9,
      ignition: true,
      extra: { event: 51, acc0: 769, acc4: 2333253890 },
    });
    expect(onlyRecord(vectors.miniEventUpper)).toMatchObject({
      time: new Date('2014-12-18T06:51:54Z'),
      lat: 24.7790055,
      lon: 46.7286913,
      course: 86,
      satellites: 4,
    });
  });

  it('answers an acknowledged request with an Acknowledge carrying its sequence number [traccar]', () => {
    // service 2 (response), type 1 (ack), sequence 0x039C, type acknowledged 2, ACK 0, spare, version 0.
    expect(toHex(recordsOf(parse(vectors.imeiEvent)).ack as Uint8Array)).toBe('0201039C020000000000');
    expect(toHex(recordsOf(parse(vectors.miniEvent)).ack as Uint8Array)).toBe('020100800A0000000000');
    expect(parse(vectors.idReport)[1]).toMatchObject({ ack: fromHex('02010001030000000000') });
  });

  it('sends nothing back for an unacknowledged message', () => {
    const unacknowledged = `${vectors.imeiEvent.slice(0, 24)}00${vectors.imeiEvent.slice(26)}`;
    expect(recordsOf(parse(unacknowledged)).ack).toBeUndefined();
  });

  it('counts a message without a digit mobile ID, and a truncated one, as bad frames', () => {
    // no Options Header: the message begins with its service type
    expect(parse(vectors.imeiEvent.slice(24))).toMatchObject([{ type: 'bad_frame', reason: 'unsupported' }]);
    // a mobile id of hex letters (an IP address type)
    expect(parse(`8104C0A80001${vectors.imeiEvent.slice(24)}`)).toMatchObject([
      { type: 'bad_frame', reason: 'unsupported' },
    ]);
    expect(parse(vectors.imeiEvent.slice(0, 60))).toMatchObject([{ type: 'bad_frame', reason: 'malformed' }]);
  });

  it('refuses TCP, which LM Direct does not use', () => {
    expect(calampCodec.createStream().push(fromHex(vectors.imeiEvent))).toMatchObject([
      { type: 'bad_frame', reason: 'unsupported', fatal: true },
    ]);
  });

  it('takes no commands, and points a unit here with two parameter writes', () => {
    expect(() => calampCodec.encodeCommand()).toThrow(/no commands/);
    expect(calampCodec.setupSms?.('track.example.com', 5082)).toBe(
      '!R1,2319,0,track.example.com\n!R1,769,0,5082',
    );
    expect(calampCodec.setupSms?.('203.0.113.7', 5082)).toBe('!R1,768,0,203.0.113.7\n!R1,769,0,5082');
  });

  it('throws only FrameError on mutated and truncated vectors, and parseDatagram never throws', () => {
    let seed = 0x5eed;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x80000000;
    };
    for (const hex of Object.values(vectors)) {
      const original = fromHex(hex);
      for (let i = 0; i < 250; i++) {
        const bytes = Buffer.from(original.subarray(0, Math.floor(random() * (original.length + 1))));
        for (let m = 0; m < 1 + Math.floor(random() * 4); m++) {
          if (bytes.length) bytes[Math.floor(random() * bytes.length)] = Math.floor(random() * 256);
        }
        try {
          decodeMessage(bytes);
        } catch (error) {
          expect(error).toBeInstanceOf(FrameError);
        }
        expect(() => parse(bytes.toString('hex'))).not.toThrow();
      }
    }
  });
});
