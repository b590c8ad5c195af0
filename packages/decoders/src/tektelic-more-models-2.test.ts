import { describe, expect, it } from 'vitest';
import { readingsOf, run } from './test-support/decode-helpers.ts';
import { gen3ConverterExamples, konaHomeGen3TtnExamples } from './test-support/tektelic-examples-1.ts';
import { checkVendorCases } from './test-support/tracker-cases.ts';

// The Kona Smart Room Sensor's Home editions (tektelic/t000489x-home-base, t00048xx-home-pir) and
// third generation (tektelic/t00061xx-smart-room-base-gen3, t00061xx-smart-room-pir-gen3) against
// the vendors' decoders run in Node from /tmp: TTN's decoder_smart_room_sensor_pir_base.js
// (TheThingsNetwork/lorawan-devices vendor/tektelic/ at 0a254aaa3adb0237faed50aa34916df1d07cf417),
// the t00048xx / t00061xx codec yaml examples, and Tektelic's comfort-vivid v2.2 and v3.1
// converters (TektelicCommunications/data-converters at 39edfa077214c0c7ed50afb5416d4ae461c2882f).
// Their outputs: test-support/tektelic-examples-1.ts. These models read the smart room family's
// table (formats/tektelic-smart-room.ts) under its names, those of TTN's decoder_smart_room_
// sensor.js, as their siblings tektelic/t000489x-smart-room-base and t00048xx-smart-room-pir do.
const PIR_BASE =
  'TheThingsNetwork/lorawan-devices vendor/tektelic/decoder_smart_room_sensor_pir_base.js at 0a254aaa3adb0237faed50aa34916df1d07cf417';

describe("the Home and gen3 smart room sensors on TTN's codec outputs", () => {
  it.each(konaHomeGen3TtnExamples)('$model: $source', ({ model, fPort, hex, output, readings }) => {
    const { raw: _raw, port: _port, ...fields } = output;
    const result = run(model, fPort, hex);
    expect(result.fields).toStrictEqual(fields);
    expect(readingsOf(result)).toStrictEqual(readings);
    expect(result.warnings).toBeUndefined();
  });
});

// Tektelic's converters print a state as a word for the byte we keep, and hall_effect_state
// (TRM v3's name for the reed switch frame) where we keep reed_state.
const STATE_BYTES: Readonly<Record<string, number>> = {
  On: 0xff,
  Off: 0x00,
  Wet: 0xff,
  Dry: 0x00,
  Detected: 0xff,
  None: 0x00,
  Bright: 0xff,
  'Magnet Absent': 0xff,
  'Magnet Present': 0x00,
};
const RENAMED: Readonly<Record<string, string>> = { hall_effect_state: 'reed_state' };

/** A converter's value as we print it: "3.60" as 3.6, "On" as 0xFF, nested axes likewise. */
function asOurs(value: unknown): unknown {
  if (typeof value === 'string') return value in STATE_BYTES ? STATE_BYTES[value] : Number(value);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, asOurs(inner)]));
  return value;
}

describe("the gen3 smart room sensors on Tektelic's comfort-vivid converters", () => {
  it.each(gen3ConverterExamples)('$model: $converter $hex', ({ model, hex, output, readings }) => {
    const expected = Object.fromEntries(
      Object.entries(output).map(([key, value]) => [RENAMED[key] ?? key, asOurs(value)]),
    );
    const result = run(model, 10, hex);
    expect(result.fields).toStrictEqual(expected);
    expect(readingsOf(result)).toStrictEqual(readings);
    expect(result.warnings).toBeUndefined();
  });
});

// Where TTN's Home codec names a frame otherwise than the family's names we keep.
checkVendorCases('tektelic/t00048xx-home-pir', PIR_BASE, [
  {
    name: 'impact magnitude and acceleration: the family names acceleration_magnitude and { x, y, z }',
    port: 10,
    hex: '0200FF100240050203E807710064FF9C03E80C00FF',
    vendor: {
      light_detected: 255,
      light_intensity: 64,
      impact_magnitude: 1,
      'acceleration.xaxis': 0.1,
      'acceleration.yaxis': -0.1,
      'acceleration.zaxis': 1,
      impact_alarm: 255,
    },
    ours: {
      impact_magnitude: undefined,
      'acceleration.xaxis': undefined,
      'acceleration.yaxis': undefined,
      'acceleration.zaxis': undefined,
      acceleration_magnitude: 1,
      acceleration: { x: 0.1, y: -0.1, z: 1 },
    },
    readings: {},
  },
  {
    name: 'the external connector: the family names external_connector_* (the analog input in V)',
    port: 10,
    hex: '0E00FF0F04000711020BB8',
    vendor: { extconnector_state: 255, extconnector_count: 7, extconnector_analog: 3 },
    ours: {
      extconnector_state: undefined,
      extconnector_count: undefined,
      extconnector_analog: undefined,
      external_connector_state: 255,
      external_connector_count: 7,
      external_connector_analog_mv: 3,
    },
    readings: {},
  },
]);

checkVendorCases('tektelic/t000489x-home-base', PIR_BASE, [
  {
    name: 'a PIR frame on the Base edition: printed by both, no motion reading (it has no PIR)',
    port: 10,
    hex: '0A00FF',
    vendor: { motion_event_state: 255 },
    readings: {},
    warnings: [
      'motion is not a reading of the Kona Smart Room Sensor Home Base; kept in the vendor fields only',
    ],
  },
  {
    name: 'temperature word 0x8000: the codec reads +3276.8 (its sign test is > 2^15); a signed word is -3276.8',
    port: 10,
    hex: '0367800004680A',
    vendor: { ambient_temperature: 3276.8, relative_humidity: 5 },
    ours: { ambient_temperature: -3276.8 },
    readings: { humidity: 5 },
    warnings: ["temperature -3276.8 is outside the sensor's range; not stored"],
  },
  {
    name: 'an unknown frame: the codec drops the whole uplink ("Headers are not as expected"); we keep what came before',
    port: 10,
    hex: '0367010300AA01',
    vendor: {},
    ours: { ambient_temperature: 25.9 },
    readings: { temperature: 25.9 },
    warnings: ['unknown channel 0x00 0xAA at byte 4: 3 bytes not decoded'],
  },
]);

describe('the Home and gen3 editions measure what their hardware has', () => {
  it('a moisture frame gives a leak on the Base editions and no reading on the PIR ones', () => {
    for (const model of ['tektelic/t000489x-home-base', 'tektelic/t00061xx-smart-room-base-gen3'])
      expect(readingsOf(run(model, 10, '0900FF'))).toStrictEqual({ leak: true });
    for (const model of ['tektelic/t00048xx-home-pir', 'tektelic/t00061xx-smart-room-pir-gen3'])
      expect(readingsOf(run(model, 10, '0900FF'))).toStrictEqual({});
  });

  it('port 100 (configuration answers, which can hold the LoRaWAN keys) is not decoded', () => {
    const result = run('tektelic/t00061xx-smart-room-pir-gen3', 100, `00${'11'.repeat(8)}`);
    expect(result.fields).toStrictEqual({});
    expect(result.warnings).toStrictEqual([
      "configuration response on port 100: not decoded, as it can hold the device's LoRaWAN keys",
    ]);
  });
});
