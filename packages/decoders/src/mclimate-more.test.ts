import { describe, expect, it } from 'vitest';
import { errorOf, readingsOf, run } from './test-support/decode-helpers.ts';
import { mclimateTtnExamples2 } from './test-support/mclimate-examples-2.ts';

// MClimate's newer devices (models/mclimate-16ads.ts, -displays.ts, -pir.ts, -fan-coil-thermostat.ts,
// -mc-button.ts, -ht-mini.ts) on the examples MClimate and The Things Network published:
// - TTN: TheThingsNetwork/lorawan-devices vendor/mclimate/<model>-codec.yaml, the examples' bytes
//   and `output.data` at the commit named with each (test-support/mclimate-examples-2.ts).
// - Protocol: MClimate's device communication protocols (docs.mclimate.eu, mirrored in
//   MClimate/docs at 6f04fe9c1f0e654ba6ecb0931deefcd716dfeb0b), each keep-alive page's worked
//   example and the answers' examples of the command pages; for the HT Mini, which has none there,
//   the tests of MClimate's mclimate-payload-helper (b0b53173).
// mclimate-more-differential.test.ts holds MClimate's own decoders' outputs.

type Example = {
  model: string;
  source: string;
  hex: string;
  fields: object;
  readings: Record<string, number | boolean>;
  warnings?: readonly string[];
};

const ttn: Example[] = mclimateTtnExamples2.map(({ model, source, hex, output, readings }) => ({
  model,
  source,
  hex,
  fields: output,
  readings,
}));

const fctKeepalive = {
  sensorTemperature: 24.8,
  relativeHumidity: 50,
  targetTemperature: 26.5,
  operationalMode: 1,
  displayedFanSpeed: 2,
  actualFanSpeed: 2,
  valveStatus: 1,
  deviceStatus: 1,
};

