import { describe, expect, it } from 'vitest';
import { readingsOf, run } from './test-support/decode-helpers.ts';

// Differential tests against Tektelic's own data converters, TektelicCommunications/
// data-converters "LoRa Alliance Payload Codec 1.0.0/<family>/<file>" at
// 39edfa077214c0c7ed50afb5416d4ae461c2882f, decoded in Node (copied to /tmp, decodeUplink({
// bytes, fPort: 10 })) on payloads built to cover every port 10 frame, sign and state. Each
// `vendor` object is the `data` it printed, verbatim, less its `raw` and `fPort` echo of the
// input. Our fields keep TTN's names (see the README), so `renamed` says under which of our
// fields each vendor value is (with a scale where the units differ), or null where the vendor
// prints a word ("Magnet Absent (High)") for the state byte we keep, or a value we do not compute:
// the reading carries the state. The vendor code is not needed to run them.

type Readings = Record<string, number | boolean>;
type Case = {
  model: string;
  hex: string;
  vendor: Record<string, unknown>;
  readings: Readings;
  warnings?: string[];
};
type Converter = {
  file: string;
  renamed: Readonly<Record<string, string | readonly [string, number] | null>>;
  cases: Case[];
};

/** { a: { x: 1 } } as { 'a.x': 1 }: the converters nest the accelerometer axes. */
function flatten(value: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) =>
      inner !== null && typeof inner === 'object'
        ? Object.entries(flatten(inner as Record<string, unknown>, `${prefix}${key}.`))
        : [[`${prefix}${key}`, inner]],
    ),
  );
}

const SMART_ROOM_V22: Converter = {
  file: 'comfort-vivid/comfort-vivid-v2.2-decoder.js',
  renamed: {
    battery_voltage: 'battery_voltage',
    reed_state: null,
    reed_count: 'reed_count',
    impact_alarm: null,
    acceleration_magnitude: 'acceleration_magnitude',
    'acceleration.x': 'acceleration.x',
    'acceleration.y': 'acceleration.y',
    'acceleration.z': 'acceleration.z',
    external_connector_state: null,
    external_connector_counter: 'external_connector_count',
    external_connector_analog_mv: 'external_connector_analog_mv',
    mcu_temperature: 'mcu_temperature',
    ambient_temperature: 'ambient_temperature',
    relative_humidity: 'relative_humidity',
    light_detected: null,
    light_intensity: 'light_intensity',
    motion_event_state: null,
    motion_event_count: 'motion_event_count',
    moisture: null,
  },
  cases: [
    {
      model: 'tektelic/t000489x-smart-room-base',
      hex: '00FF012C0100FF08040005',
      vendor: { battery_voltage: '3.00', reed_state: 'On', reed_count: 5 },
      readings: { battery_mv: 3000, door_open: true },
    },
    {
      model: 'tektelic/t000489x-smart-room-base',
      hex: '0C00FF05020BB80771FC18000003E8',
      vendor: {
        impact_alarm: 'On',
        acceleration_magnitude: '3.000',
        acceleration: { x: '-1.000', y: '0.000', z: '1.000' },
      },
      readings: {},
    },
    {
      model: 'tektelic/t000489x-smart-room-base',
      hex: '0E00000F04001011020DAC',
      vendor: {
        external_connector_state: 'Low(short-circuit)',
        external_connector_counter: 16,
        external_connector_analog_mv: '3.500',
      },
      readings: {},
    },
    {
      model: 'tektelic/t00061xx-comfort',
      hex: '0B67FF380367FF9C046864',
      vendor: { mcu_temperature: '-20.0', ambient_temperature: '-10.0', relative_humidity: '50.0' },
      readings: { temperature: -10, humidity: 50 },
    },
    {
      model: 'tektelic/t00061xx-comfort',
      hex: '020000100232',
      vendor: { light_detected: 'Dark', light_intensity: 50 },
      readings: {},
    },
    {
      model: 'tektelic/t00048xx-smart-room-pir',
      hex: '0A00000D04000A',
      vendor: { motion_event_state: 'None', motion_event_count: 10 },
      readings: { motion: false },
    },
    {
      model: 'tektelic/t00061xx-comfort',
      hex: '0900FF',
      vendor: { moisture: 'Wet' },
      readings: { leak: true },
    },
    {
      model: 'tektelic/t00061xx-comfort',
      hex: '090000',
      vendor: { moisture: 'Dry' },
      readings: { leak: false },
    },
    {
      // The converter stops at the unknown frame too ("Unable to decode header 1D 00").
      model: 'tektelic/t00061xx-vivid',
      hex: '0367012C1D0001',
      vendor: { ambient_temperature: '30.0' },
      readings: { temperature: 30 },
      warnings: ['unknown channel 0x1D 0x00 at byte 4: 3 bytes not decoded'],
    },
  ],
};

