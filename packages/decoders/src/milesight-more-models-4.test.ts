import { describe, expect, it } from 'vitest';
import { findDecoder } from './registry.ts';
import { run } from './test-support/decode-helpers.ts';
import { milesightCases4 } from './test-support/milesight-decoder-examples-4.ts';
import { readingsOf } from './test-support/tracker-cases.ts';

// AM102L, AM103L, AM307L, AM319L, AM319-HCHO-IR, AM319-O3, AM319L-O3 against what Milesight's own
// decoder (and, for "TTN" cases, the TTN device repository's codec) gives for the same bytes
// (test-support/milesight-decoder-examples-4.ts, where the sources are named): our fields are the
// codec's output (or `ours` where a settings reply is kept raw), our readings and warnings as listed.

describe.each(Object.entries(milesightCases4))('%s', (modelId, cases) => {
  it.each(cases.map((item) => [item.name, item] as const))('%s', (_name, item) => {
    const result = run(modelId, 85, item.hex);
    expect(result.fields).toStrictEqual(item.ours ?? item.output);
    expect(readingsOf(result)).toStrictEqual(item.readings);
    expect(result.warnings).toEqual(item.warnings);
  });
});

describe('the models without a screen', () => {
  // Each L decoder throws "unknown downlink response" on its screen model's screen replies.
  it.each([
    ['am102l', 'FF2D01'],
    ['am102l', 'FF75010000000000FE'],
    ['am103l', 'FFF003000100'],
    ['am307l', 'FF3C01'],
    ['am319l', 'FE6601'],
    ['am319l-o3', 'FF2D01'],
  ])('%s: %s is not one of its records', (model, reply) => {
    const result = run(`milesight-iot/${model}`, 85, `${reply}0367EE00`);
    expect(result.fields).toStrictEqual({ temperature: 23.8 });
    expect(result.warnings?.[0]).toMatch(/^unknown channel 0x(FF|FE) /);
  });

  it('the screen models still read the same reply', () => {
    expect(run('milesight-iot/am319-o3', 85, 'FF2D01').fields).toStrictEqual({ screen_display_enable: 1 });
  });
});

describe('where the variants differ', () => {
  it("AM319-O3: 0A 7D (the HCHO models' record) is no formaldehyde; the ozone after it is read", () => {
    const result = run('milesight-iot/am319-o3', 85, '0A7D07000D7D0F00');
    expect(readingsOf(result)).toStrictEqual({ o3_ppm: 0.15 });
    expect(result.warnings?.[0]).toMatch(/^unknown channel 0x0A 0x7D/);
  });

  it('AM319L: 0D 7D (ozone) is not one of its records; the formaldehyde after it is read', () => {
    const result = run('milesight-iot/am319l', 85, '0D7D0F000A7D0700');
    expect(readingsOf(result)).toStrictEqual({ hcho: 0.07 });
    expect(result.warnings?.[0]).toMatch(/^unknown channel 0x0D 0x7D/);
  });

  it('AM103L: a history record cut short is refused, not read as zeros', () => {
    const result = run('milesight-iot/am103l', 85, '0367EE0020CE00E1F565180178');
    expect(readingsOf(result)).toStrictEqual({ temperature: 23.8 });
    expect(result.warnings).toEqual([
      'payload truncated: channel 0x20 0xCE at byte 4 needs 11 bytes, has 9; not decoded',
    ]);
  });
});

describe('commands', () => {
  it('every new AM variant sets seconds (ff 03), as its encoder does', () => {
    for (const model of ['am102l', 'am103l', 'am307l', 'am319l', 'am319-hcho-ir', 'am319-o3', 'am319l-o3']) {
      const command = findDecoder(`milesight-iot/${model}`)?.commands?.find(
        (item) => item.kind === 'set_interval',
      );
      expect(command?.encode({ kind: 'set_interval', minutes: 5 }), model).toEqual(
        Uint8Array.of(0xff, 0x03, 0x2c, 0x01),
      );
    }
  });
});
