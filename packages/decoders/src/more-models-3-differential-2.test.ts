import { checkVendorCases } from './test-support/tracker-cases.ts';

// Differential checks of the models added with more-models-3 (the LSN50v2, LSN50v2-S31, Netvox and
// MClimate models; the other Dragino ones are in more-models-3-differential.test.ts) against their
// vendors' decoders, run in Node (TZ=UTC) on frames built to cover each mode, flag, sign and sentinel.
// `vendor` is what the decoder printed, verbatim but Dragino's Node_type (which we leave out); `ours`
// each field where we differ on purpose, with the reason beside it; `readings` ours. Sources:
const DRAGINO = 'dragino/dragino-end-node-decoder at e81cc58a0523857887d705450c21c8cb99e93a8f';
const TTN = 'TheThingsNetwork/lorawan-devices';
const TVALVE =
  'MClimate/docs at 6f04fe9c1f0e654ba6ecb0931deefcd716dfeb0b devices/mclimate-t-valve-lorawan/t-valve-uplink-decoder.md';
const mv = (battery_mv: number) => ({ battery_mv });

checkVendorCases('dragino/lsn50-v2', `${DRAGINO} "LSN50 & LSN50-v2/LSN50V2_v1.8.0_Decoder_TTN.txt"`, [
  {
    name: 'IIC mode without the SHT (0x7FFF / 0xFFFF "NULL"), the door closed',
    port: 2,
    hex: '0CE400FA0BB8827FFFFFFF',
    vendor: {
      Digital_IStatus: 'H',
      BatV: 3.3,
      TempC1: 25,
      ADC_CH0V: 3,
      EXTI_Trigger: 'FALSE',
      Door_status: 'CLOSE',
      Work_mode: 'IIC',
      TempC_SHT: 'NULL',
      Hum_SHT: 'NULL',
    },
    readings: { ...mv(3300), external_temperature: 25 },
  },
  {
    name: 'distance mode: 400 cm, a probe at -10 °C',
    port: 2,
    hex: '0CE4FF9C0BB8050FA00190',
    vendor: {
      Digital_IStatus: 'L',
      BatV: 3.3,
      TempC1: -10,
      ADC_CH0V: 3,
      EXTI_Trigger: 'TRUE',
      Door_status: 'OPEN',
      Work_mode: 'Distance',
      Distance_cm: 400,
      Distance_signal_strength: 400,
    },
    readings: { ...mv(3300), external_temperature: -10, distance_mm: 4000 },
  },
  {
    name: '3ADC+IIC: the BH1750 (400 lx), battery byte 3.3 V',
    port: 2,
    hex: '0CE80BB80DAC080190000021',
    vendor: {
      Digital_IStatus: 'L',
      EXTI_Trigger: 'FALSE',
      Door_status: 'OPEN',
      Work_mode: '3ADC+IIC',
      BatV: 3.3,
      ADC_CH0V: 3.304,
      ADC_CH1V: 3,
      ADC_CH4V: 3.5,
      Illum: 400,
    },
    readings: { battery_mv: 3300, illuminance: 400 },
  },
  {
    name: 'weight mode: 32 bits, low word first',
    port: 2,
    hex: '0CE400FA0BB810E2400001',
    vendor: {
      Digital_IStatus: 'L',
      BatV: 3.3,
      TempC1: 25,
      ADC_CH0V: 3,
      EXTI_Trigger: 'FALSE',
      Door_status: 'OPEN',
      Work_mode: 'Weight',
      Weight: 123456,
    },
    readings: { ...mv(3300), external_temperature: 25 },
  },
  {
    name: 'count mode: 256',
    port: 2,
    hex: '0CE400FA0BB81400000100',
    vendor: { Digital_IStatus: 'L', BatV: 3.3, TempC1: 25, ADC_CH0V: 3, Work_mode: '1Count', Count: 256 },
    readings: { ...mv(3300), external_temperature: 25, pulse_count: 256 },
  },
  {
    name: 'three interrupts',
    port: 2,
    hex: '0CE400FA0BB81A11010000',
    vendor: {
      Digital_IStatus: 'H',
      BatV: 3.3,
      TempC1: 25,
      ADC_CH0V: 3,
      Work_mode: '3Interrupt',
      EXTI1_Trigger: 'FALSE',
      EXTI1_Status: 'OPEN',
      EXTI2_Trigger: 'TRUE',
      EXTI2_Status: 'CLOSE',
      EXTI3_Trigger: 'FALSE',
      EXTI3_Status: 'CLOSE',
    },
    readings: { ...mv(3300), external_temperature: 25 },
  },
  {
    name: 'three probes and two counts (17 bytes)',
    port: 2,
    hex: '0CE400FA00FA22FF9C0000000A0000000B',
    vendor: {
      Digital_IStatus: 'H',
      BatV: 3.3,
      TempC1: 25,
      EXTI_Trigger: 'FALSE',
      Door_status: 'OPEN',
      Work_mode: '3DS18B20+2Count',
      TempC2: 25,
      TempC3: -10,
      Count1: 10,
      Count2: 11,
    },
    readings: { ...mv(3300), external_temperature: 25 },
  },
]);

