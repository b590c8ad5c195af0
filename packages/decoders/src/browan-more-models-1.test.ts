import { describe, expect, it } from 'vitest';
import { cd10TtnExample, merryIotExamples } from './test-support/browan-more-examples-1.ts';
import { errorOf, run } from './test-support/decode-helpers.ts';
import { checkVendorCases, readingsOf } from './test-support/tracker-cases.ts';

// Browan's MerryIoT DW10, MS10, WL10 and CD10 against Browan's own decoder (browanofficial/
// Sensor-Decoder MerryIoT/MerryIoT_forTTN_v4.0.txt at 625a2b0a80f5e849cda475d069bc05db5021b7fd) run
// in Node on frames built for each layout, flag, sign and cap: its outputs, verbatim, in
// test-support/browan-more-examples-1.ts, and below where we differ on purpose (with the reason).
// TTN's cd10-codec.yaml example (TheThingsNetwork/lorawan-devices vendor/browan at 62c8acdd) too.
const BROWAN =
  'browanofficial/Sensor-Decoder MerryIoT/MerryIoT_forTTN_v4.0.txt at 625a2b0a80f5e849cda475d069bc05db5021b7fd';

describe("the MerryIoT sensors on Browan's decoder's outputs", () => {
  it.each(merryIotExamples)('$model: $source', ({ model, fPort, hex, output, readings, warnings }) => {
    const result = run(model, fPort, hex);
    expect(result.fields).toStrictEqual(output);
    expect(readingsOf(result)).toStrictEqual(readings);
    expect(result.warnings).toStrictEqual(warnings);
  });
});

describe(`browan/cd10 vs TTN's ${cd10TtnExample.source}`, () => {
  it("gives TTN's values under Browan's names, and the same readings", () => {
    const { model, fPort, hex, output, readings } = cd10TtnExample;
    const result = run(model, fPort, hex);
    const { status, battery, humidity, ...same } = output;
    expect(result.fields).toMatchObject({ ...same, trigger: status, battery_volt: battery, humi: humidity });
    expect(readingsOf(result)).toStrictEqual(readings);
  });
});

const door = { temperature: 21.5, humi: 45, button: 0, tamper: 0, tilt: 0, time: 3 };

checkVendorCases('browan/dw10', BROWAN, [
  {
    name: "a count whose middle byte is under 0x10: Browan's decoder drops that byte's leading zero",
    port: 120,
    hex: '010BD7002D0300010503',
    vendor: { ...door, battery_volt: 3.2, open: 1, count: 13569 },
    // 0x030501: the manual's little-endian 24-bit count; the vendor joins "03", "5", "01".
    ours: { count: 197889 },
    readings: {
      door_open: true,
      button: false,
      tamper: false,
      tilt: false,
      battery_mv: 3200,
      temperature: 21.5,
      humidity: 45,
    },
  },
  {
    name: 'reserved battery bits 7-4 set: Browan reads the whole byte (5.2 V), the manual bits 3-0',
    port: 120,
    hex: '001FD7002D0300051200',
    vendor: { ...door, battery_volt: 5.2, open: 0, count: 4613 },
    // (21 + 15) / 10, as TTN's cd10.js masks the byte and the manuals lay it out (ν in bits 3-0).
    ours: { battery_volt: 3.6 },
    readings: {
      door_open: false,
      button: false,
      tamper: false,
      tilt: false,
      battery_mv: 3600,
      temperature: 21.5,
      humidity: 45,
    },
  },
]);

describe('what the MerryIoT sensors refuse', () => {
  it.each([
    [
      'browan/dw10',
      120,
      '010BD7002D030001',
      'payload of 8 bytes: the MerryIoT Open/Close DW10 sends 9 or 10',
    ],
    [
      'browan/ms10',
      122,
      '010BEA002800002A000000',
      'payload of 11 bytes: the MerryIoT Motion Detection MS10 sends 9 or 10',
    ],
    ['browan/wl10', 126, '000BD9', 'payload of 3 bytes: the MerryIoT Leak Detection WL10 sends 4 or 5'],
    [
      'browan/cd10',
      127,
      '220BDC002D640200',
      'payload of 8 bytes: the MerryIoT Air Quality CO2 CD10 sends 6 or 7',
    ],
  ])(
    '%s: a frame of another length, as Browan\'s "Invalid fPort or payload length"',
    (model, port, hex, message) => {
      const error = errorOf(() => run(model, port, hex));
      expect(error.kind).toBe('invalid_payload');
      expect(error.message).toBe(`${model}: ${message}`);
    },
  );

  it("another sensor's port, as Browan's decoder refuses port 127 for the WL10", () => {
    expect(errorOf(() => run('browan/wl10', 127, '000A147F')).kind).toBe('unsupported_port');
  });
});
