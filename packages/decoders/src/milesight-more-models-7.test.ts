import { describe, expect, it } from 'vitest';
import { errorOf, run } from './test-support/decode-helpers.ts';
import { milesightCases8 } from './test-support/milesight-decoder-examples-8.ts';
import { readingsOf } from './test-support/tracker-cases.ts';

// EM300-DI-HALL, WTS506, WT102 and UC11-T1 against what Milesight's own decoders give for the same
// bytes (test-support/milesight-decoder-examples-8.ts, where the sources are named: Milesight-IoT/
// SensorDecoders e79c9d8b em-series/em300-di-hall/em300-di-hall-decoder.js, wts-series/wts506/
// wts506-decoder.js, wt-series/wt102/wt102-decoder.js, uc-series/uc11-t1/uc11-t1-decoder.js, and
// the models' README.md examples): our fields are the decoder's output (or `ours`), our readings and
// warnings as listed. Where `ours` differs, on purpose:
// - a settings reply of the ff / fe records (EM300-DI-HALL `gpio_mode`, WTS506 `power_on_run_mode`):
//   the raw number, as every Milesight model's replies (formats/milesight-replies.ts), where the
//   decoder prints its word ("digital", "keep");
// - an infinite or NaN water float (EM300-DI-HALL 05 E1): null with a warning, where the decoder's
//   readFloatLE prints 3.4e38 for 0x7F800000, as for the EM300-DI;
// - the WT102's target temperature resolution (65 01, 0: 0.5 °C, 1: 1 °C): the byte alone, where
//   wt102-decoder.js's processTemperature gives the enumeration °F / °C copies too (34 and 1 for 1);
// - a WT102 command reply (EF): the queried id in hex (`60`), where the decoder names it from its
//   command table (`temperature_unit`), as for the WT303.
// The WTS506's `rainfall_total` is the rain accumulated since its accumulation phase began (WTS
// series user guide 5.2), a running total: a field, not our rainfall_mm (one period's rain).

describe.each(Object.entries(milesightCases8))('%s', (modelId, cases) => {
  it.each(cases.map((item) => [item.name, item] as const))('%s', (_name, item) => {
    const result = run(modelId, 85, item.hex);
    expect(result.fields).toStrictEqual(item.ours ?? item.output);
    expect(readingsOf(result)).toStrictEqual(item.readings);
    expect(result.warnings).toEqual(item.warnings);
  });
});

describe('EM300-DI-HALL beside the EM300-DI', () => {
  const history = '21CE9E744663FB00780501010000000000000000';

  it("reads no temperature or humidity from the history bytes the EM300-DI's has them in", () => {
    expect(readingsOf(run('milesight-iot/em300-di', 85, history))).toStrictEqual({
      'temperature@2022-10-12T08:02:38.000Z': 25.1,
      'humidity@2022-10-12T08:02:38.000Z': 60,
      'digital_inputs@2022-10-12T08:02:38.000Z': 1,
    });
    expect(readingsOf(run('milesight-iot/em300-di-hall', 85, history))).toStrictEqual({
      'digital_inputs@2022-10-12T08:02:38.000Z': 1,
    });
  });

  it("refuses the EM300-DI's old 20 CE history (em300-di-hall-decoder.js stops there too)", () => {
    const old = '20CE9E744663FB0078010100000000';
    expect(run('milesight-iot/em300-di', 85, old).fields.history).toHaveLength(1);
    expect(errorOf(() => run('milesight-iot/em300-di-hall', 85, old)).kind).toBe('invalid_payload');
  });
});

describe('WTS506', () => {
  it('a history record whose timestamp is 0 keeps its fields and stores no reading', () => {
    const result = run('milesight-iot/wts506', 85, '21CE00000000FF00794F27BA043200EA840100');
    expect(result.fields.history).toStrictEqual([
      {
        timestamp: 0,
        temperature: 25.5,
        humidity: 60.5,
        pressure: 1006.3,
        wind_direction: 121,
        wind_speed: 5,
        rainfall_total: 995.62,
      },
    ]);
    expect(result.readings).toEqual([]);
  });

  it('a record cut short is not read', () => {
    // wts506-decoder.js prints wind_speed 0.1 for 07 92 01, reading past the end of the payload.
    const result = run('milesight-iot/wts506', 85, '017564079201');
    expect(readingsOf(result)).toStrictEqual({ battery_pct: 100 });
    expect(result.warnings).toEqual([
      'payload truncated: channel 0x07 0x92 at byte 3 needs 4 bytes, has 3; not decoded',
    ]);
  });
});

describe('WT102', () => {
  it('an id the decoder does not know keeps the records before it', () => {
    // wt102-decoder.js throws "unknown command: 32" for the whole uplink, its battery too.
    const result = run('milesight-iot/wt102', 85, '0064200101');
    expect(result.fields).toStrictEqual({ battery: 100 });
    expect(readingsOf(result)).toStrictEqual({ battery_pct: 100 });
    expect(result.warnings).toEqual(['unknown record 0x20 at byte 2: 3 bytes not decoded']);
  });

  it('a record cut short is not read', () => {
    // wt102-decoder.js prints temperature 0.12 for 01 0C, reading past the end of the payload.
    const result = run('milesight-iot/wt102', 85, '0064010C');
    expect(readingsOf(result)).toStrictEqual({ battery_pct: 100 });
    expect(result.warnings).toEqual([
      'payload truncated: record 0x01 at byte 2 needs 3 bytes, has 2; not decoded',
    ]);
  });

  it('a payload with only an unknown id is refused', () => {
    expect(errorOf(() => run('milesight-iot/wt102', 85, '2001')).message).toBe(
      'milesight-iot/wt102: unknown record 0x20 at byte 0: 2 bytes not decoded',
    );
  });

  it("a history entry's readings are at its own time, the live ones at the uplink's", () => {
    const result = run('milesight-iot/wt102', 85, '0064ED009E744663010C09');
    expect(result.readings).toEqual([
      { field: 'battery_pct', value: 100 },
      { field: 'temperature', value: 23.16, time: '2022-10-12T08:02:38.000Z' },
    ]);
  });
});
