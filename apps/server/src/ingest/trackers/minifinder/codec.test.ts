import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { createMinifinderStream, minifinderCodec } from './codec.ts';
import { crc16Xmodem, encodeFrame } from './frame.ts';
import { decoderVectors, encoderFirmwareNano } from './test/traccar-vectors.ts';

// Sources:
// [traccar] traccar/traccar at 9e5c458ad0bf44ceaddf72534bf6874787f41b6c:
//   src/test/java/org/traccar/protocol/Minifinder2ProtocolDecoderTest.java (all 26 vectors, verbatim
//   in test/traccar-vectors.ts, replayed through our stream) and Minifinder2ProtocolEncoderTest.java;
//   the answers are those Minifinder2ProtocolDecoder.sendResponse writes, the values those its
//   asserts name (or its decoder reads, where the test only checks that positions come out).
// [ours] frames built here with encodeFrame, for alarm bits no vector carries (fall, movement,
//   geofence), marked as such.

/** The time a services request is answered with: the tests fix it (2024-01-01T00:00:00Z = 0x65920080). */
const NOW = new Date('2024-01-01T00:00:00Z');
const decode = (hex: string): TrackerEvent[] => createMinifinderStream(() => NOW).push(fromHex(hex));
const hex = (b?: Uint8Array) => (b ? toHex(b) : undefined);
const vector = (i: number) => (decoderVectors[i] as { hex: string }).hex;
function recordsOf(list: TrackerEvent[]): { records: TrackerRecord[]; ack?: string } {
  const all = list.filter((e) => e.type === 'records');
  return { records: all.flatMap((e) => e.records), ack: hex(all[0]?.ack) };
}
/** The answer to a frame of index `index` (LE hex): AB 00 0300 <CRC of 7F0100 = C708> <index> 7F 01 00. */
const success = (index: string) => `AB00030008C7${index}7F0100`;
/** A frame with its checksum made right (Traccar's first vector has a stale one). */
function reseal(h: string): string {
  const bytes = fromHex(h);
  bytes.writeUInt16LE(crc16Xmodem(bytes, 8), 4);
  return toHex(bytes);
}
/** [ours] A data frame asking for an answer: IMEI, the alarm element, general data. */
function dataFrame(elements: Buffer[], index = 7): Buffer {
  const frame = encodeFrame(Buffer.concat([Buffer.of(0x01), ...elements]), index);
  frame[1] = 0x10;
  return frame;
}
const element = (key: number, value: Buffer) => Buffer.concat([Buffer.of(value.length + 1, key), value]);
const imei = element(0x01, Buffer.from('862311069162475', 'latin1'));
const u32 = (...values: number[]) => {
  const b = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => {
    b.writeUInt32LE(v >>> 0, i * 4);
  });
  return b;
};

