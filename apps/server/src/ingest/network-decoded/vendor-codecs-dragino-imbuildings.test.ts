import { describe, it } from 'vitest';
import { outputOf } from '../../../../../packages/decoders/src/test-support/codec-outputs.ts';
import { type CodecCase, expectCodecCase } from './codec-cases.test-support.ts';

// Dragino's and IMBuildings' codecs in The Things Network's device repository ([ttn] =
// TheThingsNetwork/lorawan-devices, vendor/<vendor>/<model>-codec.yaml and the decoder it names):
// each case is an example's `output.data` verbatim, or, where marked, what the cited decoder gives
// for the bytes cited. Dragino's -LB examples that copy the LHT65's report are left out.

const psLb = (milliamps: number, probe: Record<string, number>) => ({
  Bat_V: 3.318,
  Probe_mod: 0,
  IDC_intput_mA: milliamps,
  VDC_intput_V: 0,
  IN1_pin_level: 'Low',
  IN2_pin_level: 'Low',
  Exti_pin_level: 'Low',
  Exti_status: 'False',
  ...probe,
});

const changedCases: Array<[string, CodecCase]> = [
  [
    'Dragino PS-LB without its probe (0 mA): the 0 cm the codec prints is no empty tank',
    {
      // [ttn] vendor/dragino/ps-lb.js 5c12ba10, port 2 for 0C F6 00 05 00 00 00 00 00 (depth probe,
      // 5 m, 0 mA): `Water_deep_cm` 0 for any current up to 4 mA. Under 3.8 mA the loop is broken or
      // the probe absent (NAMUR NE 43): our decoder gives no depth for the bytes (dragino-ps-lb.ts).
      model: 'dragino/ps-lb',
      decoded: psLb(0, { Water_deep_cm: 0 }),
      want: { battery_mv: 3318 },
      dropped: ['Water_deep_cm: 0 is no reading: the loop current 0 mA is under 3.8 mA (no probe)'],
    },
  ],
  [
    'Dragino PS-LB at 4 mA: an empty tank, 0 cm',
    {
      // [ttn] vendor/dragino/ps-lb.js 5c12ba10, port 2 for 0C F6 00 05 0F A0 00 00 00 (4 mA).
      model: 'dragino/ps-lb',
      decoded: psLb(4, { Water_deep_cm: 0 }),
      want: { battery_mv: 3318, liquid_level_mm: 0 },
    },
  ],
  [
    'Dragino LHT52 status: Bat_mV (mV) was lost',
    {
      // [ttn] vendor/dragino/lht52.js, port 5 for 0B 88 01 00 25 0B B8 (bytes 5-6: the battery, mV).
      model: 'dragino/lht52',
      decoded: { Bat_mV: 3000, Firmware_Version: '8801', Freq_Band: 0, Sensor_Model: 11, Sub_Band: 37 },
      want: { battery_mv: 3000 },
    },
  ],
  [
    "Dragino LHT52 status example: Bat_mV 1 is no cell's voltage",
    {
      // [ttn] vendor/dragino/lht52-codec.yaml, "LHT52 indoor LoRaWAN Temperature & Humidity Sensor".
      model: 'dragino/lht52',
      decoded: { Bat_mV: 1, Firmware_Version: '8801', Freq_Band: 0, Sensor_Model: 11, Sub_Band: 37 },
      want: {},
      dropped: ['Bat_mV: 1 is not a plausible battery voltage'],
    },
  ],
  [
    "Dragino SW3L: Total_pulse (the flow meter's pulse total) was lost",
    {
      // [ttn] vendor/dragino/sw3l.js, port 2 for 00 000001C2 00 00 65000000 (calculate flag 0: 450
      // pulses a litre; MOD 0: the total). Water_flow_value, in L, has no field.
      model: null,
      decoded: {
        MOD: 0,
        Calculate_flag: 0,
        Alarm: 'FALSE',
        Water_flow_value: 1,
        Total_pulse: 450,
        Data_time: '2023-09-12 06:06:56',
      },
      want: { pulse_count: 450 },
    },
  ],
  [
    'Dragino SW3L status: BAT (V) was lost',
    {
      // [ttn] vendor/dragino/sw3l.js, port 5 for 11 01 00 02 FF 0E 10 (bytes 5-6: the battery, mV / 1000).
      model: 'dragino/sw3l',
      decoded: {
        SENSOR_MODEL: 'SW3L',
        SUB_BAND: 'NULL',
        FREQUENCY_BAND: 'US915',
        FIRMWARE_VERSION: '1.0.0',
        BAT: 3.6,
      },
      want: { battery_mv: 3600 },
    },
  ],
  [
    "IMBuildings Comfort Sensor: presence (the PIR's) was lost",
    {
      // [ttn] vendor/imbuildings/imbuildings.js (parseComfortSensor, variant 3) for
      // 01 03 0004A30B00F0D40E 00 014A 0898 1194 01F4 01: temperature and humidity x0.01, CO2 ppm.
      model: 'imbuildings/imbuildings-comfort-sensor',
      decoded: {
        device_type_identifier: 1,
        device_type: 'Comfort Sensor CO2',
        device_type_variant: 3,
        device_id: '0004a30b00f0d40e',
        battery_voltage: 3.3,
        device_status: 0,
        temperature: 22,
        humidity: 45,
        presence: 1,
        co2: 500,
      },
      want: { battery_mv: 3300, temperature: 22, humidity: 45, motion: true, co2: 500 },
    },
  ],
  [
    'IMBuildings Button: button_pressed was lost',
    {
      // [ttn] vendor/imbuildings/imbuildings.js (parseButton, variant 1) for
      // 03 01 0004A30B00F0 00 0136 BA 01.
      model: null,
      decoded: {
        device_type_identifier: 3,
        device_type: 'Button',
        device_type_variant: 1,
        device_id: '0004a30b00f0',
        device_status: 0,
        battery_voltage: 3.1,
        rssi: -70,
        button_pressed: 1,
      },
      want: { battery_mv: 3100, button: true },
    },
  ],
];

