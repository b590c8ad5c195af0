import type { CodecExample, ExampleReadings } from './codec-example.ts';

// TTN device repository codec examples (TheThingsNetwork/lorawan-devices vendor/<vendor>/<codec>-codec.yaml)
// of models we decode that no other test held yet: each uplink, the codec's output verbatim and the
// readings our decoder gives for its bytes (ttn-coverage-dragino.test.ts checks ours; apps/server's
// vendor-codecs-agreement.test.ts checks that mapping the codec's output gives the same readings).
// Beside them, outputs of Dragino's own decoders (dragino/dragino-end-node-decoder) for frames whose
// readings a network server running those decoders handed on wrong or not at all: see each.
//
// Most Dragino -LB / -L codec files (and the LMDS120's) hold one example, "Temperature", whose output
// is not their codec's: it is lht65-codec.yaml's output for the LHT65 frame CBF60B0D0376010ADD7FFF
// (BatV 3.062, TempC_SHT 28.29, ...), pasted beside other bytes (0CF6010103000C01DD01FF, the codec's
// own "Unknown FPort" example even keeps the LHT65 bytes on port 2 expecting an error). Their
// `readings` are what our decoder makes of the bytes, checked against Dragino's own decoder for each
// model run in Node on them (dragino/dragino-end-node-decoder e81cc58a: PS-LB, S31-LB, D23-LB,
// CPL03-LB, CS01-LB, DDS04-LB, DDS20-LB, DDS45-LB, DDS75-LB, DS03A-LB, DS20L, AQS01-L, LDS12-LB,
// LDS40-LB, LHT65N-VIB, LTC2-LB, TS01-LB, SE01-LB, SN50_v3-LB, SPH01-LB, LMS01-LB, WL03A-LB,
// LWL04-LB, WQS-LB, MDS120-LB, MDS200-LB, LMDS120 decoders): every value agrees but the DDS75-LB's
// DS18B20, which its decoder's July 2025 change divides by 100 (0.12 °C) where the DDS75-LB manual and
// the DDS20-LB / DDS45-LB decoders divide by 10 (README, `dragino/dds75-lb`). The SE02-LB's,
// TC01-LB's and PB01-L's copies are left out: our decoders refuse an 11-byte frame (17, 10 and 8
// bytes theirs), as Dragino's TC01-LB decoder gives no output for it.

/** Dragino's own decoders (outputs below run in Node, TZ=UTC, their `data` where they wrap it). */
const DRAGINO = 'dragino-end-node-decoder e81cc58a';

/** The output lht65-codec.yaml gives for the LHT65 frame CBF60B0D0376010ADD7FFF. */
const LHT65_OUTPUT = {
  BatV: 3.062,
  Bat_status: 3,
  Ext_sensor: 'Temperature Sensor',
  Hum_SHT: 88.6,
  TempC_DS: 27.81,
  TempC_SHT: 28.29,
};

/** A codec file's example with lht65-codec.yaml's output pasted beside the bytes 0CF6010103000C01DD01FF. */
const lht65Copy = (
  model: string,
  source: string,
  readings: ExampleReadings,
  warnings?: readonly string[],
): CodecExample => ({
  model: `dragino/${model}`,
  source,
  fPort: 2,
  hex: '0CF6010103000C01DD01FF',
  output: LHT65_OUTPUT,
  readings,
  ...(warnings && { warnings }),
});

