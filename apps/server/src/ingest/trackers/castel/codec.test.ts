import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { crc16X25 } from '../crc.ts';
import { castelCodec, parseCastelFrame } from './codec.ts';
import { decoderVectors, encoderVector } from './test/traccar-vectors.ts';

// Sources:
// [traccar] traccar/traccar at 9e5c458ad0bf44ceaddf72534bf6874787f41b6c:
//   src/test/java/org/traccar/protocol/CastelProtocolDecoderTest.java, its 52 vectors verbatim
//   (test/traccar-vectors.ts), the values read per CastelProtocolDecoder.java's field order and the
//   answers as its sendResponse writes them (0x9001 login, 0x9003 heartbeat, 0xC007 alarm, 0x8001
//   and 0x8206 CC, the MPIP answers).
// [traccar-enc] CastelProtocolEncoderTest.java (same commit): engine stop to "123456789012345".

const NOW = new Date('2026-01-02T03:04:05Z');
const frame = (i: number) => fromHex(decoderVectors[i]?.hex as string);
const parse = (i: number) => parseCastelFrame(frame(i), NOW);

function records(events: TrackerEvent[]): TrackerRecord[] & { ack?: string } {
  const e = events.find((x) => x.type === 'records');
  if (e?.type !== 'records') throw new Error(`no records: ${JSON.stringify(events)}`);
  return Object.assign([...e.records], { ack: e.ack && toHex(e.ack) });
}
function heartbeat(events: TrackerEvent[]) {
  const e = events.find((x) => x.type === 'heartbeat');
  if (e?.type !== 'heartbeat') throw new Error(`no heartbeat: ${JSON.stringify(events)}`);
  return e;
}
const placed = (events: TrackerEvent[]) =>
  events.flatMap((e) => (e.type === 'records' ? e.records : [])).filter((r) => r.lat !== undefined);

describe('Castel: every Traccar decoder vector [traccar]', () => {
  it('checks each CRC (X-25 of @@ .. payload, LE) and decodes each frame; none is refused', () => {
    for (const v of decoderVectors) {
      const bytes = fromHex(v.hex);
      const length = bytes.readUInt16LE(2);
      expect(crc16X25(bytes, 0, length - 4)).toBe(bytes.readUInt16LE(length - 4));
      const events = castelCodec.createStream().push(bytes);
      expect(events.filter((e) => e.type === 'bad_frame')).toEqual([]);
      expect(events[0]?.type).toBe('login');
    }
  });

  it('gives a placed position where Traccar verifies positions, none where it expects nothing', () => {
    decoderVectors.forEach((v, i) => {
      const fixes = placed(parse(i));
      if (v.check === 'verifyPosition' || v.check === 'verifyPositions')
        expect(fixes.length, `vector ${i}`).toBeGreaterThan(0);
      // verifyNull: logins and alarms without a fix, the supported-PID list, a captured 0x9001,
      // the heartbeat. We keep their state (odometer, ACC, alarms) unplaced; Traccar drops it.
      if (v.check === 'verifyNull') expect(fixes, `vector ${i}`).toEqual([]);
    });
  });

  it('reads the attributes Traccar checks: battery 0.6 V, DTCs P0326 and P1351, the VIN answer', () => {
    expect(records(parse(2))[0]?.batteryV).toBe(0.6);
    expect(heartbeat(parse(5)).record?.extra?.dtcs).toBe('P0326');
    expect(heartbeat(parse(6)).record?.extra?.dtcs).toBe('P1351');
    expect(parse(7)).toContainEqual({
      type: 'command_result',
      id: '213GDP2018021343',
      text: 'MALC381CMKM567148',
    });
  });
});

