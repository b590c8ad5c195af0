// MClimate's own decoders' outputs for each keep-alive of MClimate's newer devices and for every GET
// answer put before it, verbatim (what the decoder printed besides, or instead of, the keep-alive's
// fields), run in Node: the decoders mclimate-more-differential.test.ts names (`decoder`).

export type Answers = ReadonlyArray<readonly [string, Record<string, unknown>]>;
export type Device = {
  model: string;
  decoder: string;
  keepalive: string;
  vendor: Record<string, unknown>;
  answers: Answers;
};

const common = (hardware: number): Answers => [
  ['042511', { deviceVersions: { hardware, software: 11 } }],
  ['120F', { keepAliveTime: 15 }],
  ['19C6', { joinRetryPeriod: 16.5 }],
  ['1B01', { uplinkType: 1 }],
  ['1D020C', { watchDogParams: { wdpC: 2, wdpUc: 12 } }],
];
const region: Answers = [['A405', { region: 5 }]];
const displays: Answers = [
  ['1401', { childLock: true }],
  ['340F', { displayRefreshPeriod: 15 }],
  ['4100', { currentTemperatureVisibility: 0 }],
  ['4301', { humidityVisibility: 1 }],
  ['4500', { lightIntensityVisibility: 0 }],
];
const co2: Answers = [
  ['1F02BC04B0', { boundaryLevels: { good_medium: 700, medium_bad: 1200 } }],
  ['210190', { autoZeroValue: 400 }],
  ['250A0501', { measurementPeriod: { good_zone: 10, medium_zone: 5, bad_zone: 1 } }],
  ['2B07', { autoZeroPeriod: 7 }],
];
const pirLite: Answers = [
  ['2F01', { uplinkSendingOnButtonPress: 1 }],
  ['3701', { pirSensorState: 1 }],
  ['39003C', { occupancyTimeout: 60 }],
  ['3D01', { pirSensorStatus: 1 }],
  ['3F02', { pirSensorSensitivity: 2 }],
  ['4906', { pirMeasurementPeriod: 6 }],
  ['4B07', { pirCheckPeriod: 7 }],
  ['4D08', { pirBlindPeriod: 8 }],
];
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
// 10 18 14 1D, the set point limits the FCT answers to 17 and to 77 (unoccupied).
const fctRanges = { heatingTempMin: 16, heatingTempMax: 24, coolingTempMin: 20, coolingTempMax: 29 };

