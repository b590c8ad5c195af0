import { describe, expect, it } from 'vitest';
import { readingsOf, run } from './test-support/decode-helpers.ts';
import { mclimateDecoderAnswers } from './test-support/mclimate-decoder-answers.ts';
import { mclimateDecoderOutputs2 } from './test-support/mclimate-examples-2.ts';

// Differential tests of MClimate's newer devices against MClimate's own decoders, run in Node
// (decodeUplink, or uplinkPayloadParser) on each keep-alive and on every GET answer put before
// it. Each vendor object is what the decoder printed, verbatim; our fields must be exactly that.
// The decoders:
// - docs: MClimate/docs 6f04fe9c1f0e654ba6ecb0931deefcd716dfeb0b, devices/<device>/*-uplink-decoder.md
//   (the "TTI / TTN" decoder of the 16ADS, CO2 Display, HT Display Lite, Fan Coil Thermostat pages);
// - ttn: TheThingsNetwork/lorawan-devices vendor/mclimate/ht-pir-lite.js e529bb43, co2-pir-lite.js
//   e38e1877, pir-mini.js 444b2e6f, mc-button.js 22fd4605 (MClimate's, for devices MClimate/docs lacks);
// - helper: the npm package mclimate-payload-helper 1.6.0 (MClimate/mclimate-payload-helper b0b53173),
//   where the docs decoder loses or misreads answers (CO2 Display Lite, Fan Coil Thermostat), and for
//   the HT Mini, which only it decodes.
// The vendor code is not needed to run these tests.

const cases = mclimateDecoderAnswers.flatMap(({ model, decoder, keepalive, vendor, answers }) => [
  { name: `${model} (${decoder}) keep-alive ${keepalive}`, model, hex: keepalive, vendor },
  ...answers.map(([answer, fields]) => ({
    name: `${model} (${decoder}) answer ${answer} before the keep-alive`,
    model,
    hex: `${answer}${keepalive}`,
    vendor: { ...vendor, ...fields },
  })),
]);

// Other keep-alives: the decoders' outputs for states and values the examples lack.
const keepalives: ReadonlyArray<[string, string, Record<string, unknown>]> = [
  ['mclimate/16ads', '019C00', { internalTemperature: -28, relayState: 'OFF' }],
  [
    'mclimate/co2-display',
    '0100FA820B7C93F9FFFF01',
    {
      sensorTemperature: -15,
      relativeHumidity: 50.78,
      batteryVoltage: 2.94,
      ppm: 8083,
      powerSourceStatus: 1,
      lux: 65535,
      pir: true,
    },
  ],
  [
    'mclimate/ht-display-lite',
    '0100C8FF00000B0202',
    { sensorTemperature: -20, relativeHumidity: 99.61, batteryVoltage: 2.818, powerSourceStatus: 2, lux: 0 },
  ],
  [
    'mclimate/ht-pir-lite',
    '8100C8FF0000',
    {
      occupied: false,
      sensorTemperature: -20,
      relativeHumidity: 99.61,
      batteryVoltage: 1.6,
      pirTriggerCount: 0,
    },
  ],
  [
    'mclimate/co2-pir-lite',
    '8101F4FF00FFFF00',
    {
      occupied: false,
      sensorTemperature: 10,
      relativeHumidity: 99.61,
      batteryVoltage: 1.6,
      CO2: 8191,
      pirTriggerCount: 0,
    },
  ],
  [
    'mclimate/pir-mini',
    '0100C800FFFE00000001',
    {
      sensorTemperature: -20,
      relativeHumidity: 0,
      lux: 0,
      luxStatus: 'sensor_error',
      batteryVoltage: 1.6,
      occupied: false,
      pirTriggerCount: 1,
    },
  ],
  [
    'mclimate/ht-mini',
    '0103E7FFFF',
    { sensorTemperature: 59.9, relativeHumidity: 99.61, batteryVoltage: 3.8 },
  ],
  [
    'mclimate/mc-button',
    '01C800FA02',
    { batteryVoltage: 3.2, thermistorProperlyConnected: true, sensorTemperature: 25, pressEvent: 2 },
  ],
];

describe("MClimate's newer devices against MClimate's own decoders", () => {
  it.each(cases)('$name', ({ model, hex, vendor }) => {
    const result = run(model, 2, hex);
    expect(result.fields).toStrictEqual(vendor);
    expect(result.warnings).toBeUndefined();
  });

  it.each(keepalives)('%s keep-alive %s', (model, hex, vendor) => {
    expect(run(model, 2, hex).fields).toStrictEqual(vendor);
  });

  it.each(mclimateDecoderOutputs2)('$model, $source', ({ model, hex, output, readings, warnings }) => {
    const result = run(model, 2, hex);
    const { sensorTemperature: _broken, ...rest } = output;
    // MClimate's decoder prints a broken thermistor's raw value; we keep no temperature for it.
    expect(result.fields).toStrictEqual(output.thermistorProperlyConnected === false ? rest : output);
    expect(readingsOf(result)).toStrictEqual(readings);
    expect(result.warnings).toEqual(warnings);
  });
});

