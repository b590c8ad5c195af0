import { describe, expect, it } from 'vitest';
import { errorOf, readingsOf, run } from './test-support/decode-helpers.ts';

// Differential tests against the vendors' own LPP decoders, run in Node on payloads built to cover
// every type, sign and edge (and on RAK's documented payloads). Each `vendor` object is what the
// decoder printed, verbatim; the vendor code is not needed to run these tests.
// - ElectronicCats/CayenneLPP decoders/decoder.js @ 5e1aefd2e06ed71c0cd3fa4c49579cb001ab494e
//   (decodeUplink), the decoder of the library whose extended types we read: our fields must be
//   exactly its output.
// - RAKWireless/RAKwireless_Standardized_Payload RAKwireless_Standardized_Payload.js @
//   776c09f028eff6761b001e2ac4beb7e68d367267 (Decoder), RAK's decoder for the WisBlock firmware.
// - RAKWireless/RUI_LoRa_node_payload_decoder RUISensorDataDecoder_for_TTN.js and
//   RUISensorDataDecoder_GPS6digitPrecison_for_TTN.js @ 857afff6cc6fe7622713c7466b877edbfe01f578
//   (Decoder), RAK's decoders for the RUI v2 nodes: text with units under their own names, so each
//   value is compared, to the decimals it prints, with the LPP field that holds it.

type Readings = Record<string, number | boolean>;
type Case = {
  name: string;
  hex: string;
  vendor: Record<string, unknown>;
  readings: Readings;
  warnings?: string[];
};

const electronicCats: Case[] = [
  {
    name: 'every type of the myDevices table but the GPS and accelerometer',
    hex: '0100FF0201000302FF3804037FFF0565FFFF0666010768C8087327970986FF9C00648000',
    vendor: {
      digital_in_1: 255,
      digital_out_2: 0,
      analog_in_3: -2,
      analog_out_4: 327.67,
      illuminance_5: 65535,
      presence_6: 1,
      humidity_7: 100,
      barometer_8: 1013.5,
      gyrometer_9: { x: -1, y: 1, z: -327.68 },
    },
    readings: { illuminance: 65535, motion: true, humidity: 100, pressure: 1013.5 },
  },
  {
    name: 'the extended types, first half: no reading of a generic device',
    hex: '0A64000030390B74014A0C7503E80D760000C3500E78640F79FF9C107D019011800064',
    vendor: {
      generic_10: 12345,
      voltage_11: 3.3,
      current_12: 1,
      frequency_13: 50000,
      percentage_14: 100,
      altitude_15: -100,
      concentration_16: 400,
      power_17: 100,
    },
    readings: {},
  },
  {
    name: 'the extended types, second half: distance (m) gives distance_mm',
    hex: '1282000004D2138300003039148401681585654F29801687FF8000178E01',
    vendor: {
      distance_18: 1.234,
      energy_19: 12.345,
      direction_20: 360,
      time_21: 1699686784,
      colour_22: { r: 255, g: 128, b: 0 },
      switch_23: 1,
    },
    readings: { distance_mm: 1234 },
  },
  {
    name: 'a southern, western fix below sea level',
    hex: '0188FA0A1F01E240FFFF9C',
    vendor: { gps_1: { latitude: -39.0625, longitude: 12.3456, altitude: -1 } },
    readings: {},
  },
  {
    name: 'voltage is unsigned (ElectronicCats C++ reads it signed; its decoder.js and RAK do not)',
    hex: '0B74FFFF',
    vendor: { voltage_11: 655.35 },
    readings: {},
  },
  {
    name: 'a presence byte of 2 is printed as is; it is no motion reading',
    hex: '066602',
    vendor: { presence_6: 2 },
    readings: {},
    warnings: ['presence_6 2 is not a motion value; not stored'],
  },
];

describe('ElectronicCats decoder.js: our fields are its output (cayenne/lpp)', () => {
  it.each(electronicCats)('$name: $hex', ({ hex, vendor, readings, warnings }) => {
    const result = run('cayenne/lpp', 1, hex);
    expect(result.fields).toStrictEqual(vendor);
    expect(readingsOf(result)).toStrictEqual(readings);
    expect(result.warnings).toStrictEqual(warnings);
  });

  it('the fix of a southern, western record is the location', () => {
    expect(run('cayenne/lpp', 1, '0188FA0A1F01E240FFFF9C').location).toStrictEqual({
      lat: -39.0625,
      lon: 12.3456,
      alt: -1,
    });
  });
});

