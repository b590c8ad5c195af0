import { describe, expect, it } from 'vitest';
import { findDecoder } from './registry.ts';
import { readingsOf, run } from './test-support/decode-helpers.ts';
import { ELSYS_SOURCE, type ElsysCase } from './test-support/elsys-examples-1.ts';
import { ersDisplayCases, ersEcoCases, ersInteractCases } from './test-support/elsys-examples-2.ts';

// Elsys models of Actility's device catalogue beyond elsys-more-models-1.test.ts's: the ERS
// Display, ERS Eco and ERS Interact Lite families (ids from actility/device-catalog
// vendors/elsys/models/*/model.yaml), all on Elsys's one generic payload (formats/elsys.ts). Each
// frame is checked against what Elsys's own decoder printed for it (test-support/elsys-examples-2.ts,
// with its source): our fields are exactly Elsys's, the readings ours.

function checkVendorCases(title: string, cases: ElsysCase[]): void {
  describe(`${title} vs ${ELSYS_SOURCE}`, () => {
    it.each(cases)('$model: $name', (c) => {
      const result = run(c.model, 5, c.hex);
      expect(result.fields).toStrictEqual(c.vendor);
      expect(readingsOf(result)).toStrictEqual(c.readings);
      expect(result.warnings).toStrictEqual(c.warnings);
      expect(result.location).toBeUndefined();
    });
  });
}

checkVendorCases('ERS Display family', ersDisplayCases);
checkVendorCases('ERS Eco family', ersEcoCases);
checkVendorCases('elsys/ers-interact-lite', ersInteractCases);

describe('Elsys ERS Display, Eco and Interact: what each measures', () => {
  const all = [...ersDisplayCases, ...ersEcoCases, ...ersInteractCases];

  it('registers each model with its name, any port (5 by default) and no position', () => {
    const ids = new Set(all.map((c) => c.model));
    expect(ids.size).toBe(9);
    for (const id of ids) {
      const model = findDecoder(id);
      expect(model?.vendor).toBe('Elsys');
      expect(model?.fPorts).toBe('any');
      expect(model?.defaultFPort).toBe(5);
      expect(model?.location).toBe(false);
    }
    expect(findDecoder('elsys/ers-display-co2-lite')?.model).toBe('ERS Display CO2 Lite');
    expect(findDecoder('elsys/ers-eco-co2')?.model).toBe('ERS Eco CO2');
    expect(findDecoder('elsys/ers-interact-lite')?.model).toBe('ERS Interact Lite');
  });

  it('gives each model the readings of its catalogue sensors', () => {
    const room = ['temperature', 'humidity', 'illuminance', 'motion', 'battery_mv'];
    expect(findDecoder('elsys/ers-display')?.readings).toStrictEqual(room);
    expect(findDecoder('elsys/ers-display-sound')?.readings).toStrictEqual([...room, 'sound_dba']);
    expect(findDecoder('elsys/ers-display-lite')?.readings).toStrictEqual([
      'temperature',
      'humidity',
      'battery_mv',
    ]);
    expect(findDecoder('elsys/ers-interact-lite')?.readings).toStrictEqual([
      'temperature',
      'humidity',
      'battery_mv',
    ]);
    // Light-powered: no battery voltage.
    expect(findDecoder('elsys/ers-eco')?.readings).toStrictEqual(['temperature', 'humidity']);
    expect(findDecoder('elsys/ers-eco-co2')?.readings).toStrictEqual(['temperature', 'humidity', 'co2']);
  });

  it("an ERS Eco's supply voltage is no battery level", () => {
    const result = run('elsys/ers-eco', 5, '0100DA0229070C80');
    expect(result.fields.vdd).toBe(3200);
    expect(readingsOf(result).battery_mv).toBeUndefined();
  });
});
