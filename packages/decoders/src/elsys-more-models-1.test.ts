import { describe, expect, it } from 'vitest';
import { findDecoder } from './registry.ts';
import { readingsOf, run } from './test-support/decode-helpers.ts';
import {
  ELSYS_SOURCE,
  type ElsysCase,
  ems2Cases,
  ers2Cases,
  ersDeskCases,
} from './test-support/elsys-examples-1.ts';

// Elsys models beyond elsys.test.ts's: the ERS Desk (Elsys's own device repository,
// elsys-se/lorawan-devices), the ERS2 and EMS2 families (ids from Actility's device catalogue),
// all on Elsys's one generic payload (formats/elsys.ts). Each frame is checked against what
// Elsys's own decoder printed for it (test-support/elsys-examples-1.ts, with its source): our
// fields are exactly Elsys's, the readings ours.

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

checkVendorCases('elsys/ers-desk', ersDeskCases);
checkVendorCases('ERS2 family', ers2Cases);
checkVendorCases('EMS2 family', ems2Cases);

describe('Elsys new models: what each measures', () => {
  it('registers each model with its name, any port (5 by default) and no position', () => {
    const ids = [...ersDeskCases, ...ers2Cases, ...ems2Cases].map((c) => c.model);
    for (const id of new Set(ids)) {
      const model = findDecoder(id);
      expect(model?.vendor).toBe('Elsys');
      expect(model?.fPorts).toBe('any');
      expect(model?.defaultFPort).toBe(5);
      expect(model?.location).toBe(false);
    }
    expect(findDecoder('elsys/ers-desk')?.model).toBe('ERS Desk');
    expect(findDecoder('elsys/ers2-co2-lite')?.model).toBe('ERS2 CO2 Lite');
    expect(findDecoder('elsys/ems2-door')?.model).toBe('EMS2 Door');
  });

  it("an ERS2 Lite keeps a full ERS2's light and PIR records as fields only", () => {
    const result = run('elsys/ers2-lite', 5, '0100F5022D0401900502070E42');
    expect(result.fields).toStrictEqual({
      temperature: 24.5,
      humidity: 45,
      light: 400,
      motion: 2,
      vdd: 3650,
    });
    expect(readingsOf(result)).toStrictEqual({ temperature: 24.5, humidity: 45, battery_mv: 3650 });
    expect(result.warnings).toStrictEqual([
      'illuminance is not a reading of the ERS2 Lite; kept in the vendor fields only',
      'motion is not a reading of the ERS2 Lite; kept in the vendor fields only',
    ]);
  });

  it("the EMS2 Desk's occupancy is `occupied`, the EMS2 Lite's reed switch no door", () => {
    expect(readingsOf(run('elsys/ems2-desk', 5, '11000D00')).occupied).toBe(false);
    const lite = run('elsys/ems2-lite', 5, '0D00');
    expect(lite.fields).toStrictEqual({ digital: 0 });
    expect(readingsOf(lite)).toStrictEqual({});
  });
});
