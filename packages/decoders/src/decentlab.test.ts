import { describe, expect, it } from 'vitest';
import { listModels } from './index.ts';
import { decentlabCodecExamples, valuesOf } from './test-support/decentlab-examples.ts';
import { errorOf, readingsOf, run } from './test-support/decode-helpers.ts';

// Decentlab devices (formats/decentlab.ts). Sources:
// - [ttn] TheThingsNetwork/lorawan-devices vendor/decentlab/<codec>-codec.yaml, each uplink example
//   with its documented output (test-support/decentlab-examples.ts, commit per example).
//   The DL-TRS11 example's permittivity (1.0259018697121038) is not what the codec's formula gives
//   in Node or in Python (1.0259018697121183), the engine that printed it being unsaid: fields are
//   compared to 10 decimals here (exactly, against Decentlab's decoder in Node, in
//   decentlab-differential.test.ts).
// - [decentlab] decentlab/decentlab-decoders at ae766f03a27b0391f794ef1bf2b47bcb7ebad5a9: the format
//   (each device's decode(): version 2, device id, flags, the flagged groups' words in bit order;
//   what it does with a short payload is to read the missing bytes as NaN, which we never do).

describe('the TTN codec examples [ttn]', () => {
  it.each(decentlabCodecExamples)('$model: $source', ({ model, hex, output, readings }) => {
    const result = run(model, 1, hex);
    const vendor = valuesOf(output);
    expect(Object.keys(result.fields).sort()).toStrictEqual(Object.keys(vendor).sort());
    for (const [name, value] of Object.entries(vendor))
      expect(result.fields[name], name).toBeCloseTo(value, 10);
    expect(readingsOf(result)).toStrictEqual(readings);
  });

  it('stores no soil moisture for the DL-5TM probe in air (-0.0215 m³⋅m⁻³), and says so', () => {
    // dl-5tm-codec.yaml Example 1: the volumetric water content stays a vendor field.
    const result = run('decentlab/dl-5tm', 1, '02023b0003003702710c60');
    expect(result.fields.volumetric_water_content).toBeCloseTo(-0.0215397767, 10);
    expect(result.warnings).toStrictEqual(["soil_moisture -2.154 is outside the sensor's range; not stored"]);
  });

  it('lists every Decentlab model as the TTN device repository names it', () => {
    const ids = listModels()
      .filter((model) => model.vendor === 'Decentlab')
      .map((model) => model.modelId);
    // Checked against Decentlab's decoders instead of TTN codec examples: decentlab-more-models-1.test.ts.
    const more = [
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
    expect(ids).toHaveLength(22 + more.length);
    for (const id of ids) expect(id).toMatch(/^decentlab\/dl-[a-z0-9-]+$/);
    expect(new Set(decentlabCodecExamples.map((example) => example.model))).toStrictEqual(
      new Set(ids.filter((id) => !more.includes(id))),
    );
  });

  it("decodes on any port: Decentlab's decoders do not look at it", () => {
    for (const fPort of [1, 10, 223]) {
      expect(readingsOf(run('decentlab/dl-ds18', fPort, '02023d0003815e0c15'))).toStrictEqual({
        temperature: 21.875,
        battery_mv: 3093,
      });
    }
  });
});

describe('the flags and words walk [decentlab]', () => {
  it('refuses another protocol version and a payload shorter than the header', () => {
    expect(errorOf(() => run('decentlab/dl-sht35-001', 1, '03030e00020c60')).message).toBe(
      'decentlab/dl-sht35-001: protocol version 3, expected 2',
    );
    expect(errorOf(() => run('decentlab/dl-sht35-001', 1, '02030e00')).message).toBe(
      'decentlab/dl-sht35-001: payload too short (4 bytes, expected 5: version, device id, flags)',
    );
  });

  it('keeps the groups before one cut off by the end of the payload, and warns', () => {
    // DL-PM, all four groups flagged; the SPS30 group has 4 of its 20 bytes.
    const result = run('decentlab/dl-pm', 1, '021b50000f0c2500250027');
    expect(result.fields).toStrictEqual({ protocol_version: 2, device_id: 6992, battery_voltage: 3.109 });
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3109 });
    expect(result.warnings).toStrictEqual([
      'payload truncated: sensor group 1 needs 20 bytes at byte 7, has 4; not decoded',
    ]);
  });

  it('throws when the first flagged group is cut off: nothing was read', () => {
    expect(errorOf(() => run('decentlab/dl-sht35-001', 1, '02030e00030064')).message).toBe(
      'decentlab/dl-sht35-001: payload truncated: sensor group 0 needs 4 bytes at byte 5, has 2; not decoded',
    );
  });

  it("reads the model's groups and warns about flags of groups it does not have", () => {
    // A DL-SHT35's battery group (bit 1) and a bit 2 of another device.
    const result = run('decentlab/dl-sht35-001', 1, '02030e00060c60abcd');
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3168 });
    expect(result.warnings).toStrictEqual([
      'flags 0x0006 name sensor groups the DL-SHT35-001 does not have (bits 2 and up); not decoded',
    ]);
    expect(errorOf(() => run('decentlab/dl-sht35-001', 1, '02030e00040c60')).message).toBe(
      'decentlab/dl-sht35-001: flags 0x0004 name sensor groups the DL-SHT35-001 does not have (bits 2 and up); not decoded',
    );
  });

  it('warns about bytes after the last flagged group', () => {
    const result = run('decentlab/dl-sht35-001', 1, '02030e00020c60ff');
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3168 });
    expect(result.warnings).toStrictEqual(['1 byte after the last sensor group not decoded']);
  });

  it('throws on a header without a flagged group', () => {
    expect(errorOf(() => run('decentlab/dl-sht35-001', 1, '02030e0000')).message).toBe(
      'decentlab/dl-sht35-001: no sensor group in the payload (flags 0x0000)',
    );
  });
});

describe('values that are no measurement stay vendor fields', () => {
  it('DL-MBX: a distance without a valid sample', () => {
    const result = run('decentlab/dl-mbx', 1, '02012f000304d200000bb1');
    expect(result.fields).toMatchObject({ distance: 1234, number_of_valid_samples: 0 });
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 2993 });
    expect(result.warnings).toStrictEqual([
      'distance is no measurement (no valid sample); kept in the vendor fields only',
    ]);
  });

  it('DL-IAM: a barometer word of 0 (0 Pa) is no air pressure', () => {
    const result = run('decentlab/dl-iam', 1, '020bbd00040000');
    expect(result.fields).toStrictEqual({ protocol_version: 2, device_id: 3005, barometric_pressure: 0 });
    expect(result.readings).toStrictEqual([]);
    expect(result.warnings).toStrictEqual([
      'barometric_pressure 0 is not an air pressure at the ground; kept in the vendor fields only',
    ]);
  });

  it('DL-CTD10: a temperature word of 0xFFFF (3276.7 °C) is no temperature', () => {
    const result = run('decentlab/dl-ctd10', 1, '0207d900019088ffff00640000');
    expect(result.fields).toMatchObject({ water_depth: 4232, temperature: 3276.7 });
    expect(readingsOf(result)).toStrictEqual({ liquid_level_mm: 4232 });
    expect(result.warnings).toStrictEqual([
      'temperature 3276.7 is the end of its word, no temperature; kept in the vendor fields only',
    ]);
  });

  it('a battery of tens of volts (a word of 0xFFFF) is no battery reading', () => {
    const result = run('decentlab/dl-ds18', 1, '02023d0002ffff');
    expect(result.fields.battery_voltage).toBe(65.535);
    expect(result.readings).toStrictEqual([]);
  });
});
