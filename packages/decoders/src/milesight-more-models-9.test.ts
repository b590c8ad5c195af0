import { describe, expect, it } from 'vitest';
import { run } from './test-support/decode-helpers.ts';
import { milesightCases10 } from './test-support/milesight-decoder-examples-10.ts';
import { readingsOf } from './test-support/tracker-cases.ts';

// WT201 v2 and WT211 against what Milesight's own decoders give for the same bytes
// (test-support/milesight-decoder-examples-10.ts, where the sources are named: Milesight-IoT/
// SensorDecoders e79c9d8b wt-series/wt201-v2/wt201-v2-decoder.js, RAW_VALUE 1, and wt-series/
// wt211/wt211-decoder.js, the same decoder with RAW_VALUE 0): our fields are the decoder's output
// (or `ours`), our readings and warnings as listed. Where `ours` differs, on purpose:
// - a settings reply of the ff / fe and f8 / f9 records: the raw number (or hex), as every
//   Milesight model's replies (formats/milesight-replies.ts), where the decoder prints its word,
//   object or scaled value (ff 8e { time }, ff eb { unit }, f9 05 { enable, time }, f8 64 27 for
//   270); those that print the thermostat's own state fields (ff b6, c2, fa, fb, f9 / f8 45) and
//   ff 03 (the outside temperature, °C) are read as the decoder does;
// - so the set point replies (f9 64-75 ...) get no Fahrenheit / Celsius copies, which the
//   decoder's processTemperature adds to them as it does to 03 67's ambient_temperature (kept);
// - a refused f8 reply's `result` is the word ("forbidden") for both models, where the WT201 v2's
//   decoder prints the number under RAW_VALUE.

describe.each(Object.entries(milesightCases10))('%s', (modelId, cases) => {
  it.each(cases.map((item) => [item.name, item] as const))('%s', (_name, item) => {
    const result = run(modelId, 85, item.hex);
    expect(result.fields).toStrictEqual(item.ours ?? item.output);
    const readings = Object.fromEntries(
      result.readings.map((reading) => [
        reading.time === undefined ? reading.field : `${reading.field}@${reading.time}`,
        reading.value,
      ]),
    );
    expect(readings).toStrictEqual(item.readings);
    expect(result.warnings).toEqual(item.warnings);
  });
});

describe('WT201 v2 / WT211', () => {
  it('the same bytes give the same readings on both, the WT211 printing words where the WT201 v2 prints numbers', () => {
    for (const item of milesightCases10['milesight-iot/wt201v2'] ?? []) {
      expect(run('milesight-iot/wt211', 85, item.hex).readings).toStrictEqual(
        run('milesight-iot/wt201v2', 85, item.hex).readings,
      );
    }
    expect(run('milesight-iot/wt201v2', 85, '83670a0109').fields).toStrictEqual({
      temperature: 26.6,
      temperature_alarm: 9,
    });
    expect(run('milesight-iot/wt211', 85, '83670a0109').fields).toStrictEqual({
      temperature: 26.6,
      temperature_alarm: 'threshold alarm',
    });
  });

  it('a fan status the decoder has no entry for is "unknown", with a warning', () => {
    // wt201-v2-decoder.js throws (its status table has 4 entries, its index 3 bits): 06 e8 11 is
    // mode on, status 4.
    const result = run('milesight-iot/wt201v2', 85, '06e811096850');
    expect(result.fields).toStrictEqual({
      fan_mode_setting: { mode: 'always on', status: 'unknown', mode_value: 3 },
      humidity: 40,
    });
    expect(readingsOf(result)).toStrictEqual({ humidity: 40 });
    expect(result.warnings).toEqual(['unknown fan status 4']);
  });

  it('a fan mode reply the decoder has no entry for is "unknown", with a warning', () => {
    // wt211-decoder.js throws on ff b6 03 (its reply table has 3 entries).
    const result = run('milesight-iot/wt211', 85, 'ffb603');
    expect(result.fields).toStrictEqual({ fan_mode_setting: { mode: 'unknown' } });
    expect(result.warnings).toEqual(['unknown fan_mode_setting reply 3']);
  });

  it('a history record without a clock keeps its values in the fields, not as readings', () => {
    // The fields are wt211-decoder.js's output for these bytes (e79c9d8b).
    const result = run('milesight-iot/wt211', 85, '20ce00000000a100dc00ffff0c0174');
    expect(result.fields.history).toStrictEqual([
      {
        timestamp: 0,
        system_status: 'on',
        fan_mode: 'auto',
        fan_status: 'standby',
        temperature_control_mode: 'em heat',
        temperature_control_status: 'stage-1 heat',
        target_temperature: 22,
        temperature: 26.8,
        humidity: 58,
      },
    ]);
    expect(result.readings).toEqual([]);
    expect(result.warnings).toEqual([
      'history record has no valid timestamp (0); its values are not stored as readings',
    ]);
  });

  it('an unknown record or a cut one keeps the records before it, with a warning', () => {
    // The decoder stops at an unknown channel without a word (its loop's `break`).
    const unknown = run('milesight-iot/wt201v2', 85, '0367f500096850aa01');
    expect(readingsOf(unknown)).toStrictEqual({ temperature: 24.5, humidity: 40 });
    expect(unknown.warnings).toEqual(['unknown channel 0xAA 0x01 at byte 7: 2 bytes not decoded']);
    const cut = run('milesight-iot/wt211', 85, '0367f5000968');
    expect(readingsOf(cut)).toStrictEqual({ temperature: 24.5 });
    expect(cut.warnings).toEqual([
      'payload truncated: channel 0x09 0x68 at byte 4 needs 3 bytes, has 2; not decoded',
    ]);
  });

  it('an equipment alarm (freeze protection) is no threshold alarm; an unknown alarm code warns', () => {
    expect(readingsOf(run('milesight-iot/wt211', 85, '8367140007'))).toStrictEqual({ temperature: 2 });
    const unknown = run('milesight-iot/wt211', 85, '836714000b');
    expect(unknown.fields.temperature_alarm).toBe('unknown');
    expect(readingsOf(unknown)).toStrictEqual({ temperature: 2 });
    expect(unknown.warnings).toEqual(['unknown temperature_alarm value 11; not stored']);
  });
});
