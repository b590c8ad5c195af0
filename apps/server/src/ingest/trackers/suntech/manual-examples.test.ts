import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { suntechCodec } from './codec.ts';

// The vendor's worked examples not already replayed by codec.test.ts (which has Traccar's vectors,
// among them the ST300 manual's own STT example `ST300STT;100850000;01;010;20081017;…`).
// [st3340] Suntech ST3340 User Manual, 4-11-1 Status Request (the easymanua.ls transcript, p. 20);
// [st3310] Suntech ST3310 User Manual, 3 Protocol Construction and 4-11-1/4-11-2 (manualshelf, p. 4, 20);
// [st3330] Suntech ST3330 User Manual, 4-11-4 ACK of Emergency (manualshive, p. 22);
// [st300] Suntech ST300/340 Operation Manual LATAM, rev. 1.41 (26 May 2015): 6-4-1 ALT field list,
//   the ALERT_ID table (as the ST300H's, quoted by Wialon's device page), 6-8 DEX, 7-3 Reset.
// The ST300 manual's transcript drops the latitude from its other report examples
// (`…;00129;+37.126.885815;…`), so they are not replayed; its 7-2 StatusReq answer has the ST33x0
// layout below (SW_VER right after DEV_ID), which the same fix reads under an ST300 header.

const decode = (line: string): TrackerEvent[] =>
  suntechCodec.createStream().push(Buffer.from(`${line}\r`, 'latin1'));
const recordOf = (line: string): TrackerRecord & { id: string } => {
  const events = decode(line);
  const found = events.find((e) => e.type === 'records');
  if (found?.type !== 'records') throw new Error(`no records: ${JSON.stringify(events)}`);
  return { ...(found.records[0] as TrackerRecord), id: found.id as string };
};

describe('Suntech ST33x0 reports: a four-digit model and no MODEL field [st3340, st3310]', () => {
  // HDR, DEV_ID (6 digits), SW_VER, DATE, TIME, CELL, LAT, LON, SPD km/h, CRS, SATT, FIX, DIST m,
  // PWR_VOLT, I/O (ignition, in 1-3, out 1-2), MODE, MSG_NUM.
  const body =
    ';850000;010;20090724;07:12:16;00129;+37.479995;+126.885815;000.029;000.00;7;1;0;15.33;100000;2;0002';

  it('reads the StatusReq answer (fixed: was refused, the header not matching a 3-digit model)', () => {
    for (const model of ['ST3340', 'ST3310']) {
      const events = decode(`${model}STT${body}`);
      expect(events[0]).toEqual({ type: 'login', id: '850000', form: model });
      expect(recordOf(`${model}STT${body}`)).toMatchObject({
        id: '850000',
        time: new Date('2009-07-24T07:12:16Z'),
        valid: true,
        lat: 37.479995,
        lon: 126.885815,
        speedKmh: 0.029,
        course: 0,
        satellites: 7,
        odometerM: 0,
        externalPowerV: 15.33,
        ignition: true,
        inputs: 0,
        outputs: 0,
        extra: { report: 'STT', firmware: '010', mode: 2, index: 2 },
      });
    }
  });

  it("takes the ST33x0 command answers (CMD;Res) as results, and writes commands with the unit's prefix", () => {
    expect(decode('ST3310CMD;Res;850000;010;Reset')).toEqual([
      { type: 'login', id: '850000', form: 'ST3310' },
      { type: 'command_result', id: '850000', text: 'ST3310CMD;Res;850000;010;Reset' },
    ]);
    expect(decode('ST3330CMD;Res;850000;010;AckEmerg').at(-1)).toEqual({
      type: 'command_result',
      id: '850000',
      text: 'ST3330CMD;Res;850000;010;AckEmerg',
    });
    const command = suntechCodec.encodeCommand({
      name: 'position_single',
      text: '',
      id: '850000',
      serial: 1,
      form: 'ST3340',
    });
    expect(Buffer.from(command).toString('latin1')).toBe('ST3340CMD;850000;02;StatusReq\r');
  });
});

describe('Suntech ST300 answers [st300]', () => {
  it('takes the Reset answer (7-3) and the DEX answer (6-8) as command results', () => {
    expect(decode('ST300CMD;Res;100850000;010;Reset').at(-1)).toEqual({
      type: 'command_result',
      id: '100850000',
      text: 'ST300CMD;Res;100850000;010;Reset',
    });
    expect(decode('ST300DEX;Res;100850000;010;25;012345;2F').at(-1)).toEqual({
      type: 'command_result',
      id: '100850000',
      text: 'ST300DEX;Res;100850000;010;25;012345;2F',
    });
  });

  it('writes the Reset command of 7-3 as a custom command', () => {
    const command = suntechCodec.encodeCommand({
      name: 'custom',
      text: 'Reset',
      id: '100850000',
      serial: 1,
      form: 'ST300',
    });
    expect(Buffer.from(command).toString('latin1')).toBe('ST300CMD;100850000;02;Reset\r');
  });
});

describe('Suntech ALERT_ID table → alarms [st300]', () => {
  // One ALT with MODEL, then the field list of 6-4-1: the alert id follows the I/O, then H_METER,
  // BCK_VOLT, MSG_TYPE. Positions are the document's STT example values.
  const alt = (id: number) =>
    `ST300ALT;100850000;01;010;20081017;07:41:56;00100;+37.478519;+126.886819;000.012;000.00;9;1;0;15.30;001100;${id};0;4.5;1`;
  const table: [id: number, meaning: string, alarms: string[] | undefined][] = [
    [1, 'Start driving faster than SPEED_LIMIT', ['overspeed']],
    [2, 'Ended over-speed condition', undefined],
    [5, 'Exited the geo-fenced area', ['geofence_exit']],
    [6, 'Entered the geo-fenced area', ['geofence_enter']],
    [14, 'The vehicle battery goes down to a very low level', ['low_external_power']],
    [15, 'Shocked', ['vibration']],
    [16, 'Collision has occurred to the vehicle', ['accident']],
    [33, 'Ignition ON', undefined],
    [41, 'Disconnected from the Main Power source', ['power_cut']],
    [46, 'Fast acceleration (Driver Pattern Analysis)', ['harsh_acceleration']],
    [47, 'Harsh braking (Driver Pattern Analysis)', ['harsh_braking']],
    // Fixed: was no alarm.
    [49, 'Over speed (Driver Pattern Analysis)', ['overspeed']],
  ];

  it.each(table)('alert %i (%s)', (id, _meaning, alarms) => {
    const record = recordOf(alt(id));
    expect(record.alarms).toEqual(alarms);
    expect(record.extra?.alert).toBe(id);
    // DIST in metres, PWR_VOLT in volts, I/O `001100` (ignition, in 1-3, out 1-2): inputs 2 and 3
    // grounded; BCK_VOLT in volts; MSG_TYPE 1, real time.
    expect(record).toMatchObject({
      time: new Date('2008-10-17T07:41:56Z'),
      odometerM: 0,
      externalPowerV: 15.3,
      ignition: false,
      inputs: 0b110,
      outputs: 0,
      batteryV: 4.5,
      satellites: 9,
    });
    expect(record.extra?.buffered).toBeUndefined();
  });

  it('keeps main power back (40) and jamming (50) by name', () => {
    expect(recordOf(alt(40)).extra?.alarm).toBe('power_restored');
    expect(recordOf(alt(50)).extra?.alarm).toBe('jamming');
  });
});
