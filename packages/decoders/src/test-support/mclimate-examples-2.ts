import type { CodecExample } from './codec-example.ts';

// MClimate's newer devices in the TTN device repository (TheThingsNetwork/lorawan-devices
// vendor/mclimate/<model>-codec.yaml, at the commit named with each): the examples' bytes and
// `output.data`, verbatim, with the readings our decoder stores. Used by mclimate-more.test.ts and
// (through codec-outputs.ts) by apps/server's vendor-codecs-agreement.test.ts.

// Keep-alives two examples share: the HT PIR Lite's 8102797DE201 and the PIR Mini's
// 0102809903E1CC010012, after an answer or an event.
const htPirLite = {
  output: {
    occupied: false,
    sensorTemperature: 23.3,
    relativeHumidity: 48.83,
    batteryVoltage: 3.55,
    pirTriggerCount: 1,
  },
  readings: { occupied: false, temperature: 23.3, humidity: 48.83, battery_mv: 3550 },
};
const pirMini = {
  output: {
    sensorTemperature: 24,
    relativeHumidity: 59.77,
    lux: 993,
    luxStatus: 'ok',
    batteryVoltage: 3.36,
    occupied: true,
    pirTriggerCount: 18,
  },
  readings: { temperature: 24, humidity: 59.77, illuminance: 993, battery_mv: 3360, occupied: true },
};

export const mclimateTtnExamples2: readonly CodecExample[] = [
  {
    model: 'mclimate/16ads',
    source: '16ads-codec.yaml 346adade, "Periodic uplink"',
    fPort: 2,
    hex: '011C01',
    output: { internalTemperature: 28, relayState: 'ON' },
    readings: { relay_on: true },
  },
  {
    model: 'mclimate/co2-display',
    source: 'co2-display-codec.yaml 62c8acdd, "Periodic uplink"',
    fPort: 2,
    hex: '010267820B7C9320003700',
    output: {
      sensorTemperature: 21.5,
      relativeHumidity: 50.78,
      batteryVoltage: 2.94,
      ppm: 1171,
      powerSourceStatus: 0,
      lux: 55,
      pir: false,
    },
    readings: {
      temperature: 21.5,
      humidity: 50.78,
      battery_mv: 2940,
      co2: 1171,
      illuminance: 55,
      motion: false,
    },
  },
  {
    // The battery word 0x0AAC is 2732 mV; the codec prints 2.73 V.
    model: 'mclimate/co2-display-lite',
    source: 'co2-display-lite-codec.yaml 62c8acdd, "Periodic uplink"',
    fPort: 2,
    hex: '010263870AAC39100117',
    output: {
      sensorTemperature: 21.1,
      relativeHumidity: 52.73,
      batteryVoltage: 2.73,
      CO2: 569,
      powerSourceStatus: 0,
      lux: 279,
    },
    readings: { temperature: 21.1, humidity: 52.73, battery_mv: 2732, co2: 569, illuminance: 279 },
  },
  {
    // 0xE2 * 2200 / 255 + 1600 = 3549.8 mV.
    model: 'mclimate/ht-pir-lite',
    source: 'ht-pir-lite-codec.yaml 790b56cc, "Periodic keepalive"',
    fPort: 2,
    hex: '8102797DE201',
    output: htPirLite.output,
    readings: htPirLite.readings,
  },
  {
    model: 'mclimate/ht-pir-lite',
    source: 'ht-pir-lite-codec.yaml 790b56cc, "Response to occupancy timeout and keepalive period commands"',
    fPort: 2,
    hex: '39003C120A8102797DE201',
    output: { occupancyTimeout: 60, keepAliveTime: 10, ...htPirLite.output },
    readings: htPirLite.readings,
  },
  {
    // 0xDA: 3480.8 mV.
    model: 'mclimate/co2-pir-lite',
    source: 'co2-pir-lite-codec.yaml 790b56cc, "Periodic keepalive"',
    fPort: 2,
    hex: '8106797EDA4718F1',
    output: {
      occupied: true,
      sensorTemperature: 23.3,
      relativeHumidity: 49.22,
      batteryVoltage: 3.48,
      CO2: 839,
      pirTriggerCount: 241,
    },
    readings: { occupied: true, temperature: 23.3, humidity: 49.22, battery_mv: 3481, co2: 839 },
  },
  {
    // 0xD9: 3472.2 mV.
    model: 'mclimate/co2-pir-lite',
    source: 'co2-pir-lite-codec.yaml 790b56cc, "Response to occupancy timeout and keepalive period commands"',
    fPort: 2,
    hex: '39003C120A8102797BD95A1800',
    output: {
      occupancyTimeout: 60,
      keepAliveTime: 10,
      occupied: false,
      sensorTemperature: 23.3,
      relativeHumidity: 48.05,
      batteryVoltage: 3.47,
      CO2: 858,
      pirTriggerCount: 0,
    },
    readings: { occupied: false, temperature: 23.3, humidity: 48.05, battery_mv: 3472, co2: 858 },
  },
  {
    // 0xC8: 3325.5 mV.
    model: 'mclimate/pir-mini',
    source: 'pir-mini-codec.yaml ed0eab9b, "Periodic keepalive"',
    fPort: 2,
    hex: '0102888002F1C80101AF',
    output: {
      sensorTemperature: 24.8,
      relativeHumidity: 50,
      lux: 753,
      luxStatus: 'ok',
      batteryVoltage: 3.33,
      occupied: true,
      pirTriggerCount: 431,
    },
    readings: { temperature: 24.8, humidity: 50, illuminance: 753, battery_mv: 3325, occupied: true },
  },
  {
    model: 'mclimate/pir-mini',
    source: 'pir-mini-codec.yaml ed0eab9b, "Response to keepalive period command"',
    fPort: 2,
    hex: '120A0102809903E1CC010012',
    output: { keepAliveTime: 10, ...pirMini.output },
    readings: pirMini.readings,
  },
  {
    model: 'mclimate/pir-mini',
    source: 'pir-mini-codec.yaml ed0eab9b, "Room occupied event"',
    fPort: 2,
    hex: '3A0102809903E1CC010012',
    output: { event: 'occupied', ...pirMini.output },
    readings: pirMini.readings,
  },
  {
    model: 'mclimate/fan-coil-thermostat',
    source: 'fan-coil-thermostat-codec.yaml 1156553b, "Periodic uplink"',
    fPort: 2,
    hex: '01028875013B0100060101',
    output: {
      sensorTemperature: 24.8,
      relativeHumidity: 45.7,
      targetTemperature: 31.5,
      operationalMode: 1,
      displayedFanSpeed: 0,
      actualFanSpeed: 6,
      valveStatus: 1,
      deviceStatus: 1,
    },
    readings: { temperature: 24.8, humidity: 45.7 },
  },
  {
    // 0xAB * 8 + 1600 = 2968 mV; the codec prints one decimal of a volt.
    model: 'mclimate/mc-button',
    source: 'mc-button-codec.yaml e05096e5, "Short periodic uplink"',
    fPort: 2,
    hex: '01AB029B03',
    output: { sensorTemperature: 66.7, batteryVoltage: 3, thermistorProperlyConnected: true, pressEvent: 3 },
    readings: { battery_mv: 2968, button: true, temperature: 66.7 },
  },
];

