import { describe, expect, it } from 'vitest';
import { DecodeError, decode, listModels, parseHex } from './index.ts';
import { errorOf, readingsOf, run } from './test-support/decode-helpers.ts';
import { elsysTtnExamples, ROOM, ROOM_READINGS } from './test-support/ttn-codec-examples-elsys.ts';

// Elsys's generic payload (formats/elsys.ts) on the examples other people published:
// - TTN: TheThingsNetwork/lorawan-devices vendor/elsys/<model>-codec.yaml, the examples' bytes
//   and the `output.data` Elsys's decoder (elsys.js) gives, at the commit named with each. Three
//   (ers, elt-2, elt-ultrasonic) are commented out in their yaml, still bytes and elsys.js output.
// - AKENZA: uplinks in akenza-io/device-type-library types/elsys/<model>/uplink.spec.js at
//   0c405d3d93d2f14bb8cd4dd14048e521f94166e8, with the values Akenza's decoder asserts.
// - TB: ThingsBoard's ERS2 converter examples, thingsboard/data-converters
//   VENDORS/Elsys/<model>/LORIOT/uplink/payload_1.json and result_1.json at a1d44af8.

type Readings = Record<string, number | boolean>;

type Example = {
  model: string;
  source: string;
  hex: string;
  fields: object;
  readings: Readings;
  warnings?: readonly string[];
};

// The TTN codec examples (test-support/ttn-codec-examples-elsys.ts): our fields are the codec's output.
const ttn: Example[] = elsysTtnExamples.map(({ model, source, hex, output, readings, warnings }) => ({
  model: model.replace('elsys/', ''),
  source,
  hex,
  fields: output,
  readings,
  warnings,
}));

const akenza: Example[] = [
  {
    model: 'ers',
    source: 'ers',
    hex: '0100F1021704041A0500070E5A',
    fields: { temperature: 24.1, humidity: 23, light: 1050, motion: 0, vdd: 3674 },
    readings: { temperature: 24.1, humidity: 23, illuminance: 1050, motion: false, battery_mv: 3674 },
  },
  {
    // The battery word 0x0E3E holds the settings header byte as data.
    model: 'ers-co2',
    source: 'ers-co2',
    hex: '0100F4022804000B0601D8070E3E',
    fields: { temperature: 24.4, humidity: 40, light: 11, co2: 472, vdd: 3646 },
    readings: { temperature: 24.4, humidity: 40, illuminance: 11, co2: 472, battery_mv: 3646 },
  },
  {
    model: 'ers-eye',
    source: 'ers-eye',
    hex: '0100E102280401A00500070DFF1102',
    fields: { temperature: 22.5, humidity: 40, light: 416, motion: 0, vdd: 3583, occupancy: 2 },
    readings: {
      temperature: 22.5,
      humidity: 40,
      illuminance: 416,
      motion: false,
      battery_mv: 3583,
      occupied: true,
    },
  },
  {
    model: 'ers-sound',
    source: 'ers-sound',
    hex: '0100EE02230400BD070DF615402C',
    fields: { temperature: 23.8, humidity: 35, light: 189, vdd: 3574, soundPeak: 64, soundAvg: 44 },
    readings: { temperature: 23.8, humidity: 35, illuminance: 189, battery_mv: 3574, sound_dba: 44 },
  },
  {
    model: 'ers-voc',
    source: 'ers-voc',
    hex: '0100F702230401650503070E291C000C',
    fields: { temperature: 24.7, humidity: 35, light: 357, motion: 3, vdd: 3625, tvoc: 12 },
    readings: {
      temperature: 24.7,
      humidity: 35,
      illuminance: 357,
      motion: true,
      battery_mv: 3625,
      tvoc: 12,
    },
  },
  {
    // Akenza's "reed: true" and one closing counted: the magnet is at the switch, door closed.
    model: 'ems',
    source: 'ems',
    hex: '0100E8021A0300FF3D070E360B0000000D0D010F141200',
    fields: {
      temperature: 23.2,
      humidity: 26,
      x: 0,
      y: -1,
      z: 61,
      vdd: 3638,
      pulseAbs: 13,
      digital: 1,
      accMotion: 20,
      waterleak: 0,
    },
    readings: {
      temperature: 23.2,
      humidity: 26,
      battery_mv: 3638,
      pulse_count: 13,
      door_open: false,
      leak: false,
    },
  },
  {
    model: 'ems-door',
    source: 'ems-door',
    hex: '033E01FF070E2F0B000007920D010F00',
    fields: { x: 62, y: 1, z: -1, vdd: 3631, pulseAbs: 1938, digital: 1, accMotion: 0 },
    readings: { battery_mv: 3631, pulse_count: 1938, door_open: false },
  },
  {
    model: 'ems-desk',
    source: 'ems-desk',
    hex: '070E241102',
    fields: { vdd: 3620, occupancy: 2 },
    readings: { battery_mv: 3620, occupied: true },
  },
  {
    model: 'elt-2',
    source: 'elt-2',
    hex: '0100E20218070E410CFF5614000EDD20',
    fields: { temperature: 22.6, humidity: 24, vdd: 3649, externalTemperature: -17, pressure: 974.112 },
    readings: {
      temperature: 22.6,
      humidity: 24,
      battery_mv: 3649,
      external_temperature: -17,
      pressure: 974.112,
    },
  },
  {
    model: 'elt-ultrasonic',
    source: 'elt-2-ultrasonic',
    hex: '0100DD022B070E2E0E012C14000EB751',
    fields: { temperature: 22.1, humidity: 43, vdd: 3630, distance: 300, pressure: 964.433 },
    readings: { temperature: 22.1, humidity: 43, battery_mv: 3630, distance_mm: 300, pressure: 964.433 },
  },
];

