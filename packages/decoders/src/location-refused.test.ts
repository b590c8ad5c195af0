import { describe, expect, it } from 'vitest';
import { run } from './test-support/decode-helpers.ts';
import { digitalMatterTtnExamples } from './test-support/ttn-codec-examples-trackers.ts';

// Coordinates a payload holds that are no position of now (DecodeResult.locationRefused): a network
// server that copies a decoded payload's coordinates as the uplink's location (The Things Stack's
// `frm-payload`) must not make them one either (apps/server interpret.ts).

describe('coordinates that are no position of now', () => {
  it("a Digital Matter Oyster's failed fix: its last good position is refused, a valid fix is not", () => {
    // TheThingsNetwork/lorawan-devices vendor/digital-matter oyster-codec.yaml examples.
    const { oysterFix, oysterFixFailed } = digitalMatterTtnExamples;
    const failed = run(oysterFixFailed.model, oysterFixFailed.fPort, oysterFixFailed.hex);
    expect(failed.location).toBeUndefined();
    expect(failed.locationRefused).toBe(true);
    const valid = run(oysterFix.model, oysterFix.fPort, oysterFix.hex);
    expect(valid.location).toMatchObject({ lat: -32, lon: 116 });
    expect(valid.locationRefused).toBeUndefined();
  });

  it('a Dragino TrackerD logged position whose clock was never set', () => {
    // packages/decoders dragino-trackerd-differential.test.ts "1.5.4 logged position", time bytes 0.
    const result = run('dragino/trackerd', 4, 'FEA27821FD6D3BE0000000050000005A000000000000004FA2');
    expect(result.location).toBeUndefined();
    expect(result.locationRefused).toBe(true);
    const dated = run('dragino/trackerd', 4, 'FEA27821FD6D3BE0000000050000005A07E8050F0C22384FA2');
    expect(dated.location).toMatchObject({ lat: -22.906847, lon: -43.172896 });
    expect(dated.locationRefused).toBeUndefined();
  });

  it('a payload without coordinates refuses none', () => {
    // A Dragino LHT65 reading (ingest-formats.md 5.2): no position at all, nothing refused.
    expect(run('dragino/lht65', 2, 'CBF60B0D0376010ADD7FFF').locationRefused).toBeUndefined();
  });
});