/**
 * What MClimate's own decoders print for frames the TTN examples lack, run in Node: the HT Display
 * Lite's decoder (MClimate/docs 6f04fe9c, mclimate-ht-display-lite-uplink-decoder.md) on its
 * protocol's keep-alive example, TTN's pir-mini.js 444b2e6f with the light sensor disabled (FFFF),
 * and mc-button.js 22fd4605 with the thermistor broken (byte 2 bit 2).
 */
export const mclimateDecoderOutputs2: readonly CodecExample[] = [
  {
    model: 'mclimate/ht-display-lite',
    source: 'MClimate/docs 6f04fe9c mclimate-ht-display-lite-uplink-decoder.md, the keep-alive example',
    fPort: 2,
    hex: '01028880027A0A4500',
    output: {
      sensorTemperature: 24.8,
      relativeHumidity: 50,
      batteryVoltage: 2.629,
      powerSourceStatus: 0,
      lux: 634,
    },
    readings: { temperature: 24.8, humidity: 50, illuminance: 634, battery_mv: 2629 },
  },
  {
    model: 'mclimate/pir-mini',
    source: 'pir-mini.js 444b2e6f, the light sensor disabled',
    fPort: 2,
    hex: '010319FFFFFFFF00FFFF',
    output: {
      sensorTemperature: 39.3,
      relativeHumidity: 99.61,
      lux: 0,
      luxStatus: 'disabled',
      batteryVoltage: 3.8,
      occupied: false,
      pirTriggerCount: 65535,
    },
    readings: { temperature: 39.3, humidity: 99.61, battery_mv: 3800, occupied: false },
    warnings: ['the light sensor is disabled; no illuminance stored'],
  },
  {
    model: 'mclimate/mc-button',
    source: 'mc-button.js 22fd4605, a broken thermistor',
    fPort: 2,
    hex: '01F1060000',
    output: {
      batteryVoltage: 3.5,
      thermistorProperlyConnected: false,
      sensorTemperature: 51.2,
      pressEvent: 0,
    },
    readings: { battery_mv: 3528, button: false },
    warnings: ['the thermistor reports its connection broken; no temperature stored'],
  },
];
