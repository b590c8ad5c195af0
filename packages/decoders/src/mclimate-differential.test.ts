import { describe, expect, it } from 'vitest';
import { errorOf, readingsOf, run } from './test-support/decode-helpers.ts';

// Differential tests against MClimate's own decoders, run in Node (decodeUplink) on the protocols'
// examples and on payloads built to cover every answer and status bit. Each `vendor` object is what
// the decoder printed, verbatim; our fields must be exactly that (we keep MClimate's names). The
// decoders are those MClimate publishes on docs.mclimate.eu (MClimate/docs at
// 6f04fe9c1f0e654ba6ecb0931deefcd716dfeb0b, devices/<device>/*-uplink-decoder.md, each page's
// "TTI / TTN V3" decoder), except two taken from the TTN device repository
// (TheThingsNetwork/lorawan-devices), the ones its codec examples were made with: the AQI sensor's
// vendor/mclimate/aqi-sensor.js at 7672f74a (the docs page's is older, without CO2eq) and the
// Open/Close sensor's vendor/mclimate/open-close.js at e05096e5. The vendor code is not needed to
// run these tests.

type Case = { model: string; hex: string; vendor: Record<string, unknown> };

const portOf = (model: string) => (model === 'mclimate/vicki' ? 1 : 2);

// vicki.js printed `keepalive81` for the keep-alive 81 1D 5A 78 FA 2C 01 F0 80; its other outputs
// below are written as what they print besides (or instead of) those fields.
const keepalive81 = {
  reason: 81,
  targetTemperature: 29,
  sensorTemperature: 10.88,
  relativeHumidity: 46.88,
  motorRange: 300,
  motorPosition: 250,
  batteryVoltage: 3.5,
  openWindow: false,
  highMotorConsumption: false,
  lowMotorConsumption: false,
  brokenSensor: false,
  childLock: true,
  calibrationFailed: false,
  attachedBackplate: false,
  perceiveAsOnline: false,
  antiFreezeProtection: false,
  valveOpenness: 17,
  targetTemperatureFloat: 29,
};

