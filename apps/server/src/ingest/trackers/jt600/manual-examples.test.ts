import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { answers, decode } from './test/wire.ts';

// Sources:
// [manual] Jointech, "JT701D Protocol Manual V1.4" (2021-12-31), as CliffJr/jointech-tcp-parser keeps
//   it (doc/JT701D Protocol ManualV1.4.pdf, commit c89239c6d427c6227c40b6f72135443db94d93e2): its data
//   examples and what it says the platform answers.
// [sdk] Jointech's JT701 SDK page (icloud.jointcontrols.com:8181/docs, "JT701SDK"): its example
//   position and P45 messages.

const main = (events: TrackerEvent[]) => events.filter((e) => e.type !== 'login');

function recordOf(bytes: string | Buffer): TrackerRecord {
  const records = decode(bytes).flatMap((e) => (e.type === 'records' ? e.records : []));
  expect(records).toHaveLength(1);
  return records[0] as TrackerRecord;
}

describe('JT701D manual: position and alarm data [manual]', () => {
  const example = Buffer.from(
    '2480006200111911003418042116225922348310113550543F12980000002D060000000020E028109228661F000100000F0F0F0F0F0F0F0F000001CC0156',
    'hex',
  );

  it('reads the example as the manual analyses it', () => {
    const r = recordOf(example);
    // 2021-04-18 16:22:59 UTC; 22.580517°, 113.917572°; 0x12 knots = 33.3 km/h; 0x98 x 2 = 304°;
    // 45 km; 6 satellites; status 0x20E0: back cover closed, motor locked; 40 %; cell 0x1092, LAC
    // 0x2866, signal 31; wake-up by the RTC; MCC 460, MNC 1.
    expect(r.time).toEqual(new Date('2021-04-18T16:22:59Z'));
    expect(r.lat).toBeCloseTo(22.580517, 6);
    expect(r.lon).toBeCloseTo(113.917572, 6);
    expect(r.speedKmh).toBeCloseTo(33.3, 1);
    expect(r).toMatchObject({
      valid: true,
      course: 304,
      odometerM: 45_000,
      satellites: 6,
      batteryPct: 40,
      gsmSignalPct: 100,
      extra: {
        locked: true,
        backCoverClosed: true,
        ropeInserted: true,
        cid: 0x1092,
        lac: 0x2866,
        wakeSource: 'rtc',
        mcc: 460,
        mnc: 1,
      },
    });
    expect(r.alarms).toBeUndefined();
  });

  it('answers it with the data serial number: (P69,0,86)', () => {
    expect(answers(decode(example))).toEqual(['(P69,0,86)']);
  });

  it('reads the SDK page’s example and answers its serial (P69,0,139) [sdk]', () => {
    const events = decode(
      Buffer.from(
        '2480405003701911003426032115595533197294020020085d0586000010e10c0000000020e043600a526d1700020f0f0f0f0f0f0f0f0f0f0eaa028f018b',
        'hex',
      ),
    );
    expect(answers(events)).toEqual(['(P69,0,139)']);
    const r = events.find((e) => e.type === 'records');
    // Flags 0xD: fixed, south, east. MCC 0x028F (South Africa).
    expect(r?.type === 'records' && r.records[0]).toMatchObject({
      time: new Date('2021-03-26T15:59:55Z'),
      lat: expect.closeTo(-33.328823, 6),
      lon: expect.closeTo(20.033475, 6),
      course: 268,
      odometerM: 4_321_000,
      batteryPct: 67,
      extra: { mcc: 655, wakeSource: 'vibration' },
    });
  });
});

