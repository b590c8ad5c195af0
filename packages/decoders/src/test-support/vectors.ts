import { readFileSync } from 'node:fs';

// The shared decoder vectors (/work/shared/fixtures/payload-vectors.json), typed.

export type Vector = {
  modelId: string;
  vendor: string;
  model: string;
  fPort: number;
  payloadHex: string;
  expected: Record<string, unknown>;
  source: string;
  fieldNaming: 'ttn-device-repo' | 'milesight-sensordecoders' | 'akenza';
  expectedIsComplete: boolean;
  expectedNormalized?: NormalizedEntry[];
  realDeviceFPort?: number;
  notes?: string;
};

/** The Things Stack normalized payload shape (reference/ingest-formats.md §1.6). */
export type NormalizedEntry = {
  air?: {
    location?: string;
    temperature?: number;
    relativeHumidity?: number;
    co2?: number;
    pressure?: number;
  };
  soil?: { temperature?: number; moisture?: number; ec?: number };
  water?: { leak?: boolean };
  action?: { motion?: { detected?: boolean }; contactState?: string };
  battery?: number;
};

// Four levels up from packages/decoders/src is the repository's parent, where /work/shared lives;
// this file sits one folder deeper.
export const vectorsUrl = new URL('../../../../../shared/fixtures/payload-vectors.json', import.meta.url);

export function loadVectors(): Vector[] {
  const parsed: unknown = JSON.parse(readFileSync(vectorsUrl, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${vectorsUrl.pathname} is not a list of vectors`);
  return parsed.map((entry, index) => {
    const vector = entry as Vector;
    if (typeof vector.modelId !== 'string' || typeof vector.payloadHex !== 'string' || !vector.expected) {
      throw new Error(`vector ${index} lacks modelId, payloadHex or expected`);
    }
    return vector;
  });
}

/** The port the device really uses: some sources ran their example on another port. */
export function devicePort(vector: Vector): number {
  return vector.realDeviceFPort ?? vector.fPort;
}

export function vectorName(vector: Vector): string {
  return `${vector.modelId} ${vector.payloadHex} (${vector.fieldNaming})`;
}
