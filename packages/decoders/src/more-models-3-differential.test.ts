import { checkVendorCases } from './test-support/tracker-cases.ts';

// Differential checks of the Dragino LMDS200, LDS25-LB, LHT65N-VIB and SW3L-LB added with
// more-models-3 against Dragino's decoders (the LSN50v2, LSN50v2-S31, Netvox and MClimate models are
// in more-models-3-differential-2.test.ts), run in Node (TZ=UTC: the decoders print local time) on
// frames built to cover each mode, flag, sign and sentinel. `vendor` is what the decoder printed,
// verbatim but its Node_type (which we leave out); `ours` is each field where we differ on purpose,
// with the reason beside it; `readings` ours. The vendor code is not needed at run time. Source:
const DRAGINO = 'dragino/dragino-end-node-decoder at e81cc58a0523857887d705450c21c8cb99e93a8f';
const mv = (battery_mv: number) => ({ battery_mv });

checkVendorCases('dragino/lmds200', `${DRAGINO} LMDS200/LMDS200_Decoder_V1.0.0.js`, [
  {
    name: 'two targets (dis1 243, dis2 420: no unit, no readings), the distance alarm raised twice',
    port: 2,
    hex: '0CE400F301A40A',
    vendor: { Bat: 3.3, dis1: 243, dis2: 420, DALARM_count: 2, Distance_alarm: 1, Interrupt_alarm: 0 },
    readings: { ...mv(3300), threshold_alarm: true },
  },
  {
    name: 'the settings: 1 h interval, 5 min in alarm, alarm outside 100-2000 cm',
    port: 4,
    hex: '000E1005006407D001',
    vendor: { TDC: 3600, ATDC: 5, Alarm_min: 100, Alarm_max: 2000, Interrupt: 1 },
    readings: {},
  },
  {
    name: 'the status, firmware 1.1.0 printed 110, sub-band 0',
    port: 5,
    hex: '0C011002000BB8',
    vendor: { Sensor_model: 'LMDS200', Ver: 110, Fre_band: 'US915', Sub_band: 0, Bat: 3 },
    readings: mv(3000),
  },
]);

checkVendorCases('dragino/lds25-lb', `${DRAGINO} LDS25-LB/LDS25-LB decoder.txt`, [
  {
    name: 'a probe at -10 °C, 20 cm, strength 0xFFFF, the LiDAR at 20 °C',
    port: 2,
    hex: '0CE4FF9C00C8FFFF00140A',
    vendor: {
      batV: 3.3,
      temp_DS18B20: -10,
      Distance_cm: 20,
      Distance_signal_strength: 65535,
      Lidar_temp: 20,
      i_flag: 'FALSE',
      i_level: 'LOW',
      mes_type: 10,
    },
    readings: { ...mv(3300), distance_mm: 200, temperature: -10 },
  },
  {
    name: "the probe's 0x7FFF and a distance of 0: no readings but the battery",
    port: 2,
    hex: '8D2A7FFF0000000001FF01',
    vendor: {
      batV: 3.37,
      temp_DS18B20: 3276.7,
      Distance_cm: 0,
      Distance_signal_strength: 0,
      Lidar_temp: -1,
      i_flag: 'TRUE',
      i_level: 'LOW',
      mes_type: 1,
    },
    readings: mv(3370),
    warnings: [
      'distance 0: no echo from the target',
      "DS18B20 probe value 3276.7 °C is outside the probe's -55 to 125 °C: not stored",
    ],
  },
  {
    name: 'a datalog of two entries, each distance at its own time',
    port: 3,
    hex: '02001388019019664CCC6C810009C40050F6664CCCA8',
    vendor: {
      DATALOG: '[500,400,25,High,False,2024-05-21 16:31:40],[250,80,-10,Low,True,2024-05-21 16:32:40],',
      PNACKMD: 'False',
    },
    readings: { 'distance_mm@2024-05-21T16:31:40.000Z': 5000, 'distance_mm@2024-05-21T16:32:40.000Z': 2500 },
  },
  {
    name: 'the wiper: mode 1, 10 cleanings, hourly',
    port: 6,
    hex: '010A0E10664CCC6C',
    vendor: {
      Wiper_workmode: 1,
      Wiper_clean_times: 10,
      Wiper_clean_interval: 3600,
      Wiper_last_clean_time: '2024-05-21 16:31:40',
    },
    readings: {},
  },
  {
    name: 'the status',
    port: 5,
    hex: '3E0110030A0C80',
    vendor: {
      SENSOR_MODEL: 'LDS25-LB',
      SUB_BAND: 10,
      FREQUENCY_BAND: 'IN865',
      FIRMWARE_VERSION: '1.1.0',
      BAT: 3.2,
    },
    readings: mv(3200),
  },
]);

