import { describe, expect, it } from 'vitest';
import { errorOf, readingsOf, run } from './test-support/decode-helpers.ts';
import { imbuildingsPresenceExamples } from './test-support/imbuildings-examples-1.ts';

// IMBUILDINGS Desk Sensor and Motion Sensor (LoRaWAN) against IMBUILDINGS' own decoder
// (IMBUILDINGS/docs 81da04b6 assets/imbuildings-decoder.js; examples and source in
// test-support/imbuildings-examples-1.ts): our fields are its `data`, but for the NaN battery it
// prints for a headerless frame (we print none), and the readings are hand-derived.

const models = ['imbuildings/imbuildings-desk-sensor', 'imbuildings/imbuildings-motion-sensor'];

describe("IMBUILDINGS Desk / Motion Sensor: our fields are IMBUILDINGS' decoder output", () => {
  const cases = models.flatMap((model) =>
    imbuildingsPresenceExamples.map((example) => [`${model}: ${example.name}`, model, example] as const),
  );
  it.each(cases)('%s', (_name, model, example) => {
    const result = run(model, example.fPort, example.hex);
    const vendor = JSON.parse(example.vendor) as Record<string, unknown>;
    if (vendor.battery_voltage === null) delete vendor.battery_voltage;
    expect(result.fields).toStrictEqual(vendor);
    expect(readingsOf(result)).toStrictEqual(example.readings);
    expect(result.warnings).toStrictEqual(example.warnings);
  });
});

describe('IMBUILDINGS Desk Sensor', () => {
  it('reads the battery word in 10 mV steps and a presence event as motion', () => {
    // Header: type 1, variant 6, id e8eb1b2e7a1d00a7, status 0, battery 0x012C = 3.00 V, event 1.
    const result = run('imbuildings/imbuildings-desk-sensor', 1, '0106E8EB1B2E7A1D00A700012C01');
    expect(result.readings).toStrictEqual([
      { field: 'battery_mv', value: 3000 },
      { field: 'motion', value: true },
    ]);
    expect(result.fields.battery_voltage).toBe(3);
  });

  it('reads the presence percentage and minutes as occupied, true above 0 only', () => {
    expect(readingsOf(run('imbuildings/imbuildings-desk-sensor', 17, '01'))).toStrictEqual({
      occupied: true,
    });
    expect(readingsOf(run('imbuildings/imbuildings-desk-sensor', 17, '00'))).toStrictEqual({
      occupied: false,
    });
    expect(readingsOf(run('imbuildings/imbuildings-desk-sensor', 18, '3C'))).toStrictEqual({
      occupied: true,
    });
  });

  it('warns of a percentage above 100 and gives no reading for it', () => {
    const result = run('imbuildings/imbuildings-desk-sensor', 17, '65');
    expect(readingsOf(result)).toStrictEqual({});
    expect(result.warnings).toStrictEqual(['presence of 101 % of the interval is out of range; no reading']);
  });

  it('tells the headerless variant by the port: the same byte is an event on 16 and minutes on 18', () => {
    expect(run('imbuildings/imbuildings-desk-sensor', 16, '01').fields.event).toBe(1);
    expect(run('imbuildings/imbuildings-desk-sensor', 18, '01').fields.minutes).toBe(1);
  });

  it('refuses other IMBUILDINGS frames: a comfort sensor frame, a byte on another port, a cut header', () => {
    // The Comfort Sensor's headerless frame on port 13 (imbuildings/imbuildings-comfort-sensor's).
    expect(errorOf(() => run('imbuildings/imbuildings-desk-sensor', 13, '08FC1B5801A401')).message).toMatch(
      /no IMBUILDINGS presence frame/,
    );
    expect(errorOf(() => run('imbuildings/imbuildings-desk-sensor', 1, '01')).message).toMatch(/port 1/);
    expect(
      errorOf(() => run('imbuildings/imbuildings-motion-sensor', 1, '0106E8EB1B2E7A1D00A700012C')).message,
    ).toMatch(/13 bytes/);
  });
});