const tb: Example[] = [
  {
    model: 'ers-co2',
    source: 'ERS2_CO2',
    hex: '0100E202290400270506060308070D62',
    fields: { ...ROOM, co2: 776, vdd: 3426 },
    readings: { ...ROOM_READINGS, co2: 776, battery_mv: 3426 },
  },
  {
    model: 'ers-sound',
    source: 'ERS2_Sound',
    hex: '0100E202290400270506070D62150710',
    fields: { ...ROOM, vdd: 3426, soundPeak: 7, soundAvg: 16 },
    readings: { ...ROOM_READINGS, battery_mv: 3426, sound_dba: 16 },
  },
  {
    model: 'ers-voc',
    source: 'ERS2_VOC',
    hex: '0100E202290400270506070D621C0D62',
    fields: { ...ROOM, vdd: 3426, tvoc: 3426 },
    readings: { ...ROOM_READINGS, battery_mv: 3426, tvoc: 3426 },
  },
];

describe.each([
  ['TTN codec examples', ttn, 1],
  ['Akenza uplinks', akenza, 5],
  ['ThingsBoard ERS2 examples', tb, 207],
] as const)('Elsys: %s', (_name, examples, fPort) => {
  it.each(examples)('elsys/$model ($source)', ({ model, hex, fields, readings, warnings }) => {
    const result = decode(`elsys/${model}`, fPort, parseHex(hex));
    expect(result.fields).toStrictEqual(fields);
    expect(readingsOf(result)).toStrictEqual(readings);
    expect(result.warnings).toEqual(warnings);
  });
});

