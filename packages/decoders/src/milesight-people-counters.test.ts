import { describe, expect, it } from 'vitest';
import { findDecoder } from './registry.ts';
import { run } from './test-support/decode-helpers.ts';
import { milesightCases5 } from './test-support/milesight-decoder-examples-5.ts';
import { readingsOf } from './test-support/tracker-cases.ts';

// VS132, VS350, VS351, VS360, VS373 against what Milesight's own decoder (and, for "TTN" cases, the
// TTN device repository's codec) gives for the same bytes (test-support/milesight-decoder-examples-5.ts,
// where the sources are named): our fields are the codec's output (or `ours` where a settings reply is
// kept raw), our readings and warnings as listed.

describe.each(Object.entries(milesightCases5))('%s', (modelId, cases) => {
  it.each(cases.map((item) => [item.name, item] as const))('%s', (_name, item) => {
    const result = run(modelId, 85, item.hex);
    expect(result.fields).toStrictEqual(item.ours ?? item.output);
    expect(readingsOf(result)).toStrictEqual(item.readings);
    expect(result.warnings).toEqual(item.warnings);
  });
});

describe('where we keep to the readings over the vendor decoder', () => {
  it('VS350: an unknown history type is a warning, not an empty record', () => {
    // vs350-decoder.js prints { history: [{}] } for 20CE00E1F56502000000000000 and stops there.
    const result = run('milesight-iot/vs350', 85, '20CE00E1F565020367EE00');
    expect(result.fields).toStrictEqual({ temperature: 23.8 });
    expect(result.warnings).toEqual(['unknown history data type 2; not decoded']);
  });

  it('VS350: a temperature alarm byte it does not know raises no alarm', () => {
    // vs350-decoder.js prints temperature_alarm "unknown" for 8367360102.
    const result = run('milesight-iot/vs350', 85, '8367360102');
    expect(result.fields).toStrictEqual({ temperature: 31, temperature_alarm: 'unknown' });
    expect(readingsOf(result)).toStrictEqual({ temperature: 31 });
    expect(result.warnings).toEqual(['unknown temperature_alarm value 2; not stored']);
  });

  it('VS350: a history record whose device clock was never set gives no reading', () => {
    const result = run('milesight-iot/vs350', 85, '20CE00000000000B000400');
    expect(result.fields.history).toEqual([{ timestamp: 0, period_in: 11, period_out: 4 }]);
    expect(readingsOf(result)).toStrictEqual({});
  });

  it('VS373: a detection status it does not know is neither occupied nor a fall', () => {
    // vs373-decoder.js prints detection_status "unknown" for 03F8070000000000.
    const result = run('milesight-iot/vs373', 85, '03F8070000000000');
    expect(result.fields.detection_status).toBe('unknown');
    expect(readingsOf(result)).toStrictEqual({});
    expect(result.warnings).toEqual(['unknown detection_status value 7; not stored']);
  });

  it('VS351: the README firmware record (ff 1f) is none its decoder reads', () => {
    // The VS351 README lists ff 1f (4 bytes); vs351-decoder.js throws "unknown downlink response".
    const result = run('milesight-iot/vs351', 85, 'FF1F84010001017564');
    expect(result.fields).toStrictEqual({ battery: 100 });
    expect(result.warnings?.[0]).toMatch(/^unknown channel 0xFF 0x1F/);
  });
});

describe('commands', () => {
  it('VS350 / VS351 / VS360 / VS373 set minutes (ff 8e 00), as their encoders do', () => {
    for (const model of ['vs350', 'vs351', 'vs360', 'vs373']) {
      const command = findDecoder(`milesight-iot/${model}`)?.commands?.find(
        (item) => item.kind === 'set_interval',
      );
      expect(command?.encode({ kind: 'set_interval', minutes: 20 }), model).toEqual(
        Uint8Array.of(0xff, 0x8e, 0x00, 0x14, 0x00),
      );
    }
  });

  it('VS132 offers reboot only: its encoder writes the interval as one byte of two', () => {
    const kinds = findDecoder('milesight-iot/vs132')?.commands?.map((item) => item.kind);
    expect(kinds).toEqual(['reboot']);
  });
});