describe('MiniFinder: every Traccar decoder vector [traccar]', () => {
  it('decodes 25 of 26, the first refused for its checksum, as Traccar expects of each', () => {
    const outcome: Record<string, number> = {};
    decoderVectors.forEach((v, i) => {
      const events = decode(v.hex);
      for (const e of events) outcome[e.type] = (outcome[e.type] ?? 0) + 1;
      if (i === 0) return;
      expect(events.filter((e) => e.type === 'bad_frame')).toEqual([]);
      if (v.check === 'verifyPositions' || v.check === 'verifyNotNull')
        expect(events.length).toBeGreaterThan(0);
      // verifyPositions with a checked location: every record has a fix where the GPS element is in it.
      if (v.check === 'verifyPositions' && !v.location)
        expect(
          recordsOf(events).records.length + events.filter((e) => e.type === 'heartbeat').length,
        ).toBeGreaterThan(0);
    });
    // 19 data messages with records and 3 without a time (two services requests and an activity
    // report: answered heartbeats), one login each; 3 command results (settings, response, control).
    expect(outcome).toEqual({ bad_frame: 1, login: 22, records: 19, heartbeat: 3, command_result: 3 });
    const total = decoderVectors.reduce((n, v) => n + recordsOf(decode(v.hex)).records.length, 0);
    expect(total).toBe(185);
  });

  it('checks the CRC-16/XMODEM Traccar does not: its first vector carries a stale one', () => {
    expect(decode(vector(0))).toEqual([
      { type: 'bad_frame', reason: 'checksum', detail: 'checksum 0xA7DE, expected 0xAA39' },
    ]);
    // Resealed, it gives what Traccar asserts: description "Place1" (a known access point, 0x2A).
    const { records, ack } = recordsOf(decode(reseal(vector(0))));
    expect(records[0]?.extra).toMatchObject({ description: 'Place1', wifiMac: '4a:8c:ba:41:a7:70' });
    expect(records[0]).toMatchObject({ time: new Date('2026-04-30T11:07:08Z'), valid: false });
    expect(ack).toBe(success('C602'));
  });

  it('says login for the IMEI, then stores and answers with the frame index once stored', () => {
    const events = decode(vector(19));
    expect(events[0]).toEqual({ type: 'login', id: '865068040000128' });
    const { records, ack } = recordsOf(events);
    expect(ack).toBe(success('1A0C'));
    expect(records).toHaveLength(29);
    expect(records[0]).toMatchObject({
      time: new Date('2020-09-11T16:41:54Z'),
      valid: true,
      speedKmh: 1,
      course: 0,
      altitude: 1764,
      satellites: 11,
      hdop: 8.5,
      odometerM: 82092,
      batteryPct: 65,
      gsmSignalPct: 58,
      extra: { motion: true, rssi: 18 },
    });
    expect(records[0]?.lat).toBeCloseTo(33.2388824, 7);
    expect(records[0]?.lon).toBeCloseTo(-96.6837464, 7);
  });

  it('reads a GPS fix with the activity element [traccar: AB103D0035A7]', () => {
    const { records, ack } = recordsOf(decode(vector(12)));
    expect(ack).toBe(success('0000'));
    expect(records[0]).toMatchObject({
      time: new Date('2022-05-17T08:07:08Z'),
      valid: true,
      lat: 22.4382,
      lon: 114.05236,
      speedKmh: 45,
      course: 175,
      hdop: 8.8,
      extra: { activity1: 10, activity1Time: 1652774892 },
    });
  });

  it('reads the battery element and steps [traccar: ab10350015ae…, ab103f007e25…]', () => {
    const steps = recordsOf(decode(vector(22))).records[0];
    expect(steps).toMatchObject({ valid: true, batteryPct: 32, extra: { steps: 289 } });
    expect(steps?.lat).toBeCloseTo(50.7232486, 7);
    const wifi = recordsOf(decode(vector(13))).records[0];
    expect(wifi).toMatchObject({ valid: false, extra: { description: 'TaskLMS', wifiLat: 55.3824 } });
    expect(wifi?.lat).toBeUndefined();
  });

  it('maps SOS and low battery to our kinds [traccar: ab104b00cab2…, ab184500…, ab185c00…]', () => {
    const sos = recordsOf(decode(vector(1))).records[0];
    expect(sos).toMatchObject({
      time: new Date('2026-06-01T16:48:16Z'),
      alarms: ['sos'],
      extra: { event: 4096, tagId: 'e04814539bc6', description: 'MiniFinder HQ' },
    });
    // A BLE tag's stored position is kept, not made the record's fix.
    expect(sos?.valid).toBe(false);
    expect(sos?.extra?.tagLat).toBeCloseTo(56.877579, 6);
    expect(recordsOf(decode(vector(23))).records[0]?.alarms).toEqual(['sos']);
    const low = recordsOf(decode(vector(24))).records[0];
    expect(low).toMatchObject({ alarms: ['low_battery'], batteryPct: 19, extra: { wifiCount: 8 } });
  });

  it('keeps cells and Wi-Fi without an invented fix [traccar: ab1845005d39…, ab107000362c…]', () => {
    const cells = recordsOf(decode(vector(23))).records[0];
    expect(cells).toMatchObject({
      valid: false,
      extra: { mcc: 202, mnc: 5, cellCount: 6, cell1Lac: 74, cell1Id: 50012, cell1Signal: 11 },
    });
    expect(cells?.lat).toBeUndefined();
    const wifi = recordsOf(decode(vector(4))).records[0];
    expect(wifi).toMatchObject({
      valid: false,
      extra: { wifiCount: 5, wifi1Mac: '04:92:26:3a:35:68', wifi1Signal: -60, charging: true },
    });
    expect(wifi?.lat).toBeUndefined();
  });

  it('reads BLE beacons, their battery and temperature [traccar: ab105b0063ca…, ab103b00a1fe…]', () => {
    const three = recordsOf(decode(vector(2))).records[0];
    expect(three).toMatchObject({
      valid: true,
      extra: { tag1Id: 'f71d819946d1', tag1Rssi: -42, tag2Battery: 100, tag3Id: 'c8cf897f2f0a' },
    });
    const one = recordsOf(decode(vector(3))).records[0];
    // Traccar reads the temperature F1 00 big-endian (-384 °C); every other value is little-endian.
    expect(one?.extra).toMatchObject({ tag1Description: 'Oboy', tag1Temp: 24.1, tag1Rssi1m: -61 });
  });

  it('reads barking: barkCount 12 and the bark event bit [traccar]', () => {
    const count = recordsOf(decode(vector(8)));
    expect(count.records[0]).toMatchObject({
      time: new Date('2023-03-03T10:58:55Z'),
      extra: { barkCount: 12 },
    });
    expect(count.ack).toBe(success('1E00'));
    expect(recordsOf(decode(vector(11))).records[0]?.extra).toMatchObject({ bark: true, event: 0x80000000 });
  });

  it('answers a services time request with the server time, others with success [traccar]', () => {
    const time = decode(vector(15));
    expect(time).toEqual([
      { type: 'login', id: '863922034473745' },
      { type: 'heartbeat', id: '863922034473745', ack: expect.any(Uint8Array) },
    ]);
    // AB 00 | 0700 | CRC | index 0001 | 03 05 12 <2024-01-01 = 0x65920080, LE>
    expect(hex(time[1]?.type === 'heartbeat' ? time[1].ack : undefined)).toBe(
      'AB000700E844010003051280009265',
    );
    const other = decode(vector(14));
    expect(other[1]).toEqual({ type: 'heartbeat', id: '355465071029306', ack: expect.any(Uint8Array) });
    expect(hex(other[1]?.type === 'heartbeat' ? other[1].ack : undefined)).toBe(success('3200'));
  });

  it('answers with the services location request with zeros, as Traccar', () => {
    const frame = encodeFrame(Buffer.concat([Buffer.of(0x03), imei, Buffer.of(0x01, 0x11)]), 9);
    frame[1] = 0x10;
    const events = createMinifinderStream(() => NOW).push(frame);
    const ack = events.find((e) => e.type === 'heartbeat')?.ack;
    expect(hex(ack)).toBe(toHex(encodeFrame(fromHex('030A110000000000000000 00'.replace(' ', '')), 9)));
  });

  it('stores a backlog of records, untimed activity as state [traccar: ab1024009b3f…]', () => {
    const events = decode(vector(21));
    expect(events[1]).toMatchObject({
      type: 'heartbeat',
      record: { extra: { activity1: 10, activity2Time: 1573507200 } },
    });
    const backlog = recordsOf(decode(vector(6))).records;
    expect(backlog.length).toBeGreaterThan(50);
    expect(backlog[0]).toMatchObject({ time: new Date('2023-08-28T15:54:43Z'), extra: { barkCount: 0 } });
  });

  it('gives the unit’s answers as command results [traccar: settings, response "0", control "test"]', () => {
    const [settings] = decode(vector(7));
    expect(settings?.type).toBe('command_result');
    const text = settings?.type === 'command_result' ? settings.text : '';
    expect(text).toContain('imei=862311065495895');
    expect(text).toContain('iccid=89462038075001880404');
    // Little-endian, as the data elements: Traccar reads 43 14 big-endian as 17172.
    expect(text).toContain('server=hunterdev.minifinder.com:5187');
    expect(text).toContain('firmware=MF07.4610.2303');
    expect(text).toContain('moduleNumber=20180504');
    expect(decode(vector(9))).toEqual([{ type: 'command_result', text: '0 (success)' }]);
    expect(decode(vector(10))).toEqual([{ type: 'command_result', text: 'test' }]);
  });
});

