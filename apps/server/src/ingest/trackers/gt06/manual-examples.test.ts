import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromHex, toHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { crc16X25 } from '../crc.ts';
import { gt06Codec } from './codec.ts';

// The vendor's own worked examples, replayed byte for byte (Traccar's vectors are in codec.test.ts).
// [GT06] Concox, "GPS Tracker Communication Protocol (GT06)" (v1.8, the document codec.test.ts
//   cites): §5.1.3 login, §5.2.1.9 course/status, §5.3.1.21 and §5.3.2.7 alarm, §5.4.3 status, and
//   Appendix B "a fragment of example of data packet of communication protocol".
// [V3.1] Concox, "GPS Tracker Communication Protocol (JM-VL02, JM-VG03, JM-VG04, EG02, EG03, JM01,
//   JV200, GT300, GT800, MT200, OB22, X3, Q2, GT08, Wetrack lite, ET25, HVT001)" V3.1 (2021-02-19):
//   §II.1 login, §II.2 heartbeat, §II.3 location, §II.4 LBS, §II.5 Wi-Fi, §II.6 alarm, §II.7 LBS
//   alarm, §II.8 online command, §II.9 time calibration, §II.10 information transmission.

const hex = (spaced: string) => fromHex(spaced.replace(/\s+/g, ''));

function events(...frames: string[]): TrackerEvent[] {
  const stream = gt06Codec.createStream();
  return frames.flatMap((frame) => stream.push(hex(frame)));
}

function one(frame: string): TrackerEvent {
  const all = events(frame);
  expect(all).toHaveLength(1);
  return all[0] as TrackerEvent;
}

function recordOf(event: TrackerEvent): TrackerRecord {
  if (event.type !== 'records') throw new Error(`expected records, got ${event.type}`);
  return event.records[0] as TrackerRecord;
}

/** The answer a frame gets: a login's accept, another event's ack ('' when none). */
const ackOf = (event: TrackerEvent) => {
  const { ack, accept } = event as { ack?: Uint8Array; accept?: Uint8Array };
  return toHex(ack ?? accept ?? new Uint8Array(0));
};

