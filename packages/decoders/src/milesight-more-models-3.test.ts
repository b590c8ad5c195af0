import { describe, expect, it } from 'vitest';
import { findDecoder } from './registry.ts';
import { run } from './test-support/decode-helpers.ts';
import { milesightCases3 } from './test-support/milesight-decoder-examples-3.ts';
import { readingsOf } from './test-support/tracker-cases.ts';

// AM104, AM107, AM308, AM308L, EM300-CL, CT103, CT105, WS136, WS156, WS50x, WT201 against what Milesight's own
// decoder (and, for "TTN" cases, the TTN device repository's codec) gives for the same bytes
// (test-support/milesight-decoder-examples-3.ts, where the sources are named): our fields are the
// codec's output (or `ours` where a settings reply is kept raw), our readings and warnings as listed.

describe.each(Object.entries(milesightCases3))('%s', (modelId, cases) => {
  it.each(cases.map((item) => [item.name, item] as const))('%s', (_name, item) => {
    const result = run(modelId, 85, item.hex);
    expect(result.fields).toStrictEqual(item.ours ?? item.output);
    expect(readingsOf(result)).toStrictEqual(item.readings);
    expect(result.warnings).toEqual(item.warnings);
  });
});

describe('where we read the bytes otherwise than the vendor decoder', () => {
  it('AM308: a history record cut short is refused, not read as zeros', () => {
    // am308-decoder.js reads past the end of 0367EE00 20CE00E1F565180178000102 and prints a
    // history record of 28 °C with co2, tvoc, pressure, pm2_5 and pm10 all 0.
    const result = run('milesight-iot/am308', 85, '0367EE0020CE00E1F565180178000102');
    expect(result.fields).toStrictEqual({ temperature: 23.8 });
    expect(readingsOf(result)).toStrictEqual({ temperature: 23.8 });
    expect(result.warnings).toEqual([
      'payload truncated: channel 0x20 0xCE at byte 4 needs 22 bytes, has 12; not decoded',
    ]);
  });

  it('AM308L: a screen reply is not one of its records (its decoder throws on ff 2d)', () => {
    const result = run('milesight-iot/am308l', 85, 'FF2D010367EE00');
    expect(result.fields).toStrictEqual({ temperature: 23.8 });
    expect(result.warnings).toEqual(['unknown channel 0xFF 0x2D at byte 0: 3 bytes not decoded']);
  });

  it("AM308: the AM319 HCHO record is not the AM308's", () => {
    const result = run('milesight-iot/am308', 85, '0A7D0A000367EE00');
    expect(readingsOf(result)).toStrictEqual({ temperature: 23.8 });
    expect(result.warnings?.[0]).toMatch(/^unknown channel 0x0A 0x7D/);
  });

  it('EM300-CL: an uncalibrated or failed sensor says nothing about the liquid', () => {
    for (const hex of ['03ED00', '03EDFF'])
      expect(run('milesight-iot/em300-cl', 85, hex).readings).toEqual([]);
  });

  it('EM300-CL: the critical level raised in the same record as "full" is still raised', () => {
    // 83 ED 01 01: liquid "full", liquid_alarm "critical liquid level alarm".
    expect(readingsOf(run('milesight-iot/em300-cl', 85, '83ED0101'))).toStrictEqual({
      threshold_alarm: true,
    });
  });

  it('WT201: a temperature alarm is 3 bytes, so the record after it is read', () => {
    // wt201-decoder.js steps over 2 of 83 67's 3 bytes, reads the alarm byte (05) as the next
    // channel and stops: it prints no humidity for 83672C0105 096850.
    const result = run('milesight-iot/wt201v1', 85, '83672C0105096850');
    expect(result.fields).toStrictEqual({
      temperature: 30,
      temperature_alarm: 'persistent high temperature alarm',
      humidity: 40,
    });
    expect(readingsOf(result)).toStrictEqual({ temperature: 30, threshold_alarm: true, humidity: 40 });
  });

  it('WS50x: an answer that turned a switch off says nothing of the others', () => {
    // fe 29 10: switch 1 changed, now off; switches 2 and 3 are not in it.
    const result = run('milesight-iot/ws50x', 85, 'FE2910');
    expect(result.fields).toStrictEqual({ switch_1: 'off' });
    expect(result.readings).toEqual([]);
  });
});

describe('commands', () => {
  const encodeInterval = (modelId: string, minutes: number) =>
    findDecoder(modelId)
      ?.commands?.find((command) => command.kind === 'set_interval')
      ?.encode({ kind: 'set_interval', minutes });

  it('AM104, AM107, AM308 and AM308L set seconds (ff 03)', () => {
    for (const model of ['am104', 'am107', 'am308', 'am308l']) {
      expect(encodeInterval(`milesight-iot/${model}`, 5), model).toEqual(
        Uint8Array.of(0xff, 0x03, 0x2c, 0x01),
      );
    }
  });

  it('WS50x sets seconds too, as the WS503 encoder does', () => {
    expect(encodeInterval('milesight-iot/ws50x', 5)).toEqual(Uint8Array.of(0xff, 0x03, 0x2c, 0x01));
  });

  it('EM300-CL, CT103, CT105 and WT201 set minutes (ff 8e 00), as their encoders do', () => {
    for (const model of ['em300-cl', 'ct103', 'ct105', 'wt201v1']) {
      expect(encodeInterval(`milesight-iot/${model}`, 20), model).toEqual(
        Uint8Array.of(0xff, 0x8e, 0x00, 0x14, 0x00),
      );
    }
  });

  it('WS136 and WS156 take no command: their encoders send nothing', () => {
    for (const model of ['ws136', 'ws156']) {
      const decoder = findDecoder(`milesight-iot/${model}`);
      expect(decoder?.commands).toEqual([]);
      expect(decoder?.commandsNote).toContain('encoders send nothing');
    }
  });
});
