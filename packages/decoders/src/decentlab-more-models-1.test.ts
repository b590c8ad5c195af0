import { describe, expect, it } from 'vitest';
import { listModels } from './index.ts';
import { valuesOf } from './test-support/decentlab-examples.ts';
import { decentlabMoreExamples1 } from './test-support/decentlab-examples-1.ts';
import { readingsOf, run } from './test-support/decode-helpers.ts';

// Decentlab's DL-SHT21, DL-5TE, DL-GS3, DL-10HS, DL-CTD10B, DL-PR36CTD, DL-PHEHT, DL-NTU, DL-OPTOD
// and DL-MES5 (models/decentlab-water-soil.ts) against Decentlab's own decoders
// (decentlab/decentlab-decoders at ae766f03a27b0391f794ef1bf2b47bcb7ebad5a9, <device>/<device>.js;
// DL-PR36CTD with kp 8192 and kec 1024, as TTN's codec dl-pr36ctd-8192-1024), their outputs
// recorded in test-support/decentlab-examples-1.ts. Our fields must be the vendor's exactly, to
// the last bit (same engine, same order of operations). Our readings are what its values mean,
// by these rules (Decentlab's units: °C, %, V, m³⋅m⁻³, bar, µS⋅cm⁻¹, mm):
// - air temperature and humidity (DL-SHT21), soil temperature, a water probe's temperature
//   (DL-PR36CTD: its PT1000's, not the electronics'), pH as they are; water content ×100 (%);
//   bar ×100 (kPa); V ×1000 (mV), rounded to 0.001 of our unit;
// - the soil probes' conductivity (DL-5TE, DL-GS3) is the soil's; a water probe's stays a field;
// - no reading outside the field's bounds (humidity and water content 0-100 %, pH 0-14, a level
//   below 0 mm, a pressure below vacuum), a temperature at the end of its word (±327.68,
//   ±3276.8 °C), a battery above 20 V.

type Output = (typeof decentlabMoreExamples1)[number]['output'];

const WORD_ENDS = new Set([327.67, -327.68, 3276.7, -3276.8]);
const SOIL_CONDUCTIVITY = new Set(['decentlab/dl-5te', 'decentlab/dl-gs3']);
/** In our unit, rounded to its 0.001 (-0 is 0). */
const scaled = (n: number, scale: number) => Math.round(n * scale * 1000) / 1000 || 0;

/** What Decentlab's values mean in our readings, by the rules above. */
function meaning(model: string, output: Output): Record<string, number> {
  const v = valuesOf(output);
  const readings: Record<string, number> = {};
  const put = (field: string, value: number | undefined, ok: boolean) => {
    if (value !== undefined && ok) readings[field] = value;
  };
  const temperature = (value: number | undefined) => value !== undefined && !WORD_ENDS.has(value);
  put('temperature', v.air_temperature, temperature(v.air_temperature));
  const humidity = v.air_humidity;
  put('humidity', humidity, humidity !== undefined && humidity >= 0 && humidity <= 100);
  const water =
    v.volumetric_water_content === undefined ? undefined : scaled(v.volumetric_water_content, 100);
  put('soil_moisture', water, water !== undefined && water >= 0 && water <= 100);
  put('soil_temperature', v.soil_temperature, temperature(v.soil_temperature));
  put('liquid_level_mm', v.water_depth, (v.water_depth ?? -1) >= 0);
  put('temperature', v.temperature, temperature(v.temperature));
  put('temperature', v.temperature_pt1000, true);
  const kpa = v.pressure === undefined ? undefined : scaled(v.pressure, 100);
  put('liquid_pressure_kpa', kpa, (kpa ?? 0) >= -101.325);
  put('ph', v.ph, (v.ph ?? -1) >= 0 && (v.ph ?? 15) <= 14);
  if (SOIL_CONDUCTIVITY.has(model)) put('soil_conductivity', v.electrical_conductivity, true);
  const battery = v.battery_voltage;
  put('battery_mv', battery === undefined ? undefined : scaled(battery, 1000), (battery ?? 0) <= 20);
  return readings;
}

