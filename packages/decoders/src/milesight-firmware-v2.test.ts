import { describe, expect, it } from 'vitest';
import { findDecoder } from './registry.ts';
import { run } from './test-support/decode-helpers.ts';
import { milesightCasesV2 } from './test-support/milesight-decoder-examples-v2.ts';
import { readingsOf } from './test-support/tracker-cases.ts';

// The v2 firmware of the EM320-TH, TS201 and CT101 / CT103 / CT105 against what Milesight's own v2
// decoders give for the same bytes (test-support/milesight-decoder-examples-v2.ts, where the
// sources are named): our fields are the decoder's output, our readings and warnings as listed.
// The EM320-TH and CT10x models read both firmwares; the TS201 v2 is a model of its own
// (milesight-iot/ts201v2, as TTN names it) since its history record is not the TS201's.

describe.each(Object.entries(milesightCasesV2))('%s', (modelId, cases) => {
  it.each(cases.map((item) => [item.name, item] as const))('%s', (_name, item) => {
    const result = run(modelId, 85, item.hex);
    expect(result.fields).toStrictEqual(item.ours ?? item.output);
    expect(readingsOf(result)).toStrictEqual(item.readings);
    expect(result.warnings).toEqual(item.warnings);
  });
});

describe('one EM320-TH model for both firmwares', () => {
  it("reads v1's 7-byte history record as em320-th-decoder.js does", () => {
    // em-series/em320-th/README.md, and em320-th-decoder.js: humidity 46.5 (0x5D / 2). The v2
    // README repeats these bytes, yet em320-th-v2-decoder.js reads 9 bytes and prints humidity 9.3,
    // record_type "unknown": the example is v1's layout.
    const result = run('milesight-iot/em320-th', 85, '20CE9E74466310015D');
    expect(result.fields.history).toEqual([{ timestamp: 1665561758, temperature: 27.2, humidity: 46.5 }]);
    expect(readingsOf(result)).toStrictEqual({
      'temperature@2022-10-12T08:02:38.000Z': 27.2,
      'humidity@2022-10-12T08:02:38.000Z': 46.5,
    });
  });

  it('keeps v1 history records in a row at 7 bytes each', () => {
    const result = run('milesight-iot/em320-th', 85, '20CE9E74466310015D20CE1A754663E60062');
    expect(result.fields.history).toEqual([
      { timestamp: 1665561758, temperature: 27.2, humidity: 46.5 },
      { timestamp: 1665561882, temperature: 23, humidity: 49 },
    ]);
    expect(result.warnings).toBeUndefined();
  });

  it('stores no temperature of a v2 history record that says it was not read', () => {
    // em320-th-v2-decoder.js prints temperature 27.2, humidity "collection_err", record_type
    // "temperature_collection_err" for these bytes.
    const result = run('milesight-iot/em320-th', 85, '20CE9E7446631001FFFF0E');
    expect(readingsOf(result)).toStrictEqual({});
    expect(result.warnings).toEqual([
      'history temperature at 1665561758 temperature_collection_err; not stored',
    ]);
  });

  it('raises no alarm for an alarm type the decoder does not name', () => {
    // em320-th-v2-decoder.js prints alarm_type "unknown" for 05.
    const result = run('milesight-iot/em320-th', 85, '8367340105');
    expect(readingsOf(result)).toStrictEqual({ temperature: 30.8 });
    expect(result.warnings).toEqual(['unknown temperature_threshold_alarm.alarm_type value 5; not stored']);
  });
});

describe('TS201 v2', () => {
  it('a history value not read is no reading; its alarm release still is', () => {
    // ts201-v2-decoder.js: the first record's temperature_sensor_status "read error" (event 0x45).
    const result = run('milesight-iot/ts201v2', 85, '20CEC79AFA6402BDFF6E4520CE037BFA6402C3FF7001');
    expect(readingsOf(result)).toStrictEqual({
      'humidity@2023-09-08T03:53:43.000Z': 55,
      'threshold_alarm@2023-09-08T03:53:43.000Z': false,
      'humidity@2023-09-08T01:38:11.000Z': 56,
      'temperature@2023-09-08T01:38:11.000Z': -6.1,
    });
    expect(result.warnings).toEqual(['history temperature at 1694145223 not read (read error); not stored']);
  });

  it("is no TS201: the TS201's 7-byte history record is not one of its records", () => {
    // ts201-decoder.js reads 20CE00E1F56503BDFF as one record (temperature -6.7).
    expect(run('milesight-iot/ts201', 85, '20CE00E1F56503BDFF').fields.history).toHaveLength(1);
    expect(() => run('milesight-iot/ts201v2', 85, '20CE00E1F56503BDFF')).toThrow(/truncated/);
  });

  it('sets its reporting interval in minutes (ff 8e 00), as ts201-v2-encoder.js does', () => {
    const command = findDecoder('milesight-iot/ts201v2')?.commands?.find(
      (item) => item.kind === 'set_interval',
    );
    expect(command?.encode({ kind: 'set_interval', minutes: 20 })).toEqual(
      Uint8Array.of(0xff, 0x8e, 0x00, 0x14, 0x00),
    );
  });
});
