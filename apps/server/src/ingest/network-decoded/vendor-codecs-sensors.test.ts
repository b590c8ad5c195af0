import { describe, it } from 'vitest';
import { outputOf } from '../../../../../packages/decoders/src/test-support/codec-outputs.ts';
import { type CodecCase, expectCodecCase } from './codec-cases.test-support.ts';

// Tektelic, Sensative, Dragino's newer models and Milesight's newer models, from The Things
// Network's device repository ([ttn-device-repo] = TheThingsNetwork/lorawan-devices): each case is
// an example's `output.data` (and `normalizedOutput.data`) verbatim, or, where marked, what the
// cited codec gives for the bytes cited.

const changedCases: Array<[string, CodecCase]> = [
  [
    'Tektelic Kona: motion_event_state 255 (motion detected) was lost',
    {
      // [ttn-device-repo] vendor/tektelic/t00061xx-codec.yaml, "Motion Event Uplink"
      // (decoder_smart_room_sensor.js, 0A 00: 0x00 none, 0xFF detected).
      model: null,
      decoded: { motion_event_state: 255, port: '10', raw: '[0A, 00, FF]' },
      normalized: [{ action: { motionState: 255 } }],
      want: { motion: true },
    },
  ],
  [
    'Tektelic Kona: motion_event_state 0 is no motion',
    {
      // decoder_smart_room_sensor.js for 0A 00 00 on port 10.
      model: null,
      decoded: { motion_event_state: 0, port: '10', raw: '[0A, 00, 00]' },
      want: { motion: false },
    },
  ],
  [
    "Sensative Strips: floodAlarm {value: false} (the Drip's water detection) was lost",
    {
      // [ttn-device-repo] vendor/sensative/strips-codec.yaml, "payload" (strips.js); `flood` is
      // the wetness in %, `tempAlarm` the configured limits' alarms.
      model: 'sensative/strips',
      decoded: outputOf('sensative/strips', 'strips-codec.yaml'),
      normalized: [{ air: { temperature: 23.4 } }, { battery: 80 }],
      want: { battery_pct: 80, leak: false, temperature: 23.4 },
    },
  ],
  [
    'Sensative Strips Drip: floodAlarm {value: true} is a leak',
    {
      // strips.js's floodAlarm report (0x0B) set, with the example's other values.
      model: 'sensative/strips',
      decoded: { battery: 80, floodAlarm: { value: true }, temperature: { value: 23.4 } },
      want: { battery_pct: 80, leak: true, temperature: 23.4 },
    },
  ],
  [
    'Dragino LWL03A: "NO LEAK" was stored as a leak (its normalizer writes any status as true)',
    {
      // [ttn-device-repo] vendor/dragino/lwl03a.js for the codec example's bytes with bit 0 of
      // byte 0 clear (00 00 00 0A 00 00 0A 63 5C D2 F2): normalizeUplink's
      // `water.leak = WATER_LEAK_STATUS ? true : false` is true for "NO LEAK" too.
      model: null,
      decoded: {
        TDC: 'NO',
        ALARM: 'FALSE',
        WATER_LEAK_STATUS: 'NO LEAK',
        WATER_LEAK_TIMES: 10,
        LAST_WATER_LEAK_DURATION: 10,
        TIME: '2022-10-29 07:14:58',
      },
      normalized: [{ water: { leak: true } }],
      want: { leak: false },
    },
  ],
  [
    'Dragino PS-LB: Water_deep_cm (the immersion probe) was lost',
    {
      // [ttn-device-repo] vendor/dragino/ps-lb.js names (Probe_mod 0: Water_deep_cm, cm; Bat_V, V).
      model: null,
      decoded: {
        Bat_V: 3.6,
        Probe_mod: 0,
        IDC_intput_mA: 12,
        VDC_intput_V: 0,
        IN1_pin_level: 'Low',
        IN2_pin_level: 'Low',
        Exti_pin_level: 'Low',
        Exti_status: 'False',
        Water_deep_cm: 250,
      },
      want: { battery_mv: 3600, liquid_level_mm: 2500 },
    },
  ],
  [
    'Dragino PS-LB: Water_pressure_MPa (the pressure probe) was lost',
    {
      // ps-lb.js, Probe_mod 1 with a 0-1.6 MPa probe (range byte 3: 0.1 MPa per mA over 4 mA).
      model: null,
      decoded: { Bat_V: 3.6, Probe_mod: 1, IDC_intput_mA: 5.5, VDC_intput_V: 0, Water_pressure_MPa: 0.15 },
      want: { battery_mv: 3600, liquid_pressure_kpa: 150 },
    },
  ],
  [
    'Dragino PS-LB: Water_pressure_kPa (low-range probes) was lost',
    {
      // ps-lb.js, Probe_mod 1 with range byte 11 (3.125 kPa per mA over 4 mA).
      model: null,
      decoded: { Bat_V: 3.6, Probe_mod: 1, IDC_intput_mA: 8, VDC_intput_V: 0, Water_pressure_kPa: 12.5 },
      want: { battery_mv: 3600, liquid_pressure_kpa: 12.5 },
    },
  ],
  [
    'Milesight EM300-MCS: magnet 1 (the door open) was lost',
    {
      // [ttn-device-repo] vendor/milesight-iot/em300-mcs.js for
      // 01 75 64 03 67 10 01 04 68 71 06 00 01 (06 00: 0 closed, 1 open).
      model: 'milesight-iot/em300-mcs',
      decoded: { battery: 100, temperature: 27.2, humidity: 56.5, magnet: 1 },
      want: { battery_pct: 100, temperature: 27.2, humidity: 56.5, door_open: true },
    },
  ],
  [
    'Milesight EM300-MCS, SensorDecoders names: magnet_status "close" was lost',
    {
      // Milesight-IoT/SensorDecoders EM300-MCS (magnet_status "open" | "close"), without a model.
      model: null,
      decoded: { battery: 100, temperature: 27.2, humidity: 56.5, magnet_status: 'close' },
      want: { battery_pct: 100, temperature: 27.2, humidity: 56.5, door_open: false },
    },
  ],
];

