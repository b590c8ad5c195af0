// MClimate's own parser for the Multisensor, the npm package mclimate-payload-helper 1.6.0
// (uplinkPayloadParser(hex, 'multisensor'); source MClimate/mclimate-payload-helper
// b0b53173b6a7a886cf24cb78bf27563846574dfc, src/decoders/payloadParsers/multisensorPayloadParser.ts
// and commandsReadingHelper.ts), run in Node from /tmp: its outputs, verbatim. The first keep-alive
// is the example of the package's own tests (src/test/payloadDecoders.test.ts, "MultiSensor payload
// decoder", "simple keepalive"). Used by mclimate-more-models-2.test.ts.

type Output = Readonly<Record<string, unknown>>;

/** Keep-alives (0x81 / 0x82, 15 bytes) and what the parser printed for each alone. */
export const multisensorKeepalives: ReadonlyArray<readonly [string, Output]> = [
  [
    '820F17CB2DA80D0600040A3A01DD03',
    {
      averageTemperature: 45.9,
      minTemperature: 44.4,
      maxTemperature: 47,
      relativeHumidity: 45,
      pressure: 956.94,
      staticAQI: 25,
      eCO2: 508.24,
      bVOC: 4,
      lightLevel: 39,
      noiseLevel: 58,
      pirTriggerCount: 1,
      batteryVoltage: 3.51,
      pir: false,
      hallSensorEvent: false,
      staticAQIAccuracy: 1,
      powerSourceStatus: 1,
    },
  ],
  [
    '8105152C378000FF01F4FF410CA018',
    {
      averageTemperature: 30,
      minTemperature: 29.5,
      maxTemperature: 31,
      relativeHumidity: 55,
      pressure: 895.76,
      staticAQI: 0,
      eCO2: 5000,
      bVOC: 500,
      lightLevel: 1000,
      noiseLevel: 65,
      pirTriggerCount: 12,
      batteryVoltage: 2.98,
      pir: true,
      hallSensorEvent: true,
      staticAQIAccuracy: 0,
      powerSourceStatus: 0,
    },
  ],
  [
    '820000000000FF0000000000000006',
    {
      averageTemperature: 0,
      minTemperature: 0,
      maxTemperature: 0,
      relativeHumidity: 0,
      pressure: 700,
      staticAQI: 500,
      eCO2: 400,
      bVOC: 0,
      lightLevel: 0,
      noiseLevel: 0,
      pirTriggerCount: 0,
      batteryVoltage: 1.6,
      pir: false,
      hallSensorEvent: false,
      staticAQIAccuracy: 3,
      powerSourceStatus: 0,
    },
  ],
  [
    '817FFFFF65FF80FFFFFF80FFFFFF04',
    {
      averageTemperature: 51.1,
      minTemperature: 38.4,
      maxTemperature: 63.8,
      relativeHumidity: 101,
      pressure: 1090,
      staticAQI: 251,
      eCO2: 5000,
      bVOC: 65535,
      lightLevel: 502,
      noiseLevel: 255,
      pirTriggerCount: 255,
      batteryVoltage: 3.8,
      pir: false,
      hallSensorEvent: false,
      staticAQIAccuracy: 2,
      powerSourceStatus: 0,
    },
  ],
];

/**
 * GET answers, each put before the first keep-alive: what the parser printed besides the
 * keep-alive's fields (the keep-alive's were unchanged).
 */
export const multisensorAnswers: ReadonlyArray<readonly [string, Output]> = [
  ['041234', { deviceVersions: { hardware: 12, software: 34 } }],
  ['1202', { keepAliveTime: 2 }],
  ['190C', { joinRetryPeriod: 1 }],
  ['1B01', { uplinkType: '01' }],
  ['1D0218', { watchDogParams: { wdpC: 2, wdpUc: 24 } }],
  ['1D0000', { watchDogParams: { wdpC: false, wdpUc: false } }],
  ['A401', { region: 1 }],
  ['1F01', { lightEnabled: true }],
  ['2100', { hallEnabled: false }],
  ['23003C', { hallBlindPeriod: 60 }],
  ['2501', { microphoneEnabled: true }],
  ['270E10', { microphoneSamplingPeriod: 3600 }],
  ['2900', { gasEnabled: false }],
  ['2B0F', { gasMeasurementPeriodMinutes: 15 }],
  ['2D01', { pirEnabled: true }],
  ['2F012C', { pirBlindPeriod: 300 }],
  ['1F01210123003C', { lightEnabled: true, hallEnabled: true, hallBlindPeriod: 60 }],
];
