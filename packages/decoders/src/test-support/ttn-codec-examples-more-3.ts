import type { CodecExample } from './codec-example.ts';

// Codec outputs of the models added with more-models-3, each with its uplink and our readings for
// the bytes ("field@time" for a reading stored at its own time), and our warnings where we have any:
// - The TTN device repository's examples (TheThingsNetwork/lorawan-devices vendor/<vendor>/
//   <model>-codec.yaml at the commit named with each): bytes and `output.data`, verbatim.
// - Vendors' own decoders run in Node (TZ=UTC) on documented or constructed bytes, their output
//   verbatim, as a network server running them hands it on: Dragino's (dragino/
//   dragino-end-node-decoder e81cc58a), MClimate's recommended T-Valve decoder (MClimate/docs
//   6f04fe9c devices/mclimate-t-valve-lorawan/t-valve-uplink-decoder.md).
// Used by more-models-3.test.ts (our fields are these outputs but where it says otherwise) and by
// apps/server's vendor-codecs-agreement.test.ts (codec-outputs.ts).

const DRAGINO = 'dragino-end-node-decoder e81cc58a';
const TVALVE = 'MClimate/docs 6f04fe9c t-valve-uplink-decoder.md';

const r726 = (volt: number, device: string) => ({ Device: device, Volt: volt });
const ok = (volts: number) => ({ battery_mv: volts * 1000, low_battery: false });

/** r72615-codec.yaml d246745c: the same bytes for each report type, the battery byte 0x5A (9 V). */
const r72615Reports: Array<[string, string, Record<string, unknown>, Record<string, number | boolean>]> = [
  ['1', '01006400C802BC', { PM1_0: 100, PM2_5: 200, PM10: 700 }, { pm2_5: 200, pm10: 700 }],
  ['2', '02006400C802BC', { PM1_0: 100, PM2_5: 200, PM10: 700 }, { pm2_5: 200, pm10: 700 }],
  ['3', '03006400C802BC', { um0_3: 100, um0_5: 200, um1_0: 700 }, {}],
  ['4', '04006400C802BC', { um2_5: 100, um5_0: 200, um10: 700 }, {}],
  ['5', '05006400C802BC', { O3: 10, CO: 20, NO: 70 }, {}],
  ['6', '06006400C802BC', { NO2: 10, SO2: 20, H2S: 70 }, {}],
  ['7', '071388FFFFFFFF', { CO2: 500, NH3: 'NoSensor', Noise: 'NoSensor' }, { co2: 500 }],
  ['8', '0803E8FFFFFFF6', { PH: 10, TempPH: 'NoSensor', ORP: -10 }, {}],
  ['9', '0903E8FCE803E8', { NTU: 100, TempNTU: -7.92, EC5SoildHumi: 10 }, {}],
  ['11', '0BF83003E803E8', { TempLDO: -20, LDO_DO: 10, LDO_Sat: 100 }, {}],
  [
    '12',
    '0CF83003E8FFFF',
    { Temperature: -20, Humidity: 10, WindSpeed: 'NoSensor' },
    { temperature: -20, humidity: 10 },
  ],
  ['14', '0E038400000000', { VOC: 90 }, {}],
];

