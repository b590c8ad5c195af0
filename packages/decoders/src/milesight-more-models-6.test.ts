import { describe, expect, it } from 'vitest';
import { errorOf, run } from './test-support/decode-helpers.ts';
import { milesightCases7 } from './test-support/milesight-decoder-examples-7.ts';
import { readingsOf } from './test-support/tracker-cases.ts';

// TS601, TS602, WT303 and WT304 against what Milesight's own decoders give for the same bytes
// (test-support/milesight-decoder-examples-7.ts, where the sources are named: Milesight-IoT/
// SensorDecoders e79c9d8b ts-series/ts601/ts601-decoder.js, ts602/ts602-decoder.js, wt-series/
// wt303/wt303-decoder.js, wt304/wt304-decoder.js): our fields are the decoder's output (or `ours`),
// our readings, location and warnings as listed. Where `ours` differs, on purpose:
// - a temperature mutation alarm (08 20): the decoder overwrites the uplink's `temperature` with
//   the alarm's change (`saltation`, 5.5 for a reading of 12.34 °C); ours keeps the temperature the
//   record carries, as its humidity twin (09 20) does in the decoder too;
// - a command reply (EF): the decoder names the queried id from its command table (null for one it
//   does not list); ours keeps the id's bytes in hex (`62`, where wt303-decoder.js prints
//   `reporting_interval`).

describe.each(Object.entries(milesightCases7))('%s', (modelId, cases) => {
  it.each(cases.map((item) => [item.name, item] as const))('%s', (_name, item) => {
    const result = run(modelId, 85, item.hex);
    expect(result.fields).toStrictEqual(item.ours ?? item.output);
    expect(readingsOf(result)).toStrictEqual(item.readings);
    expect(result.location).toStrictEqual(item.location);
    expect(result.warnings).toEqual(item.warnings);
  });
});

describe('where we read the bytes otherwise than the vendor decoder', () => {
  it('TS601: after an id the decoder does not know, no later record is read', () => {
    // ts601-decoder.js skips the unknown 0x20 and reads 01 01 as a battery of 1 %, over the 100 %
    // the uplink's battery record gave.
    const result = run('milesight-iot/ts601', 85, '0164200101');
    expect(result.fields).toStrictEqual({ battery: 100 });
    expect(readingsOf(result)).toStrictEqual({ battery_pct: 100 });
    expect(result.warnings).toEqual(['unknown record 0x20 at byte 2: 3 bytes not decoded']);
  });

  it('TS601: a record cut short is not read', () => {
    // ts601-decoder.js prints temperature 20 for 04 D0 07, reading past the end of the payload.
    const result = run('milesight-iot/ts601', 85, '016404D007');
    expect(result.fields).toStrictEqual({ battery: 100 });
    expect(readingsOf(result)).toStrictEqual({ battery_pct: 100 });
    expect(result.warnings).toEqual([
      'payload truncated: record 0x04 at byte 2 needs 5 bytes, has 3; not decoded',
    ]);
  });

  it('TS601: a payload with only an unknown id is refused', () => {
    // ts601-decoder.js prints battery 0 for 20 01 (01 read past the end).
    expect(errorOf(() => run('milesight-iot/ts601', 85, '2001')).message).toBe(
      'milesight-iot/ts601: unknown record 0x20 at byte 0: 2 bytes not decoded',
    );
  });

  it('WT303: an id the decoder does not know keeps the records before it', () => {
    // wt303-decoder.js throws "unknown command: 32" for the whole uplink, its temperature too.
    const result = run('milesight-iot/wt303', 85, '012909200101');
    expect(result.fields).toStrictEqual({
      temperature: 23.45,
      fahrenheit_temperature: 74.21,
      celsius_temperature: 23.45,
    });
    expect(readingsOf(result)).toStrictEqual({ temperature: 23.45 });
    expect(result.warnings).toEqual(['unknown record 0x20 at byte 3: 3 bytes not decoded']);
  });

  it('WT303: a record cut short is not read', () => {
    // wt303-decoder.js prints humidity 8.8 for the lone 02 58, reading past the end.
    const result = run('milesight-iot/wt303', 85, '0129090258');
    expect(readingsOf(result)).toStrictEqual({ temperature: 23.45 });
    expect(result.warnings).toEqual([
      'payload truncated: record 0x02 at byte 3 needs 3 bytes, has 2; not decoded',
    ]);
  });

  it("WT303: the WT304's records are not the WT303's", () => {
    // wt303-decoder.js throws "unknown command: 126" on 7E (the WT304's fan EC thresholds).
    expect(errorOf(() => run('milesight-iot/wt303', 85, '7E0014')).kind).toBe('invalid_payload');
    expect(run('milesight-iot/wt304', 85, '7E0014').fields).toStrictEqual({
      fan_ec_control_settings: { low_threshold: 20 },
    });
  });

  it('TS601: text that is not UTF-8 keeps the bytes after the bad one', () => {
    // ts601-decoder.js's readString takes 0x82 as the lead byte of a pair and swallows the "+" after
    // it ("A«OK"); ours reads the stray byte as U+FFFD and keeps the "+".
    expect(run('milesight-iot/ts601', 85, 'EB050041822B4F4B').fields).toStrictEqual({
      debugging_commands: { length: 5, content: 'A\uFFFD+OK' },
    });
  });

  it("TS601: the display switch is the TS602's only", () => {
    expect(run('milesight-iot/ts602', 85, '5501').fields).toStrictEqual({
      temperature_humidity_display_switch: { switch: 1 },
    });
    expect(errorOf(() => run('milesight-iot/ts601', 85, '5501')).kind).toBe('invalid_payload');
  });
});
