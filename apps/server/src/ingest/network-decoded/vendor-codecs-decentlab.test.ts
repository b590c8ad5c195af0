import { decode, parseHex } from '@pinpoint/decoders';
import { describe, expect, it } from 'vitest';
import {
  asNetworkDecoded,
  decentlabCodecExamples,
} from '../../../../../packages/decoders/src/test-support/decentlab-examples.ts';
import { mapNetworkDecoded } from './map.ts';

// Decentlab's codecs (TheThingsNetwork/lorawan-devices vendor/decentlab/dl-*.js) write each value as
// `{displayName, unit, value}`. A device's readings must not depend on who decoded its uplink: the
// codec examples' outputs (each <codec>-codec.yaml, commits in decentlab-examples.ts), mapped here,
// give the readings our own decoder gives for the same bytes, value for value (without the model id,
// all but the readings whose names mean something only on that model).

/** Readings only our decoder gives when the network server's output comes without its model id. */
const modelOnly: Record<string, string[]> = {
  // `electrical_conductivity` is the soil's on the DL-TRS12 but the water's on the DL-CTD10.
  'decentlab/dl-trs12': ['soil_conductivity'],
  // `distance_median`, of the DL-LID's statistics of a burst of laser samples.
  'decentlab/dl-lid': ['distance_mm'],
  // `water_depth`, above the submersible probe.
  'decentlab/dl-ctd10': ['liquid_level_mm'],
  // `total_solar_radiation` (the DL-ATM41's `solar_radiation` is read).
  'decentlab/dl-pyr': ['solar_radiation_wm2'],
};

const byField = (readings: ReadonlyArray<{ field: string; value: number | boolean }>) =>
  Object.fromEntries(readings.map((reading) => [reading.field, reading.value]));

describe("Decentlab's codec outputs and our decoder give the same readings", () => {
  it.each(decentlabCodecExamples)('$model: $source', ({ model, hex, output }) => {
    const ours = byField(decode(model, 1, parseHex(hex)).readings);
    expect(byField(mapNetworkDecoded(asNetworkDecoded(output), model).readings)).toStrictEqual(ours);
    // Without the model, the names whose meaning is the model's give nothing.
    const only = modelOnly[model] ?? [];
    const shared = Object.fromEntries(Object.entries(ours).filter(([field]) => !only.includes(field)));
    expect(byField(mapNetworkDecoded(asNetworkDecoded(output), null).readings)).toStrictEqual(shared);
  });

  it('has an example for each reading the model id is needed for', () => {
    for (const [model, fields] of Object.entries(modelOnly)) {
      const given = decentlabCodecExamples
        .filter((example) => example.model === model)
        .flatMap((example) => Object.keys(example.readings));
      for (const field of fields) expect(given, model).toContain(field);
    }
  });

  it('both drop the DL-5TM probe in air (-0.0215 m³⋅m⁻³) as a soil moisture, with a warning', () => {
    // dl-5tm-codec.yaml Example 1.
    const example = decentlabCodecExamples.find((candidate) => candidate.model === 'decentlab/dl-5tm');
    if (!example) throw new Error('no DL-5TM example');
    expect(decode(example.model, 1, parseHex(example.hex)).warnings).toHaveLength(1);
    expect(mapNetworkDecoded(asNetworkDecoded(example.output), example.model).dropped).toStrictEqual([
      expect.stringContaining('volumetric_water_content'),
    ]);
  });
});
