import { describe, expect, it } from 'vitest';
import { errorOf, readingsOf, run } from './test-support/decode-helpers.ts';
import { netvoxMoreCodecOutputs4 } from './test-support/netvox-more-examples-4.ts';

// Netvox's two-input sensors R311CC (two reed switches), R311CA and R718J2 (two dry contact
// inputs) and R311CB (a reed switch and an external input) (models/netvox-two-input.ts), against
// Netvox's codec in the TTN device repository (TheThingsNetwork/lorawan-devices vendor/netvox/
// payload/r718da2_r718db2_r718f2.js and <model>-codec.yaml, the versions named in
// test-support/netvox-more-examples-4.ts, their outputs recorded verbatim there). Our fields must
// be the codec's; our readings are what its values mean (0.1 V battery with bit 7 the low-battery
// flag; the R311CC's reed switches as the R718F2's, 1 while open, `door_open` true while either is
// open; the dry contact inputs and the R311CB's mixed inputs fields only).

type Vendor = Readonly<Record<string, unknown>>;

/** What the codec's values mean in our readings. */
function meaning(vendor: Vendor): Record<string, number | boolean> {
  const readings: Record<string, number | boolean> = {};
  const volt = /^([0-9.]+)(\(low battery\))?$/.exec(String(vendor.Volt ?? ''));
  if (volt && Number(volt[1]) > 0) {
    readings.battery_mv = Math.round(Number(volt[1]) * 1000);
    readings.low_battery = volt[2] !== undefined;
  }
  if (vendor.Device === 'R311CC' && vendor.status1 !== undefined) {
    readings.door_open = vendor.status1 === 1 || vendor.status2 === 1;
  }
  return readings;
}

describe("Netvox's two-input sensors on their TTN codec", () => {
  it.each(netvoxMoreCodecOutputs4)('$model: $source', ({ model, fPort, hex, output }) => {
    const result = run(model, fPort, hex);
    expect(result.fields).toStrictEqual(output);
    expect(readingsOf(result)).toStrictEqual(meaning(output));
    expect(result.warnings).toBeUndefined();
  });

  it("reads the R311CC's door open while either reed switch is", () => {
    // Spelled out once, so that a mistake in `meaning` above cannot hide one in the decoder.
    const doors = (states: string) => readingsOf(run('netvox/r311cc', 6, `016C0124${states}0000000000`));
    expect(doors('0100')).toStrictEqual({ battery_mv: 3600, low_battery: false, door_open: true });
    expect(doors('0001').door_open).toBe(true);
    expect(doors('0000').door_open).toBe(false);
    expect(readingsOf(run('netvox/r311cc', 6, '016C01A100010000000000'))).toStrictEqual({
      battery_mv: 3300,
      low_battery: true,
      door_open: true,
    });
  });

  it('keeps the dry contact inputs as fields, with the battery the only readings', () => {
    for (const [model, type] of [
      ['netvox/r311ca', '4C'],
      ['netvox/r311cb', '56'],
      ['netvox/r718j2', '43'],
    ] as const) {
      const result = run(model, 6, `01${type}019F01010000000000`);
      expect(result.fields).toMatchObject({ status1: 1, status2: 1 });
      expect(readingsOf(result)).toStrictEqual({ battery_mv: 3100, low_battery: true });
    }
  });

  it('gives the settings of a configuration answer as fields, never readings', () => {
    const answer = run('netvox/r311cc', 7, '826C00780E100A00000000');
    expect(answer.fields).toMatchObject({ MinTime: 120, MaxTime: 3600, BatteryChange: 1 });
    expect(answer.readings).toStrictEqual([]);
  });
});

describe('where our fields differ from the codec on purpose', () => {
  it("refuses another model's frame (the codec reads any device type it names)", () => {
    // r718da2_r718db2_r718f2.js 0a254aaa prints { Device: 'R311CA', Volt: 3, status1: 1, status2: 0 }.
    expect(run('netvox/r311cc', 6, '014C011E01000000000000')).toStrictEqual({
      fields: {},
      readings: [],
      warnings: ["device type 0x4C is not the R311CC's (0x6C): another model's frame; not decoded"],
    });
    // The R718J2's codec profile runs the same codec: it prints the R311CC's frame as the R311CC's.
    expect(run('netvox/r718j2', 6, '016C011E01000000000000').warnings).toStrictEqual([
      "device type 0x6C is not the R718J2's (0x43): another model's frame; not decoded",
    ]);
  });

  it('refuses a report type the models do not send (the codec reads every type but 0x00 as the report)', () => {
    // r718da2_r718db2_r718f2.js prints { Device: 'R311CC', Volt: 3, status1: 1, status2: 0 } for type 0x02.
    const probe = run('netvox/r311cc', 6, '016C021E01000000000000');
    expect(probe.fields).toStrictEqual({ Device: 'R311CC' });
    expect(probe.readings).toStrictEqual([]);
    expect(probe.warnings).toStrictEqual(['unknown R311CC report type 0x02; not decoded']);
  });

  it('keeps the field but gives no door reading for a reed switch state other than 0 / 1', () => {
    // r718da2_r718db2_r718f2.js prints { Device: 'R311CC', Volt: 3.2, status1: 0, status2: 2 }.
    const result = run('netvox/r311cc', 6, '016C012000020000000000');
    expect(result.fields).toStrictEqual({ Device: 'R311CC', Volt: 3.2, status1: 0, status2: 2 });
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3200, low_battery: false });
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings?.[0]).toContain('status2');
    // A dry contact input's state is only a field: it is kept as printed, without a warning.
    // The codec prints { Device: 'R311CA', Volt: 3.6, status1: 2, status2: 0 }.
    const input = run('netvox/r311ca', 6, '014C012402000000000000');
    expect(input.fields).toStrictEqual({ Device: 'R311CA', Volt: 3.6, status1: 2, status2: 0 });
    expect(input.warnings).toBeUndefined();
  });
});

describe('Netvox frames these models cannot decode', () => {
  it('throws DecodeError for a cut-off frame and for a port the model does not use', () => {
    expect(errorOf(() => run('netvox/r311cc', 6, '016C011E01')).message).toBe(
      'netvox/r311cc: payload too short (5 bytes, expected 11)',
    );
    expect(errorOf(() => run('netvox/r718j2', 7, '8243')).message).toBe(
      'netvox/r718j2: payload too short (2 bytes, expected 11)',
    );
    expect(errorOf(() => run('netvox/r311cb', 14, '82560000010001000A0000')).kind).toBe('unsupported_port');
  });
});
