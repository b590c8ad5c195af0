import { describe, it } from 'vitest';
import { outputOf } from '../../../../../packages/decoders/src/test-support/codec-outputs.ts';
import { type CodecCase, expectCodecCase } from './codec-cases.test-support.ts';

// Vendors' documented codec outputs checked against their codecs' units: each case is a codec's
// output verbatim ([ttn-device-repo] = TheThingsNetwork/lorawan-devices, its <model>-codec.yaml
// example), mapped with the model The Things Stack names (version_ids) or none (ChirpStack, Helium).
const dl = (value: number, displayName: string, unit?: string) => ({
  displayName,
  ...(unit ? { unit } : {}),
  value,
});

const unitCases: Array<[string, CodecCase]> = [
  [
    'Tektelic Kona: ambient_temperature was lost without the normalized payload',
    {
      // [ttn-device-repo] vendor/tektelic/t00061xx-codec.yaml, "Temperature & Humidity Uplink"
      // (decoder_smart_room_sensor.js: °C, V, %), as ChirpStack sends it (no normalized payload).
      model: null,
      decoded: {
        ambient_temperature: 29.4,
        battery_voltage: 3.025,
        port: '10',
        raw: '[03, 67, 01, 26, 04, 68, 33, 00, BA, 0B, D1]',
        relative_humidity: 25.5,
      },
      want: { temperature: 29.4, battery_mv: 3025, humidity: 25.5 },
    },
  ],
  [
    "Tektelic Kona: the normalizer's lightIntensity is the light_detected flag, not 1 lx",
    {
      // [ttn-device-repo] vendor/tektelic/t00061xx-codec.yaml, "Light Detection Uplink".
      model: null,
      decoded: { light_detected: 1, port: '10', raw: '[02, 00, 01]' },
      normalized: [{ air: { lightIntensity: 1 } }],
      want: {},
    },
  ],
  [
    'Decentlab DL-IAM: {unit, value} objects were all lost; pressure is in Pa',
    {
      // [ttn-device-repo] vendor/decentlab/dl-iam-codec.yaml, "Example 1".
      model: 'decentlab/dl-iam',
      decoded: {
        activity_counter: dl(11, 'Activity counter'),
        air_humidity: dl(36.438544289311054, 'Air humidity', '%'),
        air_temperature: dl(27.67833981841764, 'Air temperature', '°C'),
        ambient_light_infrared: dl(105, 'Ambient light (infrared)'),
        ambient_light_visible_infrared: dl(610, 'Ambient light (visible + infrared)'),
        barometric_pressure: dl(96412, 'Barometric pressure', 'Pa'),
        battery_voltage: dl(2.962, 'Battery voltage', 'V'),
        co2_concentration: dl(455, 'CO2 concentration', 'ppm'),
        co2_sensor_status: dl(0, 'CO2 sensor status'),
        device_id: 3005,
        illuminance: dl(678.76512, 'Illuminance', 'lx'),
        protocol_version: 2,
        raw_ir_reading: dl(37844, 'Raw IR reading'),
        total_voc: dl(273, 'Total VOC', 'ppb'),
      },
      want: {
        humidity: 36.438544289311054,
        temperature: 27.67833981841764,
        pressure: 964.12,
        battery_mv: 2962,
        co2: 455,
        illuminance: 678.76512,
        tvoc: 273,
      },
    },
  ],
  [
    'Decentlab DL-PM and DL-MBX: PM mass concentrations and distance',
    {
      // [ttn-device-repo] vendor/decentlab/dl-pm-codec.yaml "Example 1" (its PM part) and
      // dl-mbx-codec.yaml "Example 1" (distance in mm).
      model: null,
      decoded: {
        pm10_mass_concentration: dl(3.9, 'PM10 mass concentration', 'µg⋅m⁻³'),
        pm10_number_concentration: dl(30.1, 'PM10 number concentration'),
        pm2_5_mass_concentration: dl(3.9, 'PM2.5 mass concentration', 'µg⋅m⁻³'),
        typical_particle_size: dl(501, 'Typical particle size', 'nm'),
        distance: dl(1234, 'Distance', 'mm'),
        number_of_valid_samples: { displayName: 'Number of valid samples', unit: null, value: 1 },
      },
      want: { pm10: 3.9, pm2_5: 3.9, distance_mm: 1234 },
    },
  ],
  [
    'MClimate AQI: `voltage` is the battery in mV, not a 3312 V mains voltage',
    {
      // [ttn-device-repo] vendor/mclimate/aqi-sensor-codec.yaml, "Periodic uplink".
      model: null,
      decoded: outputOf('mclimate/aqi-sensor', 'aqi-sensor-codec.yaml'),
      want: { pressure: 942, humidity: 30, temperature: 25 },
      dropped: ['voltage: 3312 is not a plausible voltage'],
    },
  ],
  [
    'MClimate AQI, named by The Things Stack: battery in mV and the BME680 index',
    {
      model: 'mclimate/aqi-sensor',
      decoded: { AQI: 128, pressure: 942, relative_humidity: 30, temperature: 25, voltage: 3312 },
      want: { iaq: 128, pressure: 942, humidity: 30, temperature: 25, battery_mv: 3312 },
    },
  ],
  [
    'MClimate flood sensor: flood and boxTamper were lost',
    {
      // [ttn-device-repo] vendor/mclimate/flood-sensor-codec.yaml, "Short periodic uplink".
      model: null,
      decoded: { reason: 'keepalive', boxTamper: true, flood: false, battery: 3216 },
      want: { tamper: true, leak: false, battery_mv: 3216 },
    },
  ],
  [
    'MClimate CO2 sensor: battery 3 (V by its formula) is no 3 % without the brand',
    {
      // [ttn-device-repo] vendor/mclimate/co2-sensor-codec.yaml "Short periodic uplink" writes
      // battery: 3.5; co2-sensor.js's (byte * 8 + 1600) / 1000 gives 3 for the byte 175.
      model: null,
      decoded: { battery: 3, co2: 625, humidity: 51.56, temperature: 22.7 },
      want: { co2: 625, humidity: 51.56, temperature: 22.7 },
      dropped: ['battery: 3 could be volts or a percentage'],
    },
  ],
  [
    'MClimate CO2 sensor, named by The Things Stack: battery in V',
    {
      model: 'mclimate/co2-sensor',
      decoded: { battery: 3, co2: 625 },
      want: { battery_mv: 3000, co2: 625 },
    },
  ],
  [
    'Browan TBHH100: battery in V, 3.0 V included',
    {
      // [ttn-device-repo] vendor/browan/tbhh100-codec.yaml, "Temperature & Humidity"; its
      // battery (25 + n) / 10 V is the integer 3 for n = 5.
      model: 'browan/tbhh100',
      decoded: { status: 1, temperature: 21, humidity: 34, battery: 3 },
      want: { temperature: 21, humidity: 34, battery_mv: 3000 },
    },
  ],
  [
    'Laird RS1xx battery message: `voltage` is the battery, no mains voltage',
    {
      // [ttn-device-repo] vendor/laird/rs1xx-temp-rh-sensor-codec.yaml, "Send Battery Voltage".
      model: null,
      decoded: { msgType: 'Laird_Battery_Voltage', options: ['None'], voltage: 3.01 },
      want: {},
      dropped: ['voltage: 3.01 is not a plausible voltage'],
    },
  ],
  [
    'Laird RS1xx battery message, named by The Things Stack',
    {
      model: 'laird/rs1xx-temp-rh-sensor',
      decoded: { msgType: 'Laird_Battery_Voltage', options: ['None'], voltage: 3.01 },
      want: { battery_mv: 3010 },
    },
  ],
  [
    'Milesight AM308: tvoc 0.07 is the IAQ level, not 0.07 ppb',
    {
      // [ttn-device-repo] vendor/milesight-iot/am308-codec.yaml, "example 2".
      model: 'milesight-iot/am308',
      decoded: { co2: 1255, tvoc: 0.07, pressure: 1004.7, pm2_5: 32, pm10: 48 },
      want: { co2: 1255, tvoc_level: 0.07, pressure: 1004.7, pm2_5: 32, pm10: 48 },
    },
  ],
  [
    'Milesight AM308 without its model: the level is dropped, not stored as ppb',
    {
      model: null,
      decoded: { co2: 1255, tvoc: 0.07 },
      want: { co2: 1255 },
      dropped: ['tvoc: 0.07 is not a plausible tvoc'],
    },
  ],
  [
    'Adeunis Motion: luminosity is in %, not lux',
    {
      // [ttn-device-repo] vendor/adeunis/motion-codec.yaml, "0x5c Motion data".
      model: null,
      decoded: {
        bytes: {
          type: '0x5c Motion data',
          status: {
            frameCounter: 4,
            hardwareError: false,
            lowBattery: false,
            configurationDone: false,
            configurationInconsistency: false,
          },
          presenceDetectedWhenSending: true,
          decodingInfo: 'values: [t=0, t-1, t-2, ...]',
          presence: { unit: '%', values: [30, 0] },
          luminosity: { unit: '%', values: [50, 32] },
        },
      },
      want: { light_percent: 50 },
    },
  ],
  [
    'Adeunis Breath: tvoc is in µg/m3, not ppb',
    {
      // [ttn-device-repo] vendor/adeunis/breath-codec.yaml, "0x6d Breath periodic data".
      model: null,
      decoded: {
        bytes: {
          type: '0x6d Breath periodic data',
          status: {
            frameCounter: 4,
            hardwareError: false,
            lowBattery: false,
            configurationDone: false,
            configurationInconsistency: false,
            sensorError: false,
          },
          decodingInfo: 'values: [t=0, t-1, t-2, ...]',
          tvoc: { unit: 'µg/m3', values: [435, 435] },
          pm10: { unit: 'µg/m3', values: [62, 62] },
          pm25: { unit: 'µg/m3', values: [30, 30] },
          pm1: { unit: 'µg/m3', values: [20, 20] },
        },
      },
      want: { tvoc_ugm3: 435, pm10: 62, pm2_5: 30 },
    },
  ],
  [
    'Sensative Strips: {value} objects; flood is a wetness %, no leak state',
    {
      // [ttn-device-repo] vendor/sensative/strips-codec.yaml, "payload" (strips.js: battery %,
      // temperature 0.1 °C, flood 0-100 % relative wetness), as ChirpStack sends it.
      model: null,
      decoded: outputOf('sensative/strips', 'strips-codec.yaml'),
      want: { battery_pct: 80, temperature: 23.4 },
    },
  ],
  [
    'Netvox RA07 and R311G: PM2_5, PM10 and Illuminance were lost',
    {
      // vendor/netvox/payload/ra0715_r72615_ra0715y_r72615a.js (report type 1: PM1_0, PM2_5, PM10
      // in µg/m³, 'NoSensor' without one) and payload/r311g_b.js (Illuminance, lux).
      model: null,
      decoded: { Device: 'RA07Series', Volt: 3.6, PM1_0: 12, PM2_5: 18, PM10: 'NoSensor', Illuminance: 420 },
      want: { battery_mv: 3600, pm2_5: 18, illuminance: 420 },
    },
  ],
  [
    'SenseCAP S2104/S2105 and S2120: soil readings and the pressure in Pa were lost',
    {
      // sensecap210x-common-decoder.js's report_telemetry messages; the ids' units from Seeed's
      // list (Seeed-Studio/wiki-documents docs/Cloud_Chain/SenseCAP_API/Appendix/
      // List_of_Measurement_IDs.md): 4101 Pa, 4102 °C, 4103 %, 4108 dS/m.
      model: null,
      decoded: {
        valid: true,
        err: 0,
        payload: '',
        messages: [
          { type: 'report_telemetry', measurementId: 4101, measurementValue: 100250 },
          { type: 'report_telemetry', measurementId: 4102, measurementValue: 18.2 },
          { type: 'report_telemetry', measurementId: 4103, measurementValue: 33.5 },
          { type: 'report_telemetry', measurementId: 4108, measurementValue: 0.42 },
        ],
      },
      want: { pressure: 1002.5, soil_temperature: 18.2, soil_moisture: 33.5, soil_conductivity: 420 },
    },
  ],
];

describe("vendors' codec outputs, read in their units", () => {
  it.each(unitCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
});
