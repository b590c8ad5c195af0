import { expect } from 'vitest';
import { mapNetworkDecoded } from './map.ts';

/**
 * A vendor codec's documented output and the readings it must give: `want` maps each reading to its
 * value (one reading per field), `dropped` what the warning of each dropped value says.
 */
export type CodecCase = {
  model: string | null;
  decoded: Record<string, unknown>;
  normalized?: Array<Record<string, unknown>>;
  want: Record<string, number | boolean>;
  dropped?: string[];
};

/** Maps the case's decoded payload and checks its readings and warnings. */
export function expectCodecCase({ model, decoded, normalized, want, dropped = [] }: CodecCase): void {
  const mapped = mapNetworkDecoded(decoded, model, normalized);
  expect(Object.fromEntries(mapped.readings.map((r) => [r.field, r.value]))).toStrictEqual(want);
  expect(mapped.dropped).toStrictEqual(dropped.map((warning) => expect.stringContaining(warning)));
}