const same: Case[] = [
  {
    model: 'mclimate/vicki',
    hex: '011D5A78FA2C01F080',
    vendor: { ...keepalive81, reason: 1, sensorTemperature: 18.01 },
  },
  {
    model: 'mclimate/vicki',
    hex: '01185C5CDFDF118000',
    vendor: {
      ...keepalive81,
      reason: 1,
      targetTemperature: 24,
      sensorTemperature: 19.3,
      relativeHumidity: 35.94,
      motorRange: 479,
      motorPosition: 479,
      batteryVoltage: 2.8,
      childLock: false,
      valveOpenness: 0,
      targetTemperatureFloat: 24,
    },
  },
  {
    model: 'mclimate/vicki',
    hex: '81147A64FA2C01EF38',
    vendor: {
      ...keepalive81,
      targetTemperature: 20,
      sensorTemperature: 16.53,
      relativeHumidity: 39.06,
      batteryVoltage: 3.4,
      openWindow: true,
      highMotorConsumption: true,
      lowMotorConsumption: true,
      brokenSensor: true,
      childLock: false,
      attachedBackplate: true,
      perceiveAsOnline: true,
      antiFreezeProtection: true,
      targetTemperatureFloat: 20,
    },
  },
  {
    model: 'mclimate/vicki',
    hex: '0123000000000000FF',
    vendor: {
      ...keepalive81,
      reason: 1,
      targetTemperature: 35,
      sensorTemperature: -40,
      relativeHumidity: 0,
      motorRange: 0,
      motorPosition: 0,
      batteryVoltage: 2,
      calibrationFailed: true,
      attachedBackplate: true,
      perceiveAsOnline: true,
      antiFreezeProtection: true,
      valveOpenness: 0,
      targetTemperatureFloat: 35,
    },
  },
  {
    model: 'mclimate/co2-sensor',
    hex: '010271027384ED',
    vendor: { CO2: 625, sensorTemperature: 22.7, relativeHumidity: 51.56, batteryVoltage: 3.5 },
  },
  {
    model: 'mclimate/co2-sensor',
    hex: '01065C028C8BDF',
    vendor: { CO2: 1628, sensorTemperature: 25.2, relativeHumidity: 54.3, batteryVoltage: 3.38 },
  },
  {
    model: 'mclimate/co2-sensor',
    hex: '1F02BC04B0010271027384ED',
    vendor: {
      boundaryLevels: { good_medium: 700, medium_bad: 1200 },
      CO2: 625,
      sensorTemperature: 22.7,
      relativeHumidity: 51.56,
      batteryVoltage: 3.5,
    },
  },
  {
    model: 'mclimate/co2-sensor',
    hex: '2B05010271027384ED',
    vendor: {
      autoZeroPeriod: 5,
      CO2: 625,
      sensorTemperature: 22.7,
      relativeHumidity: 51.56,
      batteryVoltage: 3.5,
    },
  },
  {
    model: 'mclimate/co2-sensor',
    hex: '0101F400C8FF00',
    vendor: { CO2: 500, sensorTemperature: -20, relativeHumidity: 99.61, batteryVoltage: 1.6 },
  },
  {
    model: 'mclimate/aqi-sensor',
    hex: '0107A04D034BC8AA2BD6',
    vendor: {
      sAQI: 240,
      AQI: 128,
      CO2eq: 2464,
      VOC: 12,
      relative_humidity: 30,
      pressure: 942,
      temperature: 25,
      accuracy_aqi: 3,
      voltage: 3312,
    },
  },
  {
    model: 'mclimate/aqi-sensor',
    hex: '0107A44C0353C9A9E3CD',
    vendor: {
      sAQI: 240,
      AQI: 144,
      CO2eq: 2432,
      VOC: 12,
      relative_humidity: 33.2,
      pressure: 945.2,
      temperature: 23.2,
      accuracy_aqi: 3,
      voltage: 3240,
    },
  },
  {
    model: 'mclimate/aqi-sensor',
    hex: '0107A04D034BC8AA28D6',
    vendor: {
      sAQI: 240,
      AQI: 128,
      CO2eq: 2464,
      VOC: 12,
      relative_humidity: 30,
      pressure: 942,
      temperature: 25,
      accuracy_aqi: 0,
      voltage: 3312,
    },
  },
  {
    model: 'mclimate/flood-sensor',
    hex: '08C9',
    vendor: { reason: 'keepalive', boxTamper: true, flood: false, battery: 3.216 },
  },
  {
    model: 'mclimate/flood-sensor',
    hex: '42C21A',
    vendor: { reason: 'floodDetected', boxTamper: false, flood: true, battery: 3.104, temperature: 26 },
  },
  {
    model: 'mclimate/flood-sensor',
    hex: '12003C42C21A',
    vendor: {
      keepAliveTime: 60,
      reason: 'floodDetected',
      boxTamper: false,
      flood: true,
      battery: 3.104,
      temperature: 26,
    },
  },
  {
    model: 'mclimate/flood-sensor',
    hex: '07101542C21A',
    vendor: {
      deviceVersions: { hardware: 10, software: 15 },
      reason: 'floodDetected',
      boxTamper: false,
      flood: true,
      battery: 3.104,
      temperature: 26,
    },
  },
  {
    model: 'mclimate/flood-sensor',
    hex: '0602C8C21A',
    vendor: { alarmDuration: 2, boxTamper: true, flood: false, battery: 3.104, temperature: 26 },
  },
  {
    model: 'mclimate/wireless-thermostat',
    hex: '010267980C301B00029100',
    vendor: {
      sensorTemperature: 21.5,
      relativeHumidity: 59.38,
      batteryVoltage: 3.12,
      targetTemperature: 27,
      powerSourceStatus: 0,
      lux: 657,
      pir: false,
    },
  },
  {
    model: 'mclimate/wireless-thermostat',
    hex: '810288800A45010900027A00',
    vendor: {
      sensorTemperature: 24.8,
      relativeHumidity: 50,
      batteryVoltage: 2.629,
      targetTemperature: 26.5,
      powerSourceStatus: 0,
      lux: 634,
      pir: false,
    },
  },
  {
    model: 'mclimate/wireless-thermostat',
    hex: '810205800C3000FA01000501',
    vendor: {
      sensorTemperature: 11.7,
      relativeHumidity: 50,
      batteryVoltage: 3.12,
      targetTemperature: 25,
      powerSourceStatus: 1,
      lux: 5,
      pir: true,
    },
  },
  {
    model: 'mclimate/wireless-thermostat',
    hex: '1401810288800A45010900027A00',
    vendor: {
      childLock: true,
      sensorTemperature: 24.8,
      relativeHumidity: 50,
      batteryVoltage: 2.629,
      targetTemperature: 26.5,
      powerSourceStatus: 0,
      lux: 634,
      pir: false,
    },
  },
  {
    model: 'mclimate/wireless-thermostat',
    hex: '5100FA810288800A45010900027A00',
    vendor: {
      targetTemperature: 26.5,
      sensorTemperature: 24.8,
      relativeHumidity: 50,
      batteryVoltage: 2.629,
      powerSourceStatus: 0,
      lux: 634,
      pir: false,
    },
  },
  {
    model: 'mclimate/16aspm',
    hex: '011C034A241805D9E7195201',
    vendor: {
      internalTemperature: 28,
      energy_kWh: 55190.552,
      power_W: 1497,
      acVoltage_V: 231,
      acCurrent_mA: 6482,
      relayState: 'ON',
    },
  },
  {
    model: 'mclimate/16aspm',
    hex: '1F5A50011C034A241805D9E7195201',
    vendor: {
      overheatingThresholds: { trigger: 90, recovery: 80 },
      internalTemperature: 28,
      energy_kWh: 55190.552,
      power_W: 1497,
      acVoltage_V: 231,
      acCurrent_mA: 6482,
      relayState: 'ON',
    },
  },
  {
    model: 'mclimate/16aspm',
    hex: '6003551C011C034A241805D9E7195201',
    vendor: {
      overheatingEvents: { events: 3, temperature: 85 },
      internalTemperature: 28,
      energy_kWh: 55190.552,
      power_W: 1497,
      acVoltage_V: 231,
      acCurrent_mA: 6482,
      relayState: 'ON',
    },
  },
  {
    model: 'mclimate/16aspm',
    hex: '6101010E011C034A241805D9E7195201',
    vendor: {
      overvoltageEvents: { events: 1, voltage: 270 },
      internalTemperature: 28,
      energy_kWh: 55190.552,
      power_W: 1497,
      acVoltage_V: 231,
      acCurrent_mA: 6482,
      relayState: 'ON',
    },
  },
  {
    model: 'mclimate/16aspm',
    hex: '5D01011C034A241805D9E7195201',
    vendor: {
      manualChangeRelayState: true,
      internalTemperature: 28,
      energy_kWh: 55190.552,
      power_W: 1497,
      acVoltage_V: 231,
      acCurrent_mA: 6482,
      relayState: 'ON',
    },
  },
  {
    model: 'mclimate/flood-sensor',
    hex: '090542C21A',
    vendor: {
      floodEventSendTime: 5,
      reason: 'floodDetected',
      boxTamper: false,
      flood: true,
      battery: 3.104,
      temperature: 26,
    },
  },
];

