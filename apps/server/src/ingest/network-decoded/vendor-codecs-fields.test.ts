import { describe, it } from 'vitest';
import { type CodecCase, expectCodecCase } from './codec-cases.test-support.ts';

// Readings the vocabulary had no field for (liquid level and pressure, fill level, pulse counts,
// gases, sound, pH, weather), each a vendor codec's documented output verbatim
// ([ttn-device-repo] = TheThingsNetwork/lorawan-devices, its <model>-codec.yaml example), mapped
// with the model The Things Stack names (version_ids) or none (ChirpStack, Helium).
const dl = (value: number, displayName: string, unit?: string) => ({
  displayName,
  ...(unit ? { unit } : {}),
  value,
});

const fieldCases: Array<[string, CodecCase]> = [
  [
    'Milesight EM500-SWL: the water level, in cm, is a liquid level',
    {
      // [ttn-device-repo] vendor/milesight-iot/em500-swl-codec.yaml, "example 1" (channel 03 77:
      // "water_level, unit: cm" in Milesight-IoT/SensorDecoders EM500-SWL/README.md).
      model: 'milesight-iot/em500-swl',
      decoded: { battery: 92, level: 2 },
      want: { battery_pct: 92, liquid_level_mm: 20 },
    },
  ],
  [
    "Milesight EM500-SWL, newer codec: its `distance` is the same level, not a sensor's distance",
    {
      // [ttn-device-repo] vendor/milesight-iot/em500-swl.js (1bb625d) writes channel 03 77 as
      // `distance`; the example's bytes [01 75 5C 03 77 02 00] so decoded.
      model: 'milesight-iot/em500-swl',
      decoded: { battery: 92, distance: 2 },
      want: { battery_pct: 92, liquid_level_mm: 20 },
    },
  ],
  [
    'Ellenex PLS2-L (v6): L is the liquid level in m, v the battery in mV',
    {
      // [ttn-device-repo] vendor/ellenex/pls2-l-v6-codec.yaml, "payload BF614CFA3FCEC8C86176190CF8FF".
      model: 'ellenex/pls2-l-v6',
      decoded: { L: 1.6155023574829102, v: 3320 },
      want: { liquid_level_mm: 1615.502, battery_mv: 3320 },
    },
  ],
  [
    'Pepperl+Fuchs WILSEN sonic level: fillinglvl is the fill level in %',
    {
      // [ttn-device-repo] vendor/pepperl-fuchs/wilsen-sonic-level-codec.yaml, "Payload 1 contains
      // proximity in cm, fill level, battery status and temperature".
      model: null,
      decoded: {
        battery_vol: 3.4,
        fillinglvl: 93,
        payload: '040B010031030B065D06020141A6666603510122',
        proxx: 49,
        temp: 20.8,
      },
      want: { battery_mv: 3400, fill_level_pct: 93, distance_mm: 490, temperature: 20.8 },
    },
  ],
  [
    "Milesight EM500-PP, named by The Things Stack: the pipe's pressure in kPa",
    {
      // [ttn-device-repo] vendor/milesight-iot/em500-pp-codec.yaml, "Pipe Pressure Sensors (example 1)".
      model: 'milesight-iot/em500-pp',
      decoded: { battery: 92, pressure: 10 },
      want: { battery_pct: 92, liquid_pressure_kpa: 10 },
    },
  ],
  [
    'Milesight EM500-PP without its model: 10 is still no air pressure',
    {
      // The same example as ChirpStack sends it: a bare `pressure` is air pressure in hPa.
      model: null,
      decoded: { battery: 92, pressure: 10 },
      want: { battery_pct: 92 },
      dropped: ['pressure: 10 is not a plausible air pressure'],
    },
  ],
  [
    "Decentlab DL-PR26: a pressure in bar is a liquid's, in kPa",
    {
      // [ttn-device-repo] vendor/decentlab/dl-pr26-0-1-codec.yaml, "Example 1".
      model: null,
      decoded: {
        battery_voltage: dl(3.199, 'Battery voltage', 'V'),
        device_id: 359,
        pressure: dl(-0.01171875, 'Pressure', 'bar'),
        protocol_version: 2,
        temperature: dl(25.671875, 'Temperature', '°C'),
      },
      want: { battery_mv: 3199, liquid_pressure_kpa: -1.172, temperature: 25.671875 },
    },
  ],
  [
    'Milesight EM300-DI: the pulse counter',
    {
      // [ttn-device-repo] vendor/milesight-iot/em300-di-codec.yaml (em300-di.js 05 C8, a uint32 total).
      model: 'milesight-iot/em300-di',
      decoded: { battery: 92, pulse: 256 },
      want: { battery_pct: 92, pulse_count: 256 },
    },
  ],
  [
    'Milesight GS301: NH3 and H2S in ppm',
    {
      // [ttn-device-repo] vendor/milesight-iot/gs301-codec.yaml.
      model: 'milesight-iot/gs301',
      decoded: { battery: 100, temperature: 28.4, humidity: 50, nh3: 0, h2s: 0.01 },
      want: { battery_pct: 100, temperature: 28.4, humidity: 50, nh3_ppm: 0, h2s_ppm: 0.01 },
    },
  ],
  [
    "Elsys ERS Sound: the average sound level (the peak's is left)",
    {
      // [ttn-device-repo] vendor/elsys/ers-sound-codec.yaml.
      model: null,
      decoded: { temperature: 22.6, humidity: 41, light: 39, motion: 6, soundPeak: 1, soundAvg: 1 },
      want: { temperature: 22.6, humidity: 41, illuminance: 39, motion: true, sound_dba: 1 },
    },
  ],
  [
    "Dragino LSPH01: the probe's pH, written as a string",
    {
      // [ttn-device-repo] vendor/dragino/lsph01-codec.yaml, "LoRaWAN Soil pH Sensor".
      model: null,
      decoded: {
        Bat: 3.363,
        Interrupt_flag: 0,
        Message_type: 1,
        PH1_SOIL: '5.96',
        TEMP_SOIL: '24.90',
        TempC_DS18B20: '0.00',
      },
      want: { battery_mv: 3363, ph: 5.96, soil_temperature: 24.9 },
    },
  ],
  [
    'Decentlab DL-ATM41 weather station: wind, rain and sun in their units',
    {
      // [ttn-device-repo] vendor/decentlab/dl-atm41-codec.yaml, "Example 1".
      model: 'decentlab/dl-atm41',
      decoded: {
        air_temperature: dl(26.4, 'Air temperature', '°C'),
        atmospheric_pressure: dl(95.96, 'Atmospheric pressure', 'kPa'),
        battery_voltage: dl(3.061, 'Battery voltage', 'V'),
        compass_heading: dl(86, 'Compass heading', '°'),
        device_id: 858,
        east_wind_speed: dl(0.04, 'East wind speed', 'm⋅s⁻¹'),
        lightning_average_distance: dl(0, 'Lightning average distance', 'km'),
        lightning_strike_count: dl(0, 'Lightning strike count'),
        maximum_wind_speed: dl(0.2, 'Maximum wind speed', 'm⋅s⁻¹'),
        north_wind_speed: dl(0.08, 'North wind speed', 'm⋅s⁻¹'),
        precipitation: dl(0, 'Precipitation', 'mm'),
        protocol_version: 2,
        relative_humidity: dl(52.4, 'Relative humidity', '%'),
        sensor_temperature_internal: dl(26.5, 'Sensor temperature (internal)', '°C'),
        solar_radiation: dl(10, 'Solar radiation', 'W⋅m⁻²'),
        vapor_pressure: dl(1.8, 'Vapor pressure', 'kPa'),
        wind_direction: dl(29.9, 'Wind direction', '°'),
        wind_speed: dl(0.09, 'Wind speed', 'm⋅s⁻¹'),
        x_orientation_angle: dl(0.2, 'X orientation angle', '°'),
        y_orientation_angle: dl(-2.4, 'Y orientation angle', '°'),
      },
      want: {
        temperature: 26.4,
        pressure: 959.6,
        battery_mv: 3061,
        rainfall_mm: 0,
        humidity: 52.4,
        solar_radiation_wm2: 10,
        wind_direction_deg: 29.9,
        wind_speed_ms: 0.09,
      },
    },
  ],
  [
    'SenseCAP S2120 weather station: wind direction and speed, UV index',
    {
      // [ttn-device-repo] vendor/sensecap/sensecap2120-8-in-1-decoder.js: its output for the frames
      // 01 00D2 3C 000004D2 1B 0020 and 02 00B6 00003070 2766 (sensecap2120-8-in-1-codec.yaml's
      // examples carry no weather frame). 4113, the hourly rain gauge, is not our rainfall.
      model: null,
      decoded: {
        err: 0,
        payload: '0100D23C000004D21B00200200B6000030702766',
        valid: true,
        messages: [
          [
            { measurementValue: 21, measurementId: '4097', type: 'Air Temperature' },
            { measurementValue: 60, measurementId: '4098', type: 'Air Humidity' },
            { measurementValue: 1234, measurementId: '4099', type: 'Light Intensity' },
            { measurementValue: 2.7, measurementId: '4190', type: 'UV Index' },
            { measurementValue: 3.2, measurementId: '4105', type: 'Wind Speed' },
          ],
          [
            { measurementValue: 182, measurementId: '4104', type: 'Wind Direction Sensor' },
            { measurementValue: 12.4, measurementId: '4113', type: 'Rain Gauge' },
            { measurementValue: 100860, measurementId: '4101', type: 'Barometric Pressure' },
          ],
        ],
      },
      want: {
        temperature: 21,
        humidity: 60,
        illuminance: 1234,
        uv_index: 2.7,
        wind_speed_ms: 3.2,
        wind_direction_deg: 182,
        pressure: 1008.6,
      },
    },
  ],
];

describe('vendor codec outputs for the level, meter, gas, sound, pH and weather fields', () => {
  it.each(fieldCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
});
