import { describe, expect, it } from 'vitest';
import { errorOf, run } from './test-support/decode-helpers.ts';
import { readingsOf } from './test-support/tracker-cases.ts';
import { moreModels3CodecExamples } from './test-support/ttn-codec-examples-more-3.ts';

// The models added with more-models-3 (Dragino LMDS200, LDS25-LB, LHT65N-VIB, SW3L-LB, LSN50v2,
// LSN50v2-S31; Netvox R718E, R72615, R72615A; MClimate T-Valve) on their vendors' documented uplinks
// and codec examples (test-support/ttn-codec-examples-more-3.ts, each source named there). Our fields
// are the codec's output without Dragino's Node_type; `readings` are ours, in reading-fields.ts units.
// Frames built to cover each flag, sign and sentinel, decoded by the vendors' decoders, are in
// more-models-3-differential.test.ts and more-models-3-differential-2.test.ts.

const withoutNodeType = (output: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(output).filter(([name]) => name !== 'Node_type'));

describe('the codec examples and vendor decoder outputs of the models added with more-models-3', () => {
  it.each(moreModels3CodecExamples)(
    '$model: $source',
    ({ model, fPort, hex, output, readings, warnings }) => {
      const result = run(model, fPort, hex);
      expect(result.fields).toStrictEqual(withoutNodeType(output));
      expect(readingsOf(result)).toStrictEqual(readings);
      expect(result.warnings).toStrictEqual(warnings);
    },
  );
});

describe('Netvox R718E, r718e-codec.yaml 039d094a', () => {
  it.each([
    ['Startup version report', 6, '011C0064022020120800 00', { SWver: 10, HWver: 2, Datecode: '20201208' }],
    [
      'Configure report response',
      7,
      '811C0000000000000000 00',
      { Cmd: 'ConfigReportRsp', Status: 'Success' },
    ],
    [
      'Read configure report response',
      7,
      '821C0384070801000300 00',
      { Cmd: 'ReadConfigReportRsp', MinTime: 900, MaxTime: 1800, BatteryChange: 0.1, AccelerationChange: 3 },
    ],
    [
      'Set active threshold response',
      7,
      '831C0000000000000000 00',
      { Cmd: 'SetActiveThresholdRsp', Status: 'Success' },
    ],
    [
      'Get active threshold response',
      7,
      '841C0003000200000000 00',
      { Cmd: 'GetActiveThresholdRsp', ActiveThreshold: 3, InActiveThreshold: 2 },
    ],
    [
      'Set restore report response',
      7,
      '871C0000000000000000 00',
      { Cmd: 'SetRestoreReportRsp', Status: 'Success' },
    ],
    [
      'Get restore report response',
      7,
      '881C0100000000000000 00',
      { Cmd: 'GetRestoreReportRsp', RestoreReportSet: 1 },
    ],
  ] as const)('%s: settings, no readings', (_name, port, hex, output) => {
    const result = run('netvox/r718e', port, hex);
    expect(result.fields).toStrictEqual({ Device: 'R718E', ...output });
    expect(result.readings).toStrictEqual([]);
  });

  it('refuses the frame of another device type (an R72615 report) with a warning, not its layout', () => {
    const result = run('netvox/r718e', 6, '0109075A1388FFFFFFFF00');
    expect(result.readings).toStrictEqual([]);
    expect(result.warnings).toStrictEqual([
      "device type 0x09 (R726 Series) is not the R718E's (0x1C): another model's frame; not decoded",
    ]);
  });
});

describe('Netvox R72615 / R72615A, r72615-codec.yaml d246745c and r72615a-codec.yaml ba16c84c', () => {
  it.each(['netvox/r72615', 'netvox/r72615a'])('%s: version report and report settings', (model) => {
    expect(run(model, 6, '01090082042020110500 00').fields).toStrictEqual({
      Device: 'R726 Series',
      SWver: 13,
      HWver: 4,
      Datecode: '20201105',
    });
    expect(run(model, 7, '82090384070800000000 00').fields).toStrictEqual({
      Device: 'R726 Series',
      Cmd: 'ReadConfigReportRsp',
      MinTime: 900,
      MaxTime: 1800,
    });
  });

  it('reads a unit on DC power (battery byte 0x00, as Netvox manuals say) as no battery, without a warning', () => {
    const result = run('netvox/r72615', 6, '0109020000120019FFFF00');
    expect(result.fields).toStrictEqual({
      Device: 'R726 Series',
      Volt: 0,
      PM1_0: 18,
      PM2_5: 25,
      PM10: 'NoSensor',
    });
    expect(readingsOf(result)).toStrictEqual({ pm2_5: 25 });
    expect(result.warnings).toBeUndefined();
  });

  it('reads the wind, the air pressure and the soil probe (report types 0x0C, 0x0D, 0x10)', () => {
    expect(readingsOf(run('netvox/r72615', 6, '01090C5A09C41770015E00'))).toStrictEqual({
      ...{ battery_mv: 9000, low_battery: false },
      temperature: 25,
      humidity: 60,
      wind_speed_ms: 3.5,
    });
    // RA08B manual, Data #2: 0x0001870F is 1001.11 hPa.
    expect(readingsOf(run('netvox/r72615', 6, '01090D5A00B40001870F00'))).toStrictEqual({
      ...{ battery_mv: 9000, low_battery: false },
      wind_direction_deg: 180,
      pressure: 1001.11,
    });
    expect(readingsOf(run('netvox/r72615', 6, '0109105A0BB8FF38012C00'))).toStrictEqual({
      ...{ battery_mv: 9000, low_battery: false },
      soil_moisture: 30,
      soil_temperature: -2,
    });
  });

  it('refuses a frame shorter than the 11 bytes of every Netvox report', () => {
    expect(errorOf(() => run('netvox/r72615a', 6, '0109075A1388')).message).toMatch(/too short/);
  });
});

