import { describe, expect, it } from 'vitest';
import { DecodeError } from './errors.ts';
import { findDecoder } from './registry.ts';
import { errorOf, readingsOf, run } from './test-support/decode-helpers.ts';
import { AKENZA_SOURCE, ls11xCases } from './test-support/globalsat-examples-1.ts';

// Globalsat LS-11x indoor air sensors (models/globalsat-ls11x.ts). No decoder of Globalsat's own
// is at hand: each frame is checked against akenza's decoder run on it (our fields are exactly
// its output) and, where they record it, thingspect/atlas's and element-parsers' tests
// (test-support/globalsat-examples-1.ts names each, with commits).

describe(`Globalsat LS-11x vs ${AKENZA_SOURCE} and thingspect/atlas`, () => {
  it.each(ls11xCases)('$model: $name', (c) => {
    const result = run(c.model, 2, c.hex);
    expect(result.fields).toStrictEqual(c.akenza);
    const readings = readingsOf(result);
    expect(readings).toStrictEqual(c.readings);
    expect(result.warnings).toStrictEqual(c.warnings);
    expect(result.location).toBeUndefined();
    if (c.atlas) {
      // [atlas] rounds the temperature to 0.1 °C; humidity and value are the same numbers.
      expect(Math.round(Number(readings.temperature) * 10) / 10).toBe(c.atlas.tempC);
      expect(readings.humidity).toBe(c.atlas.humPct);
      const { temperature: _t, humidity: _h, ...value } = readings;
      expect(Object.values(value)).toStrictEqual([c.atlas.value]);
    }
  });
});

describe('Globalsat LS-11x: where the decoders part', () => {
  it('reads the temperature signed as [atlas] and [element] do: -1 °C, where [akenza] says 654.36', () => {
    // [akenza] {"co2":1100,"temperature":654.36,"humidity":50}: its bitsToUnsigned on 0xFF9C.
    // [atlas] int16(...) / 100 and [element] temp::signed-big-16 / 100 give -1.
    const result = run('globalsat/ls-111', 2, '01FF9C1388044C');
    expect(result.fields).toStrictEqual({ co2: 1100, temperature: -1, humidity: 50 });
    expect(readingsOf(result)).toStrictEqual({ co2: 1100, temperature: -1, humidity: 50 });
  });

  it('needs the 7 bytes ([atlas] "bad length", [element] no match); reads a longer frame with a warning', () => {
    const error = errorOf(() => run('globalsat/ls-113', 2, '030961139500'));
    expect(error).toBeInstanceOf(DecodeError);
    expect(error.message).toBe('globalsat/ls-113: payload too short (6 bytes, expected 7)');
    const longer = run('globalsat/ls-113', 2, '0309C4138800230000');
    expect(longer.fields).toStrictEqual({ pm2_5: 35, temperature: 25, humidity: 50 });
    expect(longer.warnings).toStrictEqual(['2 bytes after the report not decoded']);
  });

  it('registers the three models, each with its sensor, on any port and without position', () => {
    const expected: Record<string, [string, string]> = {
      'globalsat/ls-111': ['LS-111 CO2 sensor', 'co2'],
      'globalsat/ls-112': ['LS-112 CO sensor', 'co_ppm'],
      'globalsat/ls-113': ['LS-113 PM2.5 sensor', 'pm2_5'],
    };
    for (const [id, [name, sensor]] of Object.entries(expected)) {
      const model = findDecoder(id);
      expect(model?.vendor).toBe('Globalsat');
      expect(model?.model).toBe(name);
      expect(model?.readings).toStrictEqual(['temperature', 'humidity', sensor]);
      expect(model?.fPorts).toBe('any');
      expect(model?.location).toBe(false);
    }
  });
});