// vicki.js on each GET answer followed by that keep-alive. The keep-alive's child lock replaces the
// 14 answer's in both (MClimate's decoder reads the keep-alive last).
const vickiAnswers: Array<[string, Record<string, unknown>]> = [
  ['042321', { deviceVersions: { hardware: 23, software: 21 } }],
  ['130102F412', { openWindowParams: { enabled: true, duration: 10, motorPosition: 500, delta: 2 } }],
  ['1400', {}],
  ['15051E', { temperatureRangeSettings: { min: 5, max: 30 } }],
  ['16141111', { internalAlgoParams: { period: 20, pFirstLast: 17, pNext: 17 } }],
  ['170201', { internalAlgoTdiffParams: { warm: 2, cold: 1 } }],
  ['1801', { operationalMode: 1 }],
  ['19C6', { joinRetryPeriod: 16.5 }],
  ['1B01', { uplinkType: 1 }],
  ['1D020C', { watchDogParams: { wdpC: 2, wdpUc: 12 } }],
  ['1F01', { primaryOperationalMode: '01' }],
  ['291E05', { proportionalAlgoParams: { coefficient: 30, period: 5 } }],
  ['2B02', { algoType: '02' }],
  ['3600C000', { proportionalGain: '0.37500' }],
  ['3DFFFFFF', { integralGain: '127.99999' }],
  ['3F0064', { integralValue: 10 }],
  ['4014', { piRunPeriod: 20 }],
  ['4203', { tempHysteresis: 3 }],
  ['4400DC', { extSensorTemperature: 22 }],
  ['4601020F', { openWindowParams: { enabled: true, duration: 10, delta: 1.5 } }],
  ['4801', { forceAttach: 1 }],
  [
    '4A1E3205',
    { antiFreezeParams: { activatedTemperature: 3, deactivatedTemperature: 5, targetTemperature: 5 } },
  ],
  ['4D00C8', { piMaxIntegratedError: 20 }],
  ['500A5A', { effectiveMotorRange: { minValveOpenness: 10, maxValveOpenness: 90 } }],
  ['5200EB', { targetTemperatureFloat: 23.5 }],
  ['541E', { temperatureOffset: 0.352 }],
];

