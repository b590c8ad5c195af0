import type { CodecExample, CodecOutput } from './codec-example.ts';

// MClimate (vendor/mclimate/<model>-codec.yaml, at the commit named with each): the examples'
// bytes and `output.data`, verbatim. Used by mclimate.test.ts, whose fields differ from these
// where MClimate's protocol or its current decoder does (said there).

/** The Vicki's keep-alive output ("Periodic uplink"); mclimate.test.ts varies it for other frames. */
export const vickiKeepalive = {
  reason: 1,
  targetTemperature: 29,
  sensorTemperature: 18.01,
  relativeHumidity: 46.88,
  motorRange: 300,
  motorPosition: 250,
  batteryVoltage: 3.5,
  openWindow: false,
  childLock: true,
  highMotorConsumption: false,
  lowMotorConsumption: false,
  brokenSensor: false,
  attachedBackplate: false,
  calibrationFailed: false,
  perceiveAsOnline: false,
  antiFreezeProtection: false,
  valveOpenness: 17,
  targetTemperatureFloat: 29,
};
export const vickiReadings = { temperature: 18.01, humidity: 46.88, battery_mv: 3500 };

export const mclimateTtnExamples: readonly CodecExample[] = [
  {
    model: 'mclimate/vicki',
    source: 'vicki-codec.yaml 2fce2150, "Periodic uplink"',
    fPort: 1,
    hex: '011D5A78FA2C01F080',
    output: vickiKeepalive,
    readings: vickiReadings,
  },
  {
    // The protocol's keep-alive table gives the battery as XX * 8 + 1600 mV: 0xF1 is 3528 mV.
    model: 'mclimate/ht-sensor',
    source: 'ht-sensor-codec.yaml 62c8acdd, "Short periodic uplink"',
    fPort: 2,
    hex: '01027473F10400',
    output: {
      sensorTemperature: 22.8,
      relativeHumidity: 44.92,
      batteryVoltage: 3.5,
      thermistorProperlyConnected: false,
      extThermistorTemperature: 0,
    },
    readings: { temperature: 22.8, humidity: 44.92, battery_mv: 3528 },
  },
  {
    model: 'mclimate/co2-sensor',
    source: 'co2-sensor-codec.yaml 62c8acdd, "Short periodic uplink"',
    fPort: 2,
    hex: '010271027384ED',
    output: { batteryVoltage: 3.5, CO2: 625, relativeHumidity: 51.56, sensorTemperature: 22.7 },
    readings: { co2: 625, temperature: 22.7, humidity: 51.56, battery_mv: 3496 },
  },
  {
    model: 'mclimate/aqi-sensor',
    source: 'aqi-sensor-codec.yaml cf759a1f, "Short periodic uplink"',
    fPort: 2,
    hex: '0107A04D034BC8AA2BD6',
    output: {
      AQI: 128,
      CO2eq: 2464,
      VOC: 12,
      accuracy_aqi: 3,
      pressure: 942,
      relative_humidity: 30,
      sAQI: 240,
      temperature: 25,
      voltage: 3312,
    },
    readings: { iaq: 128, temperature: 25, humidity: 30, pressure: 942, battery_mv: 3312 },
  },
  {
    // `battery: 3216` is an older flood-sensor.js's mV.
    model: 'mclimate/flood-sensor',
    source: 'flood-sensor-codec.yaml ae36fec7, "Short periodic uplink"',
    fPort: 2,
    hex: '08C9',
    output: { reason: 'keepalive', boxTamper: true, flood: false, battery: 3216 },
    readings: { leak: false, tamper: true, battery_mv: 3216 },
  },
  {
    model: 'mclimate/open-close',
    source: 'open-close-codec.yaml ea47c052, "Short periodic uplink"',
    fPort: 2,
    hex: '01AB00D91B5CAE01',
    output: {
      temperature: 21.7,
      batteryVoltage: 2.97,
      thermistorProperlyConnected: true,
      counter: 1793198,
      status: 1,
    },
    readings: { temperature: 21.7, battery_mv: 2968, door_open: true, button: false },
  },
  {
    model: 'mclimate/wireless-thermostat',
    source: 'wireless-thermostat-codec.yaml 0e947cb0, "Periodic uplink"',
    fPort: 2,
    hex: '010267980C301B00029100',
    output: {
      sensorTemperature: 21.5,
      relativeHumidity: 59.38,
      batteryVoltage: 3.12,
      targetTemperature: 27,
      powerSourceStatus: 0,
      lux: 657,
      pir: false,
    },
    readings: { temperature: 21.5, humidity: 59.38, battery_mv: 3120, illuminance: 657, motion: false },
  },
  {
    model: 'mclimate/16aspm',
    source: '16aspm-codec.yaml e05096e5, "Periodic uplink"',
    fPort: 2,
    hex: '011C034A241805D9E7195201',
    output: {
      internalTemperature: 28,
      energy_kWh: 55190.552,
      power_W: 1497,
      acVoltage_V: 231,
      acCurrent_mA: 6482,
      relayState: 'ON',
    },
    readings: { energy: 55190552, power: 1497, voltage: 231, current: 6.482, relay_on: true },
  },
];

/**
 * What MClimate's own decoders print for the thermistor states the examples lack, run in Node (the
 * decoders mclimate-differential.test.ts names): ht-sensor.js of MClimate/docs 6f04fe9c
 * (ht-sensor-uplink-decoder.md) for a connected thermistor at 30.0 °C (status byte 0x81, bit 2
 * clear), and TTN's open-close.js e05096e5 for a broken one (probe byte 0x04, bit 2 set).
 */
export const mclimateDecoderOutputs: readonly CodecOutput[] = [
  {
    model: 'mclimate/ht-sensor',
    source: 'MClimate/docs 6f04fe9c ht-sensor-uplink-decoder.md, a connected thermistor',
    fPort: 2,
    hex: '01027473F1812C',
    output: {
      sensorTemperature: 22.8,
      relativeHumidity: 44.92,
      batteryVoltage: 3.5,
      thermistorProperlyConnected: true,
      extThermistorTemperature: 30,
    },
  },
  {
    model: 'mclimate/open-close',
    source: 'open-close.js e05096e5, a broken thermistor',
    fPort: 2,
    hex: '01AB040000000001',
    output: {
      batteryVoltage: 2.97,
      thermistorProperlyConnected: false,
      temperature: 0,
      counter: 0,
      status: 1,
    },
  },
];
