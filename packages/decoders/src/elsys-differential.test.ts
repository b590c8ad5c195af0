import { describe, expect, it } from 'vitest';
import { errorOf, readingsOf, run } from './test-support/decode-helpers.ts';

// Differential tests against Elsys's own decoder, as the TTN device repository ships it for
// every Elsys model: TheThingsNetwork/lorawan-devices vendor/elsys/elsys.js at
// f70c17a9c3361e730e84b039dceaf2fe7771acac, decoded in Node (decodeUplink) on payloads built
// to cover every record type, sign and edge. Each `vendor` object is what it printed, verbatim;
// our fields must be exactly that (we keep Elsys's names). `readings` are ours, in
// reading-fields.ts units. The vendor code is not needed to run them.

type Readings = Record<string, number | boolean>;
type Case = {
  model: string;
  hex: string;
  vendor: Record<string, unknown>;
  readings: Readings;
  warnings?: string[];
};

const GRIDEYE_HEX = `1314${Array.from({ length: 64 }, (_, i) => i.toString(16).padStart(2, '0')).join('')}`;

const same: Case[] = [
  {
    // The ers-co2-codec.yaml example.
    model: 'elsys/ers-co2',
    hex: '0100E202290400270506060308',
    vendor: { temperature: 22.6, humidity: 41, light: 39, motion: 6, co2: 776 },
    readings: { temperature: 22.6, humidity: 41, illuminance: 39, motion: true, co2: 776 },
  },
  {
    // A PIR count of 0: no motion during the period.
    model: 'elsys/ers',
    hex: '01FF9C02000400000500070BB8',
    vendor: { temperature: -10, humidity: 0, light: 0, motion: 0, vdd: 3000 },
    readings: { temperature: -10, humidity: 0, illuminance: 0, motion: false, battery_mv: 3000 },
  },
  {
    // The ends of each word; -3276.8 °C is no temperature a room has, so not a reading.
    model: 'elsys/ers',
    hex: '018000026404FFFF05FF',
    vendor: { temperature: -3276.8, humidity: 100, light: 65535, motion: 255 },
    readings: { humidity: 100, illuminance: 65535, motion: true },
    warnings: ["temperature -3276.8 is outside the sensor's range; not stored"],
  },
  {
    // Acceleration is signed per axis; GPS is two raw 24-bit words (no position made of them).
    model: 'elsys/elt-2',
    hex: '03C1FF3F09010203FFFEFD',
    vendor: { x: -63, y: -1, z: 63, lat: 66051, long: 16776957 },
    readings: {},
  },
  {
    // The ELT's external input: pulses, 1-wire probe, switch, distance; accelerometer count.
    model: 'elsys/elt-2',
    hex: '0A12340B0000FFFF0CFF560D000E1F400F14',
    vendor: {
      pulse1: 4660,
      pulseAbs: 65535,
      externalTemperature: -17,
      digital: 0,
      distance: 8000,
      accMotion: 20,
    },
    readings: { pulse_count: 65535, external_temperature: -17, distance_mm: 8000 },
  },
  // The EMS Door's reed switch: 1 while the magnet is at the sensor (door closed).
  { model: 'elsys/ems-door', hex: '0D00', vendor: { digital: 0 }, readings: { door_open: true } },
  { model: 'elsys/ems-door', hex: '0D01', vendor: { digital: 1 }, readings: { door_open: false } },
  {
    model: 'elsys/ers-eye',
    hex: '1000F8FF9C1100',
    vendor: { irInternalTemperature: 24.8, irExternalTemperature: -10, occupancy: 0 },
    readings: { occupied: false },
  },
  // Someone entering or leaving: not yet a state, so no reading.
  { model: 'elsys/ers-eye', hex: '1101', vendor: { occupancy: 1 }, readings: {} },
  { model: 'elsys/ers-eye', hex: '1102', vendor: { occupancy: 2 }, readings: { occupied: true } },
  { model: 'elsys/ems', hex: '1200', vendor: { waterleak: 0 }, readings: { leak: false } },
  { model: 'elsys/ems', hex: '12FF', vendor: { waterleak: 255 }, readings: { leak: true } },
  {
    model: 'elsys/ers-eye',
    hex: GRIDEYE_HEX,
    vendor: { grideye: Array.from({ length: 64 }, (_, i) => 20 + i / 10) },
    readings: {},
  },
  { model: 'elsys/elt-2', hex: '14000EDD20', vendor: { pressure: 974.112 }, readings: { pressure: 974.112 } },
  {
    model: 'elsys/ers-sound',
    hex: '15402C',
    vendor: { soundPeak: 64, soundAvg: 44 },
    readings: { sound_dba: 44 },
  },
  {
    // The second input and the load cell input have no readings; two 1-wire probes make a list.
    model: 'elsys/elt-2',
    hex: '1612341700010000180BB81900FA19FF381A011BFFFFFC18',
    vendor: {
      pulse2: 4660,
      pulseAbs2: 65536,
      analog2: 3000,
      externalTemperature2: [25, -20],
      digital2: 1,
      analogUv: -1000,
    },
    readings: {},
  },
  { model: 'elsys/elt-2', hex: '19FF9C', vendor: { externalTemperature2: -10 }, readings: {} },
  {
    model: 'elsys/ers-voc',
    hex: '1C000C080BB8070E41',
    vendor: { tvoc: 12, analog1: 3000, vdd: 3649 },
    readings: { tvoc: 12, battery_mv: 3649 },
  },
  {
    // An unknown type ends the walk in both; we say so.
    model: 'elsys/ers',
    hex: '0100E21D050229',
    vendor: { temperature: 22.6 },
    readings: { temperature: 22.6 },
    warnings: ['unknown type 0x1D at byte 3: 4 bytes not decoded'],
  },
];

