import { readFileSync } from 'node:fs';
import { readingFields } from '@pinpoint/shared/readings.ts';
import { describe, expect, it } from 'vitest';
import { DecodeError, decode, hasDecoder, listModels } from './index.ts';
import { errorOf, run } from './test-support/decode-helpers.ts';

const models = listModels();

describe('registry', () => {
  it('lists every model once, with the metadata tools need', () => {
    const ids = models.map((model) => model.modelId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const model of models) {
      expect(model.modelId).toMatch(/^[a-z0-9-]+\/[a-z0-9-]+$/);
      expect(model.readings.length).toBeGreaterThan(0);
      expect(model.fPorts === 'any' || model.fPorts.includes(model.defaultFPort)).toBe(true);
      expect(model).not.toHaveProperty('decode');
    }
  });

  it('covers every reading type the product needs', () => {
    const covered = new Set(models.flatMap((model) => [...model.readings]));
    for (const needed of [
      'temperature',
      'humidity',
      'co2',
      'battery_mv',
      'battery_pct',
      'motion',
      'door_open',
      'leak',
      'button',
      'distance_mm',
      'soil_moisture',
      'soil_temperature',
      'soil_conductivity',
      'leaf_wetness',
      'tvoc',
      'pm2_5',
      'voltage',
      'current',
      'power',
    ] as const) {
      expect(covered, needed).toContain(needed);
    }
    expect(models.some((model) => model.location)).toBe(true);
    for (const field of covered) expect(readingFields).toContain(field);
  });

  it('answers hasDecoder', () => {
    expect(hasDecoder('dragino/lht65')).toBe(true);
    expect(hasDecoder('acme/widget')).toBe(false);
  });

  it('throws DecodeError for an unknown model', () => {
    const error = errorOf(() => decode('acme/widget', 1, Uint8Array.of(1)));
    expect(error).toBeInstanceOf(DecodeError);
    expect(error.name).toBe('DecodeError');
    expect(error.kind).toBe('unknown_model');
    expect(error.message).toBe('unknown model "acme/widget"');
  });

  it('never stores a (0, 0) position', () => {
    const result = run('milesight-iot/at101', 85, '0488000000000000000002');
    expect(result.location).toBeUndefined();
    expect(result.warnings).toEqual(['position 0, 0 is not a fix; not stored']);
  });

  it('is documented: the README table lists every model', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const model of models) expect(readme, model.modelId).toContain(`| \`${model.modelId}\``);
  });
});
