import { describe, expect, it } from 'vitest';
import { fromHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { crc16Modbus } from '../crc.ts';
import { createTzoneStream, parseTzoneMessage, tzoneCodec } from './codec.ts';
import { decoderVectors } from './test/traccar-vectors.ts';

// Sources:
// [traccar] traccar/traccar at 9e5c458ad0bf44ceaddf72534bf6874787f41b6c:
//   src/test/java/org/traccar/protocol/TzoneProtocolDecoderTest.java (every vector, replayed as
//   whole frames); what it asserts: the TT19's battery attribute 1.0 (raw 0x0064, here 100 %),
//   the 0x0153 card text, 1999-11-30 / invalid / 0,0 for the 0x010B GPS block of zeros (Traccar's
//   date of a zero date: here no fix and the unit's clock), 2015-06-24 07:08:56 valid 22.53946,
//   114.06310 for the 0x010B fix. Other values are read from the frames per TzoneProtocolDecoder.java.
// [tt18-4g] Tzone "TT18-4G-M TCP Data Protocol" v1.2: @UTC,yyyy-MM-dd HH:mm:ss# then
//   @ACK,<packet index in decimal>#; temperature bit 15 abnormal, bit 14 below zero, 0.1 °C.
// [tt11] TZ-TT11 v1.5 / TZ-TT18 v1.4 user guides, GPRS data format: their example frames (2G
//   loggers 0x0402/0x0403): no GPS block; LAC, cell, MCC, MNC; temperature and humidity.

const NOW = new Date('2026-01-02T03:04:05Z');
// [tt11] the TZ-TT11 v1.5 guide's example, and the TZ-TT18 v1.4/v2.1 guides' (hardware 0x0403).
const TT11_EXAMPLE =
  '545A002F242404020109000008661040261778010E010101182F000827B61109046000000009AA00133701930AB839000AF11E0D0A';
const TT18_EXAMPLE =
  '545A002F2424040301070000086610402700342809010105030D000825337837046000010009AA001737019509DA45000A570A0D0A';
const hex = (i: number) => fromHex(decoderVectors[i]?.hex as string);

function recordOf(events: TrackerEvent[]): TrackerRecord & { ack?: string; id?: string } {
  const event = events.find((e) => e.type === 'records');
  if (event?.type !== 'records') throw new Error(`no records: ${JSON.stringify(events)}`);
  const ack = event.ack && Buffer.from(event.ack).toString('latin1');
  return { ...(event.records[0] as TrackerRecord), ack, id: event.id };
}
const parse = (i: number) => recordOf(parseTzoneMessage(hex(i), NOW));

describe('Tzone: every Traccar decoder vector [traccar]', () => {
  it('each frame is one record, answered with its packet index; each CRC is CRC-16/MODBUS', () => {
    for (const v of decoderVectors) {
      const bytes = fromHex(v.hex);
      expect(crc16Modbus(bytes, 4, bytes.length - 4)).toBe(bytes.readUInt16BE(bytes.length - 4));
      const events = parseTzoneMessage(bytes, NOW);
      expect(events.map((e) => e.type)).toEqual(['records']);
      const index = bytes.readUInt16BE(bytes.length - 6);
      expect(recordOf(events).ack).toBe(`@UTC,2026-01-02 03:04:05#@ACK,${index}#`);
    }
  });

  it('replays through the stream: one unanswered login, then 18 records', () => {
    const stream = createTzoneStream(() => NOW);
    const all = Buffer.concat(decoderVectors.map((v) => fromHex(v.hex)));
    const events: TrackerEvent[] = [];
    for (let at = 0; at < all.length; at += 37) events.push(...stream.push(all.subarray(at, at + 37)));
    expect(events.filter((e) => e.type === 'records')).toHaveLength(18);
    expect(events.filter((e) => e.type === 'bad_frame')).toEqual([]);
    expect(events[0]).toEqual({ type: 'login', id: '190023000000002' });
    expect(stream.buffered()).toBe(0);
  });
});

describe('Tzone positions [traccar]', () => {
  it('0x010B: the fix Traccar expects, odometer, power, cards', () => {
    const r = parse(13);
    expect(r.id).toBe('866104020375435');
    expect(r).toMatchObject({ time: new Date('2015-06-24T07:08:56Z'), valid: true, satellites: 4 });
    expect(r.lat).toBeCloseTo(22.53946, 5);
    expect(r.lon).toBeCloseTo(114.0631, 4);
    expect(r).toMatchObject({ course: 124, odometerM: 6, batteryV: 3.89, externalPowerV: 12.53 });
    expect(r.extra?.cards).toBe(
      '0014061113,0000000512,0014061060,0014061220,0010001338,0014061007,0010001473,0010001511,0010150064,0010000920,0010001484',
    );
  });

  it('0x010B: a GPS block of zeros gives no fix, timed by the unit clock', () => {
    const r = parse(12);
    expect(r).toMatchObject({ time: new Date('2015-08-11T10:50:40Z'), valid: false });
    expect(r.lat).toBeUndefined();
    expect(r.odometerM).toBeUndefined();
  });

  it('TT19 (0x040A): degrees x 10^6, air temperature and humidity, battery in percent', () => {
    const r = parse(0);
    expect(r).toMatchObject({ time: new Date('2023-08-01T09:57:08Z'), valid: true, lat: 22.64033 });
    expect(r).toMatchObject({ lon: 114.007642, temperatureC: 32.2, humidityPct: 65.1 });
    // Traccar's battery 1.0 is 0x0064 / 100; the TT19 sends a level.
    expect(r.batteryPct).toBe(100);
    expect(r.extra).toMatchObject({ mcc: 460, mnc: 0, lac: 10142, wifi: 3, hardware: '040a' });
  });

  it('0x0413: HDOP, altitude, satellites, the 2G-logger status with temperature', () => {
    const r = parse(4);
    expect(r).toMatchObject({ time: new Date('2019-03-12T10:26:37Z'), valid: true, satellites: 5 });
    expect(r).toMatchObject({ hdop: 1, altitude: 15, batteryV: 4.04, temperatureC: 21.99, humidityPct: 59 });
    expect(r.lat).toBeCloseTo(22.53884, 5);
  });

  it('0x0153: the magnetic card Traccar expects; 13-byte status with battery and power', () => {
    const r = parse(1);
    expect(r.extra?.card).toBe(
      '%  ^TONGLOM$PITOON$MR.^^?;6007643120100142242=190619581026=?+             22            1            0024628  10700                     ?',
    );
    expect(r).toMatchObject({ batteryV: 4.09, externalPowerV: 11.94, lat: 12.646026, lon: 101.985984 });
    expect(r.extra?.alarm).toBe('0x1c');
  });

  it('0x0111: minutes x 10^4', () => {
    const r = parse(7);
    expect(r).toMatchObject({ valid: true, lat: 52.226953, lon: 5.17598, satellites: 8, batteryV: 3.52 });
  });
});

describe('Tzone cold chain [traccar][tt18-4g]', () => {
  it('TT18 4G (0x0407): no GPS, the cell, temperature, humidity, battery', () => {
    const r = parse(2);
    expect(r).toMatchObject({ time: new Date('2022-11-21T16:25:16Z'), valid: false });
    expect(r).toMatchObject({ temperatureC: 27.6, humidityPct: 59.7, batteryV: 3.62 });
    expect(r.extra).toMatchObject({ mcc: 732, mnc: 101, lac: 2182, cid: 32202, light: false });
    expect(r.lat).toBeUndefined();
  });

  it('0x0406: temperature tags, the first as the reading, a freezer tag below zero', () => {
    const r = parse(5);
    expect(r.temperatureC).toBe(30.6);
    expect(r.humidityPct).toBeUndefined();
    expect(r.extra).toMatchObject({ tags: 4, tag1Id: '06161154', tag1BatteryV: 3.6, tag4TempC: -9.1 });
    expect(parse(6).extra).toMatchObject({ tags: 5, tag4TempC: -10.8, tag5TempC: -1.7 });
  });

  it('0x010A: cards, alarm 0xA0 as temperature, 0xA1 as a sensor error', () => {
    expect(parse(14).extra).toMatchObject({ alarm: 'temperature' });
    expect(parse(16).extra).toMatchObject({ alarm: 'sensorError' });
    expect(String(parse(14).extra?.cards).split(',')).toHaveLength(20);
  });

  it("the TT11 and TT18 (2G) guides' example frames [tt11]: no GPS block, temperature in hundredths", () => {
    const tt11 = recordOf(parseTzoneMessage(fromHex(TT11_EXAMPLE), NOW));
    expect(tt11).toMatchObject({
      id: '866104026177801',
      time: new Date('2014-01-01T01:24:47Z'),
      valid: false,
    });
    expect(tt11).toMatchObject({ batteryV: 4.03, temperatureC: 27.44, humidityPct: 57 });
    expect(tt11.extra).toMatchObject({ lac: 0x27b6, cid: 0x1109, mcc: 460, mnc: 0, hardware: '0402' });
    expect(tt11.ack).toBe('@UTC,2026-01-02 03:04:05#@ACK,10#');
    const tt18 = recordOf(parseTzoneMessage(fromHex(TT18_EXAMPLE), NOW));
    expect(tt18).toMatchObject({
      id: '866104027003428',
      batteryV: 4.05,
      temperatureC: 25.22,
      humidityPct: 69,
    });
  });
});

describe('Tzone sensors and alarms', () => {
  // The TT18 4G vector with its status block changed, its CRC computed again.
  function withStatus(status: string): TrackerRecord {
    const frame = hex(2);
    const head = frame.subarray(0, 26 + 2 + 12 + 2);
    const body = Buffer.concat([head, fromHex(status), frame.subarray(frame.length - 6, frame.length - 4)]);
    body.writeUInt16BE(body.length - 4 + 2, 2);
    const crc = Buffer.alloc(2);
    crc.writeUInt16BE(crc16Modbus(body, 4));
    return recordOf(parseTzoneMessage(Buffer.concat([body, crc, fromHex('0d0a')]), NOW));
  }

  it('a temperature below zero, and abnormal sensors giving none [tt18-4g]', () => {
    expect(withStatus('000b 10 10 28 37 016a 4114 0255 00')).toMatchObject({
      temperatureC: -27.6,
      alarms: ['low_battery'],
    });
    const none = withStatus('000b aa 10 28 37 016a 8000 8000 00');
    expect(none.temperatureC).toBeUndefined();
    expect(none.humidityPct).toBeUndefined();
  });

  it('alarm types: ours, or kept by name in extra', () => {
    expect(withStatus('000b 01 10 28 37 016a 0114 0255 00').alarms).toEqual(['sos']);
    expect(withStatus('000b a3 10 28 37 016a 0114 0255 00').alarms).toEqual(['vibration']);
    expect(withStatus('000b b1 10 28 37 016a 0114 0255 00').extra?.alarm).toBe('powerOff');
    expect(withStatus('000b 51 10 28 37 016a 0114 0255 00').extra?.alarm).toBe('input1Opened');
  });
});

describe('Tzone codec', () => {
  it('takes no commands; the setup SMS', () => {
    expect(tzoneCodec.answersCommands).toBe(false);
    expect(() => tzoneCodec.encodeCommand({ name: 'custom', text: 'x', id: '1', serial: 1 })).toThrow();
    // Tzone's AVL05 User Guide V3.32 p. 21 (015 then 016,1; factory password 000000); the 0/1
    // mode field as in traccar/traccar#845 (0 before an IP) and lgaticaq/tz-parser's
    // test/responses.js at b1c7504b (a unit's echo, 1 before a domain).
    expect(tzoneCodec.setupSms?.('203.0.113.5', 5029)).toBe(
      '*000000,015,0,203.0.113.5,5029# then *000000,016,1#',
    );
    expect(tzoneCodec.setupSms?.('gps.example.com', 5029)).toBe(
      '*000000,015,1,gps.example.com,5029# then *000000,016,1#',
    );
  });

  it('a frame with a bad CRC is counted, the next one read', () => {
    const bad = Buffer.from(hex(2));
    bad.writeUInt8((bad[30] as number) ^ 0xff, 30);
    const events = createTzoneStream(() => NOW).push(Buffer.concat([bad, hex(3)]));
    expect(events.map((e) => (e.type === 'bad_frame' ? e.reason : e.type))).toEqual([
      'checksum',
      'login',
      'records',
    ]);
  });
});