export const mclimateDecoderAnswers: readonly Device[] = [
  {
    model: 'mclimate/16ads',
    decoder: 'docs',
    keepalive: '011C01',
    vendor: { internalTemperature: 28, relayState: 'ON' },
    answers: [
      ['041211', { deviceVersions: { hardware: 12, software: 11 } }],
      ...common(25).slice(1),
      ['1F5A3C', { overheatingThresholds: { trigger: 90, recovery: 60 } }],
      ['5A01', { afterOverheatingProtectionRecovery: 1 }],
      ['5C00', { ledIndicationMode: 0 }],
      ['5D01', { manualChangeRelayState: true }],
      ['5F02', { relayRecoveryState: 2 }],
      ['60053C', { overheatingEvents: { events: 5, temperature: 60 } }],
      ['70002A', { overheatingRecoveryTime: 42 }],
      ['A000001234', { fuota: { fuota_address: 4660, fuota_address_raw: '00001234' } }],
      ...region,
      // The keep-alive's relay state replaces the answer's (the decoder reads the keep-alive last).
      ['B100', {}],
    ],
  },
  {
    model: 'mclimate/co2-display',
    decoder: 'docs',
    keepalive: '010267820B7C9320003700',
    vendor: {
      sensorTemperature: 21.5,
      relativeHumidity: 50.78,
      batteryVoltage: 2.94,
      ppm: 1171,
      powerSourceStatus: 0,
      lux: 55,
      pir: false,
    },
    answers: [
      ...common(25),
      ...displays,
      ...co2,
      ['3D01', { pirSensorStatus: 1 }],
      ['3F02', { pirSensorSensitivity: 2 }],
      ['4705', { pirInitPeriod: 5 }],
      ['4906', { pirMeasurementPeriod: 6 }],
      ['4B07', { pirCheckPeriod: 7 }],
      ['4D08', { pirBlindPeriod: 8 }],
      ['800F', { measurementBlindTime: 15 }],
      ['8304', { imagesVisibility: { chart: 1, digital_value: 0, emoji: 0 } }],
      ['8307', { imagesVisibility: { chart: 1, digital_value: 1, emoji: 1 } }],
    ],
  },
  {
    // helper, but for 1B: it prints the uplink type as the text "01".
    model: 'mclimate/co2-display-lite',
    decoder: 'helper',
    keepalive: '010263870AAC39100117',
    vendor: {
      sensorTemperature: 21.1,
      relativeHumidity: 52.73,
      batteryVoltage: 2.73,
      CO2: 569,
      powerSourceStatus: 0,
      lux: 279,
    },
    answers: [
      ...common(25).filter(([hex]) => hex !== '1B01'),
      ...displays,
      ...co2,
      ['800F', { measurementBlindTime: 15 }],
      ['8304', { imagesVisibility: { chart: 1, digital_value: 0, emoji: 0 } }],
      ...region,
    ],
  },
  {
    model: 'mclimate/ht-display-lite',
    decoder: 'docs',
    keepalive: '01028880027A0A4500',
    vendor: {
      sensorTemperature: 24.8,
      relativeHumidity: 50,
      batteryVoltage: 2.629,
      powerSourceStatus: 0,
      lux: 634,
    },
    answers: [
      ...common(25),
      ...displays,
      ['4705', { measurementBlindTime: 5 }],
      ['490A', { measurementPeriod: 10 }],
      ...region,
    ],
  },
  {
    model: 'mclimate/ht-pir-lite',
    decoder: 'ttn',
    keepalive: '8102797DE201',
    vendor: {
      occupied: false,
      sensorTemperature: 23.3,
      relativeHumidity: 48.83,
      batteryVoltage: 3.55,
      pirTriggerCount: 1,
    },
    answers: [...common(25), ...pirLite, ...region],
  },
  {
    model: 'mclimate/co2-pir-lite',
    decoder: 'ttn',
    keepalive: '8106797EDA4718F1',
    vendor: {
      occupied: true,
      sensorTemperature: 23.3,
      relativeHumidity: 49.22,
      batteryVoltage: 3.48,
      CO2: 839,
      pirTriggerCount: 241,
    },
    answers: [...common(25), ...co2, ...pirLite, ...region],
  },
  {
    model: 'mclimate/pir-mini',
    decoder: 'ttn',
    keepalive: '0102888002F1C80101AF',
    vendor: {
      sensorTemperature: 24.8,
      relativeHumidity: 50,
      lux: 753,
      luxStatus: 'ok',
      batteryVoltage: 3.33,
      occupied: true,
      pirTriggerCount: 431,
    },
    answers: [
      ...common(25),
      ['1F01', { lightSensorState: 1 }],
      ['2203', { ledBrightness: 3 }],
      ['3701', { pirSensorState: 1 }],
      ['39003C', { occupancyTimeout: 60 }],
      ['3A', { event: 'occupied' }],
      ['3B', { event: 'unoccupied' }],
      ['40', { event: 'pirTrigger' }],
      ['3D01', { pirDemoMode: 1 }],
      ['3F02', { pirOperationMode: 2 }],
      ['42001E', { pirBlindTime: 30 }],
      ['4401', { pirCounterResetFlag: 1 }],
      ...region,
    ],
  },
  {
    model: 'mclimate/fan-coil-thermostat',
    decoder: 'docs',
    keepalive: '0102888001090102020101',
    vendor: fctKeepalive,
    answers: [
      ...common(25),
      ['050F', { targetTemperatureStep: 1.5 }],
      ['151018', { temperatureRangeSettings: { min: 16, max: 24 } }],
      ['320F', { valveOpenCloseTime: 15 }],
      ['340F', { displayRefreshPeriod: 15 }],
      ['3601', { extAutomaticTemperatureControl: 1 }],
      ['4100', { currentTemperatureVisibility: 0 }],
      ['4301', { humidityVisibility: 1 }],
      ['4502', { fanSpeed: 2 }],
      ['4701', { fanSpeedLimit: 1 }],
      ['491947', { ecmVoltageRange: { min: 2.5, max: 7.1 } }],
      ['4B03', { ecmStartUpTime: 3 }],
      ['4D01', { ecmRelay: 1 }],
      ['4F01', { frostProtection: 1 }],
      ['510609', { frostProtectionSettings: { threshold: 6, setpoint: 9 } }],
      // The keep-alive's operational mode (53) and device status (67) replace the answers'.
      ['5301', {}],
      ['5501', { allowedOperationalModes: 1 }],
      ['5712', { coolingSetpointNotOccupied: 18 }],
      ['5910', { heatingSetpointNotOccupied: 16 }],
      ['5D02', { fanSpeedNotOccupied: 2 }],
      ['5F01', { automaticChangeover: 1 }],
      ['6101', { wiringDiagram: 1 }],
      ['6301', { occFunction: 1 }],
      ['65102B', { automaticChangeoverThreshold: { coolingThreshold: 16, heatingThreshold: 43 } }],
      ['6701', {}],
      ['6902', { returnOfPowerOperation: 2 }],
      ['6B0F', { deltaTemperature1: 1.5 }],
      ['6E01', { frostProtectionStatus: 1 }],
      ['7001', { occupancySensorStatusSetPoint: 1 }],
      ['7101', { occupancySensorStatus: 1 }],
      ['7201', { dewPointSensorStatus: 1 }],
      ['7301', { filterAlarm: 1 }],
      ['742E01', { automaticChangeoverMode: { ntcTemperature: 46, automaticChangeover: 1 } }],
      ['7501', { powerModuleStatus: 1 }],
      ['A000001234', { fuota: { fuota_address: 4660, fuota_address_raw: '00001234' } }],
    ],
  },
  {
    // helper: the answers the docs decoder misreads or lacks (its lengths and scales, below).
    model: 'mclimate/fan-coil-thermostat',
    decoder: 'helper',
    keepalive: '0102888001090102020101',
    vendor: fctKeepalive,
    answers: [
      // The keep-alive's target temperature replaces the answer's 25.8 °C in both.
      ['2F0102', {}],
      ['300102', { manualTargetTemperatureUpdate: 25.8 }],
      ['3E0102', { extSensorTemperature: 25.8 }],
      ['5B0115', { tempSensorCompensation: { compensation: 1, temperature: 2.1 } }],
      ['6D0F14', { deltaTemperature2and3: { deltaTemperature2: 1.5, deltaTemperature3: 2 } }],
      ['171018141D', { heatingCoolingTargetTempRanges: fctRanges }],
      ['771018141D', { heatingCoolingTargetTempRangesUnoccupied: fctRanges }],
      ['7903', { fanOffDelayTime: 3 }],
      ['7B02', { additionalFanMode: 2 }],
      ['9B01', { userInterfaceLanguage: 1 }],
      ['1405', { keysLock: 5 }],
      ...region,
    ],
  },
  {
    // helper, but for 1B (the text "01"); its tests' "simple keepalive(doc)" 01028880C8.
    model: 'mclimate/ht-mini',
    decoder: 'helper',
    keepalive: '01028880C8',
    vendor: { sensorTemperature: 24.8, relativeHumidity: 50, batteryVoltage: 3.33 },
    answers: [...common(25).filter(([hex]) => hex !== '1B01'), ['222F', { ledBrightness: 47 }], ...region],
  },
  {
    model: 'mclimate/mc-button',
    decoder: 'ttn',
    keepalive: '01AB029B03',
    vendor: { batteryVoltage: 3, thermistorProperlyConnected: true, sensorTemperature: 66.7, pressEvent: 3 },
    answers: [
      ...common(25),
      ['1F01', { sendEventLater: 1 }],
      ...region,
      ['B1000102', { singlePressEventCounter: 258 }],
      ['B2000010', { doublePressEventCounter: 16 }],
      ['B3010000', { triplePressEventCounter: 65536 }],
    ],
  },
];
