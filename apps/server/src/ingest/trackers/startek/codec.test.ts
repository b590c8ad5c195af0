import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { startekCodec } from './codec.ts';
import { parsePosition } from './position.ts';
import { traccarVectors } from './test/traccar-vectors.ts';

// Sources:
// [traccar] traccar/traccar src/test/java/org/traccar/protocol/StartekProtocolDecoderTest.java at
//   296395d14ce7f1a3620a621f00cd493c8cf49aca, every vector in test/traccar-vectors.ts, with Traccar's
//   assertions (driver ids, hours 9490000 ms, fuel consumption 1.1, no fuel level, result "OK"); the
//   other values read by the field list of StartekProtocolDecoder's PATTERN_POSITION.
// [traccar-frame] StartekFrameDecoder.java and StartekFrameDecoderTest.java (bb8ff944): the length
//   counts from the comma after it to the end of the content; the 710 frame read whole.
// [traccar-enc] StartekProtocolEncoderTest.java (5505721e): engine stop for unit 123456789012345 is
//   `$$:24,123456789012345,900,1,19F\r\n`.
// [doc] iStartek GPS tracker communication protocol V2.2 (2024-12-07), its example report
//   `&&A147,021104023195429,000,0,,180106093046,…` (Traccar's vector too) and the field descriptions
//   found of it: LAC 0x27B3, CI 0x0EA7, CSQ 27, system status 0000000F (bit 2 GPS valid, bit 3
//   external power), input status 02 (input 2 triggered), ext-V 0x04E2 = 12.50 V.

function decode(data: string): TrackerEvent[] {
  return startekCodec.createStream().push(Buffer.from(data, 'latin1'));
}

const vector = (start: string) => {
  const found = traccarVectors.find((v) => v.data.startsWith(start));
  if (!found) throw new Error(`no vector ${start}`);
  return found.data;
};

function recordOf(data: string): TrackerRecord {
  const event = decode(data).find((e) => e.type === 'records');
  if (event?.type !== 'records') throw new Error(`no records: ${JSON.stringify(decode(data))}`);
  expect(event.records).toHaveLength(1);
  return event.records[0] as TrackerRecord;
}

describe('iStartek: every Traccar vector [traccar]', () => {
  it('gives each vector the outcome Traccar does, the document’s example refused for its length', () => {
    const outcome: Record<string, number> = {};
    for (const v of traccarVectors) {
      const events = decode(v.data);
      const what = events.map((e) => (e.type === 'bad_frame' ? `bad_${e.reason}` : e.type)).join('+');
      outcome[`${v.traccar}:${what}`] = (outcome[`${v.traccar}:${what}`] ?? 0) + 1;
    }
    // 15 vectors: 13 reports (000) and 1 adapter message (710) stored, 1 answer (129, OK); the
    // document's example [doc] says 147 characters where it has 158, and its checksum does not fit:
    // Traccar's own frame decoder cuts it as we do [traccar-frame], its decoder test passes it whole.
    expect(outcome).toEqual({
      'attribute:login+records': 5,
      'position:login+records': 7,
      'attributes:login+heartbeat': 1,
      'attribute:login+command_result': 1,
      'position:bad_malformed+bad_malformed': 1,
    });
  });

  it('reads a report with a driver’s id (event 131) [traccar: driverUniqueId "3100  1  61000541  10800  ?"]', () => {
    const r = recordOf(vector('&&L171'));
    expect(r).toMatchObject({
      time: new Date('2024-12-09T06:33:02Z'),
      valid: true,
      speedKmh: 0,
      course: 0,
      altitude: 67,
      satellites: 14,
      hdop: 0.9,
      odometerM: 1560,
      gsmSignalPct: 100,
      ignition: true,
      inputs: 2,
      outputs: 0,
      externalPowerV: 12.51,
      batteryV: 3.69,
      extra: {
        event: 0,
        system: 0xbd,
        mcc: 520,
        mnc: 4,
        lac: 0xa418,
        cellId: 0x008aac3f,
        adc1: 0,
        adc2: 0,
        driverUniqueId: '3100  1  61000541  10800  ?',
      },
    });
    expect(r.lat).toBeCloseTo(13.809656, 6);
    expect(r.lon).toBeCloseTo(100.558255, 6);
  });

  it('reads the engine’s running time, the OBD values, fuel sensors and driver events [traccar]', () => {
    // Traccar's hours 9490000 (ms): 9490 s.
    expect(recordOf(vector('&&s148')).extra).toMatchObject({ event: 37, engineSeconds: 9490 });
    const obd = recordOf(vector('&&x164')).extra;
    expect(obd).toMatchObject({
      rpm: 686,
      engineLoad: 33,
      airPressure: 44,
      airTemp: 59,
      throttle: 14,
      coolantTemp: 84,
      fuelConsumption: 1.1,
    });
    expect(obd).not.toHaveProperty('airFlow');
    expect(obd).not.toHaveProperty('fuelLevelPct');
    const fuel = recordOf(vector('&&R187')).extra;
    expect(fuel).toMatchObject({ fuel1: 0, fuel2: 0, rpm: 853 });
    expect(fuel).not.toHaveProperty('fuelLevelPct');
    expect(recordOf(vector('&&a152')).extra).toMatchObject({ event: 53, driverUniqueId: '8F5300' });
  });

  it('keeps an invalid fix unplaced and maps the alarm events [traccar]', () => {
    const v = recordOf(vector('&&o142'));
    expect(v).toMatchObject({ time: new Date('2021-11-11T07:08:26Z'), valid: false, altitude: 1412 });
    expect(recordOf(vector('&&X152'))).toMatchObject({
      time: new Date('2021-09-07T16:38:33Z'),
      alarms: ['power_cut'],
      speedKmh: 0,
      course: 275,
    });
    expect(recordOf(vector('&&X152')).lon).toBeCloseTo(-67.880423, 6);
    expect(recordOf(vector('&&o125'))).toMatchObject({ externalPowerV: 4.82, batteryV: 4.13 });
  });

  it('takes a command’s answer as its result [traccar: result "OK"]', () => {
    expect(decode(vector('&&:23'))).toEqual([
      { type: 'login', id: '860262050015424' },
      { type: 'command_result', id: '860262050015424', text: 'OK' },
    ]);
  });

  it('keeps a truck adapter’s values (710), the unavailable ones left out [traccar]', () => {
    const [, state] = decode(vector('&&\\546'));
    expect(state).toMatchObject({
      type: 'heartbeat',
      id: '865491061145970',
      record: {
        ignition: true,
        externalPowerV: 0,
        odometerM: 0,
        extra: { rpm: 0, fuel: 0, coolantTemp: 0, torque: 0, oilPressure: 0, hours: 0, fuelConsumption: 0 },
      },
    });
    expect(state?.type === 'heartbeat' && state.record?.extra).not.toHaveProperty('fuelUsed');
  });

  it('reads the document’s example report field by field [doc, traccar]', () => {
    const example = vector('&&A147');
    // As Traccar's decoder test reads it: the content after the type, without the last two characters.
    const content = example.slice(example.indexOf(',000,') + 5, -4);
    expect(parsePosition(content)).toMatchObject({
      time: new Date('2018-01-06T09:30:46Z'),
      valid: true,
      satellites: 8,
      hdop: 0.9,
      speedKmh: 54,
      course: 86,
      altitude: 76,
      odometerM: 326781,
      gsmSignalPct: 87,
      ignition: true,
      inputs: 2,
      outputs: 1,
      externalPowerV: 12.5,
      batteryV: 3.96,
      externalTemperatureC: 31.7,
      extra: {
        system: 0x0f,
        mcc: 460,
        mnc: 0,
        lac: 0x27b3,
        cellId: 0x0ea7,
        adc1: 4.56,
        adc2: 0,
        fuel1: 120,
        temp1: 31.7,
        temp2: -30.9,
      },
    });
  });
});

