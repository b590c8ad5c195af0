import { describe, expect, it } from 'vitest';
import { errorOf, readingsOf, run } from './test-support/decode-helpers.ts';
import { netvoxMoreCodecOutputs2, netvoxR831Outputs } from './test-support/netvox-more-examples-2.ts';

// Netvox's RA02A smoke detector and RA02C carbon-monoxide detector (models/netvox-ra02a.ts), R718Y
// differential pressure sensor (netvox-r718y.ts), R809A metering outlet (netvox-r809a.ts), R831C /
// R831D relay controllers (netvox-r831.ts), R718IA2 / R718IB2 analogue inputs (netvox-r718ia2.ts)
// and R718KA / R718KA2 4-20 mA inputs (netvox-r718ka.ts: fields and battery only), against Netvox's
// codecs in the TTN device repository (TheThingsNetwork/lorawan-devices vendor/netvox/payload/
// ra02a.js, ra02c.js, r718y.js, r809a.js, r831.js, r718ia2_ib2.js, r718ka.js and
// <model>-codec.yaml, the versions named in test-support/netvox-more-examples-2.ts, their outputs
// recorded verbatim there) and the R809A user manual's uplinks. Our fields must be the codec's; our
// readings are what its values mean (Netvox's user manuals: 0.1 V battery with bit 7 the low-battery
// flag; the R809A's Wh, V, mA and W; an alarm byte other than 0 is the alarm, as the codecs print
// it; the R831's relays and inputs as bitmasks, bit 0 the first, as the R831D manual's relay
// commands number them), out-of-range values dropped with a warning.

type Vendor = Readonly<Record<string, unknown>>;

const alarm = (value: unknown): boolean | undefined => (value === undefined ? undefined : value === 'Alarm');

/** What the codec's values mean in our readings. */
function meaning(vendor: Vendor): Record<string, number | boolean> {
  const readings: Record<string, number | boolean> = {};
  const volt = /^([0-9.]+)(\(low battery\))?$/.exec(String(vendor.Volt ?? ''));
  if (volt && Number(volt[1]) > 0) {
    readings.battery_mv = Math.round(Number(volt[1]) * 1000);
    readings.low_battery = volt[2] !== undefined;
  }
  const smoke = alarm(vendor.FireAlarm);
  if (smoke !== undefined) readings.smoke = smoke;
  const alarms = [alarm(vendor.COAlarm), alarm(vendor.HighTempAlarm)].filter((a) => a !== undefined);
  if (alarms.length > 0) readings.threshold_alarm = alarms.includes(true);
  if (typeof vendor.Temp === 'number') readings.temperature = vendor.Temp;
  if (vendor.OnOff !== undefined) readings.relay_on = vendor.OnOff === 'ON';
  if (typeof vendor.Energy === 'number') readings.energy = vendor.Energy;
  if (typeof vendor.Vol === 'number') readings.voltage = vendor.Vol;
  // The R809A's load current (in mA beside its `Vol`); the R718KA's loop `Current` is no reading.
  if (typeof vendor.Current === 'number' && 'Vol' in vendor) readings.current = vendor.Current / 1000;
  if (typeof vendor.Power === 'number') readings.power = vendor.Power;
  const mask = (prefix: string) =>
    [1, 2, 3].reduce((m, i) => m | (vendor[`${prefix}${i}`] === 'ON' ? 1 << (i - 1) : 0), 0);
  if (vendor.Relay_1 !== undefined) readings.digital_outputs = mask('Relay_');
  if (vendor.Input_1 !== undefined) readings.digital_inputs = mask('Input_');
  return readings;
}

/** The examples whose values we do not store, with our warnings. */
const refused: Record<string, { dropped: readonly string[]; warnings: readonly string[] }> = {
  '010A012400028000000000': {
    dropped: ['temperature'],
    warnings: ["temperature -3276.8 is outside the sensor's range; not stored"],
  },
  '01AC012400008000000000': {
    dropped: ['temperature'],
    warnings: ["temperature -3276.8 is outside the sensor's range; not stored"],
  },
};