describe('MiniFinder: alarms no vector carries [ours]', () => {
  it('maps fall, movement, geofence and the buttons', () => {
    const alarm = (1 << 2) | (1 << 10) | (1 << 5) | (1 << 13) | (1 << 8);
    const frame = dataFrame([imei, element(0x02, u32(alarm, 1_700_000_000))]);
    const events = minifinderCodec.createStream().push(frame);
    const { records, ack } = recordsOf(events);
    expect(records[0]).toMatchObject({
      time: new Date(1_700_000_000_000),
      valid: false,
      alarms: ['fall', 'geofence_exit', 'movement'],
      extra: { geofence: 2, button1: true, powerOff: true, event: alarm },
    });
    expect(ack).toBe(success('0700'));
    const enter = dataFrame([imei, element(0x02, u32((1 << 4) | (1 << 26), 1_700_000_000))]);
    expect(recordsOf(minifinderCodec.createStream().push(enter)).records[0]?.alarms).toEqual([
      'geofence_enter',
    ]);
  });

  it('refuses an IMEI that is not digits, and a frame without the ack flag is not answered', () => {
    const bad = dataFrame([element(0x01, Buffer.from('86231106916247X', 'latin1'))]);
    expect(minifinderCodec.createStream().push(bad)).toMatchObject([
      { type: 'bad_frame', reason: 'malformed' },
    ]);
    const quiet = dataFrame([imei, element(0x24, u32(1_700_000_000, 0))]);
    quiet[1] = 0x00;
    expect(recordsOf(minifinderCodec.createStream().push(quiet)).ack).toBeUndefined();
  });
});