describe('Elsys decoder against elsys.js (TTN lorawan-devices f70c17a9)', () => {
  it.each(same)('$model $hex', ({ model, hex, vendor, readings, warnings }) => {
    const result = run(model, 5, hex);
    expect(result.fields).toStrictEqual(vendor);
    expect(readingsOf(result)).toStrictEqual(readings);
    expect(result.warnings).toEqual(warnings);
  });
});

describe('where we keep our reading over elsys.js', () => {
  it('reads the absolute pulse counters unsigned, as Elsys documents them (0 to 0xFFFFFFFF)', () => {
    // elsys.js shifts the top byte into the sign bit: { pulseAbs: -2 }, { pulseAbs2: -2147483648 }.
    const result = run('elsys/ems-door', 5, '0BFFFFFFFE1780000000');
    expect(result.fields).toStrictEqual({ pulseAbs: 4294967294, pulseAbs2: 2147483648 });
    expect(readingsOf(result)).toStrictEqual({ pulse_count: 4294967294 });
  });

  it('does not make a value of a record cut off by the end of the payload', () => {
    // elsys.js reads the missing bytes as 0: { ..., co2: 776, vdd: 0 }, and { temperature: 0 } for "01".
    const result = run('elsys/ers-co2', 5, '0100E20229040027050606030807');
    expect(result.fields).toStrictEqual({ temperature: 22.6, humidity: 41, light: 39, motion: 6, co2: 776 });
    expect(result.readings.map((reading) => reading.field)).not.toContain('battery_mv');
    expect(result.warnings).toEqual([
      'payload truncated: type 0x07 (vdd) at byte 13 needs 3 bytes, has 1; not decoded',
    ]);
    expect(errorOf(() => run('elsys/ers', 5, '01')).message).toBe(
      'elsys/ers: payload truncated: type 0x01 (temperature) at byte 0 needs 3 bytes, has 1; not decoded',
    );
  });

  it('steps over the 4-byte debug record that elsys.js declares (TYPE_DEBUG) but stops at', () => {
    // elsys.js: {} (it has no case for 0x3D, so the walk ends at byte 0).
    const result = run('elsys/ers', 5, '3D010203040100E2');
    expect(result.fields).toStrictEqual({ debug: 0x01020304, temperature: 22.6 });
    expect(readingsOf(result)).toStrictEqual({ temperature: 22.6 });
  });
});