describe('iStartek framing', () => {
  const report = () => vector('&&l141');

  it('takes frames split anywhere, glued together, after line noise', () => {
    const stream = startekCodec.createStream();
    const bytes = Buffer.from(`\r\n${report()}${vector('&&y139')}`, 'latin1');
    const events = [...stream.push(bytes.subarray(0, 50)), ...stream.push(bytes.subarray(50))];
    expect(events.map((e) => e.type)).toEqual(['login', 'records', 'login', 'records']);
    expect(stream.buffered()).toBe(0);
  });

  it('counts a frame whose checksum is wrong and goes on with the next', () => {
    const damaged = report().replace('22.678598', '22.678599');
    const events = decode(damaged + vector('&&y139'));
    expect(events[0]).toEqual({
      type: 'bad_frame',
      reason: 'checksum',
      detail: 'checksum 0x00C0, expected 0x00C1',
    });
    expect(events.slice(1).map((e) => e.type)).toEqual(['login', 'records']);
  });

  it('refuses a frame announcing more than the limit without holding it', () => {
    const stream = startekCodec.createStream();
    expect(stream.push(Buffer.from('&&A9999,', 'latin1'))).toMatchObject([
      { type: 'bad_frame', reason: 'too_long' },
    ]);
    expect(stream.buffered()).toBe(0);
  });
});

describe('iStartek commands [traccar-enc]', () => {
  const encode = (name: string, text = '', id = '123456789012345') =>
    Buffer.from(startekCodec.encodeCommand({ name, text, id, serial: 1 })).toString('latin1');

  it('writes engine stop as Traccar does, and a typed command in the same frame', () => {
    expect(encode('engine_stop')).toBe('$$:24,123456789012345,900,1,19F\r\n');
    expect(encode('custom', '900,1,1')).toBe('$$:24,123456789012345,900,1,19F\r\n');
    expect(encode('engine_resume')).toBe('$$:24,123456789012345,900,1,09E\r\n');
  });

  it('refuses what is not a command, and a unit without an IMEI', () => {
    expect(() => encode('custom', 'hello')).toThrow(/three-digit code/);
    expect(() => encode('custom', '900,1,\r\n1')).toThrow(/three-digit code/);
    expect(() => encode('reboot')).toThrow(/no command/);
    expect(() => encode('engine_stop', '', 'MSG00002')).toThrow(/IMEI/);
  });

  it('points the unit at the server in words, there being no documented SMS at hand', () => {
    expect(startekCodec.setupSms).toBeUndefined();
    expect(startekCodec.setupSteps?.('trackers.example.com', 5222)).toContain(
      'trackers.example.com, port 5222',
    );
  });
});