describe("MClimate decoders against MClimate's own (docs.mclimate.eu, MClimate/docs 6f04fe9c)", () => {
  it.each(same)('$model $hex', ({ model, hex, vendor }) => {
    expect(run(model, portOf(model), hex).fields).toStrictEqual(vendor);
  });

  it.each(vickiAnswers)('mclimate/vicki answer %s before the keep-alive', (answer, fields) => {
    const result = run('mclimate/vicki', 1, `${answer}811D5A78FA2C01F080`);
    expect(result.fields).toStrictEqual({ ...keepalive81, ...fields });
    expect(result.warnings).toBeUndefined();
  });
});

describe("where we follow MClimate's protocol documents over its decoders", () => {
  it("reads the HT sensor's battery (XX * 8 + 1600 mV) and thermistor bit as the keep-alive table does", () => {
    // ht-sensor-uplink-decoder.md: {"sensorTemperature":24.8,"relativeHumidity":50,"batteryVoltage":3,
    // "thermistorProperlyConnected":false,"extThermistorTemperature":0}: Vicki's 2 + high nibble x 0.1 V,
    // and bit 2 taken from an unpadded binary string. The protocol's Table 4 decodes these very bytes
    // to 2968 mV and a connected thermistor at 66.8 °C.
    const result = run('mclimate/ht-sensor', 2, '01028880AB029C');
    expect(result.fields).toMatchObject({
      batteryVoltage: 2.97,
      thermistorProperlyConnected: true,
      extThermistorTemperature: 66.8,
    });
    expect(readingsOf(result)).toMatchObject({ battery_mv: 2968, external_temperature: 66.8 });
  });

  it("pads the HT sensor's temperature bytes", () => {
    // The decoder joins '0' + '2' + '5' into "025" (37): {"sensorTemperature":-36.3, ...}. 0x0205 is 517: 11.7 °C.
    expect(run('mclimate/ht-sensor', 2, '01020580AB0400').fields).toMatchObject({ sensorTemperature: 11.7 });
  });

  it("reads the AQI sensor's temperature from all five bits of byte 7 (T[10:6])", () => {
    // aqi-sensor.js takes bits 3-0 only: {"temperature":-32.4, ...}; T = 0b10001001100 = 1100, so 70 °C.
    expect(readingsOf(run('mclimate/aqi-sensor', 2, '0107A04D034BC8B133D4'))).toMatchObject({
      temperature: 70,
    });
  });

  it("reads the sign bit of the flood sensor's (firmware 1.5) and the 16ASPM's (1.3) temperature", () => {
    // flood-sensor-uplink-decoder.md: {"temperature":154} for 0x9A; the 16ASPM's: {"internalTemperature":133} for 0x85.
    expect(run('mclimate/flood-sensor', 2, '00C99A').fields).toMatchObject({ temperature: -26 });
    expect(run('mclimate/16aspm', 2, '0185000000000000E6000000').fields).toMatchObject({
      internalTemperature: -5,
    });
  });

  it('reads the Open/Close answers, events, sign and thermistor status as the protocol lays them out', () => {
    // open-close.js reads the keep-alive of a payload not starting with 01 from its last 5 bytes (it
    // has 8) and takes the 20 / 21 event frames for answers. For 12 0A + the codec example:
    // {"keepAliveTime":10,"batteryVoltage":1.82,"thermistorProperlyConnected":false,"temperature":17.4,
    // "counter":65536,"status":0}; for the door event 20 ...: {"batteryVoltage":1.82,
    // "thermistorProperlyConnected":false,"temperature":17.5,"counter":0,"status":0}.
    expect(run('mclimate/open-close', 2, '120A01AB00D91B5CAE01').fields).toMatchObject({
      keepAliveTime: 10,
      batteryVoltage: 2.97,
      counter: 1793198,
      status: 1,
    });
    expect(run('mclimate/open-close', 2, '20AB00D91B5CAF00').fields).toMatchObject({
      event: 'reed switch',
      counter: 1793199,
      status: 0,
    });
    // It ignores byte 2's sign bit ({"temperature":0.1} for 08 32, read with the wrong bytes; ours
    // -5.0 °C) and prints a broken thermistor's raw value ({"temperature":0}), where we store none.
    expect(run('mclimate/open-close', 2, '21AB083200000101').fields).toMatchObject({ temperature: -5 });
    expect(run('mclimate/open-close', 2, '01AB040000000001').fields).not.toHaveProperty('temperature');
  });

  it('reads answers that come without a keep-alive, where vicki.js throws', () => {
    // vicki.js: "Cannot read properties of undefined (reading 'toString')".
    expect(run('mclimate/vicki', 1, '1B00').fields).toStrictEqual({ uplinkType: 0 });
    expect(errorOf(() => run('mclimate/vicki', 1, '1B')).message).toBe(
      'mclimate/vicki: payload truncated: command 0x1B at byte 0 needs 2 bytes, has 1; not decoded',
    );
  });
});
