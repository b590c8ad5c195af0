import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { queclinkCodec } from './codec.ts';

// The vendor's worked examples not already replayed by codec.test.ts (which has the GL300 and GV300
// ones). [gv200] GV200 @Track Air Interface Protocol, TRACGV200AN003 (Queclink, v3.20, 2011-06-07),
// section 3.3 "Report" examples, as extracted from the PDF (github.com/tananaev/traccar/files/508384);
// [gt500] the GT500 @Track protocol's examples (protocol version 07xxxx), the same way.

const text = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString('latin1') : undefined);
const push = (line: string): TrackerEvent[] => queclinkCodec.createStream().push(Buffer.from(line, 'latin1'));
const recordsOf = (events: TrackerEvent[]): TrackerRecord[] =>
  events.flatMap((event) => (event.type === 'records' ? event.records : []));
const ackOf = (events: TrackerEvent[]) => text((events[0] as { ack?: Uint8Array } | undefined)?.ack);

const fix = {
  time: new Date('2009-02-14T01:32:54Z'),
  lat: 31.222073,
  lon: 121.354335,
  speedKmh: 4.3,
  course: 92,
  altitude: 70,
};

describe('Queclink GV200 reports [gv200]', () => {
  // `...,<mileage>,<hour meter>,<AI1>,<AI2>,<AI3>,<digital input status>,<digital output status>,
  // <reserved>,<reserved>,<send time>,<count>`: the `00` fields are hex status bytes.
  const fri =
    '+RESP:GTFRI,040100,135790246811220,,,10,1,1,4.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00,2000.0,12345:12:34,,,,00,00,,,20090214093254,11F0$';

  it('reads GTFRI with its mileage, and takes no status byte for a battery level', () => {
    const events = push(fri);
    expect(ackOf(events)).toBe('+SACK:11F0$');
    const [record] = recordsOf(events);
    expect(record).toMatchObject({ ...fix, valid: true, hdop: 1, odometerM: 2_000_000 });
    // The digital input status `00` was read as a battery of 0 % before.
    expect(record?.batteryPct).toBeUndefined();
  });

  it('reads both positions of a GTFRI with Number 2, the mileage on the last', () => {
    const records = recordsOf(
      push(
        '+RESP:GTFRI,040100,135790246811220,,,10,2,1,4.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00,0,4.3,92,70.0,121.354335,31.222073,20090101000000,0460,0000,18d8,6141,00,2000.0,12345:12:34,,,,00,00,,,20090214093254,11F0$',
      ),
    );
    expect(records.map((r) => [r.time.toISOString(), r.valid, r.odometerM, r.batteryPct])).toEqual([
      ['2009-02-14T01:32:54.000Z', true, undefined, undefined],
      ['2009-01-01T00:00:00.000Z', false, 2_000_000, undefined],
    ]);
  });

  it('reads GTERI with a fuel sensor, and takes no UART device type for a battery level', () => {
    const [record] = recordsOf(
      push(
        '+RESP:GTERI,040408,862170010903183,,00000001,,10,1,1,0.5,55,71.8,117.200986,31.832871,20120818041519,0460,0000,5663,5A02,00,0.0,,,,,,,,1,0097,20120818041528,0030$',
      ),
    );
    expect(record).toMatchObject({ time: new Date('2012-08-18T04:15:19Z'), speedKmh: 0.5, odometerM: 0 });
    // `1` (the UART device type before the fuel data 0097) was read as a battery of 1 % before.
    expect(record?.batteryPct).toBeUndefined();
  });

  it('reads ignition on and off from GTIGN and GTIGF, with their mileage', () => {
    const [on] = recordsOf(
      push(
        '+RESP:GTIGN,040100,135790246811220,,1200,0,4.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00,2000.0,,20090214093254,11F0$',
      ),
    );
    expect(on).toMatchObject({ ...fix, ignition: true, odometerM: 2_000_000 });
    const [off] = recordsOf(
      push(
        '+RESP:GTIGF,040100,135790246811220,,1200,0,4.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00,2000.0,12345:12:34,20090214093254,11F0$',
      ),
    );
    expect(off).toMatchObject({ ...fix, ignition: false, odometerM: 2_000_000 });
  });

  it('reads external power lost and back (GTMPF, GTMPN) and low battery (GTBPL, 3.53 V)', () => {
    const body =
      ',040100,135790246811220,,0,4.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00,20090214093254,11F0$';
    expect(recordsOf(push(`+RESP:GTMPF${body}`))[0]).toMatchObject({
      ...fix,
      alarms: ['power_cut'],
      extra: { externalPower: false },
    });
    const [mpn] = recordsOf(push(`+RESP:GTMPN${body}`));
    expect(mpn?.extra).toMatchObject({ externalPower: true });
    expect(mpn?.alarms).toBeUndefined();
    expect(
      recordsOf(
        push(
          '+RESP:GTBPL,040100,135790246811220,,3.53,0,4.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00,20090214093254,11F0$',
        ),
      )[0],
    ).toMatchObject({ ...fix, alarms: ['low_battery'], batteryV: 3.53 });
  });

  it('reads harsh braking (GTHBM type 0) and the device information (GTINF)', () => {
    expect(
      recordsOf(
        push(
          '+RESP:GTHBM,040100,135790246811220,,,10,1,1,4.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00,2000.0,20090214093254,11F0$',
        ),
      )[0]?.alarms,
    ).toEqual(['harsh_braking']);
    // Motion state 16 (towed, ignition off), RSSI 16 of 31, external power on, backup battery 4.4 V.
    expect(
      push(
        '+RESP:GTINF,040100,135790246811220,,16,898600810906F8048812,16,0,1,,0,4.4,0,0,0,0,20090214013254,13000,00,00,+0800,0,20090214093254,11F0$',
      ),
    ).toEqual([
      {
        type: 'heartbeat',
        id: '135790246811220',
        record: {
          ignition: false,
          gsmSignalPct: 52,
          batteryV: 4.4,
          extra: { motionState: '16', iccid: '898600810906F8048812', externalPower: true },
        },
        ack: expect.any(Uint8Array),
      },
    ]);
  });
});

describe('Queclink GT500 reports [gt500]', () => {
  it('answers the heartbeat with its protocol version and count', () => {
    const events = push('+ACK:GTHBD,070002,135790246811220,,20100214093254,11F0$');
    expect(events).toMatchObject([{ type: 'heartbeat', id: '135790246811220' }]);
    expect(ackOf(events)).toBe('+SACK:GTHBD,070002,11F0$');
  });

  it('keeps a power-on report (GTPNA) at its send time, and a buffered GTFRI as history', () => {
    expect(recordsOf(push('+RESP:GTPNA,070002,135790246811220,,20100214093254,11F0$'))).toEqual([
      {
        time: new Date('2010-02-14T09:32:54Z'),
        valid: false,
        extra: { devicePower: true, report: 'GTPNA' },
      },
    ]);
    const [buffered] = recordsOf(
      push(
        '+BUFF:GTFRI,020102,135790246811220,,0,0,1,1,4.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00,,20090214093254,11F0$',
      ),
    );
    expect(buffered).toMatchObject({ ...fix, valid: true, extra: { buffered: true, report: 'GTFRI' } });
  });
});
