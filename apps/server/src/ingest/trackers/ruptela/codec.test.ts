import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { crc16Kermit } from '../crc.ts';
import { parseRuptelaMessage, ruptelaCodec } from './codec.ts';
import { decoderVectors, encoderVectors } from './test/traccar-vectors.ts';

// Sources:
// [traccar] traccar/traccar at 9e5c458ad0bf44ceaddf72534bf6874787f41b6c:
//   src/test/java/org/traccar/protocol/RuptelaProtocolDecoderTest.java (every vector, replayed as
//   its decoder takes them: one packet each); the expected values are read from the packets per
//   RuptelaProtocolDecoder.java's field order, and the acknowledgements are the bytes it writes
//   (0002640113bc after records, 00026d01c4a4 after DTCs, encodeContent(15, 01) after identification).
// [traccar-enc] RuptelaProtocolEncoderTest.java (same commit): ' Setio 2,1' → 000b6c20536574696F20322C31eb3e.

const vector = (note: string) => {
  const found = decoderVectors.find((v) => v.note.startsWith(note));
  if (!found) throw new Error(`no vector ${note}`);
  return fromHex(found.hex);
};
const vectorAt = (i: number) => fromHex(decoderVectors[i]?.hex as string);

function recordsOf(events: TrackerEvent[]): TrackerRecord[] & { ack?: string; id?: string } {
  const event = events.find((e) => e.type === 'records');
  if (event?.type !== 'records') throw new Error(`no records: ${JSON.stringify(events)}`);
  return Object.assign([...event.records], { ack: event.ack && toHex(event.ack), id: event.id });
}

describe('Ruptela: every Traccar decoder vector [traccar]', () => {
  it('decodes each packet; none throws', () => {
    const outcome: Record<string, number> = {};
    let records = 0;
    for (const v of decoderVectors) {
      for (const e of parseRuptelaMessage(fromHex(v.hex))) {
        outcome[e.type] = (outcome[e.type] ?? 0) + 1;
        if (e.type === 'records') records += e.records.length;
      }
    }
    // 16 vectors: 11 record packets (8 records, 3 extended), 2 identifications and a photo chunk
    // (heartbeats), 2 answers to SMS via GPRS.
    expect(outcome).toEqual({ records: 11, heartbeat: 3, command_result: 2 });
    // 29 records of which 6 are timed 2000-01-01 (clock never set, dropped); merged records count once.
    expect(records).toBe(1 + 23 + 1 + 2 + 1 + 2 + 1 + 1 + 2 + 2 + 5);
  });

  it('every CRC is CRC-16/KERMIT of IMEI .. payload', () => {
    for (const v of decoderVectors) {
      const bytes = fromHex(v.hex);
      expect(crc16Kermit(bytes, 2, bytes.length - 2)).toBe(bytes.readUInt16BE(bytes.length - 2));
    }
  });
});