describe("Decentlab's water, soil and air models against Decentlab's decoders (decentlab-decoders ae766f0)", () => {
  it.each(decentlabMoreExamples1)('$model $hex ($source)', ({ model, hex, output, readings }) => {
    const result = run(model, 1, hex);
    expect(result.fields).toStrictEqual(valuesOf(output));
    expect(readingsOf(result)).toStrictEqual(meaning(model, output));
    expect(readingsOf(result)).toStrictEqual(readings);
  });

  it('has the ten models, each with frames of its own', () => {
    const ids = [
      'decentlab/dl-sht21',
      'decentlab/dl-5te',
      'decentlab/dl-gs3',
      'decentlab/dl-10hs',
      'decentlab/dl-ctd10b',
      'decentlab/dl-pr36ctd',
      'decentlab/dl-pheht',
      'decentlab/dl-ntu',
      'decentlab/dl-optod',
      'decentlab/dl-mes5',
    ];
    expect(new Set(decentlabMoreExamples1.map((example) => example.model))).toStrictEqual(new Set(ids));
    const models = new Map(listModels().map((model) => [model.modelId, model]));
    for (const id of ids) expect(models.get(id)?.vendor, id).toBe('Decentlab');
    expect(models.get('decentlab/dl-pheht')?.readings).toStrictEqual(['temperature', 'ph', 'battery_mv']);
    expect(models.get('decentlab/dl-pr36ctd')?.readings).toStrictEqual([
      'liquid_pressure_kpa',
      'temperature',
      'battery_mv',
    ]);
    expect(models.get('decentlab/dl-5te')?.readings).toStrictEqual([
      'soil_moisture',
      'soil_temperature',
      'soil_conductivity',
      'battery_mv',
    ]);
  });
});

describe('what a user sees', () => {
  it('DL-PHEHT: pH 7.11 at 21.14 °C, redox and pH millivolts kept as fields', () => {
    const result = run('decentlab/dl-pheht', 1, '0252b800030000884282c77f637ff60c5c');
    expect(readingsOf(result)).toStrictEqual({ temperature: 21.14, ph: 7.11, battery_mv: 3164 });
    expect(result.fields).toMatchObject({ redox: -15.7, ph_mv: -1, status: 0 });
  });

  it('DL-PR36CTD: 0.5 bar is 50 kPa, the PT1000 temperature is the reading', () => {
    const result = run('decentlab/dl-pr36ctd', 1, '020a170003900097809760a0000c2b');
    expect(readingsOf(result)).toStrictEqual({
      liquid_pressure_kpa: 50,
      temperature: 23.375,
      battery_mv: 3115,
    });
    expect(result.fields).toMatchObject({ temperature_electronics: 23.5, electrical_conductivity: 8 });
  });

  it('DL-5TE in wet soil: 39.044 % water, 28 °C, 300 µS/cm (its word counts tens)', () => {
    const result = run('decentlab/dl-5te', 1, '02031c000304b002a8001e0c60');
    expect(readingsOf(result)).toStrictEqual({
      soil_moisture: 39.044,
      soil_temperature: 28,
      soil_conductivity: 300,
      battery_mv: 3168,
    });
  });

  it("a soil probe in air (Decentlab's documented DL-GS3 payload) stores no soil moisture, and says so", () => {
    const result = run('decentlab/dl-gs3', 1, '0203630003009980e100010c60');
    expect(result.fields.volumetric_water_content).toBeCloseTo(-0.0209116703, 10);
    expect(readingsOf(result)).toStrictEqual({
      soil_temperature: 22.5,
      soil_conductivity: 1,
      battery_mv: 3168,
    });
    expect(result.warnings).toStrictEqual(["soil_moisture -2.091 is outside the sensor's range; not stored"]);
  });

  it('a water probe temperature word at its end (0xFFFF: 327.67 °C) is no temperature', () => {
    const result = run('decentlab/dl-ntu', 1, '0223320001ffffffff013e013e0233');
    expect(result.fields).toMatchObject({ status: 65535, temperature: 327.67, turbidity_in_ntu: 31.8 });
    expect(result.readings).toStrictEqual([]);
    expect(result.warnings).toStrictEqual([
      'temperature 327.67 is the end of its word, no temperature; kept in the vendor fields only',
    ]);
  });

  it("decodes on any port: Decentlab's decoders do not look at it", () => {
    for (const fPort of [1, 2, 223]) {
      expect(readingsOf(run('decentlab/dl-sht21', fPort, '02030e00020c60'))).toStrictEqual({
        battery_mv: 3168,
      });
    }
  });
});