describe('Castel SC messages (versions 3, 4) [traccar]', () => {
  it('answers a login (0x1001) with 0x9001: IP FFFFFFFF, port 0, the time now; reads its fix and versions', () => {
    const events = parse(14);
    expect(events[0]).toMatchObject({ type: 'login', id: '213L2017001109' });
    const accept = events[0]?.type === 'login' ? toHex(events[0].accept as Uint8Array) : '';
    const time = Buffer.alloc(4);
    time.writeUInt32LE(NOW.getTime() / 1000);
    const body = `40402900033231334C32303137303031313039000000000000${'9001'}FFFFFFFF0000${time.toString('hex').toUpperCase()}`;
    const crc = Buffer.alloc(2);
    crc.writeUInt16LE(crc16X25(fromHex(body)));
    expect(accept).toBe(`${body}${crc.toString('hex').toUpperCase()}0D0A`);
    const [r] = records(events);
    expect(r).toMatchObject({
      time: new Date('2017-07-28T14:17:13Z'),
      valid: true,
      lat: -33.02477,
      lon: -71.55549,
      speedKmh: 0,
      course: 131,
      satellites: 8,
      odometerM: 4,
      ignition: true,
      extra: { firmware: 'IDD-213L V1.1.1 2017-05-08', hardware: 'IDD-213L V1.1.0' },
    });
  });

  it('answers a heartbeat (0x1003) with 0x9003 at once', () => {
    const events = parse(48);
    expect(events).toMatchObject([{ type: 'heartbeat', id: '1001112529987' }]);
    expect(toHex(heartbeat(events).ack as Uint8Array)).toBe(
      '40401F000431303031313132353239393837000000000000009003CFBE0D0A',
    );
  });

  it('reads GPS data (0x4001): hemispheres, cm/s, 0.1°, satellites; no answer', () => {
    const r = records(parse(31));
    expect(r.ack).toBeUndefined();
    expect(r[0]).toMatchObject({
      time: new Date('2015-12-18T10:25:05Z'),
      valid: true,
      lat: -38.88683,
      lon: -62.099185,
      speedKmh: 26.24,
      course: 341.2,
      satellites: 9,
      odometerM: 8889,
      ignition: true,
      extra: { tripOdometerM: 2855 },
    });
  });

  it('answers an alarm (0x4007) with 0xC007 and its index, after storing; maps the alarm types', () => {
    const powerOff = records(parse(19));
    expect(powerOff.ack).toBe('40402300043231334550323031363030303538350000000000C00708000000892A0D0A');
    expect(powerOff[0]).toMatchObject({ lat: -33.7848317, lon: 151.2698267, alarms: ['power_cut'] });
    expect(records(parse(33))[0]?.extra?.alarm).toBe('idle');
    expect(records(parse(3))[0]?.extra?.alarm).toBe('powerOn');
    // No fix: the alarm is still kept (unplaced, at the unit's clock) and answered.
    const noFix = records(parse(47));
    expect(noFix[0]).toMatchObject({
      valid: false,
      alarms: ['power_cut'],
      time: new Date('2015-07-07T12:13:24Z'),
    });
    expect(noFix.ack).toBe('4040230004323132474C313134333030353030330000000000C00705000000D07F0D0A');
    // ACC off (0x17) is ignition, not an alarm.
    expect(records(parse(43))[0]).toMatchObject({ ignition: false });
    expect(records(parse(43))[0]?.alarms).toBeUndefined();
  });

  it('reads OBD PID data (0x4002) with units: RPM, coolant, speed, fuel level, as the unit scales them', () => {
    const { record } = heartbeat(parse(0));
    expect(record).toMatchObject({
      odometerM: 19869103,
      ignition: true,
      extra: {
        coolantTempC: 90,
        intakeMapKpa: 89,
        engineRpm: 2121,
        obdSpeedKmh: 121,
        intakeTempC: 11,
        fuelLevelPct: 98,
        deviceTime: '2025-12-03T03:46:06.000Z',
      },
    });
    expect(heartbeat(parse(36)).record?.extra).toMatchObject({
      engineLoadPct: 100,
      throttlePct: 60,
      milDistanceKm: 15,
      fuelLevelPct: 100,
    });
  });

  it('reads the comprehensive message (0x401F): fix, power and battery volts, device temperature', () => {
    expect(records(parse(4))[0]).toMatchObject({ batteryV: 3.86, extra: { deviceTempC: 25.5 } });
  });

  it('reads the cell (0x4008) and GPS-sleep (0x4009) messages; two frames in one read are two', () => {
    expect(heartbeat(parse(42)).record?.extra).toMatchObject({ lac: 21493, cid: 54843 });
    const two = castelCodec.createStream().push(frame(26));
    expect(two.map((e) => e.type)).toEqual(['login', 'records', 'records']);
    expect(placed(two)[0]).toMatchObject({ lat: 51.1291517, lon: -114.248455, course: 286.6 });
  });
});

