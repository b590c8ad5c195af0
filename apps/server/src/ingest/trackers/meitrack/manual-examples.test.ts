import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { meitrackCodec } from './codec.ts';

// The vendor's worked examples not already replayed by codec.test.ts (which has Traccar's frames and
// the A10 and A16 command examples). [t622] MEITRACK T622 GPRS Protocol, V1.2 (Meitrack Group,
// 2017-07-10; the manualshive.com transcript): 1.1 GPRS Command Format, 1.2 the AAA field table,
// 1.5 Event Code, 3.1 A10, 3.2 A11, 3.3 A12, 3.15 A73, 3.16 AAA, 3.31 B99, 3.32 C01. Every frame's
// length and checksum were checked (sum of the bytes up to `*`, mod 256, two hex digits); the codec
// checks them again, so a wrong byte fails the test. The PDF's line breaks inside a frame are joined.

const text = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString('latin1') : undefined);
const push = (frame: string): TrackerEvent[] =>
  meitrackCodec.createStream().push(Buffer.from(frame, 'latin1'));
const recordOf = (frame: string): TrackerRecord => {
  const events = push(frame);
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({ type: 'records', id: '353358017784062' });
  return (events[0] as { records: TrackerRecord[] }).records[0] as TrackerRecord;
};

const imei = { text: '', id: '353358017784062' };

describe('Meitrack AAA reports [t622]', () => {
  it('reads the SOS example (3.16, event 1): time UTC, degrees, km/h, metres, seconds', () => {
    const record = recordOf(
      '$$G127,353358017784062,AAA,1,22.538169,114.075958,100313095653,A,3,21,4,46,5,581,0,148,0|0|10133|4172,0000,166|204|205|2709|878,*77\r\n',
    );
    // 1.2: yymmddHHMMSS; A valid; satellites; GSM 0..31; km/h; degrees; HDOP; metres; metres; seconds.
    expect(record).toMatchObject({
      time: new Date('2010-03-13T09:56:53Z'),
      valid: true,
      lat: 22.538169,
      lon: 114.075958,
      satellites: 3,
      gsmSignalPct: Math.round((21 / 31) * 100),
      speedKmh: 4,
      course: 46,
      hdop: 5,
      altitude: 581,
      odometerM: 0,
      inputs: 0,
      outputs: 0,
      alarms: ['sos'],
      extra: { event: 1, runTimeS: 148, analog: '166|204|205|2709|878' },
    });
  });

  it('takes no cell from a base station field with MCC 0 (fixed: was kept as MCC 0 and LAC 0x10133)', () => {
    const record = recordOf(
      '$$G127,353358017784062,AAA,1,22.538169,114.075958,100313095653,A,3,21,4,46,5,581,0,148,0|0|10133|4172,0000,166|204|205|2709|878,*77\r\n',
    );
    // "0|0|…" names no network; read as hex the LAC was 65843, which no 16-bit LAC can be.
    expect(record.extra).not.toHaveProperty('mcc');
    expect(record.extra).not.toHaveProperty('lac');
    expect(record.extra).not.toHaveProperty('cellId');
  });

  it('reads the A10 answer (3.1, event 34) with a negative altitude', () => {
    const record = recordOf(
      '$$Q128,353358017784062,AAA,34,22.543176,114.078448,100313093738,A,5,22,2,205,5,-14,0,60,0|0|10133|4110,0000,149|153|173|2707|914,*91\r\n',
    );
    expect(record).toMatchObject({
      time: new Date('2010-03-13T09:37:38Z'),
      valid: true,
      lat: 22.543176,
      lon: 114.078448,
      speedKmh: 2,
      course: 205,
      altitude: -14,
      extra: { event: 34, runTimeS: 60 },
    });
    expect(record.alarms).toBeUndefined();
  });

  it('reads the A12 interval report (3.3, event 35) and the heartbeat (3.2, event 31) without a fix', () => {
    const timed = recordOf(
      '$$W129,353358017784062,AAA,35,22.540113,114.076141,100313094354,A,5,22,1,174,4,129,0,435,0|0|10133|4110,0000,166|224|193|2704|916,*BE\r\n',
    );
    expect(timed).toMatchObject({ valid: true, speedKmh: 1, course: 174, hdop: 4, altitude: 129 });
    expect(timed.extra).toMatchObject({ event: 35, runTimeS: 435 });
    expect(timed.alarms).toBeUndefined();
    // 3.2: "A heartbeat packet is to confirm the device is online, and positioning data is invalid."
    const heartbeat = recordOf(
      '$$a131,353358017784062,AAA,31,22.913458,114.083183,080229123628,V,9,23,21,83,1,18,1350,127,0|0|10133|4110,0000,169|181|184|2714|919,*60\r\n',
    );
    expect(heartbeat).toMatchObject({
      time: new Date('2008-02-29T12:36:28Z'),
      valid: false,
      odometerM: 1350,
      extra: { event: 31, runTimeS: 127 },
    });
  });
});