describe('where ElectronicCats decoder.js is wrong, and we differ', () => {
  it('four-byte unsigned values above 2^31: it shifts in 32-bit signed arithmetic and prints them negative', () => {
    // decoder.js: 0A64FFFFFFFF => generic_10: -1; 1282FFFFFFFF => distance_18: -0.001;
    // 1585FFFFFFFF => time_21: -1. The types are unsigned (CayenneLPP.h, its decoder's own table).
    expect(run('cayenne/lpp', 1, '0A64FFFFFFFF').fields).toStrictEqual({ generic_10: 4294967295 });
    const distance = run('cayenne/lpp', 1, '1282FFFFFFFF');
    expect(distance.fields).toStrictEqual({ distance_18: 4294967.295 });
    expect(readingsOf(distance)).toStrictEqual({ distance_mm: 4294967295 });
    expect(run('cayenne/lpp', 1, '1585FFFFFFFF').fields).toStrictEqual({ time_21: 4294967295 });
  });

  it('a record cut short: it reads the bytes there are (036701 => temperature_3: 0.1); we refuse it', () => {
    expect(errorOf(() => run('cayenne/lpp', 1, '036701')).message).toBe(
      'cayenne/lpp: payload truncated: temperature on channel 3 at byte 0 needs 4 bytes, has 3; not decoded',
    );
  });

  it('an unknown type: it throws "Sensor type error!: 255" and loses the whole uplink; we keep what came before', () => {
    const result = run('cayenne/lpp', 1, '0367011005FF00');
    expect(result.fields).toStrictEqual({ temperature_3: 27.2 });
    expect(result.warnings).toStrictEqual([
      'unknown LPP type 255 (0xFF) on channel 5 at byte 4: 3 bytes not decoded',
    ]);
  });
});

const rakStandardized: Array<Case & { model: string }> = [
  {
    name: 'Kit 1 (RAK1901, RAK1902, RAK1903)',
    model: 'rakwireless/wisblock-kit1',
    hex: '0174019A026864036700F50473278D0565012C',
    vendor: { voltage_1: 4.1, humidity_2: 50, temperature_3: 24.5, barometer_4: 1012.5, illuminance_5: 300 },
    readings: { battery_mv: 4100, humidity: 50, temperature: 24.5, pressure: 1012.5, illuminance: 300 },
  },
  {
    name: 'Kit 4 (RAK1906 and its gas resistance)',
    model: 'rakwireless/wisblock-kit4',
    hex: '0174019A06685A076700E60873278D09022710',
    vendor: { voltage_1: 4.1, humidity_6: 45, temperature_7: 23, barometer_8: 1012.5, analog_in_9: 100 },
    readings: { battery_mv: 4100, humidity: 45, temperature: 23, pressure: 1012.5 },
  },
  {
    name: 'GNSS with four decimals, soil, soil-valid flag and VOC index (RAK type 138)',
    model: 'rakwireless/wisblock-4631',
    hex: '0174019A0A8806A934F3E318001DB00B6700C80C68500E6601108A0064',
    vendor: {
      voltage_1: 4.1,
      gps_10: { latitude: 43.6532, longitude: -79.3832, altitude: 76 },
      temperature_11: 20,
      humidity_12: 40,
      presence_14: 1,
      voc_16: 100,
    },
    readings: { battery_mv: 4100 },
  },
];

describe("RAK's standardized-payload decoder: our fields are its output (WisBlock models)", () => {
  it.each(rakStandardized)('$name: $hex', ({ model, hex, vendor, readings }) => {
    const result = run(model, 2, hex);
    expect(result.fields).toStrictEqual(vendor);
    expect(readingsOf(result)).toStrictEqual(readings);
  });

  it('GNSS with six decimals (type 137): its positive coordinates are 0.000001° short, ours are not', () => {
    // RAK's decoder prints 0174019A0A89029A1850FB44B560001DB0 as {voltage_1: 4.1, location_10:
    // "(43.653199,-79.3832)", altitude_10: 76, gps_10: {latitude: 43.653199, longitude: -79.3832,
    // altitude: 76}}: for four bytes its sign edge `1 << 32` is 1 in JavaScript, so it takes one off
    // every positive value. 0x029A1850 is 43653200.
    const result = run('rakwireless/wisblock-4631', 2, '0174019A0A89029A1850FB44B560001DB0');
    expect(result.fields).toStrictEqual({
      voltage_1: 4.1,
      location_10: '(43.6532,-79.3832)',
      altitude_10: 76,
      gps_10: { latitude: 43.6532, longitude: -79.3832, altitude: 76 },
    });
    expect(result.location).toStrictEqual({ lat: 43.6532, lon: -79.3832, alt: 76 });
  });
});

