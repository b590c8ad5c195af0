import { describe, expect, it } from 'vitest';
import { findDecoder } from './registry.ts';
import { errorOf, run } from './test-support/decode-helpers.ts';
import { milesightTs30xCasesV2 } from './test-support/milesight-ts30x-v2-examples.ts';
import { readingsOf } from './test-support/tracker-cases.ts';

// The TS301 and TS302 on the v2 firmware against what Milesight's own v2 decoders give for the same
// bytes (test-support/milesight-ts30x-v2-examples.ts, where the sources are named: SensorDecoders
// e79c9d8b ts-series/ts301-v2, ts302-v2): our fields are the decoder's output, our readings and
// warnings as listed. v2's history record puts the humidity where v1's has the temperature and v2's
// alarm byte 0 is an alarm where v1's is the release, and most v2 uplinks look like v1's, so v2 is a
// model of its own (milesight-iot/ts301v2, ts302v2). The v1 models store nothing of an uplink that
// shows it is v2's; what ts301-decoder.js / ts302-decoder.js (the v1 decoders, same commit) print for
// those bytes is quoted with each case.

const SEP8 = '2023-09-08T03:53:43.000Z';

describe.each(Object.entries(milesightTs30xCasesV2))('%s', (modelId, cases) => {
  it.each(cases.map((item) => [item.name, item] as const))('%s', (_name, item) => {
    const result = run(modelId, 85, item.hex);
    expect(result.fields).toStrictEqual(item.ours ?? item.output);
    expect(readingsOf(result)).toStrictEqual(item.readings);
    expect(result.warnings).toEqual(item.warnings);
  });
});

describe('a v2 uplink given to the v1 model', () => {
  const refused = (v2Model: string) =>
    `the v2 firmware's uplink: no reading stored (its model is ${v2Model})`;

  it("stores no -99.9 °C alarm of a v2 history record's -999 (no humidity) word", () => {
    // ts301-decoder.js: history [{ timestamp: 1694145223, temperature: -99.9,
    // temperature_alarm: "threshold_alarm" }]; ts301-v2-decoder.js: temperature 30 with its alarm.
    const result = run('milesight-iot/ts301', 85, '20CEC79AFA641019FC2C01');
    expect(result.readings).toEqual([]);
    expect(result.warnings).toEqual([
      'history record at 1694145223: value word -999 is a v2 marker (v2 firmware)',
      refused('milesight-iot/ts301v2'),
    ]);
  });

  it("stores no SHT4X probe's humidity as a temperature", () => {
    // ts301-decoder.js: temperature 45 with "threshold_alarm"; ts301-v2-decoder.js: temperature 30
    // (above_threshold_alarm), humidity 45 (period_report).
    const result = run('milesight-iot/ts301', 85, '20CEC79AFA641AC2012C01');
    expect(result.readings).toEqual([]);
    expect(result.warnings?.[0]).toBe('history record at 1694145223: event 10 is no v1 event (v2 firmware)');
  });

  it("warns of v2's periodic history record, of which v1 reads nothing", () => {
    // ts301-decoder.js: history [{ timestamp: 1694145223 }]; ts301-v2-decoder.js: temperature 24.1.
    const result = run('milesight-iot/ts301', 85, '20CEC79AFA64A019FCF100');
    expect(result.fields).toEqual({ history: [{ timestamp: 1694145223 }] });
    expect(result.warnings).toHaveLength(2);
  });

  it('stores no alarm state of an uplink holding a record only v2 sends', () => {
    // ts301-decoder.js: temperature -1, temperature_alarm "threshold_alarm_release", then stops at
    // 03 9A; ts301-v2-decoder.js: "above_threshold_alarm" and humidity 45.
    const result = run('milesight-iot/ts301', 85, '8367F6FF00039AC201');
    expect(result.readings).toEqual([]);
    expect(result.warnings).toEqual([
      'channel 0x03 0x9A at byte 5: a record only the v2 firmware sends; not decoded (v2 firmware)',
      refused('milesight-iot/ts301v2'),
    ]);
  });

  it("refuses the TS302 v2's second probe's history record (21 CE)", () => {
    // ts302-decoder.js prints { battery: 100 } (it stops at 21 CE); ts302-v2-decoder.js: temperature_chn2 25.1.
    const result = run('milesight-iot/ts302', 85, '01756421CEC79AFA64A019FCFB00');
    expect(result.fields).toEqual({ battery: 100 });
    expect(result.readings).toEqual([]);
    expect(result.warnings?.at(-1)).toBe(refused('milesight-iot/ts302v2'));
  });

  it('reads a v1 history record as before', () => {
    // ts-series/ts302/README.md (and ts302-decoder.js): temperature_chn1 -6.7, temperature_chn2 24.6.
    const result = run('milesight-iot/ts302', 85, '20CEC79AFA6444BDFFF600');
    expect(readingsOf(result)).toStrictEqual({
      [`temperature@${SEP8}`]: -6.7,
      [`external_temperature@${SEP8}`]: 24.6,
    });
    expect(result.warnings).toBeUndefined();
  });
});

describe('TS30x v2', () => {
  it("refuses v1's mutation alarm (94 D7), which the v2 decoder stops at", () => {
    // ts302-v2-decoder.js prints {} for the v1 README's 94D70401820002.
    expect(errorOf(() => run('milesight-iot/ts302v2', 85, '94D70401820002')).kind).toBe('invalid_payload');
  });

  it('sets its reporting interval in minutes (ff 8e 00), as ts301-v2-encoder.js does', () => {
    const command = findDecoder('milesight-iot/ts301v2')?.commands?.find(
      (item) => item.kind === 'set_interval',
    );
    expect(command?.encode({ kind: 'set_interval', minutes: 20 })).toEqual(
      Uint8Array.of(0xff, 0x8e, 0x00, 0x14, 0x00),
    );
  });
});