describe('Ruptela records, command 1 [traccar]', () => {
  it('reads a record: time, fix, IO elements, and acknowledges with 0x64 0x01', () => {
    const r = recordsOf(parseRuptelaMessage(vectorAt(11)));
    expect(r.id).toBe('863071016796572');
    expect(r.ack).toBe('0002640113BC');
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({
      time: new Date('2015-10-06T14:21:33Z'),
      valid: true,
      lat: 5.6292216,
      lon: -0.067495,
      altitude: 48.7,
      course: 0,
      speedKmh: 0,
      satellites: 9,
      hdop: 1.3,
      inputs: 0,
      externalPowerV: 13.286,
      batteryV: 4.097,
      odometerM: 30714,
      extra: { event: 7, deviceTempC: 44, movement: false, gsmOperator: 62002, adc1: 12668, io27: 12 },
    });
  });

  it('reads several records, DIN4 as input 4, speed and angle in 0.01°', () => {
    const r = recordsOf(parseRuptelaMessage(vectorAt(13)));
    expect(r).toHaveLength(2);
    expect(r[1]).toMatchObject({
      time: new Date('2015-04-27T06:57:24Z'),
      lat: 25.284915,
      lon: 55.3507183,
      altitude: 9.2,
      course: 58.8,
      speedKmh: 5,
      satellites: 7,
      hdop: 1.1,
      inputs: 8,
      odometerM: 45501,
    });
    const five = recordsOf(parseRuptelaMessage(vectorAt(15)));
    expect(five.id).toBe('013227001564487');
    expect(five.map((x) => x.time.toISOString().slice(11, 19))).toEqual([
      '05:04:02',
      '05:05:02',
      '05:06:02',
      '05:07:02',
      '05:08:02',
    ]);
    expect(five[0]).toMatchObject({ lat: 44.972635, lon: 41.0749733, altitude: 217.2, course: 11 });
  });

  it('pads a 14-digit IMEI to 15 (its first digit 0), as Traccar does', () => {
    const r = recordsOf(parseRuptelaMessage(vectorAt(14)));
    expect(r.id).toBe('012207007303107');
    expect(r[0]).toMatchObject({ lat: 54.6305118, lon: 25.2712755, speedKmh: 16, course: 69.99 });
  });

  it('keeps records without a fix unplaced, and drops those timed before the clock was set [traccar #5152]', () => {
    const r = recordsOf(parseRuptelaMessage(vector('records (1), 29 without a fix')));
    expect(r).toHaveLength(23);
    for (const one of r) {
      expect(one.valid).toBe(false);
      expect(one.lat).toBeUndefined();
      expect(one.satellites).toBeUndefined();
    }
    expect(r[0]).toMatchObject({ time: new Date('2023-07-30T16:41:47Z'), externalPowerV: 12.433 });
    expect(r.ack).toBe('0002640113BC');
  });

  it('reads the CAN values by their documented scales', () => {
    const [r] = recordsOf(parseRuptelaMessage(vectorAt(3)));
    expect(r).toMatchObject({
      time: new Date('2021-06-18T21:03:45Z'),
      lat: 39.3143383,
      lon: -8.9242633,
      externalPowerV: 0,
      batteryV: 3.736,
      extra: { fuelUsedL: 413157, rpm: 0 },
    });
    // Driver card halves 126/127 both zero: no driver.
    expect(r?.extra?.driverId).toBeUndefined();
  });
});

describe('Ruptela extended records, command 68 [traccar]', () => {
  it('merges a record split in three into one, with its driver id (IO 34)', () => {
    const r = recordsOf(parseRuptelaMessage(vectorAt(0)));
    expect(r.id).toBe('863514052765894');
    expect(r.ack).toBe('0002640113BC');
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({
      time: new Date('2024-12-03T17:46:07Z'),
      valid: true,
      lat: 33.53196,
      lon: -7.637765,
      altitude: 103.8,
      course: 163.9,
      speedKmh: 61,
      satellites: 24,
      hdop: 0.5,
      ignition: true,
      inputs: 1,
      externalPowerV: 13.27,
      batteryV: 4.152,
      odometerM: 682815,
      extra: { event: 8, driverId: '01d042f31d000030', rpm: 1734, obdOdometerM: 23143000 },
    });
  });

  it('merges each set of four; two records of one second stay two (time stamp extension as ms)', () => {
    const one = recordsOf(parseRuptelaMessage(vectorAt(9)));
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({
      time: new Date('2016-10-18T21:08:26Z'),
      lat: 47.0555133,
      lon: 21.923265,
      speedKmh: 12,
      ignition: false,
      inputs: 8,
      odometerM: 7816907,
      extra: { event: 9, gpsAntennaCut: false, jamming: false, gsmOperator: 22610 },
    });
    const two = recordsOf(parseRuptelaMessage(vectorAt(10)));
    expect(two.map((x) => x.time.toISOString())).toEqual([
      '2016-10-18T21:08:11.000Z',
      '2016-10-18T21:08:11.001Z',
    ]);
    expect(two.map((x) => x.extra?.event)).toEqual([5, 7]);
  });
});