const SMART_ROOM_V31: Converter = {
  file: 'comfort-vivid/comfort-vivid-v3.1-decoder.js',
  renamed: {
    battery_voltage: 'battery_voltage',
    hall_effect_state: null,
    extconnector_total_count: 'external_connector_total_count',
    extconnector_state: null,
    extconnector_count: 'external_connector_count',
  },
  cases: [
    {
      model: 'tektelic/t00061xx-comfort',
      hex: '00BA0BB8010000',
      vendor: { battery_voltage: '3.000', hall_effect_state: 'Magnet Present' },
      readings: { battery_mv: 3000, door_open: false },
    },
    {
      model: 'tektelic/t00061xx-comfort',
      hex: '12040001E2400E00FF0F04FFFF',
      vendor: {
        extconnector_total_count: 123456,
        extconnector_state: 'High(open-circuit)',
        extconnector_count: 65535,
      },
      readings: {},
    },
  ],
};

const SMART_ROOM_V43: Converter = {
  file: 'comfort-vivid/comfort-vivid-v4.3-decoder.js',
  renamed: {
    rem_batt_capacity: 'rem_batt_capacity',
    hall_effect_state: null,
    hall_effect_count: 'reed_count',
    extconnector_a_state: null,
    extconnector_a_relative_count: 'extconnector_a_relative_count',
    extconnector_a_total_count: 'extconnector_a_total_count',
    extconnector_b_total_count: 'external_connector_total_count',
    extconnectors_output_state: null,
    pir_init_state: null,
    pir_event_value: 'pir_event_value',
    pir_object_temperature: 'pir_object_temperature',
    pir_event_state: null,
    pir_event_count: 'motion_event_count',
    battery_voltage: 'battery_voltage',
    light_detected: null,
    light_intensity: 'light_intensity',
    impact_alarm: null,
    acceleration_magnitude: 'acceleration_magnitude',
  },
  cases: [
    {
      model: 'tektelic/t00061xx-vivid',
      hex: '00D3640100FF08040003',
      vendor: { rem_batt_capacity: 100, hall_effect_state: 'Magnet Absent (High)', hall_effect_count: 3 },
      readings: { battery_pct: 100, door_open: true },
    },
    {
      model: 'tektelic/t00061xx-vivid',
      hex: '1E00FF1F04000722040000010012040001E240',
      vendor: {
        extconnector_a_state: 'Open-Circuited',
        extconnector_a_relative_count: 7,
        extconnector_a_total_count: 256,
        extconnector_b_total_count: 123456,
      },
      readings: {},
    },
    {
      model: 'tektelic/t00061xx-vivid',
      hex: '0D00FF2A00000903FFF60667012C',
      vendor: {
        extconnectors_output_state: 'SSR conducting (High)',
        pir_init_state: 'Initialization Successful',
        pir_event_value: -10,
        pir_object_temperature: '30.0',
      },
      readings: {},
    },
    {
      model: 'tektelic/t00061xx-vivid',
      hex: '0A00FF0D040002',
      vendor: { pir_event_state: 'Motion/Presence Detected', pir_event_count: 2 },
      readings: { motion: true },
    },
    {
      model: 'tektelic/t00061xx-vivid',
      hex: '00BA0BB80200FF100210',
      vendor: { battery_voltage: '3.000', light_detected: 'Bright', light_intensity: 16 },
      readings: { battery_mv: 3000 },
    },
    {
      model: 'tektelic/t00061xx-vivid',
      hex: '0C000005020064',
      vendor: { impact_alarm: 'Impact Alarm Inactive', acceleration_magnitude: '0.100' },
      readings: {},
    },
  ],
};

const BREEZE: Converter = {
  file: 'breeze/breeze-v1.0-decoder.js',
  renamed: {
    battery_voltage: 'battery_voltage',
    rem_batt_capacity_sensor: 'remaining_battery_capacity',
    rem_batt_capacity_display: 'remaining_display_battery_capacity',
    co2_pressure_compensated: 'co2_concentration_filtered',
    co2_raw: 'co2_concentration_raw',
    barometric_pressure: 'atmospheric_pressure',
    motion_event_state: null,
    motion_event_count: 'motion_event_count',
    temperature: 'ambient_temperature',
    relative_humidity: 'relative_humidity',
  },
  cases: [
    {
      model: 'tektelic/t00078xx-smart-room-sensor-co2',
      hex: '00BA0E1000D35A11D332',
      vendor: { battery_voltage: '3.600', rem_batt_capacity_sensor: 90, rem_batt_capacity_display: 50 },
      readings: { battery_mv: 3600, battery_pct: 90 },
    },
    {
      model: 'tektelic/t00078xx-smart-room-sensor-co2',
      hex: '0BE401F40EE401F80C7327D8',
      vendor: { co2_pressure_compensated: 500, co2_raw: 504, barometric_pressure: '1020.0' },
      readings: { co2: 500, pressure: 1020 },
    },
    {
      model: 'tektelic/t00078xx-smart-room-sensor-co2',
      hex: '0A00FF0D0400030367FFCC046850',
      vendor: {
        motion_event_state: 'Detected',
        motion_event_count: 3,
        temperature: '-5.2',
        relative_humidity: '40.0',
      },
      readings: { motion: true, temperature: -5.2, humidity: 40 },
    },
  ],
};

