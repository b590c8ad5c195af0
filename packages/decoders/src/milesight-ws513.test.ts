import { describe, expect, it } from 'vitest';
import { findDecoder } from './registry.ts';
import { run } from './test-support/decode-helpers.ts';
import { milesightWs513Cases } from './test-support/milesight-ws513-examples.ts';
import { readingsOf } from './test-support/tracker-cases.ts';

// The WS513 and WS515 in-wall sockets against what Milesight's own decoder gives for the same bytes
// (test-support/milesight-ws513-examples.ts, where the source is named: SensorDecoders e79c9d8b
// ws-series/ws513, ws515): our fields are the decoder's output, our readings and warnings as listed.

describe.each(Object.entries(milesightWs513Cases))('%s', (modelId, cases) => {
  it.each(cases.map((item) => [item.name, item] as const))('%s', (_name, item) => {
    const result = run(modelId, 85, item.hex);
    expect(result.fields).toStrictEqual(item.ours ?? item.output);
    expect(readingsOf(result)).toStrictEqual(item.readings);
    expect(result.warnings).toEqual(item.warnings);
  });
});

describe('WS513', () => {
  it('sets its reporting interval in seconds (ff 03), as ws513-encoder.js does', () => {
    const command = findDecoder('milesight-iot/ws513')?.commands?.find(
      (item) => item.kind === 'set_interval',
    );
    expect(command?.encode({ kind: 'set_interval', minutes: 10 })).toEqual(
      Uint8Array.of(0xff, 0x03, 0x58, 0x02),
    );
  });

  it("does not take the WS523's light reply (ff 2c) for one of its records", () => {
    // ws513-decoder.js throws "unknown downlink response" on ff 2c.
    expect(run('milesight-iot/ws513', 85, 'FF2C010967FA00').warnings).toEqual([
      'unknown channel 0xFF 0x2C at byte 0: 3 bytes not decoded',
    ]);
  });
});