describe('Meitrack event codes → alarms [t622 1.5]', () => {
  // One document frame with its event code replaced, its length unchanged and its checksum recomputed.
  const withEvent = (event: number): string => {
    const body = `,353358017784062,AAA,${event},22.540113,114.076141,100313094354,A,5,22,1,174,4,129,0,435,0|0|10133|4110,0000,166|224|193|2704|916,*`;
    const head = `$$W${body.length + 4}`;
    const sum = [...Buffer.from(head + body, 'latin1')].reduce((a, b) => a + b, 0) & 0xff;
    return `${head}${body}${sum.toString(16).toUpperCase().padStart(2, '0')}\r\n`;
  };
  const table: [code: number, meaning: string, alarms: string[] | undefined][] = [
    [1, 'SOS Pressed', ['sos']],
    [2, 'Input 2 Active (Door Open)', ['door']],
    [17, 'Low Battery', ['low_battery']],
    [18, 'Low External Battery', ['low_external_power']],
    [19, 'Speeding', ['overspeed']],
    [20, 'Enter Geo-fence', ['geofence_enter']],
    [21, 'Exit Geo-fence', ['geofence_exit']],
    [23, 'External Battery Cut', ['power_cut']],
    [22, 'External Battery On', undefined],
    [24, 'GPS Signal Lost', undefined],
    [35, 'Track By Time Interval', undefined],
  ];

  it.each(table)('event %i (%s)', (code, _meaning, alarms) => {
    const record = recordOf(withEvent(code));
    expect(record.extra?.event).toBe(code);
    expect(record.alarms).toEqual(alarms);
  });

  it('reads ignition from inputs 3 active / inactive and the external power from 22 / 23', () => {
    expect(recordOf(withEvent(3)).ignition).toBe(true);
    expect(recordOf(withEvent(11)).ignition).toBe(false);
    expect(recordOf(withEvent(22)).extra?.externalPower).toBe(true);
    expect(recordOf(withEvent(23)).extra?.externalPower).toBe(false);
  });
});

describe('Meitrack commands and answers [t622]', () => {
  it('encodes C01 as 3.32 gives it: speed then one digit per output (ABCDE), 1 = output on', () => {
    const stop = text(meitrackCodec.encodeCommand({ ...imei, name: 'engine_stop', serial: 0 }));
    const resume = text(meitrackCodec.encodeCommand({ ...imei, name: 'engine_resume', serial: 0 }));
    expect(stop).toMatch(/^@@A33,353358017784062,C01,0,12222\*[0-9A-F]{2}\r\n$/);
    expect(resume).toMatch(/^@@A33,353358017784062,C01,0,02222\*[0-9A-F]{2}\r\n$/);
  });

  it('writes the document command examples byte for byte (3.2 A11, 3.3 A12, 3.15 A73, 3.31 B99)', () => {
    // The data identifier is the command's: 'S' = 0x41 + 18, 'V' = +21, 'W' = +22.
    const custom = (textOf: string, serial: number) =>
      text(meitrackCodec.encodeCommand({ ...imei, name: 'custom', text: textOf, serial }));
    expect(custom('A11,10', 18)).toBe('@@S28,353358017784062,A11,10*FD\r\n');
    expect(custom('A12,6', 21)).toBe('@@V27,353358017784062,A12,6*D5\r\n');
    expect(custom('A73,2', 22)).toBe('@@W27,353358017784062,A73,2*D9\r\n');
    // 3.31 B99 (another unit): 'B' = 0x41 + 1.
    const b99 = meitrackCodec.encodeCommand({
      text: 'B99,gprs,get',
      id: '863070010825791',
      name: 'custom',
      serial: 1,
    });
    expect(text(b99)).toBe('@@B34,863070010825791,B99,gprs,get*BC\r\n');
  });

  it('takes the tracker answers as command results (A11, A12, A73 OK; the B99 event list)', () => {
    expect(push('$$S28,353358017784062,A11,OK*FE\r\n')).toEqual([
      { type: 'command_result', id: '353358017784062', text: 'A11,OK' },
    ]);
    expect(push('$$V28,353358017784062,A12,OK*02\r\n')).toEqual([
      { type: 'command_result', id: '353358017784062', text: 'A12,OK' },
    ]);
    expect(push('$$W28,353358017784062,A73,OK*0A\r\n')).toEqual([
      { type: 'command_result', id: '353358017784062', text: 'A73,OK' },
    ]);
    expect(push('$$B33,863070010825791,B99,1,17,18*B5\r\n')).toEqual([
      { type: 'command_result', id: '863070010825791', text: 'B99,1,17,18' },
    ]);
  });
});
