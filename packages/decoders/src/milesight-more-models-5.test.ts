import { describe, expect, it } from 'vitest';
import { findDecoder } from './registry.ts';
import { errorOf, run } from './test-support/decode-helpers.ts';
import { milesightCases6 } from './test-support/milesight-decoder-examples-6.ts';
import { readingsOf } from './test-support/tracker-cases.ts';

// VS321, AM304L, AM305L, GS601, GS524N, WS558, UC51x, EM411-RDL and CT303 / CT305 / CT310 against what Milesight's own decoders give for the same
// bytes (test-support/milesight-decoder-examples-6.ts, where the sources are named:
// Milesight-IoT/SensorDecoders e79c9d8b, and the TTN device repository's vs321, ws558 and gs601
// examples, the UC511 and CT303 READMEs'):
// our fields are the decoder's output (or `ours` where a settings reply is kept raw), our readings
// and warnings as listed. Below, where we read the bytes otherwise than the decoder, on purpose.

describe.each(Object.entries(milesightCases6))('%s', (modelId, cases) => {
  it.each(cases.map((item) => [item.name, item] as const))('%s', (_name, item) => {
    const result = run(modelId, 85, item.hex);
    expect(result.fields).toStrictEqual(item.ours ?? item.output);
    expect(readingsOf(result)).toStrictEqual(item.readings);
    expect(result.warnings).toEqual(item.warnings);
  });
});

describe('where we read the bytes otherwise than the vendor decoder', () => {
  it('GS601: after an id the decoder does not know, no later record is read', () => {
    // gs601-decoder.js throws "unknown command: 60" for 0F 01 3C 03 12 01, losing the tamper state
    // before it; the walker of the other Milesight models would resynchronise on 03 12 01 and read
    // a PM1.0 of 274 that is not there.
    const result = run('milesight-iot/gs601', 85, '0F013C031201');
    expect(result.fields).toStrictEqual({ tamper_status: 1 });
    expect(readingsOf(result)).toStrictEqual({ tamper: true });
    expect(result.warnings).toEqual(['unknown record 0x3C at byte 2: 4 bytes not decoded']);
  });

  it('GS601: a record cut short is not read as zeros', () => {
    // gs601-decoder.js prints pm2_5: 0 for the lone 05 00 (it reads past the end).
    const result = run('milesight-iot/gs601', 85, '12010500');
    expect(result.fields).toStrictEqual({ occupancy_status: 1 });
    expect(readingsOf(result)).toStrictEqual({ occupied: true });
    expect(result.warnings).toEqual([
      'payload truncated: record 0x05 at byte 2 needs 3 bytes, has 2; not decoded',
    ]);
  });

  it('GS601: a payload with only an unknown id is refused', () => {
    expect(errorOf(() => run('milesight-iot/gs601', 85, '3C03')).message).toBe(
      'milesight-iot/gs601: unknown record 0x3C at byte 0: 2 bytes not decoded',
    );
  });

  it('GS524N: a frame of another length is refused (the decoder prints nothing for it)', () => {
    for (const hex of ['221E64001C', '221E64001C4000']) {
      expect(errorOf(() => run('milesight-iot/gs524n', 85, hex)).kind).toBe('invalid_payload');
    }
  });

  it('GS524N: a frame whose bytes do not sum to 0 is refused (the decoder does not check)', () => {
    // The README's frame with its last byte 0x41 for 0x40: gs524n-decoder.js still prints battery
    // 100, temperature 28.
    expect(errorOf(() => run('milesight-iot/gs524n', 85, '221E64001C41')).message).toBe(
      'milesight-iot/gs524n: checksum mismatch (the bytes sum to 0x1, not 0)',
    );
  });
});

describe('commands', () => {
  const commandsOf = (model: string) => findDecoder(`milesight-iot/${model}`)?.commands ?? [];

  it('VS321 sets minutes (ff 8e 00), as vs321-encoder.js does, and reboots', () => {
    const interval = commandsOf('vs321').find((command) => command.kind === 'set_interval');
    expect(interval?.encode({ kind: 'set_interval', minutes: 20 })).toEqual(
      Uint8Array.of(0xff, 0x8e, 0x00, 0x14, 0x00),
    );
    expect(commandsOf('vs321').map((command) => command.kind)).toContain('reboot');
  });

  it('AM304L and AM305L only reboot: their encoders set the interval with f9 bd', () => {
    for (const model of ['am304l', 'am305l']) {
      expect(commandsOf(model).map((command) => command.kind)).toEqual(['reboot']);
      expect(findDecoder(`milesight-iot/${model}`)?.commandsNote).toContain('f9 bd');
    }
  });

  it('EM411-RDL and CT303 / CT305 / CT310 set minutes (ff 8e 00), as their encoders do', () => {
    for (const model of ['em411-rdl', 'ct303', 'ct305', 'ct310']) {
      const interval = commandsOf(model).find((command) => command.kind === 'set_interval');
      expect(interval?.encode({ kind: 'set_interval', minutes: 20 }), model).toEqual(
        Uint8Array.of(0xff, 0x8e, 0x00, 0x14, 0x00),
      );
    }
  });

  it('WS558 and UC51x set seconds (ff 03), as their encoders do', () => {
    for (const model of ['ws558', 'uc51x']) {
      const interval = commandsOf(model).find((command) => command.kind === 'set_interval');
      expect(interval?.encode({ kind: 'set_interval', minutes: 20 }), model).toEqual(
        Uint8Array.of(0xff, 0x03, 0xb0, 0x04),
      );
    }
  });

  it('GS601 and GS524N take none of our commands', () => {
    for (const model of ['gs601', 'gs524n']) expect(commandsOf(model)).toEqual([]);
  });
});