checkVendorCases('dragino/lht65n-vib', `${DRAGINO} LHT65N-VIB/LHT65N-VIB_TTN_Decoder_V1.3.js`, [
  {
    name: 'mode 1: 100 vibrations, 1440 minutes worked',
    port: 2,
    hex: '0CE40400000064000005A0',
    vendor: { BatV: 3.3, vib_count: 100, work_min: 1440, Alarm: 'FALSE', TDC: 'NO' },
    readings: { ...mv(3300), threshold_alarm: false },
  },
  {
    name: 'mode 1 with the alarm: a count of 0x00010203',
    port: 2,
    hex: '0CE40500010203000005A1',
    vendor: { BatV: 3.3, vib_count: 771, work_min: 1441, Alarm: 'TRUE', TDC: 'NO' },
    // The decoder ORs every byte shifted by 8 (0x01 | 0x02 | 0x03 << 8 | 0x03): 771.
    ours: { vib_count: 66051 },
    readings: { ...mv(3300), threshold_alarm: true },
  },
  {
    name: 'mode 2, periodic: -1 °C',
    port: 2,
    hex: '0CE40A00000190FF9C0258',
    vendor: { BatV: 3.3, vib_count: 400, TempC_SHT: -1, Hum_SHT: 60, Alarm: 'FALSE', TDC: 'YES' },
    readings: { ...mv(3300), temperature: -1, humidity: 60, threshold_alarm: false },
  },
  {
    name: 'mode 3: temperature, humidity, 3600 minutes worked',
    port: 2,
    hex: '0CE40C09C4C21E00000E10',
    vendor: { BatV: 3.3, TempC_SHT: 25, Hum_SHT: 54.2, work_min: 3600, Alarm: 'FALSE', TDC: 'NO' },
    readings: { ...mv(3300), temperature: 25, humidity: 54.2, threshold_alarm: false },
  },
  {
    name: 'the datalog: two accelerations without times',
    port: 7,
    hex: '0CE4000A0014FFF603E8FC180000',
    vendor: { Bat_V: 3.3, DATALOG: '[(0.010),(0.020),(-0.010)],[(1.000),(-1.000),(0.000)],' },
    readings: mv(3300),
    warnings: ['accelerations without their own times: kept in the vendor fields only'],
  },
  {
    name: 'the largest accelerations',
    port: 9,
    hex: '0CE4000A0014FFF6',
    vendor: { BatV: 3.3, max_acc_x_g: '0.010', max_acc_y_g: '0.020', max_acc_z_g: '-0.010' },
    readings: mv(3300),
  },
  {
    name: 'the status on AS923-4',
    port: 5,
    hex: '3F01200F020BB8',
    vendor: {
      SENSOR_MODEL: 'LHT65N-VIB',
      FIRMWARE_VERSION: '1.2.0',
      FREQUENCY_BAND: 'AS923_4',
      SUB_BAND: 2,
      BAT: 3,
    },
    readings: mv(3000),
  },
]);

checkVendorCases('dragino/sw3l-lb', `${DRAGINO} SW3L-LB/SW3L-LB_TTN_decoder.txt`, [
  {
    name: 'MOD 1 on flag 1 with the alarm: pulses since the last uplink, no counter reading',
    port: 2,
    hex: '0600001C200100664CCC6C',
    vendor: {
      MOD: 1,
      PA4_Level: 'L',
      PB15_Level: 'L',
      Calculate_flag: 1,
      Alarm: 'TRUE',
      tdc_interval: 'NO',
      Water_flow_value: 18.5,
      Last_pulse: 7200,
      Data_time: '2024-05-21 16:31:40',
    },
    readings: {},
  },
  {
    name: 'MOD 1 with both pins high',
    port: 2,
    hex: '0A00001388C100664CCC6C',
    vendor: {
      MOD: 1,
      PA4_Level: 'H',
      PB15_Level: 'H',
      Calculate_flag: 2,
      Alarm: 'TRUE',
      tdc_interval: 'NO',
      Water_flow_value: 78.1,
      Total_pulse: 5000,
      Data_time: '2024-05-21 16:31:40',
    },
    // The decoder names the count Last_pulse only when the whole byte is 0x01; MOD is 1 here.
    ours: { Total_pulse: undefined, Last_pulse: 5000 },
    readings: {},
  },
  {
    name: 'a running total on flag 3 (12 pulses a litre), periodic',
    port: 2,
    hex: '0D0000024C0000664CCC6C',
    vendor: {
      MOD: 0,
      PA4_Level: 'L',
      PB15_Level: 'L',
      Calculate_flag: 3,
      Alarm: 'FALSE',
      tdc_interval: 'YES',
      Water_flow_value: 49,
      Total_pulse: 588,
      Data_time: '2024-05-21 16:31:40',
    },
    readings: { pulse_count: 588 },
  },
  {
    name: 'a datalog: a running total and a MOD 1 count, flag 2',
    port: 3,
    hex: '0940000001C200664CCC6C8A81000000120F664CCCA8',
    vendor: {
      DATALOG:
        '[YES,FALSE,2,L,H,0,115200,1800.0,2024-05-21 16:31:40],[NO,TRUE,2,H,L,1,4623,72.2,2024-05-21 16:32:40],',
      PNACKMD: 'False',
    },
    readings: { 'pulse_count@2024-05-21T16:31:40.000Z': 115200 },
  },
  {
    name: 'the settings',
    port: 4,
    hex: '000E10000A003C',
    vendor: { TDC: 3600, Stop_Timer: 10, Alarm_Timer: 60 },
    readings: {},
  },
]);