describe('Castel CC_TR and MPIP variants [traccar]', () => {
  it('answers a CC login (0x4001, version 5 or 12) with 0x8001 once the unit is known', () => {
    const events = parse(41);
    expect(events[0]).toMatchObject({ type: 'login', id: '611150000956' });
    const accept = events[0]?.type === 'login' ? toHex(events[0].accept as Uint8Array) : '';
    expect(accept).toBe('40401F000C3631313135303030303935360000000000000000800159560D0A');
    expect(records(events)[0]).toMatchObject({ lat: 41.0205717, lon: 14.33624, valid: false });
  });

  it('answers a CC heartbeat (0x4206) with 0x8206 after storing its fixes', () => {
    const r = records(parse(40));
    expect(r.ack).toBe('40401F000C3631313135303030303935360000000000000000820656110D0A');
    expect(r[0]).toMatchObject({ lat: 41.0202683, lon: 14.3356267, satellites: 12, extra: { lac: 41083 } });
  });

  it("answers MPIP ('$$') 0x4001 and 0x2001 as Traccar writes them", () => {
    expect(records(parse(13)).ack).toBe('40401F00FF36313731313531324333313336000000000000004001F7B10D0A');
    const r = records(parse(29));
    expect(r.ack).toBe(
      '40402A00676E676865663631303131313239303031373400100100000000FFFFFFFFFFFFFFFFC2CF0D0A',
    );
    expect(r[0]).toMatchObject({ lat: 45.7175117, lon: 12.468575, valid: true });
  });
});

describe('Castel stream', () => {
  it('puts a login (no answer) before the first data frame of a unit that skipped its login', () => {
    const events = castelCodec.createStream().push(frame(31));
    expect(events[0]).toEqual({ type: 'login', id: '213NX2015000036' });
  });

  it('takes a frame split anywhere, and skips garbage and a bad CRC', () => {
    const bytes = frame(19);
    const stream = castelCodec.createStream();
    expect(stream.push(Buffer.concat([Buffer.from('xx@'), bytes.subarray(0, 40)]))[0]?.type).toBe(
      'bad_frame',
    );
    expect(stream.push(bytes.subarray(40)).map((e) => e.type)).toEqual(['login', 'records']);
    const bad = Buffer.from(bytes);
    bad[30] = (bad[30] as number) ^ 0xff;
    expect(castelCodec.createStream().push(bad)).toMatchObject([{ type: 'bad_frame', reason: 'checksum' }]);
  });
});

describe('Castel commands [traccar-enc]', () => {
  it('writes engine stop and resume as petrol control 0x4583', () => {
    const stop = castelCodec.encodeCommand({
      name: 'engine_stop',
      text: '',
      id: encoderVector.id,
      serial: 1,
    });
    expect(toHex(stop)).toBe(encoderVector.hex.toUpperCase());
    const resume = castelCodec.encodeCommand({
      name: 'custom',
      text: 'engine resume',
      id: '1001112529987',
      serial: 2,
    });
    expect(toHex(resume).slice(50, 56)).toBe('458300');
    expect(() => castelCodec.encodeCommand({ name: 'custom', text: 'reboot', id: '1', serial: 3 })).toThrow();
    expect(castelCodec.answersCommands).toBe(false);
  });
});
