import { describe, expect, it } from 'vitest';
import { errorOf, readingsOf, run } from './test-support/decode-helpers.ts';
import { netvoxMoreCodecOutputs3 } from './test-support/netvox-more-examples-3.ts';

// Netvox's fine temperature sensors R718AD and R711A (models/netvox-r718ad.ts), two-probe
// temperature sensors R718B2, R718CK2, R718CT2 and R718CN2 (netvox-r718b2.ts) and two-gang state
// sensors R718DA2, R718DB2, R718F2 and R718LB2 (netvox-two-gang.ts), against Netvox's codecs in the
// TTN device repository (TheThingsNetwork/lorawan-devices vendor/netvox/payload/r718ad.js,
// r718b2.js, r718da2_r718db2_r718f2.js and <model>-codec.yaml, the versions named in
// test-support/netvox-more-examples-3.ts, their outputs recorded verbatim there). Our fields must be
// the codec's; our readings are what its values mean (Netvox's user manuals: 0.1 V battery with
// bit 7 the low-battery flag; temperatures in °C, the R718B2's first probe `temperature`, its
// second `external_temperature`; a two-gang state 1 while either sensor vibrates or is open, as
// the one-gang models' `status`), out-of-range values dropped with a warning.

type Vendor = Readonly<Record<string, unknown>>;

/** What the codec's values mean in our readings. */
function meaning(vendor: Vendor): Record<string, number | boolean> {
  const readings: Record<string, number | boolean> = {};
  const volt = /^([0-9.]+)(\(low battery\))?$/.exec(String(vendor.Volt ?? ''));
  if (volt && Number(volt[1]) > 0) {
    readings.battery_mv = Math.round(Number(volt[1]) * 1000);
    readings.low_battery = volt[2] !== undefined;
  }
  if (typeof vendor.Temp === 'number') readings.temperature = vendor.Temp;
  if (typeof vendor.Temp1 === 'number') readings.temperature = vendor.Temp1;
  if (typeof vendor.Temp2 === 'number') readings.external_temperature = vendor.Temp2;
  if (vendor.status1 !== undefined) {
    const field = /R718D[AB]2/.test(String(vendor.Device)) ? 'motion' : 'door_open';
    readings[field] = vendor.status1 === 1 || vendor.status2 === 1;
  }
  return readings;
}

describe("Netvox's temperature sensors on their TTN codecs", () => {
  it.each(netvoxMoreCodecOutputs3)('$model: $source', ({ model, fPort, hex, output }) => {
    const result = run(model, fPort, hex);
    expect(result.fields).toStrictEqual(output);
    expect(readingsOf(result)).toStrictEqual(meaning(output));
    expect(result.warnings).toBeUndefined();
  });

  it('reads the readings of each model', () => {
    // Spelled out once, so that a mistake in `meaning` above cannot hide one in the decoders.
    expect(readingsOf(run('netvox/r718ad', 6, '019C01A1FC130000000000'))).toStrictEqual({
      battery_mv: 3300,
      low_battery: true,
      temperature: -10.05,
    });
    expect(readingsOf(run('netvox/r711a', 6, '01BC011E09EA0000000000'))).toStrictEqual({
      battery_mv: 3000,
      low_battery: false,
      temperature: 25.38,
    });
    expect(readingsOf(run('netvox/r718b2', 6, '0114019FFF9CFC18000000'))).toStrictEqual({
      battery_mv: 3100,
      low_battery: true,
      temperature: -10,
      external_temperature: -100,
    });
    expect(readingsOf(run('netvox/r718cn2', 6, '0118011E0FA0FE0C000000'))).toStrictEqual({
      battery_mv: 3000,
      low_battery: false,
      temperature: 400,
      external_temperature: -50,
    });
    for (const [model, type] of [
      ['netvox/r718ck2', '16'],
      ['netvox/r718ct2', '17'],
    ] as const) {
      expect(readingsOf(run(model, 6, `01${type}012400FD016D000000`))).toStrictEqual({
        battery_mv: 3600,
        low_battery: false,
        temperature: 25.3,
        external_temperature: 36.5,
      });
    }
  });

  it('reads either gang of the two-gang models', () => {
    const gangs = (model: string, type: string, states: string) =>
      readingsOf(run(model, 6, `01${type}0124${states}0000000000`));
    expect(gangs('netvox/r718da2', '2F', '0001')).toStrictEqual({
      battery_mv: 3600,
      low_battery: false,
      motion: true,
    });
    expect(gangs('netvox/r718db2', '3D', '0100').motion).toBe(true);
    expect(gangs('netvox/r718db2', '3D', '0000').motion).toBe(false);
    expect(gangs('netvox/r718f2', '3E', '0100')).toStrictEqual({
      battery_mv: 3600,
      low_battery: false,
      door_open: true,
    });
    expect(gangs('netvox/r718lb2', '45', '0101').door_open).toBe(true);
    expect(gangs('netvox/r718lb2', '45', '0000').door_open).toBe(false);
  });

  it('gives the settings of a configuration answer as fields, never readings', () => {
    const answer = run('netvox/r718ad', 7, '829C038407080100320000');
    expect(answer.fields.TempChange).toBe(0.5);
    expect(answer.readings).toStrictEqual([]);
    const calibration = run('netvox/r718b2', 14, '82010100020003FFF60000');
    expect(calibration.fields).toMatchObject({ Channel: 2, DeltValue: -10 });
    expect(calibration.readings).toStrictEqual([]);
  });
});