describe('Elsys records we cannot fully read', () => {
  it('keeps the records before an unknown type and says where it stopped', () => {
    // 0x24 is not in Elsys's decoder; its length is unknown, so nothing after it is trusted.
    const result = run('elsys/ers', 5, '0100E20229240105FF');
    expect(result.fields).toStrictEqual({ temperature: 22.6, humidity: 41 });
    expect(result.warnings).toEqual(['unknown type 0x24 at byte 5: 4 bytes not decoded']);
  });

  it('refuses a payload with no known record at all', () => {
    expect(errorOf(() => run('elsys/ers', 5, 'FF0100E2')).message).toBe(
      'elsys/ers: unknown type 0xFF at byte 0: 4 bytes not decoded',
    );
  });

  it('does not decode or keep a settings frame, which can hold the LoRaWAN keys', () => {
    // Akenza's ELT-2 settings uplink (types/elsys/elt-2/uplink.spec.js), on port 6.
    const settings =
      '3e560701080509010a000b050c050d000e00110214000002581500000001170000000118000000011a000493e01e000000011f000000012000000000220004006425032600270028002e012f00300134003b00f53ffb0d56';
    const result = run('elsys/elt-2', 6, settings);
    expect(result).toStrictEqual({
      fields: {},
      readings: [],
      warnings: [
        "device settings frame (type 0x3E) at byte 0: not decoded, as it can hold the device's LoRaWAN keys",
      ],
    });
  });

  it('warns about an occupancy or reed switch value Elsys does not define, and stores nothing', () => {
    const desk = run('elsys/ems-desk', 5, '1103');
    expect(desk.fields).toStrictEqual({ occupancy: 3 });
    expect(desk.readings).toEqual([]);
    expect(desk.warnings).toEqual(['unknown occupancy value 3; not stored']);
    const door = run('elsys/ems-door', 5, '0D02');
    expect(door.readings).toEqual([]);
    expect(door.warnings).toEqual(['unknown reed switch value 2; not stored']);
  });

  it("gives an ELT's digital input no door reading: it is whatever is wired to it", () => {
    const result = run('elsys/elt-2', 5, '0D01');
    expect(result.fields).toStrictEqual({ digital: 1 });
    expect(result.readings).toEqual([]);
    expect(result.warnings).toBeUndefined();
  });

  it('keeps a reading the model does not have in the fields, and says so once', () => {
    // An ERS Lite has no light sensor or PIR: these bytes come from another model.
    const result = run('elsys/ers-lite', 5, '0100E204002704002805060500');
    expect(result.fields).toStrictEqual({ temperature: 22.6, light: 40, motion: 0 });
    expect(readingsOf(result)).toStrictEqual({ temperature: 22.6 });
    expect(result.warnings).toEqual([
      'illuminance is not a reading of the ERS Lite; kept in the vendor fields only',
      'motion is not a reading of the ERS Lite; kept in the vendor fields only',
    ]);
  });

  // TTN's device repository's first generation, ERS Desk from Elsys's own fork (elsys-se/lorawan-devices
  // 17714fcc), the ERS2 and EMS2 from Actility's device catalogue (protocol elsys:generic:1).
  it('lists every Elsys model of the device repositories, each on any port', () => {
    const elsys = listModels().filter((model) => model.vendor === 'Elsys');
    expect(elsys.map((model) => model.modelId).sort()).toEqual(
      [
        'elt-2',
        'elt-lite',
        'elt-ultrasonic',
        'ems',
        'ems-desk',
        'ems-door',
        'ems-lite',
        'ems2',
        'ems2-desk',
        'ems2-door',
        'ems2-lite',
        'ers',
        'ers-co2',
        'ers-co2-lite',
        'ers-desk',
        'ers-display',
        'ers-display-co2',
        'ers-display-co2-lite',
        'ers-display-lite',
        'ers-display-sound',
        'ers-display-voc',
        'ers-eco',
        'ers-eco-co2',
        'ers-eye',
        'ers-interact-lite',
        'ers-lite',
        'ers-sound',
        'ers-voc',
        'ers2',
        'ers2-co2',
        'ers2-co2-lite',
        'ers2-eye',
        'ers2-lite',
        'ers2-sound',
        'ers2-voc',
      ].map((id) => `elsys/${id}`),
    );
    for (const model of elsys) expect(model.fPorts).toBe('any');
  });
});

describe('Elsys under corrupted real uplinks', () => {
  // The fuzz test's random bytes rarely make a whole Elsys record chain: every truncation and
  // every single-byte change of the real uplinks above must still decode or throw DecodeError.
  const seeds = [...ttn, ...akenza, ...tb];
  it.each(seeds)('elsys/$model $hex', ({ model, hex }) => {
    const bytes = parseHex(hex);
    const variants: Uint8Array[] = [];
    for (let end = 1; end <= bytes.length; end += 1) variants.push(bytes.slice(0, end));
    for (let at = 0; at < bytes.length; at += 1) {
      for (const byte of [0x00, 0x3e, 0x7f, 0x80, 0xff]) {
        const changed = bytes.slice();
        changed[at] = byte;
        variants.push(changed);
      }
    }
    const { readings } = listModels().find((info) => info.modelId === `elsys/${model}`) ?? { readings: [] };
    for (const variant of variants) {
      try {
        const result = decode(`elsys/${model}`, 5, variant);
        expect(JSON.parse(JSON.stringify(result))).toStrictEqual(result);
        for (const reading of result.readings) expect(readings).toContain(reading.field);
      } catch (error) {
        expect(error).toBeInstanceOf(DecodeError);
        expect((error as DecodeError).message).toMatch(/^elsys\//);
      }
    }
  });
});