const protocol: Example[] = [
  {
    // 60: five overheating events, the last at 60 °C; the keep-alive: 28 °C, relay on.
    model: 'mclimate/16ads',
    source: '16ADS, Overheating protection, "Overheating event" example, with the keep-alive example',
    hex: '60053C011C01',
    fields: { overheatingEvents: { events: 5, temperature: 60 }, internalTemperature: 28, relayState: 'ON' },
    readings: { relay_on: true },
  },
  {
    model: 'mclimate/16ads',
    source: '16ADS, Relay state, "Manual relay state change" 5D01 and recovery time 70002A',
    hex: '5D0170002A011C01',
    fields: {
      manualChangeRelayState: true,
      overheatingRecoveryTime: 42,
      internalTemperature: 28,
      relayState: 'ON',
    },
    readings: { relay_on: true },
  },
  {
    // The table's CO2 bytes 1B 00 are 27 ppm (byte 6 bits 7-0, byte 7 bits 7-3 the bits 12-8); the
    // worked example's 864 ppm reads the two bytes as one word shifted by 3, against the table.
    model: 'mclimate/co2-display',
    source: 'CO2 Display, Keep-alive, "Keepalive example"',
    hex: '010288800A451B00027A00',
    fields: {
      sensorTemperature: 24.8,
      relativeHumidity: 50,
      batteryVoltage: 2.629,
      ppm: 27,
      powerSourceStatus: 0,
      lux: 634,
      pir: false,
    },
    readings: { temperature: 24.8, humidity: 50, battery_mv: 2629, co2: 27, illuminance: 634, motion: false },
  },
  {
    model: 'mclimate/co2-display-lite',
    source: 'CO2 Display Lite, Keep-alive, "Keepalive example" (the same CO2 bytes)',
    hex: '010288800A451B00027A',
    fields: {
      sensorTemperature: 24.8,
      relativeHumidity: 50,
      batteryVoltage: 2.63,
      CO2: 27,
      powerSourceStatus: 0,
      lux: 634,
    },
    readings: { temperature: 24.8, humidity: 50, battery_mv: 2629, co2: 27, illuminance: 634 },
  },
  {
    model: 'mclimate/ht-display-lite',
    source: 'HT Display Lite, Keep-alive, "Keepalive example"',
    hex: '01028880027A0A4500',
    fields: {
      sensorTemperature: 24.8,
      relativeHumidity: 50,
      lux: 634,
      batteryVoltage: 2.629,
      powerSourceStatus: 0,
    },
    readings: { temperature: 24.8, humidity: 50, illuminance: 634, battery_mv: 2629 },
  },
  {
    model: 'mclimate/fan-coil-thermostat',
    source: 'FCT, Keep-alive, Table 2',
    hex: '0102888001090102020101',
    fields: fctKeepalive,
    readings: { temperature: 24.8, humidity: 50 },
  },
  {
    // The answers' examples: the manual set point change 300102 (25.8 °C), the external sensor's
    // 3E0102 (25.8 °C), the compensation 5B0115 (-2.1 °C), ΔT2 and ΔT3 6D0F14, the heating and
    // cooling limits 171018141D, the mode change key locked 1405.
    model: 'mclimate/fan-coil-thermostat',
    source: 'FCT, command pages, response examples, with the keep-alive of Table 2',
    hex: '3001023E01025B01156D0F14171018141D14050102888001090102020101',
    fields: {
      ...fctKeepalive,
      manualTargetTemperatureUpdate: 25.8,
      extSensorTemperature: 25.8,
      tempSensorCompensation: { compensation: 1, temperature: 2.1 },
      deltaTemperature2and3: { deltaTemperature2: 1.5, deltaTemperature3: 2 },
      heatingCoolingTargetTempRanges: {
        heatingTempMin: 16,
        heatingTempMax: 24,
        coolingTempMin: 20,
        coolingTempMax: 29,
      },
      keysLock: 5,
    },
    readings: { temperature: 24.8, humidity: 50 },
  },
  {
    // mclimate-payload-helper b0b53173 src/test/payloadDecoders.test.ts, "multiple command responses
    // with keepalive" (its keep-alive marked "(doc)"): 0xC8 is 3325.5 mV.
    model: 'mclimate/ht-mini',
    source: 'HT Mini, MClimate payload helper tests, "multiple command responses with keepalive"',
    hex: '120A1B00222F01028880C8',
    fields: {
      keepAliveTime: 10,
      uplinkType: 0,
      ledBrightness: 47,
      sensorTemperature: 24.8,
      relativeHumidity: 50,
      batteryVoltage: 3.33,
    },
    readings: { temperature: 24.8, humidity: 50, battery_mv: 3325 },
  },
  {
    model: 'mclimate/mc-button',
    source: 'MC Button, Keep-alive, Table 4',
    hex: '01AB029B03',
    fields: { batteryVoltage: 3, thermistorProperlyConnected: true, sensorTemperature: 66.7, pressEvent: 3 },
    readings: { battery_mv: 2968, button: true, temperature: 66.7 },
  },
];

function expectExample({ model, hex, fields, readings, warnings }: Example): void {
  const result = run(model, 2, hex);
  expect(result.fields).toStrictEqual(fields);
  expect(readingsOf(result)).toStrictEqual(readings);
  expect(result.warnings).toEqual(warnings);
}

describe("MClimate's newer devices on the TTN device repository's codec examples", () => {
  it.each(ttn)('$model, $source', expectExample);
});

describe("MClimate's newer devices on the protocols' worked examples", () => {
  it.each(protocol)('$model, $source', expectExample);
});