describe("Netvox's alarm, pressure and outlet models on their TTN codecs", () => {
  it.each([...netvoxMoreCodecOutputs2, ...netvoxR831Outputs])(
    '$model: $source',
    ({ model, fPort, hex, output }) => {
      const result = run(model, fPort, hex);
      expect(result.fields).toStrictEqual(output);
      const expected = meaning(output);
      for (const field of refused[hex]?.dropped ?? []) delete expected[field];
      expect(readingsOf(result)).toStrictEqual(expected);
      expect(result.warnings).toStrictEqual(refused[hex]?.warnings);
    },
  );

  it('reads the readings of each model', () => {
    // Spelled out once, so that a mistake in `meaning` above cannot hide one in the decoders.
    expect(readingsOf(run('netvox/ra02a', 6, '010A01A1FF00FF97000000'))).toStrictEqual({
      battery_mv: 3300,
      low_battery: true,
      smoke: true,
      threshold_alarm: false,
      temperature: -10.5,
    });
    expect(readingsOf(run('netvox/ra02a', 6, '010A0124000000FD000000'))).toStrictEqual({
      battery_mv: 3600,
      low_battery: false,
      smoke: false,
      threshold_alarm: false,
      temperature: 25.3,
    });
    expect(readingsOf(run('netvox/ra02c', 6, '0111012401000000000000'))).toStrictEqual({
      battery_mv: 3600,
      low_battery: false,
      threshold_alarm: true,
    });
    expect(readingsOf(run('netvox/ra02c', 6, '0111011E00010000000000')).threshold_alarm).toBe(true);
    expect(readingsOf(run('netvox/ra02c', 6, '0111012400000000000000')).threshold_alarm).toBe(false);
    expect(readingsOf(run('netvox/r718y', 6, '01AC01A1FC18FF9C000000'))).toStrictEqual({
      battery_mv: 3300,
      low_battery: true,
      temperature: -10,
    });
    expect(readingsOf(run('netvox/r809a', 6, '010E010100000200010000'))).toStrictEqual({
      relay_on: true,
      energy: 512,
    });
    expect(readingsOf(run('netvox/r831d', 6, '01B0010000010101000000'))).toStrictEqual({
      digital_outputs: 0b100,
      digital_inputs: 0b011,
    });
    expect(readingsOf(run('netvox/r831c', 6, '01AD010001FF0000000000'))).toStrictEqual({
      digital_outputs: 0b110,
    });
    expect(readingsOf(run('netvox/r809a', 6, '010E0200DC03E800DC0000'))).toStrictEqual({
      voltage: 220,
      current: 1,
      power: 220,
    });
  });
});

describe('where our fields differ from the codec on purpose', () => {
  it('reads the R809A energy unsigned (r809a.js prints 0xFFFFFFFF Wh as -1)', () => {
    // r809a.js 49772262 prints { Device: 'R809A', OnOff: 'ON', Energy: -1, ...'No alarm' } for these bytes.
    const result = run('netvox/r809a', 6, '010E0101FFFFFFFF000000');
    expect(result.fields).toMatchObject({ OnOff: 'ON', Energy: 4294967295 });
    expect(readingsOf(result)).toStrictEqual({ relay_on: true, energy: 4294967295 });
  });

  it("refuses another model's frame (ra02a.js reads an RA02C report for either model)", () => {
    // ra02a.js c9a9f408 prints { Device: 'RA02C', Volt: 3.6, COAlarm: 'Alarm', HighTempAlarm: 'No Alarm' }.
    expect(run('netvox/ra02a', 6, '0111012401000000000000')).toStrictEqual({
      fields: {},
      readings: [],
      warnings: ["device type 0x11 is not the RA02A's (0x0A): another model's frame; not decoded"],
    });
  });

  it("refuses another R831's frame (r831.js reads an R831D report whichever model it is)", () => {
    // r831.js abde4b56 prints the R831D's relays and inputs for these bytes.
    const result = run('netvox/r831c', 6, '01B0010101000000010000');
    expect(result.fields).toStrictEqual({});
    expect(result.warnings).toStrictEqual([
      "device type 0xB0 is not the R831C's (0xAD): another model's frame; not decoded",
    ]);
  });

  it('refuses a report type the models do not send (the codecs read every type but 0x00 as a report)', () => {
    // r809a.js reads any type but 0x00 and 0x01 as the meter report; ra02a.js any but 0x00 as the status.
    const outlet = run('netvox/r809a', 6, '010E0300DC03E800DC0000');
    expect(outlet.fields).toStrictEqual({ Device: 'R809A' });
    expect(outlet.readings).toStrictEqual([]);
    expect(outlet.warnings).toStrictEqual(['unknown R809A report type 0x03; not decoded']);
    const smoke = run('netvox/ra02a', 6, '010A021E010104B0000000');
    expect(smoke.readings).toStrictEqual([]);
    expect(smoke.warnings).toStrictEqual(['unknown RA02A report type 0x02; not decoded']);
  });
});

describe('Netvox frames these models cannot decode', () => {
  it('throws DecodeError for a cut-off frame and for a port the model does not use', () => {
    expect(errorOf(() => run('netvox/ra02c', 6, '0111012401')).message).toBe(
      'netvox/ra02c: payload too short (5 bytes, expected 11)',
    );
    expect(errorOf(() => run('netvox/r809a', 13, '010E010100000200010000')).kind).toBe('unsupported_port');
  });
});