describe('Ruptela DTCs, identification, files, command answers [traccar]', () => {
  it('stores DTCs where they were read, acknowledged with 0x6D 0x01', () => {
    const r = recordsOf(parseRuptelaMessage(vector('DTCs')));
    expect(r.ack).toBe('00026D01C4A4');
    expect(r.map((x) => x.extra)).toEqual([{ dtc: 'P0010' }, { dtc: 'P0011', archived: true }]);
    expect(r[0]).toMatchObject({ time: new Date('2011-10-17T22:41:48Z'), lat: 43.755129, lon: 13.1467505 });
  });

  it('answers identification with 0x73 0x01, and takes it as the login', () => {
    const events = ruptelaCodec.createStream().push(vectorAt(1));
    expect(events).toEqual([
      { type: 'login', id: '869530043209218', accept: new Uint8Array(fromHex('00027301cb25')) },
    ]);
  });

  it('takes a photo chunk without keeping it or asking for the next', () => {
    expect(parseRuptelaMessage(vector('file chunk'))).toEqual([{ type: 'heartbeat', id: '866600048995021' }]);
  });

  it('takes the answers to SMS via GPRS as command results', () => {
    expect(parseRuptelaMessage(vectorAt(6))).toEqual([
      { type: 'command_result', id: '868204004248349', text: 'SETIO configuration data ok' },
    ]);
    expect(parseRuptelaMessage(vectorAt(7))[0]).toMatchObject({
      text: 'DIN1=1,DIN2=0,DIN3=0,DIN4=0,DOUT1=1,DOUT2=1,AIN1=17,AIN2=26',
    });
  });
});

describe('Ruptela stream', () => {
  // Vectors 6 and 8 carry a length field that does not count their bytes (Traccar's decoder test
  // bypasses its frame decoder): a unit never sends such a packet, the stream refuses them.
  const framed = decoderVectors.filter((_, i) => i !== 6 && i !== 8).map((v) => fromHex(v.hex));

  it('frames every well-formed vector; split anywhere or coalesced, the same events', () => {
    const all = Buffer.concat(framed);
    const whole = ruptelaCodec.createStream().push(all);
    expect(whole.filter((e) => e.type === 'bad_frame')).toEqual([]);
    expect(whole.filter((e) => e.type === 'records')).toHaveLength(10);
    for (const step of [1, 7, 333]) {
      const stream = ruptelaCodec.createStream();
      const events: TrackerEvent[] = [];
      for (let at = 0; at < all.length; at += step) events.push(...stream.push(all.subarray(at, at + step)));
      expect(events).toEqual(whole);
      expect(stream.buffered()).toBe(0);
    }
  });

  it('logs in before the first packet and before one that names another unit, not between', () => {
    const stream = ruptelaCodec.createStream();
    const types = [vectorAt(12), vectorAt(13), vectorAt(11)].map((b) => stream.push(b).map((e) => e.type));
    expect(types).toEqual([['login', 'records'], ['records'], ['login', 'records']]);
  });

  it('refuses a packet whose CRC fails, and goes on with the next', () => {
    const good = vectorAt(11);
    const bad = Buffer.from(good);
    bad[30] = (bad[30] as number) ^ 0xff;
    const events = ruptelaCodec.createStream().push(Buffer.concat([bad, good]));
    expect(events.map((e) => e.type)).toEqual(['bad_frame', 'login', 'records']);
    expect(events[0]).toMatchObject({ reason: 'checksum' });
  });

  it('refuses the two vectors whose length field is wrong', () => {
    for (const i of [6, 8]) {
      const events = ruptelaCodec.createStream().push(vectorAt(i));
      expect(events.every((e) => e.type === 'bad_frame')).toBe(true);
    }
  });
});

describe('Ruptela commands [traccar-enc]', () => {
  it('sends a text as SMS via GPRS (0x6C), and a whole packet given as hex as it is', () => {
    for (const { text, hex } of encoderVectors) {
      const bytes = ruptelaCodec.encodeCommand({ name: 'custom', text, id: '1', serial: 1 });
      expect(toHex(bytes)).toBe(hex.toUpperCase());
    }
    // Hex that is no whole packet (its CRC fails) is sent as text.
    const text = ruptelaCodec.encodeCommand({ name: 'custom', text: 'deadbeefdead', id: '1', serial: 1 });
    expect(Buffer.from(text).subarray(3, -2).toString('latin1')).toBe('deadbeefdead');
    expect(ruptelaCodec.answersCommands).toBe(true);
    expect(ruptelaCodec.setupSms?.('gps.example.com', 5046)).toBe(
      ' setconnection *old*,*old*,*old*,TCP,gps.example.com,5046',
    );
  });
});