describe('where our fields differ from the codec on purpose', () => {
  it("refuses another model's frame (the codecs read any device type they name)", () => {
    // r718ad.js 0a254aaa prints { Volt: 3.6, Device: 'R711A', Temp: 25.38 } for these bytes.
    expect(run('netvox/r718ad', 6, '01BC012409EA0000000000')).toStrictEqual({
      fields: {},
      readings: [],
      warnings: ["device type 0xBC is not the R718AD's (0x9C): another model's frame; not decoded"],
    });
    // r718b2.js d246745c prints the R718CK2's Temp1 25.3 and Temp2 36.5.
    const other = run('netvox/r718b2', 6, '0116012400FD016D000000');
    expect(other.readings).toStrictEqual([]);
    expect(other.warnings).toStrictEqual([
      "device type 0x16 is not the R718B2's (0x14): another model's frame; not decoded",
    ]);
  });

  it('refuses a report type the models do not send (the codecs read every type but 0x00 as the report)', () => {
    // r718ad.js prints { Volt: 3.6, Device: 'R718AD', Temp: 25.38 } for report type 0x02.
    const probe = run('netvox/r718ad', 6, '019C022409EA0000000000');
    expect(probe.fields).toStrictEqual({ Device: 'R718AD' });
    expect(probe.readings).toStrictEqual([]);
    expect(probe.warnings).toStrictEqual(['unknown R718AD report type 0x02; not decoded']);
    // r718b2.js prints { Volt: 3.6, Device: 'R718B2', Temp1: 25.3, Temp2: 36.5 } for type 0x03.
    expect(run('netvox/r718b2', 6, '0114032400FD016D000000').warnings).toStrictEqual([
      'unknown R718B2 report type 0x03; not decoded',
    ]);
  });

  it('warns about a calibration answer or sensor type the codec does not know (it prints {} or no SensorType)', () => {
    // r718b2.js prints {} for 84 01 ..., and no SensorType for sensor type 0x02.
    expect(run('netvox/r718ck2', 14, '8401000000000000000000')).toStrictEqual({
      fields: {},
      readings: [],
      warnings: ['unknown calibration answer 0x84; not decoded'],
    });
    const sensor = run('netvox/r718ck2', 14, '8202000001000100000000');
    expect(sensor.fields).toStrictEqual({
      Cmd: 'GetGlobalCalibrateRsp',
      Channel: 1,
      Multiplier: 1,
      Divisor: 1,
      DeltValue: 0,
    });
    expect(sensor.warnings).toStrictEqual(['unknown calibration sensor type 0x02']);
  });

  it('keeps the field but drops a temperature below absolute zero (r718ad.js prints Temp -327.68 for 0x8000)', () => {
    const result = run('netvox/r718ad', 6, '019C012480000000000000');
    expect(result.fields).toStrictEqual({ Device: 'R718AD', Volt: 3.6, Temp: -327.68 });
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3600, low_battery: false });
    expect(result.warnings).toStrictEqual(["temperature -327.68 is outside the sensor's range; not stored"]);
  });
});

describe('Netvox frames these models cannot decode', () => {
  it('throws DecodeError for a cut-off frame and for a port the model does not use', () => {
    expect(errorOf(() => run('netvox/r711a', 6, '01BC011E09')).message).toBe(
      'netvox/r711a: payload too short (5 bytes, expected 11)',
    );
    expect(errorOf(() => run('netvox/r718ct2', 14, '8101')).message).toBe(
      'netvox/r718ct2: payload too short (2 bytes, expected 11)',
    );
    expect(errorOf(() => run('netvox/r718ad', 14, '82010000010001000A0000')).kind).toBe('unsupported_port');
  });
});
