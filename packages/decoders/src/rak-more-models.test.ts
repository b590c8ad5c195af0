import { describe, expect, it } from 'vitest';
import { run } from './test-support/decode-helpers.ts';
import { rak10702Examples } from './test-support/rak-rak10702-examples.ts';
import { readingsOf } from './test-support/tracker-cases.ts';

// RAKwireless models added with rak-more-models: the RAK10702 Indoor Comfort. Expected fields are
// the outputs of RAKWireless/RAKwireless_Standardized_Payload RAKwireless_Standardized_Payload.js at
// e3f620eb97c9b864ba906dc6fd12f3505d2f1e4e, run in Node (decodeUplink) on uplinks built from the
// RAK10702 firmware's channels (RAKWireless/RAK10702-Indoor-Comfort adb8fac7), recorded in
// test-support/rak-rak10702-examples.ts or below.
const RAK10702 = 'rakwireless/rak10702';

describe("RAK10702 against RAK's standardized-payload decoder", () => {
  it.each(rak10702Examples)('$source', ({ model, fPort, hex, output, readings, warnings }) => {
    const result = run(model, fPort, hex);
    expect(result.fields).toStrictEqual(output);
    expect(readingsOf(result)).toStrictEqual(readings);
    expect(result.warnings).toStrictEqual(warnings);
  });

  it('takes the lower channel where RAK1901 and RAK1906 both measure; a presence byte of 2 is no state', () => {
    const result = run(RAK10702, 2, '02685A036700E6066864076700FA3066020174016D');
    // RAK's decoder: {"humidity_2":45,"temperature_3":23,"humidity_6":50,"temperature_7":25,
    // "presence_48":2,"voltage_1":3.65}.
    expect(result.fields).toStrictEqual({
      humidity_2: 45,
      temperature_3: 23,
      humidity_6: 50,
      temperature_7: 25,
      presence_48: 2,
      voltage_1: 3.65,
    });
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3650, humidity: 45, temperature: 23 });
    expect(result.warnings).toStrictEqual(['presence_48 2 is not a occupied value; not stored']);
  });

  it('keeps the RAK12037 temperature channel (36), which this firmware does not send, as a field only', () => {
    // RAK's decoder: {"temperature_36":27}.
    const result = run(RAK10702, 2, '2467010E');
    expect(result.fields).toStrictEqual({ temperature_36: 27 });
    expect(result.readings).toStrictEqual([]);
  });

  it('keeps the records before an unknown type or a cut-off record, where RAK’s decoder throws', () => {
    // RAK's decoder throws 'Sensor type error!: 172' and 'Sensor type error!: undefined'.
    const unknown = run(RAK10702, 2, '0174017202685A05AC0000');
    expect(unknown.fields).toStrictEqual({ voltage_1: 3.7, humidity_2: 45 });
    expect(readingsOf(unknown)).toStrictEqual({ battery_mv: 3700, humidity: 45 });
    expect(unknown.warnings).toStrictEqual([
      'unknown LPP type 172 (0xAC) on channel 5 at byte 7: 4 bytes not decoded',
    ]);
    const cut = run(RAK10702, 2, '0174017228');
    expect(readingsOf(cut)).toStrictEqual({ battery_mv: 3700 });
    expect(cut.warnings).toStrictEqual(['incomplete record header at byte 4: 1 byte not decoded']);
  });
});
