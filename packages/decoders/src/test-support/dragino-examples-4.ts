import type { CodecExample } from './codec-example.ts';

// Codec outputs of the Dragino models added with dragino-more-models-4, each with its uplink and our
// readings for the bytes, and our warnings where we have any:
// - The TTN device repository's examples (TheThingsNetwork/lorawan-devices vendor/dragino/
//   <model>-codec.yaml at the commit named with each): bytes and `output.data`, verbatim.
// - Dragino's own decoders (dragino/dragino-end-node-decoder e81cc58a) run in Node (TZ=UTC) on
//   frames built for them, their output verbatim (Node_type included), as a network server running
//   them hands it on.
// Used by dragino-more-models-4.test.ts (our fields are these outputs without Node_type) and by
// apps/server's vendor-codecs-agreement.test.ts (codec-outputs.ts).

const DRAGINO = 'dragino-end-node-decoder e81cc58a';

export const draginoExamples4: readonly CodecExample[] = [
  {
    model: 'dragino/lt22222-l',
    source: 'lt22222-l-codec.yaml 0874a8f5, "IO controller"',
    fPort: 2,
    hex: '04AB04AC13101300AAFF01',
    output: {
      ACI1_mA: 4.88,
      ACI2_mA: 4.864,
      AVI1_V: 1.195,
      AVI2_V: 1.196,
      DI1_status: 'H',
      DI2_status: 'L',
      DI3_status: 'H',
      DO1_status: 'H',
      DO2_status: 'L',
      DO3_status: 'H',
      Hardware_mode: 'LT33222',
      RO1_status: 'ON',
      RO2_status: 'OFF',
      Work_mode: '2ACI+2AVI',
    },
    readings: { relay_on: true },
  },
  {
    model: 'dragino/lt22222-l',
    source: `${DRAGINO} LT22222-L/v1.6_decoder_ttn .txt, count mode 1: DI1 300 pulses, DI2 100`,
    fPort: 2,
    hex: '0000012C00000064E0FF42',
    output: {
      Hardware_mode: 'LT22222',
      DO1_status: 'H',
      DO2_status: 'H',
      RO1_status: 'ON',
      RO2_status: 'ON',
      Count1_times: 300,
      First_status: 'Yes',
      Work_mode: 'Count mode 1',
      Count2_times: 100,
      Node_type: 'LT22222',
    },
    readings: { relay_on: true, pulse_count: 300 },
  },
  {
    model: 'dragino/llds12',
    source: 'llds12-codec.yaml 60263a4e, "LoRaWAN LiDAR ToF Distance Sensor"',
    fPort: 2,
    hex: '0D5C00000B1801B1001E01',
    output: {
      Bat: 3.42,
      TempC_DS18B20: '0.00',
      Lidar_distance: 284,
      Lidar_signal: 433,
      Message_type: 1,
      Interrupt_flag: 0,
      Lidar_temp: 30,
    },
    readings: { battery_mv: 3420, distance_mm: 2840 },
  },
  {
    model: 'dragino/llds40',
    source: `${DRAGINO} LLDS40/LLDS40 TTN Decoder.txt, no probe (0x7FFF), 4 m`,
    fPort: 2,
    hex: '0CE47FFF0FA000C8001401',
    output: {
      Node_type: 'LLDS40',
      Bat: 3.3,
      TempC_DS18B20: 'NULL',
      Lidar_distance: 400,
      Lidar_signal: 200,
      Lidar_temp: 20,
      Interrupt_flag: 0,
      Message_type: 1,
    },
    readings: { battery_mv: 3300, distance_mm: 4000 },
  },
  {
    model: 'dragino/lds12-lb',
    source: `${DRAGINO} LDS12-LB/LDS12-LB_v1.0_Decoder_TTN.txt, the probe at 25 °C, 284 cm`,
    fPort: 2,
    hex: '0CE400FA0B1801B1011E01',
    output: {
      Node_type: 'LDS12-LB',
      Bat: 3.3,
      TempC_DS18B20: 25,
      Lidar_distance: 284,
      Lidar_signal: 433,
      Lidar_temp: 30,
      Interrupt_flag: 'TRUE',
      Interrupt_level: 'LOW',
      Message_type: 1,
    },
    readings: { battery_mv: 3300, distance_mm: 2840, temperature: 25 },
  },
  {
    model: 'dragino/lds40-lb',
    source: `${DRAGINO} LDS40-LB/LDS40-LB_TTN_Decoder.txt, the status: firmware 1.1.0, US915 sub-band 1`,
    fPort: 5,
    hex: '25011002010CE4',
    output: {
      SENSOR_MODEL: 'LDS40-LB',
      FIRMWARE_VERSION: '1.1.0',
      FREQUENCY_BAND: 'US915',
      SUB_BAND: 1,
      BAT: 3.3,
    },
    readings: { battery_mv: 3300 },
  },
  {
    model: 'dragino/ds20l',
    source: `${DRAGINO} DS20L/DS20L v1.0_decoder_TTN.txt, MOD 0: 300 mm, alarm thresholds 100-3000`,
    fPort: 2,
    hex: '0CE404012C0BB80064',
    output: {
      Node_type: 'DS20L',
      BatV: 3.3,
      Distance_mm: 300,
      MOD: 0,
      alarm: 0,
      DO: 0,
      DO_Flag: 0,
      Threshold_Flag_for_Alarm: 1,
      Upper_limit: 3000,
      lower_limit: 100,
    },
    readings: { battery_mv: 3300, distance_mm: 300 },
  },
];