describe("MClimate's newer devices: keep-alives, events and states", () => {
  it('reads the 16ADS relay and its negative internal temperature, and refuses an unknown relay state', () => {
    const off = run('mclimate/16ads', 2, '019C00');
    expect(off.fields).toStrictEqual({ internalTemperature: -28, relayState: 'OFF' });
    expect(readingsOf(off)).toStrictEqual({ relay_on: false });
    const unknown = run('mclimate/16ads', 2, '011C02');
    expect(readingsOf(unknown)).toStrictEqual({});
    expect(unknown.warnings).toEqual(['unknown relay state 2; not stored']);
  });

  it("stores the CO2 Display's PIR only when its byte is a known state", () => {
    const motion = run('mclimate/co2-display', 2, '010205820B7C9320003701');
    expect(readingsOf(motion)).toMatchObject({ motion: true, temperature: 11.7 });
    const unknown = run('mclimate/co2-display', 2, '010205820B7C9320003702');
    expect(readingsOf(unknown)).not.toHaveProperty('motion');
    expect(unknown.warnings).toEqual(['unknown PIR state 2; not stored']);
  });

  it("reads the displays' 13-bit CO2 and the power source beside it", () => {
    // F9: CO2 bits 12-8 = 31, power source 1 (AA batteries): 31 * 256 + 0x93 = 8083 ppm.
    const result = run('mclimate/co2-display', 2, '0100FA820B7C93F9FFFF01');
    expect(result.fields).toMatchObject({ ppm: 8083, powerSourceStatus: 1, lux: 65535 });
    expect(readingsOf(result)).toMatchObject({ co2: 8083, temperature: -15 });
  });

  it("reads the PIR sensors' occupancy flag and trigger counter, not as motion", () => {
    const occupied = run('mclimate/ht-pir-lite', 2, '8106797DE2FF');
    expect(occupied.fields).toMatchObject({ occupied: true, pirTriggerCount: 255 });
    expect(readingsOf(occupied)).toStrictEqual({
      occupied: true,
      temperature: 23.3,
      humidity: 48.83,
      battery_mv: 3550,
    });
    // 10 bits of temperature: 0x3E7 = 999, 59.9 °C; the battery's top, 0xFF = 3800 mV.
    expect(readingsOf(run('mclimate/ht-pir-lite', 2, '8103E7FFFF05'))).toMatchObject({
      temperature: 59.9,
      battery_mv: 3800,
    });
  });

  it("stores no illuminance while the PIR Mini's light sensor is disabled or in error", () => {
    const error = run('mclimate/pir-mini', 2, '0100C800FFFE00000001');
    expect(error.fields).toMatchObject({ lux: 0, luxStatus: 'sensor_error', pirTriggerCount: 1 });
    expect(readingsOf(error)).not.toHaveProperty('illuminance');
    expect(error.warnings).toEqual(['the light sensor is in error; no illuminance stored']);
  });

  it('reads the PIR Mini events, each a code without data before the keep-alive', () => {
    const keepalive = '0102888002F1C80101AF';
    expect(run('mclimate/pir-mini', 2, `3B${keepalive}`).fields).toMatchObject({ event: 'unoccupied' });
    expect(run('mclimate/pir-mini', 2, `40${keepalive}`).fields).toMatchObject({ event: 'pirTrigger' });
    // An event alone, its keep-alive left out.
    expect(run('mclimate/pir-mini', 2, '3B').fields).toStrictEqual({ event: 'unoccupied' });
  });

  it('reads answers that come without a keep-alive', () => {
    expect(run('mclimate/ht-pir-lite', 2, '120F19C61B01').fields).toStrictEqual({
      keepAliveTime: 15,
      joinRetryPeriod: 16.5,
      uplinkType: 1,
    });
    expect(run('mclimate/fan-coil-thermostat', 2, '2F0102').fields).toStrictEqual({
      targetTemperature: 25.8,
    });
  });

  it("tells the MC Button's periodic keep-alive from a click, and stores no broken thermistor's temperature", () => {
    const periodic = run('mclimate/mc-button', 2, '01AB029B00');
    expect(readingsOf(periodic)).toStrictEqual({ battery_mv: 2968, button: false, temperature: 66.7 });
    const double = run('mclimate/mc-button', 2, '01C800FA02');
    expect(double.fields).toMatchObject({ pressEvent: 2, sensorTemperature: 25 });
    expect(readingsOf(double)).toMatchObject({ button: true, battery_mv: 3200 });
  });

  it('refuses a cut-off keep-alive, and warns about an answer it does not know before one', () => {
    expect(errorOf(() => run('mclimate/co2-pir-lite', 2, '8106797EDA47')).message).toBe(
      'mclimate/co2-pir-lite: payload truncated: keep-alive 0x81 at byte 0 needs 8 bytes, has 6: 6 bytes not decoded',
    );
    const skipped = run('mclimate/fan-coil-thermostat', 2, 'EE010102888001090102020101');
    expect(skipped.fields).toStrictEqual(fctKeepalive);
    expect(skipped.warnings).toEqual(['unknown command 0xEE at byte 0: 2 bytes not decoded']);
  });
});