export const draginoCoverageExamples: readonly CodecExample[] = [
  // Not a TTN example: Dragino's LHT65N-PIR decoder (dragino-end-node-decoder e81cc58a, LHT65N-PIR/
  // lht65n_pir ttn_decoder.js, last changed at ca47f4b) run in Node on a frame of -5 °C (0xFE0C) with
  // a DS18B20 at -3 °C (0xFED4), its output verbatim: since ca47f4b it reads the signed words
  // unsigned (650.36, 652.36), which apps/server's name table for the model takes back.
  {
    model: 'dragino/lht65n-pir',
    source: 'dragino-end-node-decoder e81cc58a LHT65N-PIR/lht65n_pir ttn_decoder.js, -5 °C and a -3 °C probe',
    fPort: 2,
    hex: 'CBF6FE0C037601FED47FFF',
    output: {
      BatV: 3.062,
      Bat_status: 3,
      TempC_SHT: 650.36,
      Hum_SHT: 88.6,
      Ext_sensor: 'Temperature Sensor',
      TempC_DS: 652.36,
      Node_type: 'LHT65N-PIR',
    },
    readings: { battery_mv: 3062, temperature: -5, humidity: 88.6, external_temperature: -3 },
  },
  // Not a TTN example either: Dragino's TrackerD 1.5.4 / TrackerD-LS 1.0.5 decoder (dragino-end-node-
  // decoder e81cc58a, "TrackerD/TrackerD  1.5.4_TrackerD-LS1.0.5 Decoder.txt", last changed at
  // 954a1ea) run in Node on a position with the alarm key, moving, 43 %RH and -5 °C (0xFFCE), its
  // `data` verbatim: it names the alarm and motion bits `alarm` / `movement` and reads the
  // temperature word unsigned (6548.6), which apps/server's name table for the model takes back.
  {
    model: 'dragino/trackerd',
    source: 'dragino-end-node-decoder e81cc58a TrackerD 1.5.4_TrackerD-LS1.0.5 Decoder, alarm, moving, -5 °C',
    fPort: 2,
    hex: '015A706606CF3CF800000000000000004FA21001AEFFCE',
    output: {
      latitude: 22.70423,
      longitude: 114.244856,
      speed: 0,
      course: 0,
      battery: 4.002,
      alarm: true,
      mode: 0,
      led: 'OFF',
      movement: 'MOVE',
      Node_type: 'TrackerD',
      humidity: 43,
      temperature: 6548.6,
    },
    readings: { button: true, battery_mv: 4002, motion: true, humidity: 43, temperature: -5 },
  },
  // Dragino's own decoders' outputs for frames whose readings a network server running them handed
  // on wrong or not at all until apps/server's name tables for these models (model-names-dragino.ts)
  // read them as our decoders do: the S31-LB's SHT31, the CPL01's running count, the DDS04-LB's
  // probes, the LTC2-LB's channel 1 (0 printed for no probe), the SE01-LB's, LDDS75's, LDDS20's,
  // DDS20-LB's and LSPH01's DS18B20 (our `temperature`, not the generic name's
  // `external_temperature`), the LDDS20's and DDS20-LB's distance (the liquid's height), the
  // SN50v3-LB's counts, the LHT65N-PIR's activity, the LHT65N's SHT31 probe and the TrackerD's
  // climate as the TTN codec and Dragino's decoders to 1.5.1 name it (`Tem`, `Hum`).
  {
    model: 'dragino/s31-lb',
    source: `${DRAGINO} S31-LB&S31B-LB/S31-LB_v1.3_TTN_decoder.txt, mode 0, -20 °C, 60 %RH`,
    fPort: 2,
    hex: '0CF6635CD2F200FF380258',
    output: {
      BatV: 3.318,
      EXTI_Trigger: 'FALSE',
      Door_status: 'OPEN',
      TempC_SHT31: -20,
      Hum_SHT31: 60,
      Data_time: '2022-10-29 07:14:58',
      Node_type: 'S31-LB',
    },
    readings: { battery_mv: 3318, temperature: -20, humidity: 60 },
  },
  {
    model: 'dragino/cpl01',
    source: `${DRAGINO} CPL01/Decoder.txt, a running total of 10 pulses`,
    fPort: 2,
    hex: '0100000A00001E65F1A2C0',
    output: {
      ALARM: 'FALSE',
      PIN_STATUS: 'DISCONNECT',
      CALCULATE_FLAG: 0,
      TOTAL_PULSE: 10,
      LAST_DISCONNECT_DURATION: 30,
      TIME: '2024-03-13 12:57:36',
      Node_type: 'CPL01',
    },
    readings: { pulse_count: 10 },
  },
  {
    model: 'dragino/dds04-lb',
    source: `${DRAGINO} DDS04-LB/DDS04-LB TTN Decoder.txt, four probes, 78.9-79.4 cm`,
    fPort: 2,
    hex: '0D4A03160318031A031501',
    output: {
      BatV: 3.402,
      EXTI_Trigger: 'FALSE',
      EXTI_Level: 'LOW',
      distance1_cm: 79,
      distance2_cm: 79.2,
      distance3_cm: 79.4,
      distance4_cm: 78.9,
      mes_type: 1,
      Node_type: 'DDS04-LB',
    },
    readings: {
      battery_mv: 3402,
      distance_mm: 790,
      distance_2_mm: 792,
      distance_3_mm: 794,
      distance_4_mm: 789,
    },
  },
  {
    model: 'dragino/ltc2-lb',
    source: `${DRAGINO} LTC2-LB/LTC2-LB_v1.2_decoder.txt, channel 1 25.9 °C, channel 2 50 °C`,
    fPort: 2,
    hex: '0E3C00010301F4635CD2F2',
    output: {
      BatV: 3.644,
      Interrupt_flag: 'FALSE',
      Interrupt_level: 'LOW',
      TEMP1H_flag: 'False',
      TEMP1L_flag: 'False',
      TEMP2H_flag: 'False',
      TEMP2L_flag: 'False',
      Temp_Channel1: 25.9,
      Temp_Channel2: 50,
      Data_time: '2022-10-29 07:14:58',
      Node_type: 'LTC2-LB',
    },
    readings: { battery_mv: 3644, external_temperature: 25.9 },
  },
  {
    model: 'dragino/ltc2-lb',
    source: `${DRAGINO} LTC2-LB/LTC2-LB_v1.2_decoder.txt, channel 1 0x8000, past -2000 °C (no probe), printed 0`,
    fPort: 2,
    hex: '0E3C00800001F4635CD2F2',
    output: {
      BatV: 3.644,
      Interrupt_flag: 'FALSE',
      Interrupt_level: 'LOW',
      TEMP1H_flag: 'False',
      TEMP1L_flag: 'False',
      TEMP2H_flag: 'False',
      TEMP2L_flag: 'False',
      Temp_Channel1: 0,
      Temp_Channel2: 50,
      Data_time: '2022-10-29 07:14:58',
      Node_type: 'LTC2-LB',
    },
    readings: { battery_mv: 3644 },
    warnings: ['channel 1: no PT100 probe (value out of range)'],
  },
  {
    model: 'dragino/se01-lb',
    source: `${DRAGINO} SE01-LB/se01-lb_TTN_Decoder.txt, MOD 0 with a 26.1 °C probe`,
    fPort: 2,
    hex: '0CF60105091E0A6100C800',
    output: {
      BatV: 3.318,
      temp_DS18B20: '26.10',
      temp_SOIL: '26.57',
      water_SOIL: '23.34',
      conduct_SOIL: 200,
      s_flag: 0,
      i_flag: 0,
      Mod: 0,
      Node_type: 'SE01-LB',
    },
    readings: {
      battery_mv: 3318,
      temperature: 26.1,
      soil_moisture: 23.34,
      soil_temperature: 26.57,
      soil_conductivity: 200,
    },
  },
  {
    model: 'dragino/sn50v3-lb',
    source: `${DRAGINO} SN50_v3-LB/SN50_v3-LB_TTN_decode.txt, work mode 8 (3DS18B20+2Count), counts 5 and 10`,
    fPort: 2,
    hex: '0CF600FA7FE42000FA000000050000000A',
    output: {
      BatV: 3.318,
      TempC1: 25,
      EXTI_Trigger: 'FALSE',
      Door_status: 'OPEN',
      Work_mode: '3DS18B20+2Count',
      TempC2: 3274,
      TempC3: 25,
      Count1: 5,
      Count2: 10,
      Node_type: 'SN50_v3-LB',
    },
    readings: { battery_mv: 3318, external_temperature: 25, pulse_count: 5 },
  },
  {
    model: 'dragino/lht65n-pir',
    source: `${DRAGINO} LHT65N-PIR/lht65n_pir ttn_decoder.js, the PIR (type 0x0E): activity, 15 movements`,
    fPort: 2,
    hex: 'CBF60B0D03760E0100000F',
    output: {
      BatV: 3.062,
      Bat_status: 3,
      TempC_SHT: 28.29,
      Hum_SHT: 88.6,
      Work_mode: 'PIR Sensor',
      Exti_pin_level: 'Activity',
      Move_count: 15,
      Node_type: 'LHT65N-PIR',
    },
    readings: { battery_mv: 3062, temperature: 28.29, humidity: 88.6, motion: true },
  },
  {
    model: 'dragino/ldds75',
    source: `${DRAGINO} LDDS75/LDDS75_Decoder_V1.1.4.js, 2799 mm with a 24.1 °C probe`,
    fPort: 2,
    hex: '0D3B0AEF0000F101',
    output: {
      Node_type: 'LDDS75',
      Bat: 3.387,
      Distance: 2799,
      Interrupt_flag: 0,
      TempC_DS18B20: '24.10',
      Sensor_flag: 1,
    },
    readings: { battery_mv: 3387, distance_mm: 2799, temperature: 24.1 },
  },
  {
    model: 'dragino/ldds75',
    source: `${DRAGINO} LDDS75/LDDS75_Decoder_V1.1.4.js, 16 mm, no reading`,
    fPort: 2,
    hex: '0D3B00100000F101',
    output: {
      Node_type: 'LDDS75',
      Bat: 3.387,
      Distance: 16,
      Interrupt_flag: 0,
      TempC_DS18B20: '24.10',
      Sensor_flag: 1,
    },
    readings: { battery_mv: 3387, temperature: 24.1 },
    warnings: ['distance 16 mm is not a valid reading'],
  },
  {
    model: 'dragino/ldds20',
    source: `${DRAGINO} LDDS20/LDDS20_Decoder_V1.1.4.js, 2799 mm with a 24.1 °C probe`,
    fPort: 2,
    hex: '0D3B0AEF0000F101',
    output: {
      Node_type: 'LDDS20',
      Bat: 3.387,
      Distance: 2799,
      Interrupt_flag: 0,
      TempC_DS18B20: '24.10',
      Sensor_flag: 1,
    },
    readings: { battery_mv: 3387, liquid_level_mm: 2799, temperature: 24.1 },
  },
  {
    model: 'dragino/dds20-lb',
    source: `${DRAGINO} DDS20-LB/DDS20-LB_TTN_Decoder.txt, 2799 mm with a 24.1 °C probe`,
    fPort: 2,
    hex: '0D3B0AEF0000F101',
    output: {
      Node_type: 'DDS20-LB',
      Bat: 3.387,
      Distance: 2799,
      Interrupt_flag: 0,
      TempC_DS18B20: '24.10',
      Sensor_flag: 1,
    },
    readings: { battery_mv: 3387, liquid_level_mm: 2799, temperature: 24.1 },
  },
  {
    model: 'dragino/lsph01',
    source: `${DRAGINO} LSPH01/LSPH01_TTN_Decoder_V1.0.0.js, pH 5.96 with a 24.1 °C probe`,
    fPort: 2,
    hex: '0D2300F1025400F9000001',
    output: {
      Node_type: 'LSPH01',
      Bat: 3.363,
      TempC_DS18B20: '24.10',
      PH1_SOIL: '5.96',
      TEMP_SOIL: '24.90',
      Interrupt_flag: 0,
      Message_type: 1,
    },
    readings: { battery_mv: 3363, ph: 5.96, soil_temperature: 24.9, temperature: 24.1 },
  },
  {
    model: 'dragino/lht65n',
    source: `${DRAGINO} LHT65N/LHT65N-TTN-v1.5.6_decoder.txt, the SHT31 probe (type 0x0B) at -12.97 °C`,
    fPort: 2,
    hex: 'CBF60B0D03760BFAEF0300',
    output: {
      BatV: 3.062,
      Bat_status: 'Good',
      TempC_SHT: 28.29,
      Hum_SHT: 88.6,
      Work_mode: 'SHT31 Sensor',
      Ext_TempC_SHT: -12.97,
      Ext_Hum_SHT: 76.8,
      Node_type: 'LHT65N',
    },
    readings: { battery_mv: 3062, temperature: 28.29, humidity: 88.6, external_temperature: -12.97 },
  },
  {
    model: 'dragino/trackerd',
    source: `${DRAGINO} TrackerD/TrackerD TTN Decoder 1.5.1.txt, a position, moving, 43 %RH and -5 °C`,
    fPort: 2,
    hex: '015A706606CF3CF80FA23001AEFFCE',
    output: {
      Location: '22.70423,114.244856',
      Latitude: 22.70423,
      Longitude: 114.244856,
      location_tago: { latitude: 22.70423, longitude: 114.244856 },
      Hum: 43,
      Tem: -5,
      BatV: 4.002,
      ALARM_status: 'FALSE',
      MD: 0,
      Bg: 0,
      Date: 0,
      Time: 0,
      LON: 'ON',
      Transport: 'MOVE',
    },
    readings: { button: false, battery_mv: 4002, motion: true, humidity: 43, temperature: -5 },
  },
  // The SW3L's settings reply: TDC (3 bytes, s), stop timer (1 byte, min), alarm timer (2 bytes,
  // min); the codec's values are the bytes' (Dragino's SW3L decoder gives the same).
  {
    model: 'dragino/sw3l',
    source: 'sw3l-codec.yaml 62c8acdd, "SW3L LoRaWAN Outdoor Flow Sensor"',
    fPort: 4,
    hex: '0D00007300A44A',
    output: { Alarm_Timer: 42058, Stop_Timer: 0, TDC: 851968 },
    readings: {},
  },
  // The LSE01 firmware 1.1.4 codec's example: the LDDS75's example frame padded with zeros. Its
  // DS18B20 word 0x0AEF is 279.9 °C, past the probe's -55..125 °C: no reading (a warning).
  {
    model: 'dragino/lse01',
    source: 'lse01-114-codec.yaml 60263a4e, "Liquid height"',
    fPort: 2,
    hex: '0D3B0AEF00000000000001',
    output: {
      Bat: 3.387,
      Hardware_flag: 0,
      Interrupt_flag: 1,
      Sensor_flag: 0,
      TempC_DS18B20: '279.90',
      conduct_SOIL: 0,
      temp_SOIL: '0.00',
      water_SOIL: '0.00',
    },
    readings: { battery_mv: 3387, soil_moisture: 0, soil_temperature: 0, soil_conductivity: 0 },
    warnings: ["DS18B20 probe value 279.9 °C is outside the probe's -55 to 125 °C: not stored"],
  },
  lht65Copy('ps-lb', 'PS-LB-codec.yaml 437dd085, "LoRaWAN Pressure Sensor"', { battery_mv: 3318 }, [
    'loop current 0.768 mA is under 3.8 mA: no probe reading',
    'unexpected 11-byte frame; the first 9 bytes decoded',
  ]),
  lht65Copy('ps-lb', 'ps-lb-codec.yaml 19888012, "LoRaWAN Pressure Sensor"', { battery_mv: 3318 }, [
    'loop current 0.768 mA is under 3.8 mA: no probe reading',
    'unexpected 11-byte frame; the first 9 bytes decoded',
  ]),
  lht65Copy('s31-lb', 'S31-LB-codec.yaml 530b9168, "Temperature"', { battery_mv: 3318 }, [
    'unknown working mode 3; only the battery was decoded',
  ]),
  lht65Copy('s31-lb', 's31-lb-codec.yaml 31c544a8, "Temperature"', { battery_mv: 3318 }, [
    'unknown working mode 3; only the battery was decoded',
  ]),
  lht65Copy('d2x-lb', 'D2x-LB-codec.yaml 530b9168, "Temperature"', {
    battery_mv: 3318,
    external_temperature: 25.7,
  }),
  lht65Copy('d2x-lb', 'd2x-lb-codec.yaml 62c8acdd, "Temperature"', {
    battery_mv: 3318,
    external_temperature: 25.7,
  }),
  lht65Copy('cpl03-lb', 'cpl03-lb-codec.yaml eb8f5e8b, "Temperature"', { pulse_count: 16122113 }),
  lht65Copy('cs01-lb', 'cs01-lb-codec.yaml 5c12ba10, "Temperature"', { battery_mv: 3318, current: 2.57 }),
  lht65Copy('dds04-lb', 'dds04-lb-codec.yaml eb8f5e8b, "Temperature"', {
    battery_mv: 3318,
    distance_mm: 257,
    distance_2_mm: 768,
    distance_3_mm: 3073,
    distance_4_mm: 56577,
  }),
  lht65Copy(
    'dds20-lb',
    'dds20-lb-codec.yaml bcd28177, "Temperature"',
    { battery_mv: 3318, liquid_level_mm: 257, temperature: 1.2 },
    ['unexpected 11-byte frame; the first 8 bytes decoded'],
  ),
  lht65Copy(
    'dds45-lb',
    'dds45-lb-codec.yaml eb8f5e8b, "Temperature"',
    { battery_mv: 3318, distance_mm: 257, temperature: 1.2 },
    ['unexpected 11-byte frame; the first 8 bytes decoded'],
  ),
  lht65Copy(
    'dds75-lb',
    'dds75-lb-codec.yaml eb8f5e8b, "Temperature"',
    { battery_mv: 3318, distance_mm: 257, temperature: 1.2 },
    ['unexpected 11-byte frame; the first 8 bytes decoded'],
  ),
  lht65Copy('ds03a-lb', 'ds03a-lb-codec.yaml 51978545, "Temperature"', { door_open: false }),
  lht65Copy('ds20l', 'ds20l-codec.yaml 4b96128c, "Temperature"', { battery_mv: 3318, distance_mm: 259 }, [
    'unexpected 11-byte frame; the first 9 bytes decoded',
  ]),
  lht65Copy('aqs01-l', 'aqs01-l-codec.yaml 5c12ba10, "Temperature"', {
    battery_mv: 3318,
    temperature: 2.57,
    humidity: 76.8,
    pressure: 307.3,
    co2: 56577,
    threshold_alarm: true,
  }),
  lht65Copy('aqs02-l', 'aqs02-l-codec.yaml eb8f5e8b, "Temperature"', {
    battery_mv: 3318,
    temperature: 2.57,
    humidity: 76.8,
    pressure: 307.3,
    co_ppm: 56577,
    threshold_alarm: true,
  }),
  lht65Copy('lds12-lb', 'lds12-lb-codec.yaml 546c038c, "Temperature"', {
    battery_mv: 3318,
    distance_mm: 768,
    temperature: 25.7,
  }),
  lht65Copy('lds40-lb', 'lds40-lb-codec.yaml 5c12ba10, "Temperature"', {
    battery_mv: 3318,
    distance_mm: 768,
    temperature: 25.7,
  }),
  lht65Copy(
    'lht65n-vib',
    'lht65n-vib-codec.yaml eb8f5e8b, "Temperature"',
    { battery_mv: 3318, threshold_alarm: true },
    ['unknown mode 0; only the battery and flags were decoded'],
  ),
  lht65Copy('ltc2-lb', 'ltc2-lb-codec.yaml eb8f5e8b, "Temperature"', {
    battery_mv: 3318,
    external_temperature: 25.9,
  }),
  lht65Copy(
    'ts01-lb',
    'ts01-lb-codec.yaml eb8f5e8b, "Temperature"',
    { battery_mv: 3318, temperature: 25.9, threshold_alarm: true },
    ['unexpected 11-byte frame; the first 10 bytes decoded'],
  ),
  lht65Copy('se01-lb', 'se01-lb-codec.yaml 5c12ba10, "Temperature"', { battery_mv: 3318, temperature: 25.7 }),
  lht65Copy('sn50v3-lb', 'sn50v3-lb-codec.yaml eb8f5e8b, "Temperature"', {
    battery_mv: 3318,
    external_temperature: 25.7,
  }),
  lht65Copy('sph01-lb', 'sph01-lb-codec.yaml eb8f5e8b, "Temperature"', {
    battery_mv: 3318,
    ph: 7.68,
    soil_temperature: 307.3,
    temperature: 25.7,
  }),
  lht65Copy('lms01-lb', 'lms01-lb-codec.yaml ad839a0e, "Temperature"', {
    battery_mv: 3318,
    temperature: 25.7,
    leaf_wetness: 76.8,
    leaf_temperature: 307.3,
  }),
  lht65Copy('wl03a-lb', 'wl03a-lb-codec.yaml 5c12ba10, "Temperature"', { leak: false }),
  lht65Copy('lwl04-lb', 'lwl04-lb-codec.yaml 5c12ba10, "Temperature"', { leak: false }),
  lht65Copy('wqs-lb', 'wqs-lb-codec.yaml eb8f5e8b, "Temperature"', { battery_mv: 3318, temperature: 25.7 }, [
    'payload truncated: probe of byte 4 bit 0 needs 7 bytes at 10; not decoded',
  ]),
  lht65Copy(
    'mds120-lb',
    'mds120-lb-codec.yaml f258ebd7, "Temperature"',
    { battery_mv: 3318, distance_mm: 257, temperature: 1.2 },
    ['unexpected 11-byte frame; the first 8 bytes decoded'],
  ),
  lht65Copy(
    'mds200-lb',
    'mds200-lb-codec.yaml 51978545, "Temperature"',
    { battery_mv: 3318, threshold_alarm: false },
    ['unexpected 11-byte frame; the first 7 bytes decoded'],
  ),
  lht65Copy(
    'lmds120',
    'lmds120-codec.yaml c5629a96, "LoRaWAN Microwave Radar distance sensor"',
    { battery_mv: 3318, distance_mm: 257, temperature: 1.2 },
    ['unexpected 11-byte frame; the first 8 bytes decoded'],
  ),
];