export const moreModels3CodecExamples: readonly CodecExample[] = [
  {
    model: 'dragino/lmds200',
    source: 'lmds200-codec.yaml 3faec421, "LMDS200 LoRaWAN Microwave Radar Distance Detection Sensor"',
    fPort: 2,
    hex: '0B880100250001',
    output: { Bat: 2.952, DALARM_count: 0, Distance_alarm: 0, Interrupt_alarm: 1, dis1: 256, dis2: 9472 },
    readings: { battery_mv: 2952, threshold_alarm: false },
  },
  ...(['lsn50v2-s31', 'lsn50-v2'] as const).map((model) => ({
    model: `dragino/${model}`,
    source: `${model}-codec.yaml 0874a8f5, "Moisture & EC Sensor"`,
    fPort: 2,
    hex: '0B54000000000000FC0205',
    output: {
      ADC_CH0V: 0,
      BatV: 2.9,
      Digital_IStatus: 'L',
      Door_status: 'OPEN',
      EXTI_Trigger: 'FALSE',
      Hum_SHT: 51.7,
      TempC1: 0,
      TempC_SHT: 25.2,
      Work_mode: 'IIC',
    },
    readings: { battery_mv: 2900, temperature: 25.2, humidity: 51.7 },
  })),
  {
    model: 'dragino/lsn50v2-s31',
    source: `${DRAGINO} LSN50v2-S31-V1.8.0-TTN Decoder.txt, a firmware 1.8 frame, the door closed`,
    fPort: 2,
    hex: '0CE4664CCC6C81FF9C0258',
    output: {
      BatV: 3.3,
      EXTI_Trigger: 'TRUE',
      Door_status: 'CLOSE',
      TempC_SHT31: -10,
      Hum_SHT31: 60,
      Data_time: '2024-05-21 16:31:40',
      Node_type: 'LSN50-S31',
    },
    readings: { battery_mv: 3300, temperature: -10, humidity: 60 },
  },
  {
    model: 'dragino/lds25-lb',
    source: `${DRAGINO} LDS25-LB decoder.txt, 5 m with the probe at 25 °C`,
    fPort: 2,
    hex: '0CE400FA1388019003E700',
    output: {
      batV: 3.3,
      temp_DS18B20: 25,
      Distance_cm: 500,
      Distance_signal_strength: 400,
      Lidar_temp: -25,
      i_flag: 'TRUE',
      i_level: 'HIGH',
      mes_type: 0,
      Node_type: 'LDS25-LB',
    },
    readings: { battery_mv: 3300, distance_mm: 5000, temperature: 25 },
  },
  {
    model: 'dragino/lht65n-vib',
    source: `${DRAGINO} LHT65N-VIB_TTN_Decoder_V1.3.js, mode 2 with the alarm clear`,
    fPort: 2,
    hex: '0CE408000001F409C4C258',
    output: {
      BatV: 3.3,
      vib_count: 500,
      TempC_SHT: 25,
      Hum_SHT: 60,
      Alarm: 'FALSE',
      TDC: 'NO',
      Node_type: 'LHT65N-VIB',
    },
    readings: { battery_mv: 3300, temperature: 25, humidity: 60, threshold_alarm: false },
  },
  {
    model: 'dragino/sw3l-lb',
    source: `${DRAGINO} SW3L-LB_TTN_decoder.txt, a running total on flag 0`,
    fPort: 2,
    hex: '0000001C200000664CCC6C',
    output: {
      MOD: 0,
      PA4_Level: 'L',
      PB15_Level: 'L',
      Calculate_flag: 0,
      Alarm: 'FALSE',
      tdc_interval: 'NO',
      Water_flow_value: 16,
      Total_pulse: 7200,
      Data_time: '2024-05-21 16:31:40',
      Node_type: 'SW3L-LB',
    },
    readings: { pulse_count: 7200 },
  },
  {
    model: 'netvox/r718e',
    source: 'r718e-codec.yaml 039d094a, "Status report - 1"',
    fPort: 6,
    hex: '011C0124B340B2C06A3E00',
    output: {
      Device: 'R718E',
      Volt: 3.6,
      AccelerationX: 5.59375,
      AccelerationY: -5.5625,
      AccelerationZ: 0.228516,
    },
    readings: ok(3.6),
  },
  {
    model: 'netvox/r718e',
    source: 'r718e-codec.yaml 039d094a, "Status report - 2"',
    fPort: 6,
    hex: '011C02333D003CB340FF97',
    output: { Device: 'R718E', VelocityX: 0.043701, VelocityY: 0.007813, VelocityZ: 5.59375, Temp: -10.5 },
    readings: { temperature: -10.5 },
  },
  ...r72615Reports.map(([n, hex, output, readings]) => ({
    model: 'netvox/r72615',
    source: `r72615-codec.yaml d246745c, "Status report - ${n}"`,
    fPort: 6,
    hex: `0109${hex.slice(0, 2)}5A${hex.slice(2)}00`,
    output: { ...r726(9, 'R726 Series'), ...output },
    readings: { ...ok(9), ...readings },
  })),
  {
    model: 'netvox/r72615',
    source: 'r72615-codec.yaml d246745c, "Status report - 10"',
    fPort: 6,
    hex: '01090A5A03E8FF30FFFFFF',
    output: {
      ...r726(9, 'R726 Series'),
      SoildHumi5TE: 10,
      SoildTemp5TE: -2.08,
      WaterLevel: 'NoSensor',
      EC5TE: 'NoSensor',
    },
    readings: ok(9),
  },
  {
    model: 'netvox/r72615',
    source: 'r72615-codec.yaml d246745c, "Status report - 13"',
    fPort: 6,
    hex: '01090D5A000A0000009900',
    output: { ...r726(9, 'R726 Series'), WindDirection: 10, Atomsphere: 1.53 },
    readings: { ...ok(9), wind_direction_deg: 10 },
    warnings: ['air pressure 1.53 hPa is not at the ground (300-1100 hPa): not stored'],
  },
  {
    model: 'netvox/r72615a',
    source: 'r72615a-codec.yaml ba16c84c, "Status report - 7"',
    fPort: 6,
    hex: '010907481388FFFFFFFF00',
    output: { ...r726(7.2, 'R726 Series'), CO2: 500, NH3: 'NoSensor', Noise: 'NoSensor' },
    readings: { ...ok(7.2), co2: 500 },
  },
  {
    model: 'netvox/r72615a',
    source: 'r72615a-codec.yaml ba16c84c, "Status report - 12"',
    fPort: 6,
    hex: '01090C48F83003E8FFFF00',
    output: { ...r726(7.2, 'R726 Series'), Temperature: -20, Humidity: 10, WindSpeed: 'NoSensor' },
    readings: { ...ok(7.2), temperature: -20, humidity: 10 },
  },
  {
    model: 'mclimate/t-valve',
    source: `${TVALVE}, keep-alive.md's short example 0x0044`,
    fPort: 2,
    hex: '0044',
    output: { reason: 'keepalive', waterTemp: 0, valveState: false, ambientTemp: 24 },
    readings: { temperature: 24, external_temperature: 0 },
  },
  {
    model: 'mclimate/t-valve',
    source: `${TVALVE}, keep-alive.md's long example 0x64620000A4`,
    fPort: 2,
    hex: '64620000A4',
    output: {
      reason: 'controlButtonPressed',
      boxTamper: false,
      floodDetectionWireState: true,
      flood: false,
      magnet: false,
      alarmValidated: false,
      manualOpenIndicator: true,
      manualCloseIndicator: true,
      softwareVersion: 2,
      closeTime: 0,
      openTime: 0,
      battery: 2.912,
    },
    readings: { leak: false, tamper: false, battery_mv: 2912 },
  },
];