/** Where RAK's RUI decoders' names are in our (LPP) fields. */
const ruiNames: Record<string, string> = {
  latitude: 'gps_1.latitude',
  longitude: 'gps_1.longitude',
  altitude: 'gps_1.altitude',
  temperature: 'temperature_2',
  acceleration_x: 'accelerometer_3.x',
  acceleration_y: 'accelerometer_3.y',
  acceleration_z: 'accelerometer_3.z',
  gasResistance: 'analog_in_4',
  gyroscope_x: 'gyrometer_5.x',
  gyroscope_y: 'gyrometer_5.y',
  gyroscope_z: 'gyrometer_5.z',
  barometer: 'barometer_6',
  humidity: 'humidity_7',
  battery: 'analog_in_8',
  magnetometer_x: 'analog_in_9',
  magnetometer_y: 'analog_in_10',
  magnetometer_z: 'analog_in_11',
};

const ruiCases: Array<{ name: string; model: string; hex: string; vendor: Record<string, string> }> = [
  {
    name: "the RAK7204 guide's payload",
    model: 'rakwireless/rak7204',
    hex: '0802016307684B0673259E026701150402227204022272',
    vendor: {
      battery: '3.55V',
      humidity: '37.5%RH',
      barometer: '963hPa',
      temperature: '27.7°C',
      gasResistance: '88.18KΩ',
    },
  },
  {
    name: "the RAK7205 guide's payload (also the decoder's README example)",
    model: 'rakwireless/rak7205',
    hex: '0188053797109D5900DC140802017A0768580673256D0267011D040214AF0371FFFFFFDDFC2E',
    vendor: {
      latitude: '34.1911°',
      longitude: '108.8857°',
      altitude: '563.4m',
      battery: '3.78V',
      humidity: '44%RH',
      barometer: '958.1hPa',
      temperature: '28.5°C',
      gasResistance: '52.95KΩ',
      acceleration_x: '-0.001g',
      acceleration_y: '-0.035g',
      acceleration_z: '-0.978g',
    },
  },
  {
    name: "the RAK7200 guide's payload",
    model: 'rakwireless/rak7200',
    hex: '0188053782109D6A00B3420802016603710006FE6603B10586FFDD00CC00040902CDBA0A02F3670B0217CA',
    vendor: {
      latitude: '34.189°',
      longitude: '108.8874°',
      altitude: '458.9m',
      battery: '3.58V',
      acceleration_x: '0.006g',
      acceleration_y: '-0.41g',
      acceleration_z: '0.945g',
      gyroscope_x: '-0.35°/s',
      gyroscope_y: '2.04°/s',
      gyroscope_z: '0.04°/s',
      magnetometer_x: '-128.7μT',
      magnetometer_y: '-32.25μT',
      magnetometer_z: '60.9μT',
    },
  },
  {
    name: "six-decimal GPS (12-byte fix): the 6-digit decoder's own example, decoded by it",
    model: 'rakwireless/rak7200',
    hex: '01880500379708109D590000DC140802017A',
    vendor: { latitude: '83.900311°', longitude: '135.306585°', altitude: '563.4m', battery: '3.78V' },
  },
];

const fieldAt = (fields: Record<string, unknown>, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], fields);

describe("RAK's RUI decoders: the same values under LPP's names (RUI v2 nodes)", () => {
  it.each(ruiCases)('$name: $hex', ({ model, hex, vendor }) => {
    const { fields } = run(model, 8, hex);
    for (const [name, text] of Object.entries(vendor)) {
      const path = ruiNames[name] ?? name;
      const decimals = text.match(/\.(\d+)/)?.[1]?.length ?? 0;
      expect(fieldAt(fields, path), name).toBeCloseTo(Number.parseFloat(text), decimals);
    }
  });

  it('the twelve-byte fix is the location', () => {
    expect(run('rakwireless/rak7200', 8, '01880500379708109D590000DC140802017A').location).toStrictEqual({
      lat: 83.900311,
      lon: 135.306585,
      alt: 563.4,
    });
  });
});
