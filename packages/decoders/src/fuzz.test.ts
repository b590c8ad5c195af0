import { decodedLocationSchema, readingDefinitions, readingSchema } from '@pinpoint/shared/readings.ts';
import { describe, expect, it } from 'vitest';
import { DecodeError, decode, listModels, parseHex } from './index.ts';
import { fuzzSeeds } from './test-support/fuzz-seeds.ts';
import { loadVectors } from './test-support/vectors.ts';
import type { DecodeResult, ModelInfo } from './types.ts';

// Whatever bytes arrive, decode returns a well-formed result or throws DecodeError.

const RANDOM_PAYLOADS = 400;
const vectors = loadVectors();

/** mulberry32: a small seeded generator, so a failure reproduces. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function payloads(model: ModelInfo, next: () => number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let i = 0; i < RANDOM_PAYLOADS; i += 1) {
    const length = Math.floor(next() * 48);
    out.push(Uint8Array.from({ length }, () => Math.floor(next() * 256)));
  }
  // Every truncation of every real payload, and copies with a few bytes flipped.
  const seeds = [
    ...vectors.filter((candidate) => candidate.modelId === model.modelId).map((vector) => vector.payloadHex),
    ...(fuzzSeeds[model.modelId] ?? []),
  ];
  for (const hex of seeds) {
    const bytes = parseHex(hex);
    for (let end = 0; end <= bytes.length; end += 1) out.push(bytes.slice(0, end));
    for (let copy = 0; copy < 50; copy += 1) {
      const mutated = bytes.slice();
      mutated[Math.floor(next() * mutated.length)] = Math.floor(next() * 256);
      out.push(mutated);
    }
  }
  return out;
}

function expectWellFormed(result: DecodeResult, model: ModelInfo): void {
  expect(JSON.parse(JSON.stringify(result.fields))).toStrictEqual(result.fields);
  for (const reading of result.readings) {
    expect(readingSchema.safeParse(reading).success, JSON.stringify(reading)).toBe(true);
    expect(model.readings).toContain(reading.field);
    expect(typeof reading.value).toBe(readingDefinitions[reading.field].kind);
  }
  if (result.location) {
    expect(model.location).toBe(true);
    expect(decodedLocationSchema.safeParse(result.location).success, JSON.stringify(result.location)).toBe(
      true,
    );
  }
}

describe.each(listModels().map((model) => [model.modelId, model] as const))(
  '%s under random bytes',
  (_id, model) => {
    it('returns a well-formed result or throws DecodeError', () => {
      const next = random([...model.modelId].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7));
      const ports = model.fPorts === 'any' ? [model.defaultFPort, 1, 223] : model.fPorts;
      let decoded = 0;
      for (const bytes of payloads(model, next)) {
        const fPort = ports[Math.floor(next() * ports.length)] ?? model.defaultFPort;
        try {
          expectWellFormed(decode(model.modelId, fPort, bytes), model);
          decoded += 1;
        } catch (error) {
          if (!(error instanceof DecodeError)) throw error;
          expect(error.message.startsWith(`${model.modelId}: `)).toBe(true);
        }
      }
      // The real payloads and their mutations must mostly decode; an always-throwing decoder is no decoder.
      expect(decoded).toBeGreaterThan(0);
    });

    it('rejects odd ports and non-byte input with DecodeError only', () => {
      for (const fPort of [0, -1, 1.5, 224, 255, Number.NaN]) {
        expect(() => decode(model.modelId, fPort, Uint8Array.of(1, 2, 3))).toThrow(DecodeError);
      }
      const notBytes = [1, 2, 3] as unknown as Uint8Array;
      expect(() => decode(model.modelId, model.defaultFPort, notBytes)).toThrow(DecodeError);
    });
  },
);