/** Dragino's documented example several newer codecs share (an LHT65's report). */
const lht65Report = {
  BatV: 3.062,
  Bat_status: 3,
  Ext_sensor: 'Temperature Sensor',
  Hum_SHT: 88.6,
  TempC_DS: 27.81,
  TempC_SHT: 28.29,
};
const lht65Readings = { battery_mv: 3062, humidity: 88.6, external_temperature: 27.81, temperature: 28.29 };

const unchangedCases: Array<[string, CodecCase]> = [
  [
    'Tektelic Kona: temperature, humidity and battery, with the normalized payload',
    {
      // [ttn-device-repo] vendor/tektelic/t00061xx-codec.yaml, "Temperature & Humidity Uplink",
      // output and normalizedOutput (whose `battery` in V is not read: see map.ts).
      model: null,
      decoded: {
        ambient_temperature: 29.4,
        battery_voltage: 3.025,
        port: '10',
        raw: '[03, 67, 01, 26, 04, 68, 33, 00, BA, 0B, D1]',
        relative_humidity: 25.5,
      },
      normalized: [{ air: { temperature: 29.4, relativeHumidity: 25.5 }, battery: 3.025 }],
      want: { temperature: 29.4, battery_mv: 3025, humidity: 25.5 },
    },
  ],
  [
    'Tektelic Kona PIR base: periodic uplink',
    {
      // [ttn-device-repo] vendor/tektelic/t00048xx-codec.yaml, "Periodic uplink".
      model: null,
      decoded: { ambient_temperature: 1, relative_humidity: 20 },
      want: { temperature: 1, humidity: 20 },
    },
  ],
  [
    'Tektelic Kona Home: periodic uplink',
    {
      // [ttn-device-repo] vendor/tektelic/t000489x-codec.yaml, "Periodic uplink" (decoder_home_sensor.js).
      model: null,
      decoded: { ambient_temperature: 1, relative_humidity: 20 },
      want: { temperature: 1, humidity: 20 },
    },
  ],
  [
    'Dragino LWL03A: "LEAK"',
    {
      // [ttn-device-repo] vendor/dragino/lwl03a-codec.yaml, "Distance Detection" (sic).
      model: null,
      decoded: {
        TDC: 'NO',
        ALARM: 'FALSE',
        WATER_LEAK_STATUS: 'LEAK',
        WATER_LEAK_TIMES: 10,
        LAST_WATER_LEAK_DURATION: 10,
        TIME: '2022-10-29 07:14:58',
      },
      normalized: [{ water: { leak: true } }],
      want: { leak: true },
    },
  ],
  [
    'Dragino LDS03A: the configuration report (TDC, KEEP_TIME ...) is no reading',
    {
      // [ttn-device-repo] vendor/dragino/lds03a-codec.yaml, "LDS03A Outdoor Open/Close Door Sensor".
      model: null,
      decoded: { DISALARM: 1, KEEP_STATUS: 0, KEEP_TIME: 24974, TDC: 3236238 },
      want: {},
    },
  ],
  [
    'Dragino PS-LB example (an LHT65 report)',
    {
      // [ttn-device-repo] vendor/dragino/ps-lb-codec.yaml, "LoRaWAN Pressure Sensor".
      model: null,
      decoded: lht65Report,
      want: lht65Readings,
    },
  ],
  [
    'Dragino S31-LB example',
    {
      // [ttn-device-repo] vendor/dragino/S31-LB-codec.yaml, "Temperature".
      model: null,
      decoded: lht65Report,
      want: lht65Readings,
    },
  ],
  [
    'Dragino D2x-LB example',
    {
      // [ttn-device-repo] vendor/dragino/D2x-LB-codec.yaml, "Temperature".
      model: null,
      decoded: lht65Report,
      want: lht65Readings,
    },
  ],
  [
    'Dragino CPL03-LB example',
    {
      // [ttn-device-repo] vendor/dragino/cpl03-lb-codec.yaml, "Temperature".
      model: null,
      decoded: lht65Report,
      want: lht65Readings,
    },
  ],
  [
    'Dragino LHT65N-PIR example',
    {
      // [ttn-device-repo] vendor/dragino/lht65n-pir-codec.yaml, "Temperature".
      model: null,
      decoded: lht65Report,
      want: lht65Readings,
    },
  ],
  [
    'Milesight WT101: target_temperature (a set point) and valve_opening are no readings',
    {
      // [ttn-device-repo] vendor/milesight-iot/wt101-codec.yaml, "Smart Radiator Thermostat".
      model: 'milesight-iot/wt101',
      // The same bytes' output as Milesight's own decoder prints it.
      decoded: outputOf('milesight-iot/wt101', 'README sample 1'),
      want: { battery_pct: 97, temperature: 26.6 },
    },
  ],
  [
    'Milesight EM500-CO2, example 1',
    {
      // [ttn-device-repo] vendor/milesight-iot/em500-co2-codec.yaml, "CO2 Sensors (example 1)".
      model: 'milesight-iot/em500-co2',
      decoded: { battery: 92, temperature: 30.8, humidity: 50.5, co2: 1127, pressure: 1008.8 },
      want: { battery_pct: 92, temperature: 30.8, humidity: 50.5, co2: 1127, pressure: 1008.8 },
    },
  ],
  [
    'Milesight EM500-CO2, example 2',
    {
      // [ttn-device-repo] vendor/milesight-iot/em500-co2-codec.yaml, "CO2 Sensors (example 2)".
      model: 'milesight-iot/em500-co2',
      decoded: { temperature: 27.2, humidity: 56.5, co2: 1127, pressure: 1008.8 },
      want: { temperature: 27.2, humidity: 56.5, co2: 1127, pressure: 1008.8 },
    },
  ],
];

describe("Tektelic, Sensative, Dragino and Milesight codecs' outputs", () => {
  it.each(changedCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
  it.each(unchangedCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
});