describe('MClimate T-Valve: the protocol, not the TTN codec', () => {
  it("reads t-valve-codec.yaml 7672f74a's short example 2CC0 as the protocol says: 22 °C water, valve open, 22 °C air", () => {
    // t-valve.js (vendor/mclimate, 6890045e) prints it as flags: {reason: 'keepalive', valveState:
    // false, boxTamper: true, floodDetectionWireState: true, ...}, a layout MClimate's protocol
    // (keep-alive.md) does not describe: the short keep-alive is two temperatures and the valve.
    const result = run('mclimate/t-valve', 2, '2CC0');
    expect(result.fields).toStrictEqual({
      reason: 'keepalive',
      waterTemp: 22,
      valveState: true,
      ambientTemp: 22,
    });
    expect(readingsOf(result)).toStrictEqual({ temperature: 22, external_temperature: 22 });
  });

  it('refuses a payload that is neither keep-alive', () => {
    expect(errorOf(() => run('mclimate/t-valve', 2, '004400')).message).toMatch(/no keep-alive/);
  });

  it('keeps the long keep-alive when an answer after it cannot be read, and says where', () => {
    const result = run('mclimate/t-valve', 2, '00620000A4FF');
    expect(readingsOf(result)).toStrictEqual({ leak: false, tamper: false, battery_mv: 2912 });
    expect(result.warnings).toStrictEqual(['unknown command 0xFF at byte 5: not decoded']);
  });
});

describe('Dragino LSN50v2-S31: two firmware layouts on port 2', () => {
  it('reads a clock in bytes 2-5 as firmware 1.8 and a DS18B20 word there as the older LSN50v2 frame', () => {
    const older = run('dragino/lsn50v2-s31', 2, '0CE400FA01F40200FC0205');
    expect(older.fields).toMatchObject({ TempC1: 25, ADC_CH0V: 0.5, Work_mode: 'IIC', TempC_SHT: 25.2 });
    expect(readingsOf(older)).toStrictEqual({
      battery_mv: 3300,
      external_temperature: 25,
      temperature: 25.2,
      humidity: 51.7,
    });
    const newer = run('dragino/lsn50v2-s31', 2, '0CE4664CCC6C0000FC0205');
    expect(newer.fields).toMatchObject({ Data_time: '2024-05-21 16:31:40', TempC_SHT31: 25.2 });
    expect(readingsOf(newer)).toStrictEqual({ battery_mv: 3300, temperature: 25.2, humidity: 51.7 });
  });
});

describe('Dragino LMDS200', () => {
  it('reads no target (dis1 0) as no distance, with a warning', () => {
    const result = run('dragino/lmds200', 2, '0CE4000000000D');
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3300, threshold_alarm: false });
    expect(result.warnings).toStrictEqual(['dis1 is 0: no target detected']);
  });

  it('leaves out a firmware word with a hex letter, which the decoder prints as NaN', () => {
    const result = run('dragino/lmds200', 5, '0C0A0001FF0CE4');
    expect(result.fields).toStrictEqual({
      Sensor_model: 'LMDS200',
      Fre_band: 'EU868',
      Sub_band: 255,
      Bat: 3.3,
    });
    expect(result.warnings).toStrictEqual(['firmware word 0xa00 is not a version; left out']);
  });

  it('refuses a frame shorter than its 7 bytes', () => {
    expect(errorOf(() => run('dragino/lmds200', 2, '0CE400F301')).message).toMatch(/too short/);
  });
});

describe('Dragino LHT65N-VIB datalog', () => {
  it('decodes the whole entries and leaves out a cut-off one, which the decoder reads past the end as 0', () => {
    // LHT65N-VIB_TTN_Decoder_V1.3.js prints the 4 bytes left as a third entry "(0.000)".
    const result = run('dragino/lht65n-vib', 7, '0CE4000A0014FFF603E8FC18');
    expect(result.fields).toStrictEqual({ Bat_V: 3.3, DATALOG: '[(0.010),(0.020),(-0.010)],' });
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3300 });
    expect(result.warnings).toStrictEqual([
      'accelerations without their own times: kept in the vendor fields only',
      'payload truncated: entry at byte 8 is incomplete; not decoded',
    ]);
  });
});