const unchangedCases: Array<[string, CodecCase]> = [
  [
    'IMBuildings People Counter: the counts since the last uplink are the crossings in and out',
    {
      // [ttn] vendor/imbuildings/imbuildings-codec.yaml, "Counters, battery".
      model: 'imbuildings/imbuildings-people-counter',
      decoded: {
        device_type_identifier: 2,
        device_type: 'People Counter',
        device_type_variant: 6,
        device_id: '0004a30b00f0d40e',
        device_status: 0,
        battery_voltage: 2.56,
        counter_a: 0,
        counter_b: 0,
        sensor_status: 32,
        total_counter_a: 13,
        total_counter_b: 10,
        payload_counter: 106,
      },
      // sensor_status 32 (0x20): "Receiver Low Battery" (IMBUILDINGS reference guide 4.1).
      want: { battery_mv: 2560, people_in: 0, people_out: 0, low_battery: true },
    },
  ],
  [
    'Dragino LSN50v2-D20: TempC1 0.00 is no probe; Door_status is the unused input pin',
    {
      // [ttn] vendor/dragino/lsn50v2-d20-codec.yaml, "Moisture & EC Sensor".
      model: null,
      decoded: outputOf('dragino/lsn50v2-d20', 'lsn50v2-d20-codec.yaml'),
      want: { battery_mv: 2900, humidity: 51.7, temperature: 25.2 },
    },
  ],
  [
    'Dragino SW3L: the configuration report is no reading',
    {
      // [ttn] vendor/dragino/sw3l-codec.yaml, "SW3L LoRaWAN Outdoor Flow Sensor".
      model: null,
      decoded: { Alarm_Timer: 42058, Stop_Timer: 0, TDC: 851968 },
      want: {},
    },
  ],
  [
    'Dragino LDDS75: "No Sensor" is no distance',
    {
      // [ttn] vendor/dragino/ldds75-codec.yaml, "Distance Detection".
      model: null,
      decoded: { distance: 'No Sensor' },
      want: {},
    },
  ],
  [
    'Dragino LDDS75 (v1.1.4): distance in mm, the absent probe "0.00"',
    {
      // [ttn] vendor/dragino/ldds75-114-codec.yaml, "Distance Detection".
      model: null,
      decoded: { Bat: 3.387, Distance: '2799 mm', Interrupt_flag: 0, Sensor_flag: 1, TempC_DS18B20: '0.00' },
      want: { battery_mv: 3387, distance_mm: 2799 },
    },
  ],
  [
    'Dragino CS01-LB example (an LHT65 report, kept for its names)',
    {
      // [ttn] vendor/dragino/cs01-lb-codec.yaml, "Temperature".
      model: null,
      decoded: {
        BatV: 3.062,
        Bat_status: 3,
        Ext_sensor: 'Temperature Sensor',
        Hum_SHT: 88.6,
        TempC_DS: 27.81,
        TempC_SHT: 28.29,
      },
      want: { battery_mv: 3062, humidity: 88.6, external_temperature: 27.81, temperature: 28.29 },
    },
  ],
];

describe("Dragino's and IMBuildings' codecs' outputs", () => {
  it.each(changedCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
  it.each(unchangedCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
});