describe('MiniFinder: the stream', () => {
  it('takes a frame split anywhere and two frames in one read, logging in once', () => {
    const bytes = fromHex(vector(12));
    for (let cut = 1; cut < bytes.length; cut++) {
      const stream = minifinderCodec.createStream();
      const events = [...stream.push(bytes.subarray(0, cut)), ...stream.push(bytes.subarray(cut))];
      expect(events.map((e) => e.type)).toEqual(['login', 'records']);
      expect(stream.buffered()).toBe(0);
    }
    const both = minifinderCodec.createStream().push(Buffer.concat([bytes, bytes]));
    expect(both.map((e) => e.type)).toEqual(['login', 'records', 'records']);
  });

  it('skips bytes before the header and refuses a frame longer than the limit', () => {
    const events = minifinderCodec
      .createStream()
      .push(Buffer.concat([Buffer.from('hello'), fromHex(vector(12))]));
    expect(events.map((e) => e.type)).toEqual(['bad_frame', 'login', 'records']);
    const long = Buffer.of(0xab, 0x10, 0xff, 0xff, 0, 0, 0, 0);
    expect(minifinderCodec.createStream().push(long)).toMatchObject([
      { type: 'bad_frame', reason: 'too_long' },
    ]);
  });
});

describe('MiniFinder: commands [traccar: Minifinder2ProtocolEncoderTest]', () => {
  const encode = (text: string, serial = 1) =>
    toHex(minifinderCodec.encodeCommand({ name: 'custom', text, id: '862311065495895', serial }));

  it('writes a firmware update as Traccar does for a Nano', () => {
    expect(encode('https://example.com')).toBe(encoderFirmwareNano.toUpperCase());
    expect(encode('firmware https://example.com')).toBe(encoderFirmwareNano.toUpperCase());
  });

  it('asks for the settings, sets elements given as hex, refuses anything else', () => {
    // Traccar's configuration command without data: 02 01 F0.
    expect(encode('config', 5)).toBe(toHex(encodeFrame(Buffer.of(0x02, 0x01, 0xf0), 5)));
    // Setting 0x0E (time zone) to 4, as a configuration message: 02 | 02 0E 04.
    expect(encode('02 0e 04', 2)).toBe(toHex(encodeFrame(Buffer.of(0x02, 0x02, 0x0e, 0x04), 2)));
    expect(() => encode('0a 0e 04')).toThrow(RangeError);
    expect(() => encode('WHERE#')).toThrow(RangeError);
    expect(minifinderCodec.answersCommands).toBe(true);
  });
});