checkVendorCases('dragino/lsn50v2-s31', `${DRAGINO} "LSN50v2-S31&S31B/LSN50v2-S31-V1.8.0-TTN Decoder.txt"`, [
  {
    name: 'firmware 1.8, mode 31: the alarm thresholds',
    port: 2,
    hex: '0CE4664CCC6C7CF6230A5A',
    vendor: { SHTEMP_MIN: -10, SHTEMP_MAX: 35, SHHUM_MIN: 10, SHHUM_MAX: 90 },
    readings: {},
  },
  {
    name: 'the datalog: two entries at their own times',
    port: 3,
    hex: '00000000FC0205664CCC6C000000FF9C0258664CCCA8',
    vendor: { DATALOG: '[25.2,51.7,2024-05-21 16:31:40],[-10,60,2024-05-21 16:32:40],' },
    readings: {
      'temperature@2024-05-21T16:31:40.000Z': 25.2,
      'humidity@2024-05-21T16:31:40.000Z': 51.7,
      'temperature@2024-05-21T16:32:40.000Z': -10,
      'humidity@2024-05-21T16:32:40.000Z': 60,
    },
  },
  {
    name: 'the status: firmware 1.8.0, hourly',
    port: 5,
    hex: '01FF0180000E10',
    vendor: { FIRMWARE_VERSION: '1.8.0', FREQUENCY_BAND: 'EU868', SUB_BAND: 'NULL', TDC_sec: 3600 },
    readings: {},
  },
]);

checkVendorCases(
  'netvox/r718e',
  `${TTN} vendor/netvox/payload/r718e.js at b891efa52badf9384e23d425b1f45a72c7e96831`,
  [
    {
      name: 'report 1 with the low-battery bit, at rest',
      port: 6,
      hex: '011C01A400000000000000',
      vendor: {
        Device: 'R718E',
        Volt: '3.6(low battery)',
        AccelerationX: 0,
        AccelerationY: 0,
        AccelerationZ: 0,
      },
      readings: { battery_mv: 3600, low_battery: true },
    },
    {
      name: 'report 1: no battery voltage, -0 and a NaN word',
      port: 6,
      hex: '011C010000800080FF7F00',
      vendor: { Device: 'R718E', Volt: 0, AccelerationX: 0, AccelerationY: 0, AccelerationZ: Number.NaN },
      // NaN is no measurement: left out.
      ours: { AccelerationZ: undefined },
      readings: {},
      warnings: [
        'battery byte reports 0 V (no battery voltage); not stored',
        'AccelerationZ is not a number (0x7fff); left out',
      ],
    },
    {
      name: 'report 2 at -0.1 °C',
      port: 6,
      hex: '011C02000000000000FFFF',
      vendor: { Device: 'R718E', VelocityX: 0, VelocityY: 0, VelocityZ: 0, Temp: -0.1 },
      readings: { temperature: -0.1 },
    },
  ],
);

checkVendorCases(
  'netvox/r72615',
  `${TTN} vendor/netvox/payload/ra0715_r72615_ra0715y_r72615a.js at 965406ba6351b9d8d0fb736a5e1a2257722dbe4d`,
  [
    {
      name: 'PM with the low-battery bit and a PM10 of 255 µg/m³',
      port: 6,
      hex: '0109019C0010001400FF00',
      vendor: { Device: 'R726 Series', Volt: '2.8(low battery)', PM1_0: 16, PM2_5: 20, PM10: 'NoSensor' },
      // checkSensorExist takes 0x00FF for an absent sensor too: a PM10 of 255 is a measurement.
      ours: { PM10: 255 },
      readings: { battery_mv: 2800, low_battery: true, pm2_5: 20, pm10: 255 },
    },
    {
      name: 'the soil probe at -2 °C',
      port: 6,
      hex: '0109105A0BB8FF38012C00',
      vendor: { Device: 'R726 Series', Volt: 9, Soil_VWC: 30, Soil_Temp: -2, Soil_EC: 0.3 },
      readings: { battery_mv: 9000, low_battery: false, soil_moisture: 30, soil_temperature: -2 },
    },
  ],
);

checkVendorCases('mclimate/t-valve', TVALVE, [
  {
    name: 'fraud: tamper, flood and a magnet, 3.2 V',
    port: 2,
    hex: '8B420A14C8',
    vendor: {
      reason: 'fraudDetected',
      ...{ boxTamper: true, floodDetectionWireState: false, flood: true, magnet: true },
      ...{
        alarmValidated: false,
        manualOpenIndicator: true,
        manualCloseIndicator: false,
        softwareVersion: 2,
      },
      ...{ closeTime: 10, openTime: 20, battery: 3.2 },
    },
    readings: { leak: true, tamper: true, battery_mv: 3200 },
  },
  {
    name: 'the long keep-alive and the answers to 0x12 and 0x10',
    port: 2,
    hex: '00620000A412061000',
    vendor: {
      reason: 'keepalive',
      ...{ boxTamper: false, floodDetectionWireState: false, flood: false, magnet: false },
      ...{ alarmValidated: false, manualOpenIndicator: true, manualCloseIndicator: true, softwareVersion: 2 },
      ...{ closeTime: 0, openTime: 0, battery: 2.912, keepAliveTime: 6, floodAlarmTime: 0 },
    },
    readings: { leak: false, tamper: false, battery_mv: 2912 },
  },
  {
    name: 'an unknown reason (5): the decoder prints none',
    port: 2,
    hex: 'A0030000A4',
    vendor: {
      ...{ boxTamper: false, floodDetectionWireState: false, flood: false, magnet: false },
      ...{
        alarmValidated: false,
        manualOpenIndicator: false,
        manualCloseIndicator: false,
        softwareVersion: 3,
      },
      ...{ closeTime: 0, openTime: 0, battery: 2.912 },
    },
    readings: { leak: false, tamper: false, battery_mv: 2912 },
    warnings: ['unknown reason 5 for the long keep-alive'],
  },
]);