/** The document's bytes with the 4-byte server flag at `at` replaced, and the CRC-ITU recomputed. */
function withFlag(frame: string, at: number, flag: number): string {
  const bytes = Buffer.from(hex(frame));
  bytes.writeUInt32BE(flag, at);
  bytes.writeUInt16BE(crc16X25(bytes, 2, bytes.length - 4), bytes.length - 4);
  return toHex(bytes);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('gt06: the GT06 document [GT06]', () => {
  it('Appendix B login: IMEI 353413532150362, answered 78 78 05 01 00 02 EB 47 0D 0A', () => {
    const event = one('78 78 0D 01 03 53 41 35 32 15 03 62 00 02 2D 06 0D 0A');
    expect(event).toMatchObject({ type: 'login', id: '353413532150362' });
    expect(ackOf(event)).toBe('787805010002EB470D0A');
  });

  it('Appendix B GPS packet 0x12: 2011-08-29 17:46:16 UTC, N 23.111665 E 114.409285, course 143', () => {
    const r = recordOf(
      one(
        '78 78 1F 12 0B 08 1D 11 2E 10 CF 02 7A C7 EB 0C 46 58 49 00 14 8F 01 CC 00 28 7D 00 1F B8 00 03 80 81 0D 0A',
      ),
    );
    expect(r.time).toEqual(new Date('2011-08-29T17:46:16Z'));
    expect(r.valid).toBe(true);
    expect(r.satellites).toBe(15);
    expect(r.lat).toBeCloseTo(0x027ac7eb / 1_800_000, 6);
    expect(r.lon).toBeCloseTo(0x0c465849 / 1_800_000, 6);
    expect(r.lat).toBeCloseTo(23.111665, 5);
    expect(r.lon).toBeCloseTo(114.409285, 5);
    expect(r.speedKmh).toBe(0);
    expect(r.course).toBe(143);
    expect(r.extra).toMatchObject({ mcc: 460, mnc: 0, lac: 0x287d, cellId: 0x1fb8 });
  });

  it('§5.2.1.9: course/status 0x15 0x4C is real-time GPS, positioned, north, east, course 332', () => {
    // The §5.2.1 location packet with the course/status word of the document's worked example.
    const frame = Buffer.from(
      hex(
        '78 78 1F 12 0B 08 1D 11 2E 10 CF 02 7A C7 EB 0C 46 58 49 00 15 4C 01 CC 00 28 7D 00 1F B8 00 03 00 00 0D 0A',
      ),
    );
    frame.writeUInt16BE(crc16X25(frame, 2, frame.length - 4), frame.length - 4);
    const r = recordOf(one(toHex(frame)));
    expect(r).toMatchObject({ valid: true, course: 332 });
    expect(r.lat).toBeGreaterThan(0);
    expect(r.lon).toBeGreaterThan(0);
  });

  it('§5.3 alarm packet 0x16: SOS in the terminal information and the alarm byte, answered 78 78 05 16 00 36 95 70 0D 0A', () => {
    const event = one(
      '78 78 25 16 0B 0B 0F 0E 24 1D CF 02 7A C8 87 0C 46 57 E6 00 14 02 09 01 CC 00 28 7D 00 1F 72 65 06 04 01 01 00 36 56 A4 0D 0A',
    );
    const r = recordOf(event);
    expect(r.time).toEqual(new Date('2011-11-15T14:36:29Z'));
    expect(r.alarms).toEqual(['sos']);
    // 0x65: GPS tracking on, SOS, charging, ACC low, armed; voltage level 6; GSM signal 4.
    expect(r).toMatchObject({ ignition: false, batteryPct: 100, gsmSignalPct: 100 });
    expect(r.extra).toMatchObject({
      armed: true,
      charging: true,
      gpsTracking: true,
      alarmCode: 1,
      lac: 0x287d,
    });
    expect(ackOf(event)).toBe('78780516003695700D0A');
  });

  it('Appendix B status packet 0x13, answered 78 78 05 13 00 05 AF D5 0D 0A', () => {
    const event = one('78 78 0A 13 44 01 04 00 01 00 05 08 45 0D 0A');
    expect(event).toMatchObject({ type: 'heartbeat', record: { ignition: false, gsmSignalPct: 100 } });
    // 0x44 (§5.3.1.14's own example): GPS tracking on, no alarm, charging, ACC low, not armed.
    expect(event.type === 'heartbeat' && event.record?.extra).toMatchObject({ charging: true, armed: false });
    expect(event.type === 'heartbeat' && event.record?.alarms).toBeUndefined();
    expect(ackOf(event)).toBe('787805130005AFD50D0A');
  });

  it('§5.4.3 status example: printed with language bytes its length and CRC do not count; refused, and taken without them', () => {
    // The printed frame, 78 78 08 13 4B 04 03 00 01 00 11 06 1F 0D 0A, has length 0x08 and the CRC
    // 06 1F of 08 13 4B 04 03 00 11: the "00 01" (language) between was not in the frame that was
    // checked. Nothing stands where its length puts the stop bits, so it is counted as malformed.
    const all = events(
      '78 78 0D 01 01 23 45 67 89 01 23 45 00 01 8C DD 0D 0A',
      '78 78 08 13 4B 04 03 00 01 00 11 06 1F 0D 0A',
      '78 78 08 13 4B 04 03 00 11 06 1F 0D 0A',
    );
    expect(all[0]).toMatchObject({ type: 'login' });
    expect(all[1]).toMatchObject({ type: 'bad_frame', reason: 'malformed' });
    expect(all.slice(1, -1).every((event) => event.type === 'bad_frame')).toBe(true);
    const taken = all.at(-1);
    // §5.4.3's answer, byte for byte.
    expect(ackOf(taken as TrackerEvent)).toBe('787805130011F9700D0A');
    // 0x4B: GPS on, shock (001) in the alarm bits, ACC high, armed; a status packet raises nothing.
    expect(taken).toMatchObject({
      type: 'heartbeat',
      record: { ignition: true, batteryPct: 67, gsmSignalPct: 75, extra: { terminalAlarm: 1, armed: true } },
    });
  });

  it('Appendix B command replies 0x15: DYD=Success! and the long refusal', () => {
    const [success, refusal] = events(
      '78 78 18 15 10 00 01 A9 58 44 59 44 3D 53 75 63 63 65 73 73 21 00 02 00 18 91 77 0D 0A',
      '78 78 53 15 4B 00 01 A9 61 41 6C 72 65 61 64 79 20 69 6E 20 74 68 65 20 73 74 61 74 65 20 6F 66 20 66 75 65 6C 20 73 75 70 70 6C 79 20 63 75 74 20 6F 66 66 2C 74 68 65 20 63 6F 6D 6D 61 6E 64 20 69 73 20 6E 6F 74 20 72 75 6E 6E 69 6E 67 21 00 02 00 1C F3 0D 0D 0A',
    );
    expect(success).toMatchObject({ type: 'command_result', text: 'DYD=Success!' });
    expect(refusal).toMatchObject({
      type: 'command_result',
      text: 'Already in the state of fuel supply cut off,the command is not running!',
    });
  });

  it('Appendix B online command 0x80 "DYD,000000#": our frame is the document\'s with our server flag', () => {
    const doc = '78 78 15 80 0F 00 01 A9 58 44 59 44 2C 30 30 30 30 30 30 23 00 A0 DC F1 0D 0A';
    const docBytes = hex(doc);
    expect(crc16X25(docBytes, 2, docBytes.length - 4)).toBe(0xdcf1);
    // We put the serial in the server flag, which the reply echoes; the rest is byte for byte.
    const ours = gt06Codec.encodeCommand({
      name: 'custom',
      text: 'DYD,000000#',
      id: '353413532150362',
      serial: 0xa0,
    });
    expect(toHex(ours)).toBe(withFlag(doc, 5, 0xa0));
  });
});

describe('gt06: the Concox V3.1 document [V3.1]', () => {
  it('§II.1 login with model code and time zone: IMEI 752533678900242; the answer is CRC-ITU of its serial', () => {
    const event = one('78 78 11 01 07 52 53 36 78 90 02 42 70 00 32 01 00 05 12 79 0D 0A');
    expect(event).toMatchObject({ type: 'login', id: '752533678900242' });
    expect(ackOf(event)).toBe('7878050100059FF80D0A');
  });

  it('§II.2 heartbeat 0x13: voltage level 4, GSM signal 4, Chinese', () => {
    const event = one('78 78 0A 13 40 04 04 00 01 00 0F DC EE 0D 0A');
    expect(event).toMatchObject({
      type: 'heartbeat',
      record: { batteryPct: 67, gsmSignalPct: 100, ignition: false, extra: { gpsTracking: true } },
    });
    expect(ackOf(event).slice(0, 12)).toBe('78780513000F');
    // The document's own answer (78 78 05 13 01 00 E1 A0 0D 0A) carries serial 0x0100, another
    // message's: its CRC is that of 05 13 01 00, as ours is of 05 13 <serial>.
    expect(crc16X25(hex('05 13 01 00'), 0, 4)).toBe(0xe1a0);
  });

  it('§II.2 EG02/EG03 heartbeat 0x23: external voltage 39.86 V, answered 78 78 05 23 00 08 F2 9E 0D 0A', () => {
    const event = one('78 78 0B 23 05 0F 92 04 00 02 00 08 8A 37 0D 0A');
    expect(event).toMatchObject({
      type: 'heartbeat',
      record: {
        externalPowerV: 39.86,
        gsmSignalPct: 100,
        ignition: false,
        extra: { armed: true, charging: true },
      },
    });
    expect(ackOf(event)).toBe('787805230008F29E0D0A');
  });

  it('§II.6 alarm 0x26 (LBS length 9): vibration, 2018-03-12 06:56:22, not positioned', () => {
    const r = recordOf(
      one(
        '78 78 25 26 12 03 0C 06 38 16 C3 02 6C 10 54 0C 38 C9 70 01 44 03 09 01 CC 00 28 66 00 0E EE 0C 06 04 03 02 00 0D A2 DB 0D 0A',
      ),
    );
    expect(r.time).toEqual(new Date('2018-03-12T06:56:22Z'));
    expect(r).toMatchObject({ valid: false, speedKmh: 1, course: 3, satellites: 3 });
    expect(r.alarms).toEqual(['vibration']);
    expect(r.extra).toMatchObject({
      mcc: 460,
      mnc: 0,
      lac: 0x2866,
      cellId: 0x0eee,
      alarmCode: 3,
      charging: true,
    });
  });

  it('§II.6 alarm 0x26 (LBS length 8): low battery from the terminal information, ACC off, course 185', () => {
    const event = one(
      '78 78 25 26 11 0C 0D 13 37 36 CB 02 6C 15 A6 0C 38 CF 0A 00 54 B9 08 01 CC 00 28 66 00 0E EE D8 02 04 00 02 00 1D 76 F9 0D 0A',
    );
    const r = recordOf(event);
    expect(r.time).toEqual(new Date('2017-12-13T19:55:54Z'));
    expect(r).toMatchObject({ valid: true, course: 185, satellites: 11, ignition: false, outputs: 1 });
    expect(r.alarms).toEqual(['low_battery']);
    expect(r.extra).toMatchObject({ lac: 0x2866, cellId: 0x0eee, fuelCut: true, voltageLevel: 2 });
    // §6.2: the server's answer, as its example 78 78 05 26 00 1C 9D 86 0D 0A is for serial 0x1C.
    expect(ackOf(event).slice(0, 12)).toBe('78780526001D');
    expect(crc16X25(hex('05 26 00 1C'), 0, 4)).toBe(0x9d86);
  });

  it('§II.6 alarm language: 0x09 is the moving (towing) alarm and 0x0C "power on" is no alarm', () => {
    const base =
      '78 78 25 26 12 03 0C 06 38 16 C3 02 6C 10 54 0C 38 C9 70 01 44 03 09 01 CC 00 28 66 00 0E EE 04 06 04 03 02 00 0D 00 00 0D 0A';
    const withCode = (code: number) => {
      const frame = Buffer.from(hex(base));
      frame[34] = code;
      frame.writeUInt16BE(crc16X25(frame, 2, frame.length - 4), frame.length - 4);
      return recordOf(one(toHex(frame)));
    };
    expect(withCode(0x09).alarms).toEqual(['tow']);
    expect(withCode(0x0c).alarms).toBeUndefined();
    expect(withCode(0x0c).extra).toMatchObject({ alarmCode: 0x0c });
  });

  it('§II.7 LBS alarm 0x19: an SOS without a fix, with its cell, answered with its serial', () => {
    const event = one('78 78 12 19 01 CC 00 28 7D 00 1F 71 20 04 04 01 01 00 94 6C 89 0D 0A');
    expect(event).toMatchObject({
      type: 'heartbeat',
      record: {
        alarms: ['sos'],
        batteryPct: 67,
        extra: { mcc: 460, mnc: 0, lac: 0x287d, cellId: 0x1f71, alarmCode: 1 },
      },
    });
    expect(ackOf(event).slice(0, 12)).toBe('787805190094');
  });

  it('§II.4 LBS 0x28 and §II.5 Wi-Fi 0x2C are taken as the unit being alive', () => {
    const [lbs, wifi] = events(
      '78 78 3B 28 10 01 0D 02 02 02 01 CC 00 28 7D 00 1F 71 3E 28 7D 00 1F 72 31 28 7D 00 1E 23 2D 28 7D 00 1F 40 18 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 FF 00 02 00 05 B1 4B 0D 0A',
      '78 78 48 2C 10 06 0E 02 2D 35 01 CC 00 28 7D 00 1F 71 2D 28 7D 00 1E 17 25 28 7D 00 1E 23 1E 28 7D 00 1F 72 1C 28 7D 00 1F 40 12 00 00 00 00 00 00 00 00 00 00 00 00 FF 02 80 89 17 44 98 B4 5C CC 7B 35 36 61 A6 5B 00 1F A0 04 0D 0A',
    );
    expect(lbs).toMatchObject({ type: 'heartbeat', record: { extra: { protocol: 0x28 } } });
    expect(wifi).toMatchObject({ type: 'heartbeat', record: { extra: { protocol: 0x2c } } });
  });

  it('§II.8.1 online command "sos#": our frame is the document\'s with our server flag', () => {
    const doc = '78 78 0E 80 08 00 00 00 00 73 6F 73 23 00 01 6D 6A 0D 0A';
    expect(crc16X25(hex(doc), 2, 15)).toBe(0x6d6a);
    const ours = gt06Codec.encodeCommand({ name: 'custom', text: 'sos#', id: '752533678900242', serial: 1 });
    expect(toHex(ours)).toBe(withFlag(doc, 5, 1));
  });

  it('§II.8.2 command replies: 0x21 in ASCII (long frame) and 0x15 with its language', () => {
    const [long, short] = events(
      '79 79 00 9D 21 00 00 00 00 01 42 61 74 74 65 72 79 3A 34 2E 31 36 56 2C 4E 4F 52 4D 41 4C 3B 20 47 50 52 53 3A 4C 69 6E 6B 20 55 70 3B 20 47 53 4D 20 53 69 67 6E 61 6C 20 4C 65 76 65 6C 3A 53 74 72 6F 6E 67 3B 20 47 50 53 3A 53 65 61 72 63 68 69 6E 67 20 73 61 74 65 6C 6C 69 74 65 2C 20 53 56 53 20 55 73 65 64 20 69 6E 20 66 69 78 3A 30 28 30 29 2C 20 47 50 53 20 53 69 67 6E 61 6C 20 4C 65 76 65 6C 3A 3B 20 41 43 43 3A 4F 46 46 3B 20 44 65 66 65 6E 73 65 3A 4F 46 46 00 2E 26 DF 0D 0A',
      '78 78 28 15 20 00 00 00 00 53 4F 53 31 3A 31 33 34 32 31 36 33 32 36 39 39 20 53 4F 53 32 3A 20 53 4F 53 33 3A 00 01 00 2A C3 9C 0D 0A',
    );
    expect(long).toMatchObject({
      type: 'command_result',
      text: 'Battery:4.16V,NORMAL; GPRS:Link Up; GSM Signal Level:Strong; GPS:Searching satellite, SVS Used in fix:0(0), GPS Signal Level:; ACC:OFF; Defense:OFF',
    });
    expect(short).toMatchObject({ type: 'command_result', text: 'SOS1:13421632699 SOS2: SOS3:' });
  });

  it('§II.9 time calibration: the request 0x8A is answered with the UTC time under its serial, byte for byte', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2015-12-29T00:00:21Z'));
    const event = one('78 78 05 8A 00 06 88 29 0D 0A');
    expect(event.type).toBe('heartbeat');
    expect(ackOf(event)).toBe('78780B8A0F0C1D0000150006F0860D0A');
  });

  it('§II.10 information transmission 0x94: external power 11.83 V (type 00) and the status text (type 04)', () => {
    // Type 00 as the document's worked value, 0x04 0x9F, in the document's frame layout.
    const power = Buffer.from(hex('79 79 00 08 94 00 04 9F 00 01 00 00 0D 0A'));
    power.writeUInt16BE(crc16X25(power, 2, 10), 10);
    const [powered, status] = events(
      toHex(power),
      '79 79 00 7F 94 04 41 4C 4D 31 3D 43 34 3B 41 4C 4D 32 3D 43 43 3B 41 4C 4D 33 3D 34 43 3B 53 54 41 31 3D 43 30 3B 44 59 44 3D 30 31 3B 53 4F 53 3D 2C 2C 3B 43 45 4E 54 45 52 3D 3B 46 45 4E 43 45 3D 46 65 6E 63 65 2C 4F 4E 2C 30 2C 32 33 2E 31 31 31 38 30 39 2C 31 31 34 2E 34 30 39 32 36 34 2C 34 30 30 2C 49 4E 20 6F 72 20 4F 55 54 2C 30 3B 4D 49 46 49 3D 4D 49 46 49 2C 4F 46 46 00 0A 06 1E 0D 0A',
    );
    expect(powered).toMatchObject({ type: 'heartbeat', record: { externalPowerV: 11.83 } });
    // §10.2: the server does not answer.
    expect(powered).not.toHaveProperty('ack');
    expect(status).toMatchObject({ type: 'heartbeat', record: { extra: { infoType: 4 } } });
    expect(status).not.toHaveProperty('ack');
  });
});