describe("where we follow MClimate's protocol documents over its decoders", () => {
  it("pads the CO2 Display's temperature bytes, and reads no answer out of the keep-alive", () => {
    // co2-display docs decoder: joining '0' + '2' + '5' gives "025" (37): {"sensorTemperature":-36.3,
    // ...,"pir":true}. 0x0205 is 517: 11.7 °C.
    expect(run('mclimate/co2-display', 2, '010205820B7C9320003701').fields).toMatchObject({
      sensorTemperature: 11.7,
    });
    // It takes all but the last 8 bytes of the 11-byte keep-alive for answers: with 12 0A before
    // a keep-alive whose temperature byte is 0x34, {"keepAliveTime":10,"displayRefreshPeriod":null, ...}.
    expect(run('mclimate/co2-display', 2, '120A010234800B7C9320003700').fields).not.toHaveProperty(
      'displayRefreshPeriod',
    );
    // It knows no region answer (A4): {} besides the keep-alive.
    expect(run('mclimate/co2-display', 2, 'A405010267820B7C9320003700').fields).toMatchObject({ region: 5 });
  });

  it("keeps the CO2 Display Lite's answers, which its docs decoder drops", () => {
    // co2-display-lite docs decoder: its keep-alive reader starts a new object, so 12 0F before the
    // keep-alive prints the keep-alive alone. The helper prints {"uplinkType":"01"} for 1B 01.
    const result = run('mclimate/co2-display-lite', 2, '120F1B01010263870AAC39100117');
    expect(result.fields).toMatchObject({ keepAliveTime: 15, uplinkType: 1 });
  });

  it("reads the Fan Coil Thermostat's answers with the protocol's lengths and scales", () => {
    // fct docs decoder, each before the keep-alive: 1405 {"keysLock":false} (5: the mode key
    // locked); 300102 {"manualTargetTemperatureUpdate":1} (one byte of two); 3E0102
    // {"extSensorTemperature":258} (0.1 °C); 5B0115 {"tempSensorCompensation":{"compensation":1,
    // "temperature":21}}; 6D0F14 {"deltaTemperature2and3":{"deltaTemperature2":150,
    // "deltaTemperature3":200}} (x 10, not / 10); 171018141D {"keysLock":false} (17 unknown to it,
    // 14 read out of its data); A405 {"targetTemperatureStep":null}.
    const result = run('mclimate/fan-coil-thermostat', 2, '14053001023E01020102888001090102020101');
    expect(result.fields).toMatchObject({
      keysLock: 5,
      manualTargetTemperatureUpdate: 25.8,
      extSensorTemperature: 25.8,
    });
  });

  it('reads answers that come without a keep-alive, which the PIR decoders take for one', () => {
    // ht-pir-lite.js on 12 0F 19 C6 1B 01: {"occupied":true,"sensorTemperature":39.3,
    // "relativeHumidity":77.34,"batteryVoltage":1.83,"pirTriggerCount":1}; pir-mini.js on
    // 12 0F 19 C6 1B 01 A4 05 1F 01: {"sensorTemperature":39.3,"relativeHumidity":77.34,"lux":6913,
    // "luxStatus":"ok","batteryVoltage":3.01,"occupied":true,"pirTriggerCount":7937}.
    expect(readingsOf(run('mclimate/ht-pir-lite', 2, '120F19C61B01'))).toStrictEqual({});
    expect(run('mclimate/pir-mini', 2, '120F19C61B01A4051F01').fields).toStrictEqual({
      keepAliveTime: 15,
      joinRetryPeriod: 16.5,
      uplinkType: 1,
      region: 5,
      lightSensorState: 1,
    });
  });

  it("names the HT Display Lite's answers 47 and 49 as its docs decoder does", () => {
    // mclimate-payload-helper 1.6.0 prints them as {"pirInitPeriod":5} and {"pirMeasurementPeriod":10},
    // the CO2 Display's PIR names, on a device without a PIR; the protocol: the sensors' blind time
    // and measurement period.
    expect(run('mclimate/ht-display-lite', 2, '4705490A01028880027A0A4500').fields).toMatchObject({
      measurementBlindTime: 5,
      measurementPeriod: 10,
    });
  });
});