const AGRICULTURE: Converter = {
  file: 'agro/kiwi-clover-v2.0-decoder.js',
  renamed: {
    eos_alert: null,
    battery_voltage: 'battery_voltage',
    rem_batt_capacity: 'rem_batt_capacity',
    rem_batt_days: 'rem_batt_days',
    input1_frequency_to_moisture: null,
    input1_frequency: 'input1_frequency',
    Input2_voltage_to_temp: 'input2_voltage_to_temp',
    Input2_voltage: ['input2_voltage', 1000],
    Input3_voltage: ['input3_voltage', 1000],
    Input3_voltage_to_temp: null,
    Input3_temperature: 'input3_temperature',
    Input4_temperature: 'input4_temperature',
    watermark1_tension: null,
    watermark1_frequency: 'input5_frequency',
    watermark2_tension: null,
    watermark2_frequency: 'input6_frequency',
    light_intensity: 'light_intensity',
    light_detected: null,
    'accelerometer_data.xaxis': 'accelerometer_data.x',
    'accelerometer_data.yaxis': 'accelerometer_data.y',
    'accelerometer_data.zaxis': 'accelerometer_data.z',
    orientation_alarm: null,
    ambient_temperature: 'ambient_temperature',
    relative_humidity: 'relative_humidity',
    mcu_temperature: 'mcu_temperature',
  },
  cases: [
    {
      model: 'tektelic/t00059xx-kiwi',
      hex: '00BA6400D3E400BD0190',
      vendor: { eos_alert: 'No Alarm', battery_voltage: '3.50', rem_batt_capacity: 100, rem_batt_days: 400 },
      readings: { battery_mv: 3500, battery_pct: 100 },
    },
    {
      model: 'tektelic/t00059xx-kiwi',
      hex: '0104056E0202035C0302041A',
      vendor: {
        input1_frequency_to_moisture: 0.3,
        input1_frequency: 1390,
        Input2_voltage_to_temp: '17.0',
        Input2_voltage: '0.860',
        Input3_voltage: '1.050',
        Input3_voltage_to_temp: '-3.8',
      },
      readings: { soil_temperature: 17 },
    },
    {
      model: 'tektelic/t00059xx-clover',
      hex: '0367FFEC04670096050410000604012C',
      vendor: {
        Input3_temperature: '-2.0',
        Input4_temperature: '15.0',
        watermark1_tension: '10',
        watermark1_frequency: 4096,
        watermark2_tension: '196',
        watermark2_frequency: 300,
      },
      readings: {},
    },
    {
      model: 'tektelic/t00059xx-clover',
      hex: '09650D570900FF0A7103E8FC180000',
      vendor: {
        light_intensity: 3415,
        light_detected: 'Alarm',
        accelerometer_data: { xaxis: '1.000', yaxis: '-1.000', zaxis: '0.000' },
      },
      readings: { illuminance: 3415 },
    },
    {
      model: 'tektelic/t00059xx-clover',
      hex: '0A00000B6700AD0B68A50C670140',
      vendor: {
        orientation_alarm: 'No Alarm',
        ambient_temperature: '17.3',
        relative_humidity: '82.5',
        mcu_temperature: '32.0',
      },
      readings: { temperature: 17.3, humidity: 82.5 },
    },
  ],
};

const converters = [SMART_ROOM_V22, SMART_ROOM_V31, SMART_ROOM_V43, BREEZE, AGRICULTURE];

describe.each(converters)("Tektelic's $file", ({ renamed, cases }) => {
  it.each(cases)('$model $hex', ({ model, hex, vendor, readings, warnings }) => {
    const result = run(model, 10, hex);
    const ours = flatten(result.fields);
    for (const [name, value] of Object.entries(flatten(vendor))) {
      expect(renamed, `vendor field ${name}`).toHaveProperty([name]);
      const target = renamed[name];
      if (target === null || target === undefined) continue;
      const [field, scale] = typeof target === 'string' ? [target, 1] : target;
      expect(ours[field], `${name} → ${field}`).toBeCloseTo(Number(value) * scale, 6);
    }
    expect(readingsOf(result)).toStrictEqual(readings);
    expect(result.warnings).toEqual(warnings);
  });
});

describe("where we keep our reading over Tektelic's converter", () => {
  it("reads the agriculture battery's end-of-service bit as the bit it is", () => {
    // kiwi-clover-v2.0 compares the one bit with 255 and prints { eos_alert: "Invalid",
    // battery_voltage: "3.22" } for 0xC8; TTN's decoder_agriculture_sensor.js (95cdecbf) reads
    // it as 0 / 1.
    const result = run('tektelic/t00059xx-kiwi', 10, '00BAC8');
    expect(result.fields).toStrictEqual({ eos_alert: 1, battery_voltage: 3.22 });
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3220 });
  });
});