describe('JT701D manual: P45 lock and unlock report [manual]', () => {
  it('reads the example (an authorised card) and answers its event serial: (P69,0,24)', () => {
    const text = '(8000620011,P45,170720,020614,22.56035,N,114.01640,E,A,36,270,1,1,0008627839,0,0,24,5)';
    expect(answers(decode(text))).toEqual(['(P69,0,24)']);
    // 36 km/h (the manual's unit; Traccar reads mph), 270°, 5 km.
    expect(recordOf(text)).toMatchObject({
      time: new Date('2020-07-17T02:06:14Z'),
      valid: true,
      lat: 22.56035,
      lon: 114.0164,
      speedKmh: 36,
      course: 270,
      odometerM: 5000,
      extra: { lockEvent: 'rfid_card', unlocked: true, driverUniqueId: '0008627839', eventIndex: 24 },
    });
  });

  it.each([
    [
      'dynamic password, no geofence: opened (98)',
      '(8000400055,P45,070121,074116,22.58071,N,113.91734,E,A,0,0,6,98,0000000000,1,0,13,0)',
      { lockEvent: 'dynamic_password_unlock', unlocked: true, passwordOk: true, wrongPasswordCount: 0 },
      '(P69,0,13)',
    ],
    [
      'static password: opened',
      '(8000400055,P45,060121,081257,22.58047,N,113.91753,E,A,0,0,4,1,0000000000,1,0,5,58)',
      { lockEvent: 'static_password_unlock', unlocked: true, passwordOk: true },
      '(P69,0,5)',
    ],
    [
      'authorised card outside its geofence: refused (99)',
      '(8000400055,P45,040121,104728,22.55801,N,114.00846,E,A,0,244,1,99,0008627839,0,0,2,29)',
      { lockEvent: 'rfid_card', unlocked: false, driverUniqueId: '0008627839' },
      '(P69,0,2)',
    ],
    [
      'locked by itself',
      '(8000400055,P45,060121,081012,22.58080,N,113.91751,E,A,0,0,5,0,0000000000,0,0,3,58)',
      { lockEvent: 'auto_lock', locked: true },
      '(P69,0,3)',
    ],
  ])('reads "%s"', (_what, text, extra, answer) => {
    expect(recordOf(text).extra).toMatchObject(extra);
    expect(answers(decode(text))).toEqual([answer]);
  });

  it('reads the SDK page’s P45 without a fix (speed 0.00) as an unplaced event [sdk]', () => {
    const text = '(7890629284,P45,260321,185342,26.181296,N,50.329788,E,V,0.00,0,5,0,0000000000,0,0,0)';
    const r = recordOf(text);
    expect(r).toMatchObject({
      time: new Date('2021-03-26T18:53:42Z'),
      valid: false,
      extra: { locked: true },
    });
    expect(r.lat).toBeUndefined();
    expect(answers(decode(text))).toEqual(['(P69,0,0)']);
  });
});

describe('JT701D manual: the lock’s other messages and what they are answered [manual]', () => {
  it('answers a dynamic password report with the password, never keeping it: (P52,2,113271)', () => {
    const events = main(decode('(8000620011,P52,2,113271)'));
    expect(events).toMatchObject([{ type: 'heartbeat' }]);
    expect(JSON.stringify(events)).not.toContain('"113271"');
    expect(answers(events)).toEqual(['(P52,2,113271)']);
  });

  it('answers a time request with UTC now, DDMMYYhhmmss (the clock of wire.ts: 2024-05-06 07:08:09)', () => {
    expect(answers(decode('(8000620011,P22,2)'))).toEqual(['(P22,060524070809)']);
  });

  it('answers no heartbeat', () => {
    const events = main(decode(Buffer.from('28383030303632303031312C404A5429', 'hex')));
    expect(events).toEqual([{ type: 'heartbeat', id: '8000620011' }]);
  });

  it('reads a JT709 sub-lock’s WLNET,5 report: the lock’s place, answered (P69,0,18)', () => {
    const events = decode(
      Buffer.from(
        '28383133303633303030312C312C3131302C574C4E45542C352C322C19042111353422348344113550520F0000190421113533E0172600041201681057040040000000310029',
        'hex',
      ),
    );
    expect(answers(events)).toEqual(['(P69,0,18)']);
    const r = events.find((e) => e.type === 'records');
    // The sub-lock (type 4): its id, battery 0x0168 = 3.60 V, 0x10 %, signal -0x57 dBm.
    expect(r?.type === 'records' && r.records[0]).toMatchObject({
      time: new Date('2021-04-19T11:35:34Z'),
      lat: expect.closeTo(22.580573, 6),
      lon: expect.closeTo(113.917533, 6),
      extra: {
        sensorId: 'E017260004',
        sensorBatteryV: 3.6,
        sensorBatteryPct: 16,
        sensorRssi: -87,
        sensorType: 4,
      },
    });
  });

  it.each([
    [
      '(8130630001,P01,JT701D_20210311_China_Jointech_SIM7600X_LoRa_PCBV2.3_R1.2.7,41%)',
      'P01,JT701D_20210311_China_Jointech_SIM7600X_LoRa_PCBV2.3_R1.2.7,41%',
    ],
    ['(8130630001,P15)', 'P15'],
    ['(8130630001,P52,3,1,0)', 'P52,3,1,0'],
    ['(8000620011,P22,1)', 'P22,1'],
    [
      '(8130630001,1,001,OTA,9,222.252.17.214,10021,test1,Ab123456,JT701_19.bin,101764,9585478,0)',
      '1,001,OTA,9,222.252.17.214,10021,test1,Ab123456,JT701_19.bin,101764,9585478,0',
    ],
  ])('reads the answer %s as a command result', (message, text) => {
    expect(main(decode(message))).toEqual([{ type: 'command_result', id: message.slice(1, 11), text }]);
  });
});
